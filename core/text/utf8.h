#pragma once
// Reading UTF-8 one code point at a time: labels, notes and translations are UTF-8 throughout.
#include <string_view>

namespace ablab::core {

// Decodes one UTF-8 sequence at s[i] and advances i past it. Malformed bytes read as U+FFFD,
// one byte at a time, so a broken label never stops a loop.
char32_t nextCodePoint(std::string_view s, std::size_t& i);

}  // namespace ablab::core
