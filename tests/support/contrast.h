#pragma once
// WCAG 2.1's contrast ratio, which the theme tests hold every pair of colours that carry a word
// or a mark to: 1 for equal colours, 21 for black on white.
#include <algorithm>
#include <cmath>
#include <cstdint>

#include "picture/theme.h"

namespace ablab::testing {

// The relative luminance of an sRGB colour (WCAG 2.1, "relative luminance").
inline double relativeLuminance(core::Color c) {
    const auto channel = [](std::uint8_t v) {
        const double s = v / 255.0;
        return s <= 0.03928 ? s / 12.92 : std::pow((s + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
}

inline double contrastRatio(core::Color a, core::Color b) {
    const double x = relativeLuminance(a), y = relativeLuminance(b);
    return (std::max(x, y) + 0.05) / (std::min(x, y) + 0.05);
}

}  // namespace ablab::testing
