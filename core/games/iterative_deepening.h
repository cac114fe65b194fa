#pragma once
// Iterative deepening on a tic-tac-toe position: α-β to depth 1, 2, …, each iteration searching
// the previous one's best move first, against one α-β search straight to the deepest depth in
// the game's own move order. What the shallow searches cost is paid back by the ordering.
#include <cstdint>
#include <string>
#include <vector>

#include "games/tictactoe.h"
#include "model/value.h"

namespace ablab::core {

struct DeepeningIteration {
    std::uint32_t depth = 0;
    Value value = 0;
    std::string bestMove;    // the root child's label ("X b2")
    std::size_t leaves = 0;  // leaves α-β evaluated in this iteration
};

struct DeepeningRun {
    std::vector<DeepeningIteration> iterations;
    std::size_t totalLeaves = 0;         // over every iteration
    std::size_t singleSearchLeaves = 0;  // one α-β search to the last depth, moves in the game's order
};

// Depth 1 to options.depth (to the end of the game when it has none).
DeepeningRun deepenTicTacToe(Language language, const TicTacToeOptions& options);

}  // namespace ablab::core
