// Finding one's way in a big tree: find a node by label or path, focus on a subtree, follow
// the current node while stepping, and the minimap.
#include <imgui.h>

#include <cstdio>

#include "gui/minimap.h"
#include "state/navigation.h"
#include "gui/panels/panels.h"
#include "gui/translated_label.h"
#include "text/translate.h"

namespace ablab::app {

void drawNavigatePanel(AppState& state, Minimap& minimap) {
    char query[256];
    std::snprintf(query, sizeof query, "%s", state.canvas.find.c_str());
    ImGui::SetNextItemWidth(200);
    const bool entered = ImGui::InputTextWithHint("##find", core::translate(state.view.language, "label or path (0/2/1)"), query,
                                                  sizeof query, ImGuiInputTextFlags_EnterReturnsTrue);
    if (ImGui::IsItemEdited() || entered) state.canvas.find = query;
    ImGui::SameLine();
    if (ImGui::Button(core::translate(state.view.language, "find")) || entered) {
        std::string problem;
        const core::NodeId n = findNode(*state.run->tree, state.canvas.find, problem);
        if (n == core::kNoNode) {
            state.message = problem;
        } else {
            state.selected = n;
            state.canvas.focus = n;
        }
    }
    const bool haveSelection = state.selected != core::kNoNode && state.selected < state.run->tree->size();
    if (!haveSelection) ImGui::BeginDisabled();
    if (ImGui::Button(core::translate(state.view.language, "focus on the selected subtree"))) state.canvas.focus = state.selected;
    if (!haveSelection) ImGui::EndDisabled();
    ImGui::SameLine();
    const bool collapsible = haveSelection && !state.run->tree->isLeaf(state.selected);
    const bool isCollapsed =
        collapsible && state.selected < state.canvas.collapsed.size() && state.canvas.collapsed[state.selected] != 0;
    if (!collapsible) ImGui::BeginDisabled();
    if (ImGui::Button(isCollapsed ? translatedLabel(state.view.language, "expand", "collapse").text
                                  : translatedLabel(state.view.language, "collapse", "collapse").text)) {
        state.canvas.collapsed.resize(state.run->tree->size(), 0);
        state.canvas.collapsed[state.selected] = isCollapsed ? 0 : 1;
        ++state.canvas.collapsedRevision;
    }
    if (!collapsible) ImGui::EndDisabled();
    if (ImGui::Button(core::translate(state.view.language, "whole tree (F)"))) fitWholeTree(state);
    ImGui::Checkbox(core::translate(state.view.language, "follow the current node"), &state.canvas.follow);
    minimap.draw(state, ImGui::GetContentRegionAvail().x);
}

}  // namespace ablab::app
