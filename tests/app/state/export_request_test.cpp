// The window's Export panel as plain functions: a file that exists is not replaced until the
// user says so, and what is written is the run on screen.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

#include "state/export_request.h"
#include "files/tree_file.h"
#include "support/temporary_folder.h"

using namespace ablab;
using ablab::testing::readFile;
namespace fs = std::filesystem;

TEST(ExportRequest, SuggestsANameBesideTheTreeAfterTheStep) {
    app::AppState state =
        app::makeAppState(core::parseTree(core::Language::English, "[[3,12,8],[2,4,6],[14,5,2]]", "t"), "lectures/aima.json");
    app::stepTo(state, 12);
    app::ExportBox box;
    box.format = core::ExportFormat::Svg;
    EXPECT_EQ(app::suggestedExportPath(state, box), "lectures/aima-step-12.svg");
    box.steps = app::ExportBox::Steps::Cutoffs;
    box.format = core::ExportFormat::Pdf;
    EXPECT_EQ(app::suggestedExportPath(state, box), "lectures/aima-cutoffs.pdf");
    box.format = core::ExportFormat::Tikz;
    box.steps = app::ExportBox::Steps::All;
    EXPECT_EQ(app::suggestedExportPath(state, box), "lectures/aima-all.tex");
}

TEST(ExportRequest, ExportsTheStepOnScreenAndAsksBeforeReplacing) {
    app::AppState state = app::makeAppState(core::parseTree(core::Language::English, "[[3,12,8],[2,4,6],[14,5,2]]", "t"));
    app::stepTo(state, 12);  // the α-cutoff at C
    const fs::path path = fs::path(::testing::TempDir()) / "export-request.svg";
    fs::remove(path);
    app::ExportBox box;
    box.format = core::ExportFormat::Svg;
    box.path = path.string();

    EXPECT_EQ(app::runExport(state, box, false), "exported " + path.string());
    const std::string first = readFile(path);
    EXPECT_NE(first.find("α-cutoff"), std::string::npos);  // step 12, not the end

    // Again: the file exists, so nothing is written until the user agrees.
    { std::ofstream(path) << "the user's own file"; }
    EXPECT_EQ(app::runExport(state, box, false), path.string() + " exists: replace it?");
    ASSERT_EQ(box.toReplace.size(), 1u);
    EXPECT_EQ(readFile(path), "the user's own file");
    EXPECT_EQ(app::runExport(state, box, true), "exported " + path.string());
    EXPECT_EQ(readFile(path), first);
    EXPECT_TRUE(box.toReplace.empty());
    fs::remove(path);
}

TEST(ExportRequest, AFailureIsReportedAndWritesNothing) {
    app::AppState state = app::makeAppState(core::parseTree(core::Language::English, "[1, 2]", "t"));
    app::ExportBox box;
    box.format = core::ExportFormat::Png;
    box.path = (fs::path(::testing::TempDir()) / "no-such-folder" / "x.png").string();
    const std::string report = app::runExport(state, box, false);
    EXPECT_NE(report.find("no-such-folder"), std::string::npos) << report;
    EXPECT_FALSE(fs::exists(box.path));
}

