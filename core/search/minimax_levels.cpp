// The three-phase minimax of 朱福喜 §1.8.2: OPEN and CLOSED, as minimax_levels.h describes.
// There is no pruning; a class sees the whole tree grow before a single value is backed up.
#include "search/minimax_levels.h"

#include "search/algorithms.h"
#include "search/search.h"
#include "text/translate.h"

namespace ablab::core {

EventStream searchLevels(std::shared_ptr<const Tree> treeOwner, SearchOptions options) {
    const Tree& tree = *treeOwner;
    Event e;

    // OPEN is order[head, end), CLOSED is order[0, head) while generating.
    std::vector<NodeId> order{Tree::root()};
    std::vector<Value> value(tree.size(), 0);
    for (std::size_t head = 0; head < order.size(); ++head) {
        const NodeId n = order[head];
        const std::uint32_t searched = searchedChildCount(tree, n, options);
        for (std::uint32_t c = 0; c < searched; ++c)
            if (const NodeId child = tree.children(n)[c]; !tree.isLeaf(child)) order.push_back(child);
        e = Event{};
        e.type = EventType::Enter;
        e.node = n;
        co_yield e;
        if (searched < tree.childCount(n)) {
            e = Event{};
            e.type = EventType::MoveLimit;
            e.node = n;
            e.prunedFrom = searched;
            e.value = tree.player(n) == Player::Max ? -kInfinity : kInfinity;
            co_yield e;
        }
        for (std::uint32_t c = 0; c < searched; ++c) {
            const NodeId child = tree.children(n)[c];
            if (!tree.isLeaf(child)) continue;
            value[child] = tree.value(child);
            e = Event{};
            e.type = EventType::Leaf;
            e.node = child;
            e.value = value[child];
            co_yield e;
        }
    }

    // LOOP2: np := LAST(CLOSED). Every child of np joined OPEN after np, so it has left
    // CLOSED already and has its value.
    for (std::size_t last = order.size(); last-- > 0;) {
        const NodeId n = order[last];
        const bool isMax = tree.player(n) == Player::Max;
        Value best = isMax ? -kInfinity : kInfinity;
        const auto children = tree.children(n);
        for (std::uint32_t c = 0; c < searchedChildCount(tree, n, options); ++c) {
            const Value v = value[children[c]];
            if (isMax ? v > best : v < best) {
                e = Event{};
                e.type = EventType::ValueUpdate;
                e.node = n;
                e.child = children[c];
                e.old = best;
                e.value = v;
                best = v;
                co_yield e;
            }
        }
        value[n] = best;
        e = Event{};
        e.type = EventType::Exit;
        e.node = n;
        e.value = best;
        co_yield e;
    }
}

OpenClosedLists OpenClosedLists::record(const Tree& tree, std::span<const Event> events, const SearchOptions& options) {
    OpenClosedLists lists;
    lists.m_closedEnd.reserve(events.size() + 1);
    lists.m_openBegin.reserve(events.size() + 1);
    lists.m_openEnd.reserve(events.size() + 1);
    std::uint32_t closedEnd = 0, openBegin = 0, openEnd = 0;
    if (!tree.isLeaf(Tree::root())) {
        lists.m_order.push_back(Tree::root());
        openEnd = 1;
    }
    lists.m_closedEnd.push_back(closedEnd);
    lists.m_openBegin.push_back(openBegin);
    lists.m_openEnd.push_back(openEnd);
    for (const Event& e : events) {
        if (e.type == EventType::Enter) {
            ++closedEnd;
            ++openBegin;
            for (std::uint32_t c = 0; c < searchedChildCount(tree, e.node, options); ++c)
                if (const NodeId child = tree.children(e.node)[c]; !tree.isLeaf(child)) lists.m_order.push_back(child);
            openEnd = static_cast<std::uint32_t>(lists.m_order.size());
        } else if (e.type == EventType::Exit) {
            --closedEnd;
        }
        lists.m_closedEnd.push_back(closedEnd);
        lists.m_openBegin.push_back(openBegin);
        lists.m_openEnd.push_back(openEnd);
    }
    return lists;
}

std::string nodeListText(Language language, const Tree& tree, std::span<const NodeId> nodes, std::size_t shown) {
    std::string text = "(";
    for (std::size_t i = 0; i < nodes.size() && i < shown; ++i) (text += i ? ", " : "") += tree.label(nodes[i]);
    if (nodes.size() > shown) text += ", … " + translate(language, "{count} in all", {{"count", std::to_string(nodes.size())}});
    return text + ")";
}

}  // namespace ablab::core
