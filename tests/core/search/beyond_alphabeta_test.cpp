// NegaScout, MTD(f) and MT-SSS* against code written here: a recursive NegaScout and a recursive
// MTD(f) with its table, brute-force minimax on thousands of random trees, and the published
// theorems (Knuth–Moore's best case, NegaScout's dominance under perfect ordering, MT-SSS*
// never evaluating a leaf α-β skips).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <numeric>
#include <random>
#include <set>
#include <sstream>

#include "files/tree_file.h"
#include "support/oracle.h"
#include "support/sanitized_build.h"
#include "search/search.h"
#include "search/sss.h"
#include "search/trace.h"
#include "search/trace_format.h"
#include "run/run.h"

using namespace ablab::core;

namespace {

constexpr int kMixedShapeTrees = ablab::testing::kSanitized ? 2'000 : 10'000;

// ---- random trees of mixed shapes (tests/support/oracle.h's, with one-child chains and depth 6) ----

std::shared_ptr<const Tree> mixedShapeTree(std::mt19937_64& random) {
    std::uniform_real_distribution<double> chance(0, 1);
    ablab::testing::Shape s{};
    s.maxDepth = std::uniform_int_distribution<int>(1, 6)(random);
    s.maxBranching = std::uniform_int_distribution<int>(1, 4)(random);
    s.leafChance = chance(random) < 0.5 ? 0.0 : 0.3;
    s.chainChance = chance(random) < 0.3 ? 0.4 : 0.0;
    const bool ties = chance(random) < 0.5;
    s.low = ties ? -2 : -50;
    s.high = ties ? 2 : 50;
    s.infinityChance = chance(random) < 0.2 ? 0.15 : 0.0;
    s.overrideChance = chance(random) < 0.2 ? 0.2 : 0.0;
    TreeBuilder b;
    if (chance(random) < 0.3) b.setFirstPlayer(Player::Min);
    ablab::testing::grow(b, kNoNode, 0, s, random);
    return std::make_shared<const Tree>(std::move(b).build());
}

// ---- code written here ------------------------------------------------------------------------

// Whole-number trees: the null window above a is (a, a + 1); at ±∞ the next double.
Value plusOne(Value a) { return std::isfinite(a) ? a + 1 : std::nextafter(a, kInfinity); }
Value minusOne(Value b) { return std::isfinite(b) ? b - 1 : std::nextafter(b, -kInfinity); }

std::uint32_t limitOf(const Tree& tree, NodeId n, std::uint32_t moveLimit) {
    const auto count = static_cast<std::uint32_t>(tree.childCount(n));
    return moveLimit == 0 ? count : std::min(count, moveLimit);
}

// Reinefeld's NegaScout in max/min form, recursively, fail-soft. Each call also returns an
// interval known to hold the true value, so a probe whose value is already exact (it cut
// nothing) is not searched again.
struct RecursiveNegaScout {
    const Tree& tree;
    std::uint32_t moveLimit = 0;
    std::vector<NodeId> leaves;
    int researches = 0;

    struct Result {
        Value v, lo, hi;
        bool exact() const { return lo == v && hi == v; }
    };

