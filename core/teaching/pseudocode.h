#pragma once
// The algorithm being run in its lecture's pseudocode, in the reader's language: the AIMA form
// (NEGAMAX under --negamax), the course notes' forms (Horowitz–Sahni, Nilsson / 朱福喜, Nguyễn Văn
// Linh) for minimax and α-β, and the papers' forms of the algorithms beyond α-β. Each line knows
// the events it produces, so the Pseudocode panel lights the line of the current event.
#include <cstdint>
#include <string>
#include <vector>

#include "model/tree.h"
#include "search/event.h"
#include "search/search_options.h"
#include "search/trace.h"
#include "text/wording.h"

namespace ablab::core {

// Where a line's events happen, for pseudocode with a branch for chance nodes (Star1): at any
// node, at MAX and MIN nodes, or at a chance node that fails low (an α-cutoff) or high; for
// notes with a rule per cutoff (朱福喜's α剪枝 and β剪枝): at a node cut as α or as β; for notes
// with a line per player (Linh's Search): at a MAX node or at a MIN node; for VEB, which values
// its first child before the loop: an update from the first child or from a later one; for a
// procedure whose cut returns at once (Horowitz–Sahni's "if ans ≥ D then return ans endif"): the
// cut and the return it makes, or a return from the end of the loop.
enum class PseudocodeAt : std::uint8_t {
    AnyNode,
    PlayerNode,
    ChanceFailingLow,
    ChanceFailingHigh,
    AlphaCut,
    BetaCut,
    MaxNode,
    MinNode,
    FirstChild,
    LaterChild,
    CutAndItsReturn,
    ReturnAfterTheLoop
};

struct PseudocodeLine {
    std::string text;                         // empty: a line these options leave out
    std::vector<EventType> lights;            // the events this line produces
    PseudocodeAt at = PseudocodeAt::AnyNode;  // … at which nodes
};

// The lines for the options a trace ran with (a chance tree chosen for α-β runs expectiminimax).
std::vector<PseudocodeLine> pseudocodeFor(const Wording& wording, const SearchOptions& ran);

// Whether `line` produced `event`, the event shown at the current step (search/explain.h's
// shownEvent under --negamax), in a run over `tree`; nothing is lit before the first step.
// `previous`, the step's previous event when there is one, tells a cut node's return (made by
// the cut's line) from a return at the end of the loop.
bool produced(const PseudocodeLine& line, const Tree& tree, const Event* event, const Event* previous = nullptr);

// Under the Horowitz–Sahni notation, the running procedure's variables at `step`, labelled as
// negamax (V(X) for the side to move), since the canvas and the status line give MAX/MIN values:
// "in negamax form (V(X) for the side to move): X = P41, h = 1, ans = -3, D = ∞". "" for any
// other notation, for the algorithms the notes do not cover, and at step 0.
std::string procedureVariables(const Wording& wording, const Trace& trace, std::size_t step);

}  // namespace ablab::core
