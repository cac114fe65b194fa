#pragma once
// Breaking a paragraph into lines in any of ablab's languages. English and Vietnamese break at
// spaces; Chinese has none, and may break between any two characters (汉字) except before closing
// punctuation ("，", "。", "）") or after opening ("（"). Dear ImGui 1.86 wraps only at spaces, so a
// Chinese description would break wherever an ASCII space happens to fall.
#include <string_view>
#include <type_traits>

#include "text/utf8.h"

namespace ablab::core {

// Whether a line may end between these two characters.
bool lineBreakAllowed(char32_t before, char32_t after);

// How bad a line's end before text[at] is, where one may end (lineBreakAllowed): 0 between
// phrases; 1 beside a lone symbol, which belongs to the formula around it ("∩", "=", "∅");
// 2 inside a short bracket, which is one term ("(3, +∞)"). A sentence's formula stays on one
// line where the line has room for it, and else breaks between its terms first.
enum class BreakBadness : unsigned char { BetweenPhrases, BesideSymbol, InsideBracket };
BreakBadness breakBadness(std::string_view text, std::size_t at);

// Calls emit(line) for each line of `text` no wider than maxWidth, as measured by
// advance(codePoint), greedily: at the last break of the least badness the line holds
// (breakBadness); a word wider than a line gets a line of its own, and a "\n" always ends one.
// Allocates nothing, so a panel may call it every frame.
template <typename Advance, typename Emit>
void breakLines(std::string_view text, float maxWidth, Advance advance, Emit emit) {
    constexpr std::size_t kNone = std::string_view::npos;
    constexpr int kLevels = 3;
    std::size_t lineStart = 0, breakAt[kLevels] = {kNone, kNone, kNone};
    float width = 0, widthAt[kLevels] = {0, 0, 0};
    char32_t previous = 0;
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t at = i;
        const char32_t c = nextCodePoint(text, i);
        if (c == '\n') {
            emit(text.substr(lineStart, at - lineStart));
            lineStart = i, width = 0, previous = 0;
            for (std::size_t& b : breakAt) b = kNone;
            continue;
        }
        if (at > lineStart && lineBreakAllowed(previous, c)) {
            const int level = static_cast<int>(breakBadness(text, at));
            breakAt[level] = at, widthAt[level] = width;
        }
        // advance(codePoint), or advance(its bytes) for a measure that reads text (a painter's).
        float w;
        if constexpr (std::is_invocable_v<Advance, std::string_view>) w = advance(text.substr(at, i - at));
        else w = advance(c);
        int best = 0;
        while (best < kLevels && breakAt[best] == kNone) ++best;
        if (width + w > maxWidth && best < kLevels) {
            const std::size_t cut = breakAt[best];
            const float cutWidth = widthAt[best];
            emit(text.substr(lineStart, cut - lineStart));
            lineStart = cut, width -= cutWidth;
            // A worse break past the cut is still one on the next line.
            for (int level = 0; level < kLevels; ++level) {
                if (breakAt[level] != kNone && breakAt[level] > cut) widthAt[level] -= cutWidth;
                else breakAt[level] = kNone;
            }
        }
        width += w;
        previous = c;
    }
    if (lineStart < text.size()) emit(text.substr(lineStart));
}

}  // namespace ablab::core
