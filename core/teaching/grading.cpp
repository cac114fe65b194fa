#include "teaching/grading.h"

#include <algorithm>

#include "search/explain.h"
#include "text/translate.h"

namespace ablab::core {

namespace {

// How a child's result reads in an explanation: "C1 = 2", "C1 ≤ 2".
std::string resultOf(const Trace& trace, NodeId c) {
    const Tree& tree = trace.tree();
    const std::string label(tree.label(c));
    if (tree.isLeaf(c)) return label + " = " + formatValue(tree.value(c));
    const Event& exit = trace.events()[trace.finishedAt(c)];
    if (exit.bound == Bound::Exact) return label + " = " + formatValue(exit.value);
    return label + " " + valueText(exit);
}

// "after C1 = 2, C is ≤ 2 ≤ α = 3 (from A) — an α-cutoff"
std::string cutoffText(const Wording& wording, const Trace& trace, const Event& e) {
    const Tree& tree = trace.tree();
    // Star1's cutoff at a chance node follows no one child: its explanation says what it weighed.
    if (tree.isChance(e.node))
        return explain(wording, tree, shownForm(wording.notation, tree, e, trace.options()), trace.options());
    const bool strict = trace.options().strict;
    const bool alpha = e.cutoff == CutoffKind::Alpha;
    std::string from;
    if (e.cause == kNoNode) from = translate(wording.language, "the initial window");
    else if (e.deep)
        from = translate(wording.language, "{node}, {levels} levels up",
                         {{"node", tree.label(e.cause)}, {"levels", std::to_string(tree.depth(e.node) - tree.depth(e.cause))}});
    else from = tree.label(e.cause);
    const std::string test = alpha ? "≤ " + formatValue(e.value) + (strict ? " < " : " ≤ ") + "α = " + formatValue(e.alpha)
                                   : "≥ " + formatValue(e.value) + (strict ? " > " : " ≥ ") + "β = " + formatValue(e.beta);
    const std::string kind =
        e.deep ? (alpha ? translate(wording.language, "a deep α-cutoff") : translate(wording.language, "a deep β-cutoff"))
               : (alpha ? translate(wording.language, "an α-cutoff") : translate(wording.language, "a β-cutoff"));
    return translate(
        wording.language, "after {result}, {node} is {test} (from {cause}) — {kind}",
        {{"result", resultOf(trace, e.child)}, {"node", tree.label(e.node)}, {"test", test}, {"cause", from}, {"kind", kind}});
}

// The cutoff at n itself (the one that pruned some of its children), or kNever.
std::uint32_t cutoffAt(const Trace& trace, NodeId n) {
    for (const NodeId c : trace.tree().children(n)) {
        const std::uint32_t i = trace.prunedBy(c);
        if (i != kNever && trace.events()[i].node == n) return i;
    }
    return kNever;
}

bool searchedInner(const Trace& trace, NodeId n) {
    return !trace.tree().isLeaf(n) && trace.finishedAt(n) != kNever &&
           trace.events()[trace.finishedAt(n)].type == EventType::Exit;
}

bool isPrunedRoot(const Trace& trace, NodeId n) {
    return n != Tree::root() && trace.prunedBy(n) != kNever && trace.prunedBy(trace.tree().parent(n)) == kNever;
}

AnswerValue exitValue(const Trace& trace, NodeId n) {
    const Event& exit = trace.events()[trace.finishedAt(n)];
    return AnswerValue{exit.value, exit.bound};
}

// "C is ≤ 3, not ≤ 2: after C1 = 2, C is ≤ 2 ≤ α = 3 (from A) — an α-cutoff prunes C2, C3, and
// fail-hard returns α = 3 in place of 2, so C returns ≤ 3"
std::string valueReason(const Wording& wording, const Trace& trace, NodeId n, const std::string& given, std::uint32_t& event) {
    const Tree& tree = trace.tree();
    const Event& exit = trace.events()[trace.finishedAt(n)];
    const std::string_view label = tree.label(n);
    const std::string expected = valueText(exit);
    std::string text =
        given.empty()
            ? translate(wording.language, "{node} is {expected}: ", {{"node", label}, {"expected", expected}})
            : translate(wording.language,
                        "{node} is {expected}, not {given}: ", {{"node", label}, {"expected", expected}, {"given", given}});

    // The best value before fail-hard clamped it: the last update at n, or ±∞ if none moved it.
    Value best = tree.player(n) == Player::Max ? -kInfinity : kInfinity;
    // Only n's own events: scanning its subtree's would cost the subtree's size per node,
    // O(depth²) down a chain.
    for (const std::uint32_t i : trace.eventsAt(n)) {
        const Event& e = trace.events()[i];
        if (e.type == EventType::AlphaUpdate || e.type == EventType::BetaUpdate || e.type == EventType::ValueUpdate)
            best = e.value;
    }
    const bool clamped = exit.value != best;

    const std::uint32_t cut = cutoffAt(trace, n);
    if (cut != kNever) {
        const Event& e = trace.events()[cut];
        const auto children = tree.children(n);
        const auto end = static_cast<std::uint32_t>(children.size());
        text += translate(
            wording.language, "{cutoff} prunes {pruned}",
            {{"cutoff", cutoffText(wording, trace, e)}, {"pruned", childList(wording.language, tree, n, e.prunedFrom, end)}});
        event = cut;
    } else {
        const auto children = tree.children(n);
        constexpr std::size_t kShown = 8;
        std::string results;
        for (std::size_t i = 0; i < children.size() && i < kShown; ++i) results += (i ? ", " : "") + resultOf(trace, children[i]);
        if (children.size() > kShown) results += ", …";
        text += tree.player(n) == Player::Max
                    ? translate(wording.language, "MAX takes the largest of {results}", {{"results", results}})
                    : translate(wording.language, "MIN takes the smallest of {results}", {{"results", results}});
        event = trace.finishedAt(n);
    }
    if (clamped) {
        const bool toAlpha = best < exit.value;  // raised onto α, or lowered onto β
        const std::initializer_list<TextArgument> arguments = {
            {"bound", toAlpha ? "α" : "β"}, {"value", formatValue(exit.value)}, {"best", formatValue(best)}};
        text += cut != kNever
                    ? translate(wording.language, ", and fail-hard returns {bound} = {value} in place of {best}", arguments)
                    : translate(wording.language, "; fail-hard returns {bound} = {value} in place of {best}", arguments);
    }
    if (clamped || exit.bound != Bound::Exact || cut != kNever)
        text += translate(wording.language, ", so {node} returns {expected}", {{"node", label}, {"expected", expected}});
    return text;
}

// "C's window when it returns is (3, 2), not (3, ∞): β at C falls ∞ → 2 (from C1)"
std::string windowReason(const Wording& wording, const Trace& trace, NodeId n, const AlphaBeta* given, std::uint32_t& event) {
    const Tree& tree = trace.tree();
    const Event& exit = trace.events()[trace.finishedAt(n)];
    const AlphaBeta expected{exit.alpha, exit.beta};
    std::uint32_t alphaSetter = trace.enteredAt(n), betaSetter = trace.enteredAt(n);
    for (const std::uint32_t i : trace.eventsAt(n)) {
        const Event& e = trace.events()[i];
        if (e.type == EventType::AlphaUpdate) alphaSetter = i;
        if (e.type == EventType::BetaUpdate) betaSetter = i;
    }
    std::vector<std::uint32_t> setters;
    if (!given || given->alpha != expected.alpha) setters.push_back(alphaSetter);
    if (!given || given->beta != expected.beta) setters.push_back(betaSetter);
    std::sort(setters.begin(), setters.end());
    setters.erase(std::unique(setters.begin(), setters.end()), setters.end());
    event = setters.front();

    SearchOptions plain = trace.options();
    plain.negamax = false;
    std::string text =
        given ? translate(wording.language, "{node}'s window when it returns is {expected}, not {given}: ",
                          {{"node", tree.label(n)}, {"expected", alphaBetaText(expected)}, {"given", alphaBetaText(*given)}})
              : translate(wording.language, "{node}'s window when it returns is {expected}: ",
                          {{"node", tree.label(n)}, {"expected", alphaBetaText(expected)}});
    for (std::size_t i = 0; i < setters.size(); ++i)
        text +=
            (i ? "; " : "") + explain(wording, tree, shownForm(wording.notation, tree, trace.events()[setters[i]], plain), plain);
    return text;
}

}  // namespace

std::string_view answerPartName(AnswerPart part) {
    switch (part) {
    case AnswerPart::Value: return translatable("value");
    case AnswerPart::Pruned: return translatable("pruned");
    case AnswerPart::AlphaBeta: return "α/β";
    }
    return "";
}

std::string whyPruned(const Wording& wording, const Trace& trace, NodeId n) {
    const Tree& tree = trace.tree();
    const std::uint32_t i = trace.prunedBy(n);
    if (i == kNever) return "";
    const Event& e = trace.events()[i];
    NodeId root = n;
    while (tree.parent(root) != e.node) root = tree.parent(root);
    if (root == n)
        return translate(wording.language, "{node} is pruned: {cutoff}",
                         {{"node", tree.label(n)}, {"cutoff", cutoffText(wording, trace, e)}});
    return translate(wording.language, "{node} is pruned with {root}: {cutoff}",
                     {{"node", tree.label(n)}, {"root", tree.label(root)}, {"cutoff", cutoffText(wording, trace, e)}});
}

std::string whySearched(const Wording& wording, const Trace& trace, NodeId n) {
    const Tree& tree = trace.tree();
    const std::string verb =
        tree.isLeaf(n) ? translate(wording.language, "is evaluated") : translate(wording.language, "is searched");
    if (n == Tree::root())
        return translate(wording.language, "{node} is the root: every search starts there", {{"node", tree.label(n)}});
    const NodeId p = tree.parent(n);
    if (trace.options().algorithm != Algorithm::AlphaBeta)
        return translate(wording.language, "{node} {verb}: minimax searches every node",
                         {{"node", tree.label(n)}, {"verb", verb}});
    if (tree.childIndex(n) == 0)
        return translate(wording.language, "{node} {verb}: the first child of {parent} is always searched",
                         {{"node", tree.label(n)}, {"verb", verb}, {"parent", tree.label(p)}});
    const NodeState s = trace.stateAt(p, trace.enteredAt(n));
    const bool strict = trace.options().strict;
    const bool atMin = tree.player(p) == Player::Min;
    // No child moved the best value yet: it is still where a MIN or MAX node starts.
    const Value best = s.hasValue ? s.value : (atMin ? kInfinity : -kInfinity);
    std::string test;
    if (atMin) test = formatValue(best) + (strict ? " ≥ " : " > ") + "α = " + formatValue(s.alpha);
    else test = formatValue(best) + (strict ? " ≤ " : " < ") + "β = " + formatValue(s.beta);
    return translate(wording.language, "{node} {verb}: no cutoff at {parent}, because {test}",
                     {{"node", tree.label(n)}, {"verb", verb}, {"parent", tree.label(p)}, {"test", test}});
}

namespace {

// The three parts of each node's grade, added to one Grade in the order a student reads them:
// its value, whether it was pruned, its window.
class Grader {
public:
    Grader(const Wording& wording, const Trace& trace, const Answer& answer)
        : m_wording(wording),
          m_trace(trace),
          m_tree(trace.tree()),
          m_answer(answer),
          m_marked(m_tree.size(), 0),
          m_markedAbove(m_tree.size(), 0) {
        for (const NodeId n : answer.pruned)
            if (n < m_tree.size()) m_marked[n] = 1;
        // A mark on an ancestor stands for the whole subtree.
        for (NodeId n = 1; n < m_tree.size(); ++n)
            m_markedAbove[n] = m_markedAbove[m_tree.parent(n)] || m_marked[m_tree.parent(n)];
    }

