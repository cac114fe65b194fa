#pragma once
// Connect four on the standard 7×6 board. A position is written as six rows of seven, top row
// first, rows separated by '/': "......./......./......./...X.../...X.../OO.X..O". A move is a
// column, named a–g from the left; the stone falls to the lowest empty square. X moves first and
// is MAX; whose turn it is follows from the counts of stones.
//
// The evaluation is the usual line count: every four squares in a row (horizontal, vertical and
// both diagonals: 69 windows) that hold stones of one side only are worth 1, 10 or 100 to that
// side for 1, 2 or 3 stones; a position is worth X's windows − O's. Four in a row is ±∞, a full
// board a draw (0).
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/connect_four_windows.h"
#include "games/game.h"
#include "model/localized_text.h"

namespace ablab::core {

inline constexpr int kConnectFourColumns = 7, kConnectFourRows = 6;

struct ConnectFourPosition {
    std::array<char, kConnectFourColumns * kConnectFourRows> squares{};  // 'X', 'O' or '.', top row first
    // The stones on the board, kept by the parser and play(): whose turn it is follows from it,
    // and counting the squares for every move was a quarter of building a depth-6 tree.
    int stones = 0;
    // What every window of four holds, kept by the parser and play() (games/connect_four_windows.h):
    // the evaluation and the winner are read from it.
    ConnectFourWindows windows;

    bool maxToMove() const;
    std::vector<Move> moves() const;  // the columns that are not full, a to g
    ConnectFourPosition play(Move m) const;
    bool over() const;
    Value evaluate() const;
    std::string moveName(Move m) const;
    std::string moveLabel(Move m) const;
    std::optional<Move> parseMove(std::string_view name) const;
    std::string format() const;

    char at(int row, int column) const { return squares[static_cast<std::size_t>(row * kConnectFourColumns + column)]; }
    char toMove() const;  // 'X' or 'O'
    char winner() const;  // 'X' or 'O' with four in a row, otherwise 0
};

// Reads a position; throws GameError (games/tictactoe.h) naming what is wrong: the shape, a bad
// character, a stone above an empty square, counts no game reaches, a game already over.
ConnectFourPosition parseConnectFourPosition(Language language, std::string_view text);

}  // namespace ablab::core
