#include "text/utf8.h"

#include <cstdint>
#include <cstring>

namespace ablab::core {

char32_t nextCodePoint(std::string_view s, std::size_t& i) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
    const unsigned char lead = byte(i);
    const int extra = lead < 0x80 ? 0 : (lead >> 5) == 6 ? 1 : (lead >> 4) == 14 ? 2 : (lead >> 3) == 30 ? 3 : -1;
    if (extra < 0 || i + static_cast<std::size_t>(extra) >= s.size()) {
        ++i;
        return 0xFFFD;
    }
    char32_t cp = extra == 0 ? lead : lead & (0x3F >> extra);
    for (int k = 1; k <= extra; ++k) {
        if ((byte(i + static_cast<std::size_t>(k)) & 0xC0) != 0x80) {
            ++i;
            return 0xFFFD;
        }
        cp = cp << 6 | (byte(i + static_cast<std::size_t>(k)) & 0x3F);
    }
    i += static_cast<std::size_t>(extra) + 1;
    return cp;
}

std::size_t utf8SequenceLength(std::string_view s, std::size_t at) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(s[i]); };
    const unsigned char lead = byte(at);
    if (lead < 0x80) return 1;
    std::size_t length = 0;
    unsigned char low = 0x80, high = 0xBF;  // the second byte's range
    if (lead >= 0xC2 && lead <= 0xDF) length = 2;
    else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        if (lead == 0xE0) low = 0xA0;   // overlong
        if (lead == 0xED) high = 0x9F;  // surrogates
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        if (lead == 0xF0) low = 0x90;   // overlong
        if (lead == 0xF4) high = 0x8F;  // beyond U+10FFFF
    } else {
        return 0;
    }
    if (at + length > s.size()) return 0;
    if (byte(at + 1) < low || byte(at + 1) > high) return 0;
    for (std::size_t i = 2; i < length; ++i)
        if (byte(at + i) < 0x80 || byte(at + i) > 0xBF) return 0;
    return length;
}

std::size_t findNoncharacter(std::string_view s) {
    // Every noncharacter's first byte is 0xEF or above (EF B7 90 is U+FDD0), so eight bytes none
    // of which is are passed at once: this runs on every file read, most of it ASCII or
    // Chinese (E4–E9).
    constexpr std::uint64_t kHighBits = 0x8080808080808080u, kSeventeens = 0x1111111111111111u;
    for (std::size_t at = 0; at < s.size();) {
        if (at + 8 <= s.size()) {
            std::uint64_t word;
            std::memcpy(&word, s.data() + at, 8);
            // A byte of ~word below 0x11 is a byte of word at 0xEF or above.
            if (((~word - kSeventeens) & word & kHighBits) == 0) {
                at += 8;
                continue;
            }
        }
        if (static_cast<unsigned char>(s[at]) < 0xEF) {
            ++at;
            continue;
        }
        const std::size_t length = utf8SequenceLength(s, at);
        if (length == 0) {
            ++at;
            continue;
        }
        std::size_t next = at;
        if (isNoncharacter(nextCodePoint(s, next))) return at;
        at += length;
    }
    return std::string_view::npos;
}

}  // namespace ablab::core
