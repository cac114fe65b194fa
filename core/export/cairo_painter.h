#pragma once
// A Painter over a cairo context: PNG, PDF pages and GIF frames are all drawn through it, so
// they show exactly what the SVG and the canvas show. Text is laid out by Pango (DejaVu Sans with
// Noto Sans CJK SC for Chinese, fontconfig's fallback beyond) and measured, so anchors and the
// cutoff title's box fit the real glyphs in every language.
#include <cairo.h>
#include <pango/pangocairo.h>

#include "picture/paint.h"

namespace ablab::core {

class CairoPainter final : public Painter {
public:
    explicit CairoPainter(cairo_t* cr);
    ~CairoPainter() override;
    CairoPainter(const CairoPainter&) = delete;
    CairoPainter& operator=(const CairoPainter&) = delete;

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
    void setText(std::string_view text, float size, bool bold) const;

    cairo_t* m_cr;
    PangoLayout* m_layout;  // reused for every text: one per painter
};

}  // namespace ablab::core