    Result search(NodeId n, Value alpha, Value beta) {
        if (tree.isLeaf(n)) {
            leaves.push_back(n);
            return {tree.value(n), tree.value(n), tree.value(n)};
        }
        const bool isMax = tree.player(n) == Player::Max;
        const Value worst = isMax ? -kInfinity : kInfinity;
        Result r{worst, worst, worst};
        const auto children = tree.children(n);
        const std::uint32_t count = limitOf(tree, n, moveLimit);
        for (std::uint32_t i = 0; i < count; ++i) {
            if (i > 0 && (isMax ? r.v >= beta : r.v <= alpha)) {
                // Pruned children could only move the value further the same way.
                (isMax ? r.hi : r.lo) = isMax ? kInfinity : -kInfinity;
                break;
            }
            const NodeId c = children[i];
            const Value a = isMax ? std::max(alpha, r.v) : alpha, b = isMax ? beta : std::min(beta, r.v);
            Result t;
            auto probeThenResearch = [&](Value pa, Value pb, bool high) {
                const Result probe = search(c, pa, pb);
                const bool failed = high ? probe.v > a && probe.v < b : probe.v < b && probe.v > a;
                if (!failed || probe.exact()) return probe;
                ++researches;
                Result again = search(c, high ? probe.v : a, high ? b : probe.v);
                again.lo = std::max(again.lo, probe.lo);
                again.hi = std::min(again.hi, probe.hi);
                return again;
            };
            if (i == 0 || tree.isLeaf(c)) t = search(c, a, b);
            else if (isMax && a > -kInfinity && plusOne(a) < b) t = probeThenResearch(a, plusOne(a), true);
            else if (!isMax && b < kInfinity && minusOne(b) > a) t = probeThenResearch(minusOne(b), b, false);
            else t = search(c, a, b);
            r.v = isMax ? std::max(r.v, t.v) : std::min(r.v, t.v);
            r.lo = isMax ? std::max(r.lo, t.lo) : std::min(r.lo, t.lo);
            r.hi = isMax ? std::max(r.hi, t.hi) : std::min(r.hi, t.hi);
        }
        return r;
    }
};

// Plain fail-soft α-β, full window, ties prune.
struct RecursiveAlphaBeta {
    const Tree& tree;
    std::vector<NodeId> leaves;

    Value search(NodeId n, Value alpha, Value beta) {
        if (tree.isLeaf(n)) {
            leaves.push_back(n);
            return tree.value(n);
        }
        const bool isMax = tree.player(n) == Player::Max;
        Value v = isMax ? -kInfinity : kInfinity;
        for (NodeId c : tree.children(n)) {
            const Value t = search(c, alpha, beta);
            if (isMax) v = std::max(v, t), alpha = std::max(alpha, v);
            else v = std::min(v, t), beta = std::min(beta, v);
            if (alpha >= beta) break;
        }
        return v;
    }
};

// Plaat et al.'s MTD(f): MT is α-β with memory, the table keeps both bounds of every node.
struct RecursiveMtd {
    const Tree& tree;
    std::uint32_t moveLimit = 0;
    std::map<NodeId, std::pair<Value, Value>> table;  // node → (lower, upper)
    std::vector<NodeId> leaves;
    int passes = 0;

    std::pair<Value, Value>& entry(NodeId n) { return table.try_emplace(n, -kInfinity, kInfinity).first->second; }

    Value run(Value firstGuess) {
        Value g = firstGuess, lower = -kInfinity, upper = kInfinity;
        while (lower < upper) {
            const Value beta = g == lower ? plusOne(g) : g;
            ++passes;
            g = mtStore(Tree::root(), minusOne(beta), beta);
            if (g < beta) upper = g;
            else lower = g;
        }
        return g;
    }

