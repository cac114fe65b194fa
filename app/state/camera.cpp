#include "state/camera.h"

#include <algorithm>
#include <cmath>

namespace ablab::app {

float levelScale(const core::Viewport& fit, float zoom) {
    if (zoom <= 1) return zoom;
    return std::max(1.0f, std::min(zoom, 1.4f * fit.unitX * zoom / fit.unitY));
}

core::Viewport viewOf(const CanvasView& canvas, const CanvasFrame& frame) {
    const float cx = frame.left + frame.width / 2, cy = frame.top + frame.height / 2;
    const float scaleY = levelScale(frame.fit, canvas.zoom);
    core::Viewport view = frame.fit;
    view.unitX *= canvas.zoom;
    view.unitY *= scaleY;
    view.originX = cx + (frame.left + frame.fit.originX - cx) * canvas.zoom + canvas.panX;
    view.originY = cy + (frame.top + frame.fit.originY - cy) * scaleY + canvas.panY;
    return view;
}

void placeAt(CanvasView& canvas, const CanvasFrame& frame, float zoom, core::Point p, float x, float y) {
    const float cx = frame.left + frame.width / 2, cy = frame.top + frame.height / 2;
    const float scaleY = levelScale(frame.fit, zoom);
    canvas.zoom = zoom;
    canvas.panX = x - (cx + (frame.left + frame.fit.originX - cx) * zoom) - p.x * frame.fit.unitX * zoom;
    canvas.panY = y - (cy + (frame.top + frame.fit.originY - cy) * scaleY) - p.y * frame.fit.unitY * scaleY;
}

float readableZoom(const CanvasFrame& frame, float fontScale) {
    // 1.5 times the least sibling distance at which values are set at the target size: room
    // for a label under each leaf as well.
    const float unit = 1.5f * core::readableUnitPixels(2, fontScale);
    return std::clamp(unit / std::max(frame.fit.unitX, 1e-6f), 1.0f, 1e5f);
}

namespace {

// Pans a view so that the tree covers the canvas where it can: zoomed in near the tree's edge,
// the edge goes to the canvas's edge rather than leaving half the screen empty; a tree
// narrower (or shorter) than the canvas at this zoom is centred. "The tree" is what the whole
// fitted view shows, margins included.
void keepTreeInView(CanvasView& canvas, const CanvasFrame& frame) {
    const core::Viewport view = viewOf(canvas, frame);
    auto fitted = [](float first, float last, float canvasFirst, float canvasLast) {
        if (last - first <= canvasLast - canvasFirst) return (canvasFirst + canvasLast) / 2 - (first + last) / 2;
        if (first > canvasFirst) return canvasFirst - first;
        if (last < canvasLast) return canvasLast - last;
        return 0.0f;
    };
    // The tree's box in layout units: what zoom 1 without a pan shows.
    const float left = -frame.fit.originX / frame.fit.unitX, right = (frame.width - frame.fit.originX) / frame.fit.unitX;
    const float top = -frame.fit.originY / frame.fit.unitY, bottom = (frame.height - frame.fit.originY) / frame.fit.unitY;
    canvas.panX +=
        fitted(view.originX + left * view.unitX, view.originX + right * view.unitX, frame.left, frame.left + frame.width);
    canvas.panY +=
        fitted(view.originY + top * view.unitY, view.originY + bottom * view.unitY, frame.top, frame.top + frame.height);
}

}  // namespace

void easeTo(CanvasView& canvas, const CanvasFrame& frame, float zoom, core::Point node, float x, float y, double now) {
    // Where the view ends, kept on the tree: the layout point that then sits at (x, y).
    CanvasView end;  // only the zoom and the pan: no copy of the canvas's lists
    placeAt(end, frame, zoom, node, frame.left + x, frame.top + y);
    keepTreeInView(end, frame);
    const core::Viewport endView = viewOf(end, frame);
    node = {(frame.left + x - endView.originX) / endView.unitX, (frame.top + y - endView.originY) / endView.unitY};

    CanvasView::Move& move = canvas.move;
    // Where the view is now, said the same way as the target: which layout point sits at
    // (x, y), and the zoom.
    const core::Viewport view = viewOf(canvas, frame);
    move.from = {(frame.left + x - view.originX) / view.unitX, (frame.top + y - view.originY) / view.unitY};
    move.fromZoom = canvas.zoom;
    move.to = node;
    move.toZoom = zoom;
    move.x = x;
    move.y = y;
    move.start = now;
    if (now <= 0) {
        placeAt(canvas, frame, zoom, node, frame.left + x, frame.top + y);
        move.start = -1;
    }
}

float easedShare(double start, double now) {
    const float t = static_cast<float>(std::clamp((now - start) / kEaseSeconds, 0.0, 1.0));
    return t * t * (3 - 2 * t);
}

bool advanceEase(CanvasView& canvas, const CanvasFrame& frame, double now) {
    CanvasView::Move& move = canvas.move;
    if (move.start < 0) return false;
    const float s = easedShare(move.start, now);
    // The zoom changes by the same factor every frame; the point glides in layout units.
    const float zoom = move.fromZoom * std::pow(move.toZoom / move.fromZoom, s);
    const core::Point p{move.from.x + (move.to.x - move.from.x) * s, move.from.y + (move.to.y - move.from.y) * s};
    placeAt(canvas, frame, zoom, p, frame.left + move.x, frame.top + move.y);
    if (now >= move.start + kEaseSeconds) move.start = -1;
    return move.start >= 0;
}

namespace {

// What a step must show, in layout units: the current node, and at a cutoff also the ancestor
// whose bound caused it, with room for their words and the arc bowing between them.
struct StepFocus {
    core::NodeId node = core::kNoNode, cause = core::kNoNode;
    float left = 0, top = 0, right = 0, bottom = 0;
};

StepFocus stepFocus(const AppState& state, core::NodeId n) {
    StepFocus focus;
    focus.node = n;
    const core::TreeLayout& layout = (*state.run->layout);
    focus.left = focus.right = layout.x[n];
    focus.top = focus.bottom = layout.y[n];
    if (state.step > 0 && state.step <= state.run->trace->stepCount()) {
        const core::Event& event = state.run->trace->events()[state.step - 1];
        if (event.type == core::EventType::Cutoff && event.cause != core::kNoNode && event.cause < state.run->tree->size()) {
            focus.cause = event.cause;
            focus.left = std::min(focus.left, layout.x[event.cause]);
            focus.right = std::max(focus.right, layout.x[event.cause]);
            focus.top = std::min(focus.top, layout.y[event.cause]);
            focus.bottom = std::max(focus.bottom, layout.y[event.cause]);
        }
    }
    // A node and its words take about a sibling distance each way, and half a level.
    focus.left -= 1.2f;
    focus.right += 1.2f;
    focus.top -= 0.7f;
    focus.bottom += 0.7f;
    return focus;
}

// The nearest zoom to `wanted`, not above it, at which the focus fits the canvas.
float zoomShowing(const StepFocus& focus, const CanvasFrame& frame, float wanted) {
    float zoom = wanted;
    for (int i = 0; i < 200 && zoom > 1e-3f; ++i, zoom *= 0.92f) {
        const float width = (focus.right - focus.left) * frame.fit.unitX * zoom;
        const float height = (focus.bottom - focus.top) * frame.fit.unitY * levelScale(frame.fit, zoom);
        if (width <= frame.width && height <= frame.height) return zoom;
    }
    return zoom;
}

// Eases to the step's focus at a readable scale where it fits there: the node a third of the
// way down (its children below it), or node and cause together in the middle.
void frameFocus(AppState& state, const CanvasFrame& frame, core::NodeId n, double now) {
    const StepFocus focus = stepFocus(state, n);
    const float zoom = zoomShowing(focus, frame, std::max(readableZoom(frame, state.view.fontScale), 1.0f));
    if (focus.cause == core::kNoNode) {
        easeTo(state.canvas, frame, zoom, {state.run->layout->x[n], state.run->layout->y[n]}, frame.width / 2,
               frame.height * 0.33f, now);
        return;
    }
    const core::Point middle{(focus.left + focus.right) / 2, (focus.top + focus.bottom) / 2};
    easeTo(state.canvas, frame, zoom, middle, frame.width / 2, frame.height / 2, now);
}

}  // namespace

// The teaching camera on a tree too big to read whole: at a readable scale around the current
// node, with the cause of a cutoff in the same view; presenting, the whole tree at the start
// and the end, at the desk the root's neighbourhood at the start (the minimap shows the whole).
void presentStep(AppState& state, const CanvasFrame& frame, double now) {
    const bool tooBig = readableZoom(frame, state.view.fontScale) > 1.0f;
    if (!tooBig || (state.canvas.presentedStep == state.step && now > 0)) return;
    state.canvas.presentedStep = state.step;
    const bool atEnd = state.step == state.run->trace->stepCount();
    const core::NodeId n = state.step > 0            ? state.run->trace->currentNode(state.step)
                           : state.view.presentation ? core::kNoNode
                                                     : core::Tree::root();
    if (n == core::kNoNode || atEnd) {
        const core::Point middle{state.run->layout->width / 2, state.run->layout->height / 2};
        const core::Viewport whole = frame.fit;
        easeTo(state.canvas, frame, 1.0f, middle, whole.originX + middle.x * whole.unitX, whole.originY + middle.y * whole.unitY,
               now);
        return;
    }
    frameFocus(state, frame, n, now);
}

// Find and focus: the node's subtree framed when it fits at a readable size, otherwise the node
// itself a third of the way down at the readable scale, its children below it.
void focusOn(AppState& state, const CanvasFrame& frame, core::NodeId n, double now) {
    const float readable = readableZoom(frame, state.view.fontScale);
    const float width = state.run->layout->subtreeRight[n] - state.run->layout->subtreeLeft[n] + 1.9f;
    const float height = static_cast<float>(state.run->tree->height() - state.run->tree->depth(n)) + 1.4f;
    const float framing = std::min(frame.width / (width * frame.fit.unitX), frame.height / (height * frame.fit.unitY));
    if (framing >= readable) {
        const core::Point middle{(state.run->layout->subtreeLeft[n] + state.run->layout->subtreeRight[n]) / 2,
                                 static_cast<float>(state.run->tree->depth(n)) + height / 2 - 0.7f};
        easeTo(state.canvas, frame, std::clamp(framing, 0.05f, 1e5f), middle, frame.width / 2, frame.height / 2, now);
    } else {
        easeTo(state.canvas, frame, std::max(readable, state.canvas.zoom), {state.run->layout->x[n], state.run->layout->y[n]},
               frame.width / 2, frame.height * 0.33f, now);
    }
}

// Follow: when the current node leaves the middle of the view, or cannot be read, bring it
// back towards the centre at a readable scale.
void followCurrent(AppState& state, const CanvasFrame& frame, double now) {
    if (state.step == 0 || state.canvas.move.start >= 0) return;
    const core::NodeId n = state.run->trace->currentNode(state.step);
    if (n == core::kNoNode) return;
    const core::Viewport view = viewOf(state.canvas, frame);
    const float x = view.originX + state.run->layout->x[n] * view.unitX - frame.left;
    const float y = view.originY + state.run->layout->y[n] * view.unitY - frame.top;
    const float readable = readableZoom(frame, state.view.fontScale);
    // At a cutoff the cause must be in view too.
    const StepFocus focus = stepFocus(state, n);
    bool causeOut = false;
    if (focus.cause != core::kNoNode) {
        const float cx = view.originX + state.run->layout->x[focus.cause] * view.unitX - frame.left;
        const float cy = view.originY + state.run->layout->y[focus.cause] * view.unitY - frame.top;
        causeOut = cx < 0 || cx > frame.width || cy < 0 || cy > frame.height;
    }
    const bool nodeAway =
        std::abs(x - frame.width / 2) > frame.width * 0.4f || std::abs(y - frame.height / 2) > frame.height * 0.4f;
    if (focus.cause != core::kNoNode) {
        if (causeOut || nodeAway) frameFocus(state, frame, n, now);
        return;
    }
    if (nodeAway || state.canvas.zoom < readable * 0.99f)
        easeTo(state.canvas, frame, std::max(state.canvas.zoom, readable), {state.run->layout->x[n], state.run->layout->y[n]},
               frame.width / 2, frame.height * 0.4f, now);
}

}  // namespace ablab::app
