#include "files/plain_text.h"

#include <algorithm>
#include <cstdio>

#include "files/line_ends.h"
#include "text/translate.h"
#include "text/utf8.h"

namespace ablab::core {

namespace {

std::string hexByte(unsigned char b) {
    static constexpr char kHex[] = "0123456789abcdef";
    return std::string("0x") + kHex[b >> 4] + kHex[b & 15];
}

// The words for the byte at `at`, which is no text.
std::string nonTextMessage(Language language, std::string_view text, const std::string& name, std::size_t at) {
    const std::string place = placeName(name, text, at);
    const char c = text[at];
    if (c == '\0') return translate(language, "{place}: a NUL byte; ablab reads text files, which have none", {{"place", place}});
    if (utf8SequenceLength(text, at) != 0) return place + ": " + noncharacterMessage(language, text.substr(at));
    return translate(language, "{place}: byte {byte} is not UTF-8; save the file as UTF-8 text",
                     {{"place", place}, {"byte", hexByte(static_cast<unsigned char>(c))}});
}

}  // namespace

std::optional<std::string> plainTextProblem(Language language, std::string_view text, const std::string& name) {
    const std::size_t at = firstNonTextAt(text);
    if (at == std::string_view::npos) return std::nullopt;
    return nonTextMessage(language, text, name, at);
}

std::optional<std::string> plainTextProblemBefore(Language language, std::string_view text, const std::string& name,
                                                  std::size_t end) {
    end = std::min(end, text.size());
    std::size_t from = end > 4 ? end - 4 : 0;
    // Continuation bytes at the window's start end a character the parser read whole.
    while (from + 1 < end && (static_cast<unsigned char>(text[from]) & 0xC0) == 0x80) ++from;
    // Past `end` only to finish the character the window ends in, so that a whole one is not
    // taken for a sequence cut short.
    std::size_t to = end;
    while (to < text.size() && to < end + 3 && (static_cast<unsigned char>(text[to]) & 0xC0) == 0x80) ++to;
    const std::size_t at = firstNonTextAt(text.substr(from, to - from));
    if (at == std::string_view::npos || from + at >= end) return std::nullopt;
    return nonTextMessage(language, text, name, from + at);
}

std::string noncharacterMessage(Language language, std::string_view text) {
    std::size_t end = 0;
    const char32_t cp = nextCodePoint(text, end);
    char code[16];
    std::snprintf(code, sizeof code, "U+%04X", static_cast<unsigned>(cp));
    return translate(language, "expected text, got the Unicode noncharacter {code}; remove it", {{"code", code}});
}

bool validUtf8(std::string_view text) {
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t length = text[at] == '\0' ? 1 : utf8SequenceLength(text, at);
        if (length == 0) return false;
        at += length;
    }
    return true;
}

}  // namespace ablab::core
