// Between frames the state moves on by itself: a file asked for loads, an answer waiting for
// its tree is checked on it once it has loaded, playback plays.
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <thread>

#include "files/tree_file.h"
#include "model/tree_edit.h"
#include "state/file_actions.h"
#include "state/tick.h"
#include "support/tick_until_idle.h"
#include "teaching/grading.h"

using namespace ablab;
namespace fs = std::filesystem;

namespace {

void write(const fs::path& path, const std::string& text) { std::ofstream(path) << text; }

}  // namespace

TEST(Tick, LoadsTheFileAskedForThenChecksTheAnswerWaitingForIt) {
    const fs::path dir = fs::path(::testing::TempDir()) / "tick-answer";
    fs::create_directories(dir);
    write(dir / "tree.json", R"({"root": [[3, 12], [2, 4]]})");
    // The student says B is 4 (it is 3): the check must mark B wrong, so it ran on this tree.
    write(dir / "answer.json", R"({"values": {"A": 3, "B": 4}})");
    app::AppState state = app::makeAppState(core::parseTree(core::Language::English, "[1,2]", "start"));
    app::Loading loading;
    state.files.toLoad = (dir / "tree.json").string();
    state.files.pendingAnswer = (dir / "answer.json").string();
    // The answer is checked only once its tree is in: the tree it starts on has no B to grade.
    ablab::testing::tickUntilIdle(state, loading);
    EXPECT_EQ(state.path, (dir / "tree.json").string());
    app::tick(state, loading, 0);
    EXPECT_TRUE(state.files.pendingAnswer.empty());
    ASSERT_TRUE(state.practice.grade.has_value()) << state.message;
    const core::Tree& tree = *state.run->tree;
    bool bWrong = false;
    for (const core::GradeItem& item : state.practice.grade->items)
        if (tree.label(item.node) == "B" && item.part == core::AnswerPart::Value) bWrong = !item.right && item.given == "4";
    EXPECT_TRUE(bWrong) << "B's 4 is graded, and wrong";
    fs::remove_all(dir);
}

TEST(Tick, PlaysTheTraceOnAtItsSpeed) {
    app::AppState state = app::makeAppState(core::parseTree(core::Language::English, "[[3,12,8],[2,4,6],[14,5,2]]", "t"));
    app::Loading loading;
    state.playback.playing = true;
    state.playback.eventsPerSecond = 4;
    app::tick(state, loading, 1.0);
    EXPECT_EQ(state.step, 4u);
    EXPECT_FALSE(app::busy(state, loading));
}

// A file loading while the tree on screen is edited: the edits are not dropped when it arrives;
// the open asks first, as an open with unsaved edits always does.
TEST(Tick, EditsMadeWhileAFileLoadsAreNotDroppedUnasked) {
    const fs::path dir = fs::path(::testing::TempDir()) / "tick-edit-while-loading";
    fs::create_directories(dir);
    write(dir / "tree.json", R"({"root": [[3, 12], [2, 4]]})");
    app::AppState state = app::makeAppState(core::parseTree(core::Language::English, "[1,2]", "start"));
    app::Loading loading;
    state.files.toLoad = (dir / "tree.json").string();
    // Only started: a whole tick could install a quick load before the edit is made.
    app::startAskedLoad(state, loading);
    app::replaceTree(state, core::withLeafValue(*state.run->tree, 1, 7), 0);
    const auto edited = state.run->tree;
    ablab::testing::tickUntilIdle(state, loading);
    EXPECT_EQ(state.run->tree, edited) << "the edits were dropped for the loaded file";
    EXPECT_TRUE(state.dirty);
    ASSERT_EQ(state.files.stage, app::FileBox::Stage::ConfirmDiscard);
    // Dropped as the user answers: the file opens.
    app::dropEditsAndContinue(state);
    ablab::testing::tickUntilIdle(state, loading);
    EXPECT_EQ(state.path, (dir / "tree.json").string());
    EXPECT_FALSE(state.dirty);
    EXPECT_EQ(state.files.stage, app::FileBox::Stage::Idle);
    fs::remove_all(dir);
}
