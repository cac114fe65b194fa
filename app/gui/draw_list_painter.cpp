#include "gui/draw_list_painter.h"

#include <cfloat>
#include <string>
#include <vector>

namespace ablab::app {

ImU32 imColor(core::Color c) { return IM_COL32(c.r, c.g, c.b, c.a); }

void DrawListPainter::line(core::Point a, core::Point b, const core::Stroke& s) {
    m_list->AddLine(at(a), at(b), imColor(s.color), s.width);
}

void DrawListPainter::polygon(std::span<const core::Point> points, std::optional<core::Color> fill, const core::Stroke& s) {
    std::vector<ImVec2> shifted;
    for (const core::Point& p : points) shifted.push_back(at(p));
    if (fill) m_list->AddConvexPolyFilled(shifted.data(), static_cast<int>(shifted.size()), imColor(*fill));
    m_list->AddPolyline(shifted.data(), static_cast<int>(shifted.size()), imColor(s.color), ImDrawFlags_Closed, s.width);
}

void DrawListPainter::circle(core::Point centre, float radius, std::optional<core::Color> fill, const core::Stroke& s) {
    if (fill) m_list->AddCircleFilled(at(centre), radius, imColor(*fill));
    m_list->AddCircle(at(centre), radius, imColor(s.color), 0, s.width);
}

void DrawListPainter::text(core::Point p, std::string_view text, float size, bool, core::Color c, core::TextAnchor anchor) {
    const std::string owned(text);
    const float width = ImGui::GetFont()->CalcTextSizeA(size, FLT_MAX, 0, owned.c_str()).x;
    ImVec2 where = at(p);
    where.y -= size / 2;
    if (anchor == core::TextAnchor::Center) where.x -= width / 2;
    if (anchor == core::TextAnchor::Right) where.x -= width;
    m_list->AddText(ImGui::GetFont(), size, where, imColor(c), owned.c_str());
}

float DrawListPainter::textWidth(std::string_view text, float size, bool) const {
    const std::string owned(text);
    return ImGui::GetFont()->CalcTextSizeA(size, FLT_MAX, 0, owned.c_str()).x;
}

}  // namespace ablab::app
