#pragma once
// Which theme the window paints with, wherever it paints core's pictures — the canvas, the
// minimap, the Node panel's game positions, the Compare chart: the projector's while presenting,
// else dark or light as the View panel says. Exports choose their own (ExportOptions::theme).
#include "export/export.h"
#include "state/app_state.h"

namespace ablab::app {

core::ThemeName windowThemeName(const ViewOptions& view);
core::Theme windowTheme(const ViewOptions& view);

}  // namespace ablab::app
