#pragma once
#include <span>

#include "cli/run_main.h"

namespace ablab::app {

// `ablab play tictactoe|connect4|gomoku|nim [--position P | --heaps H] [--move M] [--depth D]
//  [--algorithm alphabeta|minimax|negascout|mtdf|iterative] [--order file|score]
//  [--format text|json] [--trace]`: the engine's reply to the position (after the student's
// --move, when given), searched as a Run; --trace prints that search as `ablab trace` does.
int runPlayCommand(const ChosenWording& chosen, std::span<char* const> args);

}  // namespace ablab::app