    void gradeValue(NodeId n) {
        const auto valueIt = m_answer.values.find(n);
        const AnswerValue* givenValue = valueIt == m_answer.values.end() ? nullptr : &valueIt->second;
        if (searchedInner(m_trace, n)) {
            GradeItem item = itemAt(n, AnswerPart::Value);
            const AnswerValue expected = exitValue(m_trace, n);
            item.expected = answerValueText(expected);
            item.given = givenValue ? answerValueText(*givenValue) : "";
            item.right = givenValue && *givenValue == expected;
            if (!item.right) item.reason = valueReason(m_wording, m_trace, n, item.given, item.event);
            add(std::move(item));
        } else if (givenValue && m_tree.isLeaf(n)) {
            // A leaf's value is given in the tree; copying it out is harmless, changing it is not.
            const AnswerValue leaf{m_tree.value(n), Bound::Exact};
            if (!(*givenValue == leaf)) {
                GradeItem item = itemAt(n, AnswerPart::Value);
                item.expected = answerValueText(leaf);
                item.given = answerValueText(*givenValue);
                item.reason = translate(m_wording.language, "{node} is a leaf: its value, {value}, is given in the tree",
                                        {{"node", m_tree.label(n)}, {"value", item.expected}});
                add(std::move(item));
            }
        } else if (givenValue) {
            GradeItem item = itemAt(n, AnswerPart::Value);
            item.expected = translatable("no value");
            item.given = answerValueText(*givenValue);
            if (m_trace.prunedBy(n) != kNever) {
                item.reason = translate(m_wording.language, "{why}; a pruned node has no value",
                                        {{"why", whyPruned(m_wording, m_trace, n)}});
                item.event = m_trace.prunedBy(n);
            } else {
                item.reason = translate(m_wording.language, "{node} is not searched (--move-limit), so it has no value",
                                        {{"node", m_tree.label(n)}});
                item.event = m_trace.skippedBy(n);
            }
            add(std::move(item));
        }
    }

