// The games of the course notes: tic-tac-toe's whole game beside n! (Nguyễn Văn Linh) and its
// open lines (朱福喜's f(p) = 5 − 6 = −1), and gomoku as the interval essay searches it —
// candidate moves, their scores and top-K order on fixed positions, the tree's size, and the
// value against plain negamax over every candidate; and --order score.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "files/tree_file.h"
#include "games/gomoku.h"
#include "games/tictactoe.h"
#include "model/tree_edit.h"
#include "search/trace.h"
#include "support/by_label.h"
#include "run/run.h"

namespace {

using namespace ablab::core;
using ablab::testing::childLabels;

// Plain negamax over every candidate move, straight from the boards, for the side to move:
// the reference the generated tree is checked against. Depth ≤ 2 here, so recursion is fine.
double plainNegamax(const GomokuBoard& board, int depth, char rootMover) {
    const char mover = gomokuToMove(board);
    const double sign = mover == rootMover ? 1 : -1;
    const auto moves = gomokuCandidateMoves(board);
    if (depth == 0 || gomokuWinner(board) || moves.empty()) return sign * gomokuEvaluate(board, rootMover);
    double best = -kInfinity;
    for (const ScoredMove& m : moves) {
        GomokuBoard after = board;
        after.squares[static_cast<std::size_t>(m.square)] = mover;
        best = std::max(best, -plainNegamax(after, depth - 1, rootMover));
    }
    return best;
}

}  // namespace

TEST(NotesTicTacToe, WholeGameBesideNFactorial) {
    const TicTacToeGameCount count = countTicTacToeGames(parseTicTacToePosition(Language::English, ".../.../..."));
    EXPECT_EQ(count.nodes, 549946u);
    EXPECT_EQ(count.games, 255168u);
    EXPECT_EQ(count.emptySquares, 9);
    EXPECT_EQ(count.factorial, 362880u);
    EXPECT_LT(count.games, count.factorial) << "n! bounds the games";
    EXPECT_GT(count.nodes, count.factorial) << "but not the nodes";
    EXPECT_EQ(describeTicTacToeGameCount(Language::English, count),
              "the whole game from here: 549,946 nodes, 255,168 finished games; 9! = 362,880 orders of filling the 9 "
              "empty squares bounds the games, not the nodes");
    // Vietnamese separates thousands by dots (issue 43).
    const std::string vietnamese = describeTicTacToeGameCount(Language::Vietnamese, count);
    EXPECT_NE(vietnamese.find("549.946"), std::string::npos) << vietnamese;
    EXPECT_NE(vietnamese.find("362.880"), std::string::npos) << vietnamese;
    EXPECT_EQ(vietnamese.find("549,946"), std::string::npos) << vietnamese;

    // The counter agrees with the tree builder on a smaller game.
    TicTacToeOptions options;
    options.position = "X.O/.X./...";
    options.symmetry = false;
    const Tree tree = makeTicTacToeTree(Language::English, options);
    const TicTacToeGameCount small = countTicTacToeGames(parseTicTacToePosition(Language::English, options.position));
    EXPECT_EQ(small.nodes, tree.size());
    EXPECT_EQ(small.games, tree.leafCount());
    EXPECT_EQ(small.emptySquares, 6);
    EXPECT_EQ(small.factorial, 720u);
}

TEST(NotesTicTacToe, OpenLinesOfTheNotesPosition) {
    // X on an edge, O in the corner beside it: 5 lines open for X, 6 for O.
    const TicTacToeBoard board = parseTicTacToePosition(Language::English, "OX./.../...");
    const auto forX = ticTacToeOpenLineSquares(board, 'X'), forO = ticTacToeOpenLineSquares(board, 'O');
    EXPECT_EQ(forX.size(), 5u);
    EXPECT_EQ(forO.size(), 6u);
    for (const auto& line : forX)
        for (int s : line) EXPECT_NE(board[static_cast<std::size_t>(s)], 'O');
    // O's open lines avoid b1, X's square: not the top row, not the middle column.
    EXPECT_EQ(std::count(forO.begin(), forO.end(), std::array<int, 3>{0, 1, 2}), 0);
    EXPECT_EQ(std::count(forO.begin(), forO.end(), std::array<int, 3>{1, 4, 7}), 0);
    EXPECT_EQ(ticTacToeOpenLinesFormula("OX./.../..."), "f(p) = 5 − 6 = −1");
    EXPECT_EQ(ticTacToeOpenLinesFormula(".../.X./..."), "f(p) = 8 − 4 = 4");
    EXPECT_EQ(ticTacToeOpenLinesFormula("XXX/OO./..."), "") << "a finished game has no f(p)";
    EXPECT_EQ(ticTacToeOpenLinesFormula("....../......"), "");
}

