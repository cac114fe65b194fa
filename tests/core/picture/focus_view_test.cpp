// Issue 39: the focus + context view. A tree that reads whole is drawn whole; one that does not
// shows the root, the path to the step's node, the children of every node on it and the
// cutoff's cause, folds every other subtree into its root, and opens folded subtrees only while
// the view still fits.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "files/tree_file.h"
#include "picture/focus_view.h"
#include "picture/layout.h"
#include "picture/scene.h"
#include "run/run.h"
#include "support/by_label.h"
#include "support/lesson_steps.h"

using namespace ablab::core;
using ablab::testing::lessonSteps;
namespace fs = std::filesystem;

namespace {

struct FocusLesson {
    std::string name;
    std::shared_ptr<const Run> run;
    const Trace& trace;
    const TreeLayout& layout;
    FocusLesson(std::string lesson, std::shared_ptr<const Run> searched)
        : name(std::move(lesson)), run(std::move(searched)), trace(*run->trace), layout(*run->layout) {}
};

FocusLesson lesson(const std::string& name) {
    auto tree = std::make_shared<const Tree>(
        loadTreeFile(Language::English, (fs::path(ABLAB_SOURCE_DIR) / "trees" / (name + ".json")).string()));
    return FocusLesson(name, makeRun(tree, {}));
}

std::string name(const Tree& tree, NodeId n) { return std::string(tree.label(n)); }

bool shown(const FocusView& view, NodeId n) { return std::binary_search(view.nodes.begin(), view.nodes.end(), n); }

bool folded(const FocusView& view, NodeId n) {
    const auto at = std::lower_bound(view.nodes.begin(), view.nodes.end(), n);
    return at != view.nodes.end() && *at == n && view.folded[static_cast<std::size_t>(at - view.nodes.begin())] != 0;
}

// What every folded view must be, whatever it chose to open; "" when it is.
std::string problemOf(const FocusLesson& run, const FocusView& view, std::size_t step, float columns) {
    const Tree& tree = run.trace.tree();
    const std::string where = run.name + " step " + std::to_string(step) + ": ";
    if (view.nodes.empty() || view.nodes.front() != Tree::root()) return where + "no root";
    if (!std::is_sorted(view.nodes.begin(), view.nodes.end())) return where + "not in preorder";
    if (view.layout.x.size() != view.nodes.size()) return where + "a layout of another size";
    for (std::size_t i = 1; i < view.nodes.size(); ++i)
        if (!shown(view, tree.parent(view.nodes[i]))) return where + name(tree, view.nodes[i]) + " without its parent";
    std::vector<NodeId> about{run.trace.currentNode(step)};
    if (step > 0 && step == run.trace.stepCount()) {
        // The end: the chosen line is open from the root down, as deep as it fits the columns.
        const std::vector<NodeId> line = chosenPath(run.trace);
        std::size_t opened = 0;
        while (opened < line.size() && (tree.isLeaf(line[opened]) || !folded(view, line[opened]))) ++opened;
        for (std::size_t i = 0; i < opened; ++i) about.push_back(line[i]);
        if (opened < line.size()) {
            const NodeId next = line[opened];
            std::vector<NodeId> wider(line.begin(), line.begin() + static_cast<std::ptrdiff_t>(opened) + 1);
            FocusRequest deeper{step, 0, wider};
            if (chooseFocus(run.trace, run.layout, deeper).layout.width <= columns)
                return where + "the chosen line stops at " + name(tree, next) + ", which would have fitted";
        }
    }
    if (step > 0 && run.trace.events()[step - 1].type == EventType::Cutoff && run.trace.events()[step - 1].cause != kNoNode)
        about.push_back(run.trace.events()[step - 1].cause);
    for (const NodeId n : about)
        for (NodeId at = n; at != kNoNode; at = tree.parent(at)) {
            if (!shown(view, at)) return where + name(tree, at) + " (on the path) is not shown";
            if (folded(view, at) && !tree.isLeaf(at)) return where + name(tree, at) + " (on the path) is folded";
            for (const NodeId c : tree.children(at))
                if (!shown(view, c)) return where + "the child " + name(tree, c) + " of " + name(tree, at) + " is not shown";
        }
    for (std::size_t i = 0; i < view.nodes.size(); ++i) {
        const NodeId n = view.nodes[i];
        const bool anyChildShown =
            std::any_of(tree.children(n).begin(), tree.children(n).end(), [&](NodeId c) { return shown(view, c); });
        if (view.folded[i] && (tree.isLeaf(n) || anyChildShown)) return where + name(tree, n) + " folded wrongly";
        if (!view.folded[i] && !tree.isLeaf(n) && !anyChildShown) return where + name(tree, n) + " neither open nor folded";
    }
    // Anything opened beyond the path must have fitted.
    FocusRequest least{step, 0, {}};
    const FocusView minimal = chooseFocus(run.trace, run.layout, least);
    if (view.nodes.size() > minimal.nodes.size() && view.layout.width > columns)
        return where + "opened subtrees beyond the columns: " + std::to_string(view.layout.width);
    return {};
}

}  // namespace

TEST(FocusView, ATreeThatFitsIsDrawnWhole) {
    const FocusLesson run = lesson("aima-fig5.2");
    const FocusView view = chooseFocus(run.trace, run.layout, {5, focusColumns(1280, 720, false), {}});
    EXPECT_TRUE(view.whole);
    EXPECT_TRUE(view.nodes.empty());
}

