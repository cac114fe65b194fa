// The front end's behaviour as plain functions over AppState: no window needed.
#include <gtest/gtest.h>

#include "state/app_state.h"
#include "model/tree_edit.h"
#include "files/tree_file.h"
#include "support/by_label.h"
#include "run/run.h"

using namespace ablab;
using core::NodeId;

namespace {

using ablab::testing::byLabel;

app::AppState aima() {
    return app::makeAppState(core::parseTree(core::Language::English, "[[3,12,8],[2,4,6],[14,5,2]]", "test"));
}

}  // namespace

TEST(AppState, StepsForwardAndBackWithinTheTrace) {
    app::AppState state = aima();
    const std::size_t end = state.run->trace->stepCount();
    EXPECT_EQ(state.step, 0u);
    EXPECT_EQ(app::stepBack(state), 0u);
    EXPECT_EQ(app::stepForward(state), 1u);
    EXPECT_EQ(app::stepToEnd(state), end);
    EXPECT_EQ(app::stepForward(state), end);
    EXPECT_EQ(app::stepToStart(state), 0u);
}

TEST(AppState, StepsToCutoffs) {
    app::AppState state = aima();
    const std::size_t cutoff = app::stepToNextCutoff(state);
    ASSERT_GT(cutoff, 0u);
    const core::Event& e = state.run->trace->events()[cutoff - 1];
    EXPECT_EQ(e.type, core::EventType::Cutoff);
    EXPECT_EQ(state.run->tree->label(e.node), "C");
    // No further cutoff: the step stays.
    EXPECT_EQ(app::stepToNextCutoff(state), cutoff);
    app::stepToEnd(state);
    EXPECT_EQ(app::stepToPreviousCutoff(state), cutoff);
    EXPECT_EQ(app::stepToPreviousCutoff(state), 0u);
}

TEST(AppState, SteppingBackShowsThePictureSeenGoingForward) {
    app::AppState state = aima();
    std::vector<std::vector<core::NodeState>> forward;
    for (std::size_t k = 0; k <= state.run->trace->stepCount(); ++k) {
        app::stepTo(state, k);
        forward.push_back(state.run->trace->snapshot(state.step));
    }
    for (std::size_t k = state.run->trace->stepCount() + 1; k-- > 0;) {
        app::stepTo(state, k);
        const auto back = state.run->trace->snapshot(state.step);
        for (NodeId n = 0; n < back.size(); ++n) {
            EXPECT_EQ(back[n].status, forward[k][n].status) << "step " << k << " node " << n;
            EXPECT_EQ(back[n].value, forward[k][n].value);
            EXPECT_EQ(back[n].alpha, forward[k][n].alpha);
        }
    }
}

TEST(AppState, PlaybackAdvancesAtTheSetSpeedAndStopsAtTheEnd) {
    app::AppState state = aima();
    state.playback.playing = true;
    state.playback.eventsPerSecond = 4;
    app::advancePlayback(state, 0.3);
    EXPECT_EQ(state.step, 1u);
    app::advancePlayback(state, 0.2);  // 0.2 + 0.3 s = 2 events
    EXPECT_EQ(state.step, 2u);
    app::advancePlayback(state, 1000);
    EXPECT_EQ(state.step, state.run->trace->stepCount());
    EXPECT_FALSE(state.playback.playing);
}

TEST(AppState, EditingALeafRecomputesKeepsTheStepAndOutlinesWhatChanged) {
    app::AppState state = aima();
    app::stepTo(state, 12);
    const NodeId c1 = byLabel(*state.run->tree, "C1");
    // C1 = 5 lifts C above α = 3 after its first leaf: C's other leaves are now searched.
    ASSERT_TRUE(app::applyEdit(state, 100.0, [&](const core::Tree& t) { return core::withLeafValue(t, c1, 5); }));
    EXPECT_TRUE(state.dirty);
    EXPECT_EQ(state.step, 12u);
    EXPECT_EQ(state.run->trace->stats().leavesEvaluated, 9u);
    const auto& changed = state.changed.nodes;
    auto has = [&](const std::string& label) {
        return std::find(changed.begin(), changed.end(), byLabel(*state.run->tree, label)) != changed.end();
    };
    EXPECT_TRUE(has("C1"));
    EXPECT_TRUE(has("C2"));  // pruned → evaluated
    EXPECT_TRUE(has("C3"));
    EXPECT_TRUE(has("C"));  // ≤ 2 → 4
    EXPECT_FALSE(has("B1"));
    EXPECT_FALSE(has("D2"));
    EXPECT_DOUBLE_EQ(state.changed.until, 103.0);
}

