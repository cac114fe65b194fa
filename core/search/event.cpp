#include "search/event.h"

#include "model/tree.h"
#include "search/search_options.h"

namespace ablab::core {

Event rootLeafEvent(const Tree& tree) {
    return Event{.type = EventType::Leaf, .node = Tree::root(), .value = tree.value(Tree::root())};
}

std::string_view eventTypeName(EventType t) {
    switch (t) {
    case EventType::Enter: return "enter";
    case EventType::Leaf: return "leaf";
    case EventType::AlphaUpdate: return "alpha";
    case EventType::BetaUpdate: return "beta";
    case EventType::ValueUpdate: return "value";
    case EventType::Cutoff: return "cutoff";
    case EventType::MoveLimit: return "move-limit";
    case EventType::Exit: return "exit";
    case EventType::Probe: return "probe";
    case EventType::Research: return "re-search";
    case EventType::TableHit: return "tt-hit";
    case EventType::Pass: return "pass";
    case EventType::OpenPop: return "open-pop";
    case EventType::ChanceSum: return "chance";
    }
    return "?";
}

std::string_view cutoffKindName(CutoffKind k) {
    switch (k) {
    case CutoffKind::Alpha: return "alpha-cutoff";
    case CutoffKind::Beta: return "beta-cutoff";
    case CutoffKind::None: break;
    }
    return "none";
}

std::string_view boundName(Bound b) {
    switch (b) {
    case Bound::Exact: return "exact";
    case Bound::Lower: return "lower";
    case Bound::Upper: return "upper";
    }
    return "?";
}

std::string_view moveOrderName(MoveOrder o) { return o == MoveOrder::Score ? "score" : "file"; }

bool parseMoveOrder(std::string_view text, MoveOrder& out) {
    if (text == "file") out = MoveOrder::File;
    else if (text == "score") out = MoveOrder::Score;
    else return false;
    return true;
}

std::string describe(const SearchOptions& options) {
    std::string text(algorithmName(options.algorithm));
    if (options.strict) text += " --strict";
    if (options.failHard) text += " --fail-hard";
    if (options.shallow) text += " --shallow";
    if (options.negamax) text += " --negamax";
    if (options.transpositions) text += " --table";
    if (options.moveLimit > 0) text += " --move-limit " + std::to_string(options.moveLimit);
    if (options.algorithm == Algorithm::MtdF) text += " --first-guess " + formatValue(options.firstGuess);
    if (options.order == MoveOrder::Score) text += " --order score";
    if (options.algorithm == Algorithm::Star1 && options.leafBounds)
        text += " --bounds " + formatValue(options.leafBounds->low) + "," + formatValue(options.leafBounds->high);
    return text;
}

}  // namespace ablab::core
