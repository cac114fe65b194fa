#include "state/settings.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <vector>

#include "files/input_file.h"
#include "files/staged_files.h"

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

// A settings file is a few hundred bytes; anything much larger is not one.
constexpr std::size_t kMaxSettingsBytes = 64 * 1024;

// What a JSON value is, for a message; never its text, which could be long or deep.
std::string kindOf(const json& v) {
    switch (v.type()) {
    case json::value_t::null: return "null";
    case json::value_t::boolean: return v.get<bool>() ? "true" : "false";
    case json::value_t::string: return "a string";
    case json::value_t::object: return "an object";
    case json::value_t::array: return "an array";
    case json::value_t::binary: return "binary data";
    case json::value_t::discarded: return "nothing";
    default: return "a number";
    }
}

std::string numberText(double v) {
    std::ostringstream text;
    text << v;
    return text.str();
}

// Reads settings keys, each of the expected type and range; every value it cannot use is named
// in `problems` and keeps its default.
class SettingsReader {
public:
    SettingsReader(const json& document, std::vector<std::string>& problems) : m_document(document), m_problems(problems) {}

    void flag(const char* key, bool& out) {
        if (const json* v = find(key)) {
            if (v->is_boolean()) out = v->get<bool>();
            else reject(key, "expected true or false, got " + kindOf(*v));
        }
    }
    void text(const char* key, std::string& out) {
        if (const json* v = find(key)) {
            if (v->is_string()) out = v->get<std::string>();
            else reject(key, "expected a string, got " + kindOf(*v));
        }
    }
    // Converted through double and clamped there: 1e30 for an int is a range problem, not
    // undefined behaviour.
    template <typename T>
    void number(const char* key, T& out, double low, double high) {
        const json* v = find(key);
        if (!v) return;
        if (!v->is_number()) return reject(key, "expected a number, got " + kindOf(*v));
        const double given = v->get<double>();
        if (!std::isfinite(given)) return reject(key, "expected a finite number");
        const double clamped = std::clamp(given, low, high);
        if (clamped != given)
            reject(key, numberText(given) + " is out of range (" + numberText(low) + " to " + numberText(high) + "); using " +
                            numberText(clamped));
        out = static_cast<T>(clamped);
    }
    void reject(const char* key, const std::string& why) { m_problems.push_back(std::string(key) + ": " + why); }

private:
    const json* find(const char* key) const {
        const auto it = m_document.find(key);
        return it == m_document.end() ? nullptr : &*it;
    }
    const json& m_document;
    std::vector<std::string>& m_problems;
};

// A settings file that cannot be read at all is moved aside, so the defaults saved when the
// window closes do not destroy it: the user can still look at it, or fix it and move it back.
// An earlier broken file already set aside is kept too: the next one is NAME.broken-2, -3, ….
void moveAside(const std::filesystem::path& path, const std::string reason, std::string& problem) {
    constexpr int kMostAside = 1000;
    std::string aside;
    int error = 0;
    for (int n = 1; n <= kMostAside; ++n) {
        aside = path.string() + ".broken" + (n == 1 ? "" : "-" + std::to_string(n));
        error = core::renameNoReplace(path.c_str(), aside.c_str()) == 0 ? 0 : errno;
        if (error != EEXIST) break;
    }
    problem = reason + "; " +
              (error ? "could not move it aside (" + std::string(std::strerror(error)) + ")" : "moved aside to " + aside) +
              ", using the default settings";
}

}  // namespace

Settings loadSettings(const std::filesystem::path& path, std::string& problem, const core::Wording& startedWith) {
    Settings settings;
    // Unless the file says otherwise: the language and notation the program started with.
    settings.view.language = startedWith.language;
    settings.view.notation = startedWith.notation;
    problem.clear();
    std::error_code error;
    if (!std::filesystem::exists(std::filesystem::symlink_status(path, error))) return settings;
    core::InputText input;
    try {
        input = core::readInputFile(path.string(), "settings file", kMaxSettingsBytes);
    } catch (const std::runtime_error& e) {
        moveAside(path, e.what(), problem);
        return settings;
    }
    bool readable = true;
    settings = parseSettings(input.text, path.string(), problem, readable, startedWith);
    if (!readable) moveAside(path, problem, problem);
    return settings;
}

Settings parseSettings(std::string_view text, const std::string& name, std::string& problem, bool& readable,
                       const core::Wording& startedWith) {
    Settings settings;
    // Unless the file says otherwise: the language and notation the program started with.
    settings.view.language = startedWith.language;
    settings.view.notation = startedWith.notation;
    problem.clear();
    readable = true;
    const json document = json::parse(text, nullptr, false);
    if (document.is_discarded() || !document.is_object()) {
        readable = false;
        problem = name + ": not a JSON object";
        return settings;
    }
    std::vector<std::string> problems;
    SettingsReader read(document, problems);
    read.text("last_file", settings.lastFile);
    read.number("window_width", settings.windowWidth, 320, 16384);
    read.number("window_height", settings.windowHeight, 240, 16384);
    std::string algorithm;
    read.text("algorithm", algorithm);
    if (!algorithm.empty() && !core::parseAlgorithm(algorithm, settings.options.algorithm))
        read.reject("algorithm", "expected minimax, minimax-levels or alphabeta");
    read.flag("strict", settings.options.strict);
    read.flag("fail_hard", settings.options.failHard);
    read.flag("shallow", settings.options.shallow);
    read.flag("negamax", settings.options.negamax);
    read.flag("square_circle_shapes", settings.view.squareCircleShapes);
    read.flag("window_on_edges", settings.view.windowOnEdges);
    read.flag("open_lines", settings.view.openLines);
    read.flag("dark_theme", settings.view.darkTheme);
    read.number("font_scale", settings.view.fontScale, 0.5, 3.0);
    std::string language, notation;
    read.text("language", language);
    if (!language.empty() && !core::parseLanguage(language, settings.view.language))
        read.reject("language", "expected en, zh or vi");
    read.text("notation", notation);
    if (!notation.empty() && !core::parseNotation(notation, settings.view.notation))
        read.reject("notation", "expected aima, horowitz-sahni, nilsson, nguyen-van-linh or multya");
    read.number("events_per_second", settings.eventsPerSecond, 0.5, 20.0);
    if (!problems.empty()) {
        problem = name + ": ";
        for (std::size_t i = 0; i < problems.size(); ++i) problem += (i ? "; " : "") + problems[i];
    }
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
        {"open_lines", s.view.openLines},
        {"dark_theme", s.view.darkTheme},
        {"font_scale", s.view.fontScale},
        {"language", std::string(core::languageCode(s.view.language))},
        {"notation", std::string(core::notationCode(s.view.notation))},
        {"events_per_second", s.eventsPerSecond},
    };
    return document.dump(2) + "\n";
}

void saveSettings(const Settings& settings, const std::filesystem::path& path) {
    std::error_code error;
    std::filesystem::create_directories(path.parent_path(), error);
    if (error) throw std::runtime_error(path.parent_path().string() + ": cannot create the folder: " + error.message());
    core::writeFileAtomically(settings.view.language, path.string(), serializeSettings(settings));
}

Settings settingsOf(const AppState& state, int windowWidth, int windowHeight) {
    Settings settings;
    settings.lastFile = state.path;
    settings.windowWidth = windowWidth;
    settings.windowHeight = windowHeight;
    // The student's own choices, not a lesson's voice: the next tree opens in them.
    const core::Opening own = ownChoices(state);
    settings.options = own.options;
    settings.options.moveLimit = 0;  // a per-tree experiment, not a preference
    settings.view = state.view;
    settings.view.notation = own.notation;
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
