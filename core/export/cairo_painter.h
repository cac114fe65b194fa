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

    // Lines of one stroke, and discs of one colour, that follow one another are gathered into
    // one path and drawn by one cairo_stroke or cairo_fill: each call costs a setup and a pass
    // over the surface, which for a dense tree's marks is nearly all the time.
    void beginMarks() override;
    void endMarks() override;

private:
    enum class Gathered : std::uint8_t { Nothing, Lines, Discs };
    void flushGathered();
    void setColor(Color c);
    void setStroke(const Stroke& stroke);
    void fillAndStroke(std::optional<Color> fill, const Stroke& stroke);
    void setText(std::string_view text, float size, bool bold) const;

    cairo_t* m_cr;
    PangoLayout* m_layout;  // reused for every text: one per painter
    bool m_gathering = false;
    Gathered m_gathered = Gathered::Nothing;
    Stroke m_gatheredStroke;  // the lines' stroke, or the discs' colour
    std::size_t m_gatheredCount = 0;
    // cairo rasterizes a path by sweeping its edges down the image; a path of all the tree's
    // lines keeps thousands of them active on every row, so they are drawn in small groups.
    static constexpr std::size_t kGatheredAtMost = 64;
};

}  // namespace ablab::core
