#pragma once
#include <span>

#include "cli/run_main.h"

namespace ablab::app {

// `ablab compare [FILE] [--algorithms a,b,…] [--format table|json|svg|png] [--out PATH [--force]]
//  [--width W] [algorithm options]`: every algorithm on one tree, counted side by side.
int runCompareCommand(const ChosenWording& chosen, std::span<char* const> args);

}  // namespace ablab::app