    void gradePruned(NodeId n) {
        if (isPrunedRoot(m_trace, n)) {
            GradeItem item = itemAt(n, AnswerPart::Pruned);
            item.expected = translatable("pruned");
            item.given = m_marked[n] ? translatable("pruned") : "";
            item.right = m_marked[n] != 0;
            item.reason = whyPruned(m_wording, m_trace, n);
            item.event = m_trace.prunedBy(n);
            add(std::move(item));
        } else if (m_marked[n] && !m_markedAbove[n] && m_trace.enteredAt(n) != kNever) {
            GradeItem item = itemAt(n, AnswerPart::Pruned);
            item.expected = translatable("searched");
            item.given = translatable("pruned");
            item.reason = whySearched(m_wording, m_trace, n);
            item.event = m_trace.enteredAt(n);
            add(std::move(item));
        }
    }

    void gradeWindow(NodeId n) {
        const AlphaBeta* givenWindow = nullptr;
        if (m_answer.alphaBeta) {
            const auto it = m_answer.alphaBeta->find(n);
            if (it != m_answer.alphaBeta->end()) givenWindow = &it->second;
        }
        if (m_answer.alphaBeta && searchedInner(m_trace, n)) {
            GradeItem item = itemAt(n, AnswerPart::AlphaBeta);
            const Event& exit = m_trace.events()[m_trace.finishedAt(n)];
            const AlphaBeta expected{exit.alpha, exit.beta};
            item.expected = alphaBetaText(expected);
            item.given = givenWindow ? alphaBetaText(*givenWindow) : "";
            item.right = givenWindow && *givenWindow == expected;
            if (!item.right) item.reason = windowReason(m_wording, m_trace, n, givenWindow, item.event);
            add(std::move(item));
        } else if (givenWindow && m_trace.prunedBy(n) != kNever) {
            GradeItem item = itemAt(n, AnswerPart::AlphaBeta);
            item.expected = translatable("no window");
            item.given = alphaBetaText(*givenWindow);
            item.reason = translate(m_wording.language, "{why}; a pruned node is never entered",
                                    {{"why", whyPruned(m_wording, m_trace, n)}});
            item.event = m_trace.prunedBy(n);
            add(std::move(item));
        }
    }

    Grade grade;

private:
    static GradeItem itemAt(NodeId n, AnswerPart part) {
        GradeItem item;
        item.node = n;
        item.part = part;
        return item;
    }

    void add(GradeItem item) {
        grade.points += item.right ? 1 : 0;
        if (item.right) item.reason.clear(), item.event = kNever;
        grade.items.push_back(std::move(item));
    }

    const Wording& m_wording;
    const Trace& m_trace;
    const Tree& m_tree;
    const Answer& m_answer;
    std::vector<std::uint8_t> m_marked, m_markedAbove;
};

}  // namespace

Grade gradeAnswer(const Wording& wording, const Trace& trace, const Answer& answer) {
    Grader grader(wording, trace, answer);
    for (NodeId n = 0; n < trace.tree().size(); ++n) {
        grader.gradeValue(n);
        grader.gradePruned(n);
        grader.gradeWindow(n);
    }
    return std::move(grader.grade);
}

}  // namespace ablab::core
