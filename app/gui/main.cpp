// ablab-window: the window, started by `ablab [FILE]` and `ablab --screenshot …` when there is
// a display. Its options are the command line's (cli/window_options.h).
#include "cli/run_main.h"
#include "cli/window_options.h"
#include "gui/gui.h"

namespace {

int runWindow(std::span<char* const> args) { return ablab::app::runGui(ablab::app::parseWindowOptions(args)); }

}  // namespace

int main(int argc, char** argv) { return ablab::app::runMain(argc, argv, runWindow); }
