#pragma once
// The whole window for one frame, drawn from the app state: toolbar, status line, timeline,
// the canvas and the side panels (or, in presentation mode, only the canvas, the status line
// and the step counter).
#include "gui/panel_caches.h"
#include "state/app_state.h"
#include "state/loading.h"
#include "gui/window.h"

namespace ablab::app {

// `caches`: what the panels computed from `state` (its own, never another state's).
// `loading`: a file being opened in the background, whose progress is drawn over the canvas.
void drawFrame(AppState& state, PanelCaches& caches, Window& window, double now, const Loading* loading = nullptr);

}  // namespace ablab::app
