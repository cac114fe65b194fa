// Ballard's Star1 (1983), as Hauk, Buro and Schaeffer restate it ("Rediscovering *-Minimax
// Search", 2004), with a chance node's probabilities in place of their equal shares: α-β at
// MAX and MIN nodes, and at a chance node a window for each outcome that already knows where
// the node's value must fall. Every leaf lies in [L, U] (--bounds; the tree's own range when
// not given), so after the outcomes searched so far (their weighted sum S) and with the
// probability `rest` still to come after outcome i (probability p):
//
//   A = (α − S − U · rest) / p     below it, even U for every later outcome leaves the node ≤ α
//   B = (β − S − L · rest) / p     above it, even L for every later outcome leaves the node ≥ β
//
//   v ← STAR1(outcome, max(A, L), min(B, U));   S ← S + p · v
//   if v ≤ A: return S + U · rest   (an upper bound: fails low, an α-cutoff at the chance node)
//   if v ≥ B: return S + L · rest   (a lower bound: fails high, a β-cutoff)
//
// The test is made before each outcome rather than after the last one (the same test, and
// before the first one it asks whether U ≤ α or L ≥ β), with S as the interval the outcomes'
// returns allow, so that an outcome that returned a bound is never taken for its value.
//
// One coroutine over an explicit stack, as search.cpp; the events are α-β's and
// expectiminimax's (ChanceSum), and a cutoff at a chance node is a Cutoff whose bound came
// from the ancestor that set α or β.
#include <algorithm>
#include <vector>

#include "model/chance.h"
#include "search/algorithms.h"
#include "search/bounds.h"
#include "search/search.h"
#include "search/window_frame.h"

