// The three-phase minimax of the 朱福喜 chapter: expand the tree breadth-first down to the
// bottom, evaluate every leaf, then back the values up level by level, deepest level first.
// There is no pruning; the events come in exactly that order, so a class sees the whole tree
// grow before a single value moves.
#include <algorithm>
#include <vector>

#include "search/search.h"

namespace ablab::core {

Generator<Event> searchLevels(std::shared_ptr<const Tree> treeOwner, SearchOptions options) {
    const Tree& tree = *treeOwner;

    // The searched nodes, level by level; within a level, left to right.
    std::vector<std::vector<NodeId>> levels(1, std::vector<NodeId>{Tree::root()});
    Event e;
    for (std::size_t level = 0; level < levels.size(); ++level) {
        for (std::size_t i = 0; i < levels[level].size(); ++i) {
            const NodeId n = levels[level][i];
            e = Event{};
            e.type = EventType::Enter;
            e.node = n;
            co_yield e;
            const std::uint32_t searched = searchedChildCount(tree, n, options);
            if (searched > 0 && levels.size() == level + 1) levels.emplace_back();
            for (std::uint32_t c = 0; c < searched; ++c) levels[level + 1].push_back(tree.children(n)[c]);
            if (searched < tree.childCount(n)) {
                e = Event{};
                e.type = EventType::MoveLimit;
                e.node = n;
                e.prunedFrom = searched;
                e.value = tree.player(n) == Player::Max ? -kInfinity : kInfinity;
                co_yield e;
            }
        }
    }

    // Evaluate the leaves, left to right: a leaf's preorder id orders it.
    std::vector<NodeId> leaves;
    for (const auto& level : levels)
        for (NodeId n : level)
            if (tree.isLeaf(n)) leaves.push_back(n);
    std::sort(leaves.begin(), leaves.end());
    std::vector<Value> value(tree.size(), 0);
    for (NodeId n : leaves) {
        value[n] = tree.value(n);
        e = Event{};
        e.type = EventType::Leaf;
        e.node = n;
        e.value = value[n];
        co_yield e;
    }

    // Back up, deepest level first.
    for (std::size_t level = levels.size(); level-- > 0;) {
        for (NodeId n : levels[level]) {
            if (tree.isLeaf(n)) continue;
            const bool isMax = tree.player(n) == Player::Max;
            Value best = isMax ? -kInfinity : kInfinity;
            const auto children = tree.children(n);
            for (std::uint32_t c = 0; c < searchedChildCount(tree, n, options); ++c) {
                const Value v = value[children[c]];
                if (isMax ? v > best : v < best) {
                    e = Event{};
                    e.type = EventType::ValueUpdate;
                    e.node = n;
                    e.child = children[c];
                    e.old = best;
                    e.value = v;
                    best = v;
                    co_yield e;
                }
            }
            value[n] = best;
            e = Event{};
            e.type = EventType::Exit;
            e.node = n;
            e.value = best;
            co_yield e;
        }
    }
}

}  // namespace ablab::core
