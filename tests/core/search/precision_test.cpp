// Every algorithm at the edge of a double's precision: leaves near ±2^53, where a + 1 == a or
// a + 1 skips the next double, and leaves up to ±2^63, where whole numbers are 2048 apart. Each
// search must end, in a bounded number of events, with the root value brute-force minimax gives.
// The searches are run through their event streams with a cap, so a search that never ends
// fails here instead of hanging the test.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <iostream>
#include <memory>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "files/tree_file.h"
#include "search/search.h"
#include "support/oracle.h"
#include "support/sanitized_build.h"

using namespace ablab::core;

namespace {

constexpr int kTrees = ablab::testing::kSanitized ? 500 : 5'000;
constexpr double kTwoTo53 = 9007199254740992.0, kTwoTo63 = 9223372036854775808.0;

// The values one tree's leaves are drawn from: a few neighbours of one place, so that ties and
// values one representable step apart are common, as they are where a null window must tell
// them apart.
std::vector<Value> palette(std::mt19937_64& random) {
    std::uniform_int_distribution<int> pick(0, 4), near(-6, 6);
    std::vector<Value> values;
    switch (pick(random)) {
    case 0:  // 2^53 and its neighbours on both sides, both signs: the spacing changes from 1 to 2 there
    case 1: {
        const double sign = pick(random) < 2 ? -1.0 : 1.0;
        for (int i = 0; i < 6; ++i) values.push_back(sign * (kTwoTo53 + near(random)));
        break;
    }
    case 2:  // near ±2^53 mixed with small values
        for (int i = 0; i < 6; ++i) values.push_back(i % 2 ? near(random) : (i % 4 ? -1 : 1) * (kTwoTo53 + near(random)));
        break;
    case 3: {  // up to ±2^63, whole (every double of that size is), with next doubles beside them
        std::uniform_real_distribution<double> anywhere(-kTwoTo63, kTwoTo63);
        for (int i = 0; i < 3; ++i) {
            const double v = std::round(anywhere(random));
            values.push_back(v);
            values.push_back(std::nextafter(v, i % 2 ? kInfinity : -kInfinity));
        }
        break;
    }
    default:  // ±2^63 itself and its neighbours, with values far below
        for (const double v : {kTwoTo63, -kTwoTo63})
            values.insert(values.end(), {v, std::nextafter(v, kInfinity), std::nextafter(v, -kInfinity)});
        values.push_back(kTwoTo53 + near(random));
        break;
    }
    return values;
}

// A random tree of oracle.h's shapes, uniform or uneven, with one-child chains and players
// overridden, whose leaves are drawn from a palette (now and then ±∞). Recursion is fine here:
// at most five plies.
void grow(TreeBuilder& b, NodeId parent, int depth, int maxDepth, int maxBranching, const std::vector<Value>& values,
          std::mt19937_64& random) {
    std::uniform_real_distribution<double> chance(0, 1);
    const NodeId n = b.addNode(parent);
    if (depth == maxDepth || (depth > 0 && chance(random) < 0.25)) {
        Value v = values[std::uniform_int_distribution<std::size_t>(0, values.size() - 1)(random)];
        if (chance(random) < 0.03) v = chance(random) < 0.5 ? kInfinity : -kInfinity;
        b.setValue(n, v);
        return;
    }
    if (chance(random) < 0.05) b.setPlayerOverride(n, chance(random) < 0.5 ? Player::Max : Player::Min);
    const int children = chance(random) < 0.1 ? 1 : std::uniform_int_distribution<int>(1, maxBranching)(random);
    for (int c = 0; c < children; ++c) grow(b, n, depth + 1, maxDepth, maxBranching, values, random);
}

std::shared_ptr<const Tree> treeAtTheEdge(std::mt19937_64& random) {
    const std::vector<Value> values = palette(random);
    TreeBuilder b;
    if (std::uniform_int_distribution<int>(0, 2)(random) == 0) b.setFirstPlayer(Player::Min);
    grow(b, kNoNode, 0, std::uniform_int_distribution<int>(1, 5)(random), std::uniform_int_distribution<int>(1, 4)(random),
         values, random);
    return std::make_shared<const Tree>(std::move(b).build());
}

std::size_t distinctLeafValues(const Tree& tree) {
    std::set<Value> values;
    for (NodeId n = 0; n < tree.size(); ++n)
        if (tree.isLeaf(n)) values.insert(tree.value(n));
    return values.size();
}

struct CappedRun {
    bool ended = false;
    std::size_t events = 0;
    Value rootValue = 0;  // the last event's value, as Trace::record reads it
};

// The search's events, at most `cap` of them.
CappedRun runCapped(const std::shared_ptr<const Tree>& tree, const SearchOptions& options, std::size_t cap) {
    CappedRun run;
    EventStream events = search(tree, options);
    while (run.events < cap && events.next()) {
        ++run.events;
        run.rootValue = events.value().value;
    }
    run.ended = events.done();
    return run;
}

std::vector<SearchOptions> everyAlgorithm(const Tree& tree, std::uint32_t moveLimit = 0) {
    std::vector<SearchOptions> all;
    for (const Algorithm algorithm : kAllAlgorithms) {
        SearchOptions o;
        o.algorithm = algorithm;
        o.moveLimit = moveLimit;
        all.push_back(o);
    }
    // MTD(f) from guesses at, beside and far from the tree's own values.
    for (NodeId n = 0; n < tree.size(); ++n)
        if (tree.isLeaf(n)) {
            for (const Value guess : {tree.value(n), std::nextafter(tree.value(n), kInfinity), -tree.value(n)}) {
                if (!std::isfinite(guess)) continue;
                SearchOptions o;
                o.algorithm = Algorithm::MtdF;
                o.moveLimit = moveLimit;
                o.firstGuess = guess;
                all.push_back(o);
            }
            break;
        }
    return all;
}

}  // namespace

