#pragma once
// What every game the engine plays offers, as one small interface: a position type per game
// (tic-tac-toe, connect four, gomoku, Nim) with its legal moves, the position a move makes,
// whether the game is over, what a position is worth to MAX, and the names of its moves. The
// tree below a position (games/game_tree.h) and the engine's reply (play/reply.h) are written
// once for all of them.
#include <concepts>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/value.h"

namespace ablab::core {

// A move: the square (tic-tac-toe, gomoku) or the column (connect four) it marks, or in Nim the
// heap it takes from (from 0) and how many objects it takes.
struct Move {
    int at = 0;
    int count = 1;
    bool operator==(const Move&) const = default;
};

template <typename P>
concept GamePosition = requires(const P& p, Move m, std::string_view name) {
    { p.maxToMove() } -> std::same_as<bool>;                     // X (the first player) is MAX; in Nim the root's mover
    { p.moves() } -> std::same_as<std::vector<Move>>;            // in the game's own order; none when over()
    { p.play(m) } -> std::same_as<P>;                            // m is one of moves()
    { p.over() } -> std::same_as<bool>;                          // won, lost or drawn
    { p.evaluate() } -> std::same_as<Value>;                     // for MAX: the result when over(), else the horizon's guess
    { p.moveName(m) } -> std::same_as<std::string>;              // "c1", "d", "2:3"
    { p.moveLabel(m) } -> std::same_as<std::string>;             // the tree's label of the node m reaches: "X c1"
    { p.parseMove(name) } -> std::same_as<std::optional<Move>>;  // a legal move's name, else nullopt
    { p.format() } -> std::same_as<std::string>;                 // as --position takes it
};

// The move name in a node label made by moveLabel: what follows the mover's mark.
inline std::string_view moveNameInLabel(std::string_view label) {
    const std::size_t space = label.rfind(' ');
    return space == std::string_view::npos ? label : label.substr(space + 1);
}

}  // namespace ablab::core
