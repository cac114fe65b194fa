#include "teaching/pseudocode.h"

#include <algorithm>

#include "search/explain.h"
#include "search/trace.h"
#include "text/translate.h"

namespace ablab::core {

namespace {

// The loop over the children as the run searches them: in the file's order, or by descending
// score (--order score, the essay's generatePossibleMove).
std::string childLoop(const Wording& wording, const SearchOptions& o) {
    return o.order == MoveOrder::Score ? translate(wording.language, "  for each child c, the best score first:")
                                       : translate(wording.language, "  for each child c, left to right:");
}

// --move-limit K: the first K children in the file's order, or the K best by score.
std::string moveLimitLine(const Wording& wording, const SearchOptions& o) {
    if (!o.moveLimit) return "";
    const std::string count = std::to_string(o.moveLimit);
    return o.order == MoveOrder::Score ? translate(wording.language, "  (only the {count} best by score)", {{"count", count}})
                                       : translate(wording.language, "  (only the first {count} children)", {{"count", count}});
}

// --table: the probe before a node is searched and the store after, around the procedure.
void addTableLines(const Wording& wording, const SearchOptions& o, std::vector<PseudocodeLine>& lines) {
    if (!o.transpositions) return;
    lines.insert(lines.begin() + 1,
                 {translate(wording.language, "  if the table's bounds on n decide: return them"), {EventType::TableHit}});
    lines.back().text = o.failHard ? translate(wording.language, "  store v in the table; return v clamped to [α₀, β₀]")
                                   : translate(wording.language, "  store v in the table (≤ v, ≥ v or = v); return v");
}

std::vector<PseudocodeLine> alphaBetaLines(const Wording& wording, const SearchOptions& o) {
    const std::string test = o.strict ? "α > β" : "α ≥ β";
    const std::string pass = o.shallow ? "(own α, +∞) / (−∞, own β)" : "(α, β)";
    std::vector<PseudocodeLine> lines{
        {"function ALPHA-BETA(n, α, β)", {EventType::Enter}},
        {translate(wording.language, "  if n is a leaf: return VALUE(n)"), {EventType::Leaf}},
        {translate(wording.language, "  v ← −∞ at MAX, +∞ at MIN"), {}},
        {childLoop(wording, o), {}},
        {"    v ← max / min(v, ALPHA-BETA(c, " + pass + "))", {EventType::ValueUpdate}},
        {"    MAX: α ← max(α, v)   MIN: β ← min(β, v)", {EventType::AlphaUpdate, EventType::BetaUpdate}},
        {translate(wording.language, "    if {test}: prune the other children", {{"test", test}}), {EventType::Cutoff}},
        {moveLimitLine(wording, o), {EventType::MoveLimit}},
        {o.failHard ? translate(wording.language, "  return v clamped to [α₀, β₀]") : "  return v", {EventType::Exit}},
    };
    addTableLines(wording, o, lines);
    return lines;
}

std::vector<PseudocodeLine> minimaxLines(const Wording& wording, const SearchOptions& o) {
    std::vector<PseudocodeLine> lines{
        {"function MINIMAX(n)", {EventType::Enter}},
        {translate(wording.language, "  if n is a leaf: return VALUE(n)"), {EventType::Leaf}},
        {translate(wording.language, "  v ← −∞ at MAX, +∞ at MIN"), {}},
        {translate(wording.language, "  for each child c, left to right:"), {}},
        {"    v ← max / min(v, MINIMAX(c))", {EventType::ValueUpdate}},
        {"  return v", {EventType::Exit}},
    };
    addTableLines(wording, o, lines);
    return lines;
}

// 朱福喜's procedure with its OPEN and CLOSED lists, step by step as the notes number it: values
// are backed up from LAST(CLOSED), the node put into CLOSED last, so the deepest level goes
// first and, within it, right to left.
std::vector<PseudocodeLine> levelLines(const Wording& wording, const SearchOptions&) {
    return {
        {"1. T := (s, MAX), OPEN := (s), CLOSED := ()", {}},
        {"2. LOOP1: IF OPEN = () THEN GO LOOP2", {}},
        {"3. n := FIRST(OPEN), REMOVE(n, OPEN), ADD_TO_LAST(n, CLOSED)", {EventType::Enter, EventType::MoveLimit}},
        {translate(
             wording.language,
             "4. EXPAND(n) → ni, ADD(ni, T); IF d(ni) < k THEN ADD_TO_LAST(ni, OPEN) ELSE compute f(ni) (a tip node); GO LOOP1"),
         {EventType::Leaf}},
        {"5. LOOP2: IF CLOSED = NIL THEN GO LOOP3 ELSE np := LAST(CLOSED)", {}},
        {translate(wording.language,
                   "6. IF np ∈ MAX and every f(nci) has a value THEN f(np) := MAX f(nci) (MIN: MIN f(nci)), REMOVE(np, CLOSED)"),
         {EventType::ValueUpdate, EventType::Exit}},
        {"7. GO LOOP2", {}},
        {translate(wording.language, "8. LOOP3: f(s) has a value: EXIT, MARK(Move, T) marks the move"), {}},
    };
}

std::vector<PseudocodeLine> negaScoutLines(const Wording& wording, const SearchOptions&) {
    return {
        {"function NEGASCOUT(n, α, β)", {EventType::Enter}},
        {translate(wording.language, "  if n is a leaf: return VALUE(n)"), {EventType::Leaf}},
        {translate(wording.language, "  v ← NEGASCOUT(first child, α, β)"), {}},
        {translate(wording.language, "  for each further child c, left to right:"), {}},
        {translate(wording.language, "    MAX: probe with (a, a+1), a = max(α, v)"), {EventType::Probe}},
        {translate(wording.language, "    MIN: probe with (b−1, b), b = min(β, v)"), {EventType::Probe}},
        {translate(wording.language, "    if it fails high with a bound: re-search c"), {EventType::Research}},
        {"    v ← max / min(v, t)", {EventType::ValueUpdate}},
        {"    MAX: α ← max(α, v)   MIN: β ← min(β, v)", {EventType::AlphaUpdate, EventType::BetaUpdate}},
        {translate(wording.language, "    if {test}: prune the other children", {{"test", "α ≥ β"}}), {EventType::Cutoff}},
        {"  return v", {EventType::Exit, EventType::MoveLimit}},
    };
}

std::vector<PseudocodeLine> mtdLines(const Wording& wording, const SearchOptions& o) {
    const bool sss = o.algorithm == Algorithm::MtSss;
    return {
        {sss ? "function MT-SSS*(root)" : "function MTD(root, f)", {}},
        {sss ? "  g ← +∞;  lower ← −∞;  upper ← +∞" : "  g ← f;  lower ← −∞;  upper ← +∞", {}},
        {translate(wording.language, "  while lower < upper:"), {}},
        {translate(wording.language, "    β ← g+1 if g = lower, else g;  g ← MT(root, β−1, β)"), {EventType::Pass}},
        {translate(wording.language, "    if g < β: upper ← g  else: lower ← g"), {}},
        {translate(wording.language, "function MT(n, α, β): α-β with memory"), {EventType::Enter}},
        {translate(wording.language, "  if the table's bounds on n decide: return them"), {EventType::TableHit}},
        {translate(wording.language, "  if n is a leaf: return VALUE(n)"), {EventType::Leaf}},
        {translate(wording.language, "  for each child c: v ← max / min(v, MT(c, α, β))"), {EventType::ValueUpdate}},
        {"    MAX: α ← max(α, v)   MIN: β ← min(β, v)", {EventType::AlphaUpdate, EventType::BetaUpdate}},
        {translate(wording.language, "    if {test}: prune the other children", {{"test", "α ≥ β"}}), {EventType::Cutoff}},
        {translate(wording.language, "  store v in the table (≤ v, ≥ v or = v); return v"),
         {EventType::Exit, EventType::MoveLimit}},
    };
}

std::vector<PseudocodeLine> sssLines(const Wording& wording, const SearchOptions&) {
    return {
        {translate(wording.language, "function SSS*(root): OPEN ← {(root, live, +∞)}"), {}},
        {translate(wording.language, "  loop: take (n, s, h) with the highest h from OPEN"), {EventType::OpenPop}},
        {translate(wording.language, "    live leaf: put (n, solved, min(h, VALUE(n)))"), {EventType::Leaf}},
        {translate(wording.language, "    live MAX: put (c, live, h) for every child; MIN: first child"),
         {EventType::Enter, EventType::MoveLimit}},
        {translate(wording.language, "    solved root: return h"), {}},
        {translate(wording.language, "    solved, parent MAX: put (parent, solved, h), drop its subtree"),
         {EventType::Exit, EventType::ValueUpdate}},
        {translate(wording.language, "    solved, parent MIN: next sibling live, or the parent solved"), {}},
    };
}

std::vector<PseudocodeLine> expectiminimaxLines(const Wording& wording, const SearchOptions&) {
    return {
        {"function EXPECTIMINIMAX(n)", {EventType::Enter}},
        {translate(wording.language, "  if n is a leaf: return VALUE(n)"), {EventType::Leaf}},
        {translate(wording.language, "  for each child c, left to right:"), {}},
        {"    v ← max / min(v, EXPECTIMINIMAX(c))", {EventType::ValueUpdate}},
        {translate(wording.language, "    chance node: v ← v + P(c) · value(c)"), {EventType::ChanceSum}},
        {"  return v", {EventType::Exit, EventType::MoveLimit}},
    };
}

// Ballard's Star1 as Hauk, Buro and Schaeffer write it, with probabilities (core/search/star1.cpp).
std::vector<PseudocodeLine> star1Lines(const Wording& wording, const SearchOptions& o) {
    const std::string test = o.strict ? "α > β" : "α ≥ β";
    return {
        {"function STAR1(n, α, β)", {EventType::Enter}},
        {translate(wording.language, "  if n is a leaf: return VALUE(n)"), {EventType::Leaf}},
        {translate(wording.language, "  MAX or MIN node: as ALPHA-BETA(n, α, β)"),
         {EventType::ValueUpdate, EventType::AlphaUpdate, EventType::BetaUpdate}},
        {translate(wording.language, "    if {test}: prune the other children", {{"test", test}}),
         {EventType::Cutoff},
         PseudocodeAt::PlayerNode},
        {translate(wording.language, "  chance node: S ← 0"), {}},
        {translate(wording.language, "  for each outcome c, probability p:"), {}},
        {translate(wording.language, "    rest ← probability after c"), {}},
        {"    A ← (α − S − U·rest) / p", {}},
        {"    B ← (β − S − L·rest) / p", {}},
        {"    v ← STAR1(c, max(A, L), min(B, U))", {}},
        {"    S ← S + p·v", {EventType::ChanceSum}},
        {translate(wording.language, "    if v ≤ A: return S + U·rest"), {EventType::Cutoff}, PseudocodeAt::ChanceFailingLow},
        {translate(wording.language, "    if v ≥ B: return S + L·rest"), {EventType::Cutoff}, PseudocodeAt::ChanceFailingHigh},
        {translate(wording.language, "  return v, or S at a chance node"), {EventType::Exit, EventType::MoveLimit}},
    };
}

// Horowitz–Sahni: V(X) from the side to move; VE without cutoffs, VEB with the parent's bound
// D = −B, AB with the lower bound LB from further up as well (deep cutoffs).
// The procedures as 王多强's slides write them, line for line (ans is B, the best so far): each
// looks ahead h moves and stops at a finished game or at h = 0; VEB's first child is searched
// with D = ∞ and the test ans ≥ D comes before each further call (for i ← 2 to d); AB(X, h, LB, D)
// starts ans at the lower bound LB and tests before every call. The panel says they are in
// negamax form, as the canvas and the status line are not (procedureVariables).
std::vector<PseudocodeLine> horowitzSahniLines(const Wording& wording, const SearchOptions& o) {
    const std::vector<EventType> update = {EventType::ValueUpdate, EventType::AlphaUpdate, EventType::BetaUpdate};
    const std::string leaf = translate(wording.language, "  if X is terminal or h = 0 then return e(X) endif");
    // The notes' comments under the heading, which name the form of every value below.
    const std::string form =
        translate(wording.language, "  // V(X) in negamax form, for the side to move at X; e(X) is A's evaluation");
    const std::string d = translate(wording.language, "  // D = −B: minus the largest value X's parent knows so far");
    if (o.algorithm != Algorithm::AlphaBeta)
        return {
            {"procedure VE(X, h)", {EventType::Enter}},
            {form, {}},
            {leaf, {EventType::Leaf}},
            {"  ans ← −∞", {}},
            {"  for i ← 1 to d do", {}},
            {"    ans ← max(ans, −VE(Xi, h−1))", update},
            {"  repeat", {}},
            {"  return ans", {EventType::Exit}},
            {"end VE", {}},
        };
    const std::string test = o.strict ? "ans > D" : "ans ≥ D";
    const std::string cut = "    if " + test + " then return ans endif";
    if (o.shallow)
        return {
            {"procedure VEB(X, h, D)", {EventType::Enter}},
            {form, {}},
            {d, {}},
            {leaf, {EventType::Leaf}},
            {"  ans ← −VEB(X1, h−1, ∞)", update, PseudocodeAt::FirstChild},
            {"  for i ← 2 to d do", {}},
            {cut + translate(wording.language, "   // the α-β cutoff rule"),
             {EventType::Cutoff, EventType::Exit},
             PseudocodeAt::CutAndItsReturn},
            {"    ans ← max(ans, −VEB(Xi, h−1, −ans))", update, PseudocodeAt::LaterChild},
            {"  repeat", {}},
            {"  return ans", {EventType::Exit}, PseudocodeAt::ReturnAfterTheLoop},
            {"end VEB", {}},
        };
    return {
        {"procedure AB(X, h, LB, D)", {EventType::Enter}},
        {form, {}},
        {translate(wording.language, "  // LB: a lower bound on V(X)"), {}},
        {d, {}},
        {leaf, {EventType::Leaf}},
        {"  ans ← LB", {}},
        {"  for i ← 1 to d do", {}},
        {cut + translate(wording.language, "   // the α-β cutoff rule"),
         {EventType::Cutoff, EventType::Exit},
         PseudocodeAt::CutAndItsReturn},
        {"    ans ← max(ans, −AB(Xi, h−1, −D, −ans))", update},
        {"  repeat", {}},
        {"  return ans", {EventType::Exit}, PseudocodeAt::ReturnAfterTheLoop},
        {"end AB", {}},
    };
}

// Nilsson as 朱福喜 teaches him: α at MAX nodes, β at MIN nodes, pruning by any ancestor.
std::vector<PseudocodeLine> nilssonLines(const Wording& wording, const SearchOptions& o) {
    if (o.algorithm == Algorithm::MinimaxLevels) return levelLines(wording, o);
    if (o.algorithm == Algorithm::Minimax)
        return {
            {translate(wording.language, "generate the tree depth-first to depth k"), {EventType::Enter}},
            {translate(wording.language, "at a tip node: the static evaluation f(p)"), {EventType::Leaf}},
            {translate(wording.language, "back up: MAX takes the largest, MIN the smallest"),
             {EventType::ValueUpdate, EventType::Exit}},
        };
    return {
        {translate(wording.language, "generate the tree depth-first to depth k"), {EventType::Enter}},
        {translate(wording.language, "at a tip node: the static evaluation f(p)"), {EventType::Leaf}},
        {translate(wording.language, "MAX node: α = its largest backed-up value so far"), {EventType::AlphaUpdate}},
        {translate(wording.language, "MIN node: β = its smallest backed-up value so far"), {EventType::BetaUpdate}},
        {translate(wording.language, "α-pruning: a MIN node's value ≤ α of a MAX ancestor"),
         {EventType::Cutoff},
         PseudocodeAt::AlphaCut},
        {translate(wording.language, "β-pruning: a MAX node's value ≥ β of a MIN ancestor"),
         {EventType::Cutoff},
         PseudocodeAt::BetaCut},
        {translate(wording.language,
                   "backed-up value: the final α (MAX) or β (MIN); a pruned node's is the value it was pruned at"),
         {EventType::Exit}},
    };
}

// Nguyễn Văn Linh's Search(n, mode) with its temporary value and the Vp ≥ Vq rule.
std::vector<PseudocodeLine> nguyenVanLinhLines(const Wording& wording, const SearchOptions& o) {
    if (o.algorithm == Algorithm::MinimaxLevels) return levelLines(wording, o);
    std::vector<PseudocodeLine> lines = {
        {"FUNCTION Search(n, mode)", {EventType::Enter}},
        {"  IF is_leaf(n) THEN RETURN Payoff(n)", {EventType::Leaf}},
        {translate(wording.language, "  value := −∞ (MAX) or ∞ (MIN)   {temporary value}"), {}},
        {translate(wording.language, "  FOR each child C of n DO"), {}},
        {"    MAX: value := max(value, Search(C, MIN))",
         {EventType::ValueUpdate, EventType::AlphaUpdate, EventType::BetaUpdate},
         PseudocodeAt::MaxNode},
        {"    MIN: value := min(value, Search(C, MAX))",
         {EventType::ValueUpdate, EventType::AlphaUpdate, EventType::BetaUpdate},
         PseudocodeAt::MinNode},
    };
    if (o.algorithm == Algorithm::AlphaBeta)
        lines.push_back({translate(wording.language, "    Vp ≥ Vq (P MAX) or Vp ≤ Vq (P MIN): cut the unexamined children"),
                         {EventType::Cutoff}});
    lines.push_back({"  RETURN value", {EventType::Exit}});
    return lines;
}

std::vector<PseudocodeLine> abSearchLines(const Wording& wording, const SearchOptions& o);

std::vector<PseudocodeLine> linesFor(const Wording& wording, const SearchOptions& o) {
    // The course notes' notations cover minimax and α-β; the algorithms beyond them are written
    // as their papers write them, whatever the notation.
    // The notes' procedures keep no table: a search with one is shown in AIMA's form, with it.
    if (notesCover(o.algorithm) && !o.transpositions) {
        switch (wording.notation) {
        case Notation::HorowitzSahni: return horowitzSahniLines(wording, o);
        case Notation::Nilsson: return nilssonLines(wording, o);
        case Notation::NguyenVanLinh: return nguyenVanLinhLines(wording, o);
        // The essay's own procedure is its α-β, abSearch; for minimax it has none of its own.
        case Notation::Multya:
            if (o.algorithm == Algorithm::AlphaBeta) return abSearchLines(wording, o);
            break;
        case Notation::Aima: break;
        }
    }
    switch (o.algorithm) {
    case Algorithm::AlphaBeta: return alphaBetaLines(wording, o);
    case Algorithm::Minimax: return minimaxLines(wording, o);
    case Algorithm::MinimaxLevels: return levelLines(wording, o);
    case Algorithm::NegaScout: return negaScoutLines(wording, o);
    case Algorithm::MtdF:
    case Algorithm::MtSss: return mtdLines(wording, o);
    case Algorithm::Sss: return sssLines(wording, o);
    case Algorithm::Expectiminimax: return expectiminimaxLines(wording, o);
    case Algorithm::Star1: return star1Lines(wording, o);
    }
    return alphaBetaLines(wording, o);
}

// NEGAMAX, the AIMA notation's form under --negamax: every value from the side to move, so one
// update line serves both players (at MIN a β update is NEGAMAX's α update, search/explain.h).
std::vector<PseudocodeLine> negamaxLines(const Wording& wording, const SearchOptions& o) {
    if (o.algorithm == Algorithm::MinimaxLevels)
        return {
            {translate(wording.language, "1. generate the whole game tree to depth k, breadth-first"),
             {EventType::Enter, EventType::MoveLimit}},
            {translate(wording.language, "2. evaluate every tip node for the side to move"), {EventType::Leaf}},
            {translate(wording.language, "3. back up from LAST(CLOSED), the node put into CLOSED last, first:"), {}},
            {translate(wording.language, "     every node: v := max(−v1, …, −vd), the largest of its children's values negated"),
             {EventType::ValueUpdate, EventType::Exit}},
        };
    if (o.algorithm == Algorithm::Minimax)
        return {
            {translate(wording.language, "function NEGAMAX(n)   (values from the side to move)"), {EventType::Enter}},
            {translate(wording.language, "  if n is a leaf: return VALUE(n) for the side to move"), {EventType::Leaf}},
            {"  v ← −∞", {}},
            {translate(wording.language, "  for each child c, left to right:"), {}},
            {"    v ← max(v, −NEGAMAX(c))", {EventType::ValueUpdate}},
            {"  return v", {EventType::Exit}},
        };
    const std::string test = o.strict ? "α > β" : "α ≥ β";
    const std::string pass = o.shallow ? "−∞, −α" : "−β, −α";
    return {
        {translate(wording.language, "function NEGAMAX(n, α, β)   (values from the side to move)"), {EventType::Enter}},
        {translate(wording.language, "  if n is a leaf: return VALUE(n) for the side to move"), {EventType::Leaf}},
        {"  v ← −∞", {}},
        {childLoop(wording, o), {}},
        {"    v ← max(v, −NEGAMAX(c, " + pass + "))", {EventType::ValueUpdate}},
        {"    α ← max(α, v)", {EventType::AlphaUpdate, EventType::BetaUpdate}},
        {translate(wording.language, "    if {test}: prune the other children", {{"test", test}}), {EventType::Cutoff}},
        {moveLimitLine(wording, o), {EventType::MoveLimit}},
        {o.failHard ? translate(wording.language, "  return v clamped to [α₀, β₀]") : "  return v", {EventType::Exit}},
    };
}

// The essay's abSearch (Multya, cnblogs) as its 抽象出來的偽代碼 writes it, line for line:
// negamax over the moves generatePossibleMove() scores, the K best only, a win returning at once,
// the last ply (floor == 1) evaluated in its parent's loop, fail-hard (return beta). Where ablab
// runs otherwise it says so on the line: without --fail-hard the cut returns tmpScore, and ablab
// tests β after the last ply's moves too, as the essay's text (not its code) describes.
std::vector<PseudocodeLine> abSearchLines(const Wording& wording, const SearchOptions& o) {
    const std::string count = std::to_string(o.moveLimit);
    return {
        {"int abSearch(floor, alpha, beta, isBlackNow, searchResult)", {EventType::Enter}},
        {"  possibleMove = generatePossibleMove()", {}},
        // The essay's moves come by score; a tree of the library may give them in its own order.
        {o.order == MoveOrder::Score
             ? (o.moveLimit
                    ? translate(wording.language, "  for now in possibleMove, the {count} best by score:", {{"count", count}})
                    : translate(wording.language, "  for now in possibleMove, the best score first:"))
             : (o.moveLimit ? translate(wording.language, "  for now in possibleMove, the first {count}:", {{"count", count}})
                            : translate(wording.language, "  for now in possibleMove, left to right:")),
         {EventType::MoveLimit}},
        {"    downOneStep()", {}},
        {"    if (someoneWin()): saveSearchResult(); restoreLastStep(); return evaluateScore()", {}},
        {"    if (floor == 1):", {}},
        {"      tmpScore = evaluateScore(); restoreLastStep()", {EventType::Leaf}},
        {translate(
             wording.language,
             "      if (tmpScore > alpha) { alpha = tmpScore; saveSearchResult() }; continue   (ablab tests β here too, as the essay's text does)"),
         {}},
        {"    tmpScore = -abSearch(floor - 1, -beta, -alpha, !isBlackNow, tempSearchResult)", {EventType::ValueUpdate}},
        {"    restoreLastStep()", {}},
        {o.failHard
             ? "    if (tmpScore >= beta) return beta"
             : translate(wording.language, "    if (tmpScore >= beta) return tmpScore   (fail-soft: the essay returns beta)"),
         {EventType::Cutoff}},
        {"    if (tmpScore > alpha) { alpha = tmpScore; saveSearchResult() }", {EventType::AlphaUpdate, EventType::BetaUpdate}},
        {"  return alpha", {EventType::Exit}},
    };
}

}  // namespace

std::vector<PseudocodeLine> pseudocodeFor(const Wording& wording, const SearchOptions& ran) {
    // Under --negamax the canvas and the sentences speak from the side to move in every notation,
    // so does the pseudocode: Horowitz–Sahni's procedures always do; the other notes have no
    // negamax form and show NEGAMAX, or the essay's abSearch when the moves are taken by score.
    std::vector<PseudocodeLine> lines;
    const bool essay = wording.notation == Notation::Multya || ran.order == MoveOrder::Score;
    if (ran.negamax && wording.notation != Notation::HorowitzSahni && notesCover(ran.algorithm))
        lines = ran.algorithm == Algorithm::AlphaBeta && essay ? abSearchLines(wording, ran) : negamaxLines(wording, ran);
    else lines = linesFor(wording, ran);
    std::erase_if(lines, [](const PseudocodeLine& line) { return line.text.empty(); });
    return lines;
}

bool produced(const PseudocodeLine& line, const Tree& tree, const Event* event, const Event* previous) {
    if (!event || std::find(line.lights.begin(), line.lights.end(), event->type) == line.lights.end()) return false;
    if (line.at == PseudocodeAt::AnyNode) return true;
    if (line.at == PseudocodeAt::CutAndItsReturn || line.at == PseudocodeAt::ReturnAfterTheLoop) {
        // A cut node returns the step after its cut, from the cut's own line.
        const bool cutsReturn =
            event->type == EventType::Exit && previous && previous->type == EventType::Cutoff && previous->node == event->node;
        if (line.at == PseudocodeAt::ReturnAfterTheLoop) return !cutsReturn;
        return event->type == EventType::Cutoff || cutsReturn;
    }
    if (line.at == PseudocodeAt::FirstChild || line.at == PseudocodeAt::LaterChild)
        return event->child != kNoNode && (tree.childIndex(event->child) == 0) == (line.at == PseudocodeAt::FirstChild);
    if (line.at == PseudocodeAt::MaxNode || line.at == PseudocodeAt::MinNode)
        return !tree.isChance(event->node) && (tree.player(event->node) == Player::Max) == (line.at == PseudocodeAt::MaxNode);
    if (line.at == PseudocodeAt::AlphaCut || line.at == PseudocodeAt::BetaCut)
        return !tree.isChance(event->node) && (event->cutoff == CutoffKind::Alpha) == (line.at == PseudocodeAt::AlphaCut);
    const PseudocodeAt at = !tree.isChance(event->node)          ? PseudocodeAt::PlayerNode
                            : event->cutoff == CutoffKind::Alpha ? PseudocodeAt::ChanceFailingLow
                                                                 : PseudocodeAt::ChanceFailingHigh;
    return line.at == at;
}

std::string procedureVariables(const Wording& wording, const Trace& trace, std::size_t step) {
    const SearchOptions& o = trace.options();
    if (wording.notation != Notation::HorowitzSahni || !notesCover(o.algorithm) || o.transpositions || step == 0 ||
        step > trace.stepCount())
        return "";
    const Tree& tree = trace.tree();
    const Event& e = trace.events()[step - 1];
    const NodeId x = e.node;
    // The procedure's variables are negamax whatever the canvas shows: V(X) for the side to move.
    const NodeState state = negamaxView(tree, x, trace.stateAt(x, step));
    const bool ve = o.algorithm != Algorithm::AlphaBeta, ab = !ve && !o.shallow;
    std::string variables = "X = " + std::string(tree.label(x)) + ", h = " + std::to_string(tree.height() - tree.depth(x));
    if (e.type == EventType::Leaf) {
        // The notes' e(X) is A's evaluation, the file's value; where the other player moves the
        // negamax value is −e(X), which the notes' "return e(X)" leaves unsaid.
        if (tree.player(x) == Player::Max) variables += ", e(X) = " + formatValue(tree.value(x));
        else
            variables +=
                ", " + translate(wording.language, "V(X) = −e(X) = {value} (e(X) is A's evaluation, {given} in the file)",
                                 {{"value", formatValue(-tree.value(x))}, {"given", formatValue(tree.value(x))}});
    } else if (e.type == EventType::Enter) {
        if (ab) variables += ", LB = " + formatValue(state.alpha);
        if (!ve) variables += ", D = " + formatValue(state.beta);
    } else {
        // AB's ans starts at LB and only rises: the window's α from the side to move.
        if (ab) variables += ", ans = " + formatValue(state.alpha);
        else if (state.hasValue) variables += ", ans = " + formatValue(state.value);
        if (!ve) variables += ", D = " + formatValue(state.beta);
    }
    return translate(wording.language, "in negamax form (V(X) for the side to move): {variables}", {{"variables", variables}});
}

}  // namespace ablab::core
