#pragma once
#include <span>

#include "cli/run_main.h"

namespace ablab::app {

// `ablab check EXERCISE.json ANSWER.json|FOLDER... [--strict] [--fail-hard] [--summary csv]`
// Exit status 0 when every answer is fully right, 1 when any is wrong, 2 on bad input.
int runCheckCommand(const ChosenWording& chosen, std::span<char* const> args);

}  // namespace ablab::app
