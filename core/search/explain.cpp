#include "search/explain.h"

#include <utility>

#include "search/search.h"
#include "text/translate.h"

namespace ablab::core {

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

Event shownEvent(const Trace& trace, std::size_t index) {
    const Event& e = trace.events()[index];
    return trace.options().negamax ? negamaxView(trace.tree(), e) : e;
}

std::string titleOrThisTree(const Tree& tree) { return tree.info().title.empty() ? "this tree" : tree.info().title; }

std::string explainStep(const Trace& trace, std::size_t step) {
    if (step == 0)
        return "Press → to start: " + std::string(algorithmName(trace.options().algorithm)) + " on " + titleOrThisTree(trace.tree());
    return explain(trace.tree(), shownEvent(trace, step - 1), trace.options());
}

std::string childList(const Tree& tree, NodeId n, std::uint32_t from, std::uint32_t to, std::size_t shown) {
    const auto children = tree.children(n);
    std::string text;
    for (std::uint32_t c = from; c < to && c - from < shown; ++c) text += (c > from ? ", " : "") + tree.label(children[c]);
    if (to - from > shown) text += translate(", … ({count} subtrees)", {{"count", std::to_string(to - from)}});
    return text;
}

std::string valueText(const Event& e) {
    switch (e.type) {
    case EventType::Enter:
        return "";
    case EventType::Exit:
        if (e.bound == Bound::Upper) return "≤ " + formatValue(e.value);
        if (e.bound == Bound::Lower) return "≥ " + formatValue(e.value);
        return formatValue(e.value);
    default:
        return formatValue(e.value);
    }
}

std::string cutoffName(const Event& e) {
    if (e.cutoff == CutoffKind::Alpha) return e.deep ? translate("deep α-cutoff") : translate("α-cutoff");
    return e.deep ? translate("deep β-cutoff") : translate("β-cutoff");
}

namespace {

std::string window(const Event& e) { return "(" + formatValue(e.alpha) + ", " + formatValue(e.beta) + ")"; }

std::string roleOf(const Tree& tree, NodeId n, bool negamax) {
    if (tree.isLeaf(n)) return translate("leaf");
    if (tree.player(n) == Player::Max) return negamax ? translate("MAX to move") : translate("MAX");
    return negamax ? translate("MIN to move") : translate("MIN");
}

std::string causeText(const Tree& tree, const Event& e) {
    if (e.cause == kNoNode) return translate("the initial window");
    if (!e.deep) return tree.label(e.cause);
    return translate("{node}, {levels} levels up",
                     {{"node", tree.label(e.cause)}, {"levels", std::to_string(tree.depth(e.node) - tree.depth(e.cause))}});
}

}  // namespace

std::string explain(const Tree& tree, const Event& e, const SearchOptions& options) {
    const std::string& at = tree.label(e.node);
    const bool pruning = options.algorithm == Algorithm::AlphaBeta;
    switch (e.type) {
    case EventType::Enter:
        if (!pruning) return translate("enter {node} ({role})", {{"node", at}, {"role", roleOf(tree, e.node, options.negamax)}});
        return translate("enter {node} ({role}) with window (α, β) = {window}",
                         {{"node", at}, {"role", roleOf(tree, e.node, options.negamax)}, {"window", window(e)}});
    case EventType::Leaf:
        return translate("evaluate leaf {node} = {value}", {{"node", at}, {"value", formatValue(e.value)}});
    case EventType::AlphaUpdate:
        return translate("α at {node} rises {old} → {new} (from {child})",
                         {{"node", at}, {"old", formatValue(e.old)}, {"new", formatValue(e.alpha)}, {"child", tree.label(e.child)}});
    case EventType::BetaUpdate:
        return translate("β at {node} falls {old} → {new} (from {child})",
                         {{"node", at}, {"old", formatValue(e.old)}, {"new", formatValue(e.beta)}, {"child", tree.label(e.child)}});
    case EventType::ValueUpdate:
        return translate("best value at {node} so far: {value} (from {child})",
                         {{"node", at}, {"value", formatValue(e.value)}, {"child", tree.label(e.child)}});
    case EventType::Cutoff: {
        const std::string prunes = childList(tree, e.node, e.prunedFrom, searchedChildCount(tree, e.node, options));
        std::string test;
        if (options.negamax) {
            test = formatValue(e.value) + (options.strict ? " > " : " ≥ ") + "β = " + formatValue(e.beta);
        } else if (e.cutoff == CutoffKind::Alpha) {
            test = formatValue(e.value) + (options.strict ? " < " : " ≤ ") + "α = " + formatValue(e.alpha);
        } else {
            test = formatValue(e.value) + (options.strict ? " > " : " ≥ ") + "β = " + formatValue(e.beta);
        }
        return translate("{cutoff} at {node}: {test} (from {cause}); prunes {pruned}",
                         {{"cutoff", cutoffName(e)}, {"node", at}, {"test", test}, {"cause", causeText(tree, e)}, {"pruned", prunes}});
    }
    case EventType::MoveLimit:
        return translate("move limit {limit} at {node}: {skipped} not searched",
                         {{"limit", std::to_string(options.moveLimit)},
                          {"node", at},
                          {"skipped", childList(tree, e.node, e.prunedFrom, static_cast<std::uint32_t>(tree.childCount(e.node)))}});
    case EventType::Exit:
        if (e.bound == Bound::Upper)
            return translate("{node} returns {value} (an upper bound: ≤ {value})", {{"node", at}, {"value", formatValue(e.value)}});
        if (e.bound == Bound::Lower)
            return translate("{node} returns {value} (a lower bound: ≥ {value})", {{"node", at}, {"value", formatValue(e.value)}});
        return translate("{node} returns {value}", {{"node", at}, {"value", formatValue(e.value)}});
    }
    return "";
}

}  // namespace ablab::core
