#pragma once
// Events in the lecture's words: "α-cutoff at C: 2 ≤ α = 3 (from A); prunes C2, C3".
#include <string>

#include "search/event.h"
#include "search/search_options.h"
#include "search/trace.h"
#include "model/tree.h"

namespace ablab::core {

// The event as --negamax reports it: every value from the side to move at the event's node,
// so at a MIN node values are negated and the window (α, β) becomes (−β, −α). This is the same
// search written the way the Horowitz–Sahni notes write V(X) and the VEB/AB procedures.
Event negamaxView(const Tree& tree, const Event& e);
// A node's state the same way: at a MIN node the value and bound flip and (α, β) becomes (−β, −α).
NodeState negamaxView(const Tree& tree, NodeId n, const NodeState& state);

// One sentence for an event (already in negamax view when options.negamax is set), in the
// current language and notation (text/notation.h).
std::string explain(const Tree& tree, const Event& e, const SearchOptions& options);

// Event `index` of the run as every view shows it: in negamax form when the run asks for it.
Event shownEvent(const Trace& trace, std::size_t index);
// Node n's state at `step` as every view shows it, in the same form.
NodeState shownState(const Trace& trace, NodeId n, std::size_t step);

// What step `step` of the run says, wherever a step is put in words (the status line, the
// canvas's caption, the event log): step 0 invites the viewer to start the run (runTitle); any other step explains
// the event that led to it.
std::string explainStep(const Trace& trace, std::size_t step);

// What the run is, as a slide's first caption says it: "α-β search on AIMA Figure 5.2".
std::string runTitle(const Trace& trace);

// "AIMA Figure 5.2", or "this tree" for an untitled one.
std::string titleOrThisTree(const Tree& tree);

// "α-cutoff", "deep β-cutoff", … in the current language.
std::string cutoffName(const Event& e);

// The value column: "3", "≤ 2", "≥ 5", or "" before a node has a value.
std::string valueText(const Event& e);

// "C2, C3" (at most `shown` labels, then "… (N subtrees)").
std::string childList(const Tree& tree, NodeId n, std::uint32_t from, std::uint32_t to, std::size_t shown = 6);

}  // namespace ablab::core
