#include "canvas.h"

#include <imgui.h>

#include <algorithm>

#include "imgui_painter.h"
#include "memo.h"
#include "scene.h"

namespace ablab::app {

namespace {

// What the scene of a frame depends on.
struct SceneKey {
    std::shared_ptr<const core::Trace> trace;
    std::size_t step;
    float left, top, right, bottom;  // the region in view, in layout units
    bool windowOnEdges, squareCircleShapes;
    bool operator==(const SceneKey&) const = default;
};

core::Theme themeOf(const ViewOptions& view) {
    if (view.presentation) return core::Theme::projector();
    return view.darkTheme ? core::Theme::dark() : core::Theme::light();
}

}  // namespace

void drawCanvas(AppState& state, const Fonts& fonts, double now) {
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    ImVec2 size = ImGui::GetContentRegionAvail();
    size.x = std::max(size.x, 50.0f);
    size.y = std::max(size.y, 50.0f);

    // The canvas claims its area so that drags and the wheel reach it and not the window.
    ImGui::InvisibleButton("canvas", size, ImGuiButtonFlags_MouseButtonLeft);
    const bool hovered = ImGui::IsItemHovered();
    ImGuiIO& io = ImGui::GetIO();
    if (ImGui::IsItemActive() && ImGui::IsMouseDragging(ImGuiMouseButton_Left)) {
        state.canvas.panX += io.MouseDelta.x;
        state.canvas.panY += io.MouseDelta.y;
    }

    // Layout units to pixels: fit the whole tree, then apply zoom and pan.
    const core::Scene whole{{}, {}, std::nullopt, {}, {}, state.layout.width, state.layout.height};
    const core::Viewport fit = core::fitViewport(whole, size.x, size.y, false);
    const float cx = origin.x + size.x / 2, cy = origin.y + size.y / 2;
    if (hovered && io.MouseWheel != 0) {
        // Zoom to the cursor: the point under the mouse stays where it is.
        const float factor = io.MouseWheel > 0 ? 1.15f : 1 / 1.15f;
        const float newZoom = std::clamp(state.canvas.zoom * factor, 0.05f, 40.0f);
        const float applied = newZoom / state.canvas.zoom;
        state.canvas.panX = (io.MousePos.x - cx) - (io.MousePos.x - cx - state.canvas.panX) * applied;
        state.canvas.panY = (io.MousePos.y - cy) - (io.MousePos.y - cy - state.canvas.panY) * applied;
        state.canvas.zoom = newZoom;
    }
    core::Viewport view = fit;
    view.unitX *= state.canvas.zoom;
    view.unitY *= state.canvas.zoom;
    view.originX = cx + (origin.x + fit.originX - cx) * state.canvas.zoom + state.canvas.panX;
    view.originY = cy + (origin.y + fit.originY - cy) * state.canvas.zoom + state.canvas.panY;

    // Only what is in view becomes part of the scene (with a margin for labels).
    const core::SceneRegion region{(origin.x - view.originX) / view.unitX - 1, (origin.y - view.originY) / view.unitY - 1,
                                   (origin.x + size.x - view.originX) / view.unitX + 1,
                                   (origin.y + size.y - view.originY) / view.unitY + 1};
    static Memo<SceneKey, core::Scene> sceneMemo;
    const SceneKey key{state.trace, state.step, region.left, region.top, region.right, region.bottom,
                       state.view.windowOnEdges, state.view.squareCircleShapes};
    const core::Scene& scene = sceneMemo.get(key, [&] {
        core::SceneOptions sceneOptions;
        sceneOptions.windowOnEdges = state.view.windowOnEdges;
        sceneOptions.squareCircleShapes = state.view.squareCircleShapes;
        sceneOptions.caption = false;
        return core::buildScene(*state.trace, state.layout, state.step, sceneOptions, region);
    });
    state.canvas.nodesInView = scene.nodes.size();

    ImDrawList* list = ImGui::GetWindowDrawList();
    const core::Theme theme = themeOf(state.view);
    list->PushClipRect(origin, {origin.x + size.x, origin.y + size.y}, true);
    list->AddRectFilled(origin, {origin.x + size.x, origin.y + size.y},
                        IM_COL32(theme.background.r, theme.background.g, theme.background.b, 255));
    core::PaintOptions paint;
    paint.drawCaption = false;
    paint.fontScale = state.view.fontScale;
    paint.selected = state.selected;
    if (now < state.changed.until) paint.outlined = state.changed.nodes;
    ImGuiPainter painter(list, fonts);
    core::paintScene(scene, theme, view, paint, painter);
    list->PopClipRect();

    // A click (not a drag) selects the node under the mouse, for the inspector.
    if (ImGui::IsItemDeactivated() && io.MouseDragMaxDistanceSqr[0] < io.MouseDragThreshold * io.MouseDragThreshold) {
        const float radius = 0.4f * std::min(view.unitX, view.unitY);
        state.selected = core::kNoNode;
        for (const core::SceneNode& n : scene.nodes) {
            const float dx = io.MousePos.x - (view.originX + n.x * view.unitX), dy = io.MousePos.y - (view.originY + n.y * view.unitY);
            if (dx * dx + dy * dy <= radius * radius) state.selected = n.id;
        }
    }
}

}  // namespace ablab::app
