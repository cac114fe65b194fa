#pragma once
// One node of a windowed depth-first search (α-β, NegaScout, MT), and the two rules each of them
// applies when a child returns: backing the child's value up into its parent, and the cutoff
// test. Written once here so the three evaluators (and the benchmark's recursive twins) cannot
// drift apart in what they report. The depth-first evaluators' explicit stack and the event
// that starts a child's search are here for the same reason.
#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

#include "model/tree.h"
#include "search/bounds.h"
#include "search/event.h"

namespace ablab::core {

struct WindowFrame {
    NodeId node;
    bool isMax;
    const NodeId* children;          // tree.children(node), looked up once per node rather than per child
    std::uint32_t next;              // index of the next child to search
    std::uint32_t limit;             // children searched under --move-limit
    Value alpha, beta;               // the window now: α rises at MAX, β falls at MIN
    NodeId alphaSource, betaSource;  // the node that set each bound: the ancestor a cutoff names
    Value best;                      // v: the best value so far
    Value lo, hi;                    // an interval known to hold the true value of what was searched so far
};

inline WindowFrame startFrame(const Tree& tree, NodeId n, std::uint32_t limit, Value alpha, Value beta, NodeId alphaSource,
                              NodeId betaSource) {
    const bool isMax = tree.player(n) == Player::Max;
    const Value worst = isMax ? -kInfinity : kInfinity;
    return WindowFrame{n, isMax, tree.children(n).data(), 0, limit, alpha, beta, alphaSource, betaSource, worst, worst, worst};
}

// The call stack of the recursive procedure, sized once: a path is at most height + 1 nodes
// long, so a push never allocates and a 200,000-deep tree needs no C stack.
template <typename Frame>
class FrameStack {
public:
    explicit FrameStack(const Tree& tree) : m_frames(tree.height() + 1), m_top(m_frames.data()) {}
    FrameStack(const Tree& tree, Frame root) : FrameStack(tree) { start(std::move(root)); }
    // Empties the stack down to `root`: a new search (MTD(f) makes one per pass).
    void start(Frame root) {
        m_top = m_frames.data();
        *m_top = std::move(root);
    }
    Frame& top() { return *m_top; }
    void push(Frame f) { *++m_top = std::move(f); }
    // The same two, filled in place by the caller: the slot still holds what the frame that
    // stood there last owned, so a frame with memory of its own (a chance node's weights)
    // refills it instead of allocating, and nothing is built twice.
    Frame& start() {
        m_top = m_frames.data();
        return *m_top;
    }
    Frame& push() { return *++m_top; }
    // Returns false at the root, which stays: its Exit was the search's last event.
    bool pop() {
        if (m_top == m_frames.data()) return false;
        --m_top;
        return true;
    }

private:
    std::vector<Frame> m_frames;
    Frame* m_top;
};

// Makes `e` the event that starts a child's search in the window (α, β): a leaf is entered and
// evaluated in one Leaf event, an inner node is entered. Returns whether the child is an inner
// node, whose frame the caller pushes.
inline bool enterChild(const Tree& tree, NodeId child, Value alpha, Value beta, Event& e) {
    if (tree.isLeaf(child)) {
        e = Event{.type = EventType::Leaf, .node = child, .alpha = alpha, .beta = beta, .value = tree.value(child)};
        return false;
    }
    e = Event{.type = EventType::Enter, .node = child, .alpha = alpha, .beta = beta};
    return true;
}

// What a finished child hands its parent, read from the Leaf or Exit event just yielded before
// the back-up overwrites that event: the node, its value, and whether that value is a bound.
struct ChildResult {
    NodeId node;
    Value value;
    Bound bound;
};
inline ChildResult resultOf(const Event& e) { return {e.node, e.value, e.bound}; }

// After f's last searched child: when --move-limit left children unsearched, `e` becomes the
// move-limit event that says so. Returns whether there is one.
inline bool leftUnsearched(const Tree& tree, const WindowFrame& f, Event& e) {
    if (f.limit >= tree.childCount(f.node)) return false;
    e = Event{
        .type = EventType::MoveLimit, .node = f.node, .prunedFrom = f.limit, .alpha = f.alpha, .beta = f.beta, .value = f.best};
    return true;
}

// f's return to its parent: its best value, exact or a bound by the interval it proved.
inline Event exitEvent(const WindowFrame& f) {
    return Event{.type = EventType::Exit,
                 .bound = classify(f.best, f.lo, f.hi),
                 .node = f.node,
                 .alpha = f.alpha,
                 .beta = f.beta,
                 .value = f.best};
}

// Backs a child's result up into its parent p: the child proved its true value lies in
// [childLo, childHi]; `returned` is the value it returned. When p's best value improves, α (at
// MAX) or β (at MIN) follows it if `movesWindow` (minimax keeps no window), and `e` becomes the
// update event. Returns whether there is an event to yield.
inline bool backUp(WindowFrame& p, NodeId child, Value returned, Value childLo, Value childHi, bool movesWindow, Event& e) {
    p.lo = p.isMax ? std::max(p.lo, childLo) : std::min(p.lo, childLo);
    p.hi = p.isMax ? std::max(p.hi, childHi) : std::min(p.hi, childHi);
    if (!(p.isMax ? returned > p.best : returned < p.best)) return false;
    EventType type = EventType::ValueUpdate;
    Value old = p.best;
    if (movesWindow && p.isMax && returned > p.alpha) {
        type = EventType::AlphaUpdate;
        old = std::exchange(p.alpha, returned);
        p.alphaSource = p.node;
    } else if (movesWindow && !p.isMax && returned < p.beta) {
        type = EventType::BetaUpdate;
        old = std::exchange(p.beta, returned);
        p.betaSource = p.node;
    }
    p.best = returned;
    e = Event{.type = type, .node = p.node, .child = child, .alpha = p.alpha, .beta = p.beta, .value = returned, .old = old};
    return true;
}

// The cutoff test after a back-up: the window is empty (α ≥ β; α > β when ties do not prune)
// and children are left. A cutoff is reported only when it prunes something: after the last
// child there is nothing left to cut. Then `e` becomes the cutoff event, the remaining
// children are skipped, and the interval opens on the side the pruned children could have
// moved the value. Returns whether there was a cutoff.
inline bool cutOff(const Tree& tree, WindowFrame& q, NodeId lastChild, bool tiesPrune, Event& e) {
    if (q.next >= q.limit || (tiesPrune ? q.alpha < q.beta : q.alpha <= q.beta)) return false;
    const NodeId cause = q.isMax ? q.betaSource : q.alphaSource;
    e = Event{.type = EventType::Cutoff,
              .cutoff = q.isMax ? CutoffKind::Beta : CutoffKind::Alpha,
              .deep = cause != kNoNode && cause != tree.parent(q.node),
              .node = q.node,
              .child = lastChild,
              .cause = cause,
              .prunedFrom = q.next,
              .alpha = q.alpha,
              .beta = q.beta,
              .value = q.best};
    q.next = q.limit;
    (q.isMax ? q.hi : q.lo) = q.isMax ? kInfinity : -kInfinity;
    return true;
}

}  // namespace ablab::core