TEST(AppState, TheStepIsClampedWhenTheTraceGetsShorter) {
    app::AppState state = aima();
    app::stepToEnd(state);
    const std::size_t before = state.step;
    const NodeId d1 = byLabel(*state.run->tree, "D1");
    // D1 = 1 ≤ α = 3 cuts D off after its first leaf: fewer events.
    app::applyEdit(state, 0, [&](const core::Tree& t) { return core::withLeafValue(t, d1, 1); });
    EXPECT_LT(state.run->trace->stepCount(), before);
    EXPECT_EQ(state.step, state.run->trace->stepCount());
}

TEST(AppState, UndoRedoRestoreTreesAndDirtiness) {
    app::AppState state = aima();
    const auto original = state.run->tree;
    const NodeId d = byLabel(*state.run->tree, "D");
    app::applyEdit(state, 0, [&](const core::Tree& t) { return core::withChildMoved(t, d, -1); });
    const auto edited = state.run->tree;
    EXPECT_TRUE(state.dirty);
    EXPECT_TRUE(app::undo(state, 1));
    EXPECT_EQ(state.run->tree, original);
    EXPECT_FALSE(state.dirty);
    EXPECT_FALSE(app::undo(state, 1));
    EXPECT_TRUE(app::redo(state, 2));
    EXPECT_EQ(state.run->tree, edited);
    EXPECT_TRUE(state.dirty);
    EXPECT_FALSE(app::redo(state, 2));
    app::markSaved(state, "/tmp/x.json");
    EXPECT_FALSE(state.dirty);
}

TEST(AppState, ARejectedEditChangesNothingAndSaysWhy) {
    app::AppState state = aima();
    const auto before = state.run->tree;
    EXPECT_FALSE(app::applyEdit(state, 0, [](const core::Tree& t) { return core::withSubtreeDeleted(t, core::Tree::root()); }));
    EXPECT_EQ(state.run->tree, before);
    EXPECT_TRUE(state.undoStack.empty());
    EXPECT_EQ(state.message, "the root cannot be deleted");
}

TEST(AppState, OptionsSwitchAtOnceAndKeepTheStep) {
    app::AppState state = aima();
    app::stepTo(state, 10);
    core::SearchOptions minimax;
    minimax.algorithm = core::Algorithm::Minimax;
    app::setOptions(state, minimax);
    EXPECT_EQ(state.step, 10u);
    EXPECT_EQ(state.run->trace->stats().leavesEvaluated, 9u);
    EXPECT_EQ(state.run->trace->options().algorithm, core::Algorithm::Minimax);
}

TEST(AppState, OpeningATreeClearsHistory) {
    app::AppState state = aima();
    const NodeId b1 = byLabel(*state.run->tree, "B1");
    app::applyEdit(state, 0, [&](const core::Tree& t) { return core::withLeafValue(t, b1, 1); });
    app::openTree(state, core::parseTree(core::Language::English, "[1,2]", "other"), "other.json");
    EXPECT_TRUE(state.undoStack.empty());
    EXPECT_FALSE(state.dirty);
    EXPECT_EQ(state.step, 0u);
    EXPECT_EQ(state.path, "other.json");
}

