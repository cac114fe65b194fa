// Opening a tree in the background: the window keeps the current tree until the new one is
// ready, and a file that fails to load leaves it untouched.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <thread>

#include "state/loading.h"
#include "files/tree_file.h"

using namespace ablab;

namespace {

// Polls like the window does, a frame every millisecond, for at most ten seconds.
bool pollUntilDone(app::Loading& loading, app::AppState& state) {
    for (int frame = 0; frame < 10000; ++frame) {
        if (app::pollLoading(loading, state)) return true;
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    return false;
}

std::string writeTemp(const std::string& name, const std::string& text) {
    const std::string path = ::testing::TempDir() + name;
    std::ofstream(path) << text;
    return path;
}

}  // namespace

TEST(Loading, APreparedTreeOpensLikeOpenTree) {
    app::AppState state = app::makeAppState(core::parseTree(core::Language::English, "[1, 2]", "old"));
    core::SearchOptions options;
    options.strict = true;
    app::openPrepared(state, app::prepareTree(core::parseTree(core::Language::English, "[[3,12,8],[2,4,6],[14,5,2]]", "aima"),
                                              "aima.json", options));
    EXPECT_EQ(state.run->tree->size(), 13u);
    EXPECT_EQ(state.run->layout->x.size(), 13u);
    EXPECT_EQ(state.run->trace->rootValue(), 3);
    EXPECT_TRUE(state.options.strict);
    EXPECT_EQ(state.path, "aima.json");
    EXPECT_EQ(state.step, 0u);
    EXPECT_FALSE(state.dirty);
}

TEST(Loading, PhasesAreReportedInOrder) {
    app::LoadProgress progress;
    EXPECT_STREQ(progress.phaseName(), "reading");
    EXPECT_EQ(progress.fraction(), 0.0f);
    app::prepareTree(core::parseTree(core::Language::English, "[[1,2],[3,4]]", "t"), "", {}, &progress);
    EXPECT_EQ(progress.phase.load(), app::LoadPhase::Done);
    EXPECT_EQ(progress.fraction(), 1.0f);
}

TEST(Loading, AFileLoadsInTheBackgroundAndReplacesTheTreeWhenReady) {
    const std::string path = writeTemp("loading-good.json", "[[3,12,8],[2,4,6],[14,5,2]]");
    app::AppState state = app::makeAppState(core::parseTree(core::Language::English, "[1, 2]", "old"));
    app::Loading loading;
    ASSERT_TRUE(app::startLoading(loading, path, state));
    EXPECT_FALSE(app::startLoading(loading, path, state));  // one load at a time
    ASSERT_TRUE(pollUntilDone(loading, state));
    EXPECT_EQ(state.run->tree->size(), 13u);
    EXPECT_EQ(state.path, path);
    EXPECT_EQ(state.files.path, path);
    EXPECT_TRUE(loading.path.empty());
    EXPECT_TRUE(app::startLoading(loading, path, state));  // free again
    ASSERT_TRUE(pollUntilDone(loading, state));
    std::remove(path.c_str());
}

TEST(Loading, ABadFileKeepsTheCurrentTreeAndSaysWhy) {
    const std::string path = writeTemp("loading-bad.json", "[[3,12,8],[2,4,");
    app::AppState state = app::makeAppState(core::parseTree(core::Language::English, "[1, 2]", "old"));
    const auto before = state.run->tree;
    app::Loading loading;
    ASSERT_TRUE(app::startLoading(loading, path, state));
    ASSERT_TRUE(pollUntilDone(loading, state));
    EXPECT_EQ(state.run->tree, before);
    EXPECT_NE(state.message.find(path), std::string::npos) << state.message;
    std::remove(path.c_str());
}
