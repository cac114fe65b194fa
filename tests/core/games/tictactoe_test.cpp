// Game trees from tic-tac-toe positions: the whole game's numbers, f(p) as the lecture counts
// it, symmetry, labels and boards, and every bad position's message.
#include <gtest/gtest.h>

#include <filesystem>
#include <memory>
#include <string>
#include <unistd.h>

#include "games/tictactoe.h"
#include "search/trace.h"
#include "model/tree_edit.h"
#include "files/tree_file.h"
#include "support/by_label.h"
#include "run/run.h"

namespace {

using namespace ablab::core;
using ablab::testing::childLabels;

TicTacToeBoard board(const char* text) { return parseTicTacToePosition(Language::English, text); }

// The full game tree is built once: 549,946 nodes.
class FullGameTree : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        TicTacToeOptions options;
        options.symmetry = false;
        options.eval = TicTacToeEval::WinLoss;
        s_tree = std::make_shared<const Tree>(makeTicTacToeTree(Language::English, options));
    }
    static void TearDownTestSuite() { s_tree.reset(); }
    static std::shared_ptr<const Tree> s_tree;
};
std::shared_ptr<const Tree> FullGameTree::s_tree;

TEST_F(FullGameTree, HasEveryGame) {
    EXPECT_EQ(s_tree->size(), 549'946u);
    EXPECT_EQ(s_tree->leafCount(), 255'168u);  // finished games
    EXPECT_EQ(s_tree->height(), 9u);
    EXPECT_EQ(s_tree->childCount(Tree::root()), 9u);
}

TEST_F(FullGameTree, IsADrawWithPerfectPlay) { EXPECT_EQ(minimaxValues(*s_tree)[Tree::root()], 0); }

TEST_F(FullGameTree, AlphaBetaFindsTheDrawLookingAtFarFewerGames) {
    const auto run = makeRun(s_tree, {});
    const Trace& trace = *run->trace;
    EXPECT_EQ(trace.rootValue(), 0);
    EXPECT_LT(trace.stats().leavesEvaluated, s_tree->leafCount() / 10);
}

TEST(TicTacToe, SymmetryLeavesCornerEdgeCentre) {
    TicTacToeOptions options;
    options.depth = 1;
    const Tree reduced = makeTicTacToeTree(Language::English, options);
    EXPECT_EQ(childLabels(reduced, Tree::root()), (std::vector<std::string>{"X a1", "X b1", "X b2"}));
    options.symmetry = false;
    EXPECT_EQ(makeTicTacToeTree(Language::English, options).childCount(Tree::root()), 9u);
}

TEST(TicTacToe, SymmetryAtTheSecondPly) {
    // After a corner or an edge O has five different replies, after the centre two.
    TicTacToeOptions options;
    options.depth = 2;
    const Tree tree = makeTicTacToeTree(Language::English, options);
    const auto first = tree.children(Tree::root());
    ASSERT_EQ(first.size(), 3u);
    EXPECT_EQ(childLabels(tree, first[0]), (std::vector<std::string>{"O b1", "O c1", "O b2", "O c2", "O c3"}));
    EXPECT_EQ(tree.childCount(first[1]), 5u);
    EXPECT_EQ(childLabels(tree, first[2]), (std::vector<std::string>{"O a1", "O b1"}));
    EXPECT_EQ(tree.leafCount(), 12u);
}

TEST(TicTacToe, OpenLinesAsTheLectureCountsThem) {
    // X in a corner, O in the centre: 4 lines open for X, 5 for O.
    EXPECT_EQ(ticTacToeOpenLines(board("X../.O./..."), 'X'), 4);
    EXPECT_EQ(ticTacToeOpenLines(board("X../.O./..."), 'O'), 5);
    EXPECT_EQ(ticTacToeOpenLinesScore(board("X../.O./...")), -1);
    // X on an edge, O in a corner: 5 − 6 = −1.
    EXPECT_EQ(ticTacToeOpenLines(board("OX./.../..."), 'X'), 5);
    EXPECT_EQ(ticTacToeOpenLines(board("OX./.../..."), 'O'), 6);
    EXPECT_EQ(ticTacToeOpenLinesScore(board("OX./.../...")), -1);
    // X in the centre, O in a corner: 5 − 4 = 1.
    EXPECT_EQ(ticTacToeOpenLinesScore(board("O../.X./...")), 1);
    EXPECT_EQ(ticTacToeOpenLinesScore(board(".../.../...")), 0);
}

TEST(TicTacToe, TwoPlyLookaheadChoosesTheCentre) {
    TicTacToeOptions options;
    options.depth = 2;
    const Tree tree = makeTicTacToeTree(Language::English, options);
    const auto values = minimaxValues(tree);
    const auto first = tree.children(Tree::root());
    EXPECT_EQ(values[first[0]], -1);  // corner
    EXPECT_EQ(values[first[1]], -2);  // edge
    EXPECT_EQ(values[first[2]], 1);   // centre
    EXPECT_EQ(values[Tree::root()], 1);
}

TEST(TicTacToe, LabelsBoardsAndTurns) {
    TicTacToeOptions options;
    options.position = "X.O/.X./..O";
    options.depth = 1;
    const Tree tree = makeTicTacToeTree(Language::English, options);
    EXPECT_EQ(tree.label(Tree::root()), "S");
    EXPECT_EQ(tree.board(Tree::root()), "X.O/.X./..O");
    EXPECT_EQ(tree.firstPlayer(), Player::Max);
    EXPECT_EQ(childLabels(tree, Tree::root()), (std::vector<std::string>{"X b1", "X a2", "X c2", "X a3", "X b3"}));
    EXPECT_EQ(tree.board(tree.children(Tree::root())[2]), "X.O/.XX/..O");

    options.position = ".../.X./...";
    const Tree oToMove = makeTicTacToeTree(Language::English, options);
    EXPECT_EQ(oToMove.label(Tree::root()), "S");
    EXPECT_EQ(oToMove.firstPlayer(), Player::Min);
    EXPECT_EQ(childLabels(oToMove, Tree::root()), (std::vector<std::string>{"O a1", "O b1"}));
    EXPECT_EQ(ticTacToeSquareName(0), "a1");
    EXPECT_EQ(ticTacToeSquareName(5), "c2");
    EXPECT_EQ(ticTacToeSquareName(7), "b3");
}

TEST(TicTacToe, FinishedGamesAndTheHorizon) {
    TicTacToeOptions options;
    options.position = "XX./OO./...";  // X to move; c1 wins at once
    options.symmetry = false;
    options.depth = 1;
    Tree tree = makeTicTacToeTree(Language::English, options);
    const NodeId win = tree.children(Tree::root())[0];
    EXPECT_EQ(tree.label(win), "X c1");
    EXPECT_TRUE(tree.isLeaf(win));
    EXPECT_EQ(tree.value(win), kInfinity);
    const NodeId other = tree.children(Tree::root())[1];  // X c2: at the horizon, valued by f(p)
    EXPECT_EQ(tree.label(other), "X c2");
    EXPECT_EQ(tree.value(other), ticTacToeOpenLinesScore(board("XX./OOX/...")));

    options.eval = TicTacToeEval::WinLoss;
    tree = makeTicTacToeTree(Language::English, options);
    EXPECT_EQ(tree.value(tree.children(Tree::root())[0]), 1);
    EXPECT_EQ(tree.value(tree.children(Tree::root())[1]), 0);  // unknown at the horizon

    // Without a depth every line is played out: O loses or X wins only with ±∞, draws are 0.
    options.depth.reset();
    options.eval = TicTacToeEval::OpenLines;
    tree = makeTicTacToeTree(Language::English, options);
    for (NodeId n = 0; n < tree.size(); ++n) {
        if (!tree.isLeaf(n)) continue;
        const Value v = tree.value(n);
        EXPECT_TRUE(v == kInfinity || v == -kInfinity || v == 0) << tree.board(n);
    }
    EXPECT_EQ(minimaxValues(tree)[Tree::root()], kInfinity);
}

TEST(TicTacToe, DepthZeroIsTheRootAlone) {
    TicTacToeOptions options;
    options.position = "X../.O./...";
    options.depth = 0;
    const Tree tree = makeTicTacToeTree(Language::English, options);
    EXPECT_EQ(tree.size(), 1u);
    EXPECT_EQ(tree.value(Tree::root()), -1);
}

std::string errorFor(const char* position) {
    try {
        parseTicTacToePosition(Language::English, position);
    } catch (const GameError& e) {
        return e.what();
    }
    return "(accepted)";
}

TEST(TicTacToe, BadPositionsSayWhatIsWrong) {
    EXPECT_EQ(errorFor("XO"), R"(position "XO": expected three rows of three squares separated by '/', such as "X.O/.X./..O")");
    EXPECT_EQ(errorFor("X.O.X...O.."),
              R"(position "X.O.X...O..": expected three rows of three squares separated by '/', such as "X.O/.X./..O")");
    EXPECT_EQ(errorFor("X.Z/.../..."), R"(position "X.Z/.../...": a square is X, O or '.', got 'Z' at c1)");
    EXPECT_EQ(errorFor("XX./.../..."),
              R"(position "XX./.../...": X has 2 marks and O 0; X moves first, so X has as many marks as O or one more)");
    EXPECT_EQ(errorFor("O../.../..."),
              R"(position "O../.../...": X has 0 marks and O 1; X moves first, so X has as many marks as O or one more)");
    EXPECT_EQ(errorFor("XXX/OO./..."), R"(position "XXX/OO./...": the game is already over: X has three in a row)");
    EXPECT_EQ(errorFor("XX./OOO/X.."), R"(position "XX./OOO/X..": the game is already over: O has three in a row)");
    EXPECT_EQ(errorFor("XOX/XOO/OXX"), R"(position "XOX/XOO/OXX": the game is already over: the board is full)");
    EXPECT_EQ(errorFor("XXX/OOO/..."), R"(position "XXX/OOO/...": no game reaches it: X and O both have three in a row)");
    EXPECT_EQ(errorFor("x.o/.x./..o"), "(accepted)");

    TicTacToeOptions options;
    options.position = "XXX/OO./...";
    EXPECT_THROW(makeTicTacToeTree(Language::English, options), GameError);
}

TEST(TicTacToe, BoardsSurviveSaveAndLoad) {
    TicTacToeOptions options;
    options.depth = 2;
    const Tree tree = makeTicTacToeTree(Language::English, options);
    const std::string path =
        (std::filesystem::temp_directory_path() / ("ablab-ttt-" + std::to_string(::getpid()) + ".json")).string();
    saveTreeFile(Language::English, tree, path);
    const Tree loaded = loadTreeFile(Language::English, path);
    std::filesystem::remove(path);
    ASSERT_EQ(loaded.size(), tree.size());
    for (NodeId n = 0; n < tree.size(); ++n) {
        EXPECT_EQ(loaded.board(n), tree.board(n));
        EXPECT_EQ(loaded.label(n), tree.label(n));
        EXPECT_EQ(loaded.value(n), tree.value(n));
    }
    EXPECT_EQ(loaded.info().title, tree.info().title);

    // A board on a hand-written node, and the key's type checked.
    const Tree small = parseTree(Language::English, R"({"root": [{"board": "X../.../...", "value": 1}, 2]})", "t.json");
    EXPECT_EQ(small.board(1), "X../.../...");
    EXPECT_EQ(small.board(2), "");
    EXPECT_EQ(parseTree(Language::English, serializeTree(small), "again").board(1), "X../.../...");
    try {
        parseTree(Language::English, R"({"root": [{"board": 3, "value": 1}]})", "t.json");
        ADD_FAILURE() << "a numeric board was accepted";
    } catch (const TreeFileError& e) {
        EXPECT_EQ(std::string(e.what()), "t.json: /root/0/board: expected a string, got number 3");
    }
}

TEST(TicTacToe, EditsKeepBoards) {
    TicTacToeOptions options;
    options.depth = 1;
    const Tree tree = makeTicTacToeTree(Language::English, options);
    const Tree edited = withChildMoved(tree, tree.children(Tree::root())[1], -1);
    EXPECT_EQ(edited.board(edited.children(Tree::root())[0]), ".X./.../...");
}

}  // namespace
