// Practising, no panel says more than the task: the lesson's description (a walkthrough of the
// solution), the comparison of every algorithm and an export are held back, and come back when
// practice ends.
#include <gtest/gtest.h>

#include <filesystem>

#include "files/tree_file.h"
#include "state/export_request.h"
#include "state/practice.h"

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
