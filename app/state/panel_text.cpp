#include "state/panel_text.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <utility>

#include "search/explain.h"
#include "search/minimax_levels.h"
#include "teaching/pseudocode.h"
#include "text/notation.h"
#include "text/translate.h"

namespace ablab::app {

namespace {

using core::translate;

// printf into a string, for the catalogue's printf-style texts.
template <typename... Args>
std::string format(const char* pattern, Args... args) {
    char buffer[512];
    std::snprintf(buffer, sizeof buffer, pattern, args...);
    return buffer;
}

// Events the panels may show: all of them, or while practising or predicting those played so far.
std::size_t shownEventCount(const AppState& state) {
    return holdsBackWhatIsAhead(state) ? std::min(state.step, state.run->trace->stepCount()) : state.run->trace->stepCount();
}

const char* statusName(core::Language language, core::NodeStatus s) {
    switch (s) {
    case core::NodeStatus::Unvisited: return translate(language, "not visited yet");
    case core::NodeStatus::OnPath: return translate(language, "being searched (on the path)");
    case core::NodeStatus::Done: return translate(language, "finished");
    case core::NodeStatus::Pruned: return translate(language, "pruned");
    case core::NodeStatus::Skipped: return translate(language, "skipped by the move limit");
    }
    return "";
}

std::string boundedValue(const AppState& state, const core::NodeState& s) {
    const std::string prefix = s.status != core::NodeStatus::Done || !core::showsBounds(state.view.notation, state.options) ? ""
                               : s.bound == core::Bound::Upper ? "≤ "
                               : s.bound == core::Bound::Lower ? "≥ "
                                                               : "";
    return prefix + core::formatValue(s.value);
}

std::string roleText(const AppState& state, core::NodeId n) {
    const core::Tree& tree = *state.run->tree;
    if (tree.isLeaf(n)) return translate(state.view.language, "leaf");
    const bool max = tree.player(n) == core::Player::Max;
    const std::string node = translate(state.view.language, max ? "MAX node" : "MIN node");
    if (state.options.negamax)
        return node +
               translate(state.view.language, " (negamax: values from {player}'s side)", {{"player", max ? "MAX" : "MIN"}});
    return node;
}

}  // namespace

core::Event shownEvent(const AppState& state, std::size_t index) {
    return core::shownEvent(state.view.notation, *state.run->trace, index);
}

core::NodeState shownState(const AppState& state, core::NodeId n) {
    return core::shownState(state.view.notation, *state.run->trace, n, state.step);
}

std::vector<std::string> inspectorLines(const AppState& state) {
    std::vector<std::string> lines;
    const core::NodeId n = state.selected;
    if (n == core::kNoNode || n >= state.run->tree->size()) return lines;
    const core::Tree& tree = *state.run->tree;
    const core::NodeState s = shownState(state, n);
    lines.push_back(std::string(tree.label(n)) + ": " + roleText(state, n));
    lines.push_back(format(translate(state.view.language, "status: %s"), statusName(state.view.language, s.status)));
    if (tree.isLeaf(n)) {
        // Part of the problem: every view shows a leaf's value from the start (from its side under negamax).
        lines.push_back(format(translate(state.view.language, "value: %s (given)"),
                               core::formatValue(core::shownLeafValue(state.view.notation, *state.run->trace, n)).c_str()));
    }
    if (s.status == core::NodeStatus::Pruned || s.status == core::NodeStatus::Skipped) {
        lines.push_back(translate(state.view.language, "never searched: it has no window and no value"));
    } else if (s.status != core::NodeStatus::Unvisited) {
        lines.push_back(format(translate(state.view.language, "window (α, β) = (%s, %s)"), core::formatValue(s.alpha).c_str(),
                               core::formatValue(s.beta).c_str()));
        if (s.hasValue && !tree.isLeaf(n))
            lines.push_back(format(s.status == core::NodeStatus::Done ? translate(state.view.language, "value: %s")
                                                                      : translate(state.view.language, "value so far: %s"),
                                   boundedValue(state, s).c_str()));
    }
    if (!tree.note(n, state.view.language).empty())
        lines.push_back(
            format(translate(state.view.language, "note: %s"), std::string(tree.note(n, state.view.language)).c_str()));
    // Which cutoff pruned it: once that cutoff has been played, or any time outside practice and
    // predict mode (a teacher clicks ahead to explain what is coming).
    const std::uint32_t cut = state.run->trace->prunedBy(n);
    if (cut != core::kNever && (!holdsBackWhatIsAhead(state) || cut < state.step)) {
        lines.push_back(format(translate(state.view.language, "why pruned: at step %u, %s — %s"), cut + 1,
                               std::string(tree.label(state.run->trace->events()[cut].node)).c_str(),
                               core::explainStep(state.view.wording(), *state.run->trace, cut + 1).c_str()));
    }
    return lines;
}

std::vector<std::string> statisticsLines(const AppState& state) {
    const core::TraceStats now = state.run->trace->statsAt(state.step);
    std::vector<std::string> lines;
    if (holdsBackWhatIsAhead(state))
        lines.push_back(
            format(translate(state.view.language, "leaves evaluated: %zu of %zu"), now.leavesEvaluated, now.leavesInTree));
    else
        lines.push_back(format(translate(state.view.language, "leaves evaluated: %zu of %zu (%zu by the end)"),
                               now.leavesEvaluated, now.leavesInTree, state.run->trace->stats().leavesEvaluated));
    lines.push_back(core::cutCounts(state.view.wording(), now.alphaCutoffs, now.betaCutoffs, now.deepCutoffs));
    if (!holdsBackWhatIsAhead(state))
        lines.push_back(format(translate(state.view.language, "nodes pruned by the end: %zu"), now.prunedNodes));
    if (state.run->trace->options().transpositions)
        lines.push_back(translate(state.view.language, "transposition table: {entries} positions, {hits} answered from it",
                                  {{"entries", std::to_string(now.tableEntries)}, {"hits", std::to_string(now.tableHits)}}));
    return lines;
}

double bestCaseLeaves(const core::Tree& tree) {
    const std::size_t b = tree.childCount(core::Tree::root());
    const std::uint32_t d = tree.height();
    for (core::NodeId n = 0; n < tree.size(); ++n) {
        if (tree.isLeaf(n) ? tree.depth(n) != d : tree.childCount(n) != b) return 0;
    }
    return std::pow(static_cast<double>(b), std::ceil(d / 2.0)) + std::pow(static_cast<double>(b), std::floor(d / 2.0)) - 1;
}

std::size_t eventRowCount(const AppState& state) { return shownEventCount(state); }

std::string eventRow(const AppState& state, std::size_t index) {
    if (index >= shownEventCount(state)) return "";
    return std::to_string(index + 1) + "  " + core::explainEvent(state.view.wording(), *state.run->trace, index);
}

IntervalView intervalView(const AppState& state) {
    IntervalView view;
    if (!core::usesWindow(state.options.algorithm) || state.step == 0) {
        view.caption = translate(state.view.language, "(the window appears once the search has started)");
        return view;
    }
    view.started = true;
    view.node = state.run->trace->currentNode(state.step);
    const core::NodeState s = shownState(state, view.node);
    view.alpha = s.alpha;
    view.beta = s.beta;
    view.empty = state.options.strict ? s.alpha > s.beta : s.alpha >= s.beta;
    view.caption = format(translate(state.view.language, "window at %s"), std::string(state.run->tree->label(view.node)).c_str());
    if (state.view.notation == core::Notation::NguyenVanLinh && !core::fromSideToMove(state.view.notation, state.options)) {
        const bool max = state.run->tree->player(view.node) == core::Player::Max;
        view.alphaName = max ? "Vq" : "Vp";
        view.betaName = max ? "Vp" : "Vq";
        view.caption =
            format(translate(state.view.language, "at %s: Vq is its temporary value, Vp that of the node P it is compared with"),
                   std::string(state.run->tree->label(view.node)).c_str());
        return view;
    }
    // Horowitz–Sahni's notes tell the cuts in MAX/MIN values, as this window is; their procedures'
    // B and D are negamax, and the Pseudocode panel shows them so labelled.
    if (state.options.negamax) view.caption += translate(state.view.language, " (negamax: from the side to move)");
    return view;
}

std::vector<PseudocodeLine> pseudocodeLines(const AppState& state) {
    // What ran (a tree with chance nodes is searched by expectiminimax when α-β was chosen), lit
    // by the event as every panel shows it.
    const bool started = state.step > 0 && state.step <= state.run->trace->stepCount();
    const core::Event current = started ? shownEvent(state, state.step - 1) : core::Event{};
    const core::Event previous = started && state.step > 1 ? shownEvent(state, state.step - 2) : core::Event{};
    std::vector<PseudocodeLine> out;
    for (const core::PseudocodeLine& line : core::pseudocodeFor(state.view.wording(), state.run->trace->options()))
        out.push_back({line.text, core::produced(line, *state.run->tree, started ? &current : nullptr,
                                                 started && state.step > 1 ? &previous : nullptr)});
    // Horowitz–Sahni's procedures are negamax: their variables now, labelled so, under the lines.
    if (std::string variables = core::procedureVariables(state.view.wording(), *state.run->trace, state.step); !variables.empty())
        out.push_back({std::move(variables), false});
    return out;
}

std::string openClosedStepText(const AppState& state) {
    const core::OpenClosedLists* lists = state.run->trace->openClosed();
    if (!lists) return "";
    const std::size_t step = std::min(state.step, lists->stepCount());
    if (step == 0) return translate(state.view.language, "1. OPEN := (s), CLOSED := (): the tree is the start node s alone");
    switch (state.run->trace->events()[step - 1].type) {
    case core::EventType::Enter:
    case core::EventType::MoveLimit:
        return translate(
            state.view.language,
            "LOOP1: n := FIRST(OPEN) is removed from OPEN and added to the end of CLOSED (ADD_TO_LAST); EXPAND(n): its children go to the end of OPEN");
    case core::EventType::Leaf:
        return translate(state.view.language, "LOOP1: a tip node at depth k: its static evaluation f is computed");
    default:
        return translate(
            state.view.language,
            "LOOP2: np := LAST(CLOSED); once all its children have values, f(np) is their backed-up value (MAX the largest, MIN the smallest) and np is removed from CLOSED");
    }
}

std::string stepCounterText(const AppState& state) {
    if (holdsBackWhatIsAhead(state)) return format(translate(state.view.language, "step %zu"), state.step);
    return format(translate(state.view.language, "step %zu of %zu"), state.step, state.run->trace->stepCount());
}

bool timelineShown(const AppState& state) { return !holdsBackWhatIsAhead(state); }

std::span<const std::uint32_t> timelineCutoffs(const AppState& state) {
    if (holdsBackWhatIsAhead(state)) return {};
    return state.run->trace->cutoffEvents();
}

}  // namespace ablab::app
