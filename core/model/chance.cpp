#include "model/chance.h"

#include <algorithm>
#include <cmath>

#include "text/translate.h"

namespace ablab::core {

namespace {

// Probabilities are written as decimals (0.1 + 0.2 + 0.7): their sum is 1 only within rounding.
constexpr Value kSumTolerance = 1e-9;

// A chance node's value is a weighted sum, and ∞ + (−∞) is no number: a node whose outcomes
// can be ∞ one and −∞ another would be worth NaN, which no comparison orders and no output can
// write. "Can be" under any --move-limit: each node gets the lowest and highest value any search
// can give it, a leaf its own, a MAX or MIN node one of its children's, a chance node its
// running sum after any of its outcomes (the limit may stop it after any), summed as the
// searches sum (addOutcome: its rounding keeps the order of what it adds, so an outcome's
// bounds bound its share). A sum that can reach ∞ is refused an outcome that can be −∞, and
// the other way round; a finite sum that overflows counts as infinite too.
std::optional<ChanceProblem> findUndefinedSum(Language language, const Tree& tree) {
    std::vector<Value> lowest(tree.size()), highest(tree.size()), weights;
    // Children come after their parent in preorder: a reverse loop sees every child first, so
    // the node it names has no such problem below it.
    for (NodeId n = static_cast<NodeId>(tree.size()); n-- > 0;) {
        if (tree.isLeaf(n)) {
            lowest[n] = highest[n] = tree.value(n);
            continue;
        }
        const auto children = tree.children(n);
        lowest[n] = kInfinity, highest[n] = -kInfinity;
        if (!tree.isChance(n)) {
            for (const NodeId c : children)
                lowest[n] = std::min(lowest[n], lowest[c]), highest[n] = std::max(highest[n], highest[c]);
            continue;
        }
        chanceWeights(tree, n, weights);
        Value sumLow = 0, sumHigh = 0;
        NodeId towardsInfinity = kNoNode, towardsMinusInfinity = kNoNode;  // the outcomes that took the sums there
        for (std::size_t i = 0; i < children.size(); ++i) {
            const NodeId c = children[i];
            const bool plusThenMinus = sumHigh == kInfinity && lowest[c] == -kInfinity;
            if (weights[i] > 0 && (plusThenMinus || (sumLow == -kInfinity && highest[c] == kInfinity))) {
                return ChanceProblem{
                    n,
                    translate(
                        language,
                        "outcome {plus} can be ∞ and outcome {minus} -∞, whose weighted sum has no value: expected a chance node's outcomes to be infinite one way only",
                        {{"plus", tree.label(plusThenMinus ? towardsInfinity : c)},
                         {"minus", tree.label(plusThenMinus ? c : towardsMinusInfinity)}})};
            }
            sumLow = addOutcome(sumLow, weights[i], lowest[c]);
            sumHigh = addOutcome(sumHigh, weights[i], highest[c]);
            if (sumHigh == kInfinity && towardsInfinity == kNoNode) towardsInfinity = c;
            if (sumLow == -kInfinity && towardsMinusInfinity == kNoNode) towardsMinusInfinity = c;
            lowest[n] = std::min(lowest[n], sumLow), highest[n] = std::max(highest[n], sumHigh);
        }
    }
    return std::nullopt;
}

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
    return findUndefinedSum(language, tree);
}

}  // namespace ablab::core
