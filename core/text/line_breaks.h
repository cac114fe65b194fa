#pragma once
// Breaking a paragraph into lines in any of ablab's languages. English and Vietnamese break at
// spaces; Chinese has none, and may break between any two characters (汉字) except before closing
// punctuation ("，", "。", "）") or after opening ("（"). Dear ImGui 1.86 wraps only at spaces, so a
// Chinese description would break wherever an ASCII space happens to fall.
#include <string_view>

#include "text/utf8.h"

namespace ablab::core {

// Whether a line may end between these two characters.
bool lineBreakAllowed(char32_t before, char32_t after);

// Calls emit(line) for each line of `text` no wider than maxWidth, as measured by
// advance(codePoint), greedily; a word wider than a line gets a line of its own, and a "\n" always
// ends one. Allocates nothing, so a panel may call it every frame.
template <typename Advance, typename Emit>
void breakLines(std::string_view text, float maxWidth, Advance advance, Emit emit) {
    std::size_t lineStart = 0, lastBreak = std::string_view::npos;
    float width = 0, widthAtBreak = 0;
    char32_t previous = 0;
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t at = i;
        const char32_t c = nextCodePoint(text, i);
        if (c == '\n') {
            emit(text.substr(lineStart, at - lineStart));
            lineStart = i, lastBreak = std::string_view::npos, width = 0, previous = 0;
            continue;
        }
        if (at > lineStart && lineBreakAllowed(previous, c)) lastBreak = at, widthAtBreak = width;
        const float w = advance(c);
        if (width + w > maxWidth && lastBreak != std::string_view::npos) {
            emit(text.substr(lineStart, lastBreak - lineStart));
            lineStart = lastBreak, lastBreak = std::string_view::npos, width -= widthAtBreak;
        }
        width += w;
        previous = c;
    }
    if (lineStart < text.size()) emit(text.substr(lineStart));
}

}  // namespace ablab::core
