#include "picture/theme.h"

#include <cmath>

namespace ablab::core {

namespace {

constexpr Color rgb(std::uint32_t hex) {
    return Color{static_cast<std::uint8_t>(hex >> 16), static_cast<std::uint8_t>(hex >> 8), static_cast<std::uint8_t>(hex)};
}

}  // namespace

Theme Theme::light() {
    Theme t;
    t.background = rgb(0xFFFFFF);
    t.ink = rgb(0x1A1A1A);
    t.faint = rgb(0x5E5E5E);
    t.unvisitedFill = rgb(0xFFFFFF);
    t.pathFill = rgb(0xCFE8F7);     // a tint of sky blue
    t.currentFill = rgb(0xF0E442);  // Okabe–Ito yellow
    t.doneFill = rgb(0xDDF0E8);     // a tint of bluish green
    t.prunedFill = rgb(0xF2F2F2);
    t.prunedInk = rgb(0x6B6B6B);
    t.path = rgb(0x005A8C);    // blue
    t.chosen = rgb(0xB07700);  // orange
    t.cutoff = rgb(0xB34E00);  // vermillion
    t.alpha = rgb(0x0072B2);
    t.beta = rgb(0xA8507F);     // a darker reddish purple, readable on white
    t.changed = rgb(0x009E73);  // bluish green
    return t;
}

Theme Theme::projector() {
    Theme t = light();
    t.ink = rgb(0x000000);
    t.faint = rgb(0x5E5E5E);
    t.prunedInk = rgb(0x6B6B6B);
    t.pathFill = rgb(0xBFE0F5);
    return t;
}

Theme Theme::dark() {
    Theme t;
    t.background = rgb(0x1E1E1E);
    t.ink = rgb(0xF2F2F2);
    t.faint = rgb(0xA3A3A3);
    t.unvisitedFill = rgb(0x2B2B2B);
    t.pathFill = rgb(0x12415E);
    t.currentFill = rgb(0x3D380C);
    t.doneFill = rgb(0x1A3F33);
    t.prunedFill = rgb(0x262626);
    t.prunedInk = rgb(0x8F8F8F);
    t.path = rgb(0x56B4E9);
    t.chosen = rgb(0xE69F00);
    t.cutoff = rgb(0xFF7A2E);
    t.alpha = rgb(0x56B4E9);
    t.beta = rgb(0xE08DBD);
    t.changed = rgb(0x3FD6A8);
    return t;
}

Color mix(Color a, Color b, float t) {
    auto channel = [t](std::uint8_t x, std::uint8_t y) {
        return static_cast<std::uint8_t>(
            std::lround(static_cast<float>(x) + (static_cast<float>(y) - static_cast<float>(x)) * t));
    };
    return {channel(a.r, b.r), channel(a.g, b.g), channel(a.b, b.b), 255};
}

bool parseThemeName(std::string_view text, ThemeName& out) {
    if (text == "light") out = ThemeName::Light;
    else if (text == "dark") out = ThemeName::Dark;
    else if (text == "projector") out = ThemeName::Projector;
    else return false;
    return true;
}

Theme themeOf(ThemeName name) {
    switch (name) {
    case ThemeName::Light: return Theme::light();
    case ThemeName::Dark: return Theme::dark();
    case ThemeName::Projector: return Theme::projector();
    }
    return Theme::light();
}

}  // namespace ablab::core
