#include "model/chance.h"

#include <cmath>

#include "text/translate.h"

namespace ablab::core {

namespace {

// Probabilities are written as decimals (0.1 + 0.2 + 0.7): their sum is 1 only within rounding.
constexpr Value kSumTolerance = 1e-9;

}  // namespace

Value readableSum(Value sum) {
    if (!std::isfinite(sum) || std::abs(sum) >= 1e9) return sum;
    return std::round(sum * 1e9) / 1e9;
}

Value addOutcome(Value sum, Value weight, Value value) { return weight > 0 ? readableSum(sum + weight * value) : sum; }

std::vector<Value> chanceWeights(const Tree& tree, NodeId n) {
    std::vector<Value> weights;
    chanceWeights(tree, n, weights);
    return weights;
}

void chanceWeights(const Tree& tree, NodeId n, std::vector<Value>& weights) {
    const auto children = tree.children(n);
    Value written = 0;
    std::size_t missing = 0;
    for (const NodeId c : children) {
        if (const auto p = tree.probability(c)) written += *p;
        else ++missing;
    }
    const Value share = missing == 0 ? 0 : std::max<Value>(0, 1 - written) / static_cast<Value>(missing);
    weights.clear();
    weights.reserve(children.size());
    for (const NodeId c : children) weights.push_back(tree.probability(c).value_or(share));
}

std::optional<ChanceProblem> findChanceProblem(Language language, const Tree& tree) {
    if (!tree.hasChanceNodes() && !tree.hasProbabilities()) return std::nullopt;  // most trees: no walk over every node
    for (NodeId n = 0; n < tree.size(); ++n) {
        if (const auto p = tree.probability(n)) {
            if (n == Tree::root() || !tree.isChance(tree.parent(n)))
                return ChanceProblem{
                    n, translate(language, "\"probability\" belongs on a child of a chance node (\"player\": \"chance\")")};
            if (!(*p >= 0 && *p <= 1)) return ChanceProblem{n, translate(language, "a probability is a number from 0 to 1")};
        }
        if (!tree.isChance(n)) continue;
        Value written = 0;
        bool allWritten = true;
        for (const NodeId c : tree.children(n)) {
            if (const auto p = tree.probability(c)) written += *p;
            else allWritten = false;
        }
        if (written > 1 + kSumTolerance || (allWritten && std::abs(written - 1) > kSumTolerance))
            return ChanceProblem{n, translate(language, "the probabilities of a chance node's children must sum to 1, got {sum}",
                                              {{"sum", formatValue(written)}})};
    }
    return std::nullopt;
}

}  // namespace ablab::core
