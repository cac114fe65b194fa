// Depth-first minimax and α-β as one coroutine over an explicit stack.
//
// The procedure is the textbook one (AIMA's ALPHA-BETA-SEARCH, the lecture notes' AB):
//
//   MAX node:  v = -∞;  for each child c:  v = max(v, AB(c, α, β));  α = max(α, v);  if α ≥ β: cutoff
//   MIN node:  v = +∞;  for each child c:  v = min(v, AB(c, α, β));  β = min(β, v);  if α ≥ β: cutoff
//
// written as a loop so that a 200,000-deep tree needs no C stack, and so that yielding an
// event costs the same at any depth. Each bound remembers which node set it: that node is the
// ancestor a cutoff names, and the cutoff is deep when it is not the parent.
#include <algorithm>
#include <utility>
#include <vector>

#include "search/bounds.h"
#include "search/search.h"

#include "search/minimax_levels.h"

namespace ablab::core {

Generator<Event> searchNegaScout(std::shared_ptr<const Tree> tree, SearchOptions options);  // negascout.cpp
Generator<Event> searchMtd(std::shared_ptr<const Tree> tree, SearchOptions options);  // mtdf.cpp
Generator<Event> searchSss(std::shared_ptr<const Tree> tree, SearchOptions options);  // sss.cpp

namespace {

struct Frame {
    NodeId node;
    bool isMax;
    const NodeId* children;  // tree.children(node), looked up once per node rather than per child
    std::uint32_t next;   // index of the next child to search
    std::uint32_t limit;  // children searched under --move-limit
    Value alpha, beta;    // the window now
    Value alpha0, beta0;  // the window the node was given
    NodeId alphaSource, betaSource;
    Value best;           // v: the best value so far
    Value lo, hi;         // an interval known to hold the true value of what was searched so far
};

Generator<Event> searchDepthFirst(std::shared_ptr<const Tree> treeOwner, SearchOptions options) {
    const Tree& tree = *treeOwner;
    const bool pruning = options.algorithm == Algorithm::AlphaBeta;
    auto windowEmpty = [&](Value alpha, Value beta) { return options.strict ? alpha > beta : alpha >= beta; };
    auto makeFrame = [&](NodeId n, Value alpha, Value beta, NodeId alphaSource, NodeId betaSource) {
        const bool isMax = tree.player(n) == Player::Max;
        const Value best = isMax ? -kInfinity : kInfinity;
        return Frame{n, isMax, tree.children(n).data(), 0, searchedChildCount(tree, n, options), alpha, beta, alpha, beta, alphaSource, betaSource, best,
                     best, best};
    };

    Event e;
    if (tree.isLeaf(Tree::root())) {
        e.type = EventType::Leaf;
        e.node = Tree::root();
        e.value = tree.value(Tree::root());
        co_yield e;
        co_return;
    }

    // The call stack of the recursive procedure, sized once: a path is at most height + 1
    // nodes long. `top` points at the frame being searched; pushing and popping move it.
    std::vector<Frame> stack(tree.height() + 1);
    Frame* const bottom = stack.data();
    Frame* top = bottom;
    *top = makeFrame(Tree::root(), -kInfinity, kInfinity, kNoNode, kNoNode);
    e.type = EventType::Enter;
    e.node = Tree::root();
    co_yield e;

    for (;;) {
        // Either search the next child, or finish this node. A leaf is entered and evaluated
        // in one event; an inner child is pushed and entered. Either way the event just
        // yielded (a Leaf or an Exit) carries the result to back up: node, value and bound.
        // The result lives in that one place, not in copies kept alive across the co_yield.
        if (top->next < top->limit) {
            Frame& f = *top;
            const NodeId child = f.children[f.next++];
            Value alpha = f.alpha, beta = f.beta;
            NodeId alphaSource = f.alphaSource, betaSource = f.betaSource;
            if (!pruning) {
                alpha = -kInfinity, beta = kInfinity, alphaSource = betaSource = kNoNode;
            } else if (options.shallow) {
                // Only the bound this node set itself travels down: the child can be cut by
                // its parent's bound and by no older one.
                if (alphaSource != f.node) alpha = -kInfinity, alphaSource = kNoNode;
                if (betaSource != f.node) beta = kInfinity, betaSource = kNoNode;
            }
            if (!tree.isLeaf(child)) {
                *++top = makeFrame(child, alpha, beta, alphaSource, betaSource);
                e = Event{.type = EventType::Enter, .node = child, .alpha = alpha, .beta = beta};
                co_yield e;
                continue;
            }
            e = Event{.type = EventType::Leaf, .node = child, .alpha = alpha, .beta = beta, .value = tree.value(child)};
            co_yield e;
        } else {
            if (top->limit < tree.childCount(top->node)) {
                const Frame& f = *top;
                e = Event{.type = EventType::MoveLimit, .node = f.node, .prunedFrom = f.limit, .alpha = f.alpha,
                          .beta = f.beta, .value = f.best};
                co_yield e;
            }
            const Frame& f = *top;
            const Value returned =
                options.failHard && pruning ? std::clamp(f.best, std::min(f.alpha0, f.beta0), f.beta0) : f.best;
            e = Event{.type = EventType::Exit,
                      .bound = pruning ? classify(returned, f.lo, f.hi) : Bound::Exact,
                      .node = f.node,
                      .alpha = f.alpha,
                      .beta = f.beta,
                      .value = returned};
            co_yield e;
            if (top == bottom) break;
            --top;
        }
        const NodeId n = e.node;
        const Value returned = e.value;
        const Bound returnedBound = e.bound;

        // Back the value up into the parent.
        Frame& p = *top;
        const bool isMax = p.isMax;
        const Value childLo = returnedBound == Bound::Upper ? -kInfinity : returned;
        const Value childHi = returnedBound == Bound::Lower ? kInfinity : returned;
        p.lo = isMax ? std::max(p.lo, childLo) : std::min(p.lo, childLo);
        p.hi = isMax ? std::max(p.hi, childHi) : std::min(p.hi, childHi);
        if (isMax ? returned > p.best : returned < p.best) {
            EventType type = EventType::ValueUpdate;
            Value old = p.best;
            if (pruning && isMax && returned > p.alpha) {
                type = EventType::AlphaUpdate;
                old = std::exchange(p.alpha, returned);
                p.alphaSource = p.node;
            } else if (pruning && !isMax && returned < p.beta) {
                type = EventType::BetaUpdate;
                old = std::exchange(p.beta, returned);
                p.betaSource = p.node;
            }
            p.best = returned;
            e = Event{.type = type, .node = p.node, .child = n, .alpha = p.alpha, .beta = p.beta, .value = returned,
                      .old = old};
            co_yield e;
        }
        // A cutoff is reported only when it prunes something: after the last child there is
        // nothing left to cut.
        if (Frame& q = *top; pruning && q.next < q.limit && windowEmpty(q.alpha, q.beta)) {
            const bool atMax = q.isMax;
            const NodeId cause = atMax ? q.betaSource : q.alphaSource;
            e = Event{.type = EventType::Cutoff,
                      .cutoff = atMax ? CutoffKind::Beta : CutoffKind::Alpha,
                      .deep = cause != kNoNode && cause != tree.parent(q.node),
                      .node = q.node,
                      .child = n,
                      .cause = cause,
                      .prunedFrom = q.next,
                      .alpha = q.alpha,
                      .beta = q.beta,
                      .value = q.best};
            q.next = q.limit;
            // The pruned children could only have moved the value further the same way.
            (atMax ? q.hi : q.lo) = atMax ? kInfinity : -kInfinity;
            co_yield e;
        }
    }
}

}  // namespace

Generator<Event> search(std::shared_ptr<const Tree> tree, SearchOptions options) {
    if (options.algorithm == Algorithm::MinimaxLevels) return searchLevels(std::move(tree), options);
    if (options.algorithm == Algorithm::NegaScout) return searchNegaScout(std::move(tree), options);
    if (options.algorithm == Algorithm::MtdF || options.algorithm == Algorithm::MtSss) return searchMtd(std::move(tree), options);
    if (options.algorithm == Algorithm::Sss) return searchSss(std::move(tree), options);
    return searchDepthFirst(std::move(tree), options);
}

}  // namespace ablab::core
