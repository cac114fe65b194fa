#pragma once
// The picture's colours: a theme by name (light, dark, projector), the same for the window, the
// exports and the decks.
#include <cstdint>
#include <string_view>

namespace ablab::core {

struct Color {
    std::uint8_t r = 0, g = 0, b = 0, a = 255;
    bool operator==(const Color&) const = default;
};

// Colours from the Okabe–Ito palette, which stays distinguishable for colour-blind viewers;
// nothing is told by colour alone (pruned is also dashed, the path also thick).
struct Theme {
    Color background, ink, faint;
    Color unvisitedFill, pathFill, currentFill, doneFill, prunedFill, prunedInk;
    Color path, chosen, cutoff, alpha, beta, changed;
    static Theme light();
    static Theme dark();
    static Theme projector();  // high contrast for a bright room
};

// The colour `t` of the way from a to b (0: a, 1: b), opaque.
Color mix(Color a, Color b, float t);

// What `--theme` and the Export menu choose.
enum class ThemeName : std::uint8_t { Light, Dark, Projector };
// "light", "dark" or "projector"; false (and `out` untouched) for anything else.
bool parseThemeName(std::string_view text, ThemeName& out);
Theme themeOf(ThemeName name);

}  // namespace ablab::core
