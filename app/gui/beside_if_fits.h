#pragma once
// A row of buttons that wraps: translated labels differ in length ("worst first" is "最差的先"
// in Chinese but "tệ nhất trước" in Vietnamese), so a row that fits in one language is clipped
// in another unless each button goes beside the last only when it fits.
#include <imgui.h>

namespace ablab::app {

// Call between two buttons instead of ImGui::SameLine(); `nextLabel` is the next button's label.
inline void besideIfFits(const char* nextLabel) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const float width = ImGui::CalcTextSize(nextLabel, nullptr, true).x + 2 * style.FramePadding.x;
    const float right = ImGui::GetItemRectMax().x + style.ItemSpacing.x + width;
    if (right <= ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x) ImGui::SameLine();
}

}  // namespace ablab::app
