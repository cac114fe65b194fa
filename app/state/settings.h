#pragma once
// What ablab remembers between runs: the last file, the window's size, the algorithm options,
// the view toggles and the playback speed. Kept as JSON in the XDG config folder
// ($XDG_CONFIG_HOME/ablab/settings.json, else ~/.config/ablab/settings.json).
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

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

// Reads the settings. A missing file gives the defaults quietly. A file that cannot be read
// (not JSON, over 64 KiB, a FIFO or device) gives the defaults, is renamed to
// settings.json.broken so the next save cannot destroy it, and `problem` says so in one line.
// A value of the wrong type or out of range is named in `problem` (one line, "; " between
// them) and keeps its default or is clamped; unknown keys are ignored: a settings file never
// stops ablab. A file that names no language or notation keeps `startedWith`'s (--lang, the
// environment, --notation).
Settings loadSettings(const std::filesystem::path& path, std::string& problem, const core::Wording& startedWith);
// The same from text (`name` for messages). `readable` is false when the text is not a JSON
// object at all; then the defaults come back and `problem` says why.
Settings parseSettings(std::string_view text, const std::string& name, std::string& problem, bool& readable,
                       const core::Wording& startedWith);
std::string serializeSettings(const Settings& settings);
// Writes atomically (a temporary file, then a rename), creating the folder; throws
// std::runtime_error when it cannot.
void saveSettings(const Settings& settings, const std::filesystem::path& path);

// The settings the state shows now, and the state with settings applied (the tree unchanged).
Settings settingsOf(const AppState& state, int windowWidth, int windowHeight);
void applySettings(AppState& state, const Settings& settings);

}  // namespace ablab::app
