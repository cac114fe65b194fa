// Every event of the run; the current one highlighted, a click jumps there. Only the visible
// rows are built (ImGuiListClipper), so a million-event run scrolls like a short one.
#include <imgui.h>

#include <string>

#include "explain.h"
#include "panels.h"

namespace ablab::app {

void drawEventLog(AppState& state) {
    ImGui::BeginChild("events", {0, 260}, true);
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(state.trace->stepCount()));
    while (clipper.Step()) {
        for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
            const core::Event& raw = state.trace->events()[static_cast<std::size_t>(i)];
            const core::Event e = state.options.negamax ? core::negamaxView(*state.tree, raw) : raw;
            const std::string row = std::to_string(i + 1) + "  " + core::explain(*state.tree, e, state.options);
            const bool current = static_cast<std::size_t>(i + 1) == state.step;
            ImGui::PushID(i);
            if (ImGui::Selectable(row.c_str(), current)) stepTo(state, static_cast<std::size_t>(i + 1));
            ImGui::PopID();
        }
    }
    // Keep the current event in view while stepping.
    if (state.step > 0 && !ImGui::IsWindowHovered()) {
        const float rowHeight = ImGui::GetTextLineHeightWithSpacing();
        const float y = rowHeight * static_cast<float>(state.step - 1);
        if (y < ImGui::GetScrollY() || y > ImGui::GetScrollY() + ImGui::GetWindowHeight() - 2 * rowHeight)
            ImGui::SetScrollY(y - ImGui::GetWindowHeight() / 2);
    }
    ImGui::EndChild();
}

}  // namespace ablab::app
