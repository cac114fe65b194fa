#include "files/json_outline.h"

#include <algorithm>

namespace ablab::core {

namespace {

// A newline at `newline`: the next line starts after it.
void newLine(JsonOutline& outline, const char* begin, const char* newline) {
    ++outline.lines;
    outline.lastLineStart = static_cast<std::size_t>(newline + 1 - begin);
}

// Steps over the string opening at `quote`: returns its closing quote (the first one no
// backslash escapes; `end` when there is none), counting the newlines inside it (JSON forbids
// them, but a parser's line numbers count them). Strings in tree documents are short (a label,
// a board), so a plain loop beats a library search per string.
const char* stepOverString(const char* begin, const char* quote, const char* end, JsonOutline& outline) {
    for (const char* at = quote + 1; at < end; ++at) {
        switch (*at) {
        case '"': return at;
        case '\\':
            if (++at < end && *at == '\n') newLine(outline, begin, at);  // the escaped character
            break;
        case '\n': newLine(outline, begin, at); break;
        default: break;
        }
    }
    return end;
}

}  // namespace

JsonOutline outlineJson(std::string_view text) {
    JsonOutline outline;
    std::size_t depth = 0;
    const char* const begin = text.data();
    const char* const end = begin + text.size();
    for (const char* at = begin; at < end; ++at) {
        switch (*at) {
        case '"': at = stepOverString(begin, at, end, outline); break;
        case '{':
        case '[': outline.deepest = std::max(outline.deepest, ++depth); break;
        case '}':
        case ']':
            if (depth == 0) outline.strayClose = true;
            else --depth;
            break;
        case '\n': newLine(outline, begin, at); break;
        default: break;
        }
    }
    outline.unclosed = depth;
    return outline;
}

}  // namespace ablab::core
