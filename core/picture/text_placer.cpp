#include "picture/text_placer.h"

#include <algorithm>
#include <cmath>

#include "text/display_width.h"
#include "text/utf8.h"

namespace ablab::core {

InkHeight inkHeight(std::string_view text) {
    InkHeight ink;
    for (std::size_t i = 0; i < text.size();) {
        const char32_t c = nextCodePoint(text, i);
        if (isWide(c)) {
            ink.ascent = std::max(ink.ascent, 0.88f);
            ink.descent = std::max(ink.descent, 0.12f);
        } else if ((c >= 0xC0 && c <= 0x24F) || (c >= 0x1E00 && c <= 0x1EFF) || (c >= 0x300 && c <= 0x36F)) {
            // Vietnamese: a tone mark stacked on a circumflex or breve, and the dot below.
            ink.ascent = std::max(ink.ascent, 1.0f);
            ink.descent = std::max(ink.descent, 0.2f);
        } else if (c == U'g' || c == U'j' || c == U'p' || c == U'q' || c == U'y' || c == U'β' || c == U'(' || c == U')' ||
                   c == U'[' || c == U']' || c == U'{' || c == U'}' || c == U',' || c == U';' || c == U'|' || c == U'Q' ||
                   c == U'_' || c == U'µ' || c == U'ρ' || c == U'φ' || c == U'γ' || c == U'η' || c == U'χ' || c == U'ψ' ||
                   c == U'ζ' || c == U'ξ') {
            ink.descent = std::max(ink.descent, 0.24f);
        } else if (c > 0x7F && c < 0x2000 && !(c >= 0x391 && c <= 0x3C9)) {
            // Other scripts' letters: room for what we cannot classify.
            ink.ascent = std::max(ink.ascent, 0.95f);
            ink.descent = std::max(ink.descent, 0.24f);
        }
    }
    return ink;
}

TextBox textBox(Point at, float width, float size, TextAnchor anchor, std::string_view text) {
    // The baseline is kBaselineDrop em below `at`.
    const float baseline = at.y + size * kBaselineDrop;
    const InkHeight ink = text.empty() ? InkHeight{0.76f, 0.24f} : inkHeight(text);
    float left = at.x;
    if (anchor == TextAnchor::Center) left -= width / 2;
    if (anchor == TextAnchor::Right) left -= width;
    return {left, baseline - ink.ascent * size, left + width, baseline + ink.descent * size};
}

bool meets(const TextBox& box, const InkSegment& segment) {
    // Liang–Barsky: clip the segment to the box grown by the stroke's half width.
    const float left = box.left - segment.halfWidth, right = box.right + segment.halfWidth;
    const float top = box.top - segment.halfWidth, bottom = box.bottom + segment.halfWidth;
    const float dx = segment.b.x - segment.a.x, dy = segment.b.y - segment.a.y;
    float t0 = 0, t1 = 1;
    const float p[] = {-dx, dx, -dy, dy};
    const float q[] = {segment.a.x - left, right - segment.a.x, segment.a.y - top, bottom - segment.a.y};
    for (int i = 0; i < 4; ++i) {
        if (p[i] == 0) {
            if (q[i] < 0) return false;
            continue;
        }
        const float t = q[i] / p[i];
        if (p[i] < 0) t0 = std::max(t0, t);
        else t1 = std::min(t1, t);
        if (t0 > t1) return false;
    }
    return true;
}

bool meets(const TextBox& box, const InkRing& ring) {
    const Point c = ring.centre;
    const float nearX = std::clamp(c.x, box.left, box.right), nearY = std::clamp(c.y, box.top, box.bottom);
    const float nearest = std::hypot(nearX - c.x, nearY - c.y);
    if (nearest > ring.radius + ring.halfWidth) return false;
    if (ring.filled) return true;
    const float farX = std::max(std::abs(box.left - c.x), std::abs(box.right - c.x));
    const float farY = std::max(std::abs(box.top - c.y), std::abs(box.bottom - c.y));
    return std::hypot(farX, farY) >= ring.radius - ring.halfWidth;
}

TextPlacer::TextPlacer(TextBox bounds) : m_bounds(bounds) {}

template <typename F>
void TextPlacer::forCells(const TextBox& box, F&& f) const {
    const int x0 = static_cast<int>(std::floor(box.left / kCell)), x1 = static_cast<int>(std::floor(box.right / kCell));
    const int y0 = static_cast<int>(std::floor(box.top / kCell)), y1 = static_cast<int>(std::floor(box.bottom / kCell));
    for (int cy = y0; cy <= y1; ++cy)
        for (int cx = x0; cx <= x1; ++cx)
            if (!f(key(cx, cy))) return;
}

namespace {

// Too large to index cell by cell (a word or line at an absurd zoom): never placed, never indexed.
bool huge(const TextBox& box) { return box.right - box.left > 1e5f || box.bottom - box.top > 1e5f; }

}  // namespace

bool TextPlacer::fits(const TextBox& box, float air) const {
    const bool bounded = m_bounds.right > m_bounds.left && m_bounds.bottom > m_bounds.top;
    if (bounded &&
        (box.left < m_bounds.left || box.right > m_bounds.right || box.top < m_bounds.top || box.bottom > m_bounds.bottom))
        return false;
    if (huge(box)) return false;
    bool clear = true;
    const TextBox spaced{box.left - air, box.top, box.right + air, box.bottom};
    forCells(spaced, [&](std::int64_t k) {
        const auto it = m_cells.find(k);
        if (it == m_cells.end()) return true;
        for (const Entry& e : it->second) {
            const bool hit = e.kind == Entry::Kind::Box       ? m_boxes[e.index].overlaps(spaced)
                             : e.kind == Entry::Kind::Segment ? meets(box, m_segments[e.index])
                                                              : meets(box, m_rings[e.index]);
            if (hit) return clear = false;
        }
        return true;
    });
    return clear;
}

void TextPlacer::add(const TextBox& around, Entry entry) {
    if (huge(around)) return;
    forCells(around, [&](std::int64_t k) {
        m_cells[k].push_back(entry);
        return true;
    });
}

void TextPlacer::reserve(const TextBox& box) {
    m_boxes.push_back(box);
    add(box, {Entry::Kind::Box, static_cast<std::uint32_t>(m_boxes.size() - 1)});
}

void TextPlacer::reserveStroke(const InkSegment& s) {
    m_segments.push_back(s);
    add({std::min(s.a.x, s.b.x) - s.halfWidth, std::min(s.a.y, s.b.y) - s.halfWidth, std::max(s.a.x, s.b.x) + s.halfWidth,
         std::max(s.a.y, s.b.y) + s.halfWidth},
        {Entry::Kind::Segment, static_cast<std::uint32_t>(m_segments.size() - 1)});
}

void TextPlacer::reserveStroke(const InkRing& ring) {
    m_rings.push_back(ring);
    const float reach = ring.radius + ring.halfWidth;
    add({ring.centre.x - reach, ring.centre.y - reach, ring.centre.x + reach, ring.centre.y + reach},
        {Entry::Kind::Ring, static_cast<std::uint32_t>(m_rings.size() - 1)});
}

namespace {

// Half a stroke's width, and a pixel of air beside it: a word that touches a line reads as crossed.
float halfInk(const Stroke& stroke) { return stroke.width / 2 + 1.0f; }

}  // namespace

void ObstacleTrackingPainter::line(Point a, Point b, const Stroke& stroke) {
    m_inner.line(a, b, stroke);
    if (stroke.width > 0) m_placer.reserveStroke(InkSegment{a, b, halfInk(stroke)});
}

void ObstacleTrackingPainter::polygon(std::span<const Point> points, std::optional<Color> fill, const Stroke& stroke) {
    m_inner.polygon(points, fill, stroke);
    if (stroke.width <= 0) return;
    for (std::size_t i = 0; i < points.size(); ++i)
        m_placer.reserveStroke(InkSegment{points[i], points[(i + 1) % points.size()], halfInk(stroke)});
}

void ObstacleTrackingPainter::circle(Point centre, float radius, std::optional<Color> fill, const Stroke& stroke) {
    m_inner.circle(centre, radius, fill, stroke);
    // A small filled dot (a mark, the arc's end) is solid ink; a large filled shape holds words.
    const bool dot = fill.has_value() && radius < 12.0f;
    if (stroke.width > 0 || dot) m_placer.reserveStroke(InkRing{centre, radius, halfInk(stroke), dot});
}

void ObstacleTrackingPainter::text(Point at, std::string_view text, float size, bool bold, Color color, TextAnchor anchor) {
    m_inner.text(at, text, size, bold, color, anchor);
}

float ObstacleTrackingPainter::textWidth(std::string_view text, float size, bool bold) const {
    return m_inner.textWidth(text, size, bold);
}

}  // namespace ablab::core
