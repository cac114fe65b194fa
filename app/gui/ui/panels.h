#pragma once
// The side panels, one function each; all read and change only the AppState.
#include "app_state.h"

namespace ablab::app {

void drawStatistics(const AppState& state);
void drawIntervalLine(const AppState& state);  // the (α, β) window of the current node, shrinking
void drawPseudocode(const AppState& state);
void drawEventLog(AppState& state);
void drawInspector(AppState& state, double now);  // the selected node: why, and edits

}  // namespace ablab::app
