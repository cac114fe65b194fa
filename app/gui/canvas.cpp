#include "gui/canvas.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
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
    bool rightReleased = false;
};

// The canvas claims its area so that drags and the wheel reach it and not the window; a drag
// pans.
CanvasInput claimArea(CanvasView& canvas, ImVec2 size) {
    ImGui::InvisibleButton("canvas", size, ImGuiButtonFlags_MouseButtonLeft);
    const CanvasInput input{ImGui::IsItemHovered(), ImGui::IsItemDeactivated(),
                            ImGui::IsItemHovered() && ImGui::IsMouseReleased(ImGuiMouseButton_Right)};
    const ImGuiIO& io = ImGui::GetIO();
    if (ImGui::IsItemActive() && ImGui::IsMouseDragging(ImGuiMouseButton_Left)) {
        canvas.panX += io.MouseDelta.x;
        canvas.panY += io.MouseDelta.y;
        canvas.move.start = -1;  // the hand wins over the camera
    }
    return input;
}

// How far the wheel zooms, relative to the fit (zoom 1): out to a quarter of it, so the tree
// never shrinks to an icon; in until siblings are half the canvas's shorter side apart, so one
// node never fills it (a lecture tree's three times the fit, a million-node tree's readable
// leaves). A zoom already beyond (a focus glide) is not pulled back by the wheel.
constexpr float kLeastWheelZoom = 0.25f;
float mostWheelZoom(const CanvasFrame& frame) {
    return std::max(1.0f, 0.5f * std::min(frame.width, frame.height) / std::max(frame.fit.unitX, 1e-6f));
}

// The wheel zooms to the cursor: the point under the mouse stays where it is. One notch (GLFW's
// 1, the browser's normalized to it: page.js) is one step of 1.25, up zooming in.
void zoomToCursor(CanvasView& canvas, const CanvasFrame& frame) {
    const ImGuiIO& io = ImGui::GetIO();
    const core::Viewport& fit = frame.fit;
    const float cx = frame.left + frame.width / 2, cy = frame.top + frame.height / 2;
    const float factor = std::pow(1.25f, io.MouseWheel);
    const float newZoom =
        std::clamp(canvas.zoom * factor, std::min(kLeastWheelZoom, canvas.zoom), std::max(mostWheelZoom(frame), canvas.zoom));
    canvas.move.start = -1;  // the hand wins over the camera
    if (newZoom == canvas.zoom) return;
    const float appliedX = newZoom / canvas.zoom;
    const float appliedY = levelScale(fit, newZoom) / levelScale(fit, canvas.zoom);
    canvas.panX = (io.MousePos.x - cx) - (io.MousePos.x - cx - canvas.panX) * appliedX;
    canvas.panY = (io.MousePos.y - cy) - (io.MousePos.y - cy - canvas.panY) * appliedY;
    canvas.zoom = newZoom;
}

// The part of the tree in view, in the whole layout's units, for the minimap.
void markViewOnMinimap(CanvasView& canvas, const CanvasFrame& frame, const core::Viewport& view) {
    canvas.viewLeft = (frame.left - view.originX) / view.unitX;
    canvas.viewTop = (frame.top - view.originY) / view.unitY;
    canvas.viewRight = (frame.left + frame.width - view.originX) / view.unitX;
    canvas.viewBottom = (frame.top + frame.height - view.originY) / view.unitY;
}

// The focus view is chosen for its step and fitted to the canvas: each step starts from the fit
// (the wheel and a drag still zoom and pan within it). Find and focus open the node's subtree
// where it stands. The minimap marks the nodes drawn at full size.
core::Viewport moveFocusCamera(AppState& state, const CanvasFrame& frame, const core::FocusView& focus) {
    CanvasView& canvas = state.canvas;
    if (canvas.presentedStep != state.step) {
        canvas.presentedStep = state.step;
        canvas.zoom = 1;
        canvas.panX = canvas.panY = 0;
    }
    canvas.move.start = -1;
    if (canvas.focus != core::kNoNode && canvas.focus < state.run->tree->size() &&
        !std::binary_search(canvas.opened.begin(), canvas.opened.end(), canvas.focus) && !state.run->tree->isLeaf(canvas.focus))
        toggleOpened(canvas, canvas.focus);
    canvas.focus = core::kNoNode;
    canvas.centreRequested = false;
    const core::TreeLayout& whole = *state.run->layout;
    float left = whole.width, right = 0, top = whole.height, bottom = 0;
    for (std::size_t i = 0; i < focus.nodes.size(); ++i) {
        const core::NodeId n = focus.nodes[i];
        left = std::min(left, whole.x[n]), right = std::max(right, whole.x[n]);
        top = std::min(top, whole.y[n]), bottom = std::max(bottom, whole.y[n]);
    }
    canvas.viewLeft = left - 0.5f, canvas.viewRight = right + 0.5f;
    canvas.viewTop = top - 0.5f, canvas.viewBottom = bottom + 0.5f;
    return viewOf(canvas, frame);
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
    markViewOnMinimap(state.canvas, frame, view);
    return view;
}

