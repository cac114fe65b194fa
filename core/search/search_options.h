#pragma once
// The algorithm and options a run uses; all combinable.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "model/algorithm.h"
#include "model/leaf_bounds.h"

namespace ablab::core {

// The algorithms that search with an (α, β) window, so windows, cutoffs and bounds mean something.
inline constexpr bool usesWindow(Algorithm a) {
    return a == Algorithm::AlphaBeta || a == Algorithm::NegaScout || a == Algorithm::MtdF || a == Algorithm::MtSss ||
           a == Algorithm::Sss || a == Algorithm::Star1;
}
// Which children --move-limit K keeps, and in what order they are searched.
enum class MoveOrder : std::uint8_t {
    File,   // the order of the tree file (default)
    Score,  // by descending "score", as the gomoku essay searches its 8 best-scored moves
};

struct SearchOptions {
    Algorithm algorithm = Algorithm::AlphaBeta;
    bool strict = false;    // cut only when alpha > beta (CS188); by default ties prune (alpha >= beta)
    bool failHard = false;  // return values clamped to the window instead of fail-soft bounds
    bool shallow = false;   // only the parent's bound cuts: the VEB procedure, Knuth–Moore's F1
    bool negamax = false;   // report values from the side to move (a presentation of the same search)
    // α-β and minimax over a game tree: a position met again (the same board at the same depth)
    // is answered by what its first search proved (search/transposition_table.h).
    bool transpositions = false;
    std::uint32_t moveLimit = 0;           // search only the first K children of every node; 0 = all
    double firstGuess = 0;                 // MTD(f): the value the first null-window pass tests
    MoveOrder order = MoveOrder::File;     // Score: the trace searches a copy with children by descending score
    std::optional<LeafBounds> leafBounds;  // Star1 (--bounds LO,HI); not given: the tree's smallest and largest leaf

    bool operator==(const SearchOptions&) const = default;
};

std::string_view moveOrderName(MoveOrder o);  // "file", "score"
bool parseMoveOrder(std::string_view text, MoveOrder& out);
// "alphabeta --strict --shallow", for captions and table headers.
std::string describe(const SearchOptions& options);

}  // namespace ablab::core
