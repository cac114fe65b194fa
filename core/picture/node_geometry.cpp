#include "picture/paint_parts.h"

#include <algorithm>
#include <cmath>

namespace ablab::core::painting {

std::vector<Point> shapeOutline(NodeShape shape, Point c, float r) {
    switch (shape) {
    case NodeShape::MaxTriangle: return {{c.x, c.y - r}, {c.x + 1.15f * r, c.y + 0.85f * r}, {c.x - 1.15f * r, c.y + 0.85f * r}};
    case NodeShape::MinTriangle: return {{c.x - 1.15f * r, c.y - 0.85f * r}, {c.x + 1.15f * r, c.y - 0.85f * r}, {c.x, c.y + r}};
    case NodeShape::Leaf:
    case NodeShape::MaxSquare: {
        const float h = shape == NodeShape::Leaf ? 0.8f * r : 0.85f * r;
        return {{c.x - h, c.y - h}, {c.x + h, c.y - h}, {c.x + h, c.y + h}, {c.x - h, c.y + h}};
    }
    case NodeShape::ChanceDiamond:
        return {{c.x, c.y - 1.2f * r}, {c.x + 1.2f * r, c.y}, {c.x, c.y + 1.2f * r}, {c.x - 1.2f * r, c.y}};
    case NodeShape::MinCircle: break;
    }
    return {};
}

// Where the value sits inside the shape: triangles are widest at their base.
float valueOffset(NodeShape shape, float r) {
    if (shape == NodeShape::MaxTriangle) return 0.3f * r;
    if (shape == NodeShape::MinTriangle) return -0.3f * r;
    return 0;
}

// A point on a node's outline where the cutoff line attaches: on its upper border for the cut
// node, its lower border for the ancestor that caused the cut, on the given side (+1 right).
Point borderPoint(NodeShape shape, Point c, float r, float side, bool upper) {
    const float dx = 0.6f * r * side;
    switch (shape) {
    case NodeShape::MaxTriangle: return upper ? Point{c.x, c.y - r} : Point{c.x + dx, c.y + 0.85f * r};
    case NodeShape::MinTriangle: return upper ? Point{c.x + dx, c.y - 0.85f * r} : Point{c.x, c.y + r};
    case NodeShape::MinCircle: return {c.x + dx, c.y + (upper ? -0.8f : 0.8f) * r};
    case NodeShape::ChanceDiamond: return {c.x + 0.5f * dx, c.y + (upper ? -0.9f : 0.9f) * r};
    case NodeShape::MaxSquare:
    case NodeShape::Leaf: break;
    }
    const float h = shape == NodeShape::Leaf ? 0.8f * r : 0.85f * r;
    return {c.x + dx, c.y + (upper ? -h : h)};
}

// A node's position sits on a small card centred just above its shape. The label is to the
// shape's upper left, α and β beside it, the value inside it and a leaf's label below it, so
// the card covers none of them. The card ends below the middle of the edge from the parent,
// where a cut edge is struck through, so it is as large as that leaves room for, at most 1.8
// radii across.
// How far above its centre a shape reaches, with its outline.
float shapeTop(NodeShape shape, float r) {
    switch (shape) {
    case NodeShape::MaxTriangle:
    case NodeShape::MinCircle: return 1.15f * r;
    case NodeShape::ChanceDiamond: return 1.2f * r;
    case NodeShape::MinTriangle:
    case NodeShape::MaxSquare: return r;
    case NodeShape::Leaf: break;
    }
    return 0.95f * r;
}

std::optional<BoardBox> boardBox(const SceneNode& n, Point c, const Geometry& g) {
    if (n.board.empty()) return std::nullopt;
    const BoardGrid grid = boardGrid(n.board);
    if (grid.empty()) return std::nullopt;
    // The cut strokes begin 52% of the way up an edge; the card's top stays a little below.
    const float gap = shapeTop(n.shape, g.r);
    const float room = std::min(1.8f * g.r, 0.52f * g.viewport.unitY - 0.15f * g.r - gap);
    const float cell = room / static_cast<float>(std::max(grid.rows, grid.cols));
    if (cell < kMinimumBoardCell) return std::nullopt;
    const float bottom = c.y - gap;
    return BoardBox{{c.x - cell * static_cast<float>(grid.cols) / 2, bottom - cell * static_cast<float>(grid.rows)}, cell, grid};
}

void drawBox(Painter& painter, Point centre, float halfWidth, float halfHeight, Color fill, const Stroke& stroke) {
    const Point box[] = {{centre.x - halfWidth, centre.y - halfHeight},
                         {centre.x + halfWidth, centre.y - halfHeight},
                         {centre.x + halfWidth, centre.y + halfHeight},
                         {centre.x - halfWidth, centre.y + halfHeight}};
    painter.polygon(box, fill, stroke);
}

// How far from its centre a ray in direction u leaves the shape.
float borderDistance(const DrawnShape& s, Point u) {
    if (s.outline.empty()) return s.r;
    float reach = 0;
    for (std::size_t i = 0; i < s.outline.size(); ++i) {
        const Point p = s.outline[i], q = s.outline[(i + 1) % s.outline.size()];
        const Point e{q.x - p.x, q.y - p.y}, w{p.x - s.c.x, p.y - s.c.y};
        const float denominator = u.x * e.y - u.y * e.x;
        if (std::abs(denominator) < 1e-6f) continue;
        const float t = (w.x * e.y - w.y * e.x) / denominator, along = (w.x * u.y - w.y * u.x) / denominator;
        if (along >= -1e-4f && along <= 1.0001f) reach = std::max(reach, t);
    }
    return reach;
}

DrawnShape measureShape(const SceneNode& n, Point c, const Geometry& gn, bool labelled, float valueFont, float compactValue,
                        float readable, const Painter& painter, bool compactLeaf) {
    DrawnShape s;
    s.c = c;
    if (n.summary) return s;
    if (!labelled) {
        s.r = std::max(1.5f, gn.r);
        return s;
    }
    s.drawn = true;
    const float outlineWidth = Style::currentOutline.at(gn.r);  // the widest outline a node gets
    if (n.shape == NodeShape::MinCircle) {
        s.r = gn.r;
    } else if (n.shape == NodeShape::Leaf) {
        // A leaf's box holds its value with a little air inside the outline.
        const float air = outlineWidth / 2 + 1.5f + 0.06f * valueFont;
        const float halfWidth = std::max(0.8f * gn.r, painter.textWidth(n.value, valueFont, true) / 2 + air);
        const float halfHeight = std::max(0.8f * gn.r, inkHeight(n.value).ascent * valueFont - kBaselineDrop * valueFont + air);
        if (compactLeaf || halfWidth > 0.5f * gn.viewport.unitX - outlineWidth / 2 - 1.0f) {
            s.compact = true;
            s.r = std::clamp(0.2f * gn.viewport.unitX, 2.5f, 6.0f);
            s.valueSize = compactValue;
            s.bounds = {c.x - s.r, c.y - s.r, c.x + s.r, c.y + s.r};
            return s;
        } else {
            s.outline = {{c.x - halfWidth, c.y - halfHeight},
                         {c.x + halfWidth, c.y - halfHeight},
                         {c.x + halfWidth, c.y + halfHeight},
                         {c.x - halfWidth, c.y + halfHeight}};
        }
    } else {
        s.outline = shapeOutline(n.shape, c, gn.r);
    }
    s.bounds = {c.x - s.r, c.y - s.r, c.x + s.r, c.y + s.r};
    if (!s.outline.empty()) {
        s.bounds = {c.x, c.y, c.x, c.y};
        for (const Point& p : s.outline)
            s.bounds = {std::min(s.bounds.left, p.x), std::min(s.bounds.top, p.y), std::max(s.bounds.right, p.x),
                        std::max(s.bounds.bottom, p.y)};
    }
    // A leaf's box was made to hold its value; a shape holds as much as its width allows where
    // the value sits (a triangle is narrower there than at its base).
    s.valueSize = n.shape == NodeShape::Leaf
                      ? valueFont
                      : std::min(std::max(valueFont, Style::valuePerRadius * gn.r),
                                 1.5f * gn.r / std::max(painter.textWidth(n.value, 100.0f, true) / 100.0f, 0.3f));
    s.valueSize = std::max(s.valueSize, std::min(readable, valueFont));
    return s;
}

}  // namespace ablab::core::painting
