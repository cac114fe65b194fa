#include "search/search_title.h"

#include <vector>

#include "model/value.h"

namespace ablab::core {

std::string algorithmTitle(Language language, Algorithm algorithm) {
    switch (algorithm) {
    case Algorithm::AlphaBeta: return translate(language, "α-β search");
    case Algorithm::Minimax: return translate(language, "minimax");
    case Algorithm::MinimaxLevels: return translate(language, "minimax, level by level");
    case Algorithm::NegaScout: return "NegaScout";
    case Algorithm::MtdF: return "MTD(f)";
    case Algorithm::MtSss: return "MT-SSS*";
    case Algorithm::Sss: return "SSS*";
    case Algorithm::Expectiminimax: return translate(language, "expectiminimax");
    case Algorithm::Star1: return "Star1";
    }
    return std::string(algorithmName(algorithm));
}

const char* listSeparator(Language language) { return language == Language::Chinese ? "、" : ", "; }

std::string searchTitle(Language language, const SearchOptions& options) {
    std::vector<std::string> variants;
    if (options.strict) variants.push_back(translate(language, "strict (α > β)"));
    if (options.failHard) variants.push_back(translate(language, "fail-hard"));
    if (options.shallow) variants.push_back(translate(language, "shallow cutoffs only"));
    if (options.negamax) variants.push_back(translate(language, "negamax form"));
    if (options.moveLimit > 0)
        variants.push_back(
            translate(language, "the best {count} moves of each node", {{"count", std::to_string(options.moveLimit)}}));
    if (options.order == MoveOrder::Score) variants.push_back(translate(language, "best first by the evaluation"));
    if (options.algorithm == Algorithm::MtdF)
        variants.push_back(translate(language, "first guess {value}", {{"value", formatValue(options.firstGuess)}}));
    if (options.algorithm == Algorithm::Star1 && options.leafBounds)
        variants.push_back(
            translate(language, "leaf values from {low} to {high}",
                      {{"low", formatValue(options.leafBounds->low)}, {"high", formatValue(options.leafBounds->high)}}));
    std::string title = algorithmTitle(language, options.algorithm);
    if (variants.empty()) return title;
    const bool chinese = language == Language::Chinese;
    title += chinese ? "（" : " (";
    for (std::size_t i = 0; i < variants.size(); ++i) (title += i ? listSeparator(language) : "") += variants[i];
    return title += chinese ? "）" : ")";
}

}  // namespace ablab::core
