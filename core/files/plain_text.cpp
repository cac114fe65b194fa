#include "files/plain_text.h"

#include <cstdint>
#include <cstdio>
#include <cstring>

#include "files/line_ends.h"
#include "text/translate.h"
#include "text/utf8.h"

#if ABLAB_HAS_SIMDJSON
#include <simdjson.h>
#endif

namespace ablab::core {

namespace {

std::string hexByte(unsigned char b) {
    static constexpr char kHex[] = "0123456789abcdef";
    return std::string("0x") + kHex[b >> 4] + kHex[b & 15];
}

}  // namespace

// Runs of ASCII without NUL are passed eight bytes at a time: a tree document is mostly ASCII,
// and this check runs on every file before its reader, so it must cost little beside the reader.
std::size_t firstNonTextAt(std::string_view text) {
    constexpr std::uint64_t kHighBits = 0x8080808080808080u, kOnes = 0x0101010101010101u;
    for (std::size_t at = 0; at < text.size();) {
        if (at + 8 <= text.size()) {
            std::uint64_t word;
            std::memcpy(&word, text.data() + at, 8);
            const std::uint64_t nonAscii = word & kHighBits;
            const std::uint64_t zeroByte = (word - kOnes) & ~word & kHighBits;
            if ((nonAscii | zeroByte) == 0) {
                at += 8;
                continue;
            }
        }
        const std::size_t length = text[at] == '\0' ? 0 : utf8SequenceLength(text, at);
        if (length == 0) return at;
        std::size_t next = at;
        if (length >= 3 && isNoncharacter(nextCodePoint(text, next))) return at;
        at += length;
    }
    return std::string_view::npos;
}

namespace {

// Whether the whole text is UTF-8 without a NUL or a noncharacter, the answer for nearly every
// file, by library code that checks 32 bytes a step (a 32 MB document in 3 ms, against 10 ms for
// the loop above) and findNoncharacter's eight.
bool plainAtLibrarySpeed(std::string_view text) {
#if ABLAB_HAS_SIMDJSON
    return std::memchr(text.data(), '\0', text.size()) == nullptr && simdjson::validate_utf8(text.data(), text.size()) &&
           findNoncharacter(text) == std::string_view::npos;
#else
    (void)text;
    return false;
#endif
}

}  // namespace

std::optional<std::string> plainTextProblem(Language language, std::string_view text, const std::string& name) {
    if (plainAtLibrarySpeed(text)) return std::nullopt;
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
