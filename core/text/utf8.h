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

}  // namespace ablab::core
