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
    std::uint32_t moveLimit = 0;  // search only the first K children of every node; 0 = all
    MoveOrder order = MoveOrder::File;  // Score: the trace searches a copy with children by descending score

    bool operator==(const SearchOptions&) const = default;
};

std::string_view algorithmName(Algorithm a);  // "alphabeta", "minimax", "minimax-levels"
bool parseAlgorithm(std::string_view text, Algorithm& out);
std::string_view moveOrderName(MoveOrder o);  // "file", "score"
bool parseMoveOrder(std::string_view text, MoveOrder& out);
// "alphabeta --strict --shallow", for captions and table headers.
std::string describe(const SearchOptions& options);

}  // namespace ablab::core
