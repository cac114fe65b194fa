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

Generator<Event> searchExpectiminimax(std::shared_ptr<const Tree> treeOwner, SearchOptions options) {
    const Tree& tree = *treeOwner;
    Event e;
    if (tree.isLeaf(Tree::root())) {  // a tree that is one leaf: the search is that leaf
        co_yield (e = rootLeafEvent(tree));
        co_return;
    }
    auto makeFrame = [&](NodeId n) {
        const bool chance = tree.isChance(n);
        return Frame{startFrame(tree, n, searchedChildCount(tree, n, options), -kInfinity, kInfinity, kNoNode, kNoNode), chance,
                     chance ? chanceWeights(tree, n) : std::vector<Value>{}, 0};
    };
    std::vector<Frame> stack;
    stack.reserve(tree.height() + 1);
    stack.push_back(makeFrame(Tree::root()));
    e = Event{.type = EventType::Enter, .node = Tree::root()};
    co_yield e;

    for (;;) {
        if (stack.back().node.next < stack.back().node.limit) {
            WindowFrame& f = stack.back().node;
            const NodeId child = f.children[f.next++];
            if (!tree.isLeaf(child)) {
                stack.push_back(makeFrame(child));
                e = Event{.type = EventType::Enter, .node = child};
                co_yield e;
                continue;
            }
            e = Event{.type = EventType::Leaf, .node = child, .value = tree.value(child)};
            co_yield e;
        } else {
            const Frame& f = stack.back();
            if (f.node.limit < tree.childCount(f.node.node)) {
                e = Event{.type = EventType::MoveLimit, .node = f.node.node, .prunedFrom = f.node.limit, .value = f.node.best};
                co_yield e;
            }
            const Frame& done = stack.back();
            e = Event{.type = EventType::Exit, .node = done.node.node, .value = done.chance ? done.sum : done.node.best};
            co_yield e;
            stack.pop_back();
            if (stack.empty()) break;
        }
        const NodeId n = e.node;
        const Value returned = e.value;
        Frame& p = stack.back();
        if (p.chance) {
            const Value weight = p.weights[tree.childIndex(n)];
            // 0 · ±∞ would be NaN: an outcome that never happens adds nothing.
            const Value old = p.sum;
            if (weight > 0) p.sum = readableSum(p.sum + weight * returned);
            e = Event{.type = EventType::ChanceSum, .node = p.node.node, .child = n, .alpha = weight, .beta = returned, .value = p.sum,
                      .old = old};
            co_yield e;
        } else if (backUp(p.node, n, returned, returned, returned, false, e)) {
            co_yield e;
        }
    }
}

}  // namespace ablab::core
