// The interval essay's picture: the current node's window (α, β) on a number line, shrinking
// with every update until it is empty at a cutoff.
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "gui/memo.h"
#include "gui/panels/panels.h"
#include "text/translate.h"
#include "state/panel_text.h"

namespace ablab::app {

void drawIntervalLine(const AppState& state) {
    // What it shows is the panel's model (state/panel_text.h), in the view every panel shares.
    static Memo<std::tuple<std::uint64_t, std::size_t, core::Language>, IntervalView> viewMemo;
    const IntervalView& s = viewMemo.get({state.runRevision, state.step, state.view.language}, [&] { return intervalView(state); });
    if (!s.started) {
        ImGui::TextDisabled("%s", s.caption.c_str());
        return;
    }
    // The axis spans the finite leaf values, with room for ±∞ at the ends: a pass over the
    // whole tree, taken once per tree.
    static Memo<std::uint64_t, std::pair<double, double>> rangeMemo;
    auto [low, high] = rangeMemo.get(state.runRevision, [&] {
        double lowest = 0, highest = 0;
        bool any = false;
        for (core::NodeId n = 0; n < state.tree->size(); ++n) {
            if (!state.tree->isLeaf(n) || std::isinf(state.tree->value(n))) continue;
            lowest = any ? std::min(lowest, state.tree->value(n)) : state.tree->value(n);
            highest = any ? std::max(highest, state.tree->value(n)) : state.tree->value(n);
            any = true;
        }
        return std::pair{lowest, std::max(highest, lowest + 1)};
    });
    if (state.options.negamax) {  // values from MIN's side are negated: the axis spans both signs
        const double lowest = std::min(low, -high), highest = std::max(high, -low);
        low = lowest;
        high = highest;
    }
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float width = ImGui::GetContentRegionAvail().x, pad = 24, y = at.y + 22;
    auto xOf = [&, low = low, high = high](double v) {  // copies: clang 14 (the browser build) cannot capture bindings
        if (std::isinf(v)) return v < 0 ? at.x + 4 : at.x + width - 4;
        return static_cast<float>(at.x + pad + (v - low) / (high - low) * (width - 2 * pad));
    };
    ImDrawList* list = ImGui::GetWindowDrawList();
    const ImU32 ink = ImGui::GetColorU32(ImGuiCol_Text), alpha = IM_COL32(0, 114, 178, 255), beta = IM_COL32(168, 80, 127, 255);
    list->AddLine({at.x, y}, {at.x + width, y}, ink, 2);
    const float a = xOf(s.alpha), b = xOf(s.beta);
    if (!s.empty) list->AddRectFilled({a, y - 8}, {b, y + 8}, IM_COL32(86, 180, 233, 110));
    else list->AddText({at.x + width / 2 - 40, y - 22}, IM_COL32(213, 94, 0, 255), core::translate("empty: cutoff"));
    list->AddLine({a, y - 14}, {a, y + 14}, alpha, 3);
    list->AddLine({b, y - 14}, {b, y + 14}, beta, 3);
    char alphaText[48], betaText[48];
    std::snprintf(alphaText, sizeof alphaText, "α=%s", core::formatValue(s.alpha).c_str());
    std::snprintf(betaText, sizeof betaText, "β=%s", core::formatValue(s.beta).c_str());
    list->AddText({std::min(a, at.x + width - 60), y + 14}, alpha, alphaText);
    list->AddText({std::min(b, at.x + width - 60), y - 30}, beta, betaText);
    ImGui::Dummy({width, 56});
    ImGui::TextUnformatted(s.caption.c_str());
}

}  // namespace ablab::app
