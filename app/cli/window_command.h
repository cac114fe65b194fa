#pragma once
// `ablab [FILE]` and `ablab --screenshot …`: the window, a program of its own (ablab-window), or
// the trace where there is no display.
#include <span>

namespace ablab::app {

int runWindowCommand(std::span<char* const> args);

}  // namespace ablab::app
