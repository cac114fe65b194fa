#pragma once
// A Painter that writes SVG by hand. Text stays <text> (searchable, editable in Inkscape), with
// no external references, so one file is the whole picture.
#include <string>

#include "export/xml_writer.h"
#include "picture/paint.h"

namespace ablab::core {

class SvgPainter final : public Painter {
public:
    // The canvas is width × height pixels, filled with `background`.
    SvgPainter(float width, float height, Color background);

    void line(Point a, Point b, const Stroke& stroke) override;
    void polygon(std::span<const Point> points, std::optional<Color> fill, const Stroke& stroke) override;
    void circle(Point centre, float radius, std::optional<Color> fill, const Stroke& stroke) override;
    void text(Point at, std::string_view text, float size, bool bold, Color color, TextAnchor anchor) override;

    // The complete document: XML declaration, <svg> with its viewBox, and what was painted.
    std::string document() const;

private:
    float m_width, m_height;
    std::string m_body;
};

// A colour as SVG writes it: "#rrggbb" (opacity goes in its own attribute).
std::string svgColor(Color c);

}  // namespace ablab::core
