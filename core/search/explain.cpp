#include "search/explain.h"

#include <utility>

#include "search/search.h"

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
    if (to - from > shown) text += ", … (" + std::to_string(to - from) + " subtrees)";
    return text;
}

std::string valueText(const Event& e) {
    switch (e.type) {
    case EventType::Enter:
        return "";
    case EventType::Exit:
    case EventType::Research:
    case EventType::TableHit:
        if (e.bound == Bound::Upper) return "≤ " + formatValue(e.value);
        if (e.bound == Bound::Lower) return "≥ " + formatValue(e.value);
        return formatValue(e.value);
    default:
        return formatValue(e.value);
    }
}

namespace {

std::string window(const Event& e) { return "(" + formatValue(e.alpha) + ", " + formatValue(e.beta) + ")"; }

std::string roleOf(const Tree& tree, NodeId n, bool negamax) {
    const std::string side = tree.player(n) == Player::Max ? "MAX" : "MIN";
    if (tree.isLeaf(n)) return "leaf";
    return negamax ? side + " to move" : side;
}

std::string causeText(const Tree& tree, const Event& e) {
    if (e.cause == kNoNode) return "the initial window";
    std::string text = tree.label(e.cause);
    if (e.deep) text += ", " + std::to_string(tree.depth(e.node) - tree.depth(e.cause)) + " levels up";
    return text;
}

}  // namespace

std::string explain(const Tree& tree, const Event& e, const SearchOptions& options) {
    const std::string& at = tree.label(e.node);
    const bool pruning = usesWindow(options.algorithm);
    switch (e.type) {
    case EventType::Enter:
        if (!pruning) return "enter " + at + " (" + roleOf(tree, e.node, options.negamax) + ")";
        return "enter " + at + " (" + roleOf(tree, e.node, options.negamax) + ") with window (α, β) = " + window(e);
    case EventType::Leaf:
        return "evaluate leaf " + at + " = " + formatValue(e.value);
    case EventType::AlphaUpdate:
        return "α at " + at + " rises " + formatValue(e.old) + " → " + formatValue(e.alpha) + " (from " +
               tree.label(e.child) + ")";
    case EventType::BetaUpdate:
        return "β at " + at + " falls " + formatValue(e.old) + " → " + formatValue(e.beta) + " (from " +
               tree.label(e.child) + ")";
    case EventType::ValueUpdate:
        return "best value at " + at + " so far: " + formatValue(e.value) + " (from " + tree.label(e.child) + ")";
    case EventType::Cutoff: {
        const std::string prunes = childList(tree, e.node, e.prunedFrom, searchedChildCount(tree, e.node, options));
        std::string name = (e.deep ? "deep " : "") + std::string(e.cutoff == CutoffKind::Alpha ? "α-cutoff" : "β-cutoff");
        std::string test;
        if (options.negamax) {
            test = formatValue(e.value) + (options.strict ? " > " : " ≥ ") + "β = " + formatValue(e.beta);
        } else if (e.cutoff == CutoffKind::Alpha) {
            test = formatValue(e.value) + (options.strict ? " < " : " ≤ ") + "α = " + formatValue(e.alpha);
        } else {
            test = formatValue(e.value) + (options.strict ? " > " : " ≥ ") + "β = " + formatValue(e.beta);
        }
        return name + " at " + at + ": " + test + " (from " + causeText(tree, e) + "); prunes " + prunes;
    }
    case EventType::MoveLimit:
        return "move limit " + std::to_string(options.moveLimit) + " at " + at + ": " +
               childList(tree, e.node, e.prunedFrom, static_cast<std::uint32_t>(tree.childCount(e.node))) +
               " not searched";
    case EventType::Probe:
        return "probe " + tree.label(e.child) + " with the null window " + window(e) + ": is it " +
               (tree.player(e.node) == Player::Max || options.negamax ? "> " + formatValue(e.alpha) : "< " + formatValue(e.beta)) + "?";
    case EventType::Research:
        return "probe of " + tree.label(e.child) + " fails high (" + valueText(e) + ") → re-search with " + window(e);
    case EventType::TableHit:
        return "table hit at " + at + ": already known " + valueText(e) + ", enough for the window " + window(e);
    case EventType::Pass:
        return "pass " + std::to_string(e.prunedFrom) + ": is the value ≥ " + formatValue(e.beta) + "? null window " +
               window(e) + "; so far " + formatValue(e.value) + " ≤ value ≤ " + formatValue(e.old);
    case EventType::OpenPop:
        return "take (" + at + ", " + (e.deep ? "solved" : "live") + ", h = " + formatValue(e.value) +
               ") from OPEN: the highest merit; " + std::to_string(e.prunedFrom) + " states remain";
    case EventType::Exit:
        if (e.bound == Bound::Upper) return at + " returns " + formatValue(e.value) + " (an upper bound: ≤ " + formatValue(e.value) + ")";
        if (e.bound == Bound::Lower) return at + " returns " + formatValue(e.value) + " (a lower bound: ≥ " + formatValue(e.value) + ")";
        return at + " returns " + formatValue(e.value);
    }
    return "";
}

}  // namespace ablab::core
