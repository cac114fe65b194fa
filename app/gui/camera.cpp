#include "gui/camera.h"

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

void easeTo(CanvasView& canvas, const CanvasFrame& frame, float zoom, core::Point node, float x, float y, double now) {
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

bool advanceEase(CanvasView& canvas, const CanvasFrame& frame, double now) {
    CanvasView::Move& move = canvas.move;
    if (move.start < 0) return false;
    const float t = static_cast<float>(std::clamp((now - move.start) / kEaseSeconds, 0.0, 1.0));
    const float s = t * t * (3 - 2 * t);  // smoothstep: leaves and arrives gently
    // The zoom changes by the same factor every frame; the point glides in layout units.
    const float zoom = move.fromZoom * std::pow(move.toZoom / move.fromZoom, s);
    const core::Point p{move.from.x + (move.to.x - move.from.x) * s, move.from.y + (move.to.y - move.from.y) * s};
    placeAt(canvas, frame, zoom, p, frame.left + move.x, frame.top + move.y);
    if (t >= 1) move.start = -1;
    return move.start >= 0;
}

}  // namespace ablab::app
