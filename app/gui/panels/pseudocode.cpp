// The algorithm being run, in the lecture's pseudocode, with the line of the current event lit.
#include <imgui.h>

#include <algorithm>
#include <memory>
#include <string>
#include <tuple>
#include <vector>

#include "gui/memo.h"
#include "gui/panels/panels.h"
#include "state/panel_text.h"
#include "text/notation.h"
#include "text/translate.h"

namespace ablab::app {

namespace {

// Where a line's events happen, for pseudocode with a branch for chance nodes (Star1): at any
// node, at MAX and MIN nodes, or at a chance node that fails low (an α-cutoff) or high.
enum class At : std::uint8_t { AnyNode, PlayerNode, ChanceFailingLow, ChanceFailingHigh };

struct Line {
    std::string text;
    std::vector<core::EventType> lights;  // the events this line produces
    At at = At::AnyNode;                  // … at which nodes
};

using core::EventType;
using core::translate;

std::vector<Line> alphaBetaLines(const core::SearchOptions& o) {
    const std::string test = o.strict ? "α > β" : "α ≥ β";
    const std::string pass = o.shallow ? "(own α, +∞) / (−∞, own β)" : "(α, β)";
    return {
        {"function ALPHA-BETA(n, α, β)", {EventType::Enter}},
        {translate("  if n is a leaf: return VALUE(n)"), {EventType::Leaf}},
        {translate("  v ← −∞ at MAX, +∞ at MIN"), {}},
        {translate("  for each child c, left to right:"), {}},
        {"    v ← max / min(v, ALPHA-BETA(c, " + pass + "))", {EventType::ValueUpdate}},
        {"    MAX: α ← max(α, v)   MIN: β ← min(β, v)", {EventType::AlphaUpdate, EventType::BetaUpdate}},
        {translate("    if {test}: prune the other children", {{"test", test}}), {EventType::Cutoff}},
        {o.moveLimit ? translate("  (only the first {count} children)", {{"count", std::to_string(o.moveLimit)}}) : "",
         {EventType::MoveLimit}},
        {o.failHard ? translate("  return v clamped to [α₀, β₀]") : "  return v", {EventType::Exit}},
    };
}

std::vector<Line> minimaxLines(const core::SearchOptions&) {
    return {
        {"function MINIMAX(n)", {EventType::Enter}},
        {translate("  if n is a leaf: return VALUE(n)"), {EventType::Leaf}},
        {translate("  v ← −∞ at MAX, +∞ at MIN"), {}},
        {translate("  for each child c, left to right:"), {}},
        {"    v ← max / min(v, MINIMAX(c))", {EventType::ValueUpdate}},
        {"  return v", {EventType::Exit}},
    };
}

// 朱福喜's three phases with their OPEN and CLOSED lists: values are backed up from LAST(CLOSED),
// the node most recently closed, so the deepest level goes first and, within it, right to left.
std::vector<Line> levelLines(const core::SearchOptions&) {
    return {
        {"OPEN := (s), CLOSED := ()", {}},
        {translate("LOOP1: n := FIRST(OPEN), moved to the end of CLOSED; expand n"), {EventType::Enter, EventType::MoveLimit}},
        {translate("  children above depth k to the end of OPEN; at depth k compute f"), {EventType::Leaf}},
        {translate("LOOP2: np := LAST(CLOSED), once all its children have values:"), {}},
        {translate("  MAX: f(np) := max of the children's f, MIN: min; remove np from CLOSED"), {EventType::ValueUpdate, EventType::Exit}},
        {translate("LOOP3: f(s) is known; the move goes to the best child"), {}},
    };
}

std::vector<Line> negaScoutLines(const core::SearchOptions&) {
    return {
        {"function NEGASCOUT(n, α, β)", {EventType::Enter}},
        {translate("  if n is a leaf: return VALUE(n)"), {EventType::Leaf}},
        {translate("  v ← NEGASCOUT(first child, α, β)"), {}},
        {translate("  for each further child c, left to right:"), {}},
        {translate("    MAX: probe with (a, a+1), a = max(α, v)"), {EventType::Probe}},
        {translate("    MIN: probe with (b−1, b), b = min(β, v)"), {EventType::Probe}},
        {translate("    if it fails high with a bound: re-search c"), {EventType::Research}},
        {"    v ← max / min(v, t)", {EventType::ValueUpdate}},
        {"    MAX: α ← max(α, v)   MIN: β ← min(β, v)", {EventType::AlphaUpdate, EventType::BetaUpdate}},
        {translate("    if {test}: prune the other children", {{"test", "α ≥ β"}}), {EventType::Cutoff}},
        {"  return v", {EventType::Exit, EventType::MoveLimit}},
    };
}

std::vector<Line> mtdLines(const core::SearchOptions& o) {
    const bool sss = o.algorithm == core::Algorithm::MtSss;
    return {
        {sss ? "function MT-SSS*(root)" : "function MTD(root, f)", {}},
        {sss ? "  g ← +∞;  lower ← −∞;  upper ← +∞" : "  g ← f;  lower ← −∞;  upper ← +∞", {}},
        {translate("  while lower < upper:"), {}},
        {translate("    β ← g+1 if g = lower, else g;  g ← MT(root, β−1, β)"), {EventType::Pass}},
        {translate("    if g < β: upper ← g  else: lower ← g"), {}},
        {translate("function MT(n, α, β): α-β with memory"), {EventType::Enter}},
        {translate("  if the table's bounds on n decide: return them"), {EventType::TableHit}},
        {translate("  if n is a leaf: return VALUE(n)"), {EventType::Leaf}},
        {translate("  for each child c: v ← max / min(v, MT(c, α, β))"), {EventType::ValueUpdate}},
        {"    MAX: α ← max(α, v)   MIN: β ← min(β, v)", {EventType::AlphaUpdate, EventType::BetaUpdate}},
        {translate("    if {test}: prune the other children", {{"test", "α ≥ β"}}), {EventType::Cutoff}},
        {translate("  store v in the table (≤ v, ≥ v or = v); return v"), {EventType::Exit, EventType::MoveLimit}},
    };
}

std::vector<Line> sssLines(const core::SearchOptions&) {
    return {
        {translate("function SSS*(root): OPEN ← {(root, live, +∞)}"), {}},
        {translate("  loop: take (n, s, h) with the highest h from OPEN"), {EventType::OpenPop}},
        {translate("    live leaf: put (n, solved, min(h, VALUE(n)))"), {EventType::Leaf}},
        {translate("    live MAX: put (c, live, h) for every child; MIN: first child"), {EventType::Enter, EventType::MoveLimit}},
        {translate("    solved root: return h"), {}},
        {translate("    solved, parent MAX: put (parent, solved, h), drop its subtree"), {EventType::Exit, EventType::ValueUpdate}},
        {translate("    solved, parent MIN: next sibling live, or the parent solved"), {}},
    };
}

std::vector<Line> expectiminimaxLines(const core::SearchOptions&) {
    return {
        {"function EXPECTIMINIMAX(n)", {EventType::Enter}},
        {translate("  if n is a leaf: return VALUE(n)"), {EventType::Leaf}},
        {translate("  for each child c, left to right:"), {}},
        {"    v ← max / min(v, EXPECTIMINIMAX(c))", {EventType::ValueUpdate}},
        {translate("    chance node: v ← v + P(c) · value(c)"), {EventType::ChanceSum}},
        {"  return v", {EventType::Exit, EventType::MoveLimit}},
    };
}

// Ballard's Star1 as Hauk, Buro and Schaeffer write it, with probabilities (core/search/star1.cpp).
std::vector<Line> star1Lines(const core::SearchOptions& o) {
    const std::string test = o.strict ? "α > β" : "α ≥ β";
    return {
        {"function STAR1(n, α, β)", {EventType::Enter}},
        {translate("  if n is a leaf: return VALUE(n)"), {EventType::Leaf}},
        {translate("  MAX or MIN node: as ALPHA-BETA(n, α, β)"), {EventType::ValueUpdate, EventType::AlphaUpdate, EventType::BetaUpdate}},
        {translate("    if {test}: prune the other children", {{"test", test}}), {EventType::Cutoff}, At::PlayerNode},
        {translate("  chance node: S ← 0"), {}},
        {translate("  for each outcome c, probability p:"), {}},
        {translate("    rest ← probability after c"), {}},
        {"    A ← (α − S − U·rest) / p", {}},
        {"    B ← (β − S − L·rest) / p", {}},
        {"    v ← STAR1(c, max(A, L), min(B, U))", {}},
        {"    S ← S + p·v", {EventType::ChanceSum}},
        {translate("    if v ≤ A: return S + U·rest"), {EventType::Cutoff}, At::ChanceFailingLow},
        {translate("    if v ≥ B: return S + L·rest"), {EventType::Cutoff}, At::ChanceFailingHigh},
        {translate("  return v, or S at a chance node"), {EventType::Exit, EventType::MoveLimit}},
    };
}

// Horowitz–Sahni: V(X) from the side to move; VE without cutoffs, VEB with the parent's bound
// D = −B, AB with the lower bound LB from further up as well (deep cutoffs).
std::vector<Line> horowitzSahniLines(const core::SearchOptions& o) {
    if (o.algorithm != core::Algorithm::AlphaBeta)
        return {
            {"procedure VE(X)", {EventType::Enter}},
            {translate("  if X is terminal: return e(X)"), {EventType::Leaf}},
            {"  ans ← −∞", {}},
            {translate("  for each child Xi of X:"), {}},
            {"    ans ← max(ans, −VE(Xi))", {EventType::ValueUpdate, EventType::AlphaUpdate, EventType::BetaUpdate}},
            {"  return ans", {EventType::Exit}},
        };
    const std::string test = o.strict ? "B > D" : "B ≥ D";
    return {
        {o.shallow ? "procedure VEB(X, h, D)" : "procedure AB(X, LB, D)", {EventType::Enter}},
        {translate("  if X is terminal or h = 0: return e(X)"), {EventType::Leaf}},
        {o.shallow ? "  B ← −VEB(X1, h−1, ∞)" : "  B ← LB", {}},
        {translate("  for each child Xi of X:"), {}},
        {o.shallow ? "    B ← max(B, −VEB(Xi, h−1, −B))" : "    B ← max(B, −AB(Xi, −D, −B))",
         {EventType::ValueUpdate, EventType::AlphaUpdate, EventType::BetaUpdate}},
        {translate("    if {test}: return B (cutoff)", {{"test", test}}), {EventType::Cutoff}},
        {"  return B", {EventType::Exit}},
    };
}

// Nilsson as 朱福喜 teaches him: α at MAX nodes, β at MIN nodes, pruning by any ancestor.
std::vector<Line> nilssonLines(const core::SearchOptions& o) {
    if (o.algorithm == core::Algorithm::MinimaxLevels) return levelLines(o);
    if (o.algorithm == core::Algorithm::Minimax)
        return {
            {translate("generate the tree depth-first to depth k"), {EventType::Enter}},
            {translate("at a tip node: the static evaluation f(p)"), {EventType::Leaf}},
            {translate("back up: MAX takes the largest, MIN the smallest"), {EventType::ValueUpdate, EventType::Exit}},
        };
    return {
        {translate("generate the tree depth-first to depth k"), {EventType::Enter}},
        {translate("at a tip node: the static evaluation f(p)"), {EventType::Leaf}},
        {translate("MAX node: α = its largest backed-up value so far"), {EventType::AlphaUpdate}},
        {translate("MIN node: β = its smallest backed-up value so far"), {EventType::BetaUpdate}},
        {translate("α-pruning: a MIN node's value ≤ α of a MAX ancestor"), {EventType::Cutoff}},
        {translate("β-pruning: a MAX node's value ≥ β of a MIN ancestor"), {EventType::Cutoff}},
        {translate("backed-up value: the final α (MAX) or β (MIN)"), {EventType::Exit}},
    };
}

// Nguyễn Văn Linh's Search(n, mode) with its temporary value and the Vp ≥ Vq rule.
std::vector<Line> nguyenVanLinhLines(const core::SearchOptions& o) {
    if (o.algorithm == core::Algorithm::MinimaxLevels) return levelLines(o);
    std::vector<Line> lines = {
        {"FUNCTION Search(n, mode)", {EventType::Enter}},
        {"  IF is_leaf(n) THEN RETURN Payoff(n)", {EventType::Leaf}},
        {translate("  value := −∞ (MAX) or ∞ (MIN)   {temporary value}"), {}},
        {translate("  FOR each child C of n DO"), {}},
        {"    MAX: value := max(value, Search(C, MIN))", {EventType::ValueUpdate, EventType::AlphaUpdate}},
        {"    MIN: value := min(value, Search(C, MAX))", {EventType::ValueUpdate, EventType::BetaUpdate}},
    };
    if (o.algorithm == core::Algorithm::AlphaBeta)
        lines.push_back({translate("    Vp ≥ Vq (P MAX) or Vp ≤ Vq (P MIN): cut the unexamined children"), {EventType::Cutoff}});
    lines.push_back({"  RETURN value", {EventType::Exit}});
    return lines;
}

std::vector<Line> linesFor(const core::SearchOptions& o, core::Notation notation) {
    // The course notes' notations cover minimax and α-β; the algorithms beyond them are written
    // as their papers write them, whatever the notation.
    const bool inTheNotes = o.algorithm == core::Algorithm::AlphaBeta || o.algorithm == core::Algorithm::Minimax ||
                            o.algorithm == core::Algorithm::MinimaxLevels;
    if (inTheNotes) {
        switch (notation) {
        case core::Notation::HorowitzSahni: return horowitzSahniLines(o);
        case core::Notation::Nilsson: return nilssonLines(o);
        case core::Notation::NguyenVanLinh: return nguyenVanLinhLines(o);
        case core::Notation::Aima: break;
        }
    }
    switch (o.algorithm) {
    case core::Algorithm::AlphaBeta: return alphaBetaLines(o);
    case core::Algorithm::Minimax: return minimaxLines(o);
    case core::Algorithm::MinimaxLevels: return levelLines(o);
    case core::Algorithm::NegaScout: return negaScoutLines(o);
    case core::Algorithm::MtdF:
    case core::Algorithm::MtSss: return mtdLines(o);
    case core::Algorithm::Sss: return sssLines(o);
    case core::Algorithm::Expectiminimax: return expectiminimaxLines(o);
    case core::Algorithm::Star1: return star1Lines(o);
    }
    return alphaBetaLines(o);
}

}  // namespace

namespace {

// Each step keeps the whole pseudocode in view, its lit line with it: when the last line is
// below the side panel's edge (the shallow procedure's wrapped window at 1280×720), the panel
// scrolls until it is not. The scroll is the same however the step was reached (a link, the
// keys), so a shared link shows what stepping shows; a panel scrolled by hand stays where it
// was put until the next step.
void keepPseudocodeInView(const AppState& state) {
    static std::size_t seenAtStep = static_cast<std::size_t>(-1);
    if (seenAtStep == state.step) return;
    const ImVec2 bottom = ImGui::GetItemRectMax();
    if (ImGui::IsRectVisible({bottom.x - 1, bottom.y - 1}, bottom)) seenAtStep = state.step;
    else ImGui::SetScrollHereY(1.0f);
}

}  // namespace

void drawPseudocode(const AppState& state) {
    // Under --negamax the lecture's form is NEGAMAX, lit by the event as every panel shows it
    // (state/panel_text.h decides the view for all of them).
    if (state.options.negamax && state.view.notation == core::Notation::Aima) {
        static Memo<std::tuple<std::uint64_t, std::size_t, core::Language>, std::vector<PseudocodeLine>> negamaxMemo;
        for (const PseudocodeLine& line : negamaxMemo.get({state.runRevision, state.step, state.view.language}, [&] { return pseudocodeLines(state); })) {
            if (line.lit) {
                const ImVec2 at = ImGui::GetCursorScreenPos();
                ImGui::GetWindowDrawList()->AddRectFilled(at, {at.x + ImGui::GetContentRegionAvail().x, at.y + ImGui::GetTextLineHeight()},
                                                          IM_COL32(240, 228, 66, 255));
            }
            ImGui::TextUnformatted(line.text.c_str());
        }
        keepPseudocodeInView(state);
        return;
    }
    static Memo<std::tuple<core::SearchOptions, core::Language, core::Notation>, std::vector<Line>> linesMemo;
    // What ran: a tree with chance nodes is searched by expectiminimax when α-β was chosen.
    const core::SearchOptions& ran = state.trace->options();
    const auto& lines = linesMemo.get({ran, state.view.language, state.view.notation},
                                      [&] { return linesFor(ran, state.view.notation); });
    const bool started = state.step > 0;
    const core::Event* current = started ? &state.trace->events()[state.step - 1] : nullptr;
    const At at = !current || !state.trace->tree().isChance(current->node) ? At::PlayerNode
                  : current->cutoff == core::CutoffKind::Alpha            ? At::ChanceFailingLow
                                                                          : At::ChanceFailingHigh;
    for (const Line& line : lines) {
        if (line.text.empty()) continue;
        const bool lit = current && std::find(line.lights.begin(), line.lights.end(), current->type) != line.lights.end() &&
                         (line.at == At::AnyNode || line.at == at);
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
    keepPseudocodeInView(state);
}

}  // namespace ablab::app
