#include "picture/collisions.h"

#include <cstdio>

namespace ablab::core {

namespace {

// The stroke's own half width, without the air the placer keeps: the check counts real ink.
float halfOf(const Stroke& stroke) { return stroke.width / 2; }

std::string point(Point p) {
    char text[48];
    std::snprintf(text, sizeof text, "(%.0f,%.0f)", static_cast<double>(p.x), static_cast<double>(p.y));
    return text;
}

}  // namespace

void InkRecorder::line(Point a, Point b, const Stroke& stroke) {
    if (stroke.width > 0) m_segments.push_back({a, b, halfOf(stroke)});
}

void InkRecorder::polygon(std::span<const Point> points, std::optional<Color>, const Stroke& stroke) {
    if (stroke.width <= 0) return;
    for (std::size_t i = 0; i < points.size(); ++i)
        m_segments.push_back({points[i], points[(i + 1) % points.size()], halfOf(stroke)});
}

void InkRecorder::circle(Point centre, float radius, std::optional<Color> fill, const Stroke& stroke) {
    const bool dot = fill.has_value() && radius < 12.0f;
    if (stroke.width > 0 || dot) m_rings.push_back({centre, radius, halfOf(stroke), dot});
}

void InkRecorder::text(Point at, std::string_view text, float size, bool bold, Color, TextAnchor anchor) {
    m_words.push_back({std::string(text), size, textBox(at, textWidth(text, size, bold), size, anchor, text)});
}

float InkRecorder::textWidth(std::string_view text, float size, bool bold) const { return m_measure.textWidth(text, size, bold); }

std::vector<std::string> InkRecorder::collisions() const {
    std::vector<std::string> found;
    for (std::size_t i = 0; i < m_words.size(); ++i) {
        const Written& w = m_words[i];
        const std::string who = "'" + w.text + "' at " + point({w.ink.left, w.ink.top});
        for (const InkSegment& s : m_segments)
            if (meets(w.ink, s)) found.push_back(who + " meets a line " + point(s.a) + "–" + point(s.b));
        for (const InkRing& r : m_rings)
            if (meets(w.ink, r))
                found.push_back(who + " meets a circle of radius " + std::to_string(static_cast<int>(r.radius)) + " at " +
                                point(r.centre));
        for (std::size_t j = i + 1; j < m_words.size(); ++j)
            if (w.ink.overlaps(m_words[j].ink)) found.push_back(who + " meets the word '" + m_words[j].text + "'");
    }
    return found;
}

std::vector<std::string> InkRecorder::clipped(float width, float height) const {
    std::vector<std::string> found;
    for (const Written& w : m_words)
        if (w.ink.left < 0 || w.ink.top < 0 || w.ink.right > width || w.ink.bottom > height)
            found.push_back("'" + w.text + "' at " + point({w.ink.left, w.ink.top}) + "–" + point({w.ink.right, w.ink.bottom}) +
                            " leaves the canvas");
    return found;
}

}  // namespace ablab::core
