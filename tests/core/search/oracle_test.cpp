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
#include "support/oracle.h"
#include "support/sanitized_build.h"
#include "run/run.h"

using namespace ablab::core;
using ablab::testing::leavesLeftToRight;
using ablab::testing::limitedMinimax;
using ablab::testing::Oracle;
using ablab::testing::randomTree;

namespace {

constexpr int kRandomTrees =
    ablab::testing::kSanitized ? 2'000 : 10'000;  // the sanitizers are ~10× slower; the normal build runs 10,000

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
            const auto run = makeRun(tree, options);
            const Trace& trace = *run->trace;
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
        const auto aRun = makeRun(tree, plain), bRun = makeRun(tree, negamax);
        const Trace &a = *aRun->trace, &b = *bRun->trace;
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
        ASSERT_LE((*makeRun(tree, full)->trace).stats().leavesEvaluated,
                  (*makeRun(tree, shallow)->trace).stats().leavesEvaluated);
    }
}
