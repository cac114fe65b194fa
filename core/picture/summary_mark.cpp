#include "picture/paint_parts.h"

#include <algorithm>
#include <array>
#include <string>

namespace ablab::core::painting {

// A subtree drawn as one mark: a bar as wide as the subtree, split into the shares of its
// leaves evaluated (green), pruned (grey; the outline dashed when all of it is pruned) and not
// reached yet (blank), hanging from the subtree's root. The class sees the pruned share at a
// glance.
void drawSummary(const SceneNode& n, Point c, const Theme& theme, const Geometry& g, bool labelled, float labelFont,
                 Painter& painter, LabelPlacement& words) {
    const float left = std::min(g.at(n.spanLeft, 0).x, c.x - 1.5f), right = std::max(g.at(n.spanRight, 0).x, c.x + 1.5f);
    // From just below the root down to the subtree's deepest level: the area it would cover.
    const float top = c.y + std::min(g.r, 4.0f);
    const float height = std::max(4.0f, g.at(0, n.spanBottom).y - top);
    // Stacked from the top: the evaluated share, the pruned share, and what is not reached yet.
    // Stacked downwards rather than across, so that neighbouring narrow marks line their shares
    // up into bands the class can compare at a glance; a share that exists is at least 2 px.
    const float total = static_cast<float>(std::max<std::uint32_t>(n.leaves, 1));
    auto share = [&](std::uint32_t count) {
        return count == 0 ? 0.0f : std::max(2.0f, height * static_cast<float>(count) / total);
    };
    const float evaluatedEnd = std::min(top + height, top + share(n.leavesEvaluated));
    const float prunedEnd = std::min(top + height, evaluatedEnd + share(n.leavesPruned));
    auto band = [&](float y0, float y1) {
        return std::array<Point, 4>{Point{left, y0}, Point{right, y0}, Point{right, y1}, Point{left, y1}};
    };
    // Each pixel covered once. Marks narrower than a few pixels get no outline, which would
    // hide their fill.
    const Color outline = n.current || n.onPath ? theme.path : n.leavesPruned == n.leaves ? theme.prunedInk : theme.faint;
    const bool outlined = right - left >= 5 || n.current || n.onPath;
    const Stroke edge{outline, outlined ? (n.current ? 2.5f : 1.0f) : 0.0f,
                      n.leavesPruned == n.leaves && n.leaves > 0 ? LineStyle::Dashed : LineStyle::Solid};
    if (evaluatedEnd > top) painter.polygon(band(top, evaluatedEnd), theme.changed, edge);
    if (prunedEnd > evaluatedEnd) painter.polygon(band(evaluatedEnd, prunedEnd), theme.prunedInk, edge);
    if (top + height > prunedEnd + 0.5f && outlined) painter.polygon(band(prunedEnd, top + height), std::nullopt, edge);
    if (labelled || n.collapsed) {
        // Say what is inside, where there is room for it.
        auto count = [](std::uint32_t k, const char* one, const char* many) {
            return std::to_string(k) + " " + (k == 1 ? one : many);
        };
        const std::string text = (n.label.empty() ? std::string() : n.label + ": ") + count(n.leaves, "leaf", "leaves") + ", " +
                                 std::to_string(n.leavesEvaluated) + " evaluated, " + std::to_string(n.leavesPruned) + " pruned";
        const float size = std::max(labelFont, 11.0f);
        words.add(text, size, kMinimumWordPixels, false, theme.ink, Rank::Note)
            .at({c.x, top + height + size * 0.9f}, TextAnchor::Center)
            .at({c.x, top + height + size * 2.1f}, TextAnchor::Center);
    }
}

}  // namespace ablab::core::painting

namespace ablab::core::painting {

// A folded subtree of a focus view: a triangle hanging below its root, as a textbook draws a
// subtree it does not show, half a level deep (the folded layout keeps that level free).
// Dashed and grey when it was cut, with how much the cut spared below it; shaded when it was
// searched (its value is in the node); an outline when the search has not reached it.
FoldedMarkShape foldedMarkShape(const DrawnShape& s, const Geometry& g) {
    const float depth = std::max(8.0f, 0.42f * g.viewport.unitY);
    return {s.bounds.bottom + 2.0f, depth, std::max(6.0f, std::min(0.34f * g.viewport.unitX, 0.6f * depth))};
}

void drawFoldedMark(const SceneNode& n, const DrawnShape& s, const Theme& theme, const Geometry& g, const Fonts& fonts,
                    Painter& painter, LabelPlacement& words) {
    const auto [top, depth, half] = foldedMarkShape(s, g);
    const std::array<Point, 3> corners{Point{s.c.x, top}, Point{s.c.x + half, top + depth}, Point{s.c.x - half, top + depth}};
    const bool pruned = n.status == NodeStatus::Pruned || n.status == NodeStatus::Skipped;
    const bool searched = n.status == NodeStatus::Done;
    const std::optional<Color> fill = pruned     ? std::optional<Color>(theme.prunedFill)
                                      : searched ? std::optional<Color>(theme.doneFill)
                                                 : std::nullopt;
    const Stroke edge{pruned ? theme.prunedInk : theme.faint, 1.5f, pruned ? LineStyle::Dashed : LineStyle::Solid};
    painter.polygon(corners, fill, edge);
    if (!n.foldedWords.empty())
        words.add(n.foldedWords, fonts.label, fonts.readable, false, pruned ? theme.prunedInk : theme.ink, Rank::Value)
            .at({s.c.x, top + depth + fonts.label * 0.8f}, TextAnchor::Center)
            .at({s.c.x, top + depth + fonts.label * 2.0f}, TextAnchor::Center);
}

}  // namespace ablab::core::painting
