// Practising, no panel says more than the task: the lesson's description (a walkthrough of the
// solution), the comparison of every algorithm and an export are held back, and come back when
// practice ends.
#include <gtest/gtest.h>

#include <filesystem>

#include <cstdint>
#include <string>
#include <vector>

#include "files/tree_file.h"
#include "state/export_request.h"
#include "state/minimap_picture.h"
#include "state/panel_text.h"
#include "state/practice.h"
#include "state/reordering.h"

using namespace ablab;
namespace fs = std::filesystem;

TEST(PracticeLeaks, TheDescriptionComparisonAndExportWaitUntilPracticeEnds) {
    const std::string lesson = ABLAB_SOURCE_DIR "/trees/aima-fig5.2.json";
    app::AppState state = app::makeAppState(core::loadTreeFile(core::Language::English, lesson), lesson);
    const std::string description = state.run->tree->info().description.in(core::Language::English);
    ASSERT_NE(description.find("cutoff"), std::string::npos) << "the lesson's description is the walkthrough this test is about";
    for (const auto what : {app::HeldBack::Description, app::HeldBack::Comparison, app::HeldBack::Export})
        EXPECT_EQ(app::heldBackWhilePractising(state, what), "");

    app::startPractice(state, state.practice);
    ASSERT_TRUE(state.practice.active);
    for (const auto what : {app::HeldBack::Description, app::HeldBack::Comparison, app::HeldBack::Export}) {
        const std::string held = app::heldBackWhilePractising(state, what);
        EXPECT_FALSE(held.empty());
        EXPECT_EQ(held.find("B"), std::string::npos) << held;  // no node, no value
        EXPECT_EQ(held.find_first_of("0123456789"), std::string::npos) << held;
    }

    // Export is refused at its root too, not only hidden: nothing is written.
    const fs::path out = fs::path(::testing::TempDir()) / "practice-leak.csv";
    fs::remove(out);
    app::ExportBox box;
    box.format = core::ExportFormat::Csv;
    box.path = out.string();
    EXPECT_EQ(app::runExport(state, box, true), app::heldBackWhilePractising(state, app::HeldBack::Export));
    EXPECT_FALSE(fs::exists(out));
}

// Practising, nothing tells the end before the student has worked it out: no timeline (its
// length, its cutoff ticks: how many and roughly where), no step total, no totals in the
// statistics, no pruned region in the minimap; and nothing reorders the exercise (best first
// would list the better moves first). Each comes back when practice ends.
TEST(PracticeLeaks, NoCountOrTickOfTheEndShowsAndNothingReordersTheExercise) {
    const std::string lesson = ABLAB_SOURCE_DIR "/trees/aima-fig5.2.json";
    app::AppState state = app::makeAppState(core::loadTreeFile(core::Language::English, lesson), lesson);
    const std::string total = std::to_string(state.run->trace->stepCount());
    const auto shadedPixels = [&](const app::AppState& s) {
        app::MinimapPicture picture;
        const std::vector<std::uint8_t> pixels = picture.pixels(s);
        std::size_t shaded = 0;
        for (std::size_t i = 3; i < pixels.size(); i += 4) shaded += pixels[i] != 0;
        return shaded;
    };
    // Outside practice, each shows the end: the test would see a leak.
    ASSERT_TRUE(app::timelineShown(state));
    ASSERT_FALSE(app::timelineCutoffs(state).empty());
    ASSERT_NE(app::stepCounterText(state).find(total), std::string::npos);
    ASSERT_GT(shadedPixels(state), 0u);
    EXPECT_EQ(app::heldBackWhilePractising(state, app::HeldBack::Reordering), "");

    app::startPractice(state, state.practice);
    ASSERT_TRUE(state.practice.active);
    EXPECT_FALSE(app::timelineShown(state));
    EXPECT_TRUE(app::timelineCutoffs(state).empty());
    EXPECT_EQ(app::stepCounterText(state).find(total), std::string::npos) << app::stepCounterText(state);
    for (const std::string& line : app::statisticsLines(state)) EXPECT_EQ(line.find("end"), std::string::npos) << line;
    EXPECT_EQ(shadedPixels(state), 0u) << "the minimap shades what the search reaches by the end";

    const std::string held = app::heldBackWhilePractising(state, app::HeldBack::Reordering);
    EXPECT_FALSE(held.empty());
    EXPECT_EQ(held.find_first_of("0123456789"), std::string::npos) << held;
    const auto exercise = state.run->tree;
    const core::NodeId c = state.run->tree->children(core::Tree::root())[1];
    for (const bool bestFirst : {true, false}) {
        state.message.clear();
        EXPECT_FALSE(app::sortChildren(state, 0, bestFirst));
        EXPECT_EQ(state.message, held);
    }
    EXPECT_FALSE(app::moveChild(state, 0, c, -1));
    EXPECT_FALSE(app::moveChild(state, 0, c, +1));
    EXPECT_EQ(state.run->tree, exercise) << "refused, not only greyed out";
    EXPECT_FALSE(state.dirty);

    // Hints play the search on, and the minimap shows what they played.
    while (state.step < state.run->trace->stepCount() && shadedPixels(state) == 0) app::hint(state, state.practice);
    EXPECT_GT(shadedPixels(state), 0u);

    app::showSolution(state, state.practice);
    EXPECT_TRUE(app::timelineShown(state));
    EXPECT_FALSE(app::timelineCutoffs(state).empty());
    EXPECT_TRUE(app::sortChildren(state, 0, true));
    EXPECT_NE(state.run->tree, exercise);
}
