#include "text/line_breaks.h"

#include "text/display_width.h"

namespace ablab::core {

namespace {

// Punctuation a line must not start with, and punctuation it must not end with.
constexpr std::u32string_view kNoLineStart = U",.;:!?)]}%，。、；：？！）」』】》〉”’…—";
constexpr std::u32string_view kNoLineEnd = U"([{（「『【《〈“‘";

}  // namespace

bool lineBreakAllowed(char32_t before, char32_t after) {
    if (kNoLineStart.find(after) != std::u32string_view::npos || kNoLineEnd.find(before) != std::u32string_view::npos)
        return false;
    if (before == ' ' || before == '\t') return after != ' ';
    return isWide(before) || isWide(after);
}

}  // namespace ablab::core
