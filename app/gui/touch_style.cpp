#include "gui/touch_style.h"

#include <imgui.h>

#include <algorithm>

#include "gui/fonts.h"

namespace ablab::app {

namespace {

constexpr float kTouchPaddingX = 10;      // CSS px each side of a button's word: a short word is still a fingertip wide
constexpr float kTouchWindowPadding = 4;  // CSS px: the screen's edge is no place for a tap to miss
constexpr float kTouchSpacingY = 4;       // CSS px between rows of targets that are a fingertip tall already

}  // namespace

int pushTouchStyle(float contentScale) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const float target = kTouchTarget * contentScale;
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2{std::max(style.FramePadding.x, kTouchPaddingX * contentScale),
                                                           std::max(style.FramePadding.y, (target - ImGui::GetFontSize()) / 2)});
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding,
                        ImVec2{kTouchWindowPadding * contentScale, kTouchWindowPadding * contentScale});
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2{style.ItemSpacing.x, kTouchSpacingY * contentScale});
    // A row's words in its middle, as a button's are, not at the top of a tall row.
    ImGui::PushStyleVar(ImGuiStyleVar_SelectableTextAlign, ImVec2{style.SelectableTextAlign.x, 0.5f});
    return 4;
}

namespace {

// Whether pushTouchStyle's frames are in force: a frame a fingertip tall.
bool framesAreTouchTargets() { return ImGui::GetFrameHeight() >= kTouchTarget * interfaceScale() - 0.5f; }

}  // namespace

int treeNodeFrameFlags() { return framesAreTouchTargets() ? ImGuiTreeNodeFlags_FramePadding : ImGuiTreeNodeFlags_None; }

void tableHeadersRow(int columns) {
    const float text = ImGui::GetTextLineHeight() + 2 * ImGui::GetStyle().CellPadding.y;
    ImGui::TableNextRow(ImGuiTableRowFlags_Headers, framesAreTouchTargets() ? std::max(text, ImGui::GetFrameHeight()) : text);
    for (int column = 0; column < columns; ++column)
        if (ImGui::TableSetColumnIndex(column)) ImGui::TableHeader(ImGui::TableGetColumnName(column));
}

bool inlineButton(const char* label) { return framesAreTouchTargets() ? ImGui::Button(label) : ImGui::SmallButton(label); }

float listRowHeight() { return std::max(ImGui::GetTextLineHeight(), ImGui::GetFrameHeight() - ImGui::GetStyle().ItemSpacing.y); }

}  // namespace ablab::app
