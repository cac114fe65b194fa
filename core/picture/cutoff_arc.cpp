#include "picture/paint_parts.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace ablab::core::painting {

namespace {

// The point of a drawn shape farthest toward `dir` (a corner or a side's midpoint; ties go to
// the midpoint): where an arc that bulges that way leaves the shape, on the far side of the
// edges that leave it the other way.
Point supportPoint(const DrawnShape& s, Point dir) {
    if (s.outline.empty()) return {s.c.x + dir.x * s.r, s.c.y + dir.y * s.r};
    const auto reach = [&](Point p) { return (p.x - s.c.x) * dir.x + (p.y - s.c.y) * dir.y; };
    Point best = s.outline.front();
    float most = -1e30f;
    for (std::size_t i = 0; i < s.outline.size(); ++i) {
        const Point p = s.outline[i], q = s.outline[(i + 1) % s.outline.size()];
        const Point middle{(p.x + q.x) / 2, (p.y + q.y) / 2};
        for (const Point candidate : {middle, p})
            if (reach(candidate) > most + 0.05f * s.r) most = reach(candidate), best = candidate;
    }
    return best;
}

// Whether the segments pq and uv cross (touching ends do not).
bool crosses(Point p, Point q, Point u, Point v) {
    const auto turn = [](Point a, Point b, Point c) { return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x); };
    const float d1 = turn(u, v, p), d2 = turn(u, v, q), d3 = turn(p, q, u), d4 = turn(p, q, v);
    return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

}  // namespace

CutoffArc drawCutoffArc(const Scene& scene, const Theme& theme, const Geometry& g, const Placed& at, const PaintOptions& options,
                        Painter& painter, const TextPlacer& placer) {
    const SceneCutoff& cutoff = *scene.cutoff;
    const DrawnShape& cut = *at.shapeOf(cutoff.node);
    const DrawnShape* cause = at.shapeOf(cutoff.cause);
    CutoffArc arc;
    if (!cause) return arc;  // cut by the initial window: no ancestor to point at
    const Point c = cut.c, a = cause->c;
    const bool bounded = options.canvasWidth > 0 && options.canvasHeight > 0;
    const float length = std::max(1.0f, std::hypot(a.x - c.x, a.y - c.y));
    arc.normal = {-(a.y - c.y) / length, (a.x - c.x) / length};
    if (arc.normal.x < 0) arc.normal = {-arc.normal.x, -arc.normal.y};
    // Prefer the side away from the path between them; then the arc that meets the fewest
    // obstacles: a word already there counts far more than an edge it crosses, an edge more
    // than a shape it passes over, and leaving the picture more than any.
    float between = 0;
    std::vector<NodeId> parentOf(at.slot.size(), kNoNode);
    for (const SceneEdge& e : scene.edges) parentOf[e.child] = e.parent;
    for (NodeId n = parentOf[cutoff.node]; n != kNoNode && n != cutoff.cause; n = parentOf[n])
        if (const DrawnShape* s = at.shapeOf(n)) between += (s->c.x - c.x) * arc.normal.x + (s->c.y - c.y) * arc.normal.y;
    const float preferred = between > 0 ? -1.0f : 1.0f;
    const Stroke stroke{theme.cutoff, Style::cutoffLine.at(g.r), LineStyle::Dashed};
    constexpr int kSegments = 16;
    int best = -1;
    for (const float side : {preferred, -preferred})
        for (const float bow : Style::arcBows) {
            CutoffArc candidate = arc;
            candidate.side = side;
            candidate.bow = bow * g.r;
            // Both ends on the side it bulges to: the arc leaves the ancestor away from the
            // edge that leads down the path, and meets the cut node away from its own edge.
            const Point outward{arc.normal.x * side, arc.normal.y * side};
            candidate.from = supportPoint(cut, outward);
            candidate.to = supportPoint(*cause, outward);
            int cost = 0;
            Point previous = candidate.from;
            for (int k = 1; k <= kSegments; ++k) {
                const Point p = candidate.at(static_cast<float>(k) / kSegments);
                const InkSegment piece{previous, p, stroke.width / 2 + 1};
                for (const TextBox& box : placer.boxes()) cost += meets(box, piece) ? 100 : 0;
                for (const DrawnShape& shape : at.shapes)
                    if (shape.drawn && &shape != &cut && &shape != cause && meets(shape.bounds, piece)) cost += 3;
                for (const SceneEdge& e : scene.edges) {
                    const DrawnShape *top = at.shapeOf(e.parent), *bottom = at.shapeOf(e.child);
                    if (top && bottom && crosses(previous, p, top->c, bottom->c)) cost += 20;
                }
                if (bounded && (p.x < 0 || p.y < 0 || p.x > options.canvasWidth || p.y > options.canvasHeight)) cost += 200;
                previous = p;
            }
            if (best < 0 || cost < best) {
                best = cost;
                arc = candidate;
            }
        }
    Point previous = arc.from;
    for (int k = 1; k <= kSegments; ++k) {
        const Point p = arc.at(static_cast<float>(k) / kSegments);
        painter.line(previous, p, stroke);
        previous = p;
    }
    painter.circle(arc.to, g.r * Style::arcEnd, theme.cutoff, Stroke{theme.cutoff, 1, LineStyle::Solid});
    arc.drawn = true;
    return arc;
}

