#pragma once
// The three-phase minimax of 朱福喜 and 朱三元 (§1.8.2, after Nilsson), with its OPEN and CLOSED
// lists:
//
//   LOOP1  n := FIRST(OPEN), moved to the end of CLOSED; expand n: an inner child goes to the
//          end of OPEN, a leaf is evaluated at once (f(ni)) — until OPEN is empty;
//   LOOP2  np := LAST(CLOSED); once all its children have values, f(np) := their max (MAX) or
//          min (MIN), and np leaves CLOSED — until CLOSED is empty; f(s) is the answer.
//
// The notes test "d(n) against k" to decide between OPEN and evaluating (the comparison sign is
// lost in the copy we have); ablab's trees carry their own leaves, so every leaf is evaluated
// when its parent is expanded, which is what the notes do at depth k.
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "model/tree.h"
#include "search/event.h"
#include "search/generator.h"
#include "search/search_options.h"

namespace ablab::core {

// searchLevels (search/algorithms.h) yields enter (n leaves OPEN for CLOSED), leaf (f(ni)),
// move-limit, then value updates and exit (np leaves CLOSED), in the order above.

// OPEN and CLOSED after every step of a minimax-levels run. Both are slices of one sequence,
// the inner nodes in the order they joined OPEN: OPEN is a queue whose head moves to the end
// of CLOSED, and CLOSED is emptied from its end, so CLOSED is always a prefix of that sequence
// and OPEN the slice of those not yet expanded. Three numbers a step hold the whole history.
class OpenClosedLists {
public:
    // Replays the events of a minimax-levels run of `tree`.
    static OpenClosedLists record(const Tree& tree, std::span<const Event> events, const SearchOptions& options);

    std::span<const NodeId> open(std::size_t step) const {
        return {m_order.data() + m_openBegin[step], m_openEnd[step] - m_openBegin[step]};
    }
    std::span<const NodeId> closed(std::size_t step) const { return {m_order.data(), m_closedEnd[step]}; }
    std::size_t stepCount() const { return m_closedEnd.size() - 1; }

private:
    std::vector<NodeId> m_order;
    std::vector<std::uint32_t> m_closedEnd;  // per step, 0 … events.size()
    std::vector<std::uint32_t> m_openBegin;  // nodes expanded so far
    std::vector<std::uint32_t> m_openEnd;
};

// "(A, B, C)" as the notes write a list; past `shown` entries "(A, B, … 12 in all)".
std::string nodeListText(Language language, const Tree& tree, std::span<const NodeId> nodes, std::size_t shown);

}  // namespace ablab::core
