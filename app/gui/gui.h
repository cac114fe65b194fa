#pragma once
// The window: `ablab [FILE]` and `ablab --screenshot OUT.png [FILE] …`.
#include "cli/window_options.h"

namespace ablab::app {

using GuiOptions = WindowOptions;

// Runs the window until it is closed (or writes the screenshot). Returns the exit status.
int runGui(const GuiOptions& options);

}  // namespace ablab::app
