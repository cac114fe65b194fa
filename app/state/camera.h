#pragma once
// The canvas's camera: which layout point is at the canvas's centre and how near (the zoom,
// relative to the whole tree fitted), and easing from one view to another in a quarter of a
// second, so that a class sees where the view went. Find, focus and follow zoom until the node
// is readable; presenting a tree too big to read whole, the view follows the current node at a
// readable scale and backs out to the whole tree at the end.
#include "picture/paint.h"
#include "state/app_state.h"

namespace ablab::app {

inline constexpr double kEaseSeconds = 0.25;

// The canvas on screen: its top-left corner and size in pixels, and the whole tree fitted to it.
struct CanvasFrame {
    float left = 0, top = 0, width = 0, height = 0;
    core::Viewport fit;
};

// How much zooming in spreads the levels apart. A wide tree fits the window with its levels
// already well apart and its nodes a pixel wide: zooming in spreads the nodes, and the levels
// only once they are as far apart as a lecture tree's (1.4 node distances). Zooming out
// shrinks both.
float levelScale(const core::Viewport& fit, float zoom);

// Layout units to pixels at the canvas's zoom and pan.
core::Viewport viewOf(const CanvasView& canvas, const CanvasFrame& frame);

// Pans so that the layout point p is at the pixel (x, y), at `zoom`.
void placeAt(CanvasView& canvas, const CanvasFrame& frame, float zoom, core::Point p, float x, float y);

// The zoom at which leaf values of two characters are set at the readable target size (with a
// little room for labels beside them); at least 1.
float readableZoom(const CanvasFrame& frame, float fontScale);

// Starts moving the view so that `node` ends up at the pixel (x, y) relative to the canvas's
// top-left corner, at `zoom`. A clock at 0 or less (screenshots) jumps there at once.
void easeTo(CanvasView& canvas, const CanvasFrame& frame, float zoom, core::Point node, float x, float y, double now);

// How far an ease begun at `start` has got at `now`, from 0 to 1 over kEaseSeconds: a
// smoothstep, so that it leaves and arrives gently. The camera and a focus view's glide share it.
float easedShare(double start, double now);

// Moves the view along its easing; false once it has arrived (or was not moving).
bool advanceEase(CanvasView& canvas, const CanvasFrame& frame, double now);

// The camera's three ways of choosing a view by itself; each starts an easeTo.
// Presenting a tree too big to read whole: the current node at a readable scale a third of the
// way down, the whole tree at the start and the end.
void presentStep(AppState& state, const CanvasFrame& frame, double now);
// Find and focus: the node's subtree framed when it fits at a readable size, otherwise the node
// a third of the way down at the readable scale.
void focusOn(AppState& state, const CanvasFrame& frame, core::NodeId n, double now);
// Follow: the current node brought back towards the centre, readable, when it leaves the
// middle four fifths of the view or is too small to read.
void followCurrent(AppState& state, const CanvasFrame& frame, double now);

}  // namespace ablab::app
