// The algorithm being run, in the lecture's pseudocode, with the line of the current event lit.
#include <imgui.h>

#include <algorithm>
#include <string>
#include <vector>

#include "gui/memo.h"
#include "gui/panels/panels.h"

namespace ablab::app {

namespace {

struct Line {
    std::string text;
    std::vector<core::EventType> lights;  // the events this line produces
};

std::vector<Line> alphaBetaLines(const core::SearchOptions& o) {
    using core::EventType;
    const std::string test = o.strict ? "α > β" : "α ≥ β";
    const std::string pass = o.shallow ? "(own α, +∞) / (−∞, own β)" : "(α, β)";
    return {
        {"function ALPHA-BETA(n, α, β)", {EventType::Enter}},
        {"  if n is a leaf: return VALUE(n)", {EventType::Leaf}},
        {"  v ← −∞ at MAX, +∞ at MIN", {}},
        {"  for each child c, left to right:", {}},
        {"    v ← max / min(v, ALPHA-BETA(c, " + pass + "))", {EventType::ValueUpdate}},
        {"    MAX: α ← max(α, v)   MIN: β ← min(β, v)", {EventType::AlphaUpdate, EventType::BetaUpdate}},
        {"    if " + test + ": prune the other children", {EventType::Cutoff}},
        {o.moveLimit ? "  (only the first " + std::to_string(o.moveLimit) + " children)" : "", {EventType::MoveLimit}},
        {o.failHard ? "  return v clamped to [α₀, β₀]" : "  return v", {EventType::Exit}},
    };
}

std::vector<Line> minimaxLines(const core::SearchOptions&) {
    using core::EventType;
    return {
        {"function MINIMAX(n)", {EventType::Enter}},
        {"  if n is a leaf: return VALUE(n)", {EventType::Leaf}},
        {"  v ← −∞ at MAX, +∞ at MIN", {}},
        {"  for each child c, left to right:", {}},
        {"    v ← max / min(v, MINIMAX(c))", {EventType::ValueUpdate}},
        {"  return v", {EventType::Exit}},
    };
}

std::vector<Line> levelLines(const core::SearchOptions&) {
    using core::EventType;
    return {
        {"1. expand the tree breadth-first to the bottom", {EventType::Enter, EventType::MoveLimit}},
        {"2. evaluate every leaf", {EventType::Leaf}},
        {"3. back up level by level, deepest first:", {}},
        {"     MAX: the largest child value, MIN: the smallest", {EventType::ValueUpdate, EventType::Exit}},
    };
}

}  // namespace

void drawPseudocode(const AppState& state) {
    static Memo<core::SearchOptions, std::vector<Line>> linesMemo;
    const auto& lines = linesMemo.get(state.options, [&] {
        return state.options.algorithm == core::Algorithm::AlphaBeta ? alphaBetaLines(state.options)
               : state.options.algorithm == core::Algorithm::Minimax ? minimaxLines(state.options)
                                                                     : levelLines(state.options);
    });
    const bool started = state.step > 0;
    const core::EventType current = started ? state.trace->events()[state.step - 1].type : core::EventType::Enter;
    for (const Line& line : lines) {
        if (line.text.empty()) continue;
        const bool lit = started && std::find(line.lights.begin(), line.lights.end(), current) != line.lights.end();
        // A long line (the shallow window) wraps in a narrow panel rather than being cut off,
        // lit over all of its rows.
        const float room = ImGui::GetContentRegionAvail().x;
        if (lit) {
            const ImVec2 at = ImGui::GetCursorScreenPos();
            const float height = ImGui::CalcTextSize(line.text.c_str(), nullptr, false, room).y;
            ImGui::GetWindowDrawList()->AddRectFilled(at, {at.x + room, at.y + height}, IM_COL32(240, 228, 66, 255));
        }
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextUnformatted(line.text.c_str());
        ImGui::PopTextWrapPos();
    }
}

}  // namespace ablab::app