// The cutoff's name in a box: beyond the arc's crest, or beside the cut node; the first free
// place, smaller if none is (never below `leastSize`, the size rule's), left out (the arc still
// shows the cut) if none ever is.
// `farther`: also the nearest free place farther around the cut node, once the values are placed.
bool drawCutoffTitle(const Scene& scene, const CutoffArc& arc, const Theme& theme, const Geometry& g, const Placed& at,
                     float titleSize, float leastSize, bool farther, Painter& painter, TextPlacer& placer,
                     LabelPlacement& words) {
    const SceneCutoff& cutoff = *scene.cutoff;
    const DrawnShape& cut = *at.shapeOf(cutoff.node);
    const Point c = cut.c;
    const Stroke frameStroke{theme.cutoff, Style::cutoffFrame.at(g.r), LineStyle::Solid};
    const float ink = frameStroke.width / 2 + 1;  // the frame's line reaches outside its box
    std::vector<Point> centres;
    for (float font = titleSize; font >= leastSize * 0.999f; font *= 0.88f) {
        const float halfWidth = painter.textWidth(cutoff.title, font, true) / 2 + font * 0.4f;
        // Room above for Vietnamese's stacked marks ("cắt tỉa"), which reach a full em up.
        const float halfHeight = font * (inkHeight(cutoff.title).ascent > 0.9f ? 1.0f : 0.85f);
        centres.clear();
        if (arc.drawn) {
            const Point crest = arc.at(0.5f);
            const Point n = arc.normal;
            const float reach = halfWidth * std::abs(n.x) + halfHeight * std::abs(n.y) + font * 0.4f;
            centres.push_back({crest.x + n.x * arc.side * reach, crest.y + n.y * arc.side * reach});
            centres.push_back({crest.x - n.x * arc.side * reach, crest.y - n.y * arc.side * reach});
        }
        const float r = cut.bounds.right - c.x;
        for (const float dy : {-1.25f, 0.0f, 1.25f}) {
            centres.push_back({c.x + r + font * 0.6f + halfWidth, c.y + dy * r});
            centres.push_back({c.x - r - font * 0.6f - halfWidth, c.y + dy * r});
        }
        centres.push_back({c.x, cut.bounds.top - font * 0.6f - halfHeight});
        centres.push_back({c.x, cut.bounds.bottom + font * 0.6f + halfHeight});
        // In a crowded picture, the nearest free place around the cut node.
        for (float distance = 2 * halfHeight + r; farther && distance < 12 * (halfHeight + r); distance += halfHeight)
            for (int k = 0; k < 12; ++k) {
                const float angle = static_cast<float>(k) * 0.5236f;  // 30°
                centres.push_back(
                    {c.x + std::cos(angle) * (distance + halfWidth - halfHeight), c.y - std::sin(angle) * distance});
            }
        for (const Point centre : centres) {
            const TextBox frame{centre.x - halfWidth - ink, centre.y - halfHeight - ink, centre.x + halfWidth + ink,
                                centre.y + halfHeight + ink};
            if (!placer.fits(frame)) continue;
            placer.reserve(frame);
            drawBox(painter, centre, halfWidth, halfHeight, theme.background, frameStroke);
            Word title;
            title.text = cutoff.title;
            title.size = font;
            title.bold = true;
            title.color = theme.cutoff;
            title.at(centre, TextAnchor::Center);
            words.fix(std::move(title), placer, painter);
            return true;
        }
    }
    return false;
}

}  // namespace ablab::core::painting
