#include "gui/canvas.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "state/camera.h"
#include "state/leaf_typing.h"
#include "gui/panel_caches.h"
#include "picture/scene.h"
#include "state/view_theme.h"

namespace ablab::app {

namespace {

// Where leaves are at least this many pixels apart their values are readable (two characters
// at 8 px and more: paintSizes) and no subtree is summarized; below it, a subtree whose leaves
// are packed narrower than kSummaryPixels is drawn as one summary mark.
constexpr float kReadableLeafPixels = 12.0f;
constexpr float kSummaryPixels = 8.0f;

}  // namespace

void drawCanvas(AppState& state, PanelCaches& caches, CanvasRenderer& renderer, double now, float contentScale) {
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    ImVec2 size = ImGui::GetContentRegionAvail();
    size.x = std::max(size.x, 50.0f);
    size.y = std::max(size.y, 50.0f);
    // Ctrl + / − and the monitor's scale grow nodes, gaps and words together (paintSizes).
    const float textScale = state.view.fontScale * contentScale;

    // The canvas claims its area so that drags and the wheel reach it and not the window.
    ImGui::InvisibleButton("canvas", size, ImGuiButtonFlags_MouseButtonLeft);
    const bool hovered = ImGui::IsItemHovered();
    const bool released = ImGui::IsItemDeactivated();
    ImGuiIO& io = ImGui::GetIO();
    if (ImGui::IsItemActive() && ImGui::IsMouseDragging(ImGuiMouseButton_Left)) {
        state.canvas.panX += io.MouseDelta.x;
        state.canvas.panY += io.MouseDelta.y;
        state.canvas.move.start = -1;  // the hand wins over the camera
    }

    // Layout units to pixels: fit the whole tree, then apply zoom and pan.
    // A game tree's positions sit above its nodes: the fit leaves them room above the root.
    const bool boards = !state.run->tree->board(core::Tree::root()).empty();
    const CanvasFrame frame{
        origin.x, origin.y, size.x, size.y,
        core::fitViewport(state.run->layout->width, state.run->layout->height, boards, size.x, size.y, false)};
    const core::Viewport& fit = frame.fit;
    const float cx = origin.x + size.x / 2, cy = origin.y + size.y / 2;
    if (hovered && io.MouseWheel != 0) {
        // Zoom to the cursor: the point under the mouse stays where it is.
        const float factor = std::pow(1.25f, io.MouseWheel);
        const float newZoom = std::clamp(state.canvas.zoom * factor, 0.05f, 1e5f);
        const float appliedX = newZoom / state.canvas.zoom;
        const float appliedY = levelScale(fit, newZoom) / levelScale(fit, state.canvas.zoom);
        state.canvas.panX = (io.MousePos.x - cx) - (io.MousePos.x - cx - state.canvas.panX) * appliedX;
        state.canvas.panY = (io.MousePos.y - cy) - (io.MousePos.y - cy - state.canvas.panY) * appliedY;
        state.canvas.zoom = newZoom;
        state.canvas.move.start = -1;
    }
    if (state.canvas.focus != core::kNoNode && state.canvas.focus < state.run->tree->size())
        focusOn(state, frame, state.canvas.focus, now);
    state.canvas.focus = core::kNoNode;
    if (state.canvas.centreRequested) {
        placeAt(state.canvas, frame, state.canvas.zoom, {state.canvas.centreX, state.canvas.centreY}, cx, cy);
        state.canvas.move.start = -1;
    }
    state.canvas.centreRequested = false;
    // A tree too big to read whole is shown around each step, presenting or at the desk (the
    // minimap shows the whole; F fits it until the next step).
    presentStep(state, frame, now);
    if (state.canvas.follow) followCurrent(state, frame, now);
    advanceEase(state.canvas, frame, now);
    const core::Viewport view = viewOf(state.canvas, frame);

    state.canvas.viewLeft = (origin.x - view.originX) / view.unitX;
    state.canvas.viewTop = (origin.y - view.originY) / view.unitY;
    state.canvas.viewRight = (origin.x + size.x - view.originX) / view.unitX;
    state.canvas.viewBottom = (origin.y + size.y - view.originY) / view.unitY;

    // A click (not a drag) selects the node under the mouse, for the inspector: before the
    // scene is painted, so that the ring appears in the frame of the click.
    if (released && io.MouseDragMaxDistanceSqr[0] < io.MouseDragThreshold * io.MouseDragThreshold) {
        const float radius = std::max(6.0f, 0.4f * std::min(view.unitX, view.unitY));
        state.selected = core::kNoNode;
        float best = radius * radius;
        const float mx = (io.MousePos.x - view.originX) / view.unitX, my = (io.MousePos.y - view.originY) / view.unitY;
        const core::NodeId first = static_cast<core::NodeId>(0);
        for (core::NodeId n = first; n < state.run->tree->size(); ++n) {
            if (std::abs(state.run->layout->y[n] - my) * view.unitY > radius) continue;
            const float dx = (state.run->layout->x[n] - mx) * view.unitX, dy = (state.run->layout->y[n] - my) * view.unitY;
            if (dx * dx + dy * dy <= best) {
                best = dx * dx + dy * dy;
                state.selected = n;
            }
        }
    }

    // Only what is in view becomes part of the scene (with a margin for labels). The region is
    // snapped outward to a grid a quarter of the view wide, so that panning rebuilds the scene
    // only every quarter of a screen, not every frame.
    const float viewWidth = size.x / view.unitX, viewHeight = size.y / view.unitY;
    const float gridX = std::max(1.0f, viewWidth / 4), gridY = std::max(1.0f, viewHeight / 4);
    const core::SceneRegion region{std::floor(((origin.x - view.originX) / view.unitX - 1) / gridX) * gridX,
                                   std::floor(((origin.y - view.originY) / view.unitY - 1) / gridY) * gridY,
                                   std::ceil(((origin.x + size.x - view.originX) / view.unitX + 1) / gridX) * gridX,
                                   std::ceil(((origin.y + size.y - view.originY) / view.unitY + 1) / gridY) * gridY};
    // Level of detail: a subtree narrower than a few pixels is one mark.
    if (state.canvas.collapsed.size() != state.run->tree->size()) state.canvas.collapsed.clear();
    const float summarizeBelow = view.unitX >= kReadableLeafPixels * textScale ? 0.0f : kSummaryPixels / view.unitX;
    const SceneKey sceneKey{state.run->revision,
                            state.step,
                            region.left,
                            region.top,
                            region.right,
                            region.bottom,
                            state.view.windowOnEdges,
                            state.view.squareCircleShapes,
                            state.view.openLines,
                            summarizeBelow,
                            state.canvas.collapsedRevision,
                            state.view.language,
                            state.view.notation};
    const core::Scene& scene = caches.scene.get(sceneKey, [&] {
        core::SceneOptions sceneOptions;
        sceneOptions.windowOnEdges = state.view.windowOnEdges;
        sceneOptions.squareCircleShapes = state.view.squareCircleShapes;
        sceneOptions.openLines = state.view.openLines;
        sceneOptions.caption = false;
        sceneOptions.summarizeBelow = summarizeBelow;
        sceneOptions.collapsed = state.canvas.collapsed;
        return core::buildScene(state.view.wording(), *state.run->trace, (*state.run->layout), state.step, sceneOptions, region);
    });
    state.canvas.nodesInView = scene.nodes.size();

    // The scene is painted relative to the viewport's origin, so that panning only moves the
    // painted shapes (a uniform in the shader) and repaints nothing.
    const bool outlining = now < state.changed.until;
    // Practising, the student's entries replace the hidden values and their prune marks cut
    // edges; what they got wrong after Check is outlined.
    const std::vector<NodeMark>& marks = caches.practiceMarks.get({state.practice.revision, state.run->revision, state.step},
                                                                  [&] { return practiceMarks(state, state.practice); });
    const PaintKey paintKey{sceneKey,  view.unitX,     view.unitY, state.view.presentation, state.view.darkTheme,
                            textScale, state.selected, outlining,  state.practice.revision};
    if (!renderer.holds(paintKey)) {
        core::PaintOptions paint;
        paint.drawCaption = false;
        paint.fontScale = textScale;
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
            core::paintScene(scene, windowTheme(state.view), relative, paint, renderer.batch());
        } else {
            core::Scene marked = scene;
            applyPracticeMarks(marked, marks);
            core::paintScene(marked, windowTheme(state.view), relative, paint, renderer.batch());
        }
        renderer.upload(paintKey);
    }

