// Expectiminimax against a recursive expectiminimax written here on random trees with chance
// nodes; chance nodes in the tree format (read, written back, bad probabilities refused with
// the node named); every other algorithm refused on them.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <nlohmann/json.hpp>
#include <sstream>
#include <random>
#include <stdexcept>
#include <string>

#include "files/tree_file.h"
#include "support/chance_trees.h"
#include "support/tree_read_error.h"
#include "model/chance.h"
#include "model/tree_edit.h"
#include "picture/scene.h"
#include "search/comparison.h"
#include "search/search.h"
#include "search/trace.h"
#include "search/trace_format.h"
#include "run/run.h"

using namespace ablab::core;
using ablab::testing::ChanceShape;
using ablab::testing::growChanceTree;
using ablab::testing::RecursiveExpectiminimax;

namespace {

SearchOptions expectiminimax() {
    SearchOptions o;
    o.algorithm = Algorithm::Expectiminimax;
    return o;
}

std::string readError(const std::string& text) { return ablab::testing::treeReadError(text, "dice.json"); }

}  // namespace

TEST(Expectiminimax, FindsTheValueARecursiveExpectiminimaxFindsOnRandomTrees) {
    std::mt19937_64 random(1966);
    int withChance = 0;
    for (int t = 0; t < 3000; ++t) {
        TreeBuilder b;
        if (t % 3 == 0) b.setFirstPlayer(Player::Min);
        growChanceTree(b, kNoNode, 0, ChanceShape{1 + t % 5, 0.4}, random, false, -1);
        const auto tree = std::make_shared<const Tree>(std::move(b).build());
        withChance += tree->hasChanceNodes();
        RecursiveExpectiminimax oracle{*tree};
        const double expected = oracle.value(Tree::root());
        const auto run = makeRun(tree, expectiminimax());
        const Trace& trace = *run->trace;
        SCOPED_TRACE(serializeTree(*tree));
        ASSERT_NEAR(trace.rootValue(), expected, 1e-8);  // sums are kept to nine decimals
        ASSERT_EQ(trace.stats().leavesEvaluated, static_cast<std::size_t>(oracle.leaves));
        // Each chance node reports one weighted term per child.
        std::size_t terms = 0, expectedTerms = 0;
        for (const Event& e : trace.events()) terms += e.type == EventType::ChanceSum;
        for (NodeId n = 0; n < tree->size(); ++n) expectedTerms += tree->isChance(n) ? tree->childCount(n) : 0;
        ASSERT_EQ(terms, expectedTerms);
    }
    EXPECT_GT(withChance, 1000);
}

TEST(Expectiminimax, ChanceNodesPassTheMoveOnAndRoundTrip) {
    const std::string text = R"({"root": [{"player": "chance", "children": [{"probability": 0.9, "children": [2, 3]},
                                                                           {"probability": 0.1, "children": [1, 4]}]},
                                          {"player": "chance", "children": [[5, 6], [0, 9]]}]})";
    const auto tree = std::make_shared<const Tree>(parseTree(Language::English, text, "dice.json"));
    const NodeId b = tree->children(Tree::root())[0];
    ASSERT_TRUE(tree->isChance(b));
    EXPECT_FALSE(tree->isChance(Tree::root()));
    // MAX moved into the chance node, so MIN moves after the roll.
    EXPECT_EQ(tree->player(tree->children(b)[0]), Player::Min);
    // 0.9 · min(2, 3) + 0.1 · min(1, 4) = 1.9; 0.5 · 5 + 0.5 · 0 = 2.5 (equal weights when none is written).
    const auto run = makeRun(tree, expectiminimax());
    const Trace& trace = *run->trace;
    EXPECT_DOUBLE_EQ(trace.rootValue(), 2.5);
    for (const Event& e : trace.events()) {
        if (e.type == EventType::Exit && e.node == b) {
            EXPECT_EQ(formatValue(e.value), "1.9");
        }
    }
    const Tree again = parseTree(Language::English, serializeTree(*tree), "again.json");
    EXPECT_TRUE(sameTree(*tree, again));
    EXPECT_DOUBLE_EQ((*makeRun(std::make_shared<const Tree>(again), expectiminimax())->trace).rootValue(), 2.5);
}

