#pragma once
#include <span>

#include "cli/run_main.h"

namespace ablab::app {

// `ablab convert FILE --to json|cs188|sexpr|aima [--out PATH] [--force] [--input-format F]
// [--branching B]`: the tree in another format, on standard output or written atomically to
// PATH (replaced only with --force). What the target format cannot hold is said in one line on
// standard error; a tree it cannot hold at all is refused with exit status 2.
int runConvertCommand(const ChosenWording& chosen, std::span<char* const> args);

}  // namespace ablab::app