    ImDrawList* list = ImGui::GetWindowDrawList();
    const core::Color background = windowTheme(state.view).background;
    list->PushClipRect(origin, {origin.x + size.x, origin.y + size.y}, true);
    if (background != core::Color{255, 255, 255, 255})  // white is the clear colour (frame.cpp)
        list->AddRectFilled(origin, {origin.x + size.x, origin.y + size.y},
                            IM_COL32(background.r, background.g, background.b, 255));
    const float offsetX = view.originX + region.left * view.unitX, offsetY = view.originY + region.top * view.unitY;
    renderer.queueDraw(list, offsetX, offsetY);
    renderer.batch().drawTexts(list, offsetX, offsetY);
    // A value being typed at the selected leaf, under it, with a caret: Enter sets it.
    if (const std::string_view typed = typedLeafValue(state); !typed.empty()) {
        const ImVec2 leaf{view.originX + state.run->layout->x[state.selected] * view.unitX,
                          view.originY + state.run->layout->y[state.selected] * view.unitY};
        const float pad = ImGui::GetFontSize() * 0.3f;
        const ImVec2 text = ImGui::CalcTextSize(typed.data(), typed.data() + typed.size());
        const ImVec2 corner{leaf.x - text.x / 2 - pad, leaf.y + 0.45f * std::min(view.unitX, view.unitY)};
        const ImVec2 end{corner.x + text.x + 3 * pad, corner.y + text.y + 2 * pad};
        list->AddRectFilled(corner, end, IM_COL32(255, 255, 255, 245), pad);
        list->AddRect(corner, end, IM_COL32(0, 114, 178, 255), pad, 0, 2.0f);
        list->AddText({corner.x + pad, corner.y + pad}, IM_COL32(0, 0, 0, 255), typed.data(), typed.data() + typed.size());
        const float caret = corner.x + pad + text.x + pad * 0.5f;
        list->AddLine({caret, corner.y + pad}, {caret, corner.y + pad + text.y}, IM_COL32(0, 0, 0, 255), 1.5f);
    }
    list->PopClipRect();

    // Practising, hovering a node the Check found wrong says why.
    if (hovered && state.practice.active) {
        const float radius = 0.4f * std::min(view.unitX, view.unitY);
        for (const core::SceneNode& n : scene.nodes) {
            const float dx = io.MousePos.x - (view.originX + n.x * view.unitX),
                        dy = io.MousePos.y - (view.originY + n.y * view.unitY);
            if (dx * dx + dy * dy <= radius * radius && n.id < marks.size() && marks[n.id].verdict == Verdict::Wrong)
                ImGui::SetTooltip("%s", marks[n.id].reason.c_str());
        }
    }
}

}  // namespace ablab::app