TEST(Expectiminimax, BadProbabilitiesAreOneLineNamingTheNode) {
    EXPECT_EQ(
        readError(
            R"({"root": [{"player": "chance", "children": [{"probability": 0.7, "value": 1}, {"probability": 0.7, "value": 2}]}]})"),
        "dice.json: node B: the probabilities of a chance node's children must sum to 1, got 1.4");
    EXPECT_EQ(
        readError(
            R"({"root": [{"player": "chance", "children": [{"probability": 0.5, "value": 1}, {"probability": 0.2, "value": 2}]}]})"),
        "dice.json: node B: the probabilities of a chance node's children must sum to 1, got 0.7");
    EXPECT_EQ(readError(R"({"root": [{"children": [{"probability": 0.5, "value": 1}, 2]}]})"),
              R"(dice.json: node B1: "probability" belongs on a child of a chance node ("player": "chance"))");
    EXPECT_EQ(readError(R"({"root": [{"player": "chance", "children": [{"probability": -0.5, "value": 1}, 2]}]})"),
              "dice.json: node B1: a probability is a number from 0 to 1");
    EXPECT_EQ(
        readError(R"({"root": [{"player": "chance", "children": [{"probability": "half", "value": 1}, 2]}]})"),
        R"(dice.json: /root/0/children/0/probability: expected a number from 0 to 1 (the chance of this outcome), got string "half")");
    // Missing ones share what the written ones leave: 0.5 + 0.25 + 0.25.
    EXPECT_EQ(readError(R"({"root": [{"player": "chance", "children": [{"probability": 0.5, "value": 1}, 2, 3]}]})"),
              "(no error)");
}

// ∞ + (−∞) is NaN: a chance node whose outcomes can be ∞ and −∞ is refused when read, naming it
// and the two outcomes, and "can be" counts every --move-limit and a finite sum that overflows.
TEST(Expectiminimax, OutcomesThatCanBeInfiniteBothWaysAreRefusedNamingTheNode) {
    const std::string why = " -∞, whose weighted sum has no value: expected a chance node's outcomes to be infinite one way only";
    EXPECT_EQ(readError(R"({"root": {"player": "chance", "children": ["inf", "-inf"]}})"),
              "dice.json: node A: outcome B can be ∞ and outcome C" + why);
    EXPECT_EQ(readError(R"({"root": [3, {"player": "chance", "children": ["-inf", 2, "+inf"]}]})"),
              "dice.json: node C: outcome C3 can be ∞ and outcome C1" + why);
    // Under --move-limit 1 the MIN node is worth ∞ and the MAX node −∞.
    EXPECT_EQ(readError(R"({"root": [{"player": "chance", "children": [{"label": "P", "children": ["inf", 3]},
                                                                          {"label": "Q", "children": ["-inf", 2]}]}]})"),
              "dice.json: node B: outcome P can be ∞ and outcome Q" + why);
    // 0.05 + 0.55 + 0.4 of the largest double overflow to ∞, and to −∞ below it.
    const std::string most = "1.7976931348623157e308";
    const auto overflowing = [&](const std::string& sign, const std::string& label) {
        return R"({"label": ")" + label + R"(", "player": "chance", "children": [{"probability": 0.05, "value": )" + sign + most +
               R"(}, {"probability": 0.55, "value": )" + sign + most + R"(}, {"probability": 0.4, "value": )" + sign + most +
               "}]}";
    };
    EXPECT_EQ(
        readError(R"({"root": {"player": "chance", "children": [)" + overflowing("", "P") + ", " + overflowing("-", "Q") + "]}}"),
        "dice.json: node A: outcome P can be ∞ and outcome Q" + why);
    // Infinite one way only, an outcome that never happens, and a player choosing between them: all read.
    EXPECT_EQ(readError(R"({"root": {"player": "chance", "children": ["inf", 3, "inf"]}})"), "(no error)");
    EXPECT_EQ(readError(R"({"root": {"player": "chance", "children": [{"probability": 1, "value": "inf"},
                                                                       {"probability": 0, "value": "-inf"}]}})"),
              "(no error)");
    EXPECT_EQ(
        readError(R"({"root": [{"player": "chance", "children": ["inf", 1]}, {"player": "chance", "children": ["-inf", 1]}]})"),
        "(no error)");
    EXPECT_EQ(readError(R"({"root": {"player": "chance", "children": [)" + overflowing("", "P") + "]}}"), "(no error)");
}

// The window's edit of a leaf value is refused as the file would be: the tree stays as it was.
TEST(Expectiminimax, AnEditThatWouldMakeANaNIsRefused) {
    const Tree dice = parseTree(Language::English, R"({"root": {"player": "chance", "children": ["inf", 2]}})", "dice.json");
    try {
        withLeafValue(dice, dice.children(Tree::root())[1], -kInfinity);
        ADD_FAILURE() << "the edit was made";
    } catch (const std::invalid_argument& e) {
        EXPECT_EQ(std::string(e.what()),
                  "A: outcome B can be ∞ and outcome C -∞, whose weighted sum has no value: expected a chance node's outcomes "
                  "to be infinite one way only");
    }
    EXPECT_TRUE(std::isinf(withLeafValue(dice, dice.children(Tree::root())[1], kInfinity).value(2)));
}

