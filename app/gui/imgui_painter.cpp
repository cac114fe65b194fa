#include "imgui_painter.h"

#include <cmath>

namespace ablab::app {

namespace {

ImU32 colorOf(core::Color c) { return IM_COL32(c.r, c.g, c.b, c.a); }
ImVec2 vec(core::Point p) { return {p.x, p.y}; }

// ImDrawList draws no dashes: cut the segment into the same pattern the exporters use.
void dashedLine(ImDrawList* list, core::Point a, core::Point b, const core::Stroke& stroke) {
    const auto pattern = core::dashPattern(stroke);
    if (!pattern) {
        list->AddLine(vec(a), vec(b), colorOf(stroke.color), stroke.width);
        return;
    }
    const float dx = b.x - a.x, dy = b.y - a.y, length = std::hypot(dx, dy);
    if (length <= 0) return;
    const float period = pattern->on + pattern->off;
    for (float t = 0; t < length; t += period) {
        const float end = std::min(t + pattern->on, length);
        list->AddLine({a.x + dx * t / length, a.y + dy * t / length}, {a.x + dx * end / length, a.y + dy * end / length},
                      colorOf(stroke.color), stroke.width);
    }
}

// ImGui sizes a font by its line height; painters size text by the em. DejaVu's line height is
// 1.164 em and its ascent 0.928 em.
constexpr float kLineHeightPerEm = 1.164f;
constexpr float kAscentPerEm = 0.928f;

}  // namespace

void ImGuiPainter::line(core::Point a, core::Point b, const core::Stroke& stroke) { dashedLine(m_list, a, b, stroke); }

void ImGuiPainter::polygon(std::span<const core::Point> points, std::optional<core::Color> fill, const core::Stroke& stroke) {
    ImVec2 buffer[16];
    const int count = static_cast<int>(std::min<std::size_t>(points.size(), 16));
    for (int i = 0; i < count; ++i) buffer[i] = vec(points[static_cast<std::size_t>(i)]);
    if (fill) m_list->AddConvexPolyFilled(buffer, count, colorOf(*fill));
    if (stroke.width <= 0) return;
    if (!core::dashPattern(stroke)) {
        m_list->AddPolyline(buffer, count, colorOf(stroke.color), ImDrawFlags_Closed, stroke.width);
        return;
    }
    for (int i = 0; i < count; ++i)
        dashedLine(m_list, points[static_cast<std::size_t>(i)], points[static_cast<std::size_t>((i + 1) % count)], stroke);
}

void ImGuiPainter::circle(core::Point centre, float radius, std::optional<core::Color> fill, const core::Stroke& stroke) {
    if (fill) m_list->AddCircleFilled(vec(centre), radius, colorOf(*fill));
    if (stroke.width <= 0) return;
    if (!core::dashPattern(stroke)) {
        m_list->AddCircle(vec(centre), radius, colorOf(stroke.color), 0, stroke.width);
        return;
    }
    constexpr int kSegments = 32;
    for (int i = 0; i < kSegments; i += 2) {
        const float a0 = 2 * 3.14159265f * i / kSegments, a1 = 2 * 3.14159265f * (i + 1) / kSegments;
        m_list->AddLine({centre.x + radius * std::cos(a0), centre.y + radius * std::sin(a0)},
                        {centre.x + radius * std::cos(a1), centre.y + radius * std::sin(a1)}, colorOf(stroke.color),
                        stroke.width);
    }
}

float ImGuiPainter::textWidth(std::string_view text, float size, bool bold) const {
    const float pixels = size * kLineHeightPerEm;
    ImFont* font = m_fonts.pick(pixels, bold);
    return font->CalcTextSizeA(pixels, 1e9f, 0, text.data(), text.data() + text.size()).x;
}

void ImGuiPainter::text(core::Point at, std::string_view text, float size, bool bold, core::Color color, core::TextAnchor anchor) {
    const float pixels = size * kLineHeightPerEm;
    ImFont* font = m_fonts.pick(pixels, bold);
    const float width = font->CalcTextSizeA(pixels, 1e9f, 0, text.data(), text.data() + text.size()).x;
    float x = at.x;
    if (anchor == core::TextAnchor::Center) x -= width / 2;
    if (anchor == core::TextAnchor::Right) x -= width;
    // Put the baseline where the exporters put it: kBaselineDrop em below `at`.
    const float top = at.y + size * core::kBaselineDrop - size * kAscentPerEm;
    m_list->AddText(font, pixels, {x, top}, colorOf(color), text.data(), text.data() + text.size());
}

}  // namespace ablab::app
