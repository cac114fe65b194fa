// The evaluator against an oracle: a plain recursive α-β written here from the textbook, and
// brute-force minimax, on thousands of random trees under every option combination.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>

#include "search/search.h"
#include "search/trace.h"
#include "model/tree_edit.h"
#include "files/tree_file.h"

using namespace ablab::core;

namespace {

#if defined(__SANITIZE_ADDRESS__)
constexpr int kRandomTrees = 2'000;  // the sanitizers are ~10× slower; the normal build runs 10,000
#else
constexpr int kRandomTrees = 10'000;
#endif

// ---- random trees -----------------------------------------------------------------------------

struct Shape {
    int maxDepth;
    int maxBranching;
    double leafChance;  // an inner-level node becomes a leaf early (uneven trees)
    int low, high;      // leaf values; a small range gives many ties
    double infinityChance;
    double overrideChance;
    bool minRoot;
};

void grow(TreeBuilder& b, NodeId parent, int depth, const Shape& s, std::mt19937_64& random) {
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
    const int children = std::uniform_int_distribution<int>(1, s.maxBranching)(random);
    for (int c = 0; c < children; ++c) grow(b, n, depth + 1, s, random);
}

Tree randomTree(std::mt19937_64& random) {
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
std::vector<Value> limitedMinimax(const Tree& tree, std::uint32_t moveLimit) {
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
        for (std::size_t i = 0; i < count; ++i) best = isMax ? std::max(best, value[children[i]]) : std::min(best, value[children[i]]);
        value[n] = best;
    }
    return value;
}

std::vector<NodeId> leavesLeftToRight(const Tree& tree, std::uint32_t moveLimit) {
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

std::vector<SearchOptions> everyOptionSet() {
    std::vector<SearchOptions> all;
    for (Algorithm algorithm : {Algorithm::AlphaBeta, Algorithm::Minimax, Algorithm::MinimaxLevels})
        for (bool strict : {false, true})
            for (bool failHard : {false, true})
                for (bool shallow : {false, true})
                    for (std::uint32_t moveLimit : {0u, 2u}) {
                        SearchOptions o;
                        o.algorithm = algorithm;
                        o.strict = strict;
                        o.failHard = failHard;
                        o.shallow = shallow;
                        o.moveLimit = moveLimit;
                        all.push_back(o);
                    }
    return all;
}

}  // namespace

TEST(Oracle, EveryOptionSetAgreesWithTheOracleOnRandomTrees) {
    std::mt19937_64 random(20261122);
    const auto optionSets = everyOptionSet();
    for (int t = 0; t < kRandomTrees; ++t) {
        auto tree = std::make_shared<const Tree>(randomTree(random));
        for (const SearchOptions& options : optionSets) {
            const Trace trace = Trace::record(tree, options);
            const std::vector<Value> truth = limitedMinimax(*tree, options.moveLimit);
            SCOPED_TRACE(describe(options) + " on " + serializeTree(*tree));
            ASSERT_EQ(trace.rootValue(), truth[Tree::root()]);

            if (options.algorithm == Algorithm::AlphaBeta) {
                Oracle oracle{*tree, options, {}, {}};
                ASSERT_EQ(oracle.search(Tree::root(), -kInfinity, kInfinity), trace.rootValue());
                ASSERT_EQ(trace.evaluatedLeaves(), oracle.leaves);
                ASSERT_EQ(trace.prunedRoots(), oracle.pruned);
            } else {
                // minimax-levels evaluates a leaf when its parent is expanded, breadth-first
                // (朱福喜's order): the same leaves, in another order.
                std::vector<NodeId> evaluated = trace.evaluatedLeaves();
                if (options.algorithm == Algorithm::MinimaxLevels) std::sort(evaluated.begin(), evaluated.end());
                ASSERT_EQ(evaluated, leavesLeftToRight(*tree, options.moveLimit));
                ASSERT_TRUE(trace.prunedRoots().empty());
            }

            for (const Event& e : trace.events()) {
                if (e.type == EventType::Exit) {
                    // The fail-soft (and fail-hard) guarantee for every returned value.
                    const Value v = e.value, truthAt = truth[e.node];
                    switch (e.bound) {
                    case Bound::Exact: ASSERT_EQ(truthAt, v) << tree->label(e.node); break;
                    case Bound::Lower: ASSERT_GE(truthAt, v) << tree->label(e.node); break;
                    case Bound::Upper: ASSERT_LE(truthAt, v) << tree->label(e.node); break;
                    }
                }
                if (e.type == EventType::Cutoff) {
                    const bool atMax = tree->player(e.node) == Player::Max;
                    ASSERT_EQ(e.cutoff, atMax ? CutoffKind::Beta : CutoffKind::Alpha);
                    if (atMax) {
                        ASSERT_TRUE(options.strict ? e.value > e.beta : e.value >= e.beta);
                    } else {
                        ASSERT_TRUE(options.strict ? e.value < e.alpha : e.value <= e.alpha);
                    }
                    if (e.cause != kNoNode) {
                        ASSERT_TRUE(tree->isAncestorOrSelf(e.cause, e.node) && e.cause != e.node);
                        ASSERT_EQ(tree->player(e.cause), atMax ? Player::Min : Player::Max);
                        ASSERT_EQ(e.deep, e.cause != tree->parent(e.node));
                    } else {
                        ASSERT_FALSE(e.deep);
                    }
                    if (options.shallow) {
                        ASSERT_FALSE(e.deep);
                    }
                }
            }
            if (options.algorithm != Algorithm::AlphaBeta) {
                ASSERT_EQ(trace.stats().leavesEvaluated, leavesLeftToRight(*tree, options.moveLimit).size());
            }
        }
    }
}

TEST(Oracle, NegamaxIsOnlyAPresentationOfTheSameSearch) {
    std::mt19937_64 random(4711);
    for (int t = 0; t < 500; ++t) {
        auto tree = std::make_shared<const Tree>(randomTree(random));
        SearchOptions plain, negamax;
        negamax.negamax = true;
        const Trace a = Trace::record(tree, plain), b = Trace::record(tree, negamax);
        ASSERT_EQ(a.stepCount(), b.stepCount());
        for (std::size_t i = 0; i < a.stepCount(); ++i) {
            ASSERT_EQ(a.events()[i].type, b.events()[i].type);
            ASSERT_EQ(a.events()[i].node, b.events()[i].node);
            ASSERT_EQ(a.events()[i].value, b.events()[i].value);
        }
    }
}

TEST(Oracle, ShallowSearchesAtLeastAsMuchAsFullAlphaBeta) {
    std::mt19937_64 random(99);
    for (int t = 0; t < 2000; ++t) {
        auto tree = std::make_shared<const Tree>(randomTree(random));
        SearchOptions full, shallow;
        shallow.shallow = true;
        ASSERT_LE(Trace::record(tree, full).stats().leavesEvaluated, Trace::record(tree, shallow).stats().leavesEvaluated);
    }
}
