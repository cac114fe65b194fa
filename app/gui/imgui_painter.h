#pragma once
// The canvas's Painter: paintScene's shapes and words onto an ImDrawList.
#include <imgui.h>

#include "fonts.h"
#include "paint.h"

namespace ablab::app {

class ImGuiPainter final : public core::Painter {
public:
    ImGuiPainter(ImDrawList* list, const Fonts& fonts) : m_list(list), m_fonts(fonts) {}
    void line(core::Point a, core::Point b, const core::Stroke& stroke) override;
    void polygon(std::span<const core::Point> points, std::optional<core::Color> fill, const core::Stroke& stroke) override;
    void circle(core::Point centre, float radius, std::optional<core::Color> fill, const core::Stroke& stroke) override;
    void text(core::Point at, std::string_view text, float size, bool bold, core::Color color, core::TextAnchor anchor) override;
    float textWidth(std::string_view text, float size, bool bold) const override;

private:
    ImDrawList* m_list;
    const Fonts& m_fonts;
};

}  // namespace ablab::app
