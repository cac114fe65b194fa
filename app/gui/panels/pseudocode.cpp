// The algorithm being run, in the lecture's pseudocode, with the line of the current event lit.
#include <imgui.h>

#include <string>
#include <tuple>
#include <vector>

#include "gui/panel_caches.h"
#include "gui/panels/panels.h"
#include "state/panel_text.h"
#include "text/notation.h"
#include "text/translate.h"

namespace ablab::app {

namespace {

// Each step keeps the whole pseudocode in view, its lit line with it: when the last line is
// below the side panel's edge (the shallow procedure's wrapped window at 1280×720), the panel
// scrolls until it is not. The scroll is the same however the step was reached (a link, the
// keys), so a shared link shows what stepping shows; a panel scrolled by hand stays where it
// was put until the next step. Playing a game or presenting a live class, the column's top is
// the Play or Live class panel, the one the game or the room needs: it is not scrolled away.
void keepPseudocodeInView(const AppState& state, std::pair<std::uint64_t, std::size_t>& seenAt) {
    const std::pair<std::uint64_t, std::size_t> now{state.openedRevision, state.step};
    if (seenAt == now || state.play.active || state.live.active) return;
    const ImVec2 bottom = ImGui::GetItemRectMax();
    if (ImGui::IsRectVisible({bottom.x - 1, bottom.y - 1}, bottom)) seenAt = now;
    else ImGui::SetScrollHereY(1.0f);
}

}  // namespace

void drawPseudocode(const AppState& state, PanelCaches& caches) {
    // The lines with the lit one, once per step, language and notation: idle frames build nothing.
    const auto& lines = caches.pseudocodeLines.get({state.run->revision, state.step, state.view.language, state.view.notation},
                                                   [&] { return pseudocodeLines(state); });
    for (const PseudocodeLine& line : lines) {
        // A long line (the shallow window) wraps in a narrow panel rather than being cut off,
        // lit over all of its rows.
        const float room = ImGui::GetContentRegionAvail().x;
        if (line.lit) {
            const ImVec2 at = ImGui::GetCursorScreenPos();
            const float height = ImGui::CalcTextSize(line.text.c_str(), nullptr, false, room).y;
            ImGui::GetWindowDrawList()->AddRectFilled(at, {at.x + room, at.y + height}, IM_COL32(240, 228, 66, 255));
        }
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextUnformatted(line.text.c_str());
        ImGui::PopTextWrapPos();
    }
    keepPseudocodeInView(state, caches.pseudocodeSeenAt);
}

}  // namespace ablab::app
