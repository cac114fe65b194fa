#pragma once
#include <span>

#include "cli/run_main.h"

namespace ablab::app {

// `ablab game tictactoe [--position "X.O/.X./..O"] [--depth D] [--no-symmetry]
//                       [--eval open-lines|win-loss] [--out FILE [--force]]`
// `ablab game gomoku [--size N | --position "…"] [--depth D] [--move-limit K] [--out FILE [--force]]`
// With --out, a line after writing: the tree's size, and for tic-tac-toe the whole game's nodes
// and games beside n!, for gomoku the essay's text against its code.
int runGameCommand(const ChosenWording& chosen, std::span<char* const> args);

}  // namespace ablab::app
