#include "gui/canvas.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "gui/memo.h"
#include "picture/scene.h"

namespace ablab::app {

namespace {

// A subtree narrower than this many pixels is drawn as one summary mark.
constexpr float kSummaryPixels = 8.0f;

// What the scene of a frame depends on.
struct SceneKey {
    std::uint64_t runRevision;
    std::size_t step;
    float left, top, right, bottom;  // the region in view, in layout units
    bool windowOnEdges, squareCircleShapes;
    float summarizeBelow;
    std::size_t collapsedRevision;
    core::Language language;  // the cutoff titles and the step counter are words
    core::Notation notation;
    bool operator==(const SceneKey&) const = default;
};

// What the painted shapes and words depend on besides the scene: the zoom (not the pan), the
// theme, the text size, the selection and whether an edit's changes are outlined.
struct PaintKey {
    SceneKey scene;
    float unitX, unitY;
    bool presentation, darkTheme;
    float fontScale;
    core::NodeId selected;
    bool outlining;
    std::size_t practice;  // a digest of the practice marks (0 when not practising)
    const CanvasRenderer* renderer;
    bool operator==(const PaintKey&) const = default;
};

// How much zooming in spreads the levels apart. A wide tree fits the window with its levels
// already well apart and its nodes a pixel wide: zooming in spreads the nodes, and the levels
// only once they are as far apart as a lecture tree's (1.4 node distances). Zooming out
// shrinks both.
float levelScale(const core::Viewport& fit, float zoom) {
    if (zoom <= 1) return zoom;
    return std::max(1.0f, std::min(zoom, 1.4f * fit.unitX * zoom / fit.unitY));
}

std::size_t marksDigest(const std::vector<NodeMark>& marks) {
    std::size_t digest = marks.size();
    for (const NodeMark& m : marks) {
        digest = digest * 1000003u ^ std::hash<std::string>{}(m.entry);
        digest = digest * 31u + (m.hideValue ? 1u : 0u) + (m.markedPruned ? 2u : 0u) + 4u * static_cast<unsigned>(m.verdict);
    }
    return digest;
}

// Pans (at the present zoom) so that the layout point (x, y) is in the canvas's centre.
void centreOn(CanvasView& canvas, const core::Viewport& fit, ImVec2 origin, ImVec2 size, float x, float y) {
    const float cx = origin.x + size.x / 2, cy = origin.y + size.y / 2;
    const float scaleY = levelScale(fit, canvas.zoom);
    canvas.panX = cx - (cx + (origin.x + fit.originX - cx) * canvas.zoom) - x * fit.unitX * canvas.zoom;
    canvas.panY = cy - (cy + (origin.y + fit.originY - cy) * scaleY) - y * fit.unitY * scaleY;
}

core::Theme themeOf(const ViewOptions& view) {
    if (view.presentation) return core::Theme::projector();
    return view.darkTheme ? core::Theme::dark() : core::Theme::light();
}

}  // namespace

void drawCanvas(AppState& state, CanvasRenderer& renderer, double now) {
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
        const float newZoom = std::clamp(state.canvas.zoom * factor, 0.05f, 1e5f);
        const float appliedX = newZoom / state.canvas.zoom;
        const float appliedY = levelScale(fit, newZoom) / levelScale(fit, state.canvas.zoom);
        state.canvas.panX = (io.MousePos.x - cx) - (io.MousePos.x - cx - state.canvas.panX) * appliedX;
        state.canvas.panY = (io.MousePos.y - cy) - (io.MousePos.y - cy - state.canvas.panY) * appliedY;
        state.canvas.zoom = newZoom;
    }
    // Focus: zoom so the subtree fills most of the canvas, centred on it.
    if (state.canvas.focus != core::kNoNode && state.canvas.focus < state.tree->size()) {
        const core::NodeId n = state.canvas.focus;
        const float width = state.layout.subtreeRight[n] - state.layout.subtreeLeft[n] + 1.9f;
        const float height = static_cast<float>(state.tree->height() - state.tree->depth(n)) + 1.4f;
        state.canvas.zoom = std::clamp(std::min(size.x / (width * fit.unitX), size.y / (height * fit.unitY)), 0.05f, 1e5f);
        const float midX = (state.layout.subtreeLeft[n] + state.layout.subtreeRight[n]) / 2;
        const float midY = static_cast<float>(state.tree->depth(n)) + height / 2 - 0.7f;
        centreOn(state.canvas, fit, origin, size, midX, midY);
    }
    state.canvas.focus = core::kNoNode;
    if (state.canvas.centreRequested) centreOn(state.canvas, fit, origin, size, state.canvas.centreX, state.canvas.centreY);
    state.canvas.centreRequested = false;
    // Follow: when the current node leaves the middle of the view, bring it back to the centre.
    if (state.canvas.follow && state.step > 0) {
        const core::NodeId n = state.trace->currentNode(state.step);
        const float scale = levelScale(fit, state.canvas.zoom);
        const float x = cx + (origin.x + fit.originX - cx) * state.canvas.zoom + state.canvas.panX +
                        state.layout.x[n] * fit.unitX * state.canvas.zoom;
        const float y = cy + (origin.y + fit.originY - cy) * scale + state.canvas.panY + state.layout.y[n] * fit.unitY * scale;
        if (std::abs(x - cx) > size.x * 0.4f || std::abs(y - cy) > size.y * 0.4f)
            centreOn(state.canvas, fit, origin, size, state.layout.x[n], state.layout.y[n]);
    }
    const float scaleY = levelScale(fit, state.canvas.zoom);
    core::Viewport view = fit;
    view.unitX *= state.canvas.zoom;
    view.unitY *= scaleY;
    view.originX = cx + (origin.x + fit.originX - cx) * state.canvas.zoom + state.canvas.panX;
    view.originY = cy + (origin.y + fit.originY - cy) * scaleY + state.canvas.panY;

