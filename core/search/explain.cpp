// What an event means, in the words of the lecture notes the user chose (text/notation.h).
// Index: each part opens with a "// ---- NAME ----" line.
//   the shown form: which events a notation sees in negamax form; the run's title
//   words every notation shares: child lists, value texts, the cutoffs' names
//   the sentence writer and its parts: Writer; windows, roles, causes; Star1's chance cutoff
//   AIMA: AIMA's sentences, which the negamax view speaks too, and the events of the searches
//     beyond α-β (NegaScout's probes, MTD(f)'s passes, SSS*'s OPEN list, chance sums)
//   Horowitz–Sahni, Nilsson, Nguyễn Văn Linh, Multya's essay: each set of notes' own sentences
//   one event in its notation: explain(), the shown form in the notes that speak of it
//   an event of a trace, with what came before it: Linh's temporary values; explainEvent()
#include "search/search_title.h"
#include "search/explain.h"

#include <cmath>
#include <utility>

#include "model/board_lines.h"
#include "model/chance.h"
#include "search/search.h"
#include "text/notation.h"
#include "text/phrasebook.h"
#include "text/translate.h"

namespace ablab::core {

// ---- the shown form -----------------------------------------------------------------------------

Event negamaxView(const Tree& tree, const Event& e) {
    if (tree.player(e.node) == Player::Max) return e;
    Event view = e;
    view.alpha = -e.beta;
    view.beta = -e.alpha;
    view.value = -e.value;
    view.old = -e.old;
    if (e.type == EventType::AlphaUpdate) view.type = EventType::BetaUpdate;
    if (e.type == EventType::BetaUpdate) view.type = EventType::AlphaUpdate;
    if (e.bound == Bound::Lower) view.bound = Bound::Upper;
    if (e.bound == Bound::Upper) view.bound = Bound::Lower;
    return view;
}

bool notesCover(Algorithm algorithm) {
    return algorithm == Algorithm::AlphaBeta || algorithm == Algorithm::Minimax || algorithm == Algorithm::MinimaxLevels;
}

// Every notation, Horowitz–Sahni's too: its notes tell the cuts in MAX/MIN values, and only its
// procedures (the Pseudocode panel) are in negamax form, labelled so (teaching/pseudocode.h).
bool fromSideToMove(Notation, const SearchOptions& options) { return options.negamax; }

bool showsBounds(Notation notation, const SearchOptions& options) {
    return !(notesCover(options.algorithm) && !options.negamax &&
             (notation == Notation::Nilsson || notation == Notation::NguyenVanLinh));
}

Event shownForm(Notation notation, const Tree& tree, const Event& e, const SearchOptions& options) {
    return fromSideToMove(notation, options) ? negamaxView(tree, e) : e;
}

Event shownEvent(Notation notation, const Trace& trace, std::size_t index) {
    return shownForm(notation, trace.tree(), trace.events()[index], trace.options());
}

NodeState shownState(Notation notation, const Trace& trace, NodeId n, std::size_t step) {
    const NodeState raw = trace.stateAt(n, step);
    return fromSideToMove(notation, trace.options()) ? negamaxView(trace.tree(), n, raw) : raw;
}

Value shownLeafValue(Notation notation, const Trace& trace, NodeId leaf) {
    const Tree& tree = trace.tree();
    const bool negate = fromSideToMove(notation, trace.options()) && tree.player(leaf) == Player::Min;
    return negate ? -tree.value(leaf) : tree.value(leaf);
}

std::string titleOrThisTree(Language language, const Tree& tree) {
    return tree.info().title.empty() ? std::string(translate(language, "this tree")) : tree.info().title.in(language);
}

std::string runTitle(Language language, const Trace& trace) {
    return translate(
        language, "{algorithm} on {title}",
        {{"algorithm", algorithmTitle(language, trace.options().algorithm)}, {"title", titleOrThisTree(language, trace.tree())}});
}

std::string explainStep(const Wording& wording, const Trace& trace, std::size_t step) {
    if (step == 0) return translate(wording.language, "Press → to start: {run}", {{"run", runTitle(wording.language, trace)}});
    return explainEvent(wording, trace, step - 1);
}

NodeState negamaxView(const Tree& tree, NodeId n, const NodeState& state) {
    if (tree.player(n) == Player::Max) return state;
    NodeState view = state;
    view.alpha = -state.beta;
    view.beta = -state.alpha;
    view.value = -state.value;
    if (state.bound == Bound::Lower) view.bound = Bound::Upper;
    if (state.bound == Bound::Upper) view.bound = Bound::Lower;
    return view;
}

// ---- words every notation shares ----------------------------------------------------------------

std::string childList(Language language, const Tree& tree, NodeId n, std::uint32_t from, std::uint32_t to, std::size_t shown) {
    const auto children = tree.children(n);
    std::string text;
    for (std::uint32_t c = from; c < to && c - from < shown; ++c)
        (text += c > from ? listSeparator(language) : "") += tree.label(children[c]);
    if (to - from > shown) text += translate(language, ", … ({count} subtrees)", {{"count", std::to_string(to - from)}});
    return text;
}

void appendValueText(std::string& out, ValueTexts& values, const Event& e) {
    switch (e.type) {
    case EventType::Enter: return;
    case EventType::Exit:
    case EventType::Research:
    case EventType::TableHit:
        if (e.bound == Bound::Upper) out += "≤ ";
        if (e.bound == Bound::Lower) out += "≥ ";
        break;
    default: break;
    }
    out += values(e.value);
}

std::string valueText(const Event& e) {
    ValueTexts values;
    std::string text;
    appendValueText(text, values, e);
    return text;
}

std::string_view cutoffName(Phrasebook& words, Notation notation, const Event& e) {
    const bool alpha = e.cutoff == CutoffKind::Alpha;
    switch (notation) {
    case Notation::HorowitzSahni:
        if (alpha) return e.deep ? words.translate("deep α cutoff") : words.translate("α cutoff");
        return e.deep ? words.translate("deep β cutoff") : words.translate("β cutoff");
    case Notation::Nilsson:
        if (alpha) return e.deep ? words.translate("deep α-pruning") : words.translate("α-pruning");
        return e.deep ? words.translate("deep β-pruning") : words.translate("β-pruning");
    // Linh names no α and no β: his rule is Vp ≥ Vq (P a MAX node) or Vp ≤ Vq (P a MIN node) about
    // a node and its parent; a cut by an ancestor further up is ablab's extension of it.
    case Notation::NguyenVanLinh:
        if (alpha) return e.deep ? words.translate("Vp ≥ Vq pruning, extended") : words.translate("Vp ≥ Vq pruning");
        return e.deep ? words.translate("Vp ≤ Vq pruning, extended") : words.translate("Vp ≤ Vq pruning");
    // The essay's cut is one thing whichever end closed the interval, and however far up it came from.
    case Notation::Multya: return words.translate("empty interval");
    case Notation::Aima: break;
    }
    if (alpha) return e.deep ? words.translate("deep α-cutoff") : words.translate("α-cutoff");
    return e.deep ? words.translate("deep β-cutoff") : words.translate("β-cutoff");
}

std::string cutoffName(const Wording& wording, const Event& e) {
    Phrasebook words(wording.language, Phrasebook::Memory::None);
    return std::string(cutoffName(words, wording.notation, e));
}

namespace {

// ---- the sentence writer and its parts ----------------------------------------------------------

// Where a sentence goes: appended to `out`, its words looked up in `words` (of wording.language).
// Every sentence below is written through translate(), so the catalogue check finds it.
struct Writer {
    const Wording& wording;
    Phrasebook& words;
    ValueTexts& values;
    std::string& out;

