// The algorithm being run, in the lecture's pseudocode (NEGAMAX under --negamax), with the line
// of the current event lit. The lines are the panel's model (state/panel_text.h).
#include <imgui.h>

#include <algorithm>
#include <string>
#include <memory>
#include <tuple>
#include <vector>

#include "gui/memo.h"
#include "gui/panels/panels.h"
#include "state/panel_text.h"

namespace ablab::app {

void drawPseudocode(const AppState& state) {
    static Memo<std::tuple<std::shared_ptr<const core::Trace>, std::size_t>, std::vector<PseudocodeLine>> linesMemo;
    const auto& lines = linesMemo.get({state.trace, state.step}, [&] { return pseudocodeLines(state); });
    for (const PseudocodeLine& line : lines) {
        if (line.lit) {
            const ImVec2 at = ImGui::GetCursorScreenPos();
            ImGui::GetWindowDrawList()->AddRectFilled(at, {at.x + ImGui::GetContentRegionAvail().x, at.y + ImGui::GetTextLineHeight()},
                                                      IM_COL32(240, 228, 66, 255));
        }
        ImGui::TextUnformatted(line.text.c_str());
    }
}

}  // namespace ablab::app