TEST(FocusView, EveryLessonStepShowsItsPathAndFoldsTheRestWithinTheColumns) {
    for (const char* name : {"ordering-random", "ordering-perfect", "ordering-worst", "deep-alpha-cutoff", "deep-beta-cutoff",
                             "tictactoe-endgame", "zhu-tictactoe-k2-minimax", "hs-p11-alpha-beta-cutoffs"}) {
        const FocusLesson run = lesson(name);
        for (const float columns : {4.0f, 9.0f, 16.0f}) {
            for (const std::size_t step : lessonSteps(run.trace)) {
                const FocusView view = chooseFocus(run.trace, run.layout, {step, columns, {}});
                if (run.layout.width <= columns) {
                    EXPECT_TRUE(view.whole) << name;
                    continue;
                }
                ASSERT_FALSE(view.whole) << name << " at " << columns << " columns";
                EXPECT_EQ(problemOf(run, view, step, columns), "");
                EXPECT_TRUE(std::any_of(view.folded.begin(), view.folded.end(), [](std::uint8_t f) { return f != 0; }) ||
                            view.nodes.size() < run.trace.tree().size())
                    << name << ": a view that folds nothing";
            }
        }
    }
}

TEST(FocusView, TheMostRecentlySearchedSubtreeOpensFirst) {
    // ordering-random's first cutoff is at B2, after B1's subtree was searched: B1c's leaves are
    // what set B's β = 21, so they open before B1a's, searched earlier, and before C and D, which
    // are not reached yet.
    const FocusLesson run = lesson("ordering-random");
    const std::size_t step = run.trace.nextCutoffStep(0);
    auto byLabel = [&](std::string_view label) { return ablab::testing::byLabel(run.trace.tree(), label); };
    // However many columns: B1a opens only after B1c, and C or D only after both.
    bool onlyB1c = false;
    for (float columns = 1; columns < 40; columns += 0.5f) {
        const FocusView view = chooseFocus(run.trace, run.layout, {step, columns, {}});
        if (view.whole) break;
        const bool b1c = shown(view, byLabel("B1c1")), b1a = shown(view, byLabel("B1a1"));
        EXPECT_TRUE(!b1a || b1c) << columns << " columns";
        const bool laterOpen = shown(view, byLabel("C1")) || shown(view, byLabel("D1"));
        EXPECT_TRUE(!laterOpen || (b1a && b1c)) << columns << " columns";
        onlyB1c |= b1c && !b1a && folded(view, byLabel("C")) && folded(view, byLabel("D"));
    }
    EXPECT_TRUE(onlyB1c) << "no width opens B1c alone";
    // At the fewest columns only the path is open: B1 is folded, and stands for its subtree.
    const FocusView narrow = chooseFocus(run.trace, run.layout, {step, 1, {}});
    EXPECT_TRUE(folded(narrow, byLabel("B1")));
    EXPECT_FALSE(shown(narrow, byLabel("B1a1")));
}

TEST(FocusView, AnOpenedNodeShowsItsChildrenAtAnyStep) {
    const FocusLesson run = lesson("ordering-random");
    const Tree& tree = run.trace.tree();
    const NodeId d = tree.children(Tree::root())[2];
    const std::vector<NodeId> opened{d};
    const FocusView view = chooseFocus(run.trace, run.layout, {3, 1, opened});
    for (const NodeId c : tree.children(d)) EXPECT_TRUE(shown(view, c));
    EXPECT_FALSE(folded(view, d));
}

TEST(FocusView, TheSceneDrawsTheViewAndSaysWhatAPrunedGlyphSpared) {
    const FocusLesson run = lesson("ordering-random");
    const std::size_t step = run.trace.nextCutoffStep(0);
    const FocusView view = chooseFocus(run.trace, run.layout, {step, 1, {}});
    SceneOptions options;
    options.focus = &view;
    const Scene scene = buildScene(Wording{}, run.trace, run.layout, step, options);
    ASSERT_EQ(scene.nodes.size(), view.nodes.size());
    EXPECT_EQ(scene.edges.size(), view.nodes.size() - 1);
    EXPECT_FLOAT_EQ(scene.width, view.layout.width);
    const Tree& tree = run.trace.tree();
    bool prunedGlyph = false;
    for (std::size_t i = 0; i < scene.nodes.size(); ++i) {
        const SceneNode& node = scene.nodes[i];
        EXPECT_EQ(node.id, view.nodes[i]);
        EXPECT_EQ(node.folded, view.folded[i] != 0);
        EXPECT_FLOAT_EQ(node.x, view.layout.x[i]);
        if (node.folded && node.status == NodeStatus::Pruned) {
            prunedGlyph = true;
            EXPECT_EQ(node.foldedWords, std::to_string(tree.subtreeEnd(node.id) - node.id) + " pruned");
        } else {
            EXPECT_EQ(node.foldedWords, "");
        }
    }
    EXPECT_TRUE(prunedGlyph) << "the cut subtree B2c is folded at one column, and says so";
    // In Chinese the glyph says it in Chinese.
    const Scene zh = buildScene(Wording{Language::Chinese}, run.trace, run.layout, step, options);
    for (const SceneNode& node : zh.nodes) {
        if (!node.foldedWords.empty()) {
            EXPECT_NE(node.foldedWords.find("剪去"), std::string::npos);
        }
    }
}
