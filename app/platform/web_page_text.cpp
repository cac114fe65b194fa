// The page's text beside the canvas (index.html's DOM layer, for screen readers and the
// keyboard): the status line as the window words it, the tree as an outline of nodes with their
// state at this step, the page's control names in the window's language, and the controls' and
// the outline's actions, done through the app's own functions (stepping, applyEdit) so that
// the canvas and the page never disagree. All text comes from the catalogue. Each is served by
// the window's loop when the page asks (web_platform.cpp's serveRequests), on the state it owns.
#include "platform/web_page_text.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "files/lecture_library.h"
#include "gui/controls.h"
#include "gui/status_line_words.h"
#include "platform/platform.h"
#include "model/tree_edit.h"
#include "search/explain.h"
#include "state/app_state.h"
#include "state/panel_text.h"
#include "state/practice.h"
#include "text/notation.h"
#include "text/translate.h"

namespace {

using namespace ablab;
using namespace ablab::app;
using core::translatable;

// The page's words, by the names index.html uses for them.
constexpr std::pair<const char*, const char*> kPageWords[] = {
    {"open", translatable("open file…")},
    {"openTitle", translatable("Open a tree file from this computer (or drop one on the page)")},
    {"copyLink", translatable("copy link")},
    {"copyLinkTitle", translatable("A link that opens this tree at this step with these options")},
    {"png", translatable("save PNG")},
    {"pngTitle", translatable("The canvas as a PNG picture")},
    {"copied", translatable("link copied")},
    {"inAddressBar", translatable("the link is in the address bar")},
    {"controls", translatable("Step through the search")},
    {"first", translatable("first step")},
    {"back", translatable("step back")},
    {"forward", translatable("step forward")},
    {"last", translatable("last step")},
    {"previousCutoff", translatable("previous cutoff")},
    {"nextCutoff", translatable("next cutoff")},
    {"language", translatable("language")},
    {"notation", translatable("notation")},
    {"algorithm", translatable("algorithm")},
    {"practice", translatable("practise on this tree")},
    {"outline", translatable("The tree, node by node")},
    {"outlineHelp", translatable("Arrow keys move through the tree; Enter on a leaf edits its value.")},
    {"leafValue", translatable("value of leaf {node}")},
    {"apply", translatable("apply")},
    {"cancel", translatable("cancel")},
    {"dismiss", translatable("dismiss")},
    {"dropEdits", translatable("The tree has unsaved edits. Open what the address now says and drop them?")},
    {"notices", translatable("What the link got wrong")},
    {"outlineToggle", translatable("tree outline")},
    {"library", translatable("lessons")},
    {"about", translatable("About this tree")},
    {"pseudocode", translatable("Pseudocode")},
    {"libraryTitle", translatable("The lecture library")},
    {"check", translatable("Check")},
    {"answerValue", translatable("value")},
    {"markPruned", translatable("pruned (root of a pruned subtree)")},
    {"yourAnswer", translatable("your answer: {value}")},
    {"markedPruned", translatable("marked pruned")},
    {"canvas",
     translatable(
         "The tree as ablab draws it; the arrow keys step through the search here, and the outline beside it says the same in words")},
};

// What a reader calls each algorithm, where the program's identifiers (minimax-levels, mt-sss)
// are what a link and --algorithm spell; the course notes' names, then each its lesson's gist.
constexpr std::pair<core::Algorithm, const char*> kAlgorithmWords[] = {
    {core::Algorithm::AlphaBeta, translatable("α-β search")},
    {core::Algorithm::Minimax, translatable("minimax")},
    {core::Algorithm::MinimaxLevels, translatable("minimax, level by level")},
    {core::Algorithm::NegaScout, translatable("NegaScout (null-window probes)")},
    {core::Algorithm::MtdF, translatable("MTD(f) (null-window passes)")},
    {core::Algorithm::MtSss, translatable("MT-SSS* (best-first by null windows)")},
    {core::Algorithm::Sss, translatable("SSS* (best-first)")},
    {core::Algorithm::Expectiminimax, translatable("expectiminimax (chance nodes)")},
    {core::Algorithm::Star1, translatable("Star1 (α-β through chance nodes)")},
};

const char* algorithmWords(core::Language language, core::Algorithm algorithm) {
    for (const auto& [each, english] : kAlgorithmWords)
        if (each == algorithm) return core::translate(language, english);
    return core::algorithmName(algorithm).data();  // a string literal: terminated
}

std::string counterText(const AppState& state) {
    char counter[64];
    if (state.practice.active)
        std::snprintf(counter, sizeof counter, core::translate(state.view.language, kPracticeStepCounter), state.step);
    else
        std::snprintf(counter, sizeof counter, core::translate(state.view.language, kStepCounter), state.step,
                      state.run->trace->stepCount());
    return counter;
}

const char* statusWord(core::Language language, core::NodeStatus status) {
    switch (status) {
    case core::NodeStatus::Unvisited: return core::translate(language, "not visited yet");
    case core::NodeStatus::OnPath: return core::translate(language, "on the search path");
    case core::NodeStatus::Done: return core::translate(language, "searched");
    case core::NodeStatus::Pruned: return core::translate(language, "pruned");
    case core::NodeStatus::Skipped: return core::translate(language, "skipped by the move limit");
    }
    return "";
}

std::string valueWords(const core::NodeState& shown) {
    if (!shown.hasValue) return {};
    const std::string value = core::formatValue(shown.value);
    switch (shown.bound) {
    case core::Bound::Lower: return "≥ " + value;
    case core::Bound::Upper: return "≤ " + value;
    default: return value;
    }
}

// One node as the outline shows it, with the sentence a screen reader reads for it: "B, MIN,
// value 3, α 3, β ∞, searched". Practising, only what the student is given: the players and the
// leaves' values (the rest is the answer).
nlohmann::json outlineItem(const AppState& state, core::NodeId n, core::NodeId current) {
    const core::Tree& tree = *state.run->tree;
    const bool practising = state.practice.active;
    const std::string role = tree.isChance(n)                      ? core::translate(state.view.language, "chance")
                             : tree.player(n) == core::Player::Max ? "MAX"
                                                                   : "MIN";
    nlohmann::json item{{"id", n},
                        {"depth", tree.depth(n)},
                        {"label", tree.label(n)},
                        {"children", tree.childCount(n)},
                        {"leaf", tree.isLeaf(n)},
                        {"role", role},
                        {"current", !practising && n == current},
                        {"pruned", false}};
    std::string text = std::string(tree.label(n)) + ", " + role;
    if (tree.isLeaf(n)) {
        item["given"] = core::formatValuePlain(tree.value(n));
        text += ", " + core::translate(state.view.language, "value {value}", {{"value", core::formatValue(tree.value(n))}});
    }
    if (practising && n < state.practice.entries.size()) {
        // What the student has answered so far: the value box and the pruned mark.
        const PracticeEntry& entry = state.practice.entries[n];
        item["answer"] = entry.value;
        item["marked"] = entry.pruned;
        if (!entry.value.empty())
            text += ", " + core::translate(state.view.language, "your answer: {value}", {{"value", entry.value}});
        if (entry.pruned) text += std::string(", ") + core::translate(state.view.language, "marked pruned");
    }
    if (!practising) {
        const core::NodeState shown = shownState(state, n);
        item["status"] = static_cast<int>(shown.status);
        item["pruned"] = shown.status == core::NodeStatus::Pruned;
        if (!tree.isLeaf(n) && shown.hasValue)
            text += ", " + core::translate(state.view.language, "value {value}", {{"value", valueWords(shown)}});
        if (shown.status == core::NodeStatus::OnPath || shown.status == core::NodeStatus::Done) {
            item["alpha"] = core::formatValue(shown.alpha);
            item["beta"] = core::formatValue(shown.beta);
            text += ", α " + core::formatValue(shown.alpha) + ", β " + core::formatValue(shown.beta);
        }
        text += std::string(", ") + statusWord(state.view.language, shown.status);
        if (n == current) text += std::string(", ") + core::translate(state.view.language, "the node of this step");
    }
    item["text"] = text;
    return item;
}

}  // namespace

