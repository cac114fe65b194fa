#pragma once
// What the canvas's picture of a frame depends on. A frame whose keys equal the last frame's
// builds no scene, paints nothing and uploads nothing (gui/memo.h, CanvasRenderer::holds).
#include <cstddef>
#include <cstdint>

#include "model/tree.h"
#include "text/translate.h"
#include "text/notation.h"

namespace ablab::app {

// What the scene of a frame depends on.
struct SceneKey {
    std::uint64_t runRevision;
    std::size_t step;
    float left, top, right, bottom;  // the region in view, in layout units
    bool windowOnEdges, squareCircleShapes, openLines;
    float summarizeBelow;
    std::size_t collapsedRevision;
    core::Language language;  // the cutoff titles and the step counter are words
    core::Notation notation;
    std::uint64_t focusMade;  // which focus view it draws (PanelCaches::focusView's count)
    double glideAt;           // while that view glides in (state/focus_motion.h), the frame's time; else -1
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
    std::uint64_t practiceRevision;  // the student's entries and grade (Practice::revision)
    float leastWordPixels;           // the size rule's least word (PaintOptions)
    // The canvas the words stay inside, in the painted coordinates; all 0 when unbounded.
    float boundLeft = 0, boundTop = 0, boundWidth = 0, boundHeight = 0;
    bool operator==(const PaintKey&) const = default;
};

}  // namespace ablab::app
