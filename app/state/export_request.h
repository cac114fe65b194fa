#pragma once
// The window's Export panel as plain functions: what to export (format, which steps, file,
// size, theme, what appears), checked before anything is written, and never replacing a file
// without the user saying so.
#include <string>
#include <vector>

#include "state/app_state.h"

namespace ablab::app {

// The export options the box describes, for the state's run and step.
core::ExportOptions exportOptionsOf(const AppState& state, const ExportBox& box);
// The file name the box suggests when its path is empty: "aima-fig5.2-step-12.png".
std::string suggestedExportPath(const AppState& state, const ExportBox& box);

// Exports. Without `replace`, if any target exists nothing is written: the existing files go
// into box.toReplace for the panel to ask about. Returns a one-line report for state.message
// (what was written, or why not).
std::string runExport(const AppState& state, ExportBox& box, bool replace);

}  // namespace ablab::app
