#include "text/visible_text.h"

#include <cstdint>
#include <cstring>

#include "text/utf8.h"

namespace ablab::core {

namespace {

constexpr char kHex[] = "0123456789abcdef";

void appendByteEscape(std::string& out, unsigned char byte) {
    out += "\\x";
    out += kHex[byte >> 4];
    out += kHex[byte & 15];
}

void appendCodePointEscape(std::string& out, char32_t cp) {
    out += "\\u";
    for (int shift = 12; shift >= 0; shift -= 4) out += kHex[(cp >> shift) & 15];
}

// Eight bytes none of which needs a look: ASCII from space to '~'.
bool plainAscii(std::uint64_t word) {
    constexpr std::uint64_t kHighBits = 0x8080808080808080u, kOnes = 0x0101010101010101u;
    const std::uint64_t control = (word - 0x20 * kOnes) & ~word & kHighBits;  // a byte below 0x20
    const std::uint64_t flipped = word ^ (0x7F * kOnes);
    const std::uint64_t del = (flipped - kOnes) & ~flipped & kHighBits;  // a byte 0x7F
    return ((word & kHighBits) | control | del) == 0;
}

}  // namespace

bool actsInsteadOfShowing(char32_t cp) {
    if (cp < 0x20 || (cp >= 0x7F && cp <= 0x9F)) return true;
    switch (cp) {
    case 0x061C:  // Arabic letter mark
    case 0x200E:  // left-to-right mark
    case 0x200F:  // right-to-left mark
    case 0x2028:  // line separator
    case 0x2029:  // paragraph separator
    case 0xFEFF: return true;
    default: return (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069);  // embeddings, overrides, isolates
    }
}

bool needsVisibleEscapes(std::string_view text) {
    for (std::size_t at = 0; at < text.size();) {
        if (at + 8 <= text.size()) {
            std::uint64_t word;
            std::memcpy(&word, text.data() + at, 8);
            if (plainAscii(word)) {
                at += 8;
                continue;
            }
        }
        const std::size_t length = utf8SequenceLength(text, at);
        if (length == 0) return true;
        std::size_t next = at;
        if (actsInsteadOfShowing(nextCodePoint(text, next))) return true;
        at += length;
    }
    return false;
}

void appendVisibleText(std::string& out, std::string_view text) {
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t length = utf8SequenceLength(text, at);
        if (length == 0) {
            appendByteEscape(out, static_cast<unsigned char>(text[at++]));
            continue;
        }
        std::size_t next = at;
        const char32_t cp = nextCodePoint(text, next);
        if (cp == '\n') out += "\\n";
        else if (cp == '\r') out += "\\r";
        else if (cp == '\t') out += "\\t";
        else if (cp < 0x80 && actsInsteadOfShowing(cp)) appendByteEscape(out, static_cast<unsigned char>(cp));
        else if (actsInsteadOfShowing(cp)) appendCodePointEscape(out, cp);
        else out.append(text.substr(at, length));
        at += length;
    }
}

std::string visibleText(std::string_view text) {
    if (!needsVisibleEscapes(text)) return std::string(text);
    std::string out;
    out.reserve(text.size() + 8);
    appendVisibleText(out, text);
    return out;
}

}  // namespace ablab::core
