#pragma once
// Game trees from tic-tac-toe positions, as the minimax lecture draws them (Nilsson's two-ply
// search with e(p) = lines open for MAX − lines open for MIN), up to the full game tree.
//
// Squares are named like a spreadsheet: columns a–c from left to right, rows 1–3 from top to
// bottom, in the order a position is written ("X.O/.X./..O" has X on a1 and b2, O on c1 and c3).
// X is MAX and moves first; whose turn it is follows from the counts of marks.
#include <array>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "model/tree.h"

namespace ablab::core {

// A position that cannot start a game tree; what() is one line naming the position.
class GameError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// 'X', 'O' or '.', in reading order: a1 b1 c1 a2 b2 c2 a3 b3 c3.
using TicTacToeBoard = std::array<char, 9>;

enum class TicTacToeEval : std::uint8_t {
    OpenLines,  // finished games ±∞ (a draw 0); positions at the depth horizon f(p)
    WinLoss,    // finished games +1 / −1 / 0; positions at the depth horizon 0 (unknown, like a draw)
};

struct TicTacToeOptions {
    std::string position = ".../.../...";
    std::optional<std::uint32_t> depth;  // plies below the position; none: to the end of every game
    bool symmetry = true;                // among a node's moves, one per class of equivalent positions
    TicTacToeEval eval = TicTacToeEval::OpenLines;
};

// Reads "X.O/.X./..O" (lower-case x and o are accepted); throws GameError for a wrong shape,
// a character that is not X, O or '.', counts no game can reach, or a game already over.
TicTacToeBoard parseTicTacToePosition(Language language, std::string_view text);
std::string formatTicTacToeBoard(const TicTacToeBoard& board);
// "b2" for square 4.
std::string ticTacToeSquareName(int square);
// 'X' or 'O' if that side has three in a row, otherwise 0.
char ticTacToeWinner(const TicTacToeBoard& board);
// X when the counts are equal, otherwise O.
char ticTacToeToMove(const TicTacToeBoard& board);
// What a position is worth to X under `eval`: a finished game's result, else the horizon's value
// (f(p) for open lines, 0 for win/loss).
Value ticTacToeValue(const TicTacToeBoard& board, TicTacToeEval eval);
// The empty squares in reading order; with `symmetry`, one per class of positions they lead to
// that a rotation or reflection makes equal (the first in reading order).
std::vector<int> ticTacToeMoves(const TicTacToeBoard& board, bool symmetry);
// Rows, columns and diagonals with no mark of the other side: still open for `side`.
int ticTacToeOpenLines(const TicTacToeBoard& board, char side);
// f(p) = open lines for X − open lines for O (X is MAX).
int ticTacToeOpenLinesScore(const TicTacToeBoard& board);
// The lines still open for `side`, each as its three squares (0–8), rows, then columns, then
// diagonals: what the inspector draws over the board beside f(p) = 5 − 6 = −1.
std::vector<std::array<int, 3>> ticTacToeOpenLineSquares(const TicTacToeBoard& board, char side);
// "f(p) = 5 − 6 = −1" (the lines still open for X, for O, and their difference), or "" for a
// board string that is not a tic-tac-toe position in play.
std::string ticTacToeOpenLinesFormula(std::string_view board);

// The whole game tree below a position, counted without building it, for Nguyễn Văn Linh's
// "n! nodes" paragraph: from the empty board 549,946 nodes and 255,168 finished games, while
// 9! = 362,880 counts the orders in which all nine squares can be filled — it bounds the games
// (many end before the board is full), not the nodes (every prefix of a game is a node).
struct TicTacToeGameCount {
    std::uint64_t nodes = 0;
    std::uint64_t games = 0;      // leaves: won, lost or drawn positions
    int emptySquares = 0;         // n
    std::uint64_t factorial = 1;  // n!
};
TicTacToeGameCount countTicTacToeGames(const TicTacToeBoard& board);
// "the whole game from here: 549,946 nodes, 255,168 games; 9! = 362,880 bounds the games, not the nodes"
std::string describeTicTacToeGameCount(Language language, const TicTacToeGameCount& count);

// The game tree below options.position: every node carries its board and a move label ("X b2";
// the root is "X to move" or "O to move"), the root is MAX when X is to move. Built with an
// explicit stack, no recursion. Throws GameError for a bad position.
Tree makeTicTacToeTree(Language language, const TicTacToeOptions& options);

}  // namespace ablab::core
