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

std::vector<Line> negaScoutLines(const core::SearchOptions&) {
    using core::EventType;
    return {
        {"function NEGASCOUT(n, α, β)", {EventType::Enter}},
        {"  if n is a leaf: return VALUE(n)", {EventType::Leaf}},
        {"  v ← NEGASCOUT(first child, α, β)", {}},
        {"  for each further child c, left to right:", {}},
        {"    MAX: probe with (a, a+1), a = max(α, v)", {EventType::Probe}},
        {"    MIN: probe with (b−1, b), b = min(β, v)", {EventType::Probe}},
        {"    if it fails high with a bound: re-search c", {EventType::Research}},
        {"    v ← max / min(v, t)", {EventType::ValueUpdate}},
        {"    MAX: α ← max(α, v)   MIN: β ← min(β, v)", {EventType::AlphaUpdate, EventType::BetaUpdate}},
        {"    if α ≥ β: prune the other children", {EventType::Cutoff}},
        {"  return v", {EventType::Exit, EventType::MoveLimit}},
    };
}

std::vector<Line> mtdLines(const core::SearchOptions& o) {
    using core::EventType;
    const bool sss = o.algorithm == core::Algorithm::MtSss;
    return {
        {sss ? "function MT-SSS*(root)" : "function MTD(root, f)", {}},
        {sss ? "  g ← +∞;  lower ← −∞;  upper ← +∞" : "  g ← f;  lower ← −∞;  upper ← +∞", {}},
        {"  while lower < upper:", {}},
        {"    β ← g+1 if g = lower, else g;  g ← MT(root, β−1, β)", {EventType::Pass}},
        {"    if g < β: upper ← g  else: lower ← g", {}},
        {"function MT(n, α, β): α-β with memory", {EventType::Enter}},
        {"  if the table's bounds on n decide: return them", {EventType::TableHit}},
        {"  if n is a leaf: return VALUE(n)", {EventType::Leaf}},
        {"  for each child c: v ← max / min(v, MT(c, α, β))", {EventType::ValueUpdate}},
        {"    MAX: α ← max(α, v)   MIN: β ← min(β, v)", {EventType::AlphaUpdate, EventType::BetaUpdate}},
        {"    if α ≥ β: prune the other children", {EventType::Cutoff}},
        {"  store v in the table (≤ v, ≥ v or = v); return v", {EventType::Exit, EventType::MoveLimit}},
    };
}

std::vector<Line> sssLines(const core::SearchOptions&) {
    using core::EventType;
    return {
        {"function SSS*(root): OPEN ← {(root, live, +∞)}", {}},
        {"  loop: take (n, s, h) with the highest h from OPEN", {EventType::OpenPop}},
        {"    live leaf: put (n, solved, min(h, VALUE(n)))", {EventType::Leaf}},
        {"    live MAX: put (c, live, h) for every child; MIN: first child", {EventType::Enter, EventType::MoveLimit}},
        {"    solved root: return h", {}},
        {"    solved, parent MAX: put (parent, solved, h), drop its subtree", {EventType::Exit, EventType::ValueUpdate}},
        {"    solved, parent MIN: next sibling live, or the parent solved", {}},
    };
}

}  // namespace

void drawPseudocode(const AppState& state) {
    static Memo<core::SearchOptions, std::vector<Line>> linesMemo;
    const auto& lines = linesMemo.get(state.options, [&] {
        switch (state.options.algorithm) {
        case core::Algorithm::AlphaBeta: return alphaBetaLines(state.options);
        case core::Algorithm::Minimax: return minimaxLines(state.options);
        case core::Algorithm::MinimaxLevels: return levelLines(state.options);
        case core::Algorithm::NegaScout: return negaScoutLines(state.options);
        case core::Algorithm::MtdF:
        case core::Algorithm::MtSss: return mtdLines(state.options);
        case core::Algorithm::Sss: return sssLines(state.options);
        }
        return alphaBetaLines(state.options);
    });
    const bool started = state.step > 0;
    const core::EventType current = started ? state.trace->events()[state.step - 1].type : core::EventType::Enter;
    for (const Line& line : lines) {
        if (line.text.empty()) continue;
        const bool lit = started && std::find(line.lights.begin(), line.lights.end(), current) != line.lights.end();
        if (lit) {
            const ImVec2 at = ImGui::GetCursorScreenPos();
            ImGui::GetWindowDrawList()->AddRectFilled(at, {at.x + ImGui::GetContentRegionAvail().x, at.y + ImGui::GetTextLineHeight()},
                                                      IM_COL32(240, 228, 66, 255));
        }
        ImGui::TextUnformatted(line.text.c_str());
    }
}

}  // namespace ablab::app
