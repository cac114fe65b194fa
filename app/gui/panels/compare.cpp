// The Compare panel: every algorithm on the tree being shown, as the bar chart `ablab compare`
// exports, painted through the same Painter interface onto the panel's draw list.
#include <imgui.h>

#include <string>
#include <vector>

#include "gui/memo.h"
#include "gui/panels/panels.h"
#include "picture/comparison_chart.h"

namespace ablab::app {

namespace {

ImU32 color(core::Color c) { return IM_COL32(c.r, c.g, c.b, c.a); }

// core::Painter onto an ImGui draw list, offset to the panel's cursor. Dashes are drawn solid:
// the reference bars are told apart by being outlines, not by their dashes.
class DrawListPainter final : public core::Painter {
public:
    DrawListPainter(ImDrawList* list, ImVec2 origin) : m_list(list), m_origin(origin) {}
    void line(core::Point a, core::Point b, const core::Stroke& s) override {
        m_list->AddLine(at(a), at(b), color(s.color), s.width);
    }
    void polygon(std::span<const core::Point> points, std::optional<core::Color> fill, const core::Stroke& s) override {
        std::vector<ImVec2> shifted;
        for (const core::Point& p : points) shifted.push_back(at(p));
        if (fill) m_list->AddConvexPolyFilled(shifted.data(), static_cast<int>(shifted.size()), color(*fill));
        m_list->AddPolyline(shifted.data(), static_cast<int>(shifted.size()), color(s.color), ImDrawFlags_Closed, s.width);
    }
    void circle(core::Point centre, float radius, std::optional<core::Color> fill, const core::Stroke& s) override {
        if (fill) m_list->AddCircleFilled(at(centre), radius, color(*fill));
        m_list->AddCircle(at(centre), radius, color(s.color), 0, s.width);
    }
    void text(core::Point p, std::string_view text, float size, bool, core::Color c, core::TextAnchor anchor) override {
        const std::string owned(text);
        const float width = ImGui::GetFont()->CalcTextSizeA(size, FLT_MAX, 0, owned.c_str()).x;
        ImVec2 where = at(p);
        where.y -= size / 2;
        if (anchor == core::TextAnchor::Center) where.x -= width / 2;
        if (anchor == core::TextAnchor::Right) where.x -= width;
        m_list->AddText(ImGui::GetFont(), size, where, color(c), owned.c_str());
    }
    float textWidth(std::string_view text, float size, bool) const override {
        const std::string owned(text);
        return ImGui::GetFont()->CalcTextSizeA(size, FLT_MAX, 0, owned.c_str()).x;
    }

private:
    ImVec2 at(core::Point p) const { return {m_origin.x + p.x, m_origin.y + p.y}; }
    ImDrawList* m_list;
    ImVec2 m_origin;
};

}  // namespace

void drawComparePanel(const AppState& state) {
    // Every algorithm runs to the end once per tree and option set, not once per frame.
    using Key = std::pair<std::shared_ptr<const core::Tree>, core::SearchOptions>;
    static Memo<Key, core::Comparison> comparisonMemo;
    const core::Comparison& comparison = comparisonMemo.get(Key{state.tree, state.options}, [&] {
        return core::compareAlgorithms(state.tree, core::kAllAlgorithms, state.options);
    });
    const float width = ImGui::GetContentRegionAvail().x, height = core::comparisonChartHeight(comparison);
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const core::Theme theme = core::Theme::light();
    ImGui::GetWindowDrawList()->AddRectFilled(origin, {origin.x + width, origin.y + height}, color(theme.background));
    DrawListPainter painter(ImGui::GetWindowDrawList(), origin);
    core::paintComparisonChart(comparison, state.tree->info().title.text(), theme, width, painter);
    ImGui::Dummy({width, height});
}

}  // namespace ablab::app
