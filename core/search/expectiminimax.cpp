// Expectiminimax (Michie 1966; AIMA 5.5) as one coroutine over an explicit stack:
//
//   MAX node:     v = max over the children of EMM(c)
//   MIN node:     v = min over the children of EMM(c)
//   chance node:  v = Σ P(c) · EMM(c)            the probabilities written on the children
//                                                (model/chance.h: equal shares when absent)
//
// Nothing is pruned: without bounds on the leaves no child of a chance node can be skipped
// (Ballard's Star1 needs them). A chance node's sum is reported child by child (ChanceSum), so
// a student sees each outcome weighted.
#include <vector>

#include "model/chance.h"
#include "search/algorithms.h"
#include "search/search.h"
#include "search/window_frame.h"

namespace ablab::core {

namespace {

struct Frame {
    WindowFrame node;  // for MAX and MIN nodes the usual best-so-far; unused window
    bool chance;
    std::vector<Value> weights;  // chance: each child's probability
    Value sum;                   // chance: the weighted sum so far
};

}  // namespace

EventStream searchExpectiminimax(std::shared_ptr<const Tree> treeOwner, SearchOptions options) {
    const Tree& tree = *treeOwner;
    // Frames are filled where they stand on the stack: a chance node's weights refill the
    // vector its slot kept from the last chance node at that depth.
    auto startNode = [&](Frame& f, NodeId n) {
        f.node = startFrame(tree, n, searchedChildCount(tree, n, options), -kInfinity, kInfinity, kNoNode, kNoNode);
        f.chance = tree.isChance(n);
        if (f.chance) chanceWeights(tree, n, f.weights);
        f.sum = 0;
    };
    FrameStack<Frame> stack(tree);
    startNode(stack.start(), Tree::root());
    // The event being built, and once yielded the one whose result a back-up reads.
    Event event{.type = EventType::Enter, .node = Tree::root()};
    co_yield event;

    for (;;) {
        if (Frame& f = stack.top(); f.node.next < f.node.limit) {
            const NodeId child = f.node.children[f.node.next++];
            // No window: every child is searched in (−∞, +∞).
            if (enterChild(tree, child, -kInfinity, kInfinity, event)) startNode(stack.push(), child);
            co_yield event;
            if (event.type == EventType::Enter) continue;
        } else {
            if (leftUnsearched(tree, f.node, event)) co_yield event;
            event = Event{.type = EventType::Exit, .node = f.node.node, .value = f.chance ? f.sum : f.node.best};
            co_yield event;
            if (!stack.pop()) break;
        }
        const NodeId n = event.node;
        const Value returned = event.value;
        Frame& p = stack.top();
        if (p.chance) {
            // n is the outcome last started: its index is the one before next, without a look-up in the tree.
            const Value weight = p.weights[p.node.next - 1];
            const Value old = p.sum;
            p.sum = addOutcome(p.sum, weight, returned);
            event = chanceSumEvent(p.node.node, n, weight, returned, old, p.sum);
            co_yield event;
        } else if (backUp(p.node, n, returned, returned, returned, false, event)) {
            co_yield event;
        }
    }
}

}  // namespace ablab::core
