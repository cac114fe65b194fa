#include "files/json_outline.h"

#include <algorithm>
#include <cstring>

namespace ablab::core {

namespace {

// Counts the newlines of [from, to) into `outline` (a string may hold them, though JSON forbids it).
void countLines(const char* begin, const char* from, const char* to, JsonOutline& outline) {
    for (const char* at = from; (at = static_cast<const char*>(std::memchr(at, '\n', static_cast<std::size_t>(to - at)))) != nullptr;) {
        ++outline.lines;
        outline.lastLineStart = static_cast<std::size_t>(++at - begin);
    }
}

// The closing quote of the string opening at `quote`: the first quote after it that no odd run
// of backslashes escapes; `end` when there is none.
const char* closingQuote(const char* quote, const char* end) {
    for (const char* at = quote + 1;; ++at) {
        at = static_cast<const char*>(std::memchr(at, '"', static_cast<std::size_t>(end - at)));
        if (at == nullptr) return end;
        std::size_t backslashes = 0;
        for (const char* before = at - 1; before > quote && *before == '\\'; --before) ++backslashes;
        if (backslashes % 2 == 0) return at;
    }
}

}  // namespace

JsonOutline outlineJson(std::string_view text) {
    JsonOutline outline;
    std::size_t depth = 0;
    const char* const begin = text.data();
    const char* const end = begin + text.size();
    for (const char* at = begin; at < end; ++at) {
        switch (*at) {
        case '"': {
            const char* close = closingQuote(at, end);
            countLines(begin, at, close, outline);
            at = close;
            break;
        }
        case '{': ++outline.objects; [[fallthrough]];
        case '[':
            ++outline.marks;
            outline.deepest = std::max(outline.deepest, ++depth);
            break;
        case '}':
        case ']':
            ++outline.marks;
            if (depth == 0) outline.strayClose = true;
            else --depth;
            break;
        case ',':
        case ':': ++outline.marks; break;
        case '\n':
            ++outline.lines;
            outline.lastLineStart = static_cast<std::size_t>(at + 1 - begin);
            break;
        default: break;
        }
    }
    outline.unclosed = depth;
    return outline;
}

}  // namespace ablab::core
