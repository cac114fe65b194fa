// NegaScout / principal variation search (Reinefeld 1983) as one coroutine over an explicit
// stack, in the max/min form the α-β procedure in search.cpp uses:
//
//   MAX node:  v = NS(c1, α, β)                          the first child, with the full window
//              for each further child c:  if v ≥ β: cutoff
//                  a = max(α, v)
//                  t = NS(c, a, a + 1)                   the probe: can c beat a at all?
//                  if a < t < β and t is only a bound:
//                      t = NS(c, t, β)                   it can (it failed high): re-search for how much
//                  v = max(v, t)
//   MIN node:  the mirror image, probing with (b − 1, b) for b = min(β, v).
//
// The bet is that the first child is the best: then every probe fails low, and a null window
// prunes more than (α, β) could. A leaf's value is exact, so a leaf is never probed; a probe that
// returns an exact value (it cut nothing) is not repeated; and when the node's own window is
// already null a probe would be the same search, so none is made.
#include <algorithm>
#include <utility>
#include <vector>

#include "search/algorithms.h"
#include "search/bounds.h"
#include "search/window_frame.h"
#include "search/search.h"

namespace ablab::core {

namespace {

struct Frame : WindowFrame {  // α = max(α0, v) at MAX, β = min(β0, v) at MIN
    bool probing;             // the child being searched was given a null window
    bool researching;         // the child being searched is searched again after its probe failed high
    Value probeLo, probeHi;   // what that failed probe proved about the child
};

}  // namespace

// It is long because it is one coroutine over an explicit stack (STYLE.md, "Small coroutine
// types"): a helper cannot co_yield for it, since a nested generator cannot hand its parent a
// value, so every event is built and yielded where the search reaches it.
EventStream searchNegaScout(std::shared_ptr<const Tree> treeOwner, SearchOptions options) {
    const Tree& tree = *treeOwner;
    const NullWindow nullWindow(tree);
    auto makeFrame = [&](NodeId n, Value alpha, Value beta, NodeId alphaSource, NodeId betaSource) {
        return Frame{startFrame(tree, n, searchedChildCount(tree, n, options), alpha, beta, alphaSource, betaSource), false,
                     false, 0, 0};
    };

    FrameStack<Frame> stack(tree, makeFrame(Tree::root(), -kInfinity, kInfinity, kNoNode, kNoNode));
    // The event being built, and once yielded the one whose result a back-up reads.
    Event event{.type = EventType::Enter, .node = Tree::root()};
    co_yield event;

    for (;;) {
        if (Frame& f = stack.top(); f.next < f.limit) {
            const std::uint32_t index = f.next++;
            const NodeId child = f.children[index];
            Value alpha = f.alpha, beta = f.beta;
            NodeId alphaSource = f.alphaSource, betaSource = f.betaSource;
            // Every inner child after the first is probed with a null window at the bound to
            // beat, unless that bound is still infinite (nothing to beat yet) or the window is
            // already that narrow. A leaf's value is exact: it is never probed.
            if (index > 0 && !tree.isLeaf(child)) {
                if (f.isMax && alpha > -kInfinity && nullWindow.above(alpha) < beta) {
                    beta = nullWindow.above(alpha), betaSource = f.node, f.probing = true;
                } else if (!f.isMax && beta < kInfinity && nullWindow.below(beta) > alpha) {
                    alpha = nullWindow.below(beta), alphaSource = f.node, f.probing = true;
                }
            }
            if (f.probing) {
                event = Event{
                    .type = EventType::Probe, .node = f.node, .child = child, .alpha = alpha, .beta = beta, .value = f.best};
                co_yield event;
            }
            if (enterChild(tree, child, alpha, beta, event)) stack.push(makeFrame(child, alpha, beta, alphaSource, betaSource));
            co_yield event;
            if (event.type == EventType::Enter) continue;
        } else {
            if (leftUnsearched(tree, f, event)) co_yield event;
            event = exitEvent(f);
            co_yield event;
            if (!stack.pop()) break;
        }
        const auto [n, returned, returnedBound] = resultOf(event);
        Frame& p = stack.top();

        if (std::exchange(p.probing, false)) {
            // The probe failed high when the child beat the bound it was tested against; unless
            // it beat the whole window too (a cutoff follows), its value is needed: search again.
            // A probe that cut nothing returned the exact value already (Reinefeld skips the
            // re-search one ply above the leaves for this reason): no second search.
            const bool failedHigh = p.isMax ? returned > p.alpha && returned < p.beta : returned < p.beta && returned > p.alpha;
            if (failedHigh && returnedBound != Bound::Exact) {
                p.researching = true;
                p.probeLo = lowOf(returned, returnedBound);
                p.probeHi = highOf(returned, returnedBound);
                const Value alpha = p.isMax ? returned : p.alpha, beta = p.isMax ? p.beta : returned;
                const NodeId alphaSource = p.isMax ? p.node : p.alphaSource, betaSource = p.isMax ? p.betaSource : p.node;
                event = Event{.type = EventType::Research,
                              .bound = returnedBound,
                              .node = p.node,
                              .child = n,
                              .alpha = alpha,
                              .beta = beta,
                              .value = returned};
                co_yield event;
                stack.push(makeFrame(n, alpha, beta, alphaSource, betaSource));
                event = Event{.type = EventType::Enter, .node = n, .alpha = alpha, .beta = beta};
                co_yield event;
                continue;
            }
        }
        Value childLo = lowOf(returned, returnedBound), childHi = highOf(returned, returnedBound);
        if (std::exchange(p.researching, false)) {
            // Both searches hold: the probe's bound and the re-search's result.
            childLo = std::max(childLo, p.probeLo);
            childHi = std::min(childHi, p.probeHi);
        }

        if (backUp(p, n, returned, childLo, childHi, true, event)) co_yield event;
        // Null windows only make sense where ties prune: --strict does not apply.
        if (cutOff(tree, p, n, true, event)) co_yield event;
    }
}

}  // namespace ablab::core
