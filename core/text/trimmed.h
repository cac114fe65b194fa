#pragma once
// The one rule for the white space around what people type and what files hold.
#include <string_view>

namespace ablab::core {

// `text` without the spaces, tabs and carriage returns around it. The carriage return is there
// because a line read from a file saved on Windows ends in one; a newline is not, as the readers
// split lines before they trim, and a value typed in a box or an answer file holds none.
constexpr std::string_view trimmed(std::string_view text) {
    constexpr std::string_view kBlank = " \t\r";
    const std::size_t first = text.find_first_not_of(kBlank);
    if (first == std::string_view::npos) return {};
    return text.substr(first, text.find_last_not_of(kBlank) - first + 1);
}

}  // namespace ablab::core
