#pragma once
// DejaVu Sans, regular and bold, rasterised at a few pixel sizes: text is drawn from the
// nearest larger size and scaled down a little, so it stays crisp at every zoom.
#include <imgui.h>

#include <array>

namespace ablab::app {

struct Fonts {
    static constexpr std::array<float, 5> kSizes{16, 24, 36, 54, 80};
    std::array<ImFont*, kSizes.size()> regular{};
    std::array<ImFont*, kSizes.size()> bold{};
    ImFont* ui = nullptr;  // the panels' font

    // The font to draw `pixels`-high text with.
    ImFont* pick(float pixels, bool isBold) const;
};

// Loads the fonts into ImGui's atlas; `uiSize` is the panels' text size. Falls back to ImGui's
// built-in font (ASCII only) when DejaVu Sans is not installed.
Fonts loadFonts(float uiSize);

}  // namespace ablab::app
