#pragma once
// Stockman's SSS* (1979): best-first search over an OPEN list of states (node, live or solved,
// merit h). The merit is an upper bound on the value of the best solution tree through the
// node; the state with the highest merit is always expanded next (ties: leftmost node first).
//
// The search is a class that runs one step of Stockman's Γ operator at a time, so that the
// coroutine (search()) and the OPEN-list panel, which shows the list at any step, share one
// implementation.
#include <map>
#include <set>
#include <vector>

#include "search/event.h"
#include "search/search_options.h"
#include "model/tree.h"

namespace ablab::core {

struct OpenState {
    NodeId node = kNoNode;
    bool solved = false;  // live: not yet searched below; solved: its solution subtree is known
    Value merit = 0;      // h
};

class SssStar {
public:
    SssStar(const Tree& tree, const SearchOptions& options);

    // Pops the best state and applies Γ to it, appending its events (an open-pop first). False
    // once the root is solved (its exit was the last event appended).
    bool step(std::vector<Event>& out);

    // The OPEN list now, best first.
    std::vector<OpenState> open() const;

private:
    struct BestFirst {
        bool operator()(const OpenState& a, const OpenState& b) const {
            return a.merit != b.merit ? a.merit > b.merit : a.node < b.node;
        }
    };
    void push(OpenState s);
    // Removes every state below n: its parent MAX node is solved, so they cannot matter.
    void purgeBelow(NodeId n);

    const Tree& m_tree;
    SearchOptions m_options;
    std::set<OpenState, BestFirst> m_open;
    std::map<NodeId, OpenState> m_byNode;  // the same states by node, to purge a subtree
    bool m_done = false;
};

// The OPEN list after the first `events` events of SSS* on this tree (for the panel).
std::vector<OpenState> sssOpenListAfter(const Tree& tree, const SearchOptions& options, std::size_t events);

}  // namespace ablab::core
