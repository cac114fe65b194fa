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
#include <vector>

#include "search.h"

namespace ablab::core {

Generator<Event> searchLevels(std::shared_ptr<const Tree> tree, SearchOptions options);  // minimax_levels.cpp

namespace {

struct Frame {
    NodeId node;
    std::uint32_t next;   // index of the next child to search
    std::uint32_t limit;  // children searched under --move-limit
    Value alpha, beta;    // the window now
    Value alpha0, beta0;  // the window the node was given
    NodeId alphaSource, betaSource;
    Value best;           // v: the best value so far
    Value lo, hi;         // an interval known to hold the true value of what was searched so far
};

// What a returned value r says about the node's true value, from [lo, hi]: an interval known
// to hold the true value, built from the children's own returns. A leaf is [v, v]; a MAX node
// is [max of its children's lows, max of their highs], a MIN node the same with min, and a
// cutoff opens the side the pruned children could have moved. This is the fail-soft theorem
// (v ≤ α0 ⇒ true ≤ v, v ≥ β0 ⇒ true ≥ v) worked out node by node, and it stays right where
// the theorem's window test does not: under --strict --fail-hard a value clamped onto α0 = β0
// looks the same from either side.
Bound classify(Value r, Value lo, Value hi) {
    if (lo >= r && hi <= r) return Bound::Exact;
    if (lo >= r) return Bound::Lower;
    if (hi <= r) return Bound::Upper;
    return Bound::Exact;  // not reached: the oracle test checks every returned value
}

Generator<Event> searchDepthFirst(std::shared_ptr<const Tree> treeOwner, SearchOptions options) {
    const Tree& tree = *treeOwner;
    const bool pruning = options.algorithm == Algorithm::AlphaBeta;
    auto windowEmpty = [&](Value alpha, Value beta) { return options.strict ? alpha > beta : alpha >= beta; };
    auto makeFrame = [&](NodeId n, Value alpha, Value beta, NodeId alphaSource, NodeId betaSource) {
        const Value best = tree.player(n) == Player::Max ? -kInfinity : kInfinity;
        return Frame{n, 0, searchedChildCount(tree, n, options), alpha, beta, alpha, beta, alphaSource, betaSource, best,
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

    std::vector<Frame> stack;
    stack.reserve(tree.height() + 1);
    stack.push_back(makeFrame(Tree::root(), -kInfinity, kInfinity, kNoNode, kNoNode));
    e.type = EventType::Enter;
    e.node = Tree::root();
    co_yield e;

    while (!stack.empty()) {
        // Either search the next child, or finish this node. A leaf is entered and evaluated
        // in one event; an inner child is pushed and entered.
        NodeId finished;
        Value returned;
        Bound returnedBound = Bound::Exact;
        if (Frame& f = stack.back(); f.next < f.limit) {
            const NodeId child = tree.children(f.node)[f.next++];
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
            e = Event{};
            e.node = child;
            e.alpha = alpha;
            e.beta = beta;
            if (!tree.isLeaf(child)) {
                stack.push_back(makeFrame(child, alpha, beta, alphaSource, betaSource));
                e.type = EventType::Enter;
                co_yield e;
                continue;
            }
            e.type = EventType::Leaf;
            e.value = returned = tree.value(child);
            finished = child;
            co_yield e;
        } else {
            if (f.limit < tree.childCount(f.node)) {
                e = Event{};
                e.type = EventType::MoveLimit;
                e.node = f.node;
                e.prunedFrom = f.limit;
                e.alpha = f.alpha;
                e.beta = f.beta;
                e.value = f.best;
                co_yield e;
            }
            returned = options.failHard && pruning ? std::clamp(f.best, std::min(f.alpha0, f.beta0), f.beta0) : f.best;
            finished = f.node;
            e = Event{};
            e.type = EventType::Exit;
            e.node = f.node;
            e.alpha = f.alpha;
            e.beta = f.beta;
            e.value = returned;
            e.bound = returnedBound = pruning ? classify(returned, f.lo, f.hi) : Bound::Exact;
            co_yield e;
            stack.pop_back();
            if (stack.empty()) break;
        }
        const NodeId n = finished;

        // Back the value up into the parent.
        Frame& p = stack.back();
        const bool isMax = tree.player(p.node) == Player::Max;
        const Value childLo = returnedBound == Bound::Upper ? -kInfinity : returned;
        const Value childHi = returnedBound == Bound::Lower ? kInfinity : returned;
        p.lo = isMax ? std::max(p.lo, childLo) : std::min(p.lo, childLo);
        p.hi = isMax ? std::max(p.hi, childHi) : std::min(p.hi, childHi);
        if (isMax ? returned > p.best : returned < p.best) {
            e = Event{};
            e.node = p.node;
            e.child = n;
            if (pruning && isMax && returned > p.alpha) {
                e.type = EventType::AlphaUpdate;
                e.old = p.alpha;
                p.alpha = returned;
                p.alphaSource = p.node;
            } else if (pruning && !isMax && returned < p.beta) {
                e.type = EventType::BetaUpdate;
                e.old = p.beta;
                p.beta = returned;
                p.betaSource = p.node;
            } else {
                e.type = EventType::ValueUpdate;
                e.old = p.best;
            }
            p.best = returned;
            e.alpha = p.alpha;
            e.beta = p.beta;
            e.value = returned;
            co_yield e;
        }
        // A cutoff is reported only when it prunes something: after the last child there is
        // nothing left to cut.
        Frame& q = stack.back();
        if (pruning && q.next < q.limit && windowEmpty(q.alpha, q.beta)) {
            const bool atMax = tree.player(q.node) == Player::Max;
            e = Event{};
            e.type = EventType::Cutoff;
            e.node = q.node;
            e.child = n;
            e.cutoff = atMax ? CutoffKind::Beta : CutoffKind::Alpha;
            e.cause = atMax ? q.betaSource : q.alphaSource;
            e.deep = e.cause != kNoNode && e.cause != tree.parent(q.node);
            e.prunedFrom = q.next;
            e.alpha = q.alpha;
            e.beta = q.beta;
            e.value = q.best;
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
    return searchDepthFirst(std::move(tree), options);
}

}  // namespace ablab::core
