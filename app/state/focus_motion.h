#pragma once
// Subtrees fold and unfold with a short glide (kEaseSeconds) as the search leaves and enters
// them, so that a class sees where a glyph went: each node of the new focus view starts where it,
// or its nearest ancestor, was drawn in the view before, and moves to its place. Positions are
// kept in screen pixels, since the two views are fitted to the canvas at different scales.
#include <cstdint>
#include <optional>
#include <vector>

#include "picture/focus_view.h"
#include "picture/paint.h"

namespace ablab::app {

struct FocusMotion {
    std::uint64_t shownMade = 0;           // which focus view (its memo's count) was drawn last
    std::vector<core::NodeId> shownNodes;  // its nodes, ascending,
    std::vector<core::Point> shownPixels;  // and where they were drawn, in screen pixels
    std::vector<core::NodeId> fromNodes;   // the view the glide starts from
    std::vector<core::Point> fromPixels;
    double start = -1;  // seconds; < 0: not moving
};

// Notes the view drawn this frame: a new one (another `made`) starts a glide from the last one
// at `now` (a clock at 0 or less, as screenshots draw, jumps there at once), from where the last
// one's nodes were drawn in its last frame (after any zoom or pan of it).
void noteFocusView(FocusMotion& motion, std::uint64_t made, const core::FocusView& view, const core::Viewport& viewport,
                   double now);

// The view to draw at `now`: during a glide, `target` with its nodes on their way; otherwise
// nothing (draw the target itself).
std::optional<core::FocusView> focusViewInMotion(const FocusMotion& motion, const core::FocusView& target,
                                                 const core::Viewport& viewport, const core::Tree& tree, double now);

}  // namespace ablab::app
