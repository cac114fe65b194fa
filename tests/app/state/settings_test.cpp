// What ablab remembers between runs: read, written atomically, and never able to stop it.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sys/stat.h>
#include <unistd.h>

#include "state/settings.h"
#include "files/tree_file.h"

using namespace ablab;
namespace fs = std::filesystem;

namespace {

// A fresh folder per test, removed afterwards.
class SettingsTest : public ::testing::Test {
protected:
    void SetUp() override {
        folder = fs::temp_directory_path() / ("ablab-settings-" + std::to_string(::getpid()) + "-" +
                                              ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(folder);
        fs::create_directories(folder);
    }
    void TearDown() override { fs::remove_all(folder); }
    void write(const fs::path& path, const std::string& text) { std::ofstream(path) << text; }
    fs::path folder;
};

}  // namespace

TEST_F(SettingsTest, WhatIsSavedIsWhatIsLoaded) {
    app::Settings settings;
    settings.lastFile = "/home/teacher/lecture 3/aima.json";
    settings.windowWidth = 1600;
    settings.windowHeight = 900;
    settings.options.algorithm = core::Algorithm::Minimax;
    settings.options.strict = true;
    settings.options.failHard = true;
    settings.view.squareCircleShapes = true;
    settings.view.windowOnEdges = true;
    settings.view.darkTheme = true;
    settings.view.fontScale = 1.5f;
    settings.eventsPerSecond = 4.0f;
    const fs::path path = folder / "nested" / "ablab" / "settings.json";  // the folder is created
    app::saveSettings(settings, path);
    std::string problem = "stale";
    EXPECT_EQ(app::loadSettings(path, problem, {}), settings);
    EXPECT_EQ(problem, "");
}

TEST_F(SettingsTest, AMissingFileGivesTheDefaultsQuietly) {
    std::string problem;
    EXPECT_EQ(app::loadSettings(folder / "none.json", problem, {}), app::Settings{});
    EXPECT_EQ(problem, "");
}

TEST_F(SettingsTest, ABrokenFileIsMovedAsideAndSaysSo) {
    const fs::path path = folder / "settings.json";
    const std::string broken = "{\"window_width\": 1600,";
    write(path, broken);
    std::string problem;
    EXPECT_EQ(app::loadSettings(path, problem, {}), app::Settings{});
    EXPECT_EQ(problem,
              path.string() + ": not a JSON object; moved aside to " + path.string() + ".broken, using the default settings");
    // The defaults saved when the window closes no longer destroy what the user had.
    EXPECT_FALSE(fs::exists(path));
    std::ifstream aside(path.string() + ".broken");
    EXPECT_EQ(std::string(std::istreambuf_iterator<char>(aside), {}), broken);
    app::saveSettings(app::Settings{}, path);
    EXPECT_TRUE(fs::exists(path.string() + ".broken"));

    // A second broken file does not replace the first one set aside: it gets the next name.
    write(path, "[1, 2]");
    EXPECT_EQ(app::loadSettings(path, problem, {}), app::Settings{});
    EXPECT_EQ(problem,
              path.string() + ": not a JSON object; moved aside to " + path.string() + ".broken-2, using the default settings");
    std::ifstream first(path.string() + ".broken");
    EXPECT_EQ(std::string(std::istreambuf_iterator<char>(first), {}), broken);
    std::ifstream second(path.string() + ".broken-2");
    EXPECT_EQ(std::string(std::istreambuf_iterator<char>(second), {}), "[1, 2]");
}

TEST_F(SettingsTest, EndlessFilesAreRefusedAndMovedAside) {
    const fs::path path = folder / "settings.json";
    // A link to /dev/zero would grow without end; a FIFO with no writer would hang.
    fs::create_symlink("/dev/zero", path);
    std::string problem;
    EXPECT_EQ(app::loadSettings(path, problem, {}), app::Settings{});
    EXPECT_EQ(problem, path.string() + ": is a character device, not a settings file; moved aside to " + path.string() +
                           ".broken, using the default settings");
    EXPECT_TRUE(fs::is_symlink(path.string() + ".broken"));
    fs::remove(path.string() + ".broken");

    ASSERT_EQ(::mkfifo(path.c_str(), 0600), 0);
    EXPECT_EQ(app::loadSettings(path, problem, {}), app::Settings{});
    EXPECT_NE(problem.find("is a FIFO (named pipe), not a settings file"), std::string::npos) << problem;
    fs::remove(path.string() + ".broken");

    write(path, "{\"last_file\": \"" + std::string(70'000, 'x') + "\"}");
    EXPECT_EQ(app::loadSettings(path, problem, {}), app::Settings{});
    EXPECT_EQ(problem, path.string() + ": larger than 64 KiB; ablab reads settings files up to 64 KiB; moved aside to " +
                           path.string() + ".broken, using the default settings");
}

TEST_F(SettingsTest, EachRejectedValueIsNamedAndValuesClamped) {
    const fs::path path = folder / "settings.json";
    write(path, R"({"window_width": 5, "window_height": 1e30, "strict": "yes", "algorithm": "bogus",
                    "font_scale": 40, "events_per_second": -3, "last_file": 7, "dark_theme": true, "extra": {}})");
    std::string problem;
    const app::Settings settings = app::loadSettings(path, problem, {});
    EXPECT_EQ(problem, path.string() +
                           ": last_file: expected a string, got a number; window_width: 5 is out of range (320 to 16384); "
                           "using 320; window_height: 1e+30 is out of range (240 to 16384); using 16384; algorithm: "
                           "expected minimax, minimax-levels or alphabeta; strict: expected true or false, got a string; "
                           "font_scale: 40 is out of range (0.5 to 3); using 3; events_per_second: -3 is out of range "
                           "(0.5 to 20); using 0.5");
    EXPECT_TRUE(fs::exists(path));  // readable: kept where it is
    EXPECT_EQ(settings.windowWidth, 320);
    EXPECT_EQ(settings.windowHeight, 16384);
    EXPECT_FALSE(settings.options.strict);
    EXPECT_EQ(settings.options.algorithm, core::Algorithm::AlphaBeta);
    EXPECT_FLOAT_EQ(settings.view.fontScale, 3.0f);
    EXPECT_FLOAT_EQ(settings.eventsPerSecond, 0.5f);
    EXPECT_EQ(settings.lastFile, "");
    EXPECT_TRUE(settings.view.darkTheme);
}

TEST_F(SettingsTest, TheFolderFollowsXdgThenHome) {
    const char* oldXdg = std::getenv("XDG_CONFIG_HOME");
    const char* oldHome = std::getenv("HOME");
    const std::string savedXdg = oldXdg ? oldXdg : "", savedHome = oldHome ? oldHome : "";
    ::setenv("XDG_CONFIG_HOME", "/tmp/xdg", 1);
    EXPECT_EQ(app::settingsPath(), fs::path("/tmp/xdg/ablab/settings.json"));
    ::setenv("XDG_CONFIG_HOME", "", 1);
    ::setenv("HOME", "/home/t", 1);
    EXPECT_EQ(app::settingsPath(), fs::path("/home/t/.config/ablab/settings.json"));
    ::unsetenv("HOME");
    EXPECT_EQ(app::settingsPath(), std::nullopt);
    oldXdg ? ::setenv("XDG_CONFIG_HOME", savedXdg.c_str(), 1) : ::unsetenv("XDG_CONFIG_HOME");
    oldHome ? ::setenv("HOME", savedHome.c_str(), 1) : ::unsetenv("HOME");
}

TEST_F(SettingsTest, AppliedSettingsChangeTheRunButNotTheTree) {
    app::AppState state =
        app::makeAppState(core::parseTree(core::Language::English, "[[3,12,8],[2,4,6],[14,5,2]]", "test"), "aima.json");
    const auto tree = state.run->tree;
    app::Settings settings;
    settings.options.algorithm = core::Algorithm::Minimax;
    settings.view.squareCircleShapes = true;
    settings.eventsPerSecond = 7;
    app::applySettings(state, settings);
    EXPECT_EQ(state.run->tree, tree);
    EXPECT_EQ(state.options.algorithm, core::Algorithm::Minimax);
    EXPECT_EQ(state.run->trace->stats().leavesEvaluated, 9u);  // minimax evaluates every leaf
    EXPECT_TRUE(state.view.squareCircleShapes);
    const app::Settings back = app::settingsOf(state, 1000, 700);
    EXPECT_EQ(back.lastFile, "aima.json");
    EXPECT_EQ(back.options, settings.options);
    EXPECT_FLOAT_EQ(back.eventsPerSecond, 7);
    EXPECT_EQ(back.windowWidth, 1000);
}

TEST_F(SettingsTest, TheLanguageAndNotationAreRemembered) {
    app::Settings settings;
    settings.view.language = core::Language::Chinese;
    settings.view.notation = core::Notation::HorowitzSahni;
    const fs::path path = folder / "settings.json";
    app::saveSettings(settings, path);
    std::string problem;
    const app::Settings loaded = app::loadSettings(path, problem, {});
    EXPECT_EQ(loaded.view.language, core::Language::Chinese);
    EXPECT_EQ(loaded.view.notation, core::Notation::HorowitzSahni);

    // A file that does not say, or says something unknown, keeps what the program started with
    // (--lang or LANG): here Vietnamese.
    const core::Wording startedWith{core::Language::Vietnamese, core::Notation::Aima};
    write(path, R"({"window_width": 1600})");
    EXPECT_EQ(app::loadSettings(path, problem, startedWith).view.language, core::Language::Vietnamese);
    write(path, R"({"language": "klingon", "notation": "knuth"})");
    EXPECT_EQ(app::loadSettings(path, problem, startedWith).view.language, core::Language::Vietnamese);
    EXPECT_EQ(app::loadSettings(path, problem, startedWith).view.notation, core::Notation::Aima);
}
