#pragma once
// Reading UTF-8 one code point at a time: labels, notes and translations are UTF-8 throughout.
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace ablab::core {

// Decodes one UTF-8 sequence at s[i] and advances i past it. Malformed bytes read as U+FFFD,
// one byte at a time, so a broken label never stops a loop.
char32_t nextCodePoint(std::string_view s, std::size_t& i);

// The length of the well-formed UTF-8 sequence at s[at] (1 to 4), or 0 when there is none: a
// stray continuation byte, an overlong form, a surrogate, beyond U+10FFFF, cut short. Stricter
// than nextCodePoint, for the checks that decide what is text.
std::size_t utf8SequenceLength(std::string_view s, std::size_t at);

// Unicode's 66 noncharacters: U+FDD0–U+FDEF and the last two code points of every plane
// (U+FFFE, U+FFFF, …, U+10FFFF). They are reserved for a program's own use, and libraries differ
// on them: cairo's PDF writer refuses a title holding one ("input string not valid UTF-8") where
// the SVG, PNG and GIF writers take it. ablab reads no text holding one, so that every format
// writes what it read.
constexpr bool isNoncharacter(char32_t cp) { return (cp >= 0xFDD0 && cp <= 0xFDEF) || (cp & 0xFFFE) == 0xFFFE; }

// The one check of what is text: where the first byte that is not starts — a NUL (unless
// allowed), a byte that is not UTF-8 (utf8SequenceLength's 0), the start of a noncharacter —
// or npos. One pass: runs of ASCII without NUL are passed eight bytes at a time, since a tree
// document is mostly ASCII and every file is checked before its reader. NulByte::Allowed is for
// a string a JSON reader decoded, where "\u0000" is its reader's to judge.
enum class NulByte : std::uint8_t { Refused, Allowed };
std::size_t firstNonTextAt(std::string_view text, NulByte nul = NulByte::Refused);

}  // namespace ablab::core
