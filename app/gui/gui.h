#pragma once
// The window: `ablab [FILE]` and `ablab --screenshot OUT.png [FILE] …`.
#include <vector>

#include "cli/run_main.h"
#include "cli/window_options.h"

namespace ablab::app {

using GuiOptions = WindowOptions;

// Runs the window until it is closed (or writes the screenshot). Returns the exit status.
int runGui(const ChosenWording& chosen, const GuiOptions& options);

// Writes every picture (each with its --screenshot, file, step, size, presentation and search
// options) in one window, one after another, as the window shows files opened in turn: the
// pixel tests' many pictures without a process each. Returns the exit status.
int runScreenshots(const ChosenWording& chosen, const std::vector<GuiOptions>& pictures);

}  // namespace ablab::app
