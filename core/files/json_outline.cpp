#include "files/json_outline.h"

#include <algorithm>

namespace ablab::core {

namespace {

// Steps over the string opening at `quote`: returns its closing quote (the first one no
// backslash escapes; `end` when there is none). Strings in tree documents are short (a label,
// a board), so a plain loop beats a library search per string.
const char* stepOverString(const char* quote, const char* end) {
    for (const char* at = quote + 1; at < end; ++at) {
        if (*at == '"') return at;
        if (*at == '\\' && at + 1 < end) ++at;  // the escaped character
    }
    return end;
}

}  // namespace

JsonOutline outlineJson(std::string_view text, std::size_t open) {
    JsonOutline outline;
    std::size_t depth = open;
    outline.deepest = open;
    const char* const end = text.data() + text.size();
    for (const char* at = text.data(); at < end; ++at) {
        switch (*at) {
        case '"':
            at = stepOverString(at, end);
            if (at == end) at = end - 1;  // never closed: the loop ends at the end, not past it
            break;
        case '{':
        case '[': outline.deepest = std::max(outline.deepest, ++depth); break;
        case '}':
        case ']':
            if (depth == 0) outline.strayClose = true;
            else --depth;
            break;
        default: break;
        }
    }
    outline.unclosed = depth;
    return outline;
}

}  // namespace ablab::core
