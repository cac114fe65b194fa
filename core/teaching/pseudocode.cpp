#include "teaching/pseudocode.h"

#include <algorithm>

#include "text/translate.h"

namespace ablab::core {

namespace {

std::vector<PseudocodeLine> alphaBetaLines(const SearchOptions& o) {
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

std::vector<PseudocodeLine> minimaxLines(const SearchOptions&) {
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
std::vector<PseudocodeLine> levelLines(const SearchOptions&) {
    return {
        {"OPEN := (s), CLOSED := ()", {}},
        {translate("LOOP1: n := FIRST(OPEN), moved to the end of CLOSED; expand n"), {EventType::Enter, EventType::MoveLimit}},
        {translate("  children above depth k to the end of OPEN; at depth k compute f"), {EventType::Leaf}},
        {translate("LOOP2: np := LAST(CLOSED), once all its children have values:"), {}},
        {translate("  MAX: f(np) := max of the children's f, MIN: min; remove np from CLOSED"), {EventType::ValueUpdate, EventType::Exit}},
        {translate("LOOP3: f(s) is known; the move goes to the best child"), {}},
    };
}

std::vector<PseudocodeLine> negaScoutLines(const SearchOptions&) {
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

std::vector<PseudocodeLine> mtdLines(const SearchOptions& o) {
    const bool sss = o.algorithm == Algorithm::MtSss;
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

std::vector<PseudocodeLine> sssLines(const SearchOptions&) {
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

std::vector<PseudocodeLine> expectiminimaxLines(const SearchOptions&) {
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
std::vector<PseudocodeLine> star1Lines(const SearchOptions& o) {
    const std::string test = o.strict ? "α > β" : "α ≥ β";
    return {
        {"function STAR1(n, α, β)", {EventType::Enter}},
        {translate("  if n is a leaf: return VALUE(n)"), {EventType::Leaf}},
        {translate("  MAX or MIN node: as ALPHA-BETA(n, α, β)"), {EventType::ValueUpdate, EventType::AlphaUpdate, EventType::BetaUpdate}},
        {translate("    if {test}: prune the other children", {{"test", test}}), {EventType::Cutoff}, PseudocodeAt::PlayerNode},
        {translate("  chance node: S ← 0"), {}},
        {translate("  for each outcome c, probability p:"), {}},
        {translate("    rest ← probability after c"), {}},
        {"    A ← (α − S − U·rest) / p", {}},
        {"    B ← (β − S − L·rest) / p", {}},
        {"    v ← STAR1(c, max(A, L), min(B, U))", {}},
        {"    S ← S + p·v", {EventType::ChanceSum}},
        {translate("    if v ≤ A: return S + U·rest"), {EventType::Cutoff}, PseudocodeAt::ChanceFailingLow},
        {translate("    if v ≥ B: return S + L·rest"), {EventType::Cutoff}, PseudocodeAt::ChanceFailingHigh},
        {translate("  return v, or S at a chance node"), {EventType::Exit, EventType::MoveLimit}},
    };
}

// Horowitz–Sahni: V(X) from the side to move; VE without cutoffs, VEB with the parent's bound
// D = −B, AB with the lower bound LB from further up as well (deep cutoffs).
std::vector<PseudocodeLine> horowitzSahniLines(const SearchOptions& o) {
    if (o.algorithm != Algorithm::AlphaBeta)
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
std::vector<PseudocodeLine> nilssonLines(const SearchOptions& o) {
    if (o.algorithm == Algorithm::MinimaxLevels) return levelLines(o);
    if (o.algorithm == Algorithm::Minimax)
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
std::vector<PseudocodeLine> nguyenVanLinhLines(const SearchOptions& o) {
    if (o.algorithm == Algorithm::MinimaxLevels) return levelLines(o);
    std::vector<PseudocodeLine> lines = {
        {"FUNCTION Search(n, mode)", {EventType::Enter}},
        {"  IF is_leaf(n) THEN RETURN Payoff(n)", {EventType::Leaf}},
        {translate("  value := −∞ (MAX) or ∞ (MIN)   {temporary value}"), {}},
        {translate("  FOR each child C of n DO"), {}},
        {"    MAX: value := max(value, Search(C, MIN))", {EventType::ValueUpdate, EventType::AlphaUpdate}},
        {"    MIN: value := min(value, Search(C, MAX))", {EventType::ValueUpdate, EventType::BetaUpdate}},
    };
    if (o.algorithm == Algorithm::AlphaBeta)
        lines.push_back({translate("    Vp ≥ Vq (P MAX) or Vp ≤ Vq (P MIN): cut the unexamined children"), {EventType::Cutoff}});
    lines.push_back({"  RETURN value", {EventType::Exit}});
    return lines;
}

std::vector<PseudocodeLine> linesFor(const SearchOptions& o, Notation notation) {
    // The course notes' notations cover minimax and α-β; the algorithms beyond them are written
    // as their papers write them, whatever the notation.
    const bool inTheNotes = o.algorithm == Algorithm::AlphaBeta || o.algorithm == Algorithm::Minimax ||
                            o.algorithm == Algorithm::MinimaxLevels;
    if (inTheNotes) {
        switch (notation) {
        case Notation::HorowitzSahni: return horowitzSahniLines(o);
        case Notation::Nilsson: return nilssonLines(o);
        case Notation::NguyenVanLinh: return nguyenVanLinhLines(o);
        case Notation::Aima: break;
        }
    }
    switch (o.algorithm) {
    case Algorithm::AlphaBeta: return alphaBetaLines(o);
    case Algorithm::Minimax: return minimaxLines(o);
    case Algorithm::MinimaxLevels: return levelLines(o);
    case Algorithm::NegaScout: return negaScoutLines(o);
    case Algorithm::MtdF:
    case Algorithm::MtSss: return mtdLines(o);
    case Algorithm::Sss: return sssLines(o);
    case Algorithm::Expectiminimax: return expectiminimaxLines(o);
    case Algorithm::Star1: return star1Lines(o);
    }
    return alphaBetaLines(o);
}

// NEGAMAX, the AIMA notation's form under --negamax: every value from the side to move, so one
// update line serves both players (at MIN a β update is NEGAMAX's α update, search/explain.h).
std::vector<PseudocodeLine> negamaxLines(const SearchOptions& o) {
    if (o.algorithm == Algorithm::MinimaxLevels)
        return {
            {translate("1. expand the tree breadth-first to the bottom"), {EventType::Enter, EventType::MoveLimit}},
            {translate("2. evaluate every leaf for the side to move"), {EventType::Leaf}},
            {translate("3. back up from LAST(CLOSED), the node closed last, first:"), {}},
            {translate("     every node: the largest of its children's values, negated"), {EventType::ValueUpdate, EventType::Exit}},
        };
    if (o.algorithm == Algorithm::Minimax)
        return {
            {translate("function NEGAMAX(n)   (values from the side to move)"), {EventType::Enter}},
            {translate("  if n is a leaf: return VALUE(n) for the side to move"), {EventType::Leaf}},
            {"  v ← −∞", {}},
            {translate("  for each child c, left to right:"), {}},
            {"    v ← max(v, −NEGAMAX(c))", {EventType::ValueUpdate}},
            {"  return v", {EventType::Exit}},
        };
    const std::string test = o.strict ? "α > β" : "α ≥ β";
    const std::string pass = o.shallow ? "−∞, −α" : "−β, −α";
    return {
        {translate("function NEGAMAX(n, α, β)   (values from the side to move)"), {EventType::Enter}},
        {translate("  if n is a leaf: return VALUE(n) for the side to move"), {EventType::Leaf}},
        {"  v ← −∞", {}},
        {translate("  for each child c, left to right:"), {}},
        {"    v ← max(v, −NEGAMAX(c, " + pass + "))", {EventType::ValueUpdate}},
        {"    α ← max(α, v)", {EventType::AlphaUpdate, EventType::BetaUpdate}},
        {translate("    if {test}: prune the other children", {{"test", test}}), {EventType::Cutoff}},
        {o.moveLimit ? translate("  (only the first {count} children)", {{"count", std::to_string(o.moveLimit)}}) : "",
         {EventType::MoveLimit}},
        {o.failHard ? translate("  return v clamped to [α₀, β₀]") : "  return v", {EventType::Exit}},
    };
}

}  // namespace

std::vector<PseudocodeLine> pseudocodeFor(const SearchOptions& ran, Notation notation) {
    std::vector<PseudocodeLine> lines = ran.negamax && notation == Notation::Aima &&
                                                (ran.algorithm == Algorithm::AlphaBeta || ran.algorithm == Algorithm::Minimax ||
                                                 ran.algorithm == Algorithm::MinimaxLevels)
                                            ? negamaxLines(ran)
                                            : linesFor(ran, notation);
    std::erase_if(lines, [](const PseudocodeLine& line) { return line.text.empty(); });
    return lines;
}

bool produced(const PseudocodeLine& line, const Tree& tree, const Event* event) {
    if (!event || std::find(line.lights.begin(), line.lights.end(), event->type) == line.lights.end()) return false;
    if (line.at == PseudocodeAt::AnyNode) return true;
    const PseudocodeAt at = !tree.isChance(event->node)               ? PseudocodeAt::PlayerNode
                            : event->cutoff == CutoffKind::Alpha ? PseudocodeAt::ChanceFailingLow
                                                                 : PseudocodeAt::ChanceFailingHigh;
    return line.at == at;
}

}  // namespace ablab::core
