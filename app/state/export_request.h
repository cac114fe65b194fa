#pragma once
// The window's Export panel as plain functions: what to export (format, which steps, file,
// size, theme, what appears), checked before anything is written, and never replacing a file
// without the user saying so.
#include <optional>
#include <string>
#include <vector>

#include "state/app_state.h"

namespace ablab::app {

// The export options the box describes, for the state's run and step.
core::ExportOptions exportOptionsOf(const AppState& state, const ExportBox& box);
// The file name the box suggests when its path is empty: "aima-fig5.2-step-12.png".
std::string suggestedExportPath(const AppState& state, const ExportBox& box);

// Starts the export on a thread of its own, so that a long GIF does not freeze the window; it
// draws from the window's layout of the tree, not a second one. Without `replace`, if any
// target exists nothing starts: the existing files go into box.toReplace for the panel to ask
// about. Returns the line for state.message: that question, an error, or "exporting …".
std::string startExport(const AppState& state, ExportBox& box, bool replace);
// The running export's one-line report (what was written, or why not) once it has finished;
// nothing while it runs or when none was started.
std::optional<std::string> pollExport(ExportBox& box);
// startExport, then waits for the report: for tests and anything that cannot poll.
std::string runExport(const AppState& state, ExportBox& box, bool replace);

}  // namespace ablab::app