TEST(Precision, EveryAlgorithmFindsTheMinimaxValueWithLeavesNearTwoToThe53AndTheSixtyThird) {
    std::mt19937_64 random(9007199254740992);
    std::size_t mostEventsPerBound = 0;
    for (int t = 0; t < kTrees; ++t) {
        const auto tree = treeAtTheEdge(random);
        const std::uint32_t moveLimit = t % 5 == 0 ? 2 : 0;
        const Value truth = ablab::testing::limitedMinimax(*tree, moveLimit)[Tree::root()];
        // A search visits each node a few times (enter, exit, an update in its parent, a cutoff:
        // at most five events); MTD(f) does that once a pass, and each pass moves one bound onto
        // another of the values a node can take: a leaf's, or ±∞. Twice that is generous; a
        // search that never ends runs past it on the smallest tree.
        const std::size_t bound = 10 * tree->size() * (distinctLeafValues(*tree) + 3);
        for (const SearchOptions& options : everyAlgorithm(*tree, moveLimit)) {
            SCOPED_TRACE(describe(options) + " on " + serializeTree(*tree));
            if (!refusal(Language::English, *tree, options).empty()) {
                // Star1 refuses an infinite leaf, with one line; nothing else refuses a tree without chance nodes.
                ASSERT_EQ(options.algorithm, Algorithm::Star1);
                continue;
            }
            const CappedRun run = runCapped(tree, options, bound + 1);
            ASSERT_TRUE(run.ended) << "still searching after " << run.events << " events";
            ASSERT_LE(run.events, bound);
            ASSERT_EQ(run.rootValue, truth);
            mostEventsPerBound = std::max(mostEventsPerBound, run.events * 100 / bound);
        }
    }
    std::cout << "most events: " << mostEventsPerBound << "% of the bound\n";
}

// The two trees of the report, with the values a search gave wrongly or never gave.
TEST(Precision, TheReportedTreesEndWithMinimaxsValue) {
    for (const char* text :
         {"[9007199254740992, 1]", "[[9007199254740992, 9007199254740992], [9007199254740994, 9007199254740992]]",
          "[[-9007199254740994, -9007199254740992], [-9007199254740992, -9007199254740994]]"}) {
        const auto tree = std::make_shared<const Tree>(parseTree(Language::English, text, "t.json"));
        const Value truth = ablab::testing::limitedMinimax(*tree, 0)[Tree::root()];
        for (const SearchOptions& options : everyAlgorithm(*tree)) {
            SCOPED_TRACE(describe(options) + " on " + text);
            const CappedRun run = runCapped(tree, options, 1000);
            ASSERT_TRUE(run.ended);
            EXPECT_EQ(run.rootValue, truth);
        }
    }
}
