#pragma once
#include <span>

#include "cli/run_main.h"

namespace ablab::app {

// `ablab practice --seed N [--depth D] [--branching B] [--values LO:HI] [--uneven] [--ties]
//                 [--strict] [--fail-hard] [--out EXERCISE.json] [--key KEY.json] [--force]`
int runPracticeCommand(const ChosenWording& chosen, std::span<char* const> args);

}  // namespace ablab::app
