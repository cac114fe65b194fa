#pragma once
// `ablab bench FILE [--frames N] [--size WxH] [--view fit|nodes:K] [algorithm options]`:
// what a tree costs the window, as one JSON object on stdout (see docs/benchmarks.md).
#include <span>

#include "cli/run_main.h"

namespace ablab::app {

int runBenchCommand(const ChosenWording& chosen, std::span<char* const> args);

}  // namespace ablab::app
