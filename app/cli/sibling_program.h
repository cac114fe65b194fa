#pragma once
// The window, the frame benchmark and the cairo exports are programs of their own (ablab-window,
// ablab-bench, ablab-raster), so that `ablab trace` and the other command-line paths never load
// GL, GLFW, cairo or X11. `ablab` runs
// them from the folder it was started from, with the arguments it was given.
#include <span>
#include <string_view>

#include "cli/run_main.h"

namespace ablab::app {

// Replaces this process with `program` (a file beside this executable); returns only on
// failure, with the exit status to use after the one-line message it printed.
int execSiblingProgram(const ChosenWording& chosen, std::string_view program, std::span<char* const> args);

// `ablab COMMAND ARGS…` run again by ablab-raster, the command line linked with cairo, for the
// PNG, PDF and GIF this program was linked without (core/export/raster.h).
int execRasterProgram(const ChosenWording& chosen, const char* command, std::span<char* const> args);

}  // namespace ablab::app
