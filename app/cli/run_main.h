#pragma once
// The one place where every ablab program (the command line, the window, the frame benchmark)
// goes through: it turns an escaped error into its one line and exit status (2 for bad use or a
// bad file, 1 for anything else), makes every program refuse to write over a file it read, and
// installs the process's signal handlers (the only ones: a signal that ends a program removes
// the files it was writing first).
#include <span>

#include "text/wording.h"

namespace ablab::app {

// The words a program speaks: --lang's language, else the environment's (LANG/LC_MESSAGES), and
// --notation's notation, else AIMA's. Handed to the program's body, which hands it on to whatever
// writes words; nothing else holds it.
struct ChosenWording {
    core::Wording wording;
    // Whether --lang / --notation was given: then it wins over the window's remembered setting,
    // and a sibling program is told it.
    bool languageGiven = false;
    bool notationGiven = false;
};

using ProgramBody = int (*)(const ChosenWording& chosen, std::span<char* const> args);

// Runs `body` on the arguments after the program's name, less `--lang en|zh|vi` and
// `--notation aima|horowitz-sahni|nilsson|nguyen-van-linh|multya` (every program takes them; without
// --lang the language comes from LANG/LC_MESSAGES).
int runMain(int argc, char** argv, ProgramBody body);

// For a program with a loop (the window): from now on SIGTERM and SIGHUP (a logout, `kill`) no
// longer end the process but make endRequested() true, for the loop to end at its next turn.
// SIGINT and SIGQUIT still end it at once.
void endAtNextTurnOnSignals();
bool endRequested();

}  // namespace ablab::app
