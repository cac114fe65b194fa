#include "games/board_positions.h"

#include <algorithm>

namespace ablab::core {

namespace {

// "c1" → its square on a board `size` wide and high, or -1.
int squareNamed(std::string_view name, int size) {
    if (name.size() < 2 || name.size() > 3 || name[0] < 'a' || name[0] >= 'a' + size) return -1;
    int row = 0;
    for (const char c : name.substr(1)) {
        if (c < '0' || c > '9') return -1;
        row = row * 10 + (c - '0');
    }
    if (row < 1 || row > size || name[1] == '0') return -1;
    return (row - 1) * size + (name[0] - 'a');
}

}  // namespace

std::vector<Move> TicTacToePosition::moves() const {
    std::vector<Move> moves;
    if (over()) return moves;
    for (const int square : ticTacToeMoves(board, symmetry)) moves.push_back({square, 1});
    return moves;
}

TicTacToePosition TicTacToePosition::play(Move m) const {
    TicTacToePosition after = *this;
    after.board[static_cast<std::size_t>(m.at)] = ticTacToeToMove(board);
    return after;
}

bool TicTacToePosition::over() const {
    return ticTacToeWinner(board) || std::find(board.begin(), board.end(), '.') == board.end();
}

std::string TicTacToePosition::moveLabel(Move m) const { return std::string(1, ticTacToeToMove(board)) + " " + moveName(m); }

std::optional<Move> TicTacToePosition::parseMove(std::string_view name) const {
    const int square = squareNamed(name, 3);
    if (square < 0 || board[static_cast<std::size_t>(square)] != '.' || over()) return std::nullopt;
    return Move{square, 1};
}

std::vector<Move> GomokuPosition::moves() const {
    std::vector<Move> moves;
    if (gomokuWinner(board)) return moves;
    for (const ScoredMove& m : gomokuCandidateMoves(board)) {
        if (moves.size() == moveLimit) break;
        moves.push_back({m.square, 1});
    }
    return moves;
}

GomokuPosition GomokuPosition::play(Move m) const {
    GomokuPosition after = *this;
    after.board.squares[static_cast<std::size_t>(m.at)] = gomokuToMove(board);
    return after;
}

bool GomokuPosition::over() const {
    return gomokuWinner(board) || std::find(board.squares.begin(), board.squares.end(), '.') == board.squares.end();
}

std::string GomokuPosition::moveLabel(Move m) const { return std::string(1, gomokuToMove(board)) + " " + moveName(m); }

std::optional<Move> GomokuPosition::parseMove(std::string_view name) const {
    const int square = squareNamed(name, board.size);
    if (square < 0 || board.squares[static_cast<std::size_t>(square)] != '.' || over()) return std::nullopt;
    return Move{square, 1};
}

}  // namespace ablab::core
