#pragma once
// The window, the frame benchmark and the cairo exports are programs of their own (ablab-window,
// ablab-bench, ablab-raster), so that `ablab trace` and the other command-line paths never load
// GL, GLFW, cairo or X11. `ablab` runs
// them from the folder its own executable is in, with the arguments it was given.
#include <filesystem>
#include <optional>
#include <span>
#include <string_view>

#include "cli/run_main.h"

namespace ablab::app {

// Replaces this process with `program` (a file beside this executable); returns only on
// failure, with the exit status to use after the one-line message it printed. A UsageError
// (exit 2) when the executable's folder is not known.
int execSiblingProgram(const ChosenWording& chosen, std::string_view program, std::span<char* const> args);

// `program` in the folder of `self`, this executable as /proc/self/exe names it; nullopt when
// `self` is not an absolute path (/proc/self/exe could not be read, or says something else).
// Never a relative path, never a search of PATH: that would run whatever the current folder
// or PATH holds under the helper's name.
std::optional<std::filesystem::path> programBeside(const std::filesystem::path& self, std::string_view program);

// `ablab COMMAND ARGS…` run again by ablab-raster, the command line linked with cairo, for the
// PNG, PDF and GIF this program was linked without (core/export/raster.h).
int execRasterProgram(const ChosenWording& chosen, const char* command, std::span<char* const> args);

}  // namespace ablab::app
