// Every event of the run (practising, only those played so far); the current one highlighted, a
// click jumps there. Only the visible rows are built (ImGuiListClipper), so a million-event run
// scrolls like a short one.
#include <imgui.h>

#include <string>
#include <tuple>
#include <vector>

#include "gui/memo.h"
#include "gui/panels/panels.h"
#include "state/panel_text.h"

namespace ablab::app {

void drawEventLog(AppState& state) {
    // Rows wider than the panel scroll sideways, and show whole when hovered.
    ImGui::BeginChild("events", {0, 260}, true, ImGuiWindowFlags_HorizontalScrollbar);
    // The rows in view, built when the view scrolls or the run changes.
    static Memo<std::tuple<std::uint64_t, int, int, core::Language, core::Notation>, std::vector<std::string>> rowsMemo;
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(eventRowCount(state)), ImGui::GetTextLineHeightWithSpacing());
    while (clipper.Step()) {
        const int first = clipper.DisplayStart, last = clipper.DisplayEnd;
        const auto& rows = rowsMemo.get({state.run->revision, first, last, state.view.language, state.view.notation}, [&] {
            std::vector<std::string> built;
            for (int i = first; i < last; ++i) built.push_back(eventRow(state, static_cast<std::size_t>(i)));
            return built;
        });
        for (int i = first; i < last; ++i) {
            const std::string& row = rows[static_cast<std::size_t>(i - first)];
            const bool current = static_cast<std::size_t>(i + 1) == state.step;
            ImGui::PushID(i);
            if (ImGui::Selectable(row.c_str(), current)) stepTo(state, static_cast<std::size_t>(i + 1));
            if (ImGui::IsItemHovered() && ImGui::GetItemRectMax().x > ImGui::GetWindowPos().x + ImGui::GetWindowWidth())
                ImGui::SetTooltip("%s", row.c_str());
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
