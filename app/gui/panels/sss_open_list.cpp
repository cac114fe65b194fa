// SSS*'s OPEN list at the current step (--algorithm sss): every state (node, live or solved,
// merit h), best first, as Stockman's Γ keeps it. The first row is the state popped next.
#include <imgui.h>

#include <cstdint>
#include <string>
#include <tuple>
#include <vector>

#include "gui/panel_caches.h"
#include "gui/panels/panels.h"
#include "gui/touch_style.h"
#include "search/sss.h"
#include "text/translate.h"

namespace ablab::app {

namespace {

// A long list shows its best states; the count says how many there are.
constexpr std::size_t kShownStates = 40;

}  // namespace

void drawSssOpenList(const AppState& state, PanelCaches& caches) {
    // The rows' texts are built once per step and language: an idle frame allocates nothing.
    const std::vector<SssRow>& rows = caches.sssOpenRows.get({state.run->revision, state.step, state.view.language}, [&] {
        const core::Tree& tree = state.run->trace->tree();
        std::vector<SssRow> built;
        for (const core::OpenState& s : core::sssOpenListAfter(tree, state.run->trace->options(), state.step))
            built.push_back(
                {std::string(tree.label(s.node)),
                 s.solved ? core::translate(state.view.language, "solved") : core::translate(state.view.language, "live"),
                 core::formatValue(s.merit)});
        return built;
    });
    ImGui::TextUnformatted(core::translate(state.view.language, "OPEN, highest merit first (taken next at the top):"));
    if (rows.empty()) {
        ImGui::TextDisabled("( )");
        return;
    }
    if (!ImGui::BeginTable("sss-open", 3, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit)) return;
    ImGui::TableSetupColumn(core::translate(state.view.language, "node"));
    ImGui::TableSetupColumn(core::translate(state.view.language, "state"));
    ImGui::TableSetupColumn(core::translate(state.view.language, "merit h"));
    tableHeadersRow(3);
    const ImVec4 lit = ImGui::GetStyleColorVec4(ImGuiCol_PlotHistogram);
    for (std::size_t i = 0; i < rows.size() && i < kShownStates; ++i) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        if (i == 0) ImGui::TextColored(lit, "%s", rows[i].node.c_str());
        else ImGui::TextUnformatted(rows[i].node.c_str());
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(rows[i].solved.c_str());
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(rows[i].merit.c_str());
    }
    ImGui::EndTable();
    if (rows.size() > kShownStates)
        ImGui::TextDisabled(core::translate(state.view.language, "… and %zu more states"), rows.size() - kShownStates);
}

}  // namespace ablab::app
