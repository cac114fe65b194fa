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
//
// With a transposition table (a game tree's boards, search/transposition_table.h), a child
// whose position was searched before is answered by the table when what it stored decides the
// child in this window: one TableHit event, and its subtree is not searched. Every finished
// node stores the interval its search proved.
#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>
#include <vector>

#include "search/algorithms.h"
#include "search/bounds.h"
#include "search/transposition_table.h"
#include "search/window_frame.h"
#include "search/search.h"

#include "search/minimax_levels.h"
#include "text/translate.h"

namespace ablab::core {

namespace {

struct Frame : WindowFrame {
    Value alpha0, beta0;  // the window the node was given
};

}  // namespace

EventStream searchDepthFirst(std::shared_ptr<const Tree> treeOwner, SearchOptions options) {
    const Tree& tree = *treeOwner;
    const bool pruning = options.algorithm == Algorithm::AlphaBeta;
    auto makeFrame = [&](NodeId n, Value alpha, Value beta, NodeId alphaSource, NodeId betaSource) {
        return Frame{startFrame(tree, n, searchedChildCount(tree, n, options), alpha, beta, alphaSource, betaSource), alpha,
                     beta};
    };

    FrameStack<Frame> stack(tree, makeFrame(Tree::root(), -kInfinity, kInfinity, kNoNode, kNoNode));
    TranspositionTable table;
    // The answer the table gives `child` in the window (α, β), clamped into it under --fail-hard
    // as a search of the child would have been; false when the table does not decide it.
    auto answeredByTable = [&](NodeId child, Value alpha, Value beta, Event& e) {
        if (!options.transpositions || tree.isLeaf(child)) return false;
        const auto answer = table.probe(tree, child, alpha, beta, !options.strict);
        if (!answer) return false;
        Value value = answer->value;
        Bound bound = answer->bound;
        if (options.failHard && pruning) {
            value = std::clamp(value, std::min(alpha, beta), beta);
            bound = classify(value, lowOf(answer->value, answer->bound), highOf(answer->value, answer->bound));
        }
        e = Event{.type = EventType::TableHit,
                  .bound = bound,
                  .node = child,
                  .child = answer->from,
                  .alpha = alpha,
                  .beta = beta,
                  .value = value};
        return true;
    };
    // The event being built, and once yielded the one whose result a back-up reads.
    Event event{.type = EventType::Enter, .node = Tree::root()};
    co_yield event;

    for (;;) {
        // Either search the next child, or finish this node. A leaf is entered and evaluated
        // in one event; an inner child is pushed and entered. Either way the event just
        // yielded (a Leaf or an Exit) carries the result to back up: node, value and bound.
        if (Frame& f = stack.top(); f.next < f.limit) {
            const NodeId child = f.children[f.next++];
            // Minimax's window stays (-∞, +∞) from the root down: only α-β's back-up moves it.
            Value alpha = f.alpha, beta = f.beta;
            NodeId alphaSource = f.alphaSource, betaSource = f.betaSource;
            if (pruning && options.shallow) {
                // Only the bound this node set itself travels down: the child can be cut by
                // its parent's bound and by no older one.
                if (alphaSource != f.node) alpha = -kInfinity, alphaSource = kNoNode;
                if (betaSource != f.node) beta = kInfinity, betaSource = kNoNode;
            }
            if (answeredByTable(child, alpha, beta, event)) {
                co_yield event;
            } else {
                if (enterChild(tree, child, alpha, beta, event))
                    stack.push(makeFrame(child, alpha, beta, alphaSource, betaSource));
                co_yield event;
            }
            if (event.type == EventType::Enter) continue;
        } else {
            if (leftUnsearched(tree, f, event)) co_yield event;
            const Value returned =
                options.failHard && pruning ? std::clamp(f.best, std::min(f.alpha0, f.beta0), f.beta0) : f.best;
            event = Event{.type = EventType::Exit,
                          .bound = pruning ? classify(returned, f.lo, f.hi) : Bound::Exact,
                          .node = f.node,
                          .alpha = f.alpha,
                          .beta = f.beta,
                          .value = returned};
            if (options.transpositions) table.store(tree, f.node, f.lo, f.hi);
            co_yield event;
            if (!stack.pop()) break;
        }
        const auto [n, returned, returnedBound] = resultOf(event);

        // Back the value up into the parent, then test for a cutoff.
        if (backUp(stack.top(), n, returned, lowOf(returned, returnedBound), highOf(returned, returnedBound), pruning, event))
            co_yield event;
        if (pruning && cutOff(tree, stack.top(), n, !options.strict, event)) co_yield event;
    }
}

LeafBounds leafBoundsFor(const Tree& tree, const SearchOptions& options) {
    if (options.leafBounds) return *options.leafBounds;
    LeafBounds bounds{kInfinity, -kInfinity};
    for (NodeId n = 0; n < tree.size(); ++n)
        if (tree.isLeaf(n)) bounds = {std::min(bounds.low, tree.value(n)), std::max(bounds.high, tree.value(n))};
    // L < U keeps every outcome's window open (star1.cpp): all leaves alike widen it by one
    // whole number, which from 2^53 on is the next double (high + 1 would be high again), and
    // downwards from the largest double, above which is only +∞.
    if (bounds.low == bounds.high && std::isfinite(bounds.high)) {
        if (bounds.high < std::numeric_limits<Value>::max()) bounds.high = wholeAbove(bounds.high);
        else bounds.low = wholeBelow(bounds.low);
    }
    return bounds;
}

namespace {

// Star1 prunes a chance node by what its unsearched outcomes could still add, at most U and at
// least L each: a leaf outside [L, U], or an infinite one, would make that a lie.
std::string star1Refusal(Language language, const Tree& tree, const SearchOptions& options) {
    const LeafBounds bounds = leafBoundsFor(tree, options);
    for (NodeId n = 0; n < tree.size(); ++n) {
        if (!tree.isLeaf(n)) continue;
        const Value v = tree.value(n);
        if (!std::isfinite(v))
            return translate(language, "star1 needs finite leaves, and leaf {node} is {value}",
                             {{"node", tree.label(n)}, {"value", formatValue(v)}});
        if (v < bounds.low || v > bounds.high)
            return translate(language, "leaf {node} = {value} lies outside --bounds {low},{high}",
                             {{"node", tree.label(n)},
                              {"value", formatValue(v)},
                              {"low", formatValue(bounds.low)},
                              {"high", formatValue(bounds.high)}});
    }
    return "";
}

}  // namespace

std::string refusal(Language language, const Tree& tree, const SearchOptions& options) {
    const Algorithm algorithm = options.algorithm;
    if (algorithm == Algorithm::Star1) return star1Refusal(language, tree, options);
    if (!tree.hasChanceNodes() || algorithm == Algorithm::Expectiminimax) return "";
    return translate(
        language,
        "{algorithm} cannot search chance nodes (\"player\": \"chance\"): a roll of the dice is no one's move to prune; use --algorithm expectiminimax",
        {{"algorithm", std::string(algorithmName(algorithm))}});
}

namespace {

EventStream searchOneLeaf(std::shared_ptr<const Tree> tree) { co_yield rootLeafEvent(*tree); }

}  // namespace

EventStream search(std::shared_ptr<const Tree> tree, SearchOptions options) {
    // A tree that is one leaf: the search is that leaf, whatever the algorithm (SSS* still shows
    // the leaf going through OPEN, the one thing it has to teach there).
    if (tree->isLeaf(Tree::root()) && options.algorithm != Algorithm::Sss) return searchOneLeaf(std::move(tree));
    if (options.algorithm == Algorithm::MinimaxLevels) return searchLevels(std::move(tree), options);
    if (options.algorithm == Algorithm::NegaScout) return searchNegaScout(std::move(tree), options);
    if (options.algorithm == Algorithm::MtdF || options.algorithm == Algorithm::MtSss) return searchMtd(std::move(tree), options);
    if (options.algorithm == Algorithm::Sss) return searchSss(std::move(tree), options);
    if (options.algorithm == Algorithm::Expectiminimax) return searchExpectiminimax(std::move(tree), options);
    if (options.algorithm == Algorithm::Star1) return searchStar1(std::move(tree), options);
    return searchDepthFirst(std::move(tree), options);
}

}  // namespace ablab::core
