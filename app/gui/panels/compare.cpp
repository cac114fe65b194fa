// The Compare panel: every algorithm on the tree being shown, as the bar chart `ablab compare`
// exports, painted through the same Painter interface onto the panel's draw list.
#include <imgui.h>

#include <string>
#include <vector>

#include "gui/draw_list_painter.h"
#include "gui/panel_caches.h"
#include "gui/panels/panels.h"
#include "picture/comparison_chart.h"
#include "state/practice.h"
#include "state/view_theme.h"

namespace ablab::app {

void drawComparePanel(const AppState& state, PanelCaches& caches) {
    if (const std::string held = heldBackWhilePractising(state, HeldBack::Comparison); !held.empty()) {
        ImGui::TextWrapped("%s", held.c_str());
        return;
    }
    // Every algorithm runs to the end once per tree and option set, not once per frame.
    const core::Comparison& comparison = caches.comparison.get({state.run->tree, state.options}, [&] {
        return core::compareAlgorithms(state.run->tree, core::kAllAlgorithms, state.options);
    });
    const float width = ImGui::GetContentRegionAvail().x, height = core::comparisonChartHeight(comparison);
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const core::Theme theme = windowTheme(state.view);
    ImGui::GetWindowDrawList()->AddRectFilled(origin, {origin.x + width, origin.y + height}, imColor(theme.background));
    DrawListPainter painter(ImGui::GetWindowDrawList(), origin);
    core::paintComparisonChart(state.view.language, comparison, state.run->tree->info().title.in(state.view.language), theme,
                               width, painter);
    ImGui::Dummy({width, height});
}

}  // namespace ablab::app
