#pragma once
// How many terminal columns a UTF-8 text takes: East Asian wide and fullwidth characters (汉字,
// fullwidth punctuation) take two, combining marks (a Vietnamese tone mark written apart) none,
// everything else one. Tables in a terminal line up only when padded by this, not by bytes or
// code points.
#include <cstddef>
#include <string>
#include <string_view>

namespace ablab::core {

std::size_t displayWidth(std::string_view utf8);
// Whether one character is East Asian wide or fullwidth (汉字, "，"): two columns.
bool isWide(char32_t c);

// The text followed by spaces up to `width` columns (unchanged if it is already as wide).
std::string padToWidth(std::string_view utf8, std::size_t width);

}  // namespace ablab::core