namespace ablab::core {

namespace {

struct Frame {
    WindowFrame node;     // MAX, MIN: α-β's frame. Chance: its window and children
    Value alpha0, beta0;  // the window the node was given
    bool chance;
    std::vector<Value> weights;     // chance: each outcome's probability
    Value sum = 0;                  // chance: S, the weighted sum of the outcomes searched
    Value sumLow = 0, sumHigh = 0;  // chance: what S is known to lie in (an outcome may return a bound)
    Bound bound = Bound::Exact;     // chance: Upper or Lower once a cutoff passed outcomes by
};

}  // namespace

// It is long because it is one coroutine over an explicit stack (STYLE.md, "Small coroutine
// types"): a helper cannot co_yield for it, since a nested generator cannot hand its parent a
// value, so every event is built and yielded where the search reaches it.
EventStream searchStar1(std::shared_ptr<const Tree> treeOwner, SearchOptions options) {
    const Tree& tree = *treeOwner;
    const LeafBounds bounds = leafBoundsFor(tree, options);
    const Value lowest = bounds.low, highest = bounds.high;
    const bool tiesPrune = !options.strict;
    // Frames are filled where they stand on the stack: a chance node's weights refill the
    // vector its slot kept from the last chance node at that depth.
    auto startNode = [&](Frame& f, NodeId n, Value alpha, Value beta, NodeId alphaSource, NodeId betaSource) {
        f.node = startFrame(tree, n, searchedChildCount(tree, n, options), alpha, beta, alphaSource, betaSource);
        f.alpha0 = alpha, f.beta0 = beta;
        f.chance = tree.isChance(n);
        if (f.chance) {
            chanceWeights(tree, n, f.weights);
            f.node.best = 0;
        }
        f.sum = f.sumLow = f.sumHigh = 0;
        f.bound = Bound::Exact;
    };

    FrameStack<Frame> stack(tree);
    startNode(stack.start(), Tree::root(), -kInfinity, kInfinity, kNoNode, kNoNode);
    // The event being built, and once yielded the one whose result a back-up reads.
    Event event{.type = EventType::Enter, .node = Tree::root()};
    co_yield event;

    for (;;) {
        if (Frame& f = stack.top(); f.node.next < f.node.limit) {
            const std::uint32_t index = f.node.next;
            const NodeId child = f.node.children[index];
            Value alpha = f.node.alpha, beta = f.node.beta;
            NodeId alphaSource = f.node.alphaSource, betaSource = f.node.betaSource;
            if (f.chance) {
                const Value p = f.weights[index];
                // The probability after this outcome, summed afresh rather than counted down:
                // after the last outcome it is exactly 0. Under --move-limit only the first K
                // outcomes are searched at all.
                Value rest = 0;
                for (std::uint32_t j = index + 1; j < f.node.limit; ++j) rest += f.weights[j];
                // Before each outcome: even if it and all after it scored U, is the node ≤ α?
                // Even if they scored L, is it ≥ β? (After an outcome this is Ballard's test
                // "v ≤ A", "v ≥ B"; before the first it asks whether U ≤ α or L ≥ β.)
                const Value high = readableSum(f.sumHigh + highest * (p + rest));
                const Value low = readableSum(f.sumLow + lowest * (p + rest));
                const bool failsLow = tiesPrune ? high <= f.node.alpha : high < f.node.alpha;
                const bool failsHigh = tiesPrune ? low >= f.node.beta : low > f.node.beta;
                if (failsLow || failsHigh) {
                    const NodeId cause = failsLow ? f.node.alphaSource : f.node.betaSource;
                    f.node.best = failsLow ? high : low;
                    f.bound = failsLow ? Bound::Upper : Bound::Lower;
                    event = Event{.type = EventType::Cutoff,
                                  .cutoff = failsLow ? CutoffKind::Alpha : CutoffKind::Beta,
                                  .deep = cause != kNoNode && cause != tree.parent(f.node.node),
                                  .node = f.node.node,
                                  .child = index > 0 ? f.node.children[index - 1] : kNoNode,
                                  .cause = cause,
                                  .prunedFrom = index,
                                  .alpha = f.node.alpha,
                                  .beta = f.node.beta,
                                  .value = f.node.best,
                                  .old = failsLow ? highest : lowest};
                    f.node.next = f.node.limit;
                    co_yield event;
                    continue;
                }
                // A and B, kept to nine decimals as the sums are (model/chance.h). An outcome that
                // never happens moves nothing: searched with the whole range, never cutting.
                const Value a = p > 0 ? readableSum((f.node.alpha - f.sumHigh - highest * rest) / p) : -kInfinity;
                const Value b = p > 0 ? readableSum((f.node.beta - f.sumLow - lowest * rest) / p) : kInfinity;
                alpha = std::max(a, lowest), beta = std::min(b, highest);
                // The outcome's window is the chance node's own reckoning: it is the node a
                // cutoff below names.
                alphaSource = betaSource = f.node.node;
            }
            ++f.node.next;
            if (enterChild(tree, child, alpha, beta, event)) startNode(stack.push(), child, alpha, beta, alphaSource, betaSource);
            co_yield event;
            if (event.type == EventType::Enter) continue;
        } else {
            if (leftUnsearched(tree, f.node, event)) co_yield event;
            Value returned = f.node.best;
            Bound bound = f.bound;
            if (!f.chance) {
                if (options.failHard) returned = std::clamp(returned, std::min(f.alpha0, f.beta0), f.beta0);
                bound = classify(returned, f.node.lo, f.node.hi);
            } else if (bound == Bound::Exact && f.sumLow < f.sumHigh) {
                // Every outcome searched, the last one beyond its window: its bound is Ballard's
                // test after the last outcome. (Outcomes within their window return values.)
                const bool high = tiesPrune ? f.sumLow >= f.node.beta : f.sumLow > f.node.beta;
                returned = high ? f.sumLow : f.sumHigh, bound = high ? Bound::Lower : Bound::Upper;
            }
            event = Event{.type = EventType::Exit,
                          .bound = bound,
                          .node = f.node.node,
                          .alpha = f.node.alpha,
                          .beta = f.node.beta,
                          .value = returned};
            co_yield event;
            if (!stack.pop()) break;
        }
        const auto [n, returned, returnedBound] = resultOf(event);
        Frame& p = stack.top();
        if (!p.chance) {
            if (backUp(p.node, n, returned, lowOf(returned, returnedBound), highOf(returned, returnedBound), true, event))
                co_yield event;
            if (cutOff(tree, p.node, n, tiesPrune, event)) co_yield event;
            continue;
        }
        // n is the outcome last started: its index is the one before next, without a look-up in the tree.
        const Value weight = p.weights[p.node.next - 1];
        const Value old = p.sum;
        p.sum = addOutcome(p.sum, weight, returned);
        p.sumLow = addOutcome(p.sumLow, weight, std::max(lowOf(returned, returnedBound), lowest));
        p.sumHigh = addOutcome(p.sumHigh, weight, std::min(highOf(returned, returnedBound), highest));
        p.node.best = p.sum;
        event = chanceSumEvent(p.node.node, n, weight, returned, old, p.sum);
        co_yield event;
    }
}

}  // namespace ablab::core
