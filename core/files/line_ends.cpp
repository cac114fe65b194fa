#include "files/line_ends.h"

#include <algorithm>

namespace ablab::core {

TextPlace placeOf(std::string_view text, std::size_t offset) {
    offset = std::min(offset, text.size());
    TextPlace place;
    std::size_t lineStart = 0;
    for (std::size_t at = lineEndFrom(text, 0); at < offset; at = lineEndFrom(text, at)) {
        const std::size_t length = lineEndLength(text, at);
        if (at + length > offset) break;  // `offset` is the "\n" of a "\r\n": still this line
        ++place.line;
        at += length;
        lineStart = at;
    }
    place.column = offset - lineStart + 1;
    return place;
}

std::string placeName(const std::string& name, std::string_view text, std::size_t offset) {
    const TextPlace place = placeOf(text, offset);
    return name + ":" + std::to_string(place.line) + ":" + std::to_string(place.column);
}

}  // namespace ablab::core