TEST(ExportRequest, RunsOffTheWindowsThreadFromTheWindowsLayoutAndCountsItsPictures) {
    app::AppState state = app::makeAppState(core::parseTree(core::Language::English, "[[3,12,8],[2,4,6],[14,5,2]]", "t"));
    // Mirror the window's layout: an export that laid the tree out again would not show it.
    const std::shared_ptr<const core::Run> plain = state.run;
    core::TreeLayout mirrored = *plain->layout;
    for (float& x : mirrored.x) x = mirrored.width - x;
    auto run = std::make_shared<core::Run>(*plain);
    run->layout = core::RunLayout(std::move(mirrored));
    state.run = std::move(run);
    const fs::path path = fs::path(::testing::TempDir()) / "export-request-thread.pdf";
    fs::remove(path);
    app::ExportBox box;
    box.format = core::ExportFormat::Pdf;
    box.steps = app::ExportBox::Steps::Cutoffs;
    box.path = path.string();

    const std::string started = app::startExport(state, box, false);
    EXPECT_EQ(started, "exporting " + path.string() + " …");
    ASSERT_TRUE(box.running.valid());
    const auto progress = box.progress;  // the panel's progress bar reads it while the export runs
    EXPECT_EQ(app::startExport(state, box, false), "an export is still running");
    box.running.wait();
    EXPECT_EQ(app::pollExport(box), "exported " + path.string());
    EXPECT_FALSE(app::pollExport(box).has_value());  // reported once
    const std::size_t pictures =
        core::selectSteps(core::Language::English, *state.run->trace, {core::StepChoice::Cutoffs, 0}).size();
    EXPECT_EQ(progress->pictures, pictures);
    EXPECT_EQ(progress->picturesDrawn, pictures);
    fs::remove(path);

    // The SVG of the end drawn from the mirrored layout puts the root's first child, B, on the right.
    core::ExportOptions options = app::exportOptionsOf(state, box);
    options.format = core::ExportFormat::Svg;
    options.steps = {core::StepChoice::End, 0};
    const std::string own = core::exportText(*plain, options);
    const std::string windows = core::exportText(*state.run, options);
    EXPECT_NE(own, windows);
    const auto xOf = [](const std::string& svg, const std::string& label) {
        const std::size_t at = svg.find(">" + label + "</text>");
        const std::size_t x = svg.rfind(" x=\"", at);
        return std::stof(svg.substr(x + 4));
    };
    EXPECT_LT(xOf(own, "B"), xOf(own, "D"));
    EXPECT_GT(xOf(windows, "B"), xOf(windows, "D"));
}

TEST(ExportRequest, AFileThatAppearsAfterTheCheckIsNotReplaced) {
    // A long export (a GIF of every step) checks for its file, then works; meanwhile another
    // program creates that file. Nobody agreed to replace it, so it stays.
    app::AppState state =
        app::makeAppState(core::loadTreeFile(core::Language::English, ABLAB_SOURCE_DIR "/trees/aima-fig5.2.json"));
    const fs::path path = fs::path(::testing::TempDir()) / "export-race.gif";
    fs::remove(path);
    app::ExportBox box;
    box.format = core::ExportFormat::Gif;
    box.steps = app::ExportBox::Steps::All;
    box.path = path.string();
    app::startExport(state, box, false);
    ASSERT_TRUE(box.running.valid());
    { std::ofstream(path) << "another program's file"; }
    box.running.wait();
    const std::optional<std::string> report = app::pollExport(box);
    ASSERT_TRUE(report);
    EXPECT_EQ(report->rfind(path.string(), 0), 0u) << *report;  // "PATH: already exists …", not "exported PATH"
    EXPECT_EQ(readFile(path), "another program's file");
    fs::remove(path);
}

// The Export panel's handout: a PDF of the cutoffs set six steps to a page, as `ablab export
// --format pdf --layout stages` sets it; other formats ignore the box.
TEST(ExportRequest, AHandoutSetsThePdfsStepsSixToAPage) {
    app::AppState state = app::makeAppState(core::parseTree(core::Language::English, "[[3,12,8],[2,4,6],[14,5,2]]", "t"));
    app::ExportBox box;
    box.format = core::ExportFormat::Pdf;
    box.steps = app::ExportBox::Steps::All;
    EXPECT_FALSE(app::exportOptionsOf(state, box).stages);
    box.stages = true;
    EXPECT_TRUE(app::exportOptionsOf(state, box).stages);
    box.format = core::ExportFormat::Svg;
    EXPECT_FALSE(app::exportOptionsOf(state, box).stages) << "only a PDF has pages to set";
    if (!core::exportFormatAvailable(core::ExportFormat::Pdf)) return;
    box.format = core::ExportFormat::Pdf;
    const fs::path path = fs::path(::testing::TempDir()) / "export-request-stages.pdf";
    fs::remove(path);
    box.path = path.string();
    EXPECT_EQ(app::runExport(state, box, false), "exported " + path.string());
    const std::string pdf = readFile(path);
    // 23 steps and the start, six to a page: 4 pages where a page a step would be 24.
    std::size_t pages = 0;
    for (std::size_t at = pdf.find("/Type /Page"); at != std::string::npos; at = pdf.find("/Type /Page", at + 1))
        pages += pdf.compare(at, 12, "/Type /Pages") != 0;
    EXPECT_EQ(pages, 4u);
    fs::remove(path);
}