    // MT: α-β with memory. A result at or below α is an upper bound, at or above β a lower one;
    // the table keeps the tightest of what every pass proved.
    Value mtStore(NodeId n, Value alpha, Value beta) {
        auto [lower, upper] = entry(n);
        if (n != Tree::root() && (lower >= beta || upper <= alpha)) return lower >= beta ? lower : upper;
        if (tree.isLeaf(n)) {
            leaves.push_back(n);
            entry(n) = {tree.value(n), tree.value(n)};
            return tree.value(n);
        }
        const bool isMax = tree.player(n) == Player::Max;
        Value g = isMax ? -kInfinity : kInfinity;
        Value a = alpha, b = beta;
        for (std::uint32_t i = 0; i < limitOf(tree, n, moveLimit) && a < b; ++i) {
            const Value t = mtStore(tree.children(n)[i], a, b);
            if (isMax) g = std::max(g, t), a = std::max(a, g);
            else g = std::min(g, t), b = std::min(b, g);
        }
        auto& stored = entry(n);
        if (g <= alpha) stored.second = std::min(stored.second, g);
        if (g >= beta) stored.first = std::max(stored.first, g);
        if (g > alpha && g < beta) stored = {std::max(stored.first, g), std::min(stored.second, g)};
        return g;
    }
};

std::set<NodeId> distinct(const std::vector<NodeId>& leaves) { return {leaves.begin(), leaves.end()}; }

SearchOptions optionsFor(Algorithm algorithm, std::uint32_t moveLimit = 0, Value firstGuess = 0) {
    SearchOptions o;
    o.algorithm = algorithm;
    o.moveLimit = moveLimit;
    o.firstGuess = firstGuess;
    return o;
}

// Every value a search returns (Exit) or takes from its table (a hit) holds for the node.
void expectBoundsHold(const Trace& trace, const std::vector<Value>& truth) {
    for (const Event& e : trace.events()) {
        if (e.type != EventType::Exit && e.type != EventType::TableHit) continue;
        const Value v = e.value, at = truth[e.node];
        switch (e.bound) {
        case Bound::Exact: ASSERT_EQ(at, v) << trace.tree().label(e.node); break;
        case Bound::Lower: ASSERT_GE(at, v) << trace.tree().label(e.node); break;
        case Bound::Upper: ASSERT_LE(at, v) << trace.tree().label(e.node); break;
        }
    }
}

// The same tree with every node's children sorted best first for the side to move.
std::shared_ptr<const Tree> perfectlyOrdered(const Tree& tree) {
    const std::vector<Value> value = ablab::testing::limitedMinimax(tree, 0);
    TreeBuilder b;
    b.setFirstPlayer(tree.firstPlayer());
    std::function<void(NodeId, NodeId)> copy = [&](NodeId n, NodeId parent) {
        const NodeId added = b.addNode(parent);
        if (tree.isLeaf(n)) {
            b.setValue(added, tree.value(n));
            return;
        }
        b.setPlayerOverride(added, tree.playerOverride(n));
        std::vector<NodeId> children(tree.children(n).begin(), tree.children(n).end());
        const bool isMax = tree.player(n) == Player::Max;
        std::stable_sort(children.begin(), children.end(),
                         [&](NodeId x, NodeId y) { return isMax ? value[x] > value[y] : value[x] < value[y]; });
        for (NodeId c : children) copy(c, added);
    };
    copy(Tree::root(), kNoNode);
    return std::make_shared<const Tree>(std::move(b).build());
}

}  // namespace

TEST(BeyondAlphaBeta, EveryAlgorithmFindsTheMinimaxValueOnRandomTrees) {
    std::mt19937_64 random(17);
    for (int t = 0; t < kMixedShapeTrees; ++t) {
        const auto tree = mixedShapeTree(random);
        const std::uint32_t moveLimit = t % 5 == 0 ? 2 : 0;
        const std::vector<Value> truth = ablab::testing::limitedMinimax(*tree, moveLimit);
        std::vector<SearchOptions> runs = {optionsFor(Algorithm::NegaScout, moveLimit), optionsFor(Algorithm::MtSss, moveLimit)};
        for (const Value guess : {0.0, -7.0, 3.0, 60.0}) runs.push_back(optionsFor(Algorithm::MtdF, moveLimit, guess));
        for (const SearchOptions& options : runs) {
            SCOPED_TRACE(describe(options) + " on " + serializeTree(*tree));
            const auto traceRun = makeRun(tree, options);
            const Trace& trace = *traceRun->trace;
            ASSERT_EQ(trace.rootValue(), truth[Tree::root()]);
            expectBoundsHold(trace, truth);
            if (HasFatalFailure()) return;
        }
    }
}

