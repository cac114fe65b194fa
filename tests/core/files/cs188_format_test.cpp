// CS188 GraphGameTreeTest files (tests/data/cs188/, written for these tests from the format's
// description): what is read, the search under --strict against the test oracle, what is
// reported as not used, and one line with the line number for every malformed file.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "files/cs188_format.h"
#include "files/tree_file.h"
#include "search/trace.h"
#include "support/oracle.h"
#include "support/tree_read_error.h"
#include "support/by_label.h"
#include "run/run.h"

using namespace ablab::core;
using ablab::testing::labelsOf;

namespace {

using ablab::testing::byLabel;

Tree loadExample(const std::string& file) {
    return loadTreeFile(Language::English, ABLAB_SOURCE_DIR "/tests/data/cs188/" + file);
}

struct SearchResult {
    Value root;
    std::vector<std::string> evaluated, pruned;
};

// The run as ablab records it, checked against the oracle's α-β on the same tree.
SearchResult runStrict(const std::shared_ptr<const Tree>& tree, bool strict = true) {
    SearchOptions options;
    options.strict = strict;
    const auto traceRun = makeRun(tree, options);
    const Trace& trace = *traceRun->trace;
    ablab::testing::Oracle oracle{*tree, options, {}, {}};
    EXPECT_EQ(oracle.search(Tree::root(), -kInfinity, kInfinity), trace.rootValue());
    EXPECT_EQ(trace.rootValue(), ablab::testing::limitedMinimax(*tree, 0)[Tree::root()]);
    EXPECT_EQ(trace.evaluatedLeaves(), oracle.leaves);
    EXPECT_EQ(trace.prunedRoots(), oracle.pruned);
    return {trace.rootValue(), labelsOf(*tree, trace.evaluatedLeaves()), labelsOf(*tree, trace.prunedRoots())};
}

std::string cs188Error(std::string_view text) {
    return ablab::testing::readError([&] { parseCs188Test(Language::English, text, "t.test"); });
}

// A well-formed file around the given successor and evaluation lines (successors start on line 5).
std::string fileWith(std::string_view successors, std::string_view evaluation, std::string_view start = "s") {
    return "num_agents: \"2\"\n"
           "start_state: \"" +
           std::string(start) +
           "\"\n"
           "win_states: \"\"\n"
           "successors: \"\"\"\n" +
           std::string(successors) +
           "\"\"\"\n"
           "evaluation: \"\"\"\n" +
           std::string(evaluation) + "\"\"\"\n";
}

}  // namespace

TEST(Cs188Format, OneGhostLectureTree) {
    auto tree = std::make_shared<const Tree>(loadExample("one-ghost.test"));
    EXPECT_EQ(tree->size(), 13u);
    EXPECT_EQ(tree->label(Tree::root()), "start");
    EXPECT_EQ(tree->player(byLabel(*tree, "west")), Player::Min);
    EXPECT_EQ(tree->edgeLabel(byLabel(*tree, "west")), "West");
    EXPECT_EQ(tree->edgeLabel(byLabel(*tree, "s3")), "Right");
    EXPECT_EQ(tree->value(byLabel(*tree, "s2")), 11);
    EXPECT_NE(tree->info().description.in(Language::English).find("west     stop      east"), std::string::npos);  // the diagram
    EXPECT_TRUE(tree->info().proposesStrict);
    EXPECT_EQ(tree->info().formatNotes, R"(alg "AlphaBetaAgent" (ablab runs the one you choose))");

    const SearchResult run = runStrict(tree);
    EXPECT_EQ(run.root, 5);
    EXPECT_EQ(run.evaluated, (std::vector<std::string>{"w1", "w2", "w3", "s1", "e1", "e2"}));
    EXPECT_EQ(run.pruned, (std::vector<std::string>{"s2", "s3", "e3"}));
}

