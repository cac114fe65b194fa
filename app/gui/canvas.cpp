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

// How the mouse met the canvas this frame.
struct CanvasInput {
    bool hovered = false;
    bool released = false;  // the left button let go over the canvas: a click, or a drag's end
};

// The canvas claims its area so that drags and the wheel reach it and not the window; a drag
// pans.
CanvasInput claimArea(CanvasView& canvas, ImVec2 size) {
    ImGui::InvisibleButton("canvas", size, ImGuiButtonFlags_MouseButtonLeft);
    const CanvasInput input{ImGui::IsItemHovered(), ImGui::IsItemDeactivated()};
    const ImGuiIO& io = ImGui::GetIO();
    if (ImGui::IsItemActive() && ImGui::IsMouseDragging(ImGuiMouseButton_Left)) {
        canvas.panX += io.MouseDelta.x;
        canvas.panY += io.MouseDelta.y;
        canvas.move.start = -1;  // the hand wins over the camera
    }
    return input;
}

// The wheel zooms to the cursor: the point under the mouse stays where it is.
void zoomToCursor(CanvasView& canvas, const core::Viewport& fit, float cx, float cy) {
    const ImGuiIO& io = ImGui::GetIO();
    const float factor = std::pow(1.25f, io.MouseWheel);
    const float newZoom = std::clamp(canvas.zoom * factor, 0.05f, 1e5f);
    const float appliedX = newZoom / canvas.zoom;
    const float appliedY = levelScale(fit, newZoom) / levelScale(fit, canvas.zoom);
    canvas.panX = (io.MousePos.x - cx) - (io.MousePos.x - cx - canvas.panX) * appliedX;
    canvas.panY = (io.MousePos.y - cy) - (io.MousePos.y - cy - canvas.panY) * appliedY;
    canvas.zoom = newZoom;
    canvas.move.start = -1;
}

// What asked the camera to move since the last frame (a focus, the minimap's centre, the step
// presented or followed, an easing under way) moves it; returns the view it ends at.
core::Viewport moveCamera(AppState& state, const CanvasFrame& frame, double now) {
    const float cx = frame.left + frame.width / 2, cy = frame.top + frame.height / 2;
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
    // The part of the tree in view, in layout units, for the minimap.
    state.canvas.viewLeft = (frame.left - view.originX) / view.unitX;
    state.canvas.viewTop = (frame.top - view.originY) / view.unitY;
    state.canvas.viewRight = (frame.left + frame.width - view.originX) / view.unitX;
    state.canvas.viewBottom = (frame.top + frame.height - view.originY) / view.unitY;
    return view;
}

// A click (not a drag) selects the node nearest the mouse within a node's radius, or none.
void selectUnderMouse(AppState& state, const core::Viewport& view) {
    const ImGuiIO& io = ImGui::GetIO();
    if (io.MouseDragMaxDistanceSqr[0] >= io.MouseDragThreshold * io.MouseDragThreshold) return;
    const float radius = std::max(6.0f, 0.4f * std::min(view.unitX, view.unitY));
    state.selected = core::kNoNode;
    float best = radius * radius;
    const float mx = (io.MousePos.x - view.originX) / view.unitX, my = (io.MousePos.y - view.originY) / view.unitY;
    const core::TreeLayout& layout = *state.run->layout;
    for (core::NodeId n = 0; n < state.run->tree->size(); ++n) {
        if (std::abs(layout.y[n] - my) * view.unitY > radius) continue;
        const float dx = (layout.x[n] - mx) * view.unitX, dy = (layout.y[n] - my) * view.unitY;
        if (dx * dx + dy * dy <= best) {
            best = dx * dx + dy * dy;
            state.selected = n;
        }
    }
}

