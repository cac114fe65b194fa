#pragma once
// A student's name as typed on a phone, made fit to keep and show: it lands in the presenter's
// CSV and on the student's own screen, and a name is the one thing a student types freely.
#include <cstddef>
#include <string>
#include <string_view>

namespace ablab::core::live {

inline constexpr std::size_t kNameCharacters = 40;

// The name with what acts instead of showing removed (controls, bidirectional overrides, line
// separators: text/visible_text.h's actsInsteadOfShowing), bytes that are not UTF-8 removed,
// every run of white space made one space, spaces at either end trimmed, and cut to
// kNameCharacters characters (code points). Empty when nothing is left: the join is refused.
std::string cleanName(std::string_view typed);

}  // namespace ablab::core::live