TEST(Gomoku, CandidatesNextToStonesScoredByLinePatterns) {
    // One X on the centre of a 5 × 5 board, O to move. On this board every row, column and the
    // two long diagonals are exactly one five-tuple. A diagonal neighbour lies on an empty row
    // (+1), an empty column (+1) and X's diagonal (blocking 1 stone: +1); an orthogonal one on
    // an empty line (+1) and X's line (+1).
    const GomokuBoard board = parseGomokuPosition(Language::English, "...../...../..X../...../.....");
    EXPECT_EQ(gomokuToMove(board), 'O');
    const auto moves = gomokuCandidateMoves(board);
    std::vector<std::string> names;
    std::vector<double> scores;
    for (const ScoredMove& m : moves) {
        names.push_back(gomokuSquareName(5, m.square));
        scores.push_back(m.score);
    }
    EXPECT_EQ(names, (std::vector<std::string>{"b2", "d2", "b4", "d4", "c2", "b3", "d3", "c4"}));
    EXPECT_EQ(scores, (std::vector<double>{3, 3, 3, 3, 2, 2, 2, 2}));
    EXPECT_EQ(gomokuEvaluate(board, 'X'), 4);  // X's row, column and both diagonals
    EXPECT_EQ(gomokuEvaluate(board, 'O'), -4);
}

TEST(Gomoku, AFourIsScoredAboveEverythingElse) {
    // X has four in a row on row 1 (a1–d1); O to move must take e1, the only square that stops five.
    const GomokuBoard board = parseGomokuPosition(Language::English, "XXXX./OOO../...../...../.....");
    const auto moves = gomokuCandidateMoves(board);
    ASSERT_FALSE(moves.empty());
    EXPECT_EQ(gomokuSquareName(5, moves.front().square), "e1");
    EXPECT_GE(moves.front().score, 1000);  // blocking X's four takes a tuple worth 1,000 from X
    EXPECT_LT(moves[1].score, moves.front().score);
    GomokuOptions options;
    options.position = "XXXX./OOO../...../...../.....";
    options.depth = 2;
    const Tree tree = makeGomokuTree(Language::English, options);
    EXPECT_EQ(tree.label(tree.children(Tree::root())[0]), "O e1");
}

TEST(Gomoku, TreeHasTheKBestMovesInScoreOrder) {
    GomokuOptions options;  // 7 × 7, the default opening, depth 3, K = 8
    const Tree tree = makeGomokuTree(Language::English, options);
    EXPECT_LE(tree.leafCount(), 512u);
    EXPECT_EQ(tree.childCount(Tree::root()), 8u);
    EXPECT_EQ(tree.height(), 3u);
    for (NodeId n = 0; n < tree.size(); ++n) {
        const auto children = tree.children(n);
        EXPECT_LE(children.size(), 8u);
        for (std::size_t i = 1; i < children.size(); ++i)
            EXPECT_GE(*tree.score(children[i - 1]), *tree.score(children[i])) << tree.label(n);
    }
    // The root's children are the first eight candidates of the opening, in order.
    const auto moves = gomokuCandidateMoves(gomokuOpening(Language::English, 7));
    ASSERT_GE(moves.size(), 8u);
    for (std::size_t i = 0; i < 8; ++i) {
        const NodeId child = tree.children(Tree::root())[i];
        EXPECT_EQ(tree.label(child), "X " + gomokuSquareName(7, moves[i].square));
        EXPECT_EQ(*tree.score(child), moves[i].score);
    }
    // Scores survive a save and a load.
    const Tree again = parseTree(Language::English, serializeTree(tree), "saved");
    for (NodeId n = 0; n < tree.size(); ++n) EXPECT_EQ(again.score(n), tree.score(n));
}

TEST(Gomoku, ValueAgreesWithPlainNegamaxWhenNoMoveIsLeftOut) {
    const char* positions[] = {"...../...../..X../...../.....", "...../.O.../..X../...../.....", "...../.OX../..X../...O./.....",
                               "X..../.O.../..X../...../....O"};
    for (const char* position : positions) {
        for (std::uint32_t depth : {1u, 2u}) {
            GomokuOptions options;
            options.position = position;
            options.depth = depth;
            options.moveLimit = kGomokuMaxMoveLimit;  // above every candidate count here
            const GomokuBoard board = parseGomokuPosition(Language::English, position);
            if (gomokuCandidateMoves(board).size() > options.moveLimit) continue;
            auto tree = std::make_shared<const Tree>(makeGomokuTree(Language::English, options));
            const double reference = plainNegamax(board, static_cast<int>(depth), gomokuToMove(board));
            SearchOptions essay;
            essay.negamax = essay.failHard = true;
            EXPECT_EQ((*makeRun(tree, essay)->trace).rootValue(), reference) << position << " depth " << depth;
            EXPECT_EQ((*makeRun(tree, {})->trace).rootValue(), reference) << position;
            const EssayCodeRun code = runEssayCode(Language::English, *tree);
            EXPECT_EQ(code.value, reference) << position;
            EXPECT_GE(code.leavesEvaluated, (*makeRun(tree, essay)->trace).stats().leavesEvaluated)
                << "the code tests no leaf against β, so it prunes no more than the text";
        }
    }
}

