#include "export/svg_painter.h"

#include <charconv>

#include "export/font_families.h"

namespace ablab::core {

namespace {

// Two decimals are a hundredth of a pixel: finer than any screen, short enough to read.
std::string twoDecimals(float v) {
    char buffer[32];
    const float rounded = static_cast<float>(static_cast<long>(v * 100.0f + (v < 0 ? -0.5f : 0.5f))) / 100.0f;
    auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, rounded == 0 ? 0.0f : rounded);
    return ec == std::errc{} ? std::string(buffer, end) : std::string("0");
}

std::string paint(std::string_view attribute, Color c) {
    std::string text = " " + std::string(attribute) + "=\"" + svgColor(c) + "\"";
    if (c.a != 255) text += " " + std::string(attribute) + "-opacity=\"" + twoDecimals(c.a / 255.0f) + "\"";
    return text;
}

std::string strokeAttributes(const Stroke& stroke) {
    std::string text = paint("stroke", stroke.color) + " stroke-width=\"" + twoDecimals(stroke.width) + "\"";
    if (const auto dash = dashPattern(stroke))
        text += " stroke-dasharray=\"" + twoDecimals(dash->on) + " " + twoDecimals(dash->off) + "\"";
    else text += " stroke-linecap=\"round\"";
    return text + " stroke-linejoin=\"round\"";
}

std::string fillAttribute(std::optional<Color> fill) { return fill ? paint("fill", *fill) : std::string(" fill=\"none\""); }

}  // namespace

std::string svgColor(Color c) {
    static constexpr char digits[] = "0123456789abcdef";
    std::string text = "#";
    for (std::uint8_t part : {c.r, c.g, c.b}) {
        text += digits[part >> 4];
        text += digits[part & 15];
    }
    return text;
}

SvgPainter::SvgPainter(float width, float height, Color background) : m_width(width), m_height(height) {
    m_body += "<rect x=\"0\" y=\"0\" width=\"" + twoDecimals(width) + "\" height=\"" + twoDecimals(height) + "\"" +
              paint("fill", background) + "/>\n";
}

void SvgPainter::line(Point a, Point b, const Stroke& stroke) {
    m_body += "<line x1=\"" + twoDecimals(a.x) + "\" y1=\"" + twoDecimals(a.y) + "\" x2=\"" + twoDecimals(b.x) + "\" y2=\"" +
              twoDecimals(b.y) + "\"" + strokeAttributes(stroke) + "/>\n";
}

void SvgPainter::polygon(std::span<const Point> points, std::optional<Color> fill, const Stroke& stroke) {
    m_body += "<polygon points=\"";
    for (std::size_t i = 0; i < points.size(); ++i)
        m_body += (i ? " " : "") + twoDecimals(points[i].x) + "," + twoDecimals(points[i].y);
    m_body += "\"" + fillAttribute(fill) + strokeAttributes(stroke) + "/>\n";
}

void SvgPainter::circle(Point centre, float radius, std::optional<Color> fill, const Stroke& stroke) {
    m_body += "<circle cx=\"" + twoDecimals(centre.x) + "\" cy=\"" + twoDecimals(centre.y) + "\" r=\"" + twoDecimals(radius) +
              "\"" + fillAttribute(fill) + strokeAttributes(stroke) + "/>\n";
}

void SvgPainter::text(Point at, std::string_view text, float size, bool bold, Color color, TextAnchor anchor) {
    const char* anchorName = anchor == TextAnchor::Center ? "middle" : anchor == TextAnchor::Left ? "start" : "end";
    m_body += "<text x=\"" + twoDecimals(at.x) + "\" y=\"" + twoDecimals(at.y + size * kBaselineDrop) + "\" font-size=\"" +
              twoDecimals(size) + "\" text-anchor=\"" + anchorName + "\"" + (bold ? " font-weight=\"bold\"" : "") +
              paint("fill", color) + ">" + xmlEscape(text) + "</text>\n";
}

std::string SvgPainter::document() const {
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"" +
           twoDecimals(m_width) + "\" height=\"" + twoDecimals(m_height) + "\" viewBox=\"0 0 " + twoDecimals(m_width) + " " +
           twoDecimals(m_height) + "\" font-family=\"" + kExportFontFamilies + "\">\n" + m_body + "</svg>\n";
}

}  // namespace ablab::core
