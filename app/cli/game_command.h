#pragma once
#include <span>

namespace ablab::app {

// `ablab game tictactoe [--position "X.O/.X./..O"] [--depth D] [--no-symmetry]
//                       [--eval open-lines|win-loss] [--out FILE [--force]]`
int runGameCommand(std::span<char* const> args);

}  // namespace ablab::app
