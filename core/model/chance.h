#pragma once
// The weights of a chance node's children: the probabilities written on them, the children
// without one sharing equally what the written ones leave (all equal when none is written).
#include <optional>
#include <string>
#include <vector>

#include "model/tree.h"

namespace ablab::core {

// The weight of each child of chance node n, in child order.
std::vector<Value> chanceWeights(const Tree& tree, NodeId n);
// The same, written over `weights`, whose memory is kept: a search that refills one vector per
// level of the tree allocates nothing once it has been as deep as the tree goes.
void chanceWeights(const Tree& tree, NodeId n, std::vector<Value>& weights);

// A chance node's running sum as ablab keeps it: decimal probabilities do not add exactly in
// binary (0.9 · 2 + 0.1 · 1 = 1.9000000000000001), so sums are kept to nine decimals, which is
// what a student checks by hand.
Value readableSum(Value sum);
// The running sum after one more outcome: weight · value added, kept readable. An outcome that
// never happens (weight 0) adds nothing, not even a ±∞ (0 · ±∞ would be NaN).
Value addOutcome(Value sum, Value weight, Value value);

// What is wrong with the tree's chance nodes, if anything, and at which node: a probability
// outside [0, 1], on a child of a node that is not a chance node, written ones summing past 1,
// or all written and not summing to 1; or outcomes that can be ∞ and −∞, whose weighted sum
// would be NaN.
struct ChanceProblem {
    NodeId node;
    std::string message;
};
std::optional<ChanceProblem> findChanceProblem(Language language, const Tree& tree);

}  // namespace ablab::core
