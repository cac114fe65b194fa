#pragma once
#include <span>

#include "cli/run_main.h"

namespace ablab::app {

// `ablab trace [FILE] [algorithm options] [--format table|json|csv|markdown]`
int runTraceCommand(const ChosenWording& chosen, std::span<char* const> args);

}  // namespace ablab::app
