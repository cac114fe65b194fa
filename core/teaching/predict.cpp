#include "teaching/predict.h"

#include <algorithm>
#include <optional>

#include "search/explain.h"
#include "search/search_options.h"
#include "text/translate.h"

namespace ablab::core {

namespace {

constexpr std::size_t kMostLeafChoices = 6;  // the right leaf and five more: one row of a phone

bool isUpdate(EventType type) {
    return type == EventType::ValueUpdate || type == EventType::AlphaUpdate || type == EventType::BetaUpdate;
}

// What follows child c's return (event `returned`) at its parent: the parent's updates, then a
// cutoff there or not.
struct AfterReturn {
    NodeId parent = kNoNode;
    NodeId child = kNoNode;
    Value returned = 0;
    std::size_t next = 0;                          // the first event after the parent's updates
    std::optional<std::size_t> alphaOrBetaUpdate;  // the last α or β update among them
    bool cut = false;                              // events[next] is a cutoff at the parent
};

std::optional<AfterReturn> afterReturn(const Trace& trace, std::size_t returned) {
    const auto events = trace.events();
    const Event& e = events[returned];
    if ((e.type != EventType::Leaf && e.type != EventType::Exit) || e.node == Tree::root()) return std::nullopt;
    AfterReturn after{trace.tree().parent(e.node), e.node, e.value, returned + 1, std::nullopt, false};
    for (; after.next < events.size() && events[after.next].node == after.parent && isUpdate(events[after.next].type);
         ++after.next)
        if (events[after.next].type != EventType::ValueUpdate) after.alphaOrBetaUpdate = after.next;
    after.cut =
        after.next < events.size() && events[after.next].node == after.parent && events[after.next].type == EventType::Cutoff;
    return after;
}

// The first event at or after `from` at node n of one of `types`.
template <typename... Types>
std::optional<std::size_t> nextAt(const Trace& trace, NodeId n, std::size_t from, Types... types) {
    for (const std::uint32_t i : trace.eventsAt(n))
        if (i >= from && ((trace.events()[i].type == types) || ...)) return i;
    return std::nullopt;
}

std::string valueWords(Value v) { return formatValue(v); }

Question windowChange(const Wording& wording, const Trace& trace, const AfterReturn& after, std::size_t askedAt) {
    const Language language = wording.language;
    Question q{QuestionKind::WindowChange, askedAt, std::max(after.next, askedAt + 1), after.parent, after.child, {}, 0};
    Value to = after.returned;
    std::size_t right = 0;
    if (after.alphaOrBetaUpdate) {
        const Event& update = trace.events()[*after.alphaOrBetaUpdate];
        to = update.type == EventType::AlphaUpdate ? update.alpha : update.beta;
        right = update.type == EventType::AlphaUpdate ? 1 : 2;
    }
    q.choices = {{translate(language, "no change"), kNoNode},
                 {translate(language, "α rises to {value}", {{"value", valueWords(to)}}), kNoNode},
                 {translate(language, "β falls to {value}", {{"value", valueWords(to)}}), kNoNode}};
    q.right = right;
    return q;
}

Question cutoffQuestion(const Wording& wording, const Trace& trace, const AfterReturn& after, std::size_t askedAt) {
    Question q{QuestionKind::Cutoff,
               askedAt,
               after.cut ? after.next + 1 : std::max(after.next, askedAt + 1),
               after.parent,
               after.child,
               {},
               0};
    q.choices.push_back({translate(wording.language, "no cutoff"), kNoNode});
    // A deep cutoff needs a grandparent above the node: only then is it a choice.
    std::size_t depth = 0;
    for (NodeId n = after.parent; n != Tree::root(); n = trace.tree().parent(n)) ++depth;
    for (const bool deep : {false, true}) {
        if (deep && depth < 2) continue;
        for (const CutoffKind kind : {CutoffKind::Alpha, CutoffKind::Beta}) {
            const Event named{.type = EventType::Cutoff, .cutoff = kind, .deep = deep};
            q.choices.push_back({cutoffName(wording, named), kNoNode});
            if (after.cut && trace.events()[after.next].cutoff == kind && trace.events()[after.next].deep == deep)
                q.right = q.choices.size() - 1;
        }
    }
    return q;
}

// Asked when the first child returned: the children after it that are never looked at, a
// suffix of them (a cutoff prunes every child after the last one searched), or none.
Question neverLooked(const Wording& wording, const Trace& trace, const AfterReturn& after, std::size_t askedAt) {
    const Tree& tree = trace.tree();
    const auto count = static_cast<std::uint32_t>(tree.childCount(after.parent));
    const std::optional<std::size_t> cut = nextAt(trace, after.parent, askedAt, EventType::Cutoff);
    const std::optional<std::size_t> exit = nextAt(trace, after.parent, askedAt, EventType::Exit);
    const std::size_t answeredBy = cut ? *cut : exit ? *exit : trace.stepCount() - 1;
    Question q{QuestionKind::NeverLooked, askedAt, answeredBy + 1, after.parent, after.child, {}, 0};
    q.choices.push_back({translate(wording.language, "none: every child is searched"), kNoNode});
    for (std::uint32_t from = 1; from < count; ++from) {
        q.choices.push_back({childList(wording.language, tree, after.parent, from, count), tree.children(after.parent)[from]});
        if (cut && trace.events()[*cut].prunedFrom == from) q.right = q.choices.size() - 1;
    }
    return q;
}

std::optional<Question> returned(const Trace& trace, std::size_t entered) {
    const Tree& tree = trace.tree();
    const NodeId n = trace.events()[entered].node;
    const auto children = tree.children(n);
    if (children.empty() || !std::all_of(children.begin(), children.end(), [&](NodeId c) { return tree.isLeaf(c); }))
        return std::nullopt;
    const std::optional<std::size_t> exit = nextAt(trace, n, entered + 1, EventType::Exit);
    if (!exit) return std::nullopt;
    const Value value = trace.events()[*exit].value;
    // The values it could return: its leaves' (one of them is the minimax value, and a cut
    // node's bound), and what it did return (a fail-hard bound may be none of them).
    std::vector<Value> values{value};
    for (const NodeId c : children) values.push_back(tree.value(c));
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
    Question q{QuestionKind::Returned, entered + 1, *exit + 1, n, kNoNode, {}, 0};
    for (const Value v : values) {
        if (v == value) q.right = q.choices.size();
        q.choices.push_back({valueWords(v), kNoNode});
    }
    return q;
}

std::optional<Question> nextLeaf(const Trace& trace, std::size_t evaluated) {
    const auto events = trace.events();
    std::size_t next = evaluated + 1;
    while (next < events.size() && events[next].type != EventType::Leaf) ++next;
    if (next == events.size()) return std::nullopt;
    const Tree& tree = trace.tree();
    const std::size_t askedAt = evaluated + 1;
    const NodeId truth = events[next].node;
    // The leaves still open at askedAt, in the search's order: not evaluated, not yet pruned.
    std::vector<NodeId> open;
    for (NodeId n = 0; n < tree.size(); ++n)
        if (tree.isLeaf(n) && trace.enteredAt(n) >= askedAt && trace.prunedBy(n) >= askedAt) open.push_back(n);
    // The right one and the open leaves nearest it in file order (ids are preorder).
    std::stable_sort(open.begin(), open.end(), [&](NodeId a, NodeId b) {
        const auto distance = [&](NodeId n) { return n > truth ? n - truth : truth - n; };
        return distance(a) < distance(b);
    });
    open.resize(std::min(open.size(), kMostLeafChoices));
    std::sort(open.begin(), open.end());
    Question q{QuestionKind::NextLeaf, askedAt, next + 1, kNoNode, kNoNode, {}, 0};
    for (const NodeId leaf : open) {
        if (leaf == truth) q.right = q.choices.size();
        q.choices.push_back({std::string(tree.label(leaf)), leaf});
    }
    return q;
}

}  // namespace

std::string_view questionKindCode(QuestionKind kind) {
    switch (kind) {
    case QuestionKind::NextLeaf: return "next-leaf";
    case QuestionKind::WindowChange: return "window";
    case QuestionKind::Cutoff: return "cutoff";
    case QuestionKind::NeverLooked: return "never-looked";
    case QuestionKind::Returned: return "returned";
    }
    return "next-leaf";
}

bool parseQuestionKind(std::string_view code, QuestionKind& out) {
    for (const QuestionKind kind : kQuestionKinds)
        if (questionKindCode(kind) == code) {
            out = kind;
            return true;
        }
    return false;
}

bool isLong(QuestionKind kind) { return kind == QuestionKind::Returned; }

std::vector<Question> predictQuestions(const Wording& wording, const Trace& trace, const PredictOptions& options) {
    const Algorithm algorithm = trace.options().algorithm;
    if (algorithm != Algorithm::AlphaBeta && algorithm != Algorithm::Minimax) return {};
    const bool windows = algorithm == Algorithm::AlphaBeta;
    const auto events = trace.events();
    const std::size_t every = std::max<std::size_t>(options.every, 1);
    std::array<std::size_t, std::size(kQuestionKinds)> occasions{}, asked{};
    std::vector<Question> questions;
    // The first step a question may be asked at: the last one's reveal, for each length. A node's
    // return is asked as it is entered and revealed as it returns, and its search asks its own
    // questions meanwhile; every other question is revealed by the next few events.
    std::size_t freeShort = 0, freeLong = 0;
    for (std::size_t i = 0; i < events.size(); ++i) {
        const std::size_t askedAt = i + 1;
        std::vector<Question> candidates;
        const auto offer = [&](std::optional<Question> q) {
            if (!q || q->revealAt > trace.stepCount() || q->choices.size() < 2) return;
            if (askedAt < (isLong(q->kind) ? freeLong : freeShort)) return;
            const auto k = static_cast<std::size_t>(q->kind);
            if (!options.asked[k]) return;
            if (occasions[k]++ % every == 0) candidates.push_back(std::move(*q));
        };
        const Event& e = events[i];
        if (e.type == EventType::Enter) offer(returned(trace, i));
        if (e.type == EventType::Leaf) offer(nextLeaf(trace, i));
        if (const std::optional<AfterReturn> after = windows ? afterReturn(trace, i) : std::nullopt) {
            const Tree& tree = trace.tree();
            const std::uint32_t index = tree.childIndex(after->child);
            const std::size_t count = tree.childCount(after->parent);
            offer(windowChange(wording, trace, *after, askedAt));
            if (index + 1 < count) offer(cutoffQuestion(wording, trace, *after, askedAt));
            if (index == 0 && count >= 3) offer(neverLooked(wording, trace, *after, askedAt));
        }
        if (candidates.empty()) continue;
        // The kind asked least so far, so that a run mixes them; ties in kQuestionKinds' order.
        const auto chosen = std::min_element(candidates.begin(), candidates.end(), [&](const Question& a, const Question& b) {
            return asked[static_cast<std::size_t>(a.kind)] < asked[static_cast<std::size_t>(b.kind)];
        });
        ++asked[static_cast<std::size_t>(chosen->kind)];
        (isLong(chosen->kind) ? freeLong : freeShort) = chosen->revealAt;
        questions.push_back(std::move(*chosen));
    }
    return questions;
}

std::string questionText(const Wording& wording, const Trace& trace, const Question& q) {
    const Language language = wording.language;
    const Tree& tree = trace.tree();
    const auto returnedTo = [&] {
        return translate(language, "{child} returned {value} to {node}",
                         {{"child", tree.label(q.child)},
                          {"value", valueWords(trace.events()[q.askedAt - 1].value)},
                          {"node", tree.label(q.node)}});
    };
    switch (q.kind) {
    case QuestionKind::NextLeaf: return translate(language, "Which leaf is evaluated next?");
    case QuestionKind::WindowChange:
        return translate(language, "{returned}: does α or β at {node} change, and to what?",
                         {{"returned", returnedTo()}, {"node", tree.label(q.node)}});
    case QuestionKind::Cutoff:
        return translate(language, "{returned}: is there a cutoff at {node} now?",
                         {{"returned", returnedTo()}, {"node", tree.label(q.node)}});
    case QuestionKind::NeverLooked:
        return translate(language, "{returned}: which of {node}'s other children are never looked at?",
                         {{"returned", returnedTo()}, {"node", tree.label(q.node)}});
    case QuestionKind::Returned: {
        const NodeState state = trace.stateAt(q.node, q.askedAt);
        return translate(language, "{node} is entered with the window ({alpha}, {beta}): what value does it return?",
                         {{"node", tree.label(q.node)}, {"alpha", valueWords(state.alpha)}, {"beta", valueWords(state.beta)}});
    }
    }
    return {};
}

std::string verdictText(const Wording& wording, const Trace& trace, const Question& q, std::size_t chosen) {
    const Language language = wording.language;
    const std::string revealed = explainStep(wording, trace, q.revealAt);
    if (chosen == q.right)
        return translate(language, "Right: {answer} ({revealed}).",
                         {{"answer", q.choices[q.right].text}, {"revealed", revealed}});
    const std::string said = chosen < q.choices.size() ? q.choices[chosen].text : std::string("?");
    return translate(language, "Not quite: you said {said}, it is {answer} ({revealed}).",
                     {{"said", said}, {"answer", q.choices[q.right].text}, {"revealed", revealed}});
}

}  // namespace ablab::core
