#include "picture/paint_parts.h"

#include <algorithm>
#include <cmath>

namespace ablab::core::painting {

// Edges from border to border: the part hidden inside a shape is not drawn, so no word inside
// a shape ever has a line under it.
void drawEdges(const Scene& scene, const Theme& theme, const Geometry& g, const Placed& at, Painter& painter) {
    for (const SceneEdge& e : scene.edges) {
        const DrawnShape *parent = at.shapeOf(e.parent), *child = at.shapeOf(e.child);
        if (!parent || !child) continue;  // culled; see paintScene
        const Point a = parent->c, b = child->c;
        const float length = std::hypot(b.x - a.x, b.y - a.y);
        if (length <= 0) continue;
        const Point u{(b.x - a.x) / length, (b.y - a.y) / length};
        const float from = borderDistance(*parent, u), to = borderDistance(*child, {-u.x, -u.y});
        if (from + to >= length) continue;
        Stroke stroke{theme.faint, Style::edge.at(g.r), LineStyle::Solid};
        switch (e.style) {
        case EdgeStyle::Normal: break;
        case EdgeStyle::Path: stroke = {theme.path, Style::pathEdge.at(g.r), LineStyle::Solid}; break;
        case EdgeStyle::Chosen: stroke = {theme.chosen, Style::chosenEdge.at(g.r), LineStyle::Solid}; break;
        case EdgeStyle::Pruned: stroke = {theme.prunedInk, Style::edge.at(g.r), LineStyle::Dashed}; break;
        case EdgeStyle::Skipped: stroke = {theme.prunedInk, Style::edge.at(g.r), LineStyle::Dotted}; break;
        }
        painter.line({a.x + u.x * from, a.y + u.y * from}, {b.x - u.x * to, b.y - u.y * to}, stroke);
    }
}

// Two short strokes across a cut edge, a little above its middle: "cut here".
void drawCutMarks(const Scene& scene, const Theme& theme, const Geometry& g, const Placed& at, Painter& painter) {
    for (const SceneEdge& e : scene.edges) {
        const DrawnShape *parent = at.shapeOf(e.parent), *child = at.shapeOf(e.child);
        if (!e.cut || !parent || !child) continue;
        const Point a = parent->c, b = child->c;
        const float dx = b.x - a.x, dy = b.y - a.y, length = std::hypot(dx, dy);
        if (length <= 0) continue;
        const float ux = dx / length, uy = dy / length, half = g.r * Style::cutStrokeHalfLength;
        for (const float t : Style::cutStrokes) {
            const Point m{a.x + dx * t, a.y + dy * t};
            painter.line({m.x - uy * half, m.y + ux * half}, {m.x + uy * half, m.y - ux * half},
                         Stroke{theme.cutoff, Style::cutoffLine.at(g.r), LineStyle::Solid});
        }
    }
}

// Rings under every shape and word: a ring marks its node without covering the neighbours'
// values; α and β move outside it.
void drawRings(const Scene& scene, const Theme& theme, const Placed& at, const PaintOptions& options, bool labelled,
               const Geometry& g, Painter& painter) {
    for (std::size_t i = 0; i < scene.nodes.size(); ++i) {
        const SceneNode& n = scene.nodes[i];
        const Point c = at.where[i];
        const Geometry gn = g.of(n);
        if (listed(options.wrong, n.id)) {
            // A mistake: a thick ring in the cutoff colour, doubled so it is not told by colour alone.
            if (!labelled || n.summary) {
                painter.circle(c, std::max(Style::mistakeMarkRingLeast, gn.r * Style::mistakeMarkRing), std::nullopt,
                               Stroke{theme.cutoff, Style::mistakeMarkRingWidth, LineStyle::Solid});
                continue;
            }
            painter.circle(c, gn.r * Style::ringInner, std::nullopt,
                           Stroke{theme.cutoff, Style::mistakeRing.at(gn.r), LineStyle::Solid});
            painter.circle(c, gn.r * Style::ringOuter, std::nullopt,
                           Stroke{theme.cutoff, Style::mistakeOuterRing.at(gn.r), LineStyle::Solid});
        }
        const bool outlinedByEdit = listed(options.outlined, n.id);
        if (outlinedByEdit || n.id == options.selected) {
            const Stroke ring{outlinedByEdit ? theme.changed : theme.path, Style::markRing.at(gn.r),
                              outlinedByEdit ? LineStyle::Solid : LineStyle::Dashed};
            // Found in a tree too big to read: still a ring a class can see.
            painter.circle(
                c, labelled ? gn.r * Style::ringInner : std::max(Style::unreadableRingLeast, gn.r * Style::unreadableRing),
                std::nullopt, ring);
        }
    }
}

}  // namespace ablab::core::painting
