#include "export/cairo_painter.h"

#include <numbers>
#include <string>

#include "export/font_families.h"

// ABLAB_ADDRESS_SANITIZER: the build's (cmake/AblabTargets.cmake).
#if defined(ABLAB_ADDRESS_SANITIZER)
// Fontconfig, which Pango and cairo load, keeps its configuration until exit on purpose, and
// cairo keeps its font-face cache (a 768-byte array grown once by realloc) the same way;
// LeakSanitizer would call them leaks and fail every run that draws text.
extern "C" const char* __lsan_default_suppressions() { return "leak:libfontconfig.so\nleak:libcairo.so\n"; }
// Quietly: the tests compare what ablab prints, and a list of the suppressions used is not it.
extern "C" const char* __lsan_default_options() { return "print_suppressions=0"; }
#endif

namespace ablab::core {

void CairoPainter::setColor(Color c) { cairo_set_source_rgba(m_cr, c.r / 255.0, c.g / 255.0, c.b / 255.0, c.a / 255.0); }

void CairoPainter::setStroke(const Stroke& stroke) {
    setColor(stroke.color);
    cairo_set_line_width(m_cr, stroke.width);
    cairo_set_line_join(m_cr, CAIRO_LINE_JOIN_ROUND);
    if (const auto dash = dashPattern(stroke)) {
        const double lengths[] = {dash->on, dash->off};
        cairo_set_dash(m_cr, lengths, 2, 0);
        cairo_set_line_cap(m_cr, CAIRO_LINE_CAP_BUTT);
    } else {
        cairo_set_dash(m_cr, nullptr, 0, 0);
        cairo_set_line_cap(m_cr, CAIRO_LINE_CAP_ROUND);
    }
}

void CairoPainter::fillAndStroke(std::optional<Color> fill, const Stroke& stroke) {
    if (fill) {
        setColor(*fill);
        cairo_fill_preserve(m_cr);
    }
    setStroke(stroke);
    cairo_stroke(m_cr);
}

void CairoPainter::clear(Color color) {
    flushGathered();
    setColor(color);
    cairo_paint(m_cr);
}

namespace {
bool sameStroke(const Stroke& a, const Stroke& b) { return a.color == b.color && a.width == b.width && a.style == b.style; }
}  // namespace

void CairoPainter::beginMarks() { m_gathering = true; }

void CairoPainter::endMarks() {
    flushGathered();
    m_gathering = false;
}

void CairoPainter::flushGathered() {
    if (m_gathered == Gathered::Lines) {
        setStroke(m_gatheredStroke);
        cairo_stroke(m_cr);
    } else if (m_gathered == Gathered::Discs) {
        setColor(m_gatheredStroke.color);
        cairo_fill(m_cr);
    }
    m_gathered = Gathered::Nothing;
    m_gatheredCount = 0;
}

void CairoPainter::line(Point a, Point b, const Stroke& stroke) {
    if (m_gathering) {
        if (m_gathered != Gathered::Lines || !sameStroke(stroke, m_gatheredStroke)) {
            flushGathered();
            m_gathered = Gathered::Lines;
            m_gatheredStroke = stroke;
        }
        cairo_move_to(m_cr, a.x, a.y);
        cairo_line_to(m_cr, b.x, b.y);
        if (++m_gatheredCount >= kGatheredAtMost) flushGathered();
        return;
    }
    cairo_move_to(m_cr, a.x, a.y);
    cairo_line_to(m_cr, b.x, b.y);
    setStroke(stroke);
    cairo_stroke(m_cr);
}

void CairoPainter::polygon(std::span<const Point> points, std::optional<Color> fill, const Stroke& stroke) {
    flushGathered();
    if (points.empty()) return;
    cairo_move_to(m_cr, points[0].x, points[0].y);
    for (const Point& p : points.subspan(1)) cairo_line_to(m_cr, p.x, p.y);
    cairo_close_path(m_cr);
    fillAndStroke(fill, stroke);
}

void CairoPainter::circle(Point centre, float radius, std::optional<Color> fill, const Stroke& stroke) {
    // A plain mark, outlined in its own fill: one disc, its outline's half width larger.
    if (m_gathering && fill && *fill == stroke.color && stroke.style == LineStyle::Solid) {
        if (m_gathered != Gathered::Discs || !(*fill == m_gatheredStroke.color)) {
            flushGathered();
            m_gathered = Gathered::Discs;
            m_gatheredStroke = Stroke{*fill};
        }
        cairo_new_sub_path(m_cr);
        cairo_arc(m_cr, centre.x, centre.y, radius + stroke.width / 2, 0, 2 * std::numbers::pi);
        if (++m_gatheredCount >= kGatheredAtMost) flushGathered();
        return;
    }
    flushGathered();
    cairo_new_sub_path(m_cr);
    cairo_arc(m_cr, centre.x, centre.y, radius, 0, 2 * std::numbers::pi);
    fillAndStroke(fill, stroke);
}

CairoPainter::CairoPainter(cairo_t* cr) : m_cr(cr), m_layout(pango_cairo_create_layout(cr)) {}

CairoPainter::~CairoPainter() { g_object_unref(m_layout); }

void CairoPainter::setText(std::string_view text, float size, bool bold) const {
    PangoFontDescription* font = pango_font_description_from_string(kExportFontFamilies);
    pango_font_description_set_absolute_size(font, size * PANGO_SCALE);
    pango_font_description_set_weight(font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
    pango_layout_set_font_description(m_layout, font);
    pango_font_description_free(font);
    pango_layout_set_text(m_layout, text.data(), static_cast<int>(text.size()));
}

float CairoPainter::textWidth(std::string_view text, float size, bool bold) const {
    setText(text, size, bold);
    PangoRectangle logical;
    pango_layout_get_extents(m_layout, nullptr, &logical);
    return static_cast<float>(logical.width) / PANGO_SCALE;
}

void CairoPainter::text(Point at, std::string_view text, float size, bool bold, Color color, TextAnchor anchor) {
    flushGathered();
    const float width = textWidth(text, size, bold);  // also lays the text out
    float x = at.x;
    if (anchor == TextAnchor::Center) x -= width / 2;
    if (anchor == TextAnchor::Right) x -= width;
    // The scene places baselines; Pango draws from the layout's top.
    const double baseline = static_cast<double>(pango_layout_get_baseline(m_layout)) / PANGO_SCALE;
    setColor(color);
    cairo_move_to(m_cr, x, at.y + size * kBaselineDrop - baseline);
    pango_cairo_update_layout(m_cr, m_layout);
    pango_cairo_show_layout(m_cr, m_layout);
    cairo_new_path(m_cr);
}

}  // namespace ablab::core
