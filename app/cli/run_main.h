#pragma once
// The one place where every ablab program (the command line, the window, the frame benchmark)
// turns an escaped error into its one line and exit status: 2 for bad use or a bad file, 1 for
// anything else.
#include <span>

namespace ablab::app {

using ProgramBody = int (*)(std::span<char* const> args);

int runMain(int argc, char** argv, ProgramBody body);

}  // namespace ablab::app