// What the canvas draws at this step: the whole tree's layout, or the focus view's folded one
// (picture/focus_view.h), whose positions are indexed by place in `focus.nodes`.
struct CanvasTree {
    const core::FocusView& focus;
    const core::TreeLayout& layout;
    core::NodeId nodeAt(std::size_t i) const { return focus.whole ? static_cast<core::NodeId>(i) : focus.nodes[i]; }
    std::size_t size() const { return layout.x.size(); }
    // Where node n is drawn, in layout units; nothing when the view folds it away.
    std::optional<core::Point> placeOf(core::NodeId n) const {
        if (focus.whole) return n < layout.x.size() ? std::optional(core::Point{layout.x[n], layout.y[n]}) : std::nullopt;
        const auto at = std::lower_bound(focus.nodes.begin(), focus.nodes.end(), n);
        if (at == focus.nodes.end() || *at != n) return std::nullopt;
        const auto i = static_cast<std::size_t>(at - focus.nodes.begin());
        return core::Point{layout.x[i], layout.y[i]};
    }
    bool isGlyph(core::NodeId n) const {
        const auto at = std::lower_bound(focus.nodes.begin(), focus.nodes.end(), n);
        return !focus.whole && at != focus.nodes.end() && *at == n &&
               focus.folded[static_cast<std::size_t>(at - focus.nodes.begin())];
    }
};

// The node nearest the mouse within a node's radius, or none.
core::NodeId nodeUnderMouse(const CanvasTree& drawn, const core::Viewport& view) {
    const ImGuiIO& io = ImGui::GetIO();
    const float radius = std::max(6.0f, 0.4f * std::min(view.unitX, view.unitY));
    core::NodeId nearest = core::kNoNode;
    float best = radius * radius;
    const float mx = (io.MousePos.x - view.originX) / view.unitX, my = (io.MousePos.y - view.originY) / view.unitY;
    for (std::size_t i = 0; i < drawn.size(); ++i) {
        if (std::abs(drawn.layout.y[i] - my) * view.unitY > radius) continue;
        const float dx = (drawn.layout.x[i] - mx) * view.unitX, dy = (drawn.layout.y[i] - my) * view.unitY;
        if (dx * dx + dy * dy <= best) {
            best = dx * dx + dy * dy;
            nearest = drawn.nodeAt(i);
        }
    }
    return nearest;
}

