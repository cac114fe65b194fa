#pragma once
// What the side panels say, as plain functions of the AppState: the panels only draw these
// texts, so what a panel shows is tested without a window (tests/app/state/panel_text_test.cpp).
//
// Two rules are applied here for every panel:
// - The view. Under --negamax every panel shows every event and every node's window and value
//   from the side to move, as the canvas does (core's shownEvent and shownState, search/explain.h).
// - Practice and predict mode. While the student practises or predicts, nothing may show what
//   the run has not yet played (holdsBackWhatIsAhead): no event after the current step, no
//   statistic of the end, no reason a node is pruned before its cutoff was played.
#include <cstddef>
#include <span>
#include <string>
#include <vector>

#include "search/event.h"
#include "search/trace.h"
#include "state/app_state.h"

namespace ablab::app {

// ---------------------------------------------------------------------------------------------
// The view every panel shares

// Event `index` (0-based) as every panel shows it: in negamax view under --negamax.
core::Event shownEvent(const AppState& state, std::size_t index);
// Node n's state at the current step, in the same view.
core::NodeState shownState(const AppState& state, core::NodeId n);

// ---------------------------------------------------------------------------------------------
// The panels' texts

// The Node panel's text for the selected node (empty when none is selected): what it is, its
// status, its window and value now, its note, and which cutoff pruned it.
std::vector<std::string> inspectorLines(const AppState& state);

// The Statistics panel: leaves evaluated, cutoffs so far and, unless practising, the totals of
// the whole run. The best case of a uniform tree is bestCaseLeaves (a pass over the tree).
std::vector<std::string> statisticsLines(const AppState& state);
// b^⌈d/2⌉ + b^⌊d/2⌋ − 1 for a uniform tree (every inner node b children, every leaf at depth
// d), the leaves perfect ordering evaluates (Knuth & Moore); 0 when the tree is not uniform.
double bestCaseLeaves(const core::Tree& tree);

// The Events panel: how many rows it lists (every event; practising, only those played so far)
// and row `index`: "13  C returns 2 (an upper bound: ≤ 2)".
std::size_t eventRowCount(const AppState& state);
std::string eventRow(const AppState& state, std::size_t index);

// The Window (α, β) panel: the current node's window, in the shared view.
struct IntervalView {
    bool started = false;  // α-β has played an event
    core::NodeId node = core::kNoNode;
    core::Value alpha = -core::kInfinity, beta = core::kInfinity;
    bool empty = false;  // α ≥ β (α > β when strict): a cutoff
    // What the ticks are called: "α" and "β"; in Nguyễn Văn Linh's notes, which have no window,
    // the temporary values Vq (the node's own: β at a MIN node, α at a MAX one) and Vp (P's).
    std::string alphaName = "α", betaName = "β";
    std::string caption;  // "window at C", or why there is none
};
IntervalView intervalView(const AppState& state);

// The Pseudocode panel: the algorithm in the lecture's form (NEGAMAX under --negamax), the
// line that produced the current event lit.
struct PseudocodeLine {
    std::string text;
    bool lit = false;
};
std::vector<PseudocodeLine> pseudocodeLines(const AppState& state);

// The OPEN/CLOSED panel's last line (--algorithm minimax-levels): which step of 朱福喜's
// procedure the current step is, in the notes' words (LOOP1 with EXPAND(n) and ADD_TO_LAST,
// the tip nodes' f; LOOP2 with LAST(CLOSED) and the backed-up value); "" for other algorithms.
std::string openClosedStepText(const AppState& state);

// The status line's counter: "step 12 of 22"; practising, "step 3" (the length of the run is
// an end statistic).
std::string stepCounterText(const AppState& state);

// The timeline: a slider over every step with a tick at every cutoff (the events listed here).
// Practising it is not shown and ticks nothing: its length, and how many cutoffs there are and
// roughly where, are the answer's.
bool timelineShown(const AppState& state);
std::span<const std::uint32_t> timelineCutoffs(const AppState& state);

}  // namespace ablab::app
