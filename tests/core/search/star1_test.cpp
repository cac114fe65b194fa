// Star1 (Ballard 1983) against the textbook expectiminimax recursion written in
// tests/support/chance_trees.h, on random trees with chance nodes: the same root value, never
// more leaves, every returned bound true; α-β itself where there is no chance node; and a
// cutoff at a chance node on a tree built for one.
#include <gtest/gtest.h>

#include <cmath>
#include <memory>
#include <random>
#include <sstream>
#include <string>

#include "files/tree_file.h"
#include "search/explain.h"
#include "search/search.h"
#include "search/trace.h"
#include "search/trace_format.h"
#include "run/opening.h"
#include "support/chance_trees.h"
#include "run/run.h"

using namespace ablab::core;
using ablab::testing::ChanceShape;
using ablab::testing::growChanceTree;
using ablab::testing::RecursiveExpectiminimax;

namespace {

SearchOptions star1(std::optional<LeafBounds> bounds = std::nullopt) {
    SearchOptions o;
    o.algorithm = Algorithm::Star1;
    o.leafBounds = bounds;
    return o;
}

// The oracle's value of every node (its leaves counted once per node: only values are used).
std::vector<double> oracleValues(const Tree& tree) {
    std::vector<double> values(tree.size());
    for (NodeId n = 0; n < tree.size(); ++n) values[n] = RecursiveExpectiminimax{tree}.value(n);
    return values;
}

}  // namespace

TEST(Star1, FindsTheExpectiminimaxValueWithNoMoreLeavesAndTrueBoundsOnRandomTrees) {
    std::mt19937_64 random(1983);
    std::size_t star1Leaves = 0, allLeaves = 0, chanceCutoffs = 0;
    // Leaves lie in [-9, 9]: the bounds given exactly, wider, and not given (the tree's own range).
    const std::optional<LeafBounds> boundsChoices[] = {LeafBounds{-9, 9}, LeafBounds{-20, 12}, std::nullopt};
    for (int t = 0; t < 10000; ++t) {
        TreeBuilder b;
        if (t % 3 == 0) b.setFirstPlayer(Player::Min);
        growChanceTree(b, kNoNode, 0, ChanceShape{1 + t % 5, t % 4 == 0 ? 0.7 : 0.4}, random, false, -1);
        const auto tree = std::make_shared<const Tree>(std::move(b).build());
        RecursiveExpectiminimax oracle{*tree};
        const double expected = oracle.value(Tree::root());
        const SearchOptions options = star1(boundsChoices[t % 3]);
        ASSERT_EQ(refusal(Language::English, *tree, options), "");
        const auto run = makeRun(tree, options);
        const Trace& trace = *run->trace;
        SCOPED_TRACE(serializeTree(*tree));
        ASSERT_EQ(trace.options().algorithm, Algorithm::Star1);
        ASSERT_NEAR(trace.rootValue(), expected, 1e-8);
        ASSERT_LE(trace.stats().leavesEvaluated, static_cast<std::size_t>(oracle.leaves));
        star1Leaves += trace.stats().leavesEvaluated;
        allLeaves += static_cast<std::size_t>(oracle.leaves);
        // What each node returns is its true value, or a bound on it that holds.
        const std::vector<double> truth = oracleValues(*tree);
        for (const Event& e : trace.events()) {
            if (e.type == EventType::Cutoff && tree->isChance(e.node)) ++chanceCutoffs;
            if (e.type != EventType::Exit) continue;
            const double v = truth[e.node];
            if (e.bound == Bound::Exact) {
                ASSERT_NEAR(e.value, v, 1e-8) << tree->label(e.node);
            } else if (e.bound == Bound::Upper) {
                ASSERT_LE(v, e.value + 1e-8) << tree->label(e.node);
            } else {
                ASSERT_GE(v, e.value - 1e-8) << tree->label(e.node);
            }
        }
    }
    // It prunes: at chance nodes, and in all fewer leaves than expectiminimax.
    EXPECT_GT(chanceCutoffs, 500u);
    EXPECT_LT(star1Leaves, allLeaves * 9 / 10) << star1Leaves << " of " << allLeaves;
}

TEST(Star1, IsAlphaBetaWhereThereIsNoChanceNode) {
    std::mt19937_64 random(7);
    for (int t = 0; t < 2000; ++t) {
        TreeBuilder b;
        growChanceTree(b, kNoNode, 0, ChanceShape{1 + t % 5, 0}, random, false, -1);
        const auto tree = std::make_shared<const Tree>(std::move(b).build());
        const auto alphaBetaRun = makeRun(tree, SearchOptions{}), star1Run = makeRun(tree, star1());
        const Trace &alphaBetaTrace = *alphaBetaRun->trace, &star1Trace = *star1Run->trace;
        const std::span<const Event> alphaBeta = alphaBetaTrace.events(), ours = star1Trace.events();
        SCOPED_TRACE(serializeTree(*tree));
        ASSERT_EQ(ours.size(), alphaBeta.size());
        for (std::size_t i = 0; i < ours.size(); ++i) {
            ASSERT_EQ(ours[i].type, alphaBeta[i].type) << i;
            ASSERT_EQ(ours[i].node, alphaBeta[i].node) << i;
            ASSERT_EQ(ours[i].value, alphaBeta[i].value) << i;
        }
    }
}