// Random trees with chance nodes and infinite or huge leaves, written and read back: what the
// reader accepts, every algorithm searches (under --move-limit too) without a NaN anywhere, and
// its JSON trace is JSON; what it refuses is one line naming a node.
TEST(Expectiminimax, NoTraceOfATreeTheReaderAcceptsHoldsANaN) {
    std::mt19937_64 random(20260);
    std::uniform_int_distribution<int> pick(0, 9);
    const Value extremes[] = {kInfinity, -kInfinity, std::numeric_limits<Value>::max(), -std::numeric_limits<Value>::max()};
    int accepted = 0, refused = 0;
    // As many under the sanitizers (about 5 s there): with a quarter of them, too few are
    // refused for the check below to say anything.
    const int trees = 800;
    for (int t = 0; t < trees; ++t) {
        TreeBuilder b;
        growChanceTree(b, kNoNode, 0, ChanceShape{1 + t % 4, 0.5}, random, false, -1);
        const Tree grown = std::move(b).build();
        std::vector<Value> values(grown.values().begin(), grown.values().end());
        bool extreme = false;
        for (NodeId n = 0; n < grown.size(); ++n)
            if (grown.isLeaf(n) && pick(random) < 3) values[n] = extremes[pick(random) % 4], extreme = true;
        if (!extreme || !grown.hasChanceNodes()) continue;
        const std::string text = serializeTree(grown.withValues(std::move(values)));
        SCOPED_TRACE(text);
        std::shared_ptr<const Tree> tree;
        try {
            tree = std::make_shared<const Tree>(parseTree(Language::English, text, "dice.json"));
        } catch (const TreeFileError& e) {
            const std::string message = e.what();
            EXPECT_EQ(message.rfind("dice.json: node ", 0), 0u) << message;
            EXPECT_NE(message.find("can be ∞"), std::string::npos) << message;
            EXPECT_EQ(message.find('\n'), std::string::npos);
            ++refused;
            continue;
        }
        ++accepted;
        for (const Algorithm algorithm : kAllAlgorithms) {
            SearchOptions options;
            options.algorithm = algorithm;
            options.moveLimit = static_cast<std::uint32_t>(t % 3);
            const auto run = makeRun(tree, options);
            const Trace& trace = *run->trace;
            SCOPED_TRACE(describe(trace.options()));
            for (const Event& e : trace.events())
                ASSERT_FALSE(std::isnan(e.value) || std::isnan(e.alpha) || std::isnan(e.beta) || std::isnan(e.old))
                    << "event of " << tree->label(e.node);
            std::ostringstream json, table;
            writeTrace(Wording{}, json, trace, TraceFormat::Json);
            writeTrace(Wording{}, table, trace, TraceFormat::Table);
            ASSERT_TRUE(nlohmann::json::accept(json.str()));
            ASSERT_EQ(table.str().find("nan"), std::string::npos);
        }
    }
    // Both kinds were met often.
    EXPECT_GT(accepted, trees / 4);
    EXPECT_GT(refused, trees / 20);
}

TEST(Expectiminimax, EveryOtherAlgorithmIsRefusedOnChanceNodes) {
    const Tree dice = parseTree(Language::English, R"({"root": [{"player": "chance", "children": [1, 2]}, 3]})", "dice.json");
    const Tree plain = parseTree(Language::English, R"({"root": [[1, 2], 3]})", "plain.json");
    for (const Algorithm a : kAllAlgorithms) {
        SCOPED_TRACE(algorithmName(a));
        SearchOptions chosen;
        chosen.algorithm = a;
        EXPECT_EQ(refusal(Language::English, plain, chosen), "");
        if (a == Algorithm::Expectiminimax || a == Algorithm::Star1) {
            EXPECT_EQ(refusal(Language::English, dice, chosen), "");
            continue;
        }
        EXPECT_NE(refusal(Language::English, dice, chosen).find("cannot search chance nodes"), std::string::npos);
        // The trace runs what can search the tree, and says so.
        SearchOptions o;
        o.algorithm = a;
        EXPECT_EQ((*makeRun(std::make_shared<const Tree>(dice), o)->trace).options().algorithm, Algorithm::Expectiminimax);
    }
}

