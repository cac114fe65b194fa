#include "search/transposition_table.h"

namespace ablab::core {

// The board and the depth: in a tree cut at one horizon, the same board at the same depth has
// the same plies left and the same side to move (Nim's heaps recur at different depths).
std::string TranspositionTable::keyOf(const Tree& tree, NodeId n) {
    const std::string_view board = tree.board(n);
    if (board.empty()) return {};
    std::string key(board);
    key += '@';
    key += std::to_string(tree.depth(n));
    return key;
}

std::optional<TranspositionTable::Answer> TranspositionTable::probe(const Tree& tree, NodeId n, Value alpha, Value beta,
                                                                    bool tiesPrune) const {
    const std::string key = keyOf(tree, n);
    if (key.empty()) return std::nullopt;
    const auto found = m_entries.find(key);
    if (found == m_entries.end()) return std::nullopt;
    const Entry& e = found->second;
    if (e.low == e.high) return Answer{e.low, Bound::Exact, e.from};
    if (tiesPrune ? e.low >= beta : e.low > beta) return Answer{e.low, Bound::Lower, e.from};
    if (tiesPrune ? e.high <= alpha : e.high < alpha) return Answer{e.high, Bound::Upper, e.from};
    return std::nullopt;
}

void TranspositionTable::store(const Tree& tree, NodeId n, Value low, Value high) {
    std::string key = keyOf(tree, n);
    if (key.empty()) return;
    m_entries.insert_or_assign(std::move(key), Entry{low, high, n});
}

}  // namespace ablab::core