TEST(Gomoku, EssayCodeEvaluatesEveryLeafOfItsLastPly) {
    GomokuOptions options;
    options.depth = 2;
    auto tree = std::make_shared<const Tree>(makeGomokuTree(Language::English, options));
    SearchOptions essay;
    essay.negamax = essay.failHard = true;
    const auto textRun = makeRun(tree, essay);
    const Trace& text = *textRun->trace;
    const EssayCodeRun code = runEssayCode(Language::English, *tree);
    EXPECT_EQ(code.value, text.rootValue());
    // Depth 2: every node above the leaves is the root or at the last ply, so the code never
    // cuts below the root's children and evaluates every leaf; the text prunes some.
    EXPECT_EQ(code.leavesEvaluated, tree->leafCount());
    EXPECT_LT(text.stats().leavesEvaluated, tree->leafCount());
}

TEST(Gomoku, BadPositionsAndOptions) {
    auto message = [](auto make) {
        try {
            make();
        } catch (const GameError& e) {
            return std::string(e.what());
        }
        return std::string("(no error)");
    };
    EXPECT_EQ(message([] { return parseGomokuPosition(Language::English, "..../..../..../...."); }),
              "position \"..../..../..../....\": expected 5 to 15 rows of as many squares, separated by '/'");
    EXPECT_EQ(message([] { return parseGomokuPosition(Language::English, "...../...../..Z../...../....."); }),
              "position \"...../...../..Z../...../.....\": a square is X, O or '.', got 'Z' at c3");
    EXPECT_EQ(message([] { return parseGomokuPosition(Language::English, "XX.../...../...../...../....."); }),
              "position \"XX.../...../...../...../.....\": X has 2 stones and O 0; X moves first, so X has as many stones "
              "as O or one more");
    EXPECT_EQ(message([] { return parseGomokuPosition(Language::English, "XXXXX/OOOO./...../...../....."); }),
              "position \"XXXXX/OOOO./...../...../.....\": the game is already over: X has five in a row");
    GomokuOptions deep;
    deep.depth = 9;
    EXPECT_EQ(message([&] { return makeGomokuTree(Language::English, deep); }), "--depth expects 1 to 5, got 9");
    GomokuOptions wide;
    wide.moveLimit = 0;
    EXPECT_EQ(message([&] { return makeGomokuTree(Language::English, wide); }), "--move-limit expects 1 to 16, got 0");
    EXPECT_EQ(message([] { return gomokuOpening(Language::English, 30); }), "--size expects 5 to 15, got 30");
}

TEST(MoveOrder, ScoreOrderSearchesTheKBestScoredChildren) {
    const char* text = R"({"root": [{"label": "B", "score": 1, "value": 9},
                                    {"label": "C", "score": 5, "value": 2},
                                    {"label": "D", "score": 3, "value": 4}]})";
    auto tree = std::make_shared<const Tree>(parseTree(Language::English, text, "t"));
    SearchOptions options;
    options.moveLimit = 2;
    const auto fileOrderRun = makeRun(tree, options);
    const Trace& fileOrder = *fileOrderRun->trace;
    EXPECT_EQ(fileOrder.rootValue(), 9);  // B and C, in file order
    options.order = MoveOrder::Score;
    const auto scoreOrderRun = makeRun(tree, options);
    const Trace& scoreOrder = *scoreOrderRun->trace;
    EXPECT_EQ(childLabels(scoreOrder.tree(), Tree::root()), (std::vector<std::string>{"C", "D", "B"}));
    EXPECT_EQ(scoreOrder.rootValue(), 4);  // C then D: the best-scored two
    ASSERT_EQ(scoreOrder.skippedRoots().size(), 1u);
    EXPECT_EQ(scoreOrder.tree().label(scoreOrder.skippedRoots()[0]), "B");
    EXPECT_EQ(describe(options), "alphabeta --move-limit 2 --order score");
}
