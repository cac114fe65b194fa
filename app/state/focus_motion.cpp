#include "state/focus_motion.h"

#include <algorithm>

#include "state/camera.h"

namespace ablab::app {

namespace {

std::vector<core::Point> pixelsOf(const core::FocusView& view, const core::Viewport& viewport) {
    std::vector<core::Point> pixels(view.nodes.size());
    for (std::size_t i = 0; i < view.nodes.size(); ++i)
        pixels[i] = {viewport.originX + view.layout.x[i] * viewport.unitX, viewport.originY + view.layout.y[i] * viewport.unitY};
    return pixels;
}

// Where node n was drawn in the view a glide starts from: its own place, else its nearest
// ancestor's (a glyph that opens spreads its children out of itself).
std::optional<core::Point> startOf(const FocusMotion& motion, const core::Tree& tree, core::NodeId n) {
    for (core::NodeId at = n; at != core::kNoNode; at = tree.parent(at)) {
        const auto found = std::lower_bound(motion.fromNodes.begin(), motion.fromNodes.end(), at);
        if (found != motion.fromNodes.end() && *found == at)
            return motion.fromPixels[static_cast<std::size_t>(found - motion.fromNodes.begin())];
    }
    return std::nullopt;
}

}  // namespace

void noteFocusView(FocusMotion& motion, std::uint64_t made, const core::FocusView& view, const core::Viewport& viewport,
                   double now) {
    if (made == motion.shownMade) {
        // The same view, maybe zoomed or panned since it was first drawn: the next glide starts
        // from where its nodes are now, not from where they first appeared.
        if (!view.whole && motion.start < 0) motion.shownPixels = pixelsOf(view, viewport);
        return;
    }
    const bool glides = now > 0 && !view.whole && !motion.shownNodes.empty();
    motion.fromNodes = std::move(motion.shownNodes);
    motion.fromPixels = std::move(motion.shownPixels);
    motion.start = glides ? now : -1;
    motion.shownMade = made;
    motion.shownNodes = view.whole ? std::vector<core::NodeId>{} : view.nodes;
    motion.shownPixels = view.whole ? std::vector<core::Point>{} : pixelsOf(view, viewport);
}

std::optional<core::FocusView> focusViewInMotion(const FocusMotion& motion, const core::FocusView& target,
                                                 const core::Viewport& viewport, const core::Tree& tree, double now) {
    if (motion.start < 0 || target.whole || now >= motion.start + kEaseSeconds) return std::nullopt;
    const float s = easedShare(motion.start, now);
    core::FocusView moving = target;
    for (std::size_t i = 0; i < target.nodes.size(); ++i) {
        const std::optional<core::Point> from = startOf(motion, tree, target.nodes[i]);
        if (!from) continue;
        const float toX = viewport.originX + target.layout.x[i] * viewport.unitX;
        const float toY = viewport.originY + target.layout.y[i] * viewport.unitY;
        moving.layout.x[i] = (from->x + (toX - from->x) * s - viewport.originX) / viewport.unitX;
        moving.layout.y[i] = (from->y + (toY - from->y) * s - viewport.originY) / viewport.unitY;
    }
    return moving;
}

}  // namespace ablab::app
