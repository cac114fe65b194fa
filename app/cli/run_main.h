#pragma once
// The one place where every ablab program (the command line, the window, the frame benchmark)
// turns an escaped error into its one line and exit status: 2 for bad use or a bad file, 1 for
// anything else.
#include <span>

namespace ablab::app {

using ProgramBody = int (*)(std::span<char* const> args);

// Runs `body` on the arguments after the program's name, less `--lang en|zh|vi` and
// `--notation aima|horowitz-sahni|nilsson|nguyen-van-linh` (every program takes them; without
// --lang the language comes from LANG/LC_MESSAGES).
int runMain(int argc, char** argv, ProgramBody body);

// Whether --lang / --notation was given: then it wins over the window's remembered setting.
bool languageGivenOnCommandLine();
bool notationGivenOnCommandLine();

}  // namespace ablab::app
