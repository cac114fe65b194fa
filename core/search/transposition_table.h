#pragma once
// The transposition table of a game engine, over a game tree's boards: two nodes whose boards
// are the same at the same depth stand for the same position with the same plies left, so the
// second is answered by what the first one's search proved (Knuth–Moore's and every chess
// program's table, keyed here by the board the tree stores rather than a Zobrist hash: the tree
// is small enough to show, and its boards are what the student can read).
//
// An entry is the interval [low, high] the search proved to hold the position's value: exact
// when low = high, a lower bound after a fail-high, an upper bound after a fail-low. A probe
// answers only when that interval decides the node for the window it is searched with, as α-β
// would have: exact; a lower bound at or above β; an upper bound at or below α (strictly
// beyond them when ties do not prune).
#include <optional>
#include <string>
#include <unordered_map>

#include "model/tree.h"
#include "search/event.h"

namespace ablab::core {

class TranspositionTable {
public:
    struct Answer {
        Value value;
        Bound bound;
        NodeId from;  // the node whose search stored the entry: the same position, met before
    };

    // What the table knows of n's position that decides it in the window (α, β); none when n
    // has no board (a lesson's tree) or nothing stored decides it.
    std::optional<Answer> probe(const Tree& tree, NodeId n, Value alpha, Value beta, bool tiesPrune) const;
    // Stores what n's search proved: its value lies in [low, high]. Replaces an older entry.
    void store(const Tree& tree, NodeId n, Value low, Value high);
    std::size_t size() const { return m_entries.size(); }

    // What the table files n's position under: its board and its depth; "" when n has no board.
    static std::string keyOf(const Tree& tree, NodeId n);

private:
    struct Entry {
        Value low, high;
        NodeId from;
    };
    std::unordered_map<std::string, Entry> m_entries;
};

}  // namespace ablab::core
