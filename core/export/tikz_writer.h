#pragma once
// LaTeX/Beamer: a TikZ Painter, and a standalone beamer document whose one frame holds one
// tikzpicture with each step inside \only<k>{…}, so each slide of the frame shows the next step.
#include <set>
#include <string>
#include <vector>

#include "picture/paint.h"

namespace ablab::core {

// Pixels become centimetres: x_cm = x · scale, y_cm = (height − y) · scale, since TikZ's y
// points up. Line widths and font sizes are scaled the same way, so the picture is the SVG's.
class TikzPainter final : public Painter {
public:
    TikzPainter(float height, float centimetresPerPixel) : m_height(height), m_scale(centimetresPerPixel) {}

    void line(Point a, Point b, const Stroke& stroke) override;
    void polygon(std::span<const Point> points, std::optional<Color> fill, const Stroke& stroke) override;
    void circle(Point centre, float radius, std::optional<Color> fill, const Stroke& stroke) override;
    void text(Point at, std::string_view text, float size, bool bold, Color color, TextAnchor anchor) override;

    // The TikZ commands painted so far; takes them, leaving the painter empty.
    std::string take();
    // Every colour used, for \definecolor in the preamble (names from colorName).
    const std::set<std::uint32_t>& colors() const { return m_colors; }

private:
    std::string point(Point p) const;
    std::string color(Color c);
    std::string strokeOptions(const Stroke& stroke);

    float m_height, m_scale;
    std::string m_body;
    std::set<std::uint32_t> m_colors;
};

// A beamer 16:9 frame is 16 cm × 9 cm; the picture fills it but for a thin margin.
inline float tikzCentimetresPerPixel(float width) { return 15.2f / width; }

// "abC0FFEE": the name a colour is defined under.
std::string tikzColorName(std::uint32_t rgb);

// Text for LaTeX: the specials # $ % & ~ _ ^ \ { } escaped, α β ∞ ≤ ≥ → − … as math, letters
// beyond Latin-1 (Vietnamese ế ữ Đ, Chinese 节点) kept for xelatex, other characters pdflatex
// cannot typeset (☃, malformed UTF-8, control characters and DEL, which pdflatex refuses as
// "invalid character") replaced by "?".
std::string latexEscape(std::string_view text);

struct TikzDocument {
    float width = 1280, height = 720;  // pixels of the painted scenes
    Color background;
    std::string title;                  // the PDF's title
    std::vector<std::string> overlays;  // TikzPainter::take() for each slide, in order
    std::set<std::uint32_t> colors;
};

// The .tex source: beamer (16:9), one frame, one tikzpicture, overlay k = \only<k>{overlays[k-1]}.
// pdflatex's preamble when every character is Latin-1; xelatex's (fontspec, and xeCJK for
// Chinese) otherwise.
std::string tikzBeamerSource(const TikzDocument& document);

}  // namespace ablab::core
