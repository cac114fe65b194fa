// Every event of the run (practising, only those played so far); the current one highlighted, a
// click jumps there. Only the visible rows are built (ImGuiListClipper), so a million-event run
// scrolls like a short one.
#include <imgui.h>

#include <string>
#include <tuple>
#include <vector>

#include "gui/fonts.h"
#include "gui/panel_caches.h"
#include "gui/panels/panels.h"
#include "gui/touch_style.h"
#include "state/panel_text.h"

namespace ablab::app {

void drawEventLog(AppState& state, PanelCaches& caches) {
    // Rows wider than the panel scroll sideways, and show whole when hovered.
    // 260 pixels at a content scale of 1: as many rows on every screen.
    ImGui::BeginChild("events", {0, 260 * interfaceScale()}, true, ImGuiWindowFlags_HorizontalScrollbar);
    // The rows in view, built when the view scrolls or the run changes.
    // A row a finger can tap on a phone (touch_style.h), a line of text on the desk.
    const float rowHeight = listRowHeight(), rowPitch = rowHeight + ImGui::GetStyle().ItemSpacing.y;
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(eventRowCount(state)), rowPitch);
    while (clipper.Step()) {
        const int first = clipper.DisplayStart, last = clipper.DisplayEnd;
        const auto& rows =
            caches.eventRows.get({state.run->revision, first, last, state.view.language, state.view.notation}, [&] {
                std::vector<std::string> built;
                for (int i = first; i < last; ++i) built.push_back(eventRow(state, static_cast<std::size_t>(i)));
                return built;
            });
        for (int i = first; i < last; ++i) {
            const std::string& row = rows[static_cast<std::size_t>(i - first)];
            const bool current = static_cast<std::size_t>(i + 1) == state.step;
            ImGui::PushID(i);
            if (ImGui::Selectable(row.c_str(), current, ImGuiSelectableFlags_None, {0, rowHeight}))
                stepTo(state, static_cast<std::size_t>(i + 1));
            if (ImGui::IsItemHovered() && ImGui::GetItemRectMax().x > ImGui::GetWindowPos().x + ImGui::GetWindowWidth())
                ImGui::SetTooltip("%s", row.c_str());
            ImGui::PopID();
        }
    }
    // Keep the current event in view while stepping.
    if (state.step > 0 && !ImGui::IsWindowHovered()) {
        const float y = rowPitch * static_cast<float>(state.step - 1);
        if (y < ImGui::GetScrollY() || y > ImGui::GetScrollY() + ImGui::GetWindowHeight() - 2 * rowPitch)
            ImGui::SetScrollY(y - ImGui::GetWindowHeight() / 2);
    }
    ImGui::EndChild();
}

}  // namespace ablab::app
