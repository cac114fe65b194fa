#pragma once
// A recorded run: every event of a search, indexed so that the picture at any step can be
// read back at once, forwards or backwards.
//
// Step k means "after the first k events": step 0 is the untouched tree, step events().size()
// the finished search. A node's status, window and value at step k come from a binary search
// over the events that happened at that node (α-β visits a node once; NegaScout's re-searches
// and MTD(f)'s passes come back), and the first cutoff or move limit above it. No step is replayed from zero, so any
// step of a 1,250,000-event trace is as quick to show as the next one.
#include <cstdint>
#include <limits>
#include <memory>
#include <span>
#include <vector>

#include "search/event.h"
#include "search/minimax_levels.h"
#include "search/search_options.h"
#include "model/tree.h"

namespace ablab::core {

enum class NodeStatus : std::uint8_t {
    Unvisited,
    OnPath,   // entered, not yet finished: on the call stack (or expanded, in minimax-levels)
    Done,     // finished: its value is known (exact or a bound)
    Pruned,   // cut off by α-β (the node or an ancestor)
    Skipped,  // not searched because of --move-limit
};

struct NodeState {
    NodeStatus status = NodeStatus::Unvisited;
    bool hasValue = false;  // a best value so far exists
    Bound bound = Bound::Exact;
    Value alpha = -kInfinity;
    Value beta = kInfinity;
    Value value = 0;
};

struct TraceStats {
    std::size_t nodesVisited = 0;
    std::size_t leavesEvaluated = 0;
    std::size_t leavesInTree = 0;
    std::size_t alphaCutoffs = 0;
    std::size_t betaCutoffs = 0;
    std::size_t deepCutoffs = 0;
    std::size_t prunedNodes = 0;   // at the end of the run
    std::size_t skippedNodes = 0;  // at the end of the run
    std::size_t probes = 0;        // NegaScout's null-window probes
    std::size_t researches = 0;    // NegaScout's re-searches after a probe failed high
    std::size_t tableHits = 0;     // MTD(f), α-β with --table: nodes the transposition table answered
    std::size_t tableEntries = 0;  // α-β with --table: positions the table holds
    std::size_t passes = 0;        // MTD(f): null-window passes from the root
    std::size_t openPops = 0;      // SSS*: states taken from the OPEN list
};

inline constexpr std::uint32_t kNever = std::numeric_limits<std::uint32_t>::max();

// The tree and the options a search really runs with, settled once: --order score searches a
// copy of the tree whose children are sorted by descending score (the tree itself when it is
// in that order already), and options that do not apply are dropped (--strict for NegaScout,
// an algorithm that cannot value chance nodes).
struct SettledSearch {
    std::shared_ptr<const Tree> tree;
    SearchOptions options;
};
SettledSearch settleSearch(std::shared_ptr<const Tree> tree, SearchOptions options);

class RunRecorder;  // run/run.cpp

class Trace {
public:
    const Tree& tree() const { return *m_tree; }
    const std::shared_ptr<const Tree>& treePtr() const { return m_tree; }
    const SearchOptions& options() const { return m_options; }
    std::span<const Event> events() const { return m_events; }
    std::size_t stepCount() const { return m_events.size(); }

    Value rootValue() const { return m_rootValue; }
    // Index of the root child chosen (leftmost among the best); -1 when the root is a leaf.
    int bestMove() const { return m_bestMove; }
    // Leaves in the order they were evaluated.
    std::vector<NodeId> evaluatedLeaves() const;
    // Roots of the pruned subtrees, in the order they were cut off.
    std::vector<NodeId> prunedRoots() const;
    // Roots of the subtrees skipped by --move-limit.
    std::vector<NodeId> skippedRoots() const;

    // Counts after the first `step` events (leavesInTree, prunedNodes and skippedNodes are
    // totals for the whole run).
    TraceStats statsAt(std::size_t step) const;
    TraceStats stats() const { return statsAt(stepCount()); }

    NodeState stateAt(NodeId n, std::size_t step) const;
    // The index of the last event at n before `step` (kNever if none); with ownStateOnly, not
    // counting the events that happen at a node about its child or the next pass.
    std::uint32_t lastEventAt(NodeId n, std::size_t step, bool ownStateOnly = false) const;
    std::vector<NodeState> snapshot(std::size_t step) const;  // every node; for small trees and tests

