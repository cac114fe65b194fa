#include "live/student_name.h"

#include "text/utf8.h"
#include "text/visible_text.h"

namespace ablab::core::live {

namespace {

bool isSpace(char32_t cp) { return cp == U' ' || cp == U'\t' || cp == U'\n' || cp == U'\r' || cp == 0x3000 || cp == 0xA0; }

}  // namespace

std::string cleanName(std::string_view typed) {
    std::string name;
    std::size_t characters = 0;
    bool spacePending = false;
    for (std::size_t i = 0; i < typed.size() && characters < kNameCharacters;) {
        const std::size_t length = utf8SequenceLength(typed, i);
        if (length == 0) {
            ++i;  // not UTF-8: dropped
            continue;
        }
        std::size_t at = i;
        const char32_t cp = nextCodePoint(typed, at);
        const std::string_view bytes = typed.substr(i, length);
        i += length;
        if (isSpace(cp)) {
            spacePending = !name.empty();
            continue;
        }
        if (actsInsteadOfShowing(cp) || isNoncharacter(cp)) continue;
        if (spacePending) {
            if (characters + 1 >= kNameCharacters) break;
            name += ' ';
            ++characters;
            spacePending = false;
        }
        name += bytes;
        ++characters;
    }
    return name;
}

}  // namespace ablab::core::live