    state.canvas.viewLeft = (origin.x - view.originX) / view.unitX;
    state.canvas.viewTop = (origin.y - view.originY) / view.unitY;
    state.canvas.viewRight = (origin.x + size.x - view.originX) / view.unitX;
    state.canvas.viewBottom = (origin.y + size.y - view.originY) / view.unitY;

    // Only what is in view becomes part of the scene (with a margin for labels). The region is
    // snapped outward to a grid a quarter of the view wide, so that panning rebuilds the scene
    // only every quarter of a screen, not every frame.
    const float viewWidth = size.x / view.unitX, viewHeight = size.y / view.unitY;
    const float gridX = std::max(1.0f, viewWidth / 4), gridY = std::max(1.0f, viewHeight / 4);
    const core::SceneRegion region{
        std::floor(((origin.x - view.originX) / view.unitX - 1) / gridX) * gridX,
        std::floor(((origin.y - view.originY) / view.unitY - 1) / gridY) * gridY,
        std::ceil(((origin.x + size.x - view.originX) / view.unitX + 1) / gridX) * gridX,
        std::ceil(((origin.y + size.y - view.originY) / view.unitY + 1) / gridY) * gridY};
    static Memo<SceneKey, core::Scene> sceneMemo;
    // Level of detail: a subtree narrower than a few pixels is one mark.
    if (state.canvas.collapsed.size() != state.tree->size()) state.canvas.collapsed.clear();
    const float summarizeBelow = kSummaryPixels / view.unitX;
    const SceneKey sceneKey{state.runRevision,
                            state.step,
                            region.left,
                            region.top,
                            region.right,
                            region.bottom,
                            state.view.windowOnEdges,
                            state.view.squareCircleShapes,
                            summarizeBelow,
                            state.canvas.collapsedRevision,
                            state.view.language,
                            state.view.notation};
    const core::Scene& scene = sceneMemo.get(sceneKey, [&] {
        core::SceneOptions sceneOptions;
        sceneOptions.windowOnEdges = state.view.windowOnEdges;
        sceneOptions.squareCircleShapes = state.view.squareCircleShapes;
        sceneOptions.caption = false;
        sceneOptions.summarizeBelow = summarizeBelow;
        sceneOptions.collapsed = state.canvas.collapsed;
        return core::buildScene(*state.trace, state.layout, state.step, sceneOptions, region);
    });
    state.canvas.nodesInView = scene.nodes.size();

    // The scene is painted relative to the viewport's origin, so that panning only moves the
    // painted shapes (a uniform in the shader) and repaints nothing.
    const bool outlining = now < state.changed.until;
    // Practising, the student's entries replace the hidden values and their prune marks cut
    // edges; what they got wrong after Check is outlined.
    const std::vector<NodeMark> marks = practiceMarks(state, state.practice);
    const PaintKey paintKey{sceneKey, view.unitX, view.unitY, state.view.presentation, state.view.darkTheme,
                            state.view.fontScale, state.selected, outlining, marksDigest(marks), &renderer};
    static std::optional<PaintKey> painted;
    if (painted != paintKey) {
        core::PaintOptions paint;
        paint.drawCaption = false;
        paint.fontScale = state.view.fontScale;
        paint.selected = state.selected;
        const std::vector<core::NodeId> wrong = wrongNodes(marks);
        if (state.practice.active) paint.wrong = wrong;
        else if (outlining) paint.outlined = state.changed.nodes;
        // Relative to the region's corner, so the numbers stay small (float-precise) however
        // far a million-node tree is zoomed in.
        core::Viewport relative = view;
        relative.originX = -region.left * view.unitX;
        relative.originY = -region.top * view.unitY;
        renderer.batch().clear();
        if (marks.empty()) {
            core::paintScene(scene, themeOf(state.view), relative, paint, renderer.batch());
        } else {
            core::Scene marked = scene;
            applyPracticeMarks(marked, marks);
            core::paintScene(marked, themeOf(state.view), relative, paint, renderer.batch());
        }
        renderer.upload();
        painted = paintKey;
    }

    ImDrawList* list = ImGui::GetWindowDrawList();
    const core::Color background = themeOf(state.view).background;
    list->PushClipRect(origin, {origin.x + size.x, origin.y + size.y}, true);
    if (background != core::Color{255, 255, 255, 255})  // white is the clear colour (frame.cpp)
        list->AddRectFilled(origin, {origin.x + size.x, origin.y + size.y},
                            IM_COL32(background.r, background.g, background.b, 255));
    const float offsetX = view.originX + region.left * view.unitX, offsetY = view.originY + region.top * view.unitY;
    renderer.queueDraw(list, offsetX, offsetY);
    renderer.batch().drawTexts(list, offsetX, offsetY);
    list->PopClipRect();

    // Practising, hovering a node the Check found wrong says why.
    if (hovered && state.practice.active) {
        const float radius = 0.4f * std::min(view.unitX, view.unitY);
        for (const core::SceneNode& n : scene.nodes) {
            const float dx = io.MousePos.x - (view.originX + n.x * view.unitX), dy = io.MousePos.y - (view.originY + n.y * view.unitY);
            if (dx * dx + dy * dy <= radius * radius && n.id < marks.size() && marks[n.id].verdict == Verdict::Wrong)
                ImGui::SetTooltip("%s", marks[n.id].reason.c_str());
        }
    }

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
