#pragma once
// The algorithm and options a run uses; all combinable.
#include <cstdint>
#include <string>
#include <string_view>

namespace ablab::core {

enum class Algorithm : std::uint8_t {
    AlphaBeta,      // depth-first α-β (default)
    Minimax,        // depth-first, no pruning
    MinimaxLevels,  // the three-phase minimax: expand breadth-first, evaluate leaves, back up level by level
};

struct SearchOptions {
    Algorithm algorithm = Algorithm::AlphaBeta;
    bool strict = false;    // cut only when alpha > beta (CS188); by default ties prune (alpha >= beta)
    bool failHard = false;  // return values clamped to the window instead of fail-soft bounds
    bool shallow = false;   // only the parent's bound cuts: the VEB procedure, Knuth–Moore's F1
    bool negamax = false;   // report values from the side to move (a presentation of the same search)
    std::uint32_t moveLimit = 0;  // search only the first K children of every node; 0 = all

    bool operator==(const SearchOptions&) const = default;
};

std::string_view algorithmName(Algorithm a);  // "alphabeta", "minimax", "minimax-levels"
bool parseAlgorithm(std::string_view text, Algorithm& out);
// "alphabeta --strict --shallow", for captions and table headers.
std::string describe(const SearchOptions& options);

}  // namespace ablab::core
