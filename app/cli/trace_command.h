#pragma once
#include <span>

namespace ablab::app {

// `ablab trace [FILE] [algorithm options] [--format table|json|csv|markdown]`
int runTraceCommand(std::span<char* const> args);

}  // namespace ablab::app
