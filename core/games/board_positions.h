#pragma once
// Tic-tac-toe and gomoku as positions of games/game.h, over their boards (games/tictactoe.h,
// games/gomoku.h): the rules, evaluations and move limits are those of `ablab game`.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/game.h"
#include "games/gomoku.h"
#include "games/tictactoe.h"

namespace ablab::core {

struct TicTacToePosition {
    TicTacToeBoard board{};
    TicTacToeEval eval = TicTacToeEval::OpenLines;
    bool symmetry = true;  // one move per class of equivalent positions

    bool maxToMove() const { return ticTacToeToMove(board) == 'X'; }
    std::vector<Move> moves() const;
    TicTacToePosition play(Move m) const;
    bool over() const;
    Value evaluate() const { return ticTacToeValue(board, eval); }
    std::string moveName(Move m) const { return ticTacToeSquareName(m.at); }
    std::string moveLabel(Move m) const;
    std::optional<Move> parseMove(std::string_view name) const;
    std::string format() const { return formatTicTacToeBoard(board); }
};

struct GomokuPosition {
    GomokuBoard board;
    std::uint32_t moveLimit = 8;  // the K best-scored candidates are searched, best first

    bool maxToMove() const { return gomokuToMove(board) == 'X'; }
    std::vector<Move> moves() const;
    GomokuPosition play(Move m) const;
    bool over() const;
    Value evaluate() const { return gomokuEvaluate(board, 'X'); }
    std::string moveName(Move m) const { return gomokuSquareName(board.size, m.at); }
    std::string moveLabel(Move m) const;
    std::optional<Move> parseMove(std::string_view name) const;  // any empty square
    std::string format() const { return formatGomokuBoard(board); }
};

}  // namespace ablab::core
