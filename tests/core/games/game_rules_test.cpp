// The rules of the games the engine plays (games/game.h): legal moves, wins along every line,
// draws, a full column refused, Nim's normal-play rule, and the positions each refuses.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "games/board_positions.h"
#include "games/connect_four.h"
#include "games/nim.h"

namespace {

using namespace ablab::core;

constexpr Language kEnglish = Language::English;

std::string messageOf(auto parse) {
    try {
        parse();
    } catch (const GameError& e) {
        return e.what();
    }
    return "(accepted)";
}

TicTacToePosition ticTacToe(const char* text, bool symmetry = false) {
    return {parseTicTacToePosition(kEnglish, text), TicTacToeEval::WinLoss, symmetry};
}

TEST(GameRules, TicTacToeMovesAreTheEmptySquaresOrOnePerSymmetryClass) {
    EXPECT_EQ(ticTacToe(".../.../...").moves().size(), 9u);
    EXPECT_EQ(ticTacToe(".../.../...", true).moves().size(), 3u);  // corner, edge, centre
    const TicTacToePosition p = ticTacToe("X.O/.X./..O");
    EXPECT_EQ(p.moves().size(), 5u);
    EXPECT_TRUE(p.maxToMove());
    EXPECT_EQ(p.parseMove("b1"), (Move{1, 1}));
    EXPECT_FALSE(p.parseMove("a1"));  // taken
    EXPECT_FALSE(p.parseMove("d1"));
    EXPECT_EQ(p.play(Move{1, 1}).format(), "XXO/.X./..O");
    EXPECT_EQ(p.moveLabel(Move{1, 1}), "X b1");
}

TEST(GameRules, TicTacToeIsWonAlongEveryLine) {
    const int lines[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
    for (const auto& line : lines)
        for (const char side : {'X', 'O'}) {
            TicTacToePosition p;
            p.board.fill('.');
            p.eval = TicTacToeEval::WinLoss;
            for (const int s : line) p.board[static_cast<std::size_t>(s)] = side;
            EXPECT_TRUE(p.over()) << p.format();
            EXPECT_TRUE(p.moves().empty()) << p.format();
            EXPECT_EQ(p.evaluate(), side == 'X' ? 1 : -1) << p.format();
        }
}

TEST(GameRules, TicTacToeFullBoardWithoutALineIsADraw) {
    const TicTacToePosition p = ticTacToe("XOX/XOO/OX.").play(Move{8, 1});
    EXPECT_EQ(p.format(), "XOX/XOO/OXX");
    EXPECT_TRUE(p.over());
    EXPECT_EQ(p.evaluate(), 0);
}

ConnectFourPosition emptyConnectFour() {
    return parseConnectFourPosition(kEnglish, "......./......./......./......./......./.......");
}

TEST(GameRules, ConnectFourStonesFallToTheLowestEmptySquare) {
    ConnectFourPosition p = emptyConnectFour();
    EXPECT_EQ(p.moves().size(), 7u);
    p = p.play(*p.parseMove("d"));
    p = p.play(*p.parseMove("d"));
    EXPECT_EQ(p.format(), "......./......./......./......./...O.../...X...");
    EXPECT_TRUE(p.maxToMove());
    EXPECT_EQ(p.moveLabel(Move{3, 1}), "X d");
}

TEST(GameRules, ConnectFourRefusesAFullColumn) {
    const ConnectFourPosition p = parseConnectFourPosition(kEnglish, "X....../O....../X....../O....../X....../O......");
    EXPECT_FALSE(p.parseMove("a"));
    EXPECT_TRUE(p.parseMove("b"));
    EXPECT_FALSE(p.parseMove("h"));
    ASSERT_EQ(p.moves().size(), 6u);
    EXPECT_EQ(p.moves().front(), (Move{1, 1}));
}

TEST(GameRules, ConnectFourIsWonAlongEveryWindowInEachDirection) {
    // Every four squares in a row, in the four directions, up to every edge: 69 windows.
    int windows = 0;
    const int directions[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    for (const auto& d : directions)
        for (int r = 0; r < kConnectFourRows; ++r)
            for (int c = 0; c < kConnectFourColumns; ++c) {
                const int lastRow = r + 3 * d[0], lastColumn = c + 3 * d[1];
                if (lastRow >= kConnectFourRows || lastColumn < 0 || lastColumn >= kConnectFourColumns) continue;
                ++windows;
                for (const char side : {'X', 'O'}) {
                    // The stones placed where they are, floating or not: the lines are the rule.
                    ConnectFourPosition p;
                    p.squares.fill('.');
                    auto place = [&](int i) {
                        const int square = (r + i * d[0]) * kConnectFourColumns + c + i * d[1];
                        p.squares[static_cast<std::size_t>(square)] = side;
                        p.windows.add(square, side);
                    };
                    // Three of the four are not a win.
                    for (int i = 1; i < 4; ++i) place(i);
                    EXPECT_EQ(p.winner(), 0) << p.format();
                    place(0);
                    EXPECT_EQ(p.winner(), side) << p.format();
                    EXPECT_TRUE(p.over());
                    EXPECT_TRUE(p.moves().empty());
                    EXPECT_EQ(p.evaluate(), side == 'X' ? kInfinity : -kInfinity) << p.format();
                }
            }
    EXPECT_EQ(windows, 69);
}

TEST(GameRules, ConnectFourFullBoardWithoutFourIsADraw) {
    // Columns in pairs of two, swapped every other pair of rows: no four anywhere.
    const char* full = "XXOOXXO/OOXXOOX/XXOOXXO/OOXXOOX/XXOOXXO/OOXXOOX";
    ConnectFourPosition p;
    for (int i = 0, k = 0; full[i]; ++i)
        if (full[i] != '/') {
            p.windows.add(k, full[i]);
            p.squares[static_cast<std::size_t>(k++)] = full[i];
        }
    EXPECT_EQ(p.winner(), 0);
    EXPECT_TRUE(p.over());
    EXPECT_TRUE(p.moves().empty());
    EXPECT_EQ(p.evaluate(), 0);
}

TEST(GameRules, ConnectFourCountsLinesForX) {
    // One X in the bottom corner: the windows through a1 are one row, one column, one diagonal.
    const ConnectFourPosition p = parseConnectFourPosition(kEnglish, "......./......./......./......./......./X......");
    EXPECT_EQ(p.evaluate(), 3);
    const ConnectFourPosition q = p.play(Move{6, 1});  // O in the other corner: the same for O
    EXPECT_EQ(q.evaluate(), 0);
}

// The evaluation kept move by move (games/connect_four_windows.h) against its definition counted
// afresh from the squares, on every position of random games, and on positions read from text.
TEST(GameRules, ConnectFourKeepsItsEvaluationAsTheWindowsCountedAfresh) {
    auto counted = [](const ConnectFourPosition& p) {
        int worth = 0;
        char winner = 0;
        for (const auto& window : ConnectFourWindows::windows()) {
            int x = 0, o = 0;
            for (const std::uint8_t square : window) {
                x += p.squares[square] == 'X';
                o += p.squares[square] == 'O';
            }
            if (x == 4 || o == 4) winner = winner ? winner : x == 4 ? 'X' : 'O';
            const int worths[4] = {0, 1, 10, 100};
            if (o == 0 && x < 4) worth += worths[x];
            if (x == 0 && o < 4) worth -= worths[o];
        }
        return winner ? (winner == 'X' ? kInfinity : -kInfinity) : static_cast<Value>(worth);
    };
    std::mt19937 random(41);
    std::size_t positions = 0, won = 0;
    for (int game = 0; game < 300; ++game) {
        ConnectFourPosition p = parseConnectFourPosition(kEnglish, "......./......./......./......./......./.......");
        for (;;) {
            ASSERT_EQ(p.evaluate(), counted(p)) << p.format();
            ASSERT_EQ(parseConnectFourPosition(kEnglish, p.format()).evaluate(), p.evaluate()) << p.format();
            ++positions;
            const std::vector<Move> moves = p.moves();
            if (moves.empty()) break;
            const ConnectFourPosition next = p.play(moves[random() % moves.size()]);
            if (next.winner()) {
                ++won;
                EXPECT_EQ(next.evaluate(), counted(next)) << next.format();
                EXPECT_TRUE(next.moves().empty());
                break;
            }
            p = next;
        }
    }
    EXPECT_GT(positions, 3000u);
    EXPECT_GT(won, 200u);
}

TEST(GameRules, ConnectFourRefusesPositionsNoGameReaches) {
    EXPECT_EQ(messageOf([] { parseConnectFourPosition(kEnglish, "......."); }),
              "position \".......\": expected six rows of seven squares separated by '/', the top row first");
    EXPECT_EQ(messageOf([] { parseConnectFourPosition(kEnglish, "......./......./......./......./...X.../......."); }),
              "position \"......./......./......./......./...X.../.......\": the stone at d2 has an empty square below it");
    EXPECT_EQ(messageOf([] { parseConnectFourPosition(kEnglish, "......./......./......./......./......./OO....."); }),
              "position \"......./......./......./......./......./OO.....\": X has 0 stones and O 2; X moves first, so X "
              "has as many stones as O or one more");
    EXPECT_EQ(messageOf([] { parseConnectFourPosition(kEnglish, "......./......./......./......./OOO..../XXXX..."); }),
              "position \"......./......./......./......./OOO..../XXXX...\": the game is already over: X has four in a row");
    EXPECT_EQ(messageOf([] { parseConnectFourPosition(kEnglish, "......./......./......./......./......./..?...."); }),
              "position \"......./......./......./......./......./..?....\": a square is X, O or '.', got '?' at c1");
}

TEST(GameRules, NimMovesTakeFromOneHeap) {
    const NimPosition p = parseNimHeaps(kEnglish, "1,0,3");
    EXPECT_EQ(p.moves().size(), 4u);  // 1:1, 3:1, 3:2, 3:3
    EXPECT_EQ(p.parseMove("3:2"), (Move{2, 2}));
    EXPECT_FALSE(p.parseMove("2:1"));  // empty heap
    EXPECT_FALSE(p.parseMove("3:4"));
    EXPECT_FALSE(p.parseMove("4:1"));
    EXPECT_FALSE(p.parseMove("3"));
    const NimPosition after = p.play(Move{2, 2});
    EXPECT_EQ(after.format(), "1,0,1");
    EXPECT_FALSE(after.maxToMove());
    EXPECT_EQ(after.moveName(Move{0, 1}), "1:1");
}

TEST(GameRules, NimIsWonByWhoeverTakesTheLastObject) {
    const NimPosition p = parseNimHeaps(kEnglish, "0,2");
    const NimPosition maxTookAll = p.play(Move{1, 2});
    EXPECT_TRUE(maxTookAll.over());
    EXPECT_EQ(maxTookAll.evaluate(), 1);  // MAX took the last object
    const NimPosition minTookLast = p.play(Move{1, 1}).play(Move{1, 1});
    EXPECT_TRUE(minTookLast.over());
    EXPECT_EQ(minTookLast.evaluate(), -1);
    EXPECT_EQ(p.evaluate(), 0);  // not over: unknown at a horizon
}

TEST(GameRules, NimRefusesBadHeaps) {
    const std::string expected = "expected 1 to 6 heaps of 0 to 9 objects separated by commas, such as \"3,4,5\"";
    EXPECT_EQ(messageOf([] { parseNimHeaps(kEnglish, "3,,5"); }), "heaps \"3,,5\": " + expected);
    EXPECT_EQ(messageOf([] { parseNimHeaps(kEnglish, "12"); }), "heaps \"12\": " + expected);
    EXPECT_EQ(messageOf([] { parseNimHeaps(kEnglish, "1,1,1,1,1,1,1"); }), "heaps \"1,1,1,1,1,1,1\": " + expected);
    EXPECT_EQ(messageOf([] { parseNimHeaps(kEnglish, "0,0"); }), "heaps \"0,0\": the game is already over: every heap is empty");
    EXPECT_EQ(parseNimHeaps(kEnglish, "3,4,5").format(), "3,4,5");
}

TEST(GameRules, GomokuSearchesTheBestKCandidatesAndFiveWins) {
    GomokuPosition p{gomokuOpening(kEnglish, 7), 8};
    EXPECT_EQ(p.moves().size(), 8u);
    p.moveLimit = 3;
    EXPECT_EQ(p.moves().size(), 3u);
    EXPECT_EQ(p.moves().front().at, gomokuCandidateMoves(p.board).front().square);
    EXPECT_TRUE(p.parseMove("a1"));   // the student may play any empty square
    EXPECT_FALSE(p.parseMove("d4"));  // the centre is taken
    GomokuPosition five{parseGomokuPosition(kEnglish, "XXXX.../OOOO.../......./......./......./......./......."), 8};
    EXPECT_FALSE(five.over());
    const GomokuPosition won = five.play(*five.parseMove("e1"));
    EXPECT_TRUE(won.over());
    EXPECT_TRUE(won.moves().empty());
    EXPECT_GT(won.evaluate(), 50'000);
}

}  // namespace
