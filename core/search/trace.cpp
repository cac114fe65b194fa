#include "search/trace.h"

#include <algorithm>
#include <unordered_set>

#include "model/tree_edit.h"
#include "search/search.h"
#include "search/transposition_table.h"

namespace ablab::core {

namespace {

// How many of the ascending event indices lie before `step`.
std::size_t countBefore(const std::vector<std::uint32_t>& indices, std::size_t step) {
    return static_cast<std::size_t>(std::lower_bound(indices.begin(), indices.end(), step) - indices.begin());
}

// Where event i is in a node's list of its own events (which holds it).
std::size_t ownIndex(std::span<const std::uint32_t> own, std::uint32_t i) {
    return static_cast<std::size_t>(std::lower_bound(own.begin(), own.end(), i) - own.begin());
}

}  // namespace

SettledSearch settleSearch(std::shared_ptr<const Tree> tree, SearchOptions options) {
    // --strict, --fail-hard and --shallow are variants of α-β; the other windowed algorithms
    // have their own textbook form, and the trace says what ran.
    if (usesWindow(options.algorithm) && options.algorithm != Algorithm::AlphaBeta)
        options.strict = options.failHard = options.shallow = false;
    // The table is the depth-first search's: MTD(f) keeps its own, the others none.
    if (options.algorithm != Algorithm::AlphaBeta && options.algorithm != Algorithm::Minimax) options.transpositions = false;
    // Only expectiminimax and Star1 value chance nodes, and Star1 only with its leaves in bounds
    // (search.h's refusal says why to the command line).
    if (!refusal(Language::English, *tree, options).empty()) options.algorithm = Algorithm::Expectiminimax;
    if (options.order == MoveOrder::Score) {
        Tree sorted = withChildrenByScore(*tree);
        if (!sorted.sameStructure(*tree)) tree = std::make_shared<const Tree>(std::move(sorted));
    }
    return {std::move(tree), options};
}

Trace Trace::record(std::shared_ptr<const Tree> tree, SearchOptions options) {
    return recordSettled(settleSearch(std::move(tree), options));
}

Trace Trace::recordSettled(const SettledSearch& settled) {
    Trace trace;
    const std::shared_ptr<const Tree>& treeOwner = settled.tree;
    const SearchOptions& options = settled.options;
    trace.m_tree = treeOwner;
    trace.m_options = options;
    const Tree& tree = *treeOwner;

    // A search yields at most five events per node (enter, exit, a cutoff or move limit, and
    // one update in its parent; a leaf only two), so this never reallocates. Reserved pages
    // that no event reaches are never touched and cost no memory; growing and shrinking a
    // vector of a million events would copy it twice and fault every page in three times.
    trace.m_events.reserve(5 * tree.size() + 1);
    for (EventStream run = search(treeOwner, options); run.next();) trace.m_events.push_back(run.value());

    trace.indexEventsByNode();
    trace.indexEventsByKind();
    trace.carryMarksDown();
    if (options.algorithm == Algorithm::MinimaxLevels)
        trace.m_openClosed = std::make_shared<const OpenClosedLists>(OpenClosedLists::record(tree, trace.m_events, options));
    if (!trace.m_events.empty()) trace.m_rootValue = trace.m_events.back().value;
    if (trace.m_bestMove < 0 && !tree.isLeaf(Tree::root())) trace.m_bestMove = 0;
    return trace;
}

// Each node's events (a CSR list): counted, then placed from the last event back, each at the
// end of what is left of its node's range. That leaves begin[x + 1] at the start of x's range,
// one place off: a shift puts it right, and no second array of the tree's size is needed to
// place them.
void Trace::indexEventsByNode() {
    const std::size_t n = tree().size();
    const auto& events = m_events;
    m_nodeEventBegin.assign(n + 1, 0);
    const std::span<std::uint32_t> begin = m_nodeEventBegin;
    for (const Event& e : events) ++begin[e.node + 1];
    for (std::size_t i = 0; i < n; ++i) begin[i + 1] += begin[i];
    m_nodeEvents.resize(events.size());
    for (auto i = static_cast<std::uint32_t>(events.size()); i-- > 0;) m_nodeEvents[--begin[events[i].node + 1]] = i;
    std::move(begin.begin() + 1, begin.end(), begin.begin());
    begin[n] = static_cast<std::uint32_t>(events.size());
}

// The events of each kind, and where cutoffs and move limits leave nodes unsearched.
void Trace::indexEventsByKind() {
    const Tree& tree = *m_tree;
    const SearchOptions& options = m_options;
    const std::size_t n = tree.size();
    const auto& events = m_events;
    std::unordered_set<std::string> filed;  // --table: the positions filed so far
    for (std::uint32_t i = 0; i < events.size(); ++i) {
        const Event& e = events[i];
        switch (e.type) {
        case EventType::Enter: m_enterEvents.push_back(i); break;
        case EventType::Leaf:
        case EventType::TableHit:
            // Depth-first searches enter and evaluate a leaf in one event; a table hit enters and
            // answers a node in one event.
            // (minimax-levels enters a leaf first and evaluates it later: one visit).
            if (const auto own = eventsAt(e.node); own.front() == i || events[own[ownIndex(own, i) - 1]].type != EventType::Enter)
                m_enterEvents.push_back(i);
            if (e.type == EventType::Leaf) m_leafEvents.push_back(i);
            else m_tableHitEvents.push_back(i);
            break;
        case EventType::Exit:
            // The table files every finished inner node's position (search.cpp): a new entry
            // when the position is new.
            if (options.transpositions && !tree.isLeaf(e.node))
                if (std::string key = TranspositionTable::keyOf(tree, e.node);
                    !key.empty() && filed.insert(std::move(key)).second)
                    m_tableStoreEvents.push_back(i);
            break;
        case EventType::Cutoff: {
            m_cutoffEvents.push_back(i);
            if (e.cutoff == CutoffKind::Alpha) m_alphaCutoffEvents.push_back(i);
            if (e.deep) m_deepCutoffEvents.push_back(i);
            if (m_prunedAt.empty()) m_prunedAt.assign(n, kNever);
            const auto children = tree.children(e.node);
            for (std::uint32_t c = e.prunedFrom; c < searchedChildCount(tree, e.node, options); ++c)
                m_prunedAt[children[c]] = std::min(m_prunedAt[children[c]], i);
            break;
        }
        case EventType::MoveLimit: {
            if (m_skippedAt.empty()) m_skippedAt.assign(n, kNever);
            const auto children = tree.children(e.node);
            for (std::uint32_t c = e.prunedFrom; c < children.size(); ++c)
                m_skippedAt[children[c]] = std::min(m_skippedAt[children[c]], i);
            break;
        }
        case EventType::AlphaUpdate:
        case EventType::BetaUpdate:
        case EventType::ValueUpdate:
            if (e.node == Tree::root() && e.child != kNoNode) m_bestMove = static_cast<int>(tree.childIndex(e.child));
            break;
        case EventType::Research: m_researchEvents.push_back(i); break;
        case EventType::Pass: m_passEvents.push_back(i); break;
        case EventType::Probe: m_probeEvents.push_back(i); break;
        case EventType::OpenPop: m_openPopEvents.push_back(i); break;
        case EventType::ChanceSum:
            if (e.node == Tree::root()) m_bestMove = -1;  // a roll of the dice, not a move
            break;
        }
    }
}

// A pruned or skipped subtree is pruned or skipped all the way down; parents precede
// children in preorder, so one pass carries the mark down. A node counts as pruned (or
// skipped) when it ends the run so: a later pass may search it. (Its last event of the
// whole run is the last of its list: no search for it.)
void Trace::carryMarksDown() {
    const Tree& tree = *m_tree;
    const std::size_t n = tree.size();
    const std::pair<std::span<std::uint32_t>, std::size_t*> marks[] = {{m_prunedAt, &m_prunedNodes},
                                                                       {m_skippedAt, &m_skippedNodes}};
    for (const auto& [at, counted] : marks) {
        if (at.empty()) continue;
        std::size_t& count = *counted;
        for (NodeId i = 0; i < n; ++i) {
            if (i > 0) at[i] = std::min(at[i], at[tree.parent(i)]);
            const std::uint32_t end = m_nodeEventBegin[i + 1];
            const std::uint32_t lastOwn = end > m_nodeEventBegin[i] ? m_nodeEvents[end - 1] : kNever;
            count += at[i] != kNever && (lastOwn == kNever || lastOwn < at[i]);
        }
    }
}

std::vector<NodeId> Trace::evaluatedLeaves() const {
    std::vector<NodeId> leaves;
    leaves.reserve(m_leafEvents.size());
    for (std::uint32_t i : m_leafEvents) leaves.push_back(m_events[i].node);
    return leaves;
}

std::vector<NodeId> Trace::prunedRoots() const {
    // (cutoff, child) for every child a cutoff pruned that was not searched after it: a later
    // pass or re-search may search what an earlier one pruned. α-β prunes each subtree once.
    std::vector<std::pair<std::uint32_t, NodeId>> cuts;
    std::vector<std::uint32_t> lastCut(m_tree->size(), kNever);
    for (std::uint32_t i : m_cutoffEvents) {
        const Event& e = m_events[i];
        const auto children = m_tree->children(e.node);
        for (std::uint32_t c = e.prunedFrom; c < searchedChildCount(*m_tree, e.node, m_options); ++c) {
            const std::uint32_t lastOwn = lastEventAt(children[c], m_events.size());
            if (lastOwn != kNever && lastOwn > i) continue;
            cuts.emplace_back(i, children[c]);
            lastCut[children[c]] = i;
        }
    }
    std::vector<NodeId> roots;
    for (const auto& [i, child] : cuts)
        if (lastCut[child] == i) roots.push_back(child);  // once, at the last cutoff that pruned it
    return roots;
}

std::vector<NodeId> Trace::skippedRoots() const {
    std::vector<NodeId> roots;
    for (const Event& e : m_events) {
        if (e.type != EventType::MoveLimit) continue;
        const auto children = m_tree->children(e.node);
        for (std::uint32_t c = e.prunedFrom; c < children.size(); ++c)
            if (prunedBy(children[c]) == kNever) roots.push_back(children[c]);
    }
    return roots;
}

TraceStats Trace::statsAt(std::size_t step) const {
    TraceStats stats;
    stats.nodesVisited = countBefore(m_enterEvents, step);
    stats.leavesEvaluated = countBefore(m_leafEvents, step);
    stats.leavesInTree = m_tree->leafCount();
    const std::size_t cutoffs = countBefore(m_cutoffEvents, step);
    stats.alphaCutoffs = countBefore(m_alphaCutoffEvents, step);
    stats.betaCutoffs = cutoffs - stats.alphaCutoffs;
    stats.deepCutoffs = countBefore(m_deepCutoffEvents, step);
    stats.prunedNodes = m_prunedNodes;
    stats.skippedNodes = m_skippedNodes;
    stats.probes = countBefore(m_probeEvents, step);
    stats.researches = countBefore(m_researchEvents, step);
    stats.tableHits = countBefore(m_tableHitEvents, step);
    stats.tableEntries = countBefore(m_tableStoreEvents, step);
    stats.passes = countBefore(m_passEvents, step);
    stats.openPops = countBefore(m_openPopEvents, step);
    return stats;
}

std::uint32_t Trace::lastEventAt(NodeId n, std::size_t step, bool ownStateOnly) const {
    const auto first = m_nodeEvents.begin() + m_nodeEventBegin[n];
    auto it = std::lower_bound(first, m_nodeEvents.begin() + m_nodeEventBegin[n + 1],
                               static_cast<std::uint32_t>(std::min<std::size_t>(step, kNever)));
    for (; it != first; --it) {
        // A probe, re-search or pass happens at a node but is about its child or the next pass.
        const EventType type = m_events[*(it - 1)].type;
        if (!ownStateOnly ||
            (type != EventType::Probe && type != EventType::Research && type != EventType::Pass && type != EventType::OpenPop))
            return *(it - 1);
    }
    return kNever;
}

NodeState Trace::stateAt(NodeId n, std::size_t step) const {
    NodeState state;
    // The node's own last event says where it stands, unless a cutoff (or move limit) above it
    // came later: then the search passed it by. A node searched again after a cutoff (a later
    // MTD pass) is searched, not pruned.
    const std::uint32_t lastOwn = lastEventAt(n, step);
    const auto after = [&](std::uint32_t mark) { return mark < step && (lastOwn == kNever || lastOwn < mark); };
    if (after(prunedBy(n))) state.status = NodeStatus::Pruned;
    else if (after(skippedBy(n))) state.status = NodeStatus::Skipped;
    else if (lastOwn == kNever) state.status = NodeStatus::Unvisited;
    else if (const EventType t = m_events[lastOwn].type; t == EventType::Leaf || t == EventType::Exit || t == EventType::TableHit)
        state.status = NodeStatus::Done;
    else state.status = NodeStatus::OnPath;

    // The last event at this node before `step` holds its window and value then.
    const std::uint32_t last = lastEventAt(n, step, true);
    if (last == kNever) return state;
    const Event& e = m_events[last];
    state.alpha = e.alpha;
    state.beta = e.beta;
    // A chance sum's α and β fields carry the outcome's probability and value: the node's
    // window is the one it was entered with.
    if (const std::uint32_t entered = e.type == EventType::ChanceSum ? enteredAt(n) : kNever; entered != kNever) {
        state.alpha = m_events[entered].alpha;
        state.beta = m_events[entered].beta;
    }
    if (e.type != EventType::Enter) {
        state.value = e.value;
        // minimax-levels marks the move limit while expanding, before any value exists.
        state.hasValue = !(e.type == EventType::MoveLimit && m_options.algorithm == Algorithm::MinimaxLevels);
        if (e.type == EventType::Exit || e.type == EventType::TableHit) state.bound = e.bound;
    }
    return state;
}

std::vector<NodeState> Trace::snapshot(std::size_t step) const {
    std::vector<NodeState> states(m_tree->size());
    for (NodeId n = 0; n < states.size(); ++n) states[n] = stateAt(n, step);
    return states;
}

std::size_t Trace::nextCutoffStep(std::size_t step) const {
    // Cutoff event i is shown at step i + 1.
    auto it = std::lower_bound(m_cutoffEvents.begin(), m_cutoffEvents.end(), step);
    return it == m_cutoffEvents.end() ? step : *it + 1;
}

std::size_t Trace::previousCutoffStep(std::size_t step) const {
    if (step <= 1) return 0;
    auto it = std::lower_bound(m_cutoffEvents.begin(), m_cutoffEvents.end(), step - 1);
    return it == m_cutoffEvents.begin() ? 0 : *(it - 1) + 1;
}

}  // namespace ablab::core
