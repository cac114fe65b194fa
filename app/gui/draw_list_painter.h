#pragma once
// core::Painter onto an ImGui draw list, offset to a panel's cursor: what the panels use to
// draw core's pictures (the Compare chart, a game position in the Node panel) as the exports do.
// Dashes are drawn solid: nothing these pictures say depends on a dash.
#include <imgui.h>

#include "picture/paint.h"

namespace ablab::app {

class DrawListPainter final : public core::Painter {
public:
    DrawListPainter(ImDrawList* list, ImVec2 origin) : m_list(list), m_origin(origin) {}
    void line(core::Point a, core::Point b, const core::Stroke& s) override;
    void polygon(std::span<const core::Point> points, std::optional<core::Color> fill, const core::Stroke& s) override;
    void circle(core::Point centre, float radius, std::optional<core::Color> fill, const core::Stroke& s) override;
    void text(core::Point p, std::string_view text, float size, bool bold, core::Color c, core::TextAnchor anchor) override;
    float textWidth(std::string_view text, float size, bool bold) const override;

private:
    ImVec2 at(core::Point p) const { return {m_origin.x + p.x, m_origin.y + p.y}; }
    ImDrawList* m_list;
    ImVec2 m_origin;
};

ImU32 imColor(core::Color c);

}  // namespace ablab::app