TEST(BeyondAlphaBeta, NegaScoutEvaluatesWhatARecursiveNegaScoutEvaluates) {
    std::mt19937_64 random(1983);
    for (int t = 0; t < kMixedShapeTrees; ++t) {
        const auto tree = mixedShapeTree(random);
        const std::uint32_t moveLimit = t % 4 == 0 ? 2 : 0;
        RecursiveNegaScout oracle{*tree, moveLimit, {}, 0};
        const Value value = oracle.search(Tree::root(), -kInfinity, kInfinity).v;
        const auto traceRun = makeRun(tree, optionsFor(Algorithm::NegaScout, moveLimit));
        const Trace& trace = *traceRun->trace;
        SCOPED_TRACE(serializeTree(*tree));
        ASSERT_EQ(trace.rootValue(), value);
        ASSERT_EQ(trace.evaluatedLeaves(), oracle.leaves);
        ASSERT_EQ(trace.stats().researches, static_cast<std::size_t>(oracle.researches));
    }
}

TEST(BeyondAlphaBeta, MtdEvaluatesWhatARecursiveMtdEvaluates) {
    std::mt19937_64 random(1996);
    for (int t = 0; t < kMixedShapeTrees; ++t) {
        const auto tree = mixedShapeTree(random);
        const std::uint32_t moveLimit = t % 4 == 0 ? 2 : 0;
        for (const Algorithm algorithm : {Algorithm::MtdF, Algorithm::MtSss}) {
            const Value guess = algorithm == Algorithm::MtSss ? kInfinity : static_cast<Value>(t % 7) - 3;
            RecursiveMtd oracle{*tree, moveLimit, {}, {}, 0};
            const Value value = oracle.run(guess);
            const auto traceRun = makeRun(tree, optionsFor(algorithm, moveLimit, algorithm == Algorithm::MtdF ? guess : 0));
            const Trace& trace = *traceRun->trace;
            SCOPED_TRACE(std::string(algorithmName(algorithm)) + " on " + serializeTree(*tree));
            ASSERT_EQ(trace.rootValue(), value);
            ASSERT_EQ(trace.evaluatedLeaves(), oracle.leaves);
            ASSERT_EQ(trace.stats().passes, static_cast<std::size_t>(oracle.passes));
        }
    }
}

TEST(BeyondAlphaBeta, MtdGuessingTheValueNeedsTwoPasses) {
    std::mt19937_64 random(2);
    for (int t = 0; t < 500; ++t) {
        const auto tree = mixedShapeTree(random);
        const Value value = ablab::testing::limitedMinimax(*tree, 0)[Tree::root()];
        if (!std::isfinite(value) || tree->isLeaf(Tree::root())) continue;
        // One pass proves value ≥ f, the next value < f + 1.
        EXPECT_EQ((*makeRun(tree, optionsFor(Algorithm::MtdF, 0, value))->trace).stats().passes, 2u) << serializeTree(*tree);
    }
}

// Stockman (1979), for MT-SSS* by Plaat et al. (1996): best-first never evaluates a leaf that
// α-β, searching the same order with the full window, skips.
TEST(BeyondAlphaBeta, MtSssNeverEvaluatesALeafAlphaBetaSkips) {
    std::mt19937_64 random(1979);
    for (int t = 0; t < kMixedShapeTrees; ++t) {
        const auto tree = mixedShapeTree(random);
        RecursiveAlphaBeta alphaBeta{*tree, {}};
        alphaBeta.search(Tree::root(), -kInfinity, kInfinity);
        const std::set<NodeId> alphaBetaLeaves = distinct(alphaBeta.leaves);
        const std::set<NodeId> sssLeaves = distinct((*makeRun(tree, optionsFor(Algorithm::MtSss))->trace).evaluatedLeaves());
        ASSERT_TRUE(std::includes(alphaBetaLeaves.begin(), alphaBetaLeaves.end(), sssLeaves.begin(), sssLeaves.end()))
            << serializeTree(*tree);
    }
}

TEST(BeyondAlphaBeta, WithPerfectOrderingNegaScoutEvaluatesNoMoreLeavesThanAlphaBeta) {
    std::mt19937_64 random(1234);
    for (int t = 0; t < 3000; ++t) {
        const auto tree = perfectlyOrdered(*mixedShapeTree(random));
        const std::size_t alphaBeta = (*makeRun(tree, optionsFor(Algorithm::AlphaBeta))->trace).stats().leavesEvaluated;
        const std::size_t negaScout =
            distinct((*makeRun(tree, optionsFor(Algorithm::NegaScout))->trace).evaluatedLeaves()).size();
        ASSERT_LE(negaScout, alphaBeta) << serializeTree(*tree);
    }
}

