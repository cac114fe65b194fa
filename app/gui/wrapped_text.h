#pragma once
// A paragraph wrapped to the panel's width in any of ablab's languages: ImGui 1.86 wraps only at
// spaces, which leaves Chinese lines ragged or overflowing (core/text/line_breaks.h breaks
// between 汉字 too). Draws line by line and allocates nothing.
#include <imgui.h>

#include <string_view>

#include "text/line_breaks.h"

namespace ablab::app {

// `width`: the lines' width, the panel's when 0. It also keeps "5.5" whole, which ImGui would
// break after its point.
inline void textWrappedInAnyLanguage(std::string_view text, bool faint = false, float width = 0) {
    ImFont* font = ImGui::GetFont();
    const float scale = ImGui::GetFontSize() / font->FontSize;
    if (faint) ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    core::breakLines(
        text, width > 0 ? width : ImGui::GetContentRegionAvail().x,
        [&](char32_t c) { return font->GetCharAdvance(c <= 0xFFFF ? static_cast<ImWchar>(c) : ImWchar{'?'}) * scale; },
        [](std::string_view line) { ImGui::TextUnformatted(line.data(), line.data() + line.size()); });
    if (faint) ImGui::PopStyleColor();
}

}  // namespace ablab::app
