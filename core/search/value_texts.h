#pragma once
// formatValue remembered. A table of a big run writes the same few values (-∞, 0, 1, ∞) tens of
// thousands of times, in its cells and its sentences, and making the shortest text of a double
// costs more than the rest of a row; each writer keeps one of these and asks it instead.
#include <array>
#include <cstdint>
#include <string_view>

#include "model/value.h"

namespace ablab::core {

// A value's text held by value, so that it outlives whatever the memory holds next.
struct ValueText {
    std::array<char, 32> chars{};  // formatValue's longest text, a double's shortest, is 24 bytes
    std::uint8_t size = 0;
    std::uint8_t width = 0;  // its display width (text/display_width.h): "-∞" is 2 columns in 4 bytes

    operator std::string_view() const { return {chars.data(), size}; }  // NOLINT: used as an argument's text
};

class ValueTexts {
public:
    // formatValue(v), and its width.
    ValueText operator()(Value v);

private:
    struct Slot {
        std::uint64_t bits = 0;
        bool used = false;
        ValueText text;
    };
    static constexpr int kSlotBits = 4;
    std::array<Slot, 1 << kSlotBits> m_slots{};  // by the value's bits; a value that collides takes the slot
};

}  // namespace ablab::core
