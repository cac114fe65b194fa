// The interval essay's picture: the current node's window (α, β) on a number line, shrinking
// with every update until it is empty at a cutoff.
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "gui/panel_caches.h"
#include "gui/panels/panels.h"
#include "search/explain.h"
#include "text/notation.h"
#include "text/translate.h"
#include "state/panel_text.h"

namespace ablab::app {

void drawIntervalLine(const AppState& state, PanelCaches& caches) {
    // What it shows is the panel's model (state/panel_text.h), in the view every panel shares.
    const IntervalView& s = caches.intervalView.get({state.run->revision, state.step, state.view.language, state.view.notation},
                                                    [&] { return intervalView(state); });
    if (!s.started) {
        ImGui::TextDisabled("%s", s.caption.c_str());
        return;
    }
    // The axis spans the finite leaf values, with room for ±∞ at the ends: a pass over the
    // whole tree, taken once per tree.
    auto [low, high] = caches.intervalRange.get(state.run->revision, [&] {
        double lowest = 0, highest = 0;
        bool any = false;
        for (core::NodeId n = 0; n < state.run->tree->size(); ++n) {
            if (!state.run->tree->isLeaf(n) || std::isinf(state.run->tree->value(n))) continue;
            lowest = any ? std::min(lowest, state.run->tree->value(n)) : state.run->tree->value(n);
            highest = any ? std::max(highest, state.run->tree->value(n)) : state.run->tree->value(n);
            any = true;
        }
        return std::pair{lowest, std::max(highest, lowest + 1)};
    });
    if (core::fromSideToMove(state.view.notation,
                             state.options)) {  // values from MIN's side are negated: the axis spans both signs
        const double lowest = std::min(low, -high), highest = std::max(high, -low);
        low = lowest;
        high = highest;
    }
    // Three rows, each a line of text high at any font scale: β's label above the axis, the axis
    // with the window's ticks, α's label below. "empty: cutoff" gets a line of its own under the
    // picture, so no label can cover another.
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float width = ImGui::GetContentRegionAvail().x, line = ImGui::GetTextLineHeight();
    const float pad = line, tick = 0.6f * line, y = at.y + line + tick;
    auto xOf = [&, low = low, high = high](double v) {  // copies: clang 14 (the browser build) cannot capture bindings
        if (std::isinf(v)) return v < 0 ? at.x + 4 : at.x + width - 4;
        return static_cast<float>(at.x + pad + (v - low) / (high - low) * (width - 2 * pad));
    };
    ImDrawList* list = ImGui::GetWindowDrawList();
    const ImU32 ink = ImGui::GetColorU32(ImGuiCol_Text), alpha = IM_COL32(0, 114, 178, 255), beta = IM_COL32(168, 80, 127, 255);
    list->AddLine({at.x, y}, {at.x + width, y}, ink, 2);
    const float a = xOf(s.alpha), b = xOf(s.beta);
    if (!s.empty) list->AddRectFilled({a, y - tick / 2}, {b, y + tick / 2}, IM_COL32(86, 180, 233, 110));
    list->AddLine({a, y - tick}, {a, y + tick}, alpha, 3);
    list->AddLine({b, y - tick}, {b, y + tick}, beta, 3);
    char alphaText[48], betaText[48];
    std::snprintf(alphaText, sizeof alphaText, "%s=%s", s.alphaName.c_str(), core::formatValue(s.alpha).c_str());
    std::snprintf(betaText, sizeof betaText, "%s=%s", s.betaName.c_str(), core::formatValue(s.beta).c_str());
    // A label starts at its tick, moved left as far as it must to stay inside the panel.
    auto labelX = [&](float tickX, const char* text) {
        return std::clamp(tickX - ImGui::CalcTextSize(text).x / 2, at.x, at.x + width - ImGui::CalcTextSize(text).x);
    };
    list->AddText({labelX(b, betaText), at.y}, beta, betaText);
    list->AddText({labelX(a, alphaText), y + tick}, alpha, alphaText);
    ImGui::Dummy({width, 2 * line + 2 * tick + 4});
    if (s.empty)
        ImGui::TextColored(ImVec4(213 / 255.f, 94 / 255.f, 0, 1), "%s",
                           core::cutWord(state.view.wording(), core::CutWord::EmptyWindow));
    // The caption says whose values these are (Horowitz–Sahni's B and D): it wraps in a narrow panel.
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(s.caption.c_str());
    ImGui::PopTextWrapPos();
}

}  // namespace ablab::app
