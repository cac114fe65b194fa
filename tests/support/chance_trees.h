#pragma once
// Random game trees with chance nodes, and the textbook expectiminimax recursion as the oracle
// the expectiminimax and Star1 tests compare against. Leaves lie in [-9, 9].
#include <algorithm>
#include <random>

#include "model/tree.h"

namespace ablab::testing {

using ablab::core::kInfinity;
using ablab::core::kNoNode;
using ablab::core::NodeId;
using ablab::core::Player;
using ablab::core::Tree;
using ablab::core::TreeBuilder;

// A chance node here is built with explicit probabilities on some children and none on the
// others (they share what is left equally), as files may write them.
struct ChanceShape {
    int maxDepth;
    double chanceChance;
};

inline void growChanceTree(TreeBuilder& b, NodeId parent, int depth, const ChanceShape& s, std::mt19937_64& random,
                           bool parentIsChance, double probability) {
    const NodeId n = b.addNode(parent);
    std::uniform_real_distribution<double> chance(0, 1);
    if (parentIsChance && probability >= 0) b.setProbability(n, probability);
    if (depth == s.maxDepth || (depth > 0 && chance(random) < 0.2)) {
        b.setValue(n, std::uniform_int_distribution<int>(-9, 9)(random));  // Star1's tests rely on [-9, 9]
        return;
    }
    const bool isChance = chance(random) < s.chanceChance;
    if (isChance) b.setChance(n);
    const int children = std::uniform_int_distribution<int>(1, 3)(random);
    // Quarters, written on every child but the last when `written`: sums stay exact.
    const bool written = isChance && chance(random) < 0.5;
    double left = 1;
    for (int c = 0; c < children; ++c) {
        double p = -1;
        if (written && c + 1 < children) {
            p = std::min(left, 0.25 * std::uniform_int_distribution<int>(0, 2)(random));
            left -= p;
        }
        growChanceTree(b, n, depth + 1, s, random, isChance, p);
    }
}

// The textbook recursion, weights worked out here from the probabilities as written.
struct RecursiveExpectiminimax {
    const Tree& tree;
    int leaves = 0;

    double value(NodeId n) {
        if (tree.isLeaf(n)) {
            ++leaves;
            return tree.value(n);
        }
        const auto children = tree.children(n);
        if (tree.isChance(n)) {
            double written = 0;
            int missing = 0;
            for (NodeId c : children) {
                if (tree.probability(c)) written += *tree.probability(c);
                else ++missing;
            }
            double sum = 0;
            for (NodeId c : children) {
                const double p = tree.probability(c) ? *tree.probability(c) : (1 - written) / missing;
                const double v = value(c);
                if (p > 0) sum += p * v;
            }
            return sum;
        }
        const bool isMax = tree.player(n) == Player::Max;
        double best = isMax ? -kInfinity : kInfinity;
        for (NodeId c : children) best = isMax ? std::max(best, value(c)) : std::min(best, value(c));
        return best;
    }
};

}  // namespace ablab::testing
