// SSS* (G. C. Stockman, "A minimax algorithm better than alpha-beta?", Artificial Intelligence
// 12, 1979), the Γ operator as the lecture tables it. Pop the state (n, s, h) with the highest h:
//
//   live, n a leaf         →  (n, solved, min(h, VALUE(n)))
//   live, n a MAX node     →  (c, live, h) for every child c
//   live, n a MIN node     →  (first child, live, h)
//   solved, n the root     →  stop: the value is h
//   solved, parent p MAX   →  (p, solved, h), and every state below p leaves OPEN
//   solved, parent p MIN   →  (next sibling, live, h), or (p, solved, h) after the last child
//
// Every solved h bounds its node from below (a leaf: min(h, v) ≤ v; a MIN node: the minimum of
// its children's; a MAX node: one child's), so exits report lower bounds, the root exactly.
#include "search/sss.h"

#include <algorithm>

#include "search/algorithms.h"
#include "search/search.h"

namespace ablab::core {

SssStar::SssStar(const Tree& tree, const SearchOptions& options) : m_tree(tree), m_options(options) {
    push({Tree::root(), false, kInfinity});
}

void SssStar::push(OpenState s) {
    m_open.insert(s);
    m_byNode[s.node] = s;
}

void SssStar::purgeBelow(NodeId n) {
    const auto first = m_byNode.upper_bound(n), last = m_byNode.lower_bound(m_tree.subtreeEnd(n));
    for (auto it = first; it != last; ++it) m_open.erase(it->second);
    m_byNode.erase(first, last);
}

bool SssStar::step(std::vector<Event>& out) {
    if (m_done || m_open.empty()) return false;
    const OpenState s = *m_open.begin();
    m_open.erase(m_open.begin());
    m_byNode.erase(s.node);
    const NodeId n = s.node;
    const Value h = s.merit;
    out.push_back(Event{.type = EventType::OpenPop,
                        .deep = s.solved,
                        .node = n,
                        .prunedFrom = static_cast<std::uint32_t>(m_open.size()),
                        .beta = h,
                        .value = h});

    if (!s.solved) {
        if (m_tree.isLeaf(n)) {
            const Value v = m_tree.value(n);
            out.push_back(Event{.type = EventType::Leaf, .node = n, .beta = h, .value = v});
            push({n, true, std::min(h, v)});
            return true;
        }
        out.push_back(Event{.type = EventType::Enter, .node = n, .beta = h});
        const auto children = m_tree.children(n);
        const std::uint32_t count = searchedChildCount(m_tree, n, m_options);
        if (count < children.size())
            out.push_back(Event{.type = EventType::MoveLimit, .node = n, .prunedFrom = count, .beta = h, .value = h});
        if (m_tree.player(n) == Player::Max) {
            for (std::uint32_t c = 0; c < count; ++c) push({children[c], false, h});
        } else {
            push({children[0], false, h});
        }
        return true;
    }

    if (!m_tree.isLeaf(n))
        out.push_back(Event{
            .type = EventType::Exit, .bound = n == Tree::root() ? Bound::Exact : Bound::Lower, .node = n, .beta = h, .value = h});
    if (n == Tree::root()) {
        m_done = true;
        return false;
    }
    const NodeId p = m_tree.parent(n);
    out.push_back(Event{.type = EventType::ValueUpdate, .node = p, .child = n, .beta = h, .value = h, .old = h});
    if (m_tree.player(p) == Player::Max) {
        purgeBelow(p);
        push({p, true, h});
    } else if (const std::uint32_t next = m_tree.childIndex(n) + 1; next < searchedChildCount(m_tree, p, m_options)) {
        push({m_tree.children(p)[next], false, h});
    } else {
        push({p, true, h});
    }
    return true;
}

std::vector<OpenState> SssStar::open() const { return {m_open.begin(), m_open.end()}; }

std::vector<OpenState> sssOpenListAfter(const Tree& tree, const SearchOptions& options, std::size_t events) {
    SssStar sss(tree, options);
    std::vector<Event> out;
    // Γ steps until `events` events have happened; the list is read between steps.
    while (out.size() < events && sss.step(out)) {
    }
    return sss.open();
}

EventStream searchSss(std::shared_ptr<const Tree> treeOwner, SearchOptions options) {
    const Tree& tree = *treeOwner;
    SssStar sss(tree, options);
    std::vector<Event> events;
    for (bool more = true; more;) {
        events.clear();
        more = sss.step(events);
        for (const Event& e : events) co_yield e;
    }
}

}  // namespace ablab::core