// Only what is in view becomes part of the scene (with a margin for labels). The region is
// snapped outward to a grid a quarter of the view wide, so that panning rebuilds the scene
// only every quarter of a screen, not every frame.
core::SceneRegion regionInView(const CanvasFrame& frame, const core::Viewport& view) {
    const float left = (frame.left - view.originX) / view.unitX, top = (frame.top - view.originY) / view.unitY;
    const float right = (frame.left + frame.width - view.originX) / view.unitX,
                bottom = (frame.top + frame.height - view.originY) / view.unitY;
    const float viewWidth = frame.width / view.unitX, viewHeight = frame.height / view.unitY;
    const float gridX = std::max(1.0f, viewWidth / 4), gridY = std::max(1.0f, viewHeight / 4);
    return {std::floor((left - 1) / gridX) * gridX, std::floor((top - 1) / gridY) * gridY, std::ceil((right + 1) / gridX) * gridX,
            std::ceil((bottom + 1) / gridY) * gridY};
}

// The scene of `region` at the current step, built only when its key changed. Level of
// detail: where leaves are too close to read, a subtree narrower than a few pixels is one mark.
SceneKey sceneKeyOf(AppState& state, const core::SceneRegion& region, const core::Viewport& view, float textScale) {
    if (state.canvas.collapsed.size() != state.run->tree->size()) state.canvas.collapsed.clear();
    const float summarizeBelow = view.unitX >= kReadableLeafPixels * textScale ? 0.0f : kSummaryPixels / view.unitX;
    return {state.run->revision,
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
}

const core::Scene& sceneInView(const AppState& state, PanelCaches& caches, const SceneKey& key, const core::SceneRegion& region) {
    return caches.scene.get(key, [&] {
        core::SceneOptions sceneOptions;
        sceneOptions.windowOnEdges = state.view.windowOnEdges;
        sceneOptions.squareCircleShapes = state.view.squareCircleShapes;
        sceneOptions.openLines = state.view.openLines;
        sceneOptions.caption = false;
        sceneOptions.summarizeBelow = key.summarizeBelow;
        sceneOptions.collapsed = state.canvas.collapsed;
        return core::buildScene(state.view.wording(), *state.run->trace, *state.run->layout, state.step, sceneOptions, region);
    });
}

// Paints the scene into the renderer's shapes and uploads them, unless they already are what
// this frame shows. The scene is painted relative to the region's corner, so that panning only
// moves the painted shapes (a uniform in the shader) and repaints nothing, and so that the
// numbers stay small (float-precise) however far a million-node tree is zoomed in.
void paintUnlessHeld(const AppState& state, CanvasRenderer& renderer, const core::Scene& scene, const PaintKey& key,
                     const std::vector<NodeMark>& marks, const core::Viewport& view, const core::SceneRegion& region) {
    if (renderer.holds(key)) return;
    core::PaintOptions paint;
    paint.drawCaption = false;
    paint.fontScale = key.fontScale;
    paint.selected = state.selected;
    const std::vector<core::NodeId> wrong = wrongNodes(marks);
    if (state.practice.active) paint.wrong = wrong;
    else if (key.outlining) paint.outlined = state.changed.nodes;
    core::Viewport relative = view;
    relative.originX = -region.left * view.unitX;
    relative.originY = -region.top * view.unitY;
    renderer.batch().clear();
    if (marks.empty()) {
        core::paintScene(scene, windowTheme(state.view), relative, paint, renderer.batch());
    } else {
        // Practising, the student's entries replace the hidden values and their prune marks cut edges.
        core::Scene marked = scene;
        applyPracticeMarks(marked, marks);
        core::paintScene(marked, windowTheme(state.view), relative, paint, renderer.batch());
    }
    renderer.upload(key);
}

// A value being typed at the selected leaf, under it, with a caret: Enter sets it.
void drawTypedValue(const AppState& state, ImDrawList* list, const core::Viewport& view) {
    const std::string_view typed = typedLeafValue(state);
    if (typed.empty()) return;
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

// The painted shapes and their words on the canvas's background, clipped to the canvas, and the
// value being typed over them.
void drawPicture(const AppState& state, CanvasRenderer& renderer, const CanvasFrame& frame, const core::Viewport& view,
                 const core::SceneRegion& region) {
    ImDrawList* list = ImGui::GetWindowDrawList();
    const ImVec2 min{frame.left, frame.top}, max{frame.left + frame.width, frame.top + frame.height};
    const core::Color background = windowTheme(state.view).background;
    list->PushClipRect(min, max, true);
    if (background != core::Color{255, 255, 255, 255})  // white is the clear colour (frame.cpp)
        list->AddRectFilled(min, max, IM_COL32(background.r, background.g, background.b, 255));
    const float offsetX = view.originX + region.left * view.unitX, offsetY = view.originY + region.top * view.unitY;
    renderer.queueDraw(list, offsetX, offsetY);
    renderer.batch().drawTexts(list, offsetX, offsetY);
    drawTypedValue(state, list, view);
    list->PopClipRect();
}

// Practising, hovering a node the Check found wrong says why.
void explainWrongUnderMouse(const core::Scene& scene, const std::vector<NodeMark>& marks, const core::Viewport& view) {
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    const float radius = 0.4f * std::min(view.unitX, view.unitY);
    for (const core::SceneNode& n : scene.nodes) {
        const float dx = mouse.x - (view.originX + n.x * view.unitX), dy = mouse.y - (view.originY + n.y * view.unitY);
        if (dx * dx + dy * dy <= radius * radius && n.id < marks.size() && marks[n.id].verdict == Verdict::Wrong)
            ImGui::SetTooltip("%s", marks[n.id].reason.c_str());
    }
}

}  // namespace

void drawCanvas(AppState& state, PanelCaches& caches, CanvasRenderer& renderer, double now, float contentScale) {
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    ImVec2 size = ImGui::GetContentRegionAvail();
    size.x = std::max(size.x, 50.0f);
    size.y = std::max(size.y, 50.0f);
    // Ctrl + / − and the monitor's scale grow nodes, gaps and words together (paintSizes).
    const float textScale = state.view.fontScale * contentScale;
    const CanvasInput input = claimArea(state.canvas, size);

    // Layout units to pixels: fit the whole tree, then apply zoom and pan.
    // A game tree's positions sit above its nodes: the fit leaves them room above the root.
    const bool boards = !state.run->tree->board(core::Tree::root()).empty();
    const CanvasFrame frame{
        origin.x, origin.y, size.x, size.y,
        core::fitViewport(state.run->layout->width, state.run->layout->height, boards, size.x, size.y, false)};
    if (input.hovered && ImGui::GetIO().MouseWheel != 0)
        zoomToCursor(state.canvas, frame.fit, origin.x + size.x / 2, origin.y + size.y / 2);
    const core::Viewport view = moveCamera(state, frame, now);
    // Before the scene is painted, so that the ring appears in the frame of the click.
    if (input.released) selectUnderMouse(state, view);

    const core::SceneRegion region = regionInView(frame, view);
    const SceneKey sceneKey = sceneKeyOf(state, region, view, textScale);
    const core::Scene& scene = sceneInView(state, caches, sceneKey, region);
    state.canvas.nodesInView = scene.nodes.size();
    // Practising, the student's entries and what they got wrong after Check.
    const std::vector<NodeMark>& marks = caches.practiceMarks.get({state.practice.revision, state.run->revision, state.step},
                                                                  [&] { return practiceMarks(state, state.practice); });
    const bool outlining = now < state.changed.until;
    const PaintKey paintKey{sceneKey,  view.unitX,     view.unitY, state.view.presentation, state.view.darkTheme,
                            textScale, state.selected, outlining,  state.practice.revision};
    paintUnlessHeld(state, renderer, scene, paintKey, marks, view, region);
    drawPicture(state, renderer, frame, view, region);
    if (input.hovered && state.practice.active) explainWrongUnderMouse(scene, marks, view);
}

}  // namespace ablab::app