    ValueText value(Value v) { return values(v); }
    std::string_view translate(const char* english) { return words.translate(english); }
    void translate(const char* english, std::initializer_list<ArgumentView> arguments) {
        words.translate(out, english, arguments);
    }
};

std::string window(Writer& w, const Event& e) {
    std::string text = "(";
    text += w.value(e.alpha);
    text += ", ";
    text += w.value(e.beta);
    return text += ')';
}

// 朱福喜's f(p) worked out for a leaf holding a 3×3 board valued by open lines: "5 − 6"
// (lines open for X, for O); "" when the leaf has no such board or another value.
std::string openLinesDifference(const Tree& tree, NodeId leaf, Value value) {
    OpenLineCounts counts;
    if (!countOpenLines(tree.board(leaf), counts) || counts.x - counts.o != value) return "";
    return std::to_string(counts.x) + " − " + std::to_string(counts.o);
}

std::string_view roleOf(Writer& w, const Tree& tree, NodeId n, bool negamax) {
    if (tree.isLeaf(n)) return w.translate("leaf");
    if (tree.isChance(n)) return w.translate("chance");
    if (tree.player(n) == Player::Max) return negamax ? w.translate("MAX to move") : w.translate("MAX");
    return negamax ? w.translate("MIN to move") : w.translate("MIN");
}

std::string causeText(Writer& w, const Tree& tree, const Event& e) {
    if (e.cause == kNoNode) return std::string(w.translate("the initial window"));
    if (!e.deep) return std::string(tree.label(e.cause));
    std::string text;
    w.words.translate(text, "{node}, {levels} levels up",
                      {{"node", tree.label(e.cause)}, {"levels", std::to_string(tree.depth(e.node) - tree.depth(e.cause))}});
    return text;
}

// A node's return in a notation's three sentences: an exact value, an upper bound, a lower bound.
void returnSentence(Writer& w, const Event& e, std::string_view node, const char* exact, const char* upper, const char* lower) {
    const char* sentence = e.bound == Bound::Upper ? upper : e.bound == Bound::Lower ? lower : exact;
    return w.translate(sentence, {{"node", node}, {"value", w.value(e.value)}});
}

// The cutoff test's sign: an α-cutoff is value ≤ α (< α with --strict), a β-cutoff value ≥ β.
const char* relation(const SearchOptions& options, bool atMost) {
    if (atMost) return options.strict ? "<" : "≤";
    return options.strict ? ">" : "≥";
}

// The children a cutoff at e.node leaves unsearched.
std::string prunedChildren(Writer& w, const Tree& tree, const Event& e, const SearchOptions& options) {
    return childList(w.wording.language, tree, e.node, e.prunedFrom, searchedChildCount(tree, e.node, options));
}

// Star1's cutoff at a chance node: the outcomes it passes by could bring at most U each (at
// least L; the event carries which), and even that leaves the node's value beyond the window.
void chanceCutoff(Writer& w, const Tree& tree, const Event& e, const SearchOptions& options) {
    const std::vector<Value> weights = chanceWeights(tree, e.node);
    Value rest = 0;
    for (std::uint32_t i = e.prunedFrom; i < searchedChildCount(tree, e.node, options); ++i) rest += weights[i];
    const bool low = e.cutoff == CutoffKind::Alpha;
    const char* sentence =
        low ? translatable(
                  "{cutoff} at chance node {node}: even if the outcomes left (probability {rest}) all scored U = {bound}, {node} ≤ {value} {relation} α = {window} (from {cause}); prunes {pruned}")
            : translatable(
                  "{cutoff} at chance node {node}: even if the outcomes left (probability {rest}) all scored L = {bound}, {node} ≥ {value} {relation} β = {window} (from {cause}); prunes {pruned}");
    return w.translate(sentence, {{"cutoff", cutoffName(w.words, w.wording.notation, e)},
                                  {"node", tree.label(e.node)},
                                  {"rest", w.value(readableSum(rest))},
                                  {"bound", w.value(e.old)},
                                  {"value", w.value(e.value)},
                                  {"relation", relation(options, low)},
                                  {"window", w.value(low ? e.alpha : e.beta)},
                                  {"cause", causeText(w, tree, e)},
                                  {"pruned", prunedChildren(w, tree, e, options)}});
}

// ---- AIMA ---------------------------------------------------------------------------------------

// A cutoff in AIMA's words: the test that failed, what caused it, the children it prunes.
void aimaCutoff(Writer& w, const Tree& tree, const Event& e, const SearchOptions& options) {
    const std::string_view at = tree.label(e.node);
    // In the negamax view every cutoff is the β test.
    const bool againstAlpha = !options.negamax && e.cutoff == CutoffKind::Alpha;
    const std::string test = formatValue(e.value) + " " + relation(options, againstAlpha) + " " +
                             (againstAlpha ? "α = " + formatValue(e.alpha) : "β = " + formatValue(e.beta));
    if (!options.negamax) {
        // The essay's intervals: the window the node was handed, (α, +∞) at a MIN node, and
        // the values the node can still take, (−∞, v); they do not meet, so no value of it
        // can matter above: max{4, min{3, 1}} is (4, +∞) ∩ (−∞, 3) = ∅.
        return w.translate("{cutoff} at {node}: {test} (from {cause}); prunes {pruned}, since ({low}, +∞) ∩ (−∞, {high}) = ∅",
                           {{"cutoff", cutoffName(w.words, w.wording.notation, e)},
                            {"node", at},
                            {"test", test},
                            {"cause", causeText(w, tree, e)},
                            {"pruned", prunedChildren(w, tree, e, options)},
                            {"low", w.value(againstAlpha ? e.alpha : e.value)},
                            {"high", w.value(againstAlpha ? e.value : e.beta)}});
    }
    w.translate("{cutoff} at {node}: {test} (from {cause}); prunes {pruned}",
                {{"cutoff", cutoffName(w.words, w.wording.notation, e)},
                 {"node", at},
                 {"test", test},
                 {"cause", causeText(w, tree, e)},
                 {"pruned", prunedChildren(w, tree, e, options)}});
    // At a MIN node the negamax test reads like a β-cutoff; say what it is.
    if (options.negamax && e.cutoff == CutoffKind::Alpha && w.wording.notation != Notation::NguyenVanLinh)
        w.translate("; −v ≥ β is an α-cutoff seen from the side to move", {});
}

// The events only the searches beyond α-β record: NegaScout's probes and re-searches, the
// transposition table's hits, MTD(f)'s passes, expectiminimax's sums and SSS*'s OPEN list.
void explainBeyondAlphaBeta(Writer& w, const Tree& tree, const Event& e, const SearchOptions& options) {
    const std::string_view at = tree.label(e.node);
    switch (e.type) {
    case EventType::Probe: {
        const std::string child(tree.label(e.child)), probe = window(w, e);
        if (tree.player(e.node) == Player::Max || options.negamax)
            return w.translate("probe {child} with the null window {window}: is it > {bound}?",
                               {{"child", child}, {"window", probe}, {"bound", w.value(e.alpha)}});
        return w.translate("probe {child} with the null window {window}: is it < {bound}?",
                           {{"child", child}, {"window", probe}, {"bound", w.value(e.beta)}});
    }
    case EventType::Research:
        return w.translate("probe of {child} fails high ({value}) → re-search with {window}",
                           {{"child", tree.label(e.child)}, {"value", valueText(e)}, {"window", window(w, e)}});
    case EventType::TableHit:
        // α-β's table over a game tree names the node whose search filed the position.
        if (e.child != kNoNode && e.bound == Bound::Exact)
            return w.translate("table hit at {node}: the same position as {same}, searched before; its value {value}",
                               {{"node", at}, {"same", tree.label(e.child)}, {"value", valueText(e)}});
        if (e.child != kNoNode)
            return w.translate(
                "table hit at {node}: the same position as {same}, searched before; {value} is enough for the window {window}",
                {{"node", at}, {"same", tree.label(e.child)}, {"value", valueText(e)}, {"window", window(w, e)}});
        return w.translate("table hit at {node}: already known {value}, enough for the window {window}",
                           {{"node", at}, {"value", valueText(e)}, {"window", window(w, e)}});
    case EventType::Pass:
        return w.translate("pass {pass}: is the value ≥ {beta}? null window {window}; so far {low} ≤ value ≤ {high}",
                           {{"pass", std::to_string(e.prunedFrom)},
                            {"beta", w.value(e.beta)},
                            {"window", window(w, e)},
                            {"low", w.value(e.value)},
                            {"high", w.value(e.old)}});
    case EventType::ChanceSum:
        return w.translate("chance node {node}: + {probability} × {value} ({child}) = {sum}", {{"node", at},
                                                                                               {"probability", w.value(e.alpha)},
                                                                                               {"value", w.value(e.beta)},
                                                                                               {"child", tree.label(e.child)},
                                                                                               {"sum", w.value(e.value)}});
    case EventType::OpenPop:
        if (e.deep)  // the state popped is solved
            return w.translate("take ({node}, solved, h = {merit}) from OPEN: the highest merit; {count} states remain",
                               {{"node", at}, {"merit", w.value(e.value)}, {"count", std::to_string(e.prunedFrom)}});
        return w.translate("take ({node}, live, h = {merit}) from OPEN: the highest merit; {count} states remain",
                           {{"node", at}, {"merit", w.value(e.value)}, {"count", std::to_string(e.prunedFrom)}});
    default: return;
    }
}

// AIMA's words (and the words of the negamax view in every notation but Horowitz–Sahni's).
void explainAima(Writer& w, const Tree& tree, const Event& e, const SearchOptions& options) {
    const std::string_view at = tree.label(e.node);
    const bool pruning = usesWindow(options.algorithm);
    switch (e.type) {
    case EventType::Enter:
        if (!pruning)
            return w.translate("enter {node} ({role})", {{"node", at}, {"role", roleOf(w, tree, e.node, options.negamax)}});
        return w.translate("enter {node} ({role}) with window (α, β) = {window}",
                           {{"node", at}, {"role", roleOf(w, tree, e.node, options.negamax)}, {"window", window(w, e)}});
    case EventType::Leaf:
        // A tic-tac-toe leaf valued by open lines shows the sum (from X's side, so not in negamax form).
        if (const std::string lines = options.negamax ? "" : openLinesDifference(tree, e.node, e.value); !lines.empty())
            return w.translate("evaluate leaf {node}: f({node}) = {lines} = {value}",
                               {{"node", at}, {"lines", lines}, {"value", w.value(e.value)}});
        return w.translate("evaluate leaf {node} = {value}", {{"node", at}, {"value", w.value(e.value)}});
    case EventType::AlphaUpdate:
        return w.translate("α at {node} rises {old} → {new} (from {child})",
                           {{"node", at}, {"old", w.value(e.old)}, {"new", w.value(e.alpha)}, {"child", tree.label(e.child)}});
    case EventType::BetaUpdate:
        return w.translate("β at {node} falls {old} → {new} (from {child})",
                           {{"node", at}, {"old", w.value(e.old)}, {"new", w.value(e.beta)}, {"child", tree.label(e.child)}});
    case EventType::ValueUpdate:
        return w.translate("best value at {node} so far: {value} (from {child})",
                           {{"node", at}, {"value", w.value(e.value)}, {"child", tree.label(e.child)}});
    case EventType::Cutoff:
        if (tree.isChance(e.node)) return chanceCutoff(w, tree, e, options);
        return aimaCutoff(w, tree, e, options);
    case EventType::MoveLimit:
        return w.translate("move limit {limit} at {node}: {skipped} not searched",
                           {{"limit", std::to_string(options.moveLimit)},
                            {"node", at},
                            {"skipped", childList(w.wording.language, tree, e.node, e.prunedFrom,
                                                  static_cast<std::uint32_t>(tree.childCount(e.node)))}});
    case EventType::Probe:
    case EventType::Research:
    case EventType::TableHit:
    case EventType::Pass:
    case EventType::ChanceSum:
    case EventType::OpenPop: return explainBeyondAlphaBeta(w, tree, e, options);
    case EventType::Exit:
        return returnSentence(w, e, at, translatable("{node} returns {value}"),
                              translatable("{node} returns {value} (an upper bound: ≤ {value})"),
                              translatable("{node} returns {value} (a lower bound: ≥ {value})"));
    }
}

// ---- Horowitz–Sahni -----------------------------------------------------------------------------

// Horowitz–Sahni's notes tell their cuts in MAX/MIN values ("在算出V(P41)=3 后", "P23的β值就变成-1")
// and write the procedures VE / VEB / AB in negamax form (V(X) for the side to move, ans the best
// so far B, D = −B of the parent). The sentences speak MAX/MIN values, as the canvas does; a
// negamax number (D, the procedure's test) appears only labelled as such. Under --negamax every
// view is in negamax form, and so are the sentences (explainHorowitzSahniNegamax).

// h: how many moves X still looks ahead, as in the notes' first call VE(P11, 4).
std::string lookahead(const Tree& tree, NodeId n) { return std::to_string(tree.height() - tree.depth(n)); }

// A leaf: a finished game (终局) above the depth limit, or a position at h = 0 that e(X), A's
// evaluation (the file's value, MAX's), stands for; in negamax form −e(X) where the other player moves.
void horowitzSahniLeaf(Writer& w, const Tree& tree, const Event& e, bool negated) {
    const std::string_view at = tree.label(e.node);
    const bool horizon = tree.depth(e.node) == tree.height();
    const char* sentence =
        horizon
            ? (negated ? translatable("{node} is at h = 0, as far ahead as the search looks: V({node}) = −e({node}) = {value}")
                       : translatable("{node} is at h = 0, as far ahead as the search looks: V({node}) = e({node}) = {value}"))
            : (negated ? translatable("{node} is a terminal position: V({node}) = −e({node}) = {value}")
                       : translatable("{node} is a terminal position: V({node}) = e({node}) = {value}"));
    w.translate(sentence, {{"node", at}, {"value", w.value(e.value)}});
}

// The events in negamax form (--negamax): `view` is the negamax view, B the best so far, D = −B.
void explainHorowitzSahniNegamax(Writer& w, const Tree& tree, const Event& view, const SearchOptions& options) {
    const std::string_view at = tree.label(view.node);
    const std::string h = lookahead(tree, view.node);
    switch (view.type) {
    case EventType::Enter:
        if (options.algorithm != Algorithm::AlphaBeta) return w.translate("call VE({node}, {h})", {{"node", at}, {"h", h}});
        if (options.shallow)
            return w.translate("call VEB({node}, {h}, D = {d})", {{"node", at}, {"h", h}, {"d", w.value(view.beta)}});
        return w.translate("call AB({node}, {h}, LB = {lb}, D = {d})",
                           {{"node", at}, {"h", h}, {"lb", w.value(view.alpha)}, {"d", w.value(view.beta)}});
    case EventType::Leaf: return horowitzSahniLeaf(w, tree, view, tree.player(view.node) == Player::Min);
    case EventType::AlphaUpdate:
    case EventType::BetaUpdate:
    case EventType::ValueUpdate:
        return w.translate("at {node}: B ← max(B, −V({child})) = {value}",
                           {{"node", at}, {"child", tree.label(view.child)}, {"value", w.value(view.value)}});
    case EventType::Cutoff: {
        const std::string value = formatValue(view.value), d = formatValue(view.beta), cause = causeText(w, tree, view),
                          pruned = prunedChildren(w, tree, view, options);
        const ArgumentView common[] = {{"cutoff", cutoffName(w.words, w.wording.notation, view)},
                                       {"node", at},
                                       {"value", value},
                                       {"relation", relation(options, false)},
                                       {"d", d},
                                       {"cause", cause},
                                       {"pruned", pruned}};
        if (view.cause == kNoNode || view.prunedFrom == 0)
            return w.translate("{cutoff} at {node}: B = {value} {relation} D = {d} (D from {cause}); {pruned} not generated",
                               {common[0], common[1], common[2], common[3], common[4], common[5], common[6]});
        // The notes tell the rule as the child just valued against the α (or β) of the position
        // above, in MAX/MIN values: "V(P55) ≤ P33的α值", "V(P43) ≥ P23的β值".
        const bool alpha = view.cutoff == CutoffKind::Alpha;
        const bool max = tree.player(view.node) == Player::Max;
        const Value child = max ? view.value : -view.value;  // the cut node's value so far: its last child's
        const Value bound = max ? view.beta : -view.beta;    // the ancestor's β (at MAX) or α (at MIN)
        const char* sentence =
            alpha
                ? translatable(
                      "{cutoff} at {node}: B = {value} {relation} D = {d} (D from {cause}); in MAX/MIN values V({child}) = {v} ≤ the α value {bound} of {ancestor}; {pruned} not generated")
                : translatable(
                      "{cutoff} at {node}: B = {value} {relation} D = {d} (D from {cause}); in MAX/MIN values V({child}) = {v} ≥ the β value {bound} of {ancestor}; {pruned} not generated");
        return w.translate(sentence, {common[0],
                                      common[1],
                                      common[2],
                                      common[3],
                                      common[4],
                                      common[5],
                                      common[6],
                                      {"child", tree.label(tree.children(view.node)[view.prunedFrom - 1])},
                                      {"v", w.value(child)},
                                      {"bound", w.value(bound)},
                                      {"ancestor", tree.label(view.cause)}});
    }
    case EventType::Exit:
        return returnSentence(w, view, at, translatable("return V({node}) = {value}"),
                              translatable("return {value}: V({node}) ≤ {value}"),
                              translatable("return {value}: V({node}) ≥ {value}"));
    default: break;
    }
    // What the notes have no words for (a move limit, the probes and passes of the algorithms
    // beyond them) is said in AIMA's.
    return explainAima(w, tree, view, options);
}

// The call of VE, AB or VEB at a position, its arguments in the notes' negamax form (D = −B of
// the parent), with the MAX/MIN window they stand for.
void horowitzSahniCall(Writer& w, const Tree& tree, const Event& e, const SearchOptions& options) {
    const std::string_view at = tree.label(e.node);
    const std::string h = lookahead(tree, e.node);
    const bool max = tree.player(e.node) == Player::Max;
    if (options.algorithm != Algorithm::AlphaBeta) return w.translate("call VE({node}, {h})", {{"node", at}, {"h", h}});
    // D = −B of the parent: β at a MAX position (its MIN parent's β value), −α at a MIN one.
    const Value d = max ? e.beta : -e.alpha;
    if (!options.shallow) {
        const Value lb = max ? e.alpha : -e.beta;
        const ValueText lbText = w.value(lb), dText = w.value(d);  // held: the arguments below only view them
        const ArgumentView call[] = {{"node", at}, {"h", h}, {"lb", lbText}, {"d", dText}};
        if (std::isinf(lb) && std::isinf(d))
            return w.translate("call AB({node}, {h}, LB = {lb}, D = {d})", {call[0], call[1], call[2], call[3]});
        return w.translate(
            "call AB({node}, {h}, LB = {lb}, D = {d}); LB and D are in negamax form: in MAX/MIN values α = {alpha}, β = {beta}",
            {call[0], call[1], call[2], call[3], {"alpha", w.value(e.alpha)}, {"beta", w.value(e.beta)}});
    }
    if (std::isinf(d) || e.node == Tree::root())
        return w.translate("call VEB({node}, {h}, D = {d})", {{"node", at}, {"h", h}, {"d", w.value(d)}});
    const std::string_view parent = tree.label(tree.parent(e.node));
    return w.translate(
        max ? translatable("call VEB({node}, {h}, D = {d}); D is in negamax form, −B of {parent}, whose β value is {bound}")
            : translatable("call VEB({node}, {h}, D = {d}); D is in negamax form, −B of {parent}, whose α value is {bound}"),
        {{"node", at}, {"h", h}, {"d", w.value(d)}, {"parent", parent}, {"bound", w.value(max ? e.beta : e.alpha)}});
}

// An α or β cut told in MAX/MIN values, as the notes tell it, with the procedure's own test in
// negamax form beside it.
void horowitzSahniCut(Writer& w, const Tree& tree, const Event& e, const SearchOptions& options) {
    const std::string_view at = tree.label(e.node);
    const bool max = tree.player(e.node) == Player::Max;
    const bool alpha = e.cutoff == CutoffKind::Alpha;
    const Value bound = alpha ? e.alpha : e.beta;                           // the ancestor's α (at MIN) or β (at MAX)
    const Value b = max ? e.value : -e.value, d = max ? e.beta : -e.alpha;  // VEB's ans and D
    const std::string v = formatValue(e.value), boundText = formatValue(bound), bText = formatValue(b), dText = formatValue(d),
                      cause = causeText(w, tree, e), pruned = prunedChildren(w, tree, e, options);
    const ArgumentView common[] = {{"cutoff", cutoffName(w.words, w.wording.notation, e)},
                                   {"node", at},
                                   {"v", v},
                                   {"relation", relation(options, alpha)},
                                   {"bound", boundText},
                                   {"pruned", pruned},
                                   {"procedure", options.shallow ? "VEB" : "AB"},
                                   {"b", bText},
                                   {"test", relation(options, false)},
                                   {"d", dText},
                                   {"cause", cause}};
    if (e.cause == kNoNode || e.prunedFrom == 0)
        return w.translate(
            "{cutoff} at {node}: its value so far {v} {relation} {bound} ({cause}); {pruned} not generated (in negamax form, {procedure}'s test: ans = {b} {test} D = {d})",
            {common[0], common[1], common[2], common[3], common[4], common[5], common[6], common[7], common[8], common[9],
             common[10]});
    // "V(P55) ≤ P33的α值": the child just valued, whose value the cut node's is so far.
    const char* sentence =
        e.deep
            ? (alpha
                   ? translatable(
                         "{cutoff} at {node}: V({child}) = {v} {relation} the α value {bound} of {ancestor}, {levels} levels up; {pruned} not generated (in negamax form, {procedure}'s test: ans = {b} {test} D = {d})")
                   : translatable(
                         "{cutoff} at {node}: V({child}) = {v} {relation} the β value {bound} of {ancestor}, {levels} levels up; {pruned} not generated (in negamax form, {procedure}'s test: ans = {b} {test} D = {d})"))
        : alpha
            ? translatable(
                  "{cutoff} at {node}: V({child}) = {v} {relation} the α value {bound} of {ancestor}; {pruned} not generated (in negamax form, {procedure}'s test: ans = {b} {test} D = {d})")
            : translatable(
                  "{cutoff} at {node}: V({child}) = {v} {relation} the β value {bound} of {ancestor}; {pruned} not generated (in negamax form, {procedure}'s test: ans = {b} {test} D = {d})");
    return w.translate(sentence, {common[0],
                                  common[1],
                                  common[2],
                                  common[3],
                                  common[4],
                                  common[5],
                                  common[6],
                                  common[7],
                                  common[8],
                                  common[9],
                                  {"child", tree.label(tree.children(e.node)[e.prunedFrom - 1])},
                                  {"ancestor", tree.label(e.cause)},
                                  {"levels", std::to_string(tree.depth(e.node) - tree.depth(e.cause))}});
}

// The events in MAX/MIN values, as the notes tell the cuts: `e` is the event as searched, every
// value MAX's. The α value of a MAX position is its largest value so far, the β value of a MIN
// position its smallest; the procedure's D and its test ans ≥ D are named as negamax.
void explainHorowitzSahni(Writer& w, const Tree& tree, const Event& e, const SearchOptions& options) {
    if (options.negamax) return explainHorowitzSahniNegamax(w, tree, e, options);
    const std::string_view at = tree.label(e.node);
    const std::string h = lookahead(tree, e.node);
    const bool max = tree.player(e.node) == Player::Max;
    switch (e.type) {
    case EventType::Enter: return horowitzSahniCall(w, tree, e, options);
    case EventType::Leaf: return horowitzSahniLeaf(w, tree, e, false);
    case EventType::AlphaUpdate:
    case EventType::BetaUpdate:
        // "P33的α值就变成3", "P23的β值就变成-1": the bound the position's value gives its children.
        return w.translate(max ? translatable("at {node}: α value ← max(α value, V({child})) = {value}")
                               : translatable("at {node}: β value ← min(β value, V({child})) = {value}"),
                           {{"node", at}, {"child", tree.label(e.child)}, {"value", w.value(max ? e.alpha : e.beta)}});
    case EventType::ValueUpdate:
        // A value that moves no bound: AB's window came from further up and is tighter already.
        return w.translate(max ? translatable("at {node}: value so far ← max(value so far, V({child})) = {value}")
                               : translatable("at {node}: value so far ← min(value so far, V({child})) = {value}"),
                           {{"node", at}, {"child", tree.label(e.child)}, {"value", w.value(e.value)}});
    case EventType::Cutoff: return horowitzSahniCut(w, tree, e, options);
    case EventType::Exit:
        return returnSentence(w, e, at, translatable("return V({node}) = {value}"),
                              translatable("return {value}: V({node}) ≤ {value}"),
                              translatable("return {value}: V({node}) ≥ {value}"));
    default: break;
    }
    return explainAima(w, tree, e, options);
}

// ---- Nilsson ------------------------------------------------------------------------------------

// Nilsson, as 朱福喜 teaches him: MAX and MIN layers, static evaluation f, backed-up values,
// α-pruning where a MIN node's value falls to an ancestor MAX node's α, β-pruning the other way.
void explainNilsson(Writer& w, const Tree& tree, const Event& e, const SearchOptions& options) {
    const std::string_view at = tree.label(e.node);
    switch (e.type) {
    case EventType::Enter: {
        const std::string_view layer = tree.isLeaf(e.node)                  ? w.translate("tip node")
                                       : tree.player(e.node) == Player::Max ? w.translate("MAX layer")
                                                                            : w.translate("MIN layer");
        return w.translate("generate {node} ({layer})", {{"node", at}, {"layer", layer}});
    }
    case EventType::Leaf:
        // The notes' example works f(p) out: 5 − 6 = −1 (open lines for X, for O).
        if (const std::string lines = openLinesDifference(tree, e.node, e.value); !lines.empty())
            return w.translate("static evaluation f({node}) = {lines} = {value}",
                               {{"node", at}, {"lines", lines}, {"value", w.value(e.value)}});
        return w.translate("static evaluation f({node}) = {value}", {{"node", at}, {"value", w.value(e.value)}});
    case EventType::AlphaUpdate:
        return w.translate("α of {node} rises to {value}, a lower bound of its backed-up value (from {child})",
                           {{"node", at}, {"value", w.value(e.alpha)}, {"child", tree.label(e.child)}});
    case EventType::BetaUpdate:
        return w.translate("β of {node} falls to {value}, an upper bound of its backed-up value (from {child})",
                           {{"node", at}, {"value", w.value(e.beta)}, {"child", tree.label(e.child)}});
    case EventType::ValueUpdate:
        return w.translate("backed-up value of {node} so far: {value} (from {child})",
                           {{"node", at}, {"value", w.value(e.value)}, {"child", tree.label(e.child)}});
    case EventType::Cutoff: {
        const bool alpha = e.cutoff == CutoffKind::Alpha;
        // The notes' rule names an ancestor (任一先辈); with none, the search's initial window
        // (−∞, ∞) cut: the value is already the least (or greatest) there is, as at the notes' MIN
        // node whose first child is −∞.
        const char* sentence =
            e.cause == kNoNode
                ? (alpha
                       ? translatable(
                             "{cutoff} at {node}: its value {value} {relation} α = {alpha} of the initial window, nothing can lower it; generating {pruned} would be wasted work")
                       : translatable(
                             "{cutoff} at {node}: its value {value} {relation} β = {beta} of the initial window, nothing can raise it; generating {pruned} would be wasted work"))
            : e.deep
                ? (alpha
                       ? translatable(
                             "{cutoff} at {node}: its value {value} {relation} α = {alpha} of its MAX ancestor {ancestor}, {levels} levels up; {pruned} not generated")
                       : translatable(
                             "{cutoff} at {node}: its value {value} {relation} β = {beta} of its MIN ancestor {ancestor}, {levels} levels up; {pruned} not generated"))
                : (alpha
                       ? translatable(
                             "{cutoff} at {node}: its value {value} {relation} α = {alpha} of its MAX parent {ancestor}; {pruned} not generated")
                       : translatable(
                             "{cutoff} at {node}: its value {value} {relation} β = {beta} of its MIN parent {ancestor}; {pruned} not generated"));
        return w.translate(sentence,
                           {{"cutoff", cutoffName(w.words, w.wording.notation, e)},
                            {"node", at},
                            {"value", w.value(e.value)},
                            {"relation", relation(options, alpha)},
                            {"alpha", w.value(e.alpha)},
                            {"beta", w.value(e.beta)},
                            {"ancestor", e.cause == kNoNode ? "" : tree.label(e.cause)},
                            {"levels", e.cause == kNoNode ? "" : std::to_string(tree.depth(e.node) - tree.depth(e.cause))},
                            {"pruned", prunedChildren(w, tree, e, options)}});
    }
    case EventType::Exit:
        // The notes set a pruned node's final backed-up value to the value it was pruned at
        // (该节点最终的倒推值就确定为这个值); it is a bound, said so, with the notes' reading beside.
        if (e.bound != Bound::Exact)
            return w.translate(
                "the search below {node} stops: its backed-up value is {bound} {value}, a bound, which the notes take as final",
                {{"node", at}, {"bound", e.bound == Bound::Upper ? "≤" : "≥"}, {"value", w.value(e.value)}});
        return w.translate("backed-up value of {node}: {value}", {{"node", at}, {"value", w.value(e.value)}});
    default: break;
    }
    // What the notes have no words for (a move limit, the probes and passes of the algorithms
    // beyond them) is said in AIMA's.
    return explainAima(w, tree, e, options);
}

// ---- Nguyễn Văn Linh ----------------------------------------------------------------------------

// Nguyễn Văn Linh: Search(n, mode) gives n a temporary value (−∞ at MAX, ∞ at MIN) that its
// children raise or lower; Q's unexamined children are cut when Vp ≥ Vq (P MAX) or Vp ≤ Vq (P MIN).
void explainNguyenVanLinh(Writer& w, const Tree& tree, const Event& e, const SearchOptions& options) {
    const std::string_view at = tree.label(e.node);
    const std::string mode = tree.player(e.node) == Player::Max ? "MAX" : "MIN";
    switch (e.type) {
    case EventType::Enter:
        if (tree.isLeaf(e.node)) return w.translate("Search({node}, {mode})", {{"node", at}, {"mode", mode}});
        return w.translate("Search({node}, {mode}): temporary value {value}",
                           {{"node", at}, {"mode", mode}, {"value", tree.player(e.node) == Player::Max ? "-∞" : "∞"}});
    case EventType::Leaf:
        return w.translate("{node} is a leaf: Payoff({node}) = {value}", {{"node", at}, {"value", w.value(e.value)}});
    case EventType::AlphaUpdate:
    case EventType::BetaUpdate:
    case EventType::ValueUpdate:
        return w.translate("temporary value of {node} becomes {value} (from {child})",
                           {{"node", at}, {"value", w.value(e.value)}, {"child", tree.label(e.child)}});
    case EventType::Cutoff: {
        const bool alpha = e.cutoff == CutoffKind::Alpha;
        // Linh's rule compares Q with its parent P. A cut by a node further up, or by the initial
        // window, is ablab's extension of it (deep cuts), and says so.
        const char* sentence =
            e.cause == kNoNode
                ? translatable(
                      "cut at {node} (an extension of the rule, which compares a node with its parent): Vq = {vq} {relation} {vp} already, at the initial window; the children not yet examined are pruned: {pruned}")
            : e.deep
                ? translatable(
                      "cut at {node} (an extension of the rule, which compares a node with its parent): the temporary value {vp} of {ancestor}, {levels} levels up, {relation} Vq = {vq}; the children not yet examined are pruned: {pruned}")
                : translatable(
                      "cut at {node}: P = {ancestor}, Vp = {vp} {relation} Vq = {vq}; the children not yet examined are pruned: {pruned}");
        return w.translate(sentence,
                           {{"node", at},
                            {"vp", w.value(alpha ? e.alpha : e.beta)},
                            {"ancestor", e.cause == kNoNode ? "" : tree.label(e.cause)},
                            {"levels", e.cause == kNoNode ? "" : std::to_string(tree.depth(e.node) - tree.depth(e.cause))},
                            {"relation", e.cause == kNoNode ? relation(options, alpha) : relation(options, !alpha)},
                            {"vq", w.value(e.value)},
                            {"pruned", prunedChildren(w, tree, e, options)}});
    }
    case EventType::Exit:
        if (tree.isLeaf(e.node)) return explainAima(w, tree, e, options);
        // Rule 2 of the notes: the temporary value itself becomes the value, cut or not. Cut, it
        // is a bound of the node's value, said so beside the notes' words.
        if (e.bound != Bound::Exact)
            return w.translate(
                "all children of {node} examined or pruned: the notes make its temporary value {value} its value; it is a bound, the value is {bound} {value}",
                {{"node", at}, {"value", w.value(e.value)}, {"bound", e.bound == Bound::Upper ? "≤" : "≥"}});
        return w.translate("all children of {node} examined or pruned: its temporary value {value} becomes its value",
                           {{"node", at}, {"value", w.value(e.value)}});
    default: break;
    }
    // What the notes have no words for (a move limit, the probes and passes of the algorithms
    // beyond them) is said in AIMA's.
    return explainAima(w, tree, e, options);
}

// ---- Multya's essay -----------------------------------------------------------------------------

// The essay (Multya, cnblogs): every node holds an interval, the values that would refresh it;
// the interval is passed down to a child before the child sees a leaf, a leaf is opened, a value
// refreshes the interval, and an intersection found empty ends a node early: it contributes
// nothing and passes no value back (開始。打開葉子4 …; 取交集為空集，提前結束運算).
void explainMultya(Writer& w, const Tree& tree, const Event& e, const SearchOptions& options) {
    const std::string_view at = tree.label(e.node);
    switch (e.type) {
    case EventType::Enter:
        if (e.node == Tree::root())
            return w.translate("start at {node}: its interval is {window}", {{"node", at}, {"window", window(w, e)}});
        return w.translate("pass the interval {window} to {node}", {{"window", window(w, e)}, {"node", at}});
    case EventType::Leaf: return w.translate("open leaf {node}: {value}", {{"node", at}, {"value", w.value(e.value)}});
    case EventType::AlphaUpdate:
    case EventType::BetaUpdate:
        // Once the two ends cross, the essay writes the meeting it is about to find empty.
        if (e.alpha >= e.beta)
            return w.translate("{child} refreshes {node} to {value}: its interval is ({alpha}, +∞) ∩ (−∞, {beta})",
                               {{"child", tree.label(e.child)},
                                {"node", at},
                                {"value", w.value(e.value)},
                                {"alpha", w.value(e.alpha)},
                                {"beta", w.value(e.beta)}});
        return w.translate("{child} refreshes {node}: its interval becomes {window}",
                           {{"child", tree.label(e.child)}, {"node", at}, {"window", window(w, e)}});
    case EventType::ValueUpdate:
        return w.translate("value of {node} so far: {value} (from {child})",
                           {{"node", at}, {"value", w.value(e.value)}, {"child", tree.label(e.child)}});
    case EventType::Cutoff:
        return w.translate(
            "at {node}, ({alpha}, +∞) ∩ (−∞, {beta}) is empty: no value it can still take refreshes the node above, so it stops early; {pruned} not opened",
            {{"node", at},
             {"alpha", w.value(e.alpha)},
             {"beta", w.value(e.beta)},
             {"pruned", prunedChildren(w, tree, e, options)}});
    case EventType::Exit:
        if (e.bound != Bound::Exact)
            return w.translate("{node} contributes nothing: it passes back {value}, which refreshes nothing above",
                               {{"node", at}, {"value", w.value(e.value)}});
        return w.translate("{node} passes back {value}", {{"node", at}, {"value", w.value(e.value)}});
    default: break;
    }
    return explainAima(w, tree, e, options);
}

// ---- one event in its notation ------------------------------------------------------------------

// The sentence for an event in its shown form, in the notation that speaks of it.
void explainShown(Writer& w, const Tree& tree, const Event& e, const SearchOptions& options) {
    // The course notes' notations speak of minimax and α-β; the algorithms beyond them are
    // explained in their papers' words whatever the notation.
    if (!notesCover(options.algorithm)) return explainAima(w, tree, e, options);
    switch (w.wording.notation) {
    case Notation::Aima: break;
    // MAX/MIN values as the notes tell the cuts; negamax ones under --negamax, as their procedures.
    case Notation::HorowitzSahni: return explainHorowitzSahni(w, tree, e, options);
    // These notes have no negamax form: with --negamax they speak AIMA's negamax sentences.
    case Notation::Nilsson:
        if (!options.negamax) return explainNilsson(w, tree, e, options);
        break;
    case Notation::NguyenVanLinh:
        if (!options.negamax) return explainNguyenVanLinh(w, tree, e, options);
        break;
    // The essay tells its intervals in MAX and MIN; its code, abSearch, is negamax, whose
    // sentences are AIMA's negamax ones.
    case Notation::Multya:
        if (!options.negamax) return explainMultya(w, tree, e, options);
        break;
    }
    return explainAima(w, tree, e, options);
}

}  // namespace

std::string explain(const Wording& wording, const Tree& tree, const Event& e, const SearchOptions& options) {
    SentenceMemory memory(wording.language, Phrasebook::Memory::None);  // for one sentence
    std::string text;
    Writer w{wording, memory.words, memory.values, text};
    explainShown(w, tree, e, options);
    return text;
}

}  // namespace ablab::core