// A click (not a drag) selects the node under the mouse, or none; on a folded glyph it also
// opens the glyph's subtree. A right click on a subtree the teacher opened folds it again.
void clickUnderMouse(AppState& state, const CanvasTree& drawn, const core::Viewport& view, const CanvasInput& input) {
    const ImGuiIO& io = ImGui::GetIO();
    const bool dragged = io.MouseDragMaxDistanceSqr[0] >= io.MouseDragThreshold * io.MouseDragThreshold;
    if (input.released && !dragged) {
        state.selected = nodeUnderMouse(drawn, view);
        if (state.selected != core::kNoNode && drawn.isGlyph(state.selected)) toggleOpened(state.canvas, state.selected);
        answerWithNode(state, state.predict, state.selected);  // predicting, a click on the leaf asked for
    }
    if (input.rightReleased) {
        const core::NodeId n = nodeUnderMouse(drawn, view);
        if (std::binary_search(state.canvas.opened.begin(), state.canvas.opened.end(), n)) toggleOpened(state.canvas, n);
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
SceneKey sceneKeyOf(AppState& state, const core::SceneRegion& region, const core::Viewport& view, float textScale,
                    std::uint64_t focusMade, double glideAt) {
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
            state.view.notation,
            focusMade,
            glideAt};
}

const core::Scene& sceneInView(const AppState& state, PanelCaches& caches, const SceneKey& key, const core::SceneRegion& region,
                               const core::FocusView& focus) {
    return caches.scene.get(key, [&] {
        core::SceneOptions sceneOptions;
        sceneOptions.windowOnEdges = state.view.windowOnEdges;
        sceneOptions.squareCircleShapes = state.view.squareCircleShapes;
        sceneOptions.openLines = state.view.openLines;
        sceneOptions.caption = false;
        sceneOptions.summarizeBelow = key.summarizeBelow;
        sceneOptions.collapsed = state.canvas.collapsed;
        sceneOptions.focus = &focus;
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
    paint.leastWordPixels = key.leastWordPixels;
    paint.canvasLeft = key.boundLeft, paint.canvasTop = key.boundTop;
    paint.canvasWidth = key.boundWidth, paint.canvasHeight = key.boundHeight;
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
void drawTypedValue(const AppState& state, const CanvasTree& drawn, ImDrawList* list, const core::Viewport& view) {
    const std::string_view typed = typedLeafValue(state);
    const std::optional<core::Point> place = drawn.placeOf(state.selected);
    if (typed.empty() || !place) return;
    const ImVec2 leaf{view.originX + place->x * view.unitX, view.originY + place->y * view.unitY};
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
void drawPicture(const AppState& state, const CanvasTree& drawn, CanvasRenderer& renderer, const CanvasFrame& frame,
                 const core::Viewport& view, const core::SceneRegion& region) {
    ImDrawList* list = ImGui::GetWindowDrawList();
    const ImVec2 min{frame.left, frame.top}, max{frame.left + frame.width, frame.top + frame.height};
    const core::Color background = windowTheme(state.view).background;
    list->PushClipRect(min, max, true);
    if (background != core::Color{255, 255, 255, 255})  // white is the clear colour (frame.cpp)
        list->AddRectFilled(min, max, IM_COL32(background.r, background.g, background.b, 255));
    const float offsetX = view.originX + region.left * view.unitX, offsetY = view.originY + region.top * view.unitY;
    renderer.queueDraw(list, offsetX, offsetY);
    renderer.batch().drawTexts(list, offsetX, offsetY);
    drawTypedValue(state, drawn, list, view);
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

// The focus + context view of the step at this canvas's size: whole when the tree fits there at
// its words' readable size (16 px at 720 rows of the screen, picture_style.h), or when F asked
// for the whole tree at this step.
const core::FocusView& focusInView(const AppState& state, PanelCaches& caches, ImVec2 size, float textScale, bool boards) {
    const float columns = showsWholeTree(state) ? std::numeric_limits<float>::infinity()
                                                : core::focusColumns(size.x, ImGui::GetIO().DisplaySize.y, boards, textScale);
    return caches.focusView.get({state.run->revision, state.step, columns, state.canvas.openedRevision}, [&] {
        return core::chooseFocus(*state.run->trace, *state.run->layout, {state.step, columns, state.canvas.opened});
    });
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

    // A game tree's positions sit above its nodes: the fit leaves them room above the root.
    const bool boards = !state.run->tree->board(core::Tree::root()).empty();
    // F holds until the next step: once the canvas has drawn another step, it is forgotten.
    if (!showsWholeTree(state)) state.canvas.wholeAtStep = static_cast<std::size_t>(-1);
    const core::FocusView& focus = focusInView(state, caches, size, textScale, boards);
    const CanvasTree drawn{focus, focus.whole ? *state.run->layout : focus.layout};
    // Layout units to pixels: fit what is drawn, then apply zoom and pan.
    const CanvasFrame frame{origin.x, origin.y, size.x, size.y,
                            core::fitViewport(drawn.layout.width, drawn.layout.height, boards, size.x, size.y, false)};
    if (input.hovered && ImGui::GetIO().MouseWheel != 0) zoomToCursor(state.canvas, frame);
    const core::Viewport view = focus.whole ? moveCamera(state, frame, now) : moveFocusCamera(state, frame, focus);
    // Before the scene is painted, so that the ring appears in the frame of the click.
    clickUnderMouse(state, drawn, view, input);
    // A new focus view glides from the last one: its scene is built anew each frame until it arrives.
    FocusMotion& motion = state.canvas.focusMotion;
    noteFocusView(motion, caches.focusView.made(), focus, view, now);
    const std::optional<core::FocusView> gliding = focusViewInMotion(motion, focus, view, *state.run->tree, now);
    if (!gliding) motion.start = -1;

    const core::SceneRegion region =
        focus.whole ? regionInView(frame, view) : core::SceneRegion{-2, -2, drawn.layout.width + 2, drawn.layout.height + 2};
    const SceneKey sceneKey =
        sceneKeyOf(state, region, view, focus.whole ? textScale : 0.0f, caches.focusView.made(), gliding ? now : -1.0);
    const core::Scene& scene = sceneInView(state, caches, sceneKey, region, gliding ? *gliding : focus);
    state.canvas.nodesInView = scene.nodes.size();
    // Practising, the student's entries and what they got wrong after Check.
    const std::vector<NodeMark>& marks = caches.practiceMarks.get({state.practice.revision, state.run->revision, state.step},
                                                                  [&] { return practiceMarks(state, state.practice); });
    const bool outlining = now < state.changed.until;
    // The size rule holds where the focus view keeps room for it: 16 px at 720 rows of the screen.
    const float leastWordPixels = core::focusWordPixels(focus, ImGui::GetIO().DisplaySize.y, textScale);
    PaintKey paintKey{sceneKey,  view.unitX,     view.unitY, state.view.presentation, state.view.darkTheme,
                      textScale, state.selected, outlining,  state.practice.revision, leastWordPixels};
    // The picture as presented (not zoomed or moved by hand) keeps every word and shape inside
    // the canvas, not under the side panel, the status line or past the screen's edge. The scene
    // is painted relative to the region's corner (paintUnlessHeld), so the canvas is found there.
    if (state.canvas.zoom == 1.0f && state.canvas.panX == 0.0f && state.canvas.panY == 0.0f) {
        paintKey.boundLeft = -(frame.fit.originX + region.left * frame.fit.unitX);
        paintKey.boundTop = -(frame.fit.originY + region.top * frame.fit.unitY);
        paintKey.boundWidth = frame.width;
        paintKey.boundHeight = frame.height;
    }
    paintUnlessHeld(state, renderer, scene, paintKey, marks, view, region);
    drawPicture(state, drawn, renderer, frame, view, region);
    if (input.hovered && state.practice.active) explainWrongUnderMouse(scene, marks, view);
}

}  // namespace ablab::app
