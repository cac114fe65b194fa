#pragma once
// The eight lines of a 3×3 board and how many are still open for each side: the counts of
// 朱福喜's static evaluation f(p) = (lines open for X) − (lines open for O), 5 − 6 = −1 in his
// example. Here, below the games, because the search's explanations say the same f(p) for any
// tree whose leaves carry a 3×3 board (a generated tic-tac-toe tree or a lesson file).
#include <string_view>

namespace ablab::core {

// Rows, then columns, then diagonals, as squares 0–8 (a1 b1 c1 / a2 b2 c2 / a3 b3 c3).
inline constexpr int kBoardLines[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8},  // rows
                                          {0, 3, 6}, {1, 4, 7}, {2, 5, 8},  // columns
                                          {0, 4, 8}, {2, 4, 6}};            // diagonals

struct OpenLineCounts {
    int x = 0;  // lines with no O in them
    int o = 0;  // lines with no X in them
};

// The counts for a board written "XO./.../..O" (X, O or '.' per square, rows split by '/');
// false for any other text.
bool countOpenLines(std::string_view board, OpenLineCounts& out);

}  // namespace ablab::core