TEST(Cs188Format, TwoGhostsAreTwoMinPliesAndTheDepthEndsTheSearch) {
    auto tree = std::make_shared<const Tree>(loadExample("two-ghosts.test"));
    EXPECT_EQ(tree->player(Tree::root()), Player::Max);
    EXPECT_EQ(tree->player(byLabel(*tree, "l")), Player::Min);
    EXPECT_EQ(tree->player(byLabel(*tree, "la")), Player::Min);  // the second ghost
    EXPECT_EQ(tree->playerOverride(byLabel(*tree, "la")), Player::Min);
    // lb2 is at the depth limit: a leaf with its own evaluation, what lies below it left out.
    EXPECT_TRUE(tree->isLeaf(byLabel(*tree, "lb2")));
    EXPECT_EQ(tree->value(byLabel(*tree, "lb2")), 8);
    EXPECT_EQ(tree->size(), 15u);
    EXPECT_EQ(tree->info().formatNotes,
              R"(alg "MinimaxAgent" (ablab runs the one you choose); 1 state below depth 1, where the search stops (deeper))");

    const SearchResult run = runStrict(tree);
    EXPECT_EQ(run.root, 7);
    EXPECT_EQ(run.evaluated, (std::vector<std::string>{"la1", "la2", "lb1", "lb2", "ra1"}));
    EXPECT_EQ(run.pruned, (std::vector<std::string>{"ra2", "rb"}));
}

TEST(Cs188Format, WinAndLoseStatesEndTheGame) {
    auto tree = std::make_shared<const Tree>(loadExample("win-lose.test"));
    const NodeId caught = byLabel(*tree, "caught"), won = byLabel(*tree, "b1b");
    EXPECT_TRUE(tree->isLeaf(caught));
    EXPECT_EQ(tree->note(caught, Language::English), "lose state");
    EXPECT_TRUE(tree->isLeaf(won));  // b1b has a successor, but the game is over there
    EXPECT_EQ(tree->note(won, Language::English), "win state");
    EXPECT_EQ(tree->value(won), 50);
    EXPECT_EQ(tree->note(byLabel(*tree, "b1a1"), Language::English), "");
    EXPECT_NE(tree->info().formatNotes.find("1 state below a win or lose state (b1bx)"), std::string::npos);

    const SearchResult run = runStrict(tree);
    EXPECT_EQ(run.root, 6);
    EXPECT_EQ(run.evaluated, (std::vector<std::string>{"caught", "b1a1", "b1a2", "b1b", "b2a", "b2b1", "b2b2", "c1"}));
    EXPECT_EQ(run.pruned, (std::vector<std::string>{"c2"}));
}

TEST(Cs188Format, TheTieIsSearchedUnderStrictAsCs188Does) {
    auto tree = std::make_shared<const Tree>(loadExample("tie.test"));
    const SearchResult strict = runStrict(tree);
    EXPECT_EQ(strict.root, 3);
    EXPECT_EQ(strict.evaluated, (std::vector<std::string>{"a1", "a2", "b1", "b2"}));
    EXPECT_TRUE(strict.pruned.empty());
    // ablab's default prunes on the tie: the reason the file proposes --strict.
    const SearchResult ties = runStrict(tree, false);
    EXPECT_EQ(ties.root, 3);
    EXPECT_EQ(ties.pruned, (std::vector<std::string>{"b2"}));
}

TEST(Cs188Format, LabelsThatFollowTheLectureSchemeStayAutomatic) {
    const Tree tree =
        parseCs188Test(Language::English, fileWith("A x B\nA y C\nB x B1\nC x C1\n", "B1 1\nC1 2\n", "A"), "t.test");
    EXPECT_FALSE(tree.hasExplicitLabel(Tree::root()));
    EXPECT_FALSE(tree.hasExplicitLabel(byLabel(tree, "C1")));
    EXPECT_EQ(tree.edgeLabel(byLabel(tree, "C")), "y");
    // An action that only repeats the successor's name says nothing more.
    const Tree named = parseCs188Test(Language::English, fileWith("A B B\nA C C\n", "B 1\nC 2\n", "A"), "t.test");
    EXPECT_EQ(named.edgeLabel(1), "");
}

TEST(Cs188Format, UnknownKeysAndEvaluationsAreReported) {
    const Tree tree = parseCs188Test(Language::English,
                                     "alg: \"ExpectimaxAgent\"\npoints: \"3\"\n" + fileWith("s a t\n", "t 1\nq 5\n"), "t.test");
    EXPECT_EQ(tree.info().formatNotes, "1 evaluation of a state no successor line names (q); 1 key ablab does not use (points)");
}

