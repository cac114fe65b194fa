#pragma once
// Which search procedure runs. In model, not search, because a tree document may name the one
// its lesson opens in (TreeInfo::voice), and the readers of documents may not include search.
#include <cstdint>
#include <string_view>

namespace ablab::core {

enum class Algorithm : std::uint8_t {
    AlphaBeta,       // depth-first α-β (default)
    Minimax,         // depth-first, no pruning
    MinimaxLevels,   // the three-phase minimax: expand breadth-first, evaluate leaves, back up level by level
    NegaScout,       // principal variation search: null-window probes, a re-search when one fails high (negascout.cpp)
    MtdF,            // MTD(f): null-window α-β passes with a transposition table, converging on the value (mtdf.cpp)
    MtSss,           // MT-SSS*: MTD with the first guess +∞, Plaat et al.'s reformulation of SSS* (mtdf.cpp)
    Sss,             // Stockman's SSS*: best-first over an OPEN list of states (sss.cpp)
    Expectiminimax,  // minimax with chance nodes valued by their probability-weighted sum (expectiminimax.cpp)
    Star1,           // Ballard's Star1: α-β through chance nodes, pruning with known leaf bounds (star1.cpp)
};

std::string_view algorithmName(Algorithm a);  // a string literal (data() is terminated): "alphabeta", "minimax",
                                              // "minimax-levels", "negascout", "mtdf", "mt-sss", "sss", "expectiminimax", "star1"
bool parseAlgorithm(std::string_view text, Algorithm& out);  // also "pvs" for negascout
inline constexpr Algorithm kAllAlgorithms[] = {Algorithm::AlphaBeta, Algorithm::Minimax,        Algorithm::MinimaxLevels,
                                               Algorithm::NegaScout, Algorithm::MtdF,           Algorithm::MtSss,
                                               Algorithm::Sss,       Algorithm::Expectiminimax, Algorithm::Star1};

}  // namespace ablab::core
