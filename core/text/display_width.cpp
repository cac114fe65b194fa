#include "text/display_width.h"

#include "text/utf8.h"

namespace ablab::core {

namespace {

struct Range {
    char32_t first, last;
};

// Unicode's East_Asian_Width W and F blocks (UAX #11), coarsened to whole blocks.
constexpr Range kWide[] = {
    {0x1100, 0x115F}, {0x2E80, 0x303E},   {0x3041, 0x33FF},   {0x3400, 0x4DBF},   {0x4E00, 0x9FFF},
    {0xA000, 0xA4CF}, {0xAC00, 0xD7A3},   {0xF900, 0xFAFF},   {0xFE30, 0xFE4F},   {0xFF00, 0xFF60},
    {0xFFE0, 0xFFE6}, {0x1F300, 0x1F64F}, {0x1F900, 0x1F9FF}, {0x20000, 0x2FFFD}, {0x30000, 0x3FFFD},
};
// Combining marks and zero-width characters: drawn on the character before them.
constexpr Range kZero[] = {
    {0x0300, 0x036F}, {0x1AB0, 0x1AFF}, {0x1DC0, 0x1DFF}, {0x200B, 0x200F}, {0x20D0, 0x20FF}, {0xFE00, 0xFE0F}, {0xFE20, 0xFE2F},
};

bool inAny(char32_t c, const auto& ranges) {
    for (const Range& r : ranges)
        if (c >= r.first && c <= r.last) return true;
    return false;
}

}  // namespace

bool isWide(char32_t c) { return inAny(c, kWide); }

std::size_t displayWidth(std::string_view utf8) {
    std::size_t width = 0;
    for (std::size_t i = 0; i < utf8.size();) {
        if (static_cast<unsigned char>(utf8[i]) < 0x80) {  // ASCII: neither wide nor zero-width
            ++width, ++i;
            continue;
        }
        const char32_t c = nextCodePoint(utf8, i);
        width += inAny(c, kZero) ? 0 : inAny(c, kWide) ? 2 : 1;
    }
    return width;
}

std::string padToWidth(std::string_view utf8, std::size_t width) {
    std::string text(utf8);
    const std::size_t have = displayWidth(utf8);
    if (have < width) text.append(width - have, ' ');
    return text;
}

}  // namespace ablab::core
