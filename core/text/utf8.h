#pragma once
// Reading UTF-8 one code point at a time: labels, notes and translations are UTF-8 throughout.
#include <cstddef>
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

// Where the first noncharacter in `s` starts, or npos. Malformed bytes are passed over.
std::size_t findNoncharacter(std::string_view s);

}  // namespace ablab::core
