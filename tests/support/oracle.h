#pragma once
// The test oracle: random trees of every shape ablab meets, a plain recursive α-β written from
// the textbook, and brute-force minimax. Tests check the evaluator (and anything that reads
// trees) against these, never against the code under test. Recursion is fine here: the trees
// are at most a few plies deep.
#include <algorithm>
#include <random>
#include <vector>

#include "model/tree.h"
#include "search/search_options.h"

namespace ablab::testing {

using namespace ablab::core;

// ---- random trees -----------------------------------------------------------------------------

struct Shape {
    int maxDepth;
    int maxBranching;
    double leafChance;  // an inner-level node becomes a leaf early (uneven trees)
    int low, high;      // leaf values; a small range gives many ties
    double infinityChance;
    double overrideChance;
    bool minRoot;
    double chainChance = 0;  // an inner node gets exactly one child (one-child chains)
};

inline void grow(TreeBuilder& b, NodeId parent, int depth, const Shape& s, std::mt19937_64& random) {
    const NodeId n = b.addNode(parent);
    std::uniform_real_distribution<double> chance(0, 1);
    const bool leaf = depth == s.maxDepth || (depth > 0 && chance(random) < s.leafChance);
    if (leaf) {
        Value v = std::uniform_int_distribution<int>(s.low, s.high)(random);
        if (chance(random) < s.infinityChance) v = chance(random) < 0.5 ? kInfinity : -kInfinity;
        b.setValue(n, v);
        return;
    }
    if (chance(random) < s.overrideChance) b.setPlayerOverride(n, chance(random) < 0.5 ? Player::Max : Player::Min);
    // No draw without chains, so the trees of a seed stay the trees they were.
    const bool chain = s.chainChance > 0 && chance(random) < s.chainChance;
    const int children = chain ? 1 : std::uniform_int_distribution<int>(1, s.maxBranching)(random);
    for (int c = 0; c < children; ++c) grow(b, n, depth + 1, s, random);
}

inline Tree randomTree(std::mt19937_64& random) {
    std::uniform_real_distribution<double> chance(0, 1);
    Shape s;
    s.maxDepth = std::uniform_int_distribution<int>(1, 5)(random);
    s.maxBranching = std::uniform_int_distribution<int>(1, 4)(random);
    s.leafChance = chance(random) < 0.5 ? 0.0 : 0.3;  // half uniform-depth, half uneven
    const bool ties = chance(random) < 0.5;
    s.low = ties ? -2 : -50;
    s.high = ties ? 2 : 50;
    s.infinityChance = chance(random) < 0.2 ? 0.15 : 0.0;
    s.overrideChance = chance(random) < 0.25 ? 0.2 : 0.0;
    s.minRoot = chance(random) < 0.3;
    TreeBuilder b;
    if (s.minRoot) b.setFirstPlayer(Player::Min);
    grow(b, kNoNode, 0, s, random);
    return std::move(b).build();
}

// ---- the oracle -----------------------------------------------------------------------------

// α-β as AIMA and the lecture notes write it, recursively. With `shallow`, a node passes down
// only a bound it has set itself (Knuth–Moore's F1); otherwise its whole window.
struct Oracle {
    const Tree& tree;
    SearchOptions options;
    std::vector<NodeId> leaves;
    std::vector<NodeId> pruned;

    std::uint32_t limit(NodeId n) const {
        const auto count = static_cast<std::uint32_t>(tree.childCount(n));
        return options.moveLimit == 0 ? count : std::min(count, options.moveLimit);
    }
    bool empty(Value alpha, Value beta) const { return options.strict ? alpha > beta : alpha >= beta; }

    Value search(NodeId n, Value alpha, Value beta) {
        if (tree.isLeaf(n)) {
            leaves.push_back(n);
            return tree.value(n);
        }
        const bool pruning = options.algorithm == Algorithm::AlphaBeta;
        const bool isMax = tree.player(n) == Player::Max;
        Value v = isMax ? -kInfinity : kInfinity;
        Value a = alpha, b = beta;
        bool ownAlpha = false, ownBeta = false;
        const auto children = tree.children(n);
        for (std::uint32_t i = 0; i < limit(n); ++i) {
            Value childAlpha = -kInfinity, childBeta = kInfinity;
            if (pruning) {
                childAlpha = !options.shallow || ownAlpha ? a : -kInfinity;
                childBeta = !options.shallow || ownBeta ? b : kInfinity;
            }
            const Value t = search(children[i], childAlpha, childBeta);
            if (isMax) {
                v = std::max(v, t);
                if (v > a) a = v, ownAlpha = true;
            } else {
                v = std::min(v, t);
                if (v < b) b = v, ownBeta = true;
            }
            if (pruning && empty(a, b) && i + 1 < limit(n)) {
                for (std::uint32_t j = i + 1; j < limit(n); ++j) pruned.push_back(children[j]);
                break;
            }
        }
        if (pruning && options.failHard) return std::clamp(v, std::min(alpha, beta), beta);
        return v;
    }
};

// Minimax of every node of the tree as the move limit leaves it.
inline std::vector<Value> limitedMinimax(const Tree& tree, std::uint32_t moveLimit) {
    std::vector<Value> value(tree.size());
    for (NodeId n = static_cast<NodeId>(tree.size()); n-- > 0;) {
        if (tree.isLeaf(n)) {
            value[n] = tree.value(n);
            continue;
        }
        const bool isMax = tree.player(n) == Player::Max;
        Value best = isMax ? -kInfinity : kInfinity;
        const auto children = tree.children(n);
        const std::size_t count = moveLimit == 0 ? children.size() : std::min<std::size_t>(children.size(), moveLimit);
        for (std::size_t i = 0; i < count; ++i)
            best = isMax ? std::max(best, value[children[i]]) : std::min(best, value[children[i]]);
        value[n] = best;
    }
    return value;
}

inline std::vector<NodeId> leavesLeftToRight(const Tree& tree, std::uint32_t moveLimit) {
    std::vector<NodeId> leaves;
    std::vector<NodeId> stack{Tree::root()};
    while (!stack.empty()) {
        const NodeId n = stack.back();
        stack.pop_back();
        if (tree.isLeaf(n)) {
            leaves.push_back(n);
            continue;
        }
        const auto children = tree.children(n);
        const std::size_t count = moveLimit == 0 ? children.size() : std::min<std::size_t>(children.size(), moveLimit);
        for (std::size_t i = count; i-- > 0;) stack.push_back(children[i]);
    }
    return leaves;
}

}  // namespace ablab::testing
