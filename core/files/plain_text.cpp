#include "files/plain_text.h"

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

}  // namespace

std::optional<std::string> plainTextProblem(Language language, std::string_view text, const std::string& name) {
    const std::size_t at = firstNonTextAt(text);
    if (at == std::string_view::npos) return std::nullopt;
    const std::string place = placeName(name, text, at);
    const char c = text[at];
    if (c == '\0') return translate(language, "{place}: a NUL byte; ablab reads text files, which have none", {{"place", place}});
    if (utf8SequenceLength(text, at) != 0) return place + ": " + noncharacterMessage(language, text.substr(at));
    return translate(language, "{place}: byte {byte} is not UTF-8; save the file as UTF-8 text",
                     {{"place", place}, {"byte", hexByte(static_cast<unsigned char>(c))}});
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
