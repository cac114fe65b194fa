// MTD(f) (Plaat, Schaeffer, Pijls, de Bruin 1996) and MT-SSS*, as one coroutine over an explicit
// stack:
//
//   g = f;  lower = −∞;  upper = +∞
//   while lower < upper:
//       β = g + 1 if g = lower, else g                       the value this pass tests
//       g = MT(root, β − 1, β)                               α-β with a null window and memory
//       if g < β: upper = g   else: lower = g                the pass moves one bound onto g
//   return g
//
// MT is α-β over a null window that remembers, for every node it finishes, the interval its
// result proved for the node's true value (the transposition table; on an explicit tree it is
// one entry per node and never loses anything). A node whose remembered interval already
// answers the test, β ≤ lower or upper ≤ β − 1, is not searched again: a table hit.
//
// MT-SSS* is the same driver started at f = +∞: every pass fails low and lowers the upper
// bound, best-first, which Plaat et al. proved evaluates exactly the leaves Stockman's SSS* does.
#include <algorithm>
#include <utility>
#include <vector>

#include "search/algorithms.h"
#include "search/bounds.h"
#include "search/window_frame.h"
#include "search/search.h"

namespace ablab::core {

namespace {

struct Frame : WindowFrame {
    Value alpha0, beta0;  // the window the node was given
};

}  // namespace

// It is long because it is one coroutine over an explicit stack (STYLE.md, "Small coroutine
// types"): a helper cannot co_yield for it, since a nested generator cannot hand its parent a
// value, so every event is built and yielded where the search reaches it.
EventStream searchMtd(std::shared_ptr<const Tree> treeOwner, SearchOptions options) {
    const Tree& tree = *treeOwner;
    const NullWindow nullWindow(tree);

    // The transposition table: what the passes so far proved about each node's true value.
    std::vector<Value> tableLower(tree.size(), -kInfinity), tableUpper(tree.size(), kInfinity);
    auto makeFrame = [&](NodeId n, Value alpha, Value beta, NodeId alphaSource, NodeId betaSource) {
        return Frame{startFrame(tree, n, searchedChildCount(tree, n, options), alpha, beta, alphaSource, betaSource), alpha,
                     beta};
    };
    FrameStack<Frame> stack(tree);
    // The event being built, and once yielded the one whose result a back-up reads.
    Event event;

    Value guess = options.algorithm == Algorithm::MtSss ? kInfinity : options.firstGuess;
    Value lower = -kInfinity, upper = kInfinity;
    std::uint32_t pass = 0;
    while (lower < upper) {
        const Value test = guess == lower ? nullWindow.above(guess) : guess;
        const Value rootAlpha = nullWindow.below(test);
        event = Event{.type = EventType::Pass,
                      .node = Tree::root(),
                      .prunedFrom = ++pass,
                      .alpha = rootAlpha,
                      .beta = test,
                      .value = lower,
                      .old = upper};
        co_yield event;

        stack.start(makeFrame(Tree::root(), rootAlpha, test, kNoNode, kNoNode));
        event = Event{.type = EventType::Enter, .node = Tree::root(), .alpha = rootAlpha, .beta = test};
        co_yield event;

        for (;;) {
            // The interval the result backed up below proves for its node.
            Value resultLo, resultHi;
            if (Frame& f = stack.top(); f.next < f.limit) {
                const NodeId child = f.children[f.next++];
                const Value alpha = f.alpha, beta = f.beta;
                if (tableLower[child] >= beta || tableUpper[child] <= alpha) {
                    // The table answers this pass's question about the child without a search.
                    const bool high = tableLower[child] >= beta;
                    const Value v = high ? tableLower[child] : tableUpper[child];
                    const Bound bound = tableLower[child] == tableUpper[child] ? Bound::Exact
                                        : high                                 ? Bound::Lower
                                                                               : Bound::Upper;
                    event = Event{
                        .type = EventType::TableHit, .bound = bound, .node = child, .alpha = alpha, .beta = beta, .value = v};
                    co_yield event;
                    resultLo = tableLower[child], resultHi = tableUpper[child];
                } else {
                    if (enterChild(tree, child, alpha, beta, event))
                        stack.push(makeFrame(child, alpha, beta, f.alphaSource, f.betaSource));
                    else tableLower[child] = tableUpper[child] = resultLo = resultHi = tree.value(child);
                    co_yield event;
                    if (event.type == EventType::Enter) continue;
                }
            } else {
                if (leftUnsearched(tree, f, event)) co_yield event;
                // Remember what this search proved (Plaat's rule: at or below the window an upper
                // bound, at or above it a lower one), together with what earlier passes did.
                if (f.best < f.beta0) tableUpper[f.node] = std::min(tableUpper[f.node], f.best);
                if (f.best > f.alpha0) tableLower[f.node] = std::max(tableLower[f.node], f.best);
                resultLo = tableLower[f.node], resultHi = tableUpper[f.node];
                event = exitEvent(f);
                co_yield event;
                if (!stack.pop()) break;
            }
            const NodeId n = event.node;
            const Value returned = event.value;

            if (backUp(stack.top(), n, returned, resultLo, resultHi, true, event)) co_yield event;
            if (cutOff(tree, stack.top(), n, true, event)) co_yield event;
        }

        // The root's Exit is the last event: a value below the test is an upper bound, one at or
        // above it a lower bound.
        guess = event.value;
        if (guess < test) upper = guess;
        else lower = guess;
    }
}

}  // namespace ablab::core