namespace ablab::core {

namespace {

// ---- an event of a trace, with what came before it ----------------------------------------------

// Linh's temporary value of a node before `step` events: its best so far, or −∞ (MAX) / ∞ (MIN).
Value temporaryValue(const Trace& trace, NodeId n, std::size_t step) {
    const NodeState state = trace.stateAt(n, step);
    if (state.hasValue) return state.value;
    return trace.tree().player(n) == Player::Max ? -kInfinity : kInfinity;
}

bool isUpdate(EventType type) {
    return type == EventType::AlphaUpdate || type == EventType::BetaUpdate || type == EventType::ValueUpdate;
}

// Nguyễn Văn Linh's Ví dụ 3-7 works every temporary value out: "giá trị tạm của A bây giờ là
// max(−∞, 1) = 1", and when a child leaves its parent's value as it was, "không thay đổi vì
// max(1, 0) = 1". An update names both values instead of the notes' plain sentence.
void explainLinhUpdate(Writer& w, const Trace& trace, std::size_t index) {
    const Tree& tree = trace.tree();
    const Event& e = trace.events()[index];
    const Value before = temporaryValue(trace, e.node, index), after = temporaryValue(trace, e.node, index + 1);
    w.translate("temporary value of {node} is now {op}({old}, {child}) = {value} (from {label})",
                {{"node", tree.label(e.node)},
                 {"op", tree.player(e.node) == Player::Max ? "max" : "min"},
                 {"old", w.value(before)},
                 {"child", w.value(after)},
                 {"value", w.value(after)},
                 {"label", tree.label(e.child)}});
}

// After a node's return that its parent does not take, the parent's value that stays.
void explainLinhKeptValue(Writer& w, const Trace& trace, std::size_t index) {
    const Tree& tree = trace.tree();
    const Event& e = trace.events()[index];
    if (e.type != EventType::Exit || e.node == Tree::root()) return;
    const NodeId parent = tree.parent(e.node);
    const auto events = trace.events();
    const bool parentTakesIt = index + 1 < events.size() && isUpdate(events[index + 1].type) && events[index + 1].node == parent;
    if (parentTakesIt) return;
    const Value kept = temporaryValue(trace, parent, index + 1);
    w.translate("; the temporary value of {parent} stays {op}({value}, {child}) = {value}",
                {{"parent", tree.label(parent)},
                 {"op", tree.player(parent) == Player::Max ? "max" : "min"},
                 {"value", w.value(kept)},
                 {"child", w.value(e.value)}});
}

// The notes' e(X) is A's evaluation (the file's value, MAX's), and their VEB returns e(X) at a
// leaf; in negamax form a leaf where the other player moves is worth −e(X). Said once, at the
// run's first such leaf (the scan stops there, so it costs as much at every later one).
void explainNegatedEvaluation(Writer& w, const Trace& trace, std::size_t index) {
    const Tree& tree = trace.tree();
    const auto events = trace.events();
    auto atMin = [&](const Event& e) { return e.type == EventType::Leaf && tree.player(e.node) == Player::Min; };
    if (!atMin(events[index])) return;
    for (std::size_t i = 0; i < index; ++i)
        if (atMin(events[i])) return;
    w.translate(
        " (e(X) is A's evaluation, {value} in the file; the other player moves at {node}, so in negamax form its value is −e({node}))",
        {{"value", w.value(tree.value(events[index].node))}, {"node", tree.label(events[index].node)}});
}

}  // namespace

// Whether event `index` ends its node's search: a leaf's evaluation, a cutoff, or the return
// of a node that had none (a cut node's return repeats what its cutoff said).
bool endsItsSearch(const Trace& trace, std::size_t index) {
    const Event& e = trace.events()[index];
    if (e.type == EventType::Leaf || e.type == EventType::Cutoff) return true;
    if (e.type != EventType::Exit) return false;
    for (const std::uint32_t cut : trace.cutoffEvents())
        if (trace.events()[cut].node == e.node) return false;
    return true;
}

void appendExplanation(std::string& out, SentenceMemory& memory, const Wording& wording, const Trace& trace, std::size_t index) {
    const SearchOptions& options = trace.options();
    Writer w{wording, memory.words, memory.values, out};
    const bool linh = wording.notation == Notation::NguyenVanLinh && !fromSideToMove(wording.notation, options) &&
                      (options.algorithm == Algorithm::AlphaBeta || options.algorithm == Algorithm::Minimax);
    const Event& e = trace.events()[index];
    if (linh && isUpdate(e.type) && e.child != kNoNode) {
        explainLinhUpdate(w, trace, index);
    } else {
        explainShown(w, trace.tree(), shownEvent(wording.notation, trace, index), options);
        if (linh) explainLinhKeptValue(w, trace, index);
        if (wording.notation == Notation::HorowitzSahni && options.negamax && notesCover(options.algorithm))
            explainNegatedEvaluation(w, trace, index);
    }
    // A lesson's note on a node (where the notes slip, what its figure shows) is said where the
    // node's search ends, so that the sentence and the remark on it come together; in the
    // lesson's own notation only, since it quotes its notes' words (the inspector shows it always).
    const std::optional<Notation> own = trace.tree().info().voice.notation;
    if (e.node == kNoNode || (own && *own != wording.notation)) return;
    if (const std::string_view note = trace.tree().note(e.node, wording.language); !note.empty() && endsItsSearch(trace, index))
        (out += wording.language == Language::Chinese ? "。" : ". ") += note;
}

std::string explainEvent(const Wording& wording, const Trace& trace, std::size_t index) {
    SentenceMemory memory(wording.language, Phrasebook::Memory::None);  // for one sentence
    std::string text;
    appendExplanation(text, memory, wording, trace, index);
    return text;
}

}  // namespace ablab::core