    // The node the last applied event happened at; the root at step 0.
    NodeId currentNode(std::size_t step) const { return step == 0 ? Tree::root() : m_events[step - 1].node; }
    // The event index of the first cutoff that pruned n or its ancestor (kNever if none).
    // A run without cutoffs (or move limits) keeps no array for them.
    std::uint32_t prunedBy(NodeId n) const { return m_prunedAt.empty() ? kNever : m_prunedAt[n]; }
    std::uint32_t skippedBy(NodeId n) const { return m_skippedAt.empty() ? kNever : m_skippedAt[n]; }
    // The first time n was entered and the last time it was finished (kNever if not), read from
    // its own events: most often its first and last.
    std::uint32_t enteredAt(NodeId n) const {
        for (const std::uint32_t i : eventsAt(n))
            if (const EventType t = m_events[i].type; t == EventType::Enter || t == EventType::Leaf || t == EventType::TableHit)
                return i;
        return kNever;
    }
    std::uint32_t finishedAt(NodeId n) const {
        const auto own = eventsAt(n);
        for (auto i = own.rbegin(); i != own.rend(); ++i)
            if (const EventType t = m_events[*i].type; t == EventType::Exit || t == EventType::Leaf || t == EventType::TableHit)
                return *i;
        return kNever;
    }
    // The indices of the events that happened at n itself, ascending (not its descendants').
    std::span<const std::uint32_t> eventsAt(NodeId n) const {
        return std::span<const std::uint32_t>(m_nodeEvents)
            .subspan(m_nodeEventBegin[n], m_nodeEventBegin[n + 1] - m_nodeEventBegin[n]);
    }

    // Event indices of the cutoffs, ascending.
    std::span<const std::uint32_t> cutoffEvents() const { return m_cutoffEvents; }
    // The step just after the next cutoff strictly after `step`, or `step` if there is none.
    std::size_t nextCutoffStep(std::size_t step) const;
    // The step just after the previous cutoff strictly before `step`, or 0.
    std::size_t previousCutoffStep(std::size_t step) const;

    // minimax-levels only: its OPEN and CLOSED lists at every step; null for other algorithms.
    const OpenClosedLists* openClosed() const { return m_openClosed.get(); }

private:
    // A trace is recorded only as part of a run (run/run.h's makeRun, the one way to a search
    // for every client): these two are for it alone.
    friend class RunRecorder;
    // Settles the search (settleSearch) and records it: tree() and options() are the settled ones.
    static Trace record(std::shared_ptr<const Tree> tree, SearchOptions options);
    // Records a search settled already, as it is.
    static Trace recordSettled(const SettledSearch& settled);
    // The steps of recordSettled after the search, each filling the indices below that it names.
    void indexEventsByNode();
    void indexEventsByKind();
    void carryMarksDown();

    std::shared_ptr<const Tree> m_tree;
    SearchOptions m_options;
    std::vector<Event> m_events;
    // For each node, the indices of the events that happened at it (a CSR list).
    std::vector<std::uint32_t> m_nodeEventBegin;
    std::vector<std::uint32_t> m_nodeEvents;
    // Per node (empty when nothing was cut off or skipped); every other per-node fact is read
    // from the node's own events, so that recording touches little beyond what the search reached.
    std::vector<std::uint32_t> m_prunedAt;
    std::vector<std::uint32_t> m_skippedAt;
    std::vector<std::uint32_t> m_leafEvents, m_enterEvents, m_cutoffEvents, m_alphaCutoffEvents, m_deepCutoffEvents;
    std::vector<std::uint32_t> m_probeEvents, m_researchEvents, m_tableHitEvents, m_passEvents, m_openPopEvents;
    std::vector<std::uint32_t> m_tableStoreEvents;  // --table: the exits that filed a position not filed before
    Value m_rootValue = 0;
    int m_bestMove = -1;
    std::size_t m_prunedNodes = 0, m_skippedNodes = 0;
    std::shared_ptr<const OpenClosedLists> m_openClosed;
};

}  // namespace ablab::core
