#include "state/settings.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "files/tree_file.h"

namespace ablab::app {

using nlohmann::json;

std::optional<std::filesystem::path> settingsPath() {
    if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg && *xdg)
        return std::filesystem::path(xdg) / "ablab" / "settings.json";
    if (const char* home = std::getenv("HOME"); home && *home)
        return std::filesystem::path(home) / ".config" / "ablab" / "settings.json";
    return std::nullopt;
}

namespace {

// Reads one optional key of the expected type; anything else keeps the default.
template <typename T>
void read(const json& object, const char* key, T& out) {
    const auto it = object.find(key);
    if (it == object.end()) return;
    if constexpr (std::is_same_v<T, bool>) {
        if (it->is_boolean()) out = it->template get<bool>();
    } else if constexpr (std::is_same_v<T, std::string>) {
        if (it->is_string()) out = it->template get<std::string>();
    } else {
        if (it->is_number()) out = it->template get<T>();
    }
}

}  // namespace

Settings loadSettings(const std::filesystem::path& path, std::string& problem) {
    Settings settings;
    problem.clear();
    std::ifstream in(path, std::ios::binary);
    if (!in) return settings;
    std::stringstream text;
    text << in.rdbuf();
    const json document = json::parse(text.str(), nullptr, false);
    if (document.is_discarded() || !document.is_object()) {
        problem = path.string() + ": not a JSON object; using the default settings";
        return settings;
    }
    read(document, "last_file", settings.lastFile);
    read(document, "window_width", settings.windowWidth);
    read(document, "window_height", settings.windowHeight);
    settings.windowWidth = std::clamp(settings.windowWidth, 320, 16384);
    settings.windowHeight = std::clamp(settings.windowHeight, 240, 16384);
    if (std::string algorithm; (read(document, "algorithm", algorithm), !algorithm.empty()))
        core::parseAlgorithm(algorithm, settings.options.algorithm);  // unknown names keep α-β
    read(document, "strict", settings.options.strict);
    read(document, "fail_hard", settings.options.failHard);
    read(document, "shallow", settings.options.shallow);
    read(document, "negamax", settings.options.negamax);
    read(document, "square_circle_shapes", settings.view.squareCircleShapes);
    read(document, "window_on_edges", settings.view.windowOnEdges);
    read(document, "dark_theme", settings.view.darkTheme);
    read(document, "font_scale", settings.view.fontScale);
    settings.view.fontScale = std::clamp(settings.view.fontScale, 0.5f, 3.0f);
    read(document, "events_per_second", settings.eventsPerSecond);
    settings.eventsPerSecond = std::clamp(settings.eventsPerSecond, 0.5f, 20.0f);
    return settings;
}

std::string serializeSettings(const Settings& s) {
    const json document = {
        {"last_file", s.lastFile},
        {"window_width", s.windowWidth},
        {"window_height", s.windowHeight},
        {"algorithm", std::string(core::algorithmName(s.options.algorithm))},
        {"strict", s.options.strict},
        {"fail_hard", s.options.failHard},
        {"shallow", s.options.shallow},
        {"negamax", s.options.negamax},
        {"square_circle_shapes", s.view.squareCircleShapes},
        {"window_on_edges", s.view.windowOnEdges},
        {"dark_theme", s.view.darkTheme},
        {"font_scale", s.view.fontScale},
        {"events_per_second", s.eventsPerSecond},
    };
    return document.dump(2) + "\n";
}

void saveSettings(const Settings& settings, const std::filesystem::path& path) {
    std::error_code error;
    std::filesystem::create_directories(path.parent_path(), error);
    if (error) throw std::runtime_error(path.parent_path().string() + ": cannot create the folder: " + error.message());
    core::writeFileAtomically(path.string(), serializeSettings(settings));
}

Settings settingsOf(const AppState& state, int windowWidth, int windowHeight) {
    Settings settings;
    settings.lastFile = state.path;
    settings.windowWidth = windowWidth;
    settings.windowHeight = windowHeight;
    settings.options = state.options;
    settings.options.moveLimit = 0;  // a per-tree experiment, not a preference
    settings.view = state.view;
    settings.view.presentation = false;
    settings.eventsPerSecond = state.playback.eventsPerSecond;
    return settings;
}

void applySettings(AppState& state, const Settings& settings) {
    const bool presentation = state.view.presentation;
    state.view = settings.view;
    state.view.presentation = presentation;
    state.playback.eventsPerSecond = settings.eventsPerSecond;
    setOptions(state, settings.options);
}

}  // namespace ablab::app