namespace ablab::app::platform {

std::string pageText(const AppState& state) {
    nlohmann::json words = nlohmann::json::object();
    for (const auto& [name, english] : kPageWords) words[name] = core::translate(state.view.language, english);
    nlohmann::json languages = nlohmann::json::array(), notations = nlohmann::json::array(), algorithms = nlohmann::json::array();
    for (const core::Language language : core::kLanguages)
        languages.push_back({{"code", core::languageCode(language)}, {"name", core::languageName(language)}});
    for (const core::Notation notation : core::kNotations)
        notations.push_back({{"code", core::notationCode(notation)}, {"name", core::notationName(notation)}});
    for (const core::Algorithm algorithm : core::kAllAlgorithms)
        algorithms.push_back(
            {{"code", core::algorithmName(algorithm)}, {"name", algorithmWords(state.view.language, algorithm)}});
    // The lesson's notes and the pseudocode, as the File and Pseudocode panels show them:
    // practising, the notes are held back (they explain the solution).
    const core::TreeInfo& info = state.run->tree->info();
    const std::string heldBack = heldBackWhilePractising(state, HeldBack::Description);
    nlohmann::json pseudocode = nlohmann::json::array();
    for (const PseudocodeLine& line : pseudocodeLines(state)) pseudocode.push_back({{"text", line.text}, {"lit", line.lit}});
    return nlohmann::json{{"status", statusSentence(state, state.step, platform::pointsByTouch())},
                          {"title", info.title.in(state.view.language)},
                          {"description", heldBack.empty() ? info.description.in(state.view.language) : heldBack},
                          {"pseudocode", std::move(pseudocode)},
                          {"counter", counterText(state)},
                          {"step", state.step},
                          {"last", state.run->trace->stepCount()},
                          {"nodes", state.run->tree->size()},
                          {"language", core::languageCode(state.view.language)},
                          {"notation", core::notationCode(state.view.notation)},
                          {"algorithm", core::algorithmName(state.options.algorithm)},
                          {"practising", state.practice.active},
                          {"grade", gradeSummary(state.view.language, state.practice)},
                          // Presenting a live class: what the screen says of the room, and its code.
                          {"room", roomSentence(state, state.live)},
                          {"session", state.live.code},
                          {"words", words},
                          {"languages", languages},
                          {"notations", notations},
                          {"algorithms", algorithms}}
        .dump();
}

std::string library(AppState& state) {
    if (!state.files.examplesRead) {
        state.files.examples = core::readLectureLibrary(ABLAB_TREES_DIR);
        state.files.examplesRead = true;
    }
    const core::Language language = state.view.language;
    nlohmann::json lessons = nlohmann::json::array();
    for (const core::Lesson& lesson : state.files.examples) {
        nlohmann::json examples = nlohmann::json::array();
        for (const core::LectureExample& example : lesson.examples)
            examples.push_back({{"name", std::filesystem::path(example.path).stem().string()},
                                {"title", example.title.in(language)},
                                {"current", example.path == state.path}});
        lessons.push_back({{"title", lesson.title.in(language)}, {"examples", std::move(examples)}});
    }
    return nlohmann::json{{"language", core::languageCode(language)}, {"lessons", std::move(lessons)}}.dump();
}

std::string outline(const AppState& state, const nlohmann::json& asked) {
    const core::Tree& tree = *state.run->tree;
    const int most = asked.value("most", 2000);
    std::vector<char> isOpen(tree.size(), 0);
    // The open set the page keeps, for the tree it was kept for; for another tree (the page's
    // first ask, or a tree opened since), a small tree opens whole and a big one at its root.
    const nlohmann::json& opened = asked.contains("open") ? asked["open"] : nlohmann::json();
    const bool sameTree = asked.value("nodes", std::size_t{0}) == tree.size() && opened.is_array();
    if (sameTree) {
        for (const auto& id : opened)
            if (id.is_number_unsigned() && id.get<std::size_t>() < tree.size()) isOpen[id.get<std::size_t>()] = 1;
    } else if (tree.size() <= asked.value("wholeUpTo", std::size_t{0})) {
        std::fill(isOpen.begin(), isOpen.end(), 1);
    } else {
        isOpen[core::Tree::root()] = 1;
    }
    nlohmann::json openIds = nlohmann::json::array();
    for (std::size_t n = 0; n < tree.size(); ++n)
        if (isOpen[n]) openIds.push_back(n);
    const core::NodeId current = state.run->trace->currentNode(state.step);
    // The outline follows the step: the way down to the step's node is always open.
    for (core::NodeId n = current; n != core::Tree::root();) {
        n = tree.parent(n);
        isOpen[n] = 1;
    }
    nlohmann::json items = nlohmann::json::array();
    std::vector<core::NodeId> stack{core::Tree::root()};  // no recursion: trees may be deep
    while (!stack.empty() && static_cast<int>(items.size()) < most) {
        const core::NodeId n = stack.back();
        stack.pop_back();
        nlohmann::json item = outlineItem(state, n, current);
        item["open"] = isOpen[n] != 0;
        items.push_back(std::move(item));
        if (!isOpen[n]) continue;
        const auto children = tree.children(n);
        for (auto child = children.rbegin(); child != children.rend(); ++child) stack.push_back(*child);
    }
    return nlohmann::json{{"nodes", tree.size()}, {"open", openIds}, {"items", items}}.dump();
}

void pageCommand(AppState& state, const std::string& command) {
    const std::string value = command.substr(command.find(':') + 1);
    state.playback.playing = false;
    const bool practising = state.practice.active;  // stepping would give the answers away
    if (command == "first" && !practising) stepToStart(state);
    else if (command == "back" && !practising) stepBack(state);
    else if (command == "forward" && !practising) stepForward(state);
    else if (command == "last" && !practising) stepToEnd(state);
    else if (command == "previous-cutoff" && !practising) stepToPreviousCutoff(state);
    else if (command == "next-cutoff" && !practising) stepToNextCutoff(state);
    else if (command == "practice" && practising) {
        state.practice.active = false;
        ++state.practice.revision;
    } else if (command == "practice") {
        startPractice(state, state.practice);
    } else if (command == "check" && practising) {
        checkPractice(state, state.practice);
    } else if (command.starts_with("language:")) {
        core::parseLanguage(value, state.view.language);
    } else if (command.starts_with("notation:")) {
        core::parseNotation(value, state.view.notation);
    } else if (command.starts_with("algorithm:")) {
        core::SearchOptions options = state.options;
        if (core::parseAlgorithm(value, options.algorithm)) setOptions(state, options);
    }
}

std::string practiceEntry(AppState& state, long long node, const std::string& written, bool pruned) {
    if (!state.practice.active || node < 0 || static_cast<std::size_t>(node) >= state.practice.entries.size()) return {};
    const auto n = static_cast<core::NodeId>(node);
    setPrunedMark(state.practice, n, pruned);
    if (state.run->tree->isLeaf(n)) return {};  // a leaf's value is given
    return setValueEntry(state, state.practice, n, written);
}

std::string editLeaf(AppState& state, double now, long long node, const std::string& written) {
    if (node < 0 || static_cast<std::size_t>(node) >= state.run->tree->size() ||
        !state.run->tree->isLeaf(static_cast<core::NodeId>(node)))
        return {};
    char* end = nullptr;
    const double value = std::strtod(written.c_str(), &end);
    if (written.empty() || end != written.c_str() + written.size())
        return core::translate(state.view.language, "'{value}' is not a number", {{"value", written}});
    if (!applyEdit(state, now,
                   [&](const core::Tree& tree) { return core::withLeafValue(tree, static_cast<core::NodeId>(node), value); }))
        return state.message;
    return {};
}

}  // namespace ablab::app::platform
