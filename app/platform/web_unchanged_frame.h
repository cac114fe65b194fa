#pragma once
// Whether a frame the browser built draws what the frame it last drew did, so that it need not
// be drawn. The browser's main loop builds a frame every animation frame (60 a second, idle or
// not), and under software WebGL every frame drawn costs the page's compositor a whole
// presentation; a frame built and not drawn costs only the comparison. The numbers are in
// docs/browser.md ("Frames the browser does not draw").
#include <vector>

struct ImDrawData;

namespace ablab::app {

class CanvasRenderer;

namespace platform {

// The bytes of the frame last drawn, and a buffer for the one being compared. Both keep their
// capacity: an unchanged frame allocates nothing.
struct DrawnFrame {
    std::vector<unsigned char> drawn, built;
    bool any = false;  // whether a frame was drawn yet
};

// Whether `frame` (ImGui's draw lists, the display, the font atlas, and the canvas's shapes,
// drawn by a callback and so counted by their uploads and placed by their offset) is to be
// drawn: it differs from the last drawn one byte for byte, or `always`. When it is, it becomes
// the last drawn one.
bool drawsAnew(DrawnFrame& last, const ImDrawData& frame, const CanvasRenderer& canvas, bool always);

}  // namespace platform
}  // namespace ablab::app