TEST(Cs188Format, StatesTheStartStateDoesNotReachAreIgnoredAsCs188Does) {
    const auto tree = std::make_shared<const Tree>(loadExample("unreached-states.test"));
    std::vector<std::string> states;
    for (NodeId n = 0; n < tree->size(); ++n) states.emplace_back(tree->label(n));
    std::sort(states.begin(), states.end());
    EXPECT_EQ(states, (std::vector<std::string>{"a", "b1", "b2", "c1", "c2", "cx", "d1", "d2", "d3", "d4", "dx"}));
    EXPECT_EQ(tree->info().formatNotes,
              R"(alg "MinimaxAgent" (ablab runs the one you choose); 3 states the start state does not reach (c3, d5, d6))");
    SearchOptions minimax;
    minimax.algorithm = Algorithm::Minimax;
    const auto traceRun = makeRun(tree, minimax);
    const Trace& trace = *traceRun->trace;
    EXPECT_EQ(trace.rootValue(), -3);
    ASSERT_GE(trace.bestMove(), 0);
    EXPECT_EQ(tree->edgeLabel(tree->children(Tree::root())[static_cast<std::size_t>(trace.bestMove())]), "Left");
    // A cycle among states nobody reaches is ignored with them.
    const Tree loose = parseCs188Test(Language::English, fileWith("s a t\nu b v\nv c u\nq b r\n", "t 1\nr 2\n"), "t.test");
    EXPECT_EQ(loose.size(), 2u);
    EXPECT_EQ(loose.info().formatNotes, "4 states the start state does not reach (u, v, q, …)");
}

TEST(Cs188Format, AnExpectimaxAgentsGhostsAreUniformChanceNodes) {
    const auto tree = std::make_shared<const Tree>(loadExample("expectimax-one-ghost.test"));
    const NodeId g1 = byLabel(*tree, "g1"), m1 = byLabel(*tree, "m1"), k1 = byLabel(*tree, "k1");
    EXPECT_TRUE(tree->isChance(g1));
    EXPECT_TRUE(tree->isChance(k1));
    EXPECT_FALSE(tree->isChance(m1));
    EXPECT_EQ(tree->player(m1), Player::Max);
    EXPECT_EQ(tree->info().formatNotes, "");
    SearchOptions expectimax;
    expectimax.algorithm = Algorithm::Expectiminimax;
    const auto traceRun = makeRun(tree, expectimax);
    const Trace& trace = *traceRun->trace;
    EXPECT_EQ(trace.rootValue(), 6);  // Left: (0 + 12) / 2; Right: (3 + 5) / 2
    ASSERT_GE(trace.bestMove(), 0);
    EXPECT_EQ(tree->edgeLabel(tree->children(Tree::root())[static_cast<std::size_t>(trace.bestMove())]), "Left");
}

