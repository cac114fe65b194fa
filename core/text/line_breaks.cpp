#include "text/line_breaks.h"

#include <algorithm>

#include "text/display_width.h"

namespace ablab::core {

namespace {

// Punctuation a line must not start with, and punctuation it must not end with.
constexpr std::u32string_view kNoLineStart = U",.;:!?)]}%，。、；：？！）」』】》〉”’…—";
constexpr std::u32string_view kNoLineEnd = U"([{（「『【《〈“‘";

// Symbols a formula is written with: one of them standing alone between spaces is part of the
// formula around it.
constexpr std::u32string_view kFormulaSymbols = U"∩∪=≠≤≥<>∅→⇒+−-×·∈";

// The longest bracket kept whole, in bytes: an interval or a pair ("(−∞, +∞)" is 14); a longer
// parenthesis is a clause, and may break.
constexpr std::size_t kShortBracket = 24;

// The longest lone symbol, in bytes ("≠" is 3): a longer word is none, so that a break is
// judged by a few bytes around it, never by a whole paragraph without spaces.
constexpr std::size_t kLongestSymbol = 4;

bool loneSymbol(std::string_view word) {
    if (word.empty() || word.size() > kLongestSymbol) return false;
    std::size_t i = 0;
    while (i < word.size())
        if (kFormulaSymbols.find(nextCodePoint(word, i)) == std::u32string_view::npos) return false;
    return true;
}

// The word that ends at `end` (spaces before `end` skipped), if it is short enough to be a symbol.
std::string_view shortWordBefore(std::string_view text, std::size_t end) {
    while (end > 0 && text[end - 1] == ' ') --end;
    std::size_t start = end;
    while (start > 0 && text[start - 1] != ' ' && end - start <= kLongestSymbol) --start;
    return text.substr(start, end - start);
}

std::string_view shortWordAt(std::string_view text, std::size_t at) {
    std::size_t end = at;
    while (end < text.size() && text[end] != ' ' && end - at <= kLongestSymbol) ++end;
    return text.substr(at, end - at);
}

// Whether `at` is inside a bracket that opens and closes within kShortBracket bytes.
bool insideShortBracket(std::string_view text, std::size_t at) {
    const std::size_t from = at > kShortBracket ? at - kShortBracket : 0;
    std::size_t open = std::string_view::npos;
    for (std::size_t i = at; i-- > from;) {
        if (text[i] == ')' || text[i] == ']') return false;
        if (text[i] == '(' || text[i] == '[') {
            open = i;
            break;
        }
    }
    if (open == std::string_view::npos) return false;
    for (std::size_t i = at; i < text.size() && i <= open + kShortBracket; ++i) {
        if (text[i] == '(' || text[i] == '[') return false;
        if (text[i] == ')' || text[i] == ']') return true;
    }
    return false;
}

}  // namespace

BreakBadness breakBadness(std::string_view text, std::size_t at) {
    if (at == 0 || at >= text.size()) return BreakBadness::BetweenPhrases;
    if (insideShortBracket(text, at)) return BreakBadness::InsideBracket;
    if (loneSymbol(shortWordBefore(text, at)) || loneSymbol(shortWordAt(text, at))) return BreakBadness::BesideSymbol;
    return BreakBadness::BetweenPhrases;
}

bool lineBreakAllowed(char32_t before, char32_t after) {
    if (kNoLineStart.find(after) != std::u32string_view::npos || kNoLineEnd.find(before) != std::u32string_view::npos)
        return false;
    if (before == ' ' || before == '\t') return after != ' ';
    return isWide(before) || isWide(after);
}

}  // namespace ablab::core
