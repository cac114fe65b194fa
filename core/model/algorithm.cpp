#include "model/algorithm.h"

namespace ablab::core {

std::string_view algorithmName(Algorithm a) {
    switch (a) {
    case Algorithm::AlphaBeta: return "alphabeta";
    case Algorithm::Minimax: return "minimax";
    case Algorithm::MinimaxLevels: return "minimax-levels";
    case Algorithm::NegaScout: return "negascout";
    case Algorithm::MtdF: return "mtdf";
    case Algorithm::MtSss: return "mt-sss";
    case Algorithm::Sss: return "sss";
    case Algorithm::Expectiminimax: return "expectiminimax";
    case Algorithm::Star1: return "star1";
    }
    return "?";
}

bool parseAlgorithm(std::string_view text, Algorithm& out) {
    if (text == "pvs") text = "negascout";  // principal variation search is the same procedure
    for (Algorithm a : kAllAlgorithms) {
        if (text == algorithmName(a)) {
            out = a;
            return true;
        }
    }
    return false;
}

}  // namespace ablab::core
