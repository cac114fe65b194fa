// The OPEN and CLOSED lists of the three-phase minimax (--algorithm minimax-levels), as 朱福喜's
// procedure keeps them: FIRST(OPEN) is expanded next and moves to the end of CLOSED; values are
// backed up from LAST(CLOSED). The node the current step works on is lit in both lists.
#include <imgui.h>

#include <algorithm>
#include <cstdio>

#include "gui/panels/panels.h"
#include "text/translate.h"
#include "search/minimax_levels.h"
#include "state/panel_text.h"

namespace ablab::app {

namespace {

// Lists longer than this show their ends; the counts say how many there are.
constexpr std::size_t kShownEntries = 40;

void drawList(core::Language language, const char* name, const core::Tree& tree, std::span<const core::NodeId> nodes,
              core::NodeId current) {
    ImGui::Text("%s (%zu):", name, nodes.size());
    // Each entry on the line after the last where it fits, else on the next: an entry is never
    // broken ("X b1" stays whole, where ImGui's wrapping would set "X", "b", "1" one under another).
    const auto besideOrBelow = [](const char* text) {
        ImGui::SameLine();
        if (ImGui::CalcTextSize(text).x > ImGui::GetContentRegionAvail().x) ImGui::NewLine();
    };
    if (nodes.empty()) {
        besideOrBelow("( )");
        ImGui::TextDisabled("( )");
        return;
    }
    const ImVec4 lit = ImGui::GetStyleColorVec4(ImGuiCol_PlotHistogram);
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        if (nodes.size() > kShownEntries && i == kShownEntries / 2) {
            char more[96];
            std::snprintf(more, sizeof more, core::translate(language, "… %zu more …"), nodes.size() - kShownEntries);
            besideOrBelow(more);
            ImGui::TextDisabled("%s", more);
            i = nodes.size() - kShownEntries / 2;
        }
        // Labels may hold spaces ("X a1"), so the notes' commas keep them apart.
        const std::string label = std::string(tree.label(nodes[i])) + (i + 1 < nodes.size() ? "," : "");
        besideOrBelow(label.c_str());
        if (nodes[i] == current) ImGui::TextColored(lit, "%s", label.c_str());
        else ImGui::TextUnformatted(label.c_str());
    }
}

}  // namespace

void drawOpenClosed(const AppState& state) {
    const core::OpenClosedLists* lists = state.run->trace->openClosed();
    if (!lists) {
        ImGui::TextDisabled("%s", core::translate(state.view.language, "OPEN and CLOSED belong to --algorithm minimax-levels."));
        return;
    }
    const std::size_t step = std::min(state.step, lists->stepCount());
    const core::Tree& tree = state.run->trace->tree();
    const core::NodeId current = step > 0 ? state.run->trace->currentNode(step) : core::kNoNode;
    drawList(state.view.language, "OPEN", tree, lists->open(step), current);
    drawList(state.view.language, "CLOSED", tree, lists->closed(step), current);
    // Which step of the notes' procedure this is, in their words (state/panel_text.h).
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("%s", openClosedStepText(state).c_str());
    ImGui::PopTextWrapPos();
}

void drawOpenClosedBox(const AppState& state, float width, float most) {
    // The box is as tall as its text was last frame: ImGui 1.86 has no auto-resizing child, so
    // the height is kept in ImGui's own state storage, beside the window it measures.
    ImGuiStorage* storage = ImGui::GetStateStorage();
    const ImGuiID key = ImGui::GetID("open-closed height");
    const float height = std::min(storage->GetFloat(key, 8 * ImGui::GetTextLineHeightWithSpacing()), most);
    ImGui::BeginChild("open-closed", {width, height}, true);
    ImGui::TextUnformatted("OPEN / CLOSED");
    ImGui::Separator();
    drawOpenClosed(state);
    const float used = ImGui::GetCursorPosY() + ImGui::GetStyle().WindowPadding.y;
    ImGui::EndChild();
    storage->SetFloat(key, used);
}

}  // namespace ablab::app