// Knuth & Moore (1975): on a uniform tree, perfectly ordered, α-β evaluates exactly the
// minimal tree's b^⌈d/2⌉ + b^⌊d/2⌋ − 1 leaves.
TEST(BeyondAlphaBeta, AlphaBetaOnTheKnuthMooreBestCaseTree) {
    std::mt19937_64 random(1975);
    for (std::uint32_t b = 1; b <= 4; ++b) {
        for (std::uint32_t d = 1; d <= 6; ++d) {
            const auto leaves = static_cast<std::size_t>(std::pow(b, d));
            std::vector<Value> values(leaves);
            std::iota(values.begin(), values.end(), 1.0);  // distinct: no tie prunes extra
            std::shuffle(values.begin(), values.end(), random);
            const auto tree = perfectlyOrdered(makeUniformTree(b, d, values));
            const auto expected = static_cast<std::size_t>(std::pow(b, (d + 1) / 2) + std::pow(b, d / 2) - 1);
            EXPECT_EQ((*makeRun(tree, optionsFor(Algorithm::AlphaBeta))->trace).stats().leavesEvaluated, expected)
                << "b = " << b << ", d = " << d;
        }
    }
}

TEST(BeyondAlphaBeta, TraceJsonKeepsItsSchemaForEveryAlgorithm) {
    auto tree =
        std::make_shared<const Tree>(parseTree(Language::English, R"({"root": [[3, 12, 8], [2, 4, 6], [14, 5, 2]]})", "aima"));
    for (const Algorithm algorithm : kAllAlgorithms) {
        std::ostringstream out;
        writeTrace(Wording{}, out, (*makeRun(tree, optionsFor(algorithm))->trace), TraceFormat::Json);
        const auto json = nlohmann::json::parse(out.str());
        SCOPED_TRACE(algorithmName(algorithm));
        EXPECT_EQ(json["root_value"], 3);
        EXPECT_TRUE(json["evaluated_leaves"].is_array());
        EXPECT_TRUE(json["events"].is_array() && !json["events"].empty());
        EXPECT_TRUE(json["stats"].contains("leaves_evaluated"));
        EXPECT_EQ(json["options"]["algorithm"], algorithmName(algorithm));
    }
}

TEST(BeyondAlphaBeta, PvsIsNegaScoutsOtherName) {
    Algorithm a = Algorithm::AlphaBeta;
    ASSERT_TRUE(parseAlgorithm("pvs", a));
    EXPECT_EQ(a, Algorithm::NegaScout);
    for (const Algorithm algorithm : kAllAlgorithms) {
        ASSERT_TRUE(parseAlgorithm(algorithmName(algorithm), a));
        EXPECT_EQ(a, algorithm);
    }
}

