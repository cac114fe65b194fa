#pragma once
// The tree at the current step: the scene of that step painted into the current ImGui window's
// remaining area, with pan (drag), zoom to the cursor (wheel) and fit (F).
#include "state/app_state.h"
#include "gui/canvas_renderer.h"
#include "gui/panel_caches.h"

namespace ablab::app {

void drawCanvas(AppState& state, PanelCaches& caches, CanvasRenderer& renderer, double now, float contentScale = 1.0f);

}  // namespace ablab::app
