#pragma once
#include <span>

#include "cli/run_main.h"

namespace ablab::app {

// `ablab export [FILE] --format svg|png|pdf|gif|tikz|csv|markdown|latex|json [--step N|end|all|cutoffs]
// [--out PATH] [--size WxH] [--theme light|dark|projector] [--no-labels] [--no-alpha-beta]
// [--no-values] [--no-caption] [--force]` plus the algorithm options of `ablab trace`.
int runExportCommand(const ChosenWording& chosen, std::span<char* const> args);

}  // namespace ablab::app
