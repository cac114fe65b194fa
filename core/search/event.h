#pragma once
// One step of a search, as the evaluator yields it and the trace records it.
#include <cstdint>
#include <string_view>

#include "model/tree.h"
#include "model/value.h"

namespace ablab::core {

enum class EventType : std::uint8_t {
    Enter,        // a node is entered with the window (alpha, beta) it was given
    Leaf,         // a leaf is evaluated: value
    AlphaUpdate,  // alpha at a node rises: old -> alpha, because of child
    BetaUpdate,   // beta at a node falls: old -> beta, because of child
    ValueUpdate,  // the node's best value so far changes (old -> value) without moving alpha or beta
    Cutoff,       // the window at a node is empty: children from prunedFrom on are pruned
    MoveLimit,    // --move-limit: children from prunedFrom on are not searched (not an α-β prune)
    Exit,         // the node returns value, exact or a bound
    Probe,        // NegaScout: child is searched with the null window (alpha, beta) to test one bound
    Research,     // NegaScout: child's probe failed high (value, a bound) → searched again with (alpha, beta)
    TableHit,     // the transposition table's bound on node decides it: value, bound; not searched. MTD(f): from
                  // an earlier pass; α-β with --table: child = the node with the same position searched before
    Pass,         // MTD(f) at the root: a null-window pass testing beta; value, old = the lower and upper bounds so far
    ChanceSum,    // expectiminimax: chance node adds child's value (beta) times its probability (alpha):
                  // value = the weighted sum so far, old = the sum before
    OpenPop,      // SSS*: node's state, of the highest merit (value), leaves OPEN; deep = it is solved, not live;
                  // prunedFrom = the states left in OPEN
};

enum class CutoffKind : std::uint8_t {
    None,
    Alpha,  // at a MIN node: its value fell to <= alpha of a MAX ancestor
    Beta,   // at a MAX node: its value rose to >= beta of a MIN ancestor
};

// What a returned value says about the node's true minimax value.
enum class Bound : std::uint8_t {
    Exact,
    Lower,  // the true value is >= value (fail-high)
    Upper,  // the true value is <= value (fail-low)
};

struct Event {
    EventType type = EventType::Enter;
    CutoffKind cutoff = CutoffKind::None;
    Bound bound = Bound::Exact;
    bool deep = false;             // Cutoff: the bound came from a grandparent or higher
    NodeId node = kNoNode;         // where it happens
    NodeId child = kNoNode;        // updates: the child whose value caused it; Cutoff: the last child searched
    NodeId cause = kNoNode;        // Cutoff: the ancestor whose bound caused it
    std::uint32_t prunedFrom = 0;  // Cutoff / MoveLimit: index of the first child not searched
    Value alpha = -kInfinity;      // the node's window after the event
    Value beta = kInfinity;
    Value value = 0;  // Leaf, Exit: the value; updates and Cutoff: best value so far
    Value old = 0;    // updates: the previous alpha, beta or best value; Star1's Cutoff at a chance
                      // node: the leaf bound it assumed for the outcomes left (U failing low, L high)
};

class Tree;
// What every evaluator yields for a tree that is a single leaf: that leaf, and nothing else.
Event rootLeafEvent(const Tree& tree);
// A chance node's sum after its outcome `child` returned `returned` with probability `weight`:
// from `before` to `after` (expectiminimax's and Star1's ChanceSum, fields as written above).
// Inline, so that the event is written where it is wanted, not built aside and copied there.
inline Event chanceSumEvent(NodeId chance, NodeId child, Value weight, Value returned, Value before, Value after) {
    return Event{.type = EventType::ChanceSum,
                 .node = chance,
                 .child = child,
                 .alpha = weight,
                 .beta = returned,
                 .value = after,
                 .old = before};
}

std::string_view eventTypeName(EventType t);    // "enter", "leaf", "alpha", "beta", "value", "cutoff", "move-limit", "exit",
                                                // "probe", "re-search", "tt-hit", "pass", "open-pop", "chance"
std::string_view cutoffKindName(CutoffKind k);  // "alpha-cutoff", "beta-cutoff"
std::string_view boundName(Bound b);            // "exact", "lower", "upper"

}  // namespace ablab::core
