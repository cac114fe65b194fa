#pragma once
// `ablab [FILE]` and `ablab --screenshot …`: the window, a program of its own (ablab-window), or
// the trace where there is no display.
#include <span>

#include "cli/run_main.h"

namespace ablab::app {

int runWindowCommand(const ChosenWording& chosen, std::span<char* const> args);

}  // namespace ablab::app