// Plaat et al. (1996): MT-SSS* evaluates exactly the leaves SSS* does; with Stockman's theorem
// (checked for MT-SSS* above) SSS* never evaluates a leaf α-β skips.
TEST(BeyondAlphaBeta, SssFindsTheValueAndEvaluatesExactlyMtSsssLeaves) {
    std::mt19937_64 random(1979'1996);
    struct {
        int minRoot = 0, uneven = 0, samePlayerTwice = 0;
    } checked;
    for (int t = 0; t < kMixedShapeTrees; ++t) {
        const auto tree = mixedShapeTree(random);
        const std::uint32_t moveLimit = t % 5 == 0 ? 2 : 0;
        const std::vector<Value> truth = ablab::testing::limitedMinimax(*tree, moveLimit);
        const auto sssRun = makeRun(tree, optionsFor(Algorithm::Sss, moveLimit));
        const Trace& sss = *sssRun->trace;
        SCOPED_TRACE(serializeTree(*tree));
        ASSERT_EQ(sss.rootValue(), truth[Tree::root()]);
        expectBoundsHold(sss, truth);
        if (HasFatalFailure()) return;
        const std::set<NodeId> sssLeaves = distinct(sss.evaluatedLeaves());
        ASSERT_EQ(sssLeaves.size(), sss.evaluatedLeaves().size()) << "SSS* evaluates each leaf once";
        // Both theorems are proved for MAX at the root and alternating plies; they hold as well
        // on MIN roots, uneven trees and two plies of one player in a row (SSS* and MT-SSS*
        // read a node's player, not its depth), and are checked on all of them. Not after a
        // −∞ leaf: SSS* still evaluates the MIN node's other children (nothing in Γ stops at
        // h = −∞), where MT's window is already empty.
        bool finite = true;
        for (NodeId n = 0; n < tree->size() && finite; ++n) finite = !tree->isLeaf(n) || std::isfinite(tree->value(n));
        if (!finite) continue;
        bool uneven = false, samePlayerTwice = false;
        for (NodeId n = 1; n < tree->size(); ++n) {
            uneven = uneven || (tree->isLeaf(n) && tree->depth(n) != tree->height());
            samePlayerTwice = samePlayerTwice || (!tree->isLeaf(n) && tree->player(n) == tree->player(tree->parent(n)));
        }
        checked.minRoot += tree->player(Tree::root()) == Player::Min;
        checked.uneven += uneven;
        checked.samePlayerTwice += samePlayerTwice;
        ASSERT_EQ(sssLeaves, distinct((*makeRun(tree, optionsFor(Algorithm::MtSss, moveLimit))->trace).evaluatedLeaves()));
        if (moveLimit == 0) {
            RecursiveAlphaBeta alphaBeta{*tree, {}};
            alphaBeta.search(Tree::root(), -kInfinity, kInfinity);
            const std::set<NodeId> alphaBetaLeaves = distinct(alphaBeta.leaves);
            ASSERT_TRUE(std::includes(alphaBetaLeaves.begin(), alphaBetaLeaves.end(), sssLeaves.begin(), sssLeaves.end()));
        }
    }
    // The theorems were checked on many trees of each kind beyond the proofs' own.
    EXPECT_GT(checked.minRoot, kMixedShapeTrees / 10);
    EXPECT_GT(checked.uneven, kMixedShapeTrees / 10);
    EXPECT_GT(checked.samePlayerTwice, kMixedShapeTrees / 50);
}

TEST(BeyondAlphaBeta, SssOpenListHoldsTheRootFirstAndIsEmptyAtTheEnd) {
    auto tree =
        std::make_shared<const Tree>(parseTree(Language::English, R"({"root": [[[1, 2], [3, 4]], [[7, 8], [5, 6]]]})", "sss"));
    const auto atStart = sssOpenListAfter(*tree, optionsFor(Algorithm::Sss), 0);
    ASSERT_EQ(atStart.size(), 1u);
    EXPECT_EQ(atStart[0].node, Tree::root());
    EXPECT_EQ(atStart[0].merit, kInfinity);
    // After the root's pop and entry (2 events), its children are live with h = +∞.
    const auto afterRoot = sssOpenListAfter(*tree, optionsFor(Algorithm::Sss), 2);
    ASSERT_EQ(afterRoot.size(), 2u);
    EXPECT_EQ(afterRoot[0].node, tree->children(Tree::root())[0]);
    const auto traceRun = makeRun(tree, optionsFor(Algorithm::Sss));
    const Trace& trace = *traceRun->trace;
    // Best first: the merits of the popped states never rise.
    Value last = kInfinity;
    for (const Event& e : trace.events()) {
        if (e.type != EventType::OpenPop) continue;
        EXPECT_LE(e.value, last);
        last = e.value;
    }
    EXPECT_EQ(trace.rootValue(), 6);
    EXPECT_EQ(trace.stats().leavesEvaluated, 6u);  // α-β needs 7: B2a is never evaluated
}
