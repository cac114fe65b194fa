#include "search/value_texts.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>

#include "text/display_width.h"

namespace ablab::core {

ValueText ValueTexts::operator()(Value v) {
    std::uint64_t bits;  // std::bit_cast, which the browser build's libc++ (LLVM 14) lacks
    std::memcpy(&bits, &v, sizeof bits);
    // Fibonacci hashing: the top bits of the product mix every bit of the value (-1, 0, 1, ±∞
    // differ only in their top twelve).
    Slot& slot = m_slots[(bits * 0x9E3779B97F4A7C15u) >> (64 - kSlotBits)];
    if (slot.used && slot.bits == bits) return slot.text;
    const std::string text = formatValue(v);
    slot.used = true;
    slot.bits = bits;
    slot.text.size = static_cast<std::uint8_t>(std::min(text.size(), slot.text.chars.size()));
    std::copy_n(text.data(), slot.text.size, slot.text.chars.data());
    slot.text.width = static_cast<std::uint8_t>(displayWidth(std::string_view(slot.text)));
    return slot.text;
}

}  // namespace ablab::core
