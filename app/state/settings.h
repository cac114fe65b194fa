#pragma once
// What ablab remembers between runs: the last file, the window's size, the algorithm options,
// the view toggles and the playback speed. Kept as JSON in the XDG config folder
// ($XDG_CONFIG_HOME/ablab/settings.json, else ~/.config/ablab/settings.json).
#include <filesystem>
#include <optional>
#include <string>

#include "state/app_state.h"

namespace ablab::app {

struct Settings {
    std::string lastFile;  // empty: the default lecture tree was open
    int windowWidth = 1280, windowHeight = 720;
    core::SearchOptions options;
    ViewOptions view;  // presentation mode is not remembered: ablab starts at the desk
    float eventsPerSecond = 2.0f;

    bool operator==(const Settings&) const = default;
};

// Where the settings live; nullopt when neither XDG_CONFIG_HOME nor HOME is set.
std::optional<std::filesystem::path> settingsPath();

// Reads the settings. A missing file gives the defaults; a broken one gives the defaults and a
// one-line reason in `problem` (the file is left alone until the next save replaces it).
// Values out of range are clamped, unknown keys ignored: a settings file never stops ablab.
Settings loadSettings(const std::filesystem::path& path, std::string& problem);
std::string serializeSettings(const Settings& settings);
// Writes atomically (a temporary file, then a rename), creating the folder; throws
// std::runtime_error when it cannot.
void saveSettings(const Settings& settings, const std::filesystem::path& path);

// The settings the state shows now, and the state with settings applied (the tree unchanged).
Settings settingsOf(const AppState& state, int windowWidth, int windowHeight);
void applySettings(AppState& state, const Settings& settings);

}  // namespace ablab::app
