#pragma once
// The window's work between two frames, kept apart from drawing as in ImGui's example loop:
// the frame only draws what the state holds, and tick moves the state on. It starts a file
// load the File panel asked for, installs a finished load, reports a finished export, checks a
// waiting answer once the tree it answers has loaded, offers kept unsaved edits once nothing
// loads or asks (state/recovery.h), and plays the trace on. Background work runs in the
// wording the window had when it started (background.h), never reading the window's state
// while it runs.
#include "state/app_state.h"
#include "state/loading.h"

namespace ablab::app {

// Starts the load the File panel asked for, if any; the first thing a tick does. A load
// installs on a later poll, so whatever happens in between (an edit) is what it replaces.
void startAskedLoad(AppState& state, Loading& loading);

// `seconds`: the time since the last tick, for playback.
void tick(AppState& state, Loading& loading, double seconds);

// Whether background work is under way (a load or an export): the loop should not sleep long.
bool busy(const AppState& state, const Loading& loading);

}  // namespace ablab::app
