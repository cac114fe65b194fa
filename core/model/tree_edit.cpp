#include "model/tree_edit.h"

#include "model/chance.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>
#include <stdexcept>

namespace ablab::core {

namespace {

// What becomes of automatic labels (model/tree.h's autoLabel) in a copy. A label is the
// name a class calls a subtree by: when children are only reordered, every node keeps its name
// ("worst first" must not call C's subtree B), so a node whose automatic label would change
// with its new place keeps its old one, written out. Edits that add or remove nodes leave
// automatic labels to their positions, so that no new node gets a name another node kept.
enum class Labels { FollowPositions, FollowNodes };

// Copies `tree` in preorder through a builder. `order(n)` lists the children of n to copy, in
// their new order (kNoNode stands for a new leaf); `visit(old, added, builder)` may change the
// copied node.
template <typename Order, typename Visit>
Tree copyTree(const Tree& tree, Order order, Visit visit, Labels labels = Labels::FollowPositions) {
    TreeBuilder builder;
    builder.setFirstPlayer(tree.firstPlayer());
    builder.info() = tree.info();
    struct Pending {
        NodeId old;
        NodeId newParent;
        std::uint32_t newIndex;  // among the new parent's children
    };
    std::vector<Pending> stack{{Tree::root(), kNoNode, 0}};
    while (!stack.empty()) {
        const Pending at = stack.back();
        stack.pop_back();
        const NodeId added = builder.addNode(at.newParent);
        if (at.old == kNoNode) {
            visit(at.old, added, builder);
            continue;
        }
        builder.setValue(added, tree.value(at.old));
        // Reordering keeps every label, so the new parent is called what the old one was.
        const bool keepsName =
            labels == Labels::FollowNodes && at.old != Tree::root() &&
            autoLabel(tree.label(tree.parent(at.old)), tree.depth(at.old), at.newIndex, added) != tree.label(at.old);
        if (tree.hasExplicitLabel(at.old) || keepsName) builder.setLabel(added, tree.label(at.old));
        if (const LocalizedText* note = tree.noteTexts(at.old)) builder.setNote(added, *note);
        if (!tree.board(at.old).empty()) builder.setBoard(added, std::string(tree.board(at.old)));
        if (const auto score = tree.score(at.old)) builder.setScore(added, *score);
        if (!tree.edgeLabel(at.old).empty()) builder.setEdgeLabel(added, std::string(tree.edgeLabel(at.old)));
        builder.setPlayerOverride(added, tree.playerOverride(at.old));
        if (tree.isChance(at.old)) builder.setChance(added);
        if (const auto p = tree.probability(at.old)) builder.setProbability(added, *p);
        visit(at.old, added, builder);
        const std::vector<NodeId> children = order(at.old);
        for (std::size_t i = children.size(); i-- > 0;) stack.push_back({children[i], added, static_cast<std::uint32_t>(i)});
    }
    return std::move(builder).build();
}

std::vector<NodeId> sameOrder(const Tree& tree, NodeId n) {
    const auto children = tree.children(n);
    return {children.begin(), children.end()};
}

void requireNode(const Tree& tree, NodeId n) {
    if (n >= tree.size()) throw std::invalid_argument("no such node");
}

}  // namespace

Tree withLeafValue(const Tree& tree, NodeId leaf, Value value) {
    requireNode(tree, leaf);
    if (!tree.isLeaf(leaf))
        throw std::invalid_argument(std::string(tree.label(leaf)) + " is not a leaf: only leaves have values to edit");
    if (std::isnan(value)) throw std::invalid_argument("a leaf value must be a number, inf or -inf");
    // Only the value changes: the new tree shares the old one's structure (and so its layout).
    std::vector<Value> values(tree.values().begin(), tree.values().end());
    values[leaf] = value;
    Tree edited = tree.withValues(std::move(values));
    // A file with this value would be refused (tree_file.cpp): ∞ beside a −∞ under a chance node.
    if (const auto problem = findChanceProblem(Language::English, edited))
        throw std::invalid_argument(std::string(edited.label(problem->node)) + ": " + problem->message);
    return edited;
}

Tree withChildAdded(const Tree& tree, NodeId parent, Value value) {
    requireNode(tree, parent);
    // A new outcome of a chance node whose written probabilities already sum to 1 would get
    // nothing: it gets an equal share, 1/(k+1), and the k others keep their odds among
    // themselves in what is left.
    const std::size_t k = tree.childCount(parent);
    Value written = 0;
    if (tree.isChance(parent))
        for (const NodeId c : tree.children(parent)) written += tree.probability(c).value_or(0);
    const bool share = tree.isChance(parent) && k > 0 && readableSum(written) >= 1;
    const Value newShare = share ? readableSum(1.0 / static_cast<Value>(k + 1)) : 0;
    return copyTree(
        tree,
        [&](NodeId n) {
            auto order = sameOrder(tree, n);
            if (n == parent) order.push_back(kNoNode);
            return order;
        },
        [&](NodeId old, NodeId added, TreeBuilder& b) {
            if (old == kNoNode) {
                b.setValue(added, value);
                if (share) b.setProbability(added, newShare);
            } else if (share && old != Tree::root() && tree.parent(old) == parent && tree.probability(old)) {
                b.setProbability(added, readableSum(*tree.probability(old) * (1 - newShare)));
            }
            // A leaf that gains a child becomes an inner node; its old value goes.
        });
}

Tree withSubtreeDeleted(const Tree& tree, NodeId n) {
    requireNode(tree, n);
    if (n == Tree::root()) throw std::invalid_argument("the root cannot be deleted");
    if (tree.childCount(tree.parent(n)) == 1)
        throw std::invalid_argument(std::string(tree.label(n)) + " is an only child: delete " +
                                    std::string(tree.label(tree.parent(n))) + "'s subtree instead, or add a sibling first");
    return copyTree(
        tree,
        [&](NodeId at) {
            auto order = sameOrder(tree, at);
            order.erase(std::remove(order.begin(), order.end(), n), order.end());
            return order;
        },
        [&](NodeId old, NodeId added, TreeBuilder& b) {
            // The outcomes left of a chance node keep their odds among themselves:
            // written probabilities are divided by what the deleted one leaves, so
            // the file still sums to 1 and reads back.
            const NodeId parent = tree.parent(n);
            if (old == kNoNode || old == Tree::root() || tree.parent(old) != parent || !tree.isChance(parent)) return;
            const Value left = 1 - chanceWeights(tree, parent)[tree.childIndex(n)];
            if (const auto p = tree.probability(old); p && left > 0) b.setProbability(added, *p / left);
        });
}

Tree withChildMoved(const Tree& tree, NodeId n, int offset) {
    requireNode(tree, n);
    if (n == Tree::root()) throw std::invalid_argument("the root has no siblings to move past");
    const NodeId parent = tree.parent(n);
    const long to = static_cast<long>(tree.childIndex(n)) + offset;
    if (to < 0 || to >= static_cast<long>(tree.childCount(parent)))
        throw std::invalid_argument(std::string(tree.label(n)) +
                                    (offset < 0 ? " is already the first child" : " is already the last child"));
    return copyTree(
        tree,
        [&](NodeId at) {
            auto order = sameOrder(tree, at);
            if (at == parent) std::swap(order[tree.childIndex(n)], order[static_cast<std::size_t>(to)]);
            return order;
        },
        [](NodeId, NodeId, TreeBuilder&) {}, Labels::FollowNodes);
}

Tree withPlayerOverride(const Tree& tree, NodeId n, std::optional<Player> player) {
    requireNode(tree, n);
    if (player && tree.isLeaf(n)) throw std::invalid_argument("a leaf has no one to move: set the player on an inner node");
    return copyTree(
        tree, [&](NodeId at) { return sameOrder(tree, at); },
        [&](NodeId old, NodeId added, TreeBuilder& b) {
            if (old == n) b.setPlayerOverride(added, player);
        });
}

Tree withFirstPlayer(const Tree& tree, Player first) {
    return copyTree(
        tree, [&](NodeId at) { return sameOrder(tree, at); },
        [&](NodeId old, NodeId, TreeBuilder& b) {
            if (old == Tree::root()) b.setFirstPlayer(first);
        });
}

Tree withRandomLeaves(const Tree& tree, std::uint64_t seed, int low, int high) {
    if (low > high) throw std::invalid_argument("the lowest value must not exceed the highest");
    std::mt19937_64 random(seed);
    std::uniform_int_distribution<int> pick(low, high);
    // Leaves are drawn in preorder (left to right), so a seed always gives the same tree.
    std::vector<Value> values(tree.values().begin(), tree.values().end());
    for (NodeId n = 0; n < tree.size(); ++n)
        if (tree.isLeaf(n)) values[n] = pick(random);
    return tree.withValues(std::move(values));
}

std::vector<Value> minimaxValues(const Tree& tree) {
    std::vector<Value> value(tree.size());
    // Children have larger ids than their parents: a reverse id loop sees every child first.
    for (NodeId n = static_cast<NodeId>(tree.size()); n-- > 0;) {
        if (tree.isLeaf(n)) {
            value[n] = tree.value(n);
            continue;
        }
        const bool isMax = tree.player(n) == Player::Max;
        Value best = isMax ? -kInfinity : kInfinity;
        for (NodeId c : tree.children(n)) best = isMax ? std::max(best, value[c]) : std::min(best, value[c]);
        value[n] = best;
    }
    return value;
}

Tree withChildrenSorted(const Tree& tree, bool bestFirst) {
    const std::vector<Value> value = minimaxValues(tree);
    return copyTree(
        tree,
        [&](NodeId at) {
            auto order = sameOrder(tree, at);
            // Best for the player to move: high for MAX, low for MIN. Stable, so
            // equal values keep their file order.
            const bool descending = (tree.player(at) == Player::Max) == bestFirst;
            std::stable_sort(order.begin(), order.end(),
                             [&](NodeId a, NodeId b) { return descending ? value[a] > value[b] : value[a] < value[b]; });
            return order;
        },
        [](NodeId, NodeId, TreeBuilder&) {}, Labels::FollowNodes);
}

Tree withChildrenByScore(const Tree& tree) {
    auto key = [&](NodeId n) { return tree.score(n).value_or(-kInfinity); };
    // A tree already in that order (one sorted before, as the window shows it) is itself: the
    // copy shares everything, and its layout stays good.
    bool inOrder = true;
    for (NodeId n = 0; n < tree.size() && inOrder; ++n) {
        const auto kids = tree.children(n);
        for (std::size_t i = 1; i < kids.size() && inOrder; ++i) inOrder = key(kids[i - 1]) >= key(kids[i]);
    }
    if (inOrder) return tree;
    return copyTree(
        tree,
        [&](NodeId at) {
            auto order = sameOrder(tree, at);
            std::stable_sort(order.begin(), order.end(), [&](NodeId a, NodeId b) { return key(a) > key(b); });
            return order;
        },
        [](NodeId, NodeId, TreeBuilder&) {}, Labels::FollowNodes);
}

NodeId samePlace(const Tree& from, NodeId n, const Tree& to) {
    const auto path = from.pathOf(n);
    return to.nodeAt(path);
}

std::vector<NodeId> samePlaces(const Tree& from, const Tree& to) {
    std::vector<NodeId> at(from.size(), kNoNode);
    if (from.size() == 0 || to.size() == 0) return at;
    at[Tree::root()] = Tree::root();
    // Preorder: a parent's place is known before its children's.
    for (NodeId n = 1; n < from.size(); ++n) {
        const NodeId parent = at[from.parent(n)];
        const std::uint32_t index = from.childIndex(n);
        if (parent != kNoNode && index < to.childCount(parent)) at[n] = to.children(parent)[index];
    }
    return at;
}

}  // namespace ablab::core
