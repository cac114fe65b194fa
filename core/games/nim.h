#pragma once
// Nim: a few heaps of objects; a move takes one or more objects from one heap. Normal play: the
// player who takes the last object wins. A position is written as its heaps, "3,4,5", and a move
// as H:N, taking N objects from heap H (heaps counted from 1). Heaps alone do not say who moved
// first, so the side to move at the start is MAX; a finished game is +1 when MAX took the last
// object, −1 when MIN did. A position not searched to the end is worth 0: unknown.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/game.h"
#include "model/localized_text.h"

namespace ablab::core {

inline constexpr int kNimMaxHeaps = 6, kNimMaxHeap = 9;

struct NimPosition {
    std::vector<int> heaps;
    bool maxMoves = true;

    bool maxToMove() const { return maxMoves; }
    std::vector<Move> moves() const;  // heap by heap, taking 1, 2, … objects
    NimPosition play(Move m) const;
    bool over() const;
    Value evaluate() const;
    std::string moveName(Move m) const;
    std::string moveLabel(Move m) const { return moveName(m); }
    std::optional<Move> parseMove(std::string_view name) const;
    std::string format() const;
};

// Reads "3,4,5": 1 to kNimMaxHeaps heaps of 0 to kNimMaxHeap objects, not all empty; throws
// GameError naming what is wrong.
NimPosition parseNimHeaps(Language language, std::string_view text);

}  // namespace ablab::core