// MAX at A: C1 is worth 8.5. At C2, outcome m (p = 0.5) is at most 1, and even if c and d
// (0.25 each) both scored U = 10, C2 ≤ 0.5 + 5 = 5.5 ≤ α = 8.5: c and d are pruned.
TEST(Star1, CutsAtAChanceNodeWhenTheOutcomesLeftCannotReachTheWindow) {
    const auto tree = std::make_shared<const Tree>(parseTree(Language::English, R"({"root": {"label": "A", "children": [
        {"label": "C1", "player": "chance", "children": [{"label": "a", "value": 8}, {"label": "b", "value": 9}]},
        {"label": "C2", "player": "chance", "children": [
            {"label": "m", "probability": 0.5, "children": [{"label": "m1", "value": 1}, {"label": "m2", "value": 3}]},
            {"label": "c", "probability": 0.25, "value": 10}, {"label": "d", "probability": 0.25, "value": 10}]}]}})",
                                                             "star1.json"));
    const auto run = makeRun(tree, star1(LeafBounds{-10, 10}));
    const Trace& trace = *run->trace;
    EXPECT_EQ(trace.rootValue(), 8.5);
    EXPECT_EQ(trace.stats().leavesEvaluated, 3u);  // a, b, m1
    const NodeId c2 = tree->children(Tree::root())[1];
    const Event* cut = nullptr;
    for (const Event& e : trace.events())
        if (e.type == EventType::Cutoff && e.node == c2) cut = &e;
    ASSERT_NE(cut, nullptr);
    EXPECT_EQ(cut->cutoff, CutoffKind::Alpha);
    EXPECT_EQ(cut->cause, Tree::root());
    EXPECT_EQ(cut->value, 5.5);
    EXPECT_EQ(explain(Wording{}, *tree, *cut, trace.options()),
              "α-cutoff at chance node C2: even if the outcomes left (probability 0.5) all scored U = 10, C2 ≤ 5.5 ≤ α = 8.5 "
              "(from A); prunes c, d");
    // m was searched with the window Star1 worked out for it: A = (8.5 − 0 − 10 · 0.5) / 0.5 = 7.
    for (const Event& e : trace.events())
        if (e.type == EventType::Enter && tree->label(e.node) == "m") {
            EXPECT_EQ(e.alpha, 7);
            EXPECT_EQ(e.beta, 10);
        }
    // Wider bounds prune less: with U = 20, m and c are searched and only d is pruned.
    EXPECT_EQ((*makeRun(tree, star1(LeafBounds{-20, 20}))->trace).stats().leavesEvaluated, 5u);
}

TEST(Star1, RefusesLeavesOutsideItsBoundsAndInfiniteOnes) {
    const Tree tree = parseTree(Language::English, R"({"root": [{"player": "chance", "children": [1, 12]}, 3]})", "dice.json");
    EXPECT_EQ(refusal(Language::English, tree, star1(LeafBounds{-10, 10})), "leaf B2 = 12 lies outside --bounds -10,10");
    EXPECT_EQ(refusal(Language::English, tree, star1()), "");  // the tree's own range, [1, 12]
    const Tree infinite =
        parseTree(Language::English, R"({"root": [{"player": "chance", "children": [1, "inf"]}, 3]})", "dice.json");
    EXPECT_EQ(refusal(Language::English, infinite, star1()), "star1 needs finite leaves, and leaf B2 is ∞");
    // The trace searches what it can, and says what ran.
    EXPECT_EQ((*makeRun(std::make_shared<const Tree>(infinite), star1())->trace).options().algorithm, Algorithm::Expectiminimax);
}

// The Star1 lesson opens as its description tells it: Star1 with every leaf in [−10, 10], c and d
// pruned after three leaves; the JSON trace says which bounds it searched with.
TEST(Star1, ItsLessonOpensWithItsBoundsAndTheJsonTraceNamesThem) {
    auto tree = std::make_shared<const Tree>(
        loadTreeFile(Language::English, std::string(ABLAB_SOURCE_DIR) + "/trees/star1-chance-cutoff.json"));
    const Opening opening = openingFor(*tree, {}, {});
    ASSERT_EQ(opening.options.algorithm, Algorithm::Star1);
    const auto run = makeRun(tree, opening.options);
    EXPECT_EQ(run->trace->stats().leavesEvaluated, 3u);
    std::ostringstream json;
    writeTrace({}, json, *run->trace, TraceFormat::Json);
    EXPECT_NE(json.str().find("\"algorithm\": \"star1\""), std::string::npos) << json.str().substr(0, 300);
    EXPECT_NE(json.str().find("\"bounds\": [-10, 10]"), std::string::npos) << json.str().substr(0, 300);
    // Without the lesson's bounds the tree's own smallest and largest leaf are used, and named.
    SearchOptions unbounded = opening.options;
    unbounded.leafBounds.reset();
    std::ostringstream plain;
    writeTrace({}, plain, *makeRun(tree, unbounded)->trace, TraceFormat::Json);
    EXPECT_EQ(plain.str().find("\"bounds\": [-10, 10]"), std::string::npos);
    EXPECT_NE(plain.str().find("\"bounds\": ["), std::string::npos);
}