TEST(AppState, EveryNewRunHasANewRevisionAndStepsKeepIt) {
    app::AppState state = app::makeAppState(core::parseTree(core::Language::English, "[[3,12,8],[2,4,6],[14,5,2]]", "t"));
    std::uint64_t seen = state.run->revision;
    const auto changed = [&] {
        const bool different = state.run->revision != seen;
        seen = state.run->revision;
        return different;
    };
    app::stepTo(state, 12);
    app::stepToEnd(state);
    EXPECT_FALSE(changed());  // stepping shows the same run
    core::SearchOptions strict;
    strict.strict = true;
    app::setOptions(state, strict);
    EXPECT_TRUE(changed());
    app::replaceTree(state, core::parseTree(core::Language::English, "[[1,2],[3,4]]", "t"), 0);
    EXPECT_TRUE(changed());
    ASSERT_TRUE(app::undo(state, 0));
    EXPECT_TRUE(changed());
    app::openTree(state, core::parseTree(core::Language::English, "[5,6]", "t"), "");
    EXPECT_TRUE(changed());
}

TEST(AppState, UndoingBackToTheSavedTreeUnderScoreOrderIsNotDirty) {
    core::SearchOptions options;
    options.order = core::MoveOrder::Score;
    app::AppState state = app::makeAppState(
        core::parseTree(core::Language::English,
                        R"({"root": [{"label": "B", "score": 1, "value": 9}, {"label": "C", "score": 5, "value": 2}]})", "t"),
        "", options);
    ASSERT_EQ(state.run->tree->label(state.run->tree->children(core::Tree::root())[0]), "C") << "searched by score";
    const NodeId b = byLabel(*state.run->tree, "B");
    app::applyEdit(state, 0, [&](const core::Tree& t) { return core::withLeafValue(t, b, 1); });
    EXPECT_TRUE(state.dirty);
    app::undo(state, 1);
    EXPECT_FALSE(state.dirty) << "back at the version last opened";
    app::redo(state, 2);
    EXPECT_TRUE(state.dirty);
    // Editing back to the same values is still an edit of the document: saved is saved.
    app::applyEdit(state, 3, [&](const core::Tree& t) { return core::withLeafValue(t, b, 9); });
    EXPECT_TRUE(state.dirty);
}

// A value edit compares only the nodes the two searches reached (and what hangs from them);
// the answer is the one the walk over every node gives for the same trees rebuilt. Also for
// the searches that come back to a node (NegaScout's re-searches, MTD(f)'s passes, SSS*'s
// states), each of whose nodes is compared once.
TEST(AppState, WhatAValueEditChangedIsWhatAWalkOverEveryNodeFinds) {
    app::AppState state = app::makeAppState(core::parseTree(
        core::Language::English, "[[[3,17],[2,12]],[[15,8],[25,0]],[[2,5],[3,1]],[[14,22],[5,4]],[[7,19],[6,11]]]", "t"));
    const auto original = state.run->tree;
    std::size_t outlined = 0;
    for (const core::Algorithm algorithm : {core::Algorithm::AlphaBeta, core::Algorithm::NegaScout, core::Algorithm::MtdF,
                                            core::Algorithm::Sss, core::Algorithm::MinimaxLevels}) {
        core::SearchOptions options;
        options.algorithm = algorithm;
        for (core::NodeId leaf = 0; leaf < original->size(); ++leaf) {
            if (!original->isLeaf(leaf)) continue;
            for (const core::Value value : {-50.0, 10.0, 50.0}) {
                const auto edited = std::make_shared<const core::Tree>(core::withLeafValue(*original, leaf, value));
                // The same tree with a structure of its own: moved right and back again.
                const NodeId second = original->children(core::Tree::root())[1];
                const core::Tree moved = core::withChildMoved(*edited, second, 1);
                const auto rebuilt =
                    std::make_shared<const core::Tree>(core::withChildMoved(moved, moved.children(core::Tree::root())[2], -1));
                ASSERT_FALSE(rebuilt->sameStructure(*edited));
                const auto beforeRun = core::makeRun(original, options);
                const core::Trace& before = *beforeRun->trace;
                const auto inPlace = app::changedOutcomes(before, (*core::makeRun(edited, options)->trace));
                const auto walked = app::changedOutcomes(before, (*core::makeRun(rebuilt, options)->trace));
                EXPECT_EQ(inPlace, walked) << "leaf " << leaf << " set to " << value << ", algorithm "
                                           << static_cast<int>(algorithm);
                outlined += inPlace.size();
            }
        }
    }
    EXPECT_GT(outlined, 0u);
}