TEST(Cs188Format, EveryMalformedFileGetsOneLineWithItsLineNumber) {
    // Successor lines start on line 5, evaluation lines two lines after the last of them.
    const std::pair<std::string, std::string_view> cases[] = {
        {fileWith("s a t\nt b u\nu c t\n", "t 1\n"),
         "t.test:7: state 't' already has a parent, 's' (line 5); in a game tree each state has one"},
        {fileWith("s a t\nt b s\n", ""),
         "t.test:6: 's' is the start state, so it cannot be a successor of 't': that makes a cycle"},
        {fileWith("s a t\nt b t\n", ""), "t.test:6: 't' is its own successor: a cycle, which a game tree cannot have"},
        {fileWith("s a t\ns b u\nt c v\nu d v\n", "v 1\n"),
         "t.test:8: state 'v' already has a parent, 't' (line 7); in a game tree each state has one"},
        {fileWith("s a t\ns b u\n", "t 1\n"), "t.test:6: state 'u' is a leaf (it has no successors) but has no evaluation line"},
        {fileWith("s a t\ns a u\n", "t 1\nu 2\n"), "t.test:6: 's' has two successors by action 'a' (lines 5 and 6)"},
        {fileWith("s a\n", ""), "t.test:5: a successor line is PARENT ACTION CHILD, got 2 words: 's a'"},
        {fileWith("s a t\n", "t high\n"), "t.test:8: expected a number (or inf, -inf) as the value of 't', got 'high'"},
        {fileWith("s a t\n", "t 1\nt 2\n"), "t.test:9: 't' is evaluated twice (lines 8 and 9)"},
        {"start_state: \"s\"\nsuccessors: \"\"\"\ns a t\n",
         "t.test:2: the \"\"\" block of 'successors' opened here is never closed"},
        {"start_state: s\n", R"(t.test:1: expected KEY: "VALUE" or KEY: """ (a CS188 test file), got 'start_state: s')"},
        {"num_agents: \"two\"\nstart_state: \"s\"\n", "t.test:1: num_agents is a whole number of at least 1, got 'two'"},
        {"class: \"PacmanGameTreeTest\"\n",
         "t.test:1: class is 'PacmanGameTreeTest'; ablab reads GraphGameTreeTest files, the ones that hold a game tree"},
        {"num_agents: \"2\"\n", R"(t.test:1: no start_state: add start_state: "STATE" to say which state is the root)"},
        {"start_state: \"s\"\nstart_state: \"t\"\n", "t.test:2: 'start_state' appears twice (lines 1 and 2)"},
        {"depth: \"1\"\nnum_agents: \"1\"\nstart_state: \"s\"\nsuccessors: \"\"\"\ns a t\nt b u\n\"\"\"\n"
         "evaluation: \"\"\"\nu 1\n\"\"\"\n",
         "t.test:5: state 't' is a leaf (the search stops at depth 1) but has no evaluation line"},
        {"", R"(t.test:1: the file is empty; expected a CS188 GraphGameTreeTest (start_state: "…", successors: """ … """, …))"},
    };
    for (const auto& [file, message] : cases) EXPECT_EQ(cs188Error(file), message) << file;
}

TEST(Cs188Format, ADeepChainNeedsNoRecursion) {
    constexpr int kDepth = 200'000;
    std::string successors, evaluation = "n" + std::to_string(kDepth) + " 1\n";
    for (int i = 0; i < kDepth; ++i) successors += "n" + std::to_string(i) + " go n" + std::to_string(i + 1) + "\n";
    const Tree tree = parseCs188Test(Language::English, fileWith(successors, evaluation, "n0"), "chain.test");
    EXPECT_EQ(tree.height(), static_cast<std::uint32_t>(kDepth));
    // A cycle at the bottom of a long chain is found without recursion too: n0 gets a second parent.
    EXPECT_EQ(cs188Error(fileWith("s a n0\n" + successors + "n" + std::to_string(kDepth) + " back n0\n", "t 1\n")),
              "t.test:200006: state 'n0' already has a parent, 's' (line 5); in a game tree each state has one");
}

TEST(Cs188Format, RepeatedLabelsBecomeUniqueStateNamesInLinearTime) {
    // A game tree repeats its move labels everywhere: 100,000 leaves all called "x".
    TreeBuilder b;
    b.addNode(kNoNode);
    for (int i = 0; i < 100'000; ++i) {
        const NodeId leaf = b.addNode(Tree::root());
        b.setLabel(leaf, "x");
        b.setValue(leaf, i);
    }
    const WrittenTree written = writeCs188Test(Language::English, std::move(b).build());
    EXPECT_NE(written.text.find("\nx_100000 99999\n"), std::string::npos);
    EXPECT_EQ(written.leftOut.rfind("99999 labels renamed into CS188 state names (x → x_2, x → x_3, x → x_4, …)", 0), 0u)
        << written.leftOut;
    const Tree again = parseCs188Test(Language::English, written.text, "again.test");
    EXPECT_EQ(again.size(), 100'001u);
    EXPECT_EQ(again.value(again.size() - 1), 99'999);
}

TEST(Cs188Format, ManyKeysAreRefusedAtAFixedCount) {
    // A field costs a hundred bytes however short its line: 300,000 of them are refused at the
    // 1001st, before the file's keys take thirty times its size.
    std::string text = "start_state: \"s\"\n";
    for (int i = 0; i < 300'000; ++i) text += "key" + std::to_string(i) + ": \"x\"\n";
    EXPECT_EQ(cs188Error(text), "t.test:1001: more than 1000 fields; a CS188 test file has a dozen or so");
    // Below the cap a key written twice is named with both its lines.
    text = "start_state: \"s\"\n";
    for (int i = 0; i < 998; ++i) text += "key" + std::to_string(i) + ": \"x\"\n";
    EXPECT_EQ(cs188Error(text + "key17: \"again\"\n"), "t.test:1000: 'key17' appears twice (lines 19 and 1000)");
}
