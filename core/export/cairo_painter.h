#pragma once
// A Painter over a cairo context: PNG, PDF pages and GIF frames are all drawn through it, so
// they show exactly what the SVG and the canvas show. Text uses cairo's toy API with DejaVu
// Sans and is measured, so anchors and the cutoff title's box fit the real glyphs.
#include <cairo.h>

#include "picture/paint.h"

namespace ablab::core {

class CairoPainter final : public Painter {
public:
    explicit CairoPainter(cairo_t* cr) : m_cr(cr) {}

    void line(Point a, Point b, const Stroke& stroke) override;
    void polygon(std::span<const Point> points, std::optional<Color> fill, const Stroke& stroke) override;
    void circle(Point centre, float radius, std::optional<Color> fill, const Stroke& stroke) override;
    void text(Point at, std::string_view text, float size, bool bold, Color color, TextAnchor anchor) override;
    float textWidth(std::string_view text, float size, bool bold) const override;

    // Fills the whole clip area, for the background.
    void clear(Color color);

private:
    void setColor(Color c);
    void setStroke(const Stroke& stroke);
    void fillAndStroke(std::optional<Color> fill, const Stroke& stroke);
    void selectFont(float size, bool bold) const;

    cairo_t* m_cr;
};

}  // namespace ablab::core
