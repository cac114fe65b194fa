#pragma once
// The one rule for where a line of a file ends, for every reader and every "NAME:LINE:COLUMN"
// it reports: "\n" (Unix), "\r\n" (Windows) and a "\r" alone (files from old Macs and from some
// editors' "Classic Mac" setting), which a reader that split at "\n" alone read as one line, a
// CR-only S-expression as nothing but its first comment.
#include <cstddef>
#include <string>
#include <string_view>

namespace ablab::core {

// The length of the line end at `at`: 2 for "\r\n", 1 for "\n" or a "\r" alone, 0 for none.
constexpr std::size_t lineEndLength(std::string_view text, std::size_t at) {
    if (at >= text.size()) return 0;
    if (text[at] == '\n') return 1;
    if (text[at] != '\r') return 0;
    return at + 1 < text.size() && text[at + 1] == '\n' ? 2 : 1;
}

// Where the line holding `at` ends: the offset of its line end, or the text's size.
constexpr std::size_t lineEndFrom(std::string_view text, std::size_t at) {
    const std::size_t end = text.find_first_of("\r\n", at);
    return end == std::string_view::npos ? text.size() : end;
}

// A place in a text, both counted from 1; the column counts bytes, as every reader's does.
struct TextPlace {
    std::size_t line = 1;
    std::size_t column = 1;
};

// The place of the byte at `offset` (the text's size: just after its end). An offset inside a
// "\r\n" is on the line the "\r" ends.
TextPlace placeOf(std::string_view text, std::size_t offset);

// "NAME:LINE:COLUMN", the start of every error message that points into a file.
std::string placeName(const std::string& name, std::string_view text, std::size_t offset);

}  // namespace ablab::core
