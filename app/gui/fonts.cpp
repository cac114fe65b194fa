#include "gui/fonts.h"

#include <filesystem>

namespace ablab::app {

namespace {

constexpr const char* kRegular = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
constexpr const char* kBold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";

// Latin, Greek (α β), dashes and the ellipsis, arrows (→), minus, ∞ ≤ ≥, ⌈ ⌉ ⌊ ⌋ (the best case
// b^⌈d/2⌉ + b^⌊d/2⌋ − 1), and ▲ ▼ □ ○: what
// the lecture's words need, and no more, so the large sizes keep the atlas small.
constexpr ImWchar kRanges[] = {0x0020, 0x00FF, 0x0391, 0x03C9, 0x2013, 0x2026, 0x2190, 0x2193, 0x2212, 0x2212,
                               0x221E, 0x221E, 0x2264, 0x2265, 0x2308, 0x230B, 0x25A1, 0x25A1, 0x25B2, 0x25B2, 0x25BC, 0x25BC,
                               0x25CB, 0x25CB, 0};

}  // namespace

ImFont* Fonts::pick(float pixels, bool isBold) const {
    const auto& set = isBold ? bold : regular;
    for (std::size_t i = 0; i < kSizes.size(); ++i)
        if (kSizes[i] >= pixels * 0.95f && set[i]) return set[i];
    return set.back() ? set.back() : ui;
}

Fonts loadFonts(float uiSize) {
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    Fonts fonts;
    const bool haveDejaVu = std::filesystem::exists(kRegular) && std::filesystem::exists(kBold);
    if (!haveDejaVu) {
        fonts.ui = io.Fonts->AddFontDefault();
        fonts.regular.fill(fonts.ui);
        fonts.bold.fill(fonts.ui);
        return fonts;
    }
    ImFontConfig config;
    config.OversampleH = 1;  // large sizes need no horizontal oversampling; keeps the atlas small
    fonts.ui = io.Fonts->AddFontFromFileTTF(kRegular, uiSize, &config, kRanges);
    for (std::size_t i = 0; i < Fonts::kSizes.size(); ++i) {
        fonts.regular[i] = io.Fonts->AddFontFromFileTTF(kRegular, Fonts::kSizes[i], &config, kRanges);
        fonts.bold[i] = io.Fonts->AddFontFromFileTTF(kBold, Fonts::kSizes[i], &config, kRanges);
    }
    return fonts;
}

}  // namespace ablab::app
