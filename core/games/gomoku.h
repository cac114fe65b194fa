#pragma once
// Gomoku (five in a row) game trees, searched the way the interval essay's abSearch plays:
//
//   - candidate moves are the empty squares next to a stone (any of the eight directions), the
//     centre on an empty board;
//   - each candidate is scored by a line-pattern evaluation, and only the K best (K = 8 in the
//     essay) are searched, best first;
//   - the search is negamax with fail-hard returns (--negamax --fail-hard in ablab), a move that
//     makes five ends the line of play, and positions at the depth horizon are valued by the
//     same line patterns.
//
// The line patterns ("five-tuples"): every five squares in a row, in the four directions. A
// tuple holding stones of one side only is worth 1, 10, 100, 1,000 or 100,000 (five) to that
// side for 1 … 5 stones; a position is worth (the mover's tuples) − (the opponent's). A move's
// score is what it adds to the mover's tuples (attack) plus what it takes from the opponent's
// (defence). The essay does not print its scoring, so these weights are ablab's choice, the
// usual ones of gomoku tutorials.
//
// Squares are named like tic-tac-toe's: columns a, b, … from left to right, rows 1, 2, … from
// the top; a position is written row by row, rows separated by '/'. X (black) moves first.
// A lecture-sized tree: depth 3 with K = 8 has at most 8³ = 512 leaves.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "model/tree.h"

namespace ablab::core {

inline constexpr int kGomokuMinSize = 5, kGomokuMaxSize = 15;
inline constexpr std::uint32_t kGomokuMaxDepth = 5, kGomokuMaxMoveLimit = 16;

struct GomokuBoard {
    int size = 0;
    std::vector<char> squares;  // 'X', 'O' or '.', row by row
};

struct GomokuOptions {
    int size = 7;
    std::string position;  // "" = X on the centre and O diagonally next to it, X to move
    std::uint32_t depth = 3;
    std::uint32_t moveLimit = 8;
};

// Reads "...../..X../..O../...../....." (x and o accepted); throws GameError (games/tictactoe.h)
// naming what is wrong: not square, a bad character, counts no game reaches, a game already won.
GomokuBoard parseGomokuPosition(Language language, std::string_view text);
// The default opening on an empty board of `size`.
GomokuBoard gomokuOpening(Language language, int size);
std::string formatGomokuBoard(const GomokuBoard& board);
std::string gomokuSquareName(int size, int square);
char gomokuToMove(const GomokuBoard& board);  // X when the counts are equal
// 'X' or 'O' if that side has five in a row, otherwise 0.
char gomokuWinner(const GomokuBoard& board);

// The position's worth to `side`: its five-tuples minus the opponent's.
double gomokuEvaluate(const GomokuBoard& board, char side);

struct ScoredMove {
    int square = 0;
    double score = 0;
};
// Every candidate for the side to move with its score, best first (ties: reading order).
std::vector<ScoredMove> gomokuCandidateMoves(const GomokuBoard& board);

// The tree the essay's search walks: at most moveLimit children per node, in score order, each
// with its board and "score"; leaves valued for the root's mover, who is MAX. Built with an
// explicit stack. Throws GameError for a bad position or options out of range.
Tree makeGomokuTree(Language language, const GomokuOptions& options);

// The essay's code run literally on such a tree: like its text, except that at the last ply
// (floor == 1) it keeps the best leaf without testing it against β. Returns the root's value
// for MAX and the number of leaves it evaluates, to set beside ablab's α-β, which follows the
// text and tests every leaf.
struct EssayCodeRun {
    Value value = 0;
    std::size_t leavesEvaluated = 0;
};
EssayCodeRun runEssayCode(Language language, const Tree& tree);

}  // namespace ablab::core