TEST(Expectiminimax, CompareListsOnlyWhatCanSearchTheTree) {
    const auto dice = std::make_shared<const Tree>(
        parseTree(Language::English, R"({"root": [{"player": "chance", "children": [1, 2]}, 3]})", "dice.json"));
    const Comparison c = compareAlgorithms(dice, kAllAlgorithms, SearchOptions{});
    ASSERT_EQ(c.rows.size(), 2u);
    EXPECT_EQ(c.rows[0].options.algorithm, Algorithm::Expectiminimax);
    EXPECT_EQ(c.rows[1].options.algorithm, Algorithm::Star1);
    EXPECT_DOUBLE_EQ(c.rows[0].rootValue, 3);
    EXPECT_DOUBLE_EQ(c.rows[1].rootValue, 3);
}

TEST(Expectiminimax, TraceJsonNamesChanceNodesAndTheirTerms) {
    const auto tree = std::make_shared<const Tree>(
        parseTree(Language::English, R"({"root": [{"player": "chance", "children": [[1, 2], [3, 4]]}, 0]})", "dice.json"));
    std::ostringstream out;
    writeTrace(Wording{}, out, (*makeRun(tree, expectiminimax())->trace), TraceFormat::Json);
    const auto json = nlohmann::json::parse(out.str());
    EXPECT_EQ(json["nodes"][1]["player"], "chance");
    EXPECT_EQ(json["nodes"][2]["player"], "min");  // MAX moved into the chance node: MIN moves after it
    int terms = 0;
    for (const auto& e : json["events"]) {
        if (e["type"] != "chance") continue;
        ++terms;
        EXPECT_EQ(e["probability"], 0.5);
    }
    EXPECT_EQ(terms, 2);
    EXPECT_EQ(json["root_value"], 2);  // max(0.5 · 1 + 0.5 · 3, 0)
}

TEST(Expectiminimax, TheChosenLineStopsAtAChanceNode) {
    const auto tree = std::make_shared<const Tree>(
        parseTree(Language::English, R"({"root": [{"player": "chance", "children": [[1, 2], [3, 4]]}, 0]})", "dice.json"));
    const auto run = makeRun(tree, expectiminimax());
    const Trace& trace = *run->trace;
    const std::vector<NodeId> path = chosenPath(trace);
    ASSERT_EQ(path.size(), 2u);  // the root and its chance node B: no player picks B's outcome
    EXPECT_TRUE(tree->isChance(path.back()));
}

TEST(Expectiminimax, DeletingAnOutcomeKeepsTheOthersOddsAndTheFileReadable) {
    const Tree dice = parseTree(
        Language::English,
        R"({"root": [{"player": "chance", "children": [{"probability": 0.5, "value": 1}, {"probability": 0.25, "value": 2}, {"probability": 0.25, "value": 3}]}, 0]})",
        "dice.json");
    const NodeId chanceNode = dice.children(Tree::root())[0];
    const Tree edited = withSubtreeDeleted(dice, dice.children(chanceNode)[0]);
    const NodeId after = edited.children(Tree::root())[0];
    EXPECT_DOUBLE_EQ(*edited.probability(edited.children(after)[0]), 0.5);
    EXPECT_DOUBLE_EQ(*edited.probability(edited.children(after)[1]), 0.5);
    EXPECT_EQ(readError(serializeTree(edited)), "(no error)");
}

TEST(Expectiminimax, AnOutcomeAddedWhereTheOddsSumToOneGetsAnEqualShare) {
    // Written odds summing to 1: the new outcome gets 1/3, the others keep 3 : 1 in what is left.
    const Tree dice = parseTree(
        Language::English,
        R"({"root": [{"player": "chance", "children": [{"probability": 0.75, "value": 1}, {"probability": 0.25, "value": 2}]}, 0]})",
        "dice.json");
    const Tree added = withChildAdded(dice, dice.children(Tree::root())[0], 7);
    const NodeId chanceNode = added.children(Tree::root())[0];
    const std::vector<Value> weights = chanceWeights(added, chanceNode);
    ASSERT_EQ(weights.size(), 3u);
    EXPECT_NEAR(weights[2], 1.0 / 3, 1e-9);
    EXPECT_NEAR(weights[0] / weights[1], 3, 1e-6);
    EXPECT_NEAR(weights[0] + weights[1] + weights[2], 1, 1e-8);
    EXPECT_EQ(readError(serializeTree(added)), "(no error)");
    // Odds not written: the new outcome simply shares equally, and nothing gets written.
    const Tree plain = parseTree(Language::English, R"({"root": [{"player": "chance", "children": [1, 2]}, 0]})", "dice.json");
    const Tree addedToPlain = withChildAdded(plain, plain.children(Tree::root())[0], 7);
    const NodeId plainChance = addedToPlain.children(Tree::root())[0];
    EXPECT_FALSE(addedToPlain.probability(addedToPlain.children(plainChance)[2]));
    EXPECT_NEAR(chanceWeights(addedToPlain, plainChance)[2], 1.0 / 3, 1e-12);
}
