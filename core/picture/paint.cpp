#include "picture/paint.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>
#include <tuple>
#include <unordered_set>
#include <vector>

#include "text/display_width.h"
#include "text/line_breaks.h"
#include "text/trimmed.h"
#include "text/utf8.h"
#include "picture/board_drawing.h"
#include "picture/label_placement.h"
#include "picture/picture_style.h"
#include "picture/text_placer.h"

// Index. The painter's defaults (textWidth, dashPattern) and fitViewport; a node's geometry
// (shapeOutline, borderPoint, boardBox); then paintScene's helpers in the order
// its phases call them: measure (paintSizes, measure, placeShapes, measureShape), edges
// (drawEdges), rings (drawRings), shapes (drawShapes, drawNode, drawSummary), cut marks
// (drawCutMarks), words (fixCaption, placeWords: drawCutoffArc, drawCutoffTitle, addEdgeWords).
// The proportions are PictureStyle's (picture_style.h).

namespace ablab::core {

float Painter::textWidth(std::string_view text, float size, bool bold) const {
    // An estimate on the safe side of DejaVu Sans and Noto Sans CJK, for back ends that cannot
    // measure (SVG): a word measured too narrow would be placed across its neighbour's line.
    float ems = 0;
    for (std::size_t i = 0; i < text.size();) {
        const char32_t c = nextCodePoint(text, i);
        if (c >= 0x300 && c <= 0x36F) continue;  // a combining mark sits on its letter
        if (isWide(c)) ems += 1.0f;
        else if (c == U'=' || c == U'≤' || c == U'≥' || c == U'∞' || c == U'+' || c == U'<' || c == U'>' || c == U'×' ||
                 c == U'−' || c == U'M' || c == U'W' || c == U'm' || c == U'w')
            ems += bold ? 0.92f : 0.84f;
        else if (c == U' ') ems += 0.32f;
        else ems += bold ? 0.70f : 0.64f;
    }
    return ems * size;
}

std::optional<DashPattern> dashPattern(const Stroke& stroke) {
    const float w = std::max(stroke.width, 1.0f);
    switch (stroke.style) {
    case LineStyle::Solid: return std::nullopt;
    case LineStyle::Dashed: return DashPattern{std::max(6.0f, 3.5f * w), std::max(4.0f, 2.2f * w)};
    case LineStyle::Dotted: return DashPattern{w, std::max(3.0f, 2.0f * w)};
    }
    return std::nullopt;
}

Viewport fitViewport(const Scene& scene, float width, float height, bool roomForCaption) {
    const bool boards = std::any_of(scene.nodes.begin(), scene.nodes.end(), [](const SceneNode& n) { return !n.board.empty(); });
    return fitViewport(scene.width, scene.height, boards, width, height, roomForCaption);
}

Viewport fitViewport(float treeWidth, float treeHeight, bool boards, float width, float height, bool roomForCaption) {
    struct Extent {
        float width, height;
    } scene{treeWidth, treeHeight};
    // The whole canvas in both directions: the levels spread down to the bottom however wide
    // the tree is, and the nodes grow with whichever distance is the smaller (paintSizes).
    // The margins hold the outermost nodes' words (labels, α/β, the cutoff's name, a board
    // above the root), which grow with the nodes: so they are measured in the smaller of the
    // two distances, found in a few rounds. A tree whose leaves are packed tight gives up most
    // of its side margins, where its leaf values need every pixel (the words there are placed
    // only if they fit).
    const float captionPixels = roomForCaption ? std::max(28.0f, height * 0.09f) : 0.0f;
    // The step counter's line along the top (paintScene sets it at 0.8 of the caption's size).
    const float counterPixels = roomForCaption ? 1.4f * PictureStyle::captionPixels(height) : 0.0f;
    const float available = std::max(1.0f, height - captionPixels - counterPixels);
    // Game positions sit on cards above their nodes: more room above the root.
    const float levelMargin = boards ? 2.0f : 1.4f;
    float unitX = width / (scene.width + 1.9f), unitY = available / (scene.height + levelMargin);
    const float sideMargin = unitX < kDenseUnitPixels ? 1.0f : 1.9f;
    float node = std::min(unitX, unitY);
    for (int round = 0; round < 4; ++round) {
        unitX = scene.width > 0 ? std::max((width - sideMargin * node) / scene.width, width / (scene.width + sideMargin))
                                : width / sideMargin;
        // Above the root and below the leaves at least a node's room, and a third of a level
        // at least, where an inner node's shape grows to hold its value (paintScene).
        const float spread = available / (scene.height + 0.5f * levelMargin);
        unitY = scene.height <= 0 ? available / levelMargin
                : 0.5f * spread >= node
                    ? spread
                    : std::max((available - levelMargin * node) / scene.height, available / (scene.height + levelMargin));
        node = std::min(unitX, unitY);
    }
    Viewport v;
    v.unitX = unitX;
    v.unitY = unitY;
    v.originX = (width - scene.width * unitX) / 2;
    // Centred, a little lower where boards need the room above the root.
    v.originY = counterPixels + (available - scene.height * unitY) / 2 + (boards ? 0.3f * node : 0.0f);
    return v;
}

namespace {

struct Geometry {
    const Viewport& viewport;
    float r;      // node radius in pixels (a leaf's)
    float inner;  // an inner node's: as large as its value needs where its neighbours leave room
    Point at(float x, float y) const { return {viewport.originX + x * viewport.unitX, viewport.originY + y * viewport.unitY}; }
    // The geometry of one node: its own radius in `r`.
    Geometry of(const SceneNode& n) const { return {viewport, n.shape == NodeShape::Leaf ? r : inner, inner}; }
};

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

// Whether n is one of `nodes` (the few an edit changed or a check found wrong).
bool listed(std::span<const NodeId> nodes, NodeId n) { return std::find(nodes.begin(), nodes.end(), n) != nodes.end(); }

using Style = PictureStyle;

// A node's shape as drawn: edges end at its border and words stand clear of it.
struct DrawnShape {
    Point c;
    float r = 0;                 // a circle's radius (and a plain mark's)
    std::vector<Point> outline;  // a polygon's corners, a leaf's box included; empty for a circle
    TextBox bounds;
    float valueSize = 0;  // the value's size inside the shape
    bool drawn = false;   // labelled and not a summary
    // A leaf in a row too tight for boxes that hold their values: a small disc with the value
    // below it, as textbooks print a dense tree's leaves.
    bool compact = false;
    // The distance in pixels to the nearest drawn node on the same level, left and right: a
    // name set on the side of a close neighbour would read as the neighbour's.
    float roomLeft = 1e9f, roomRight = 1e9f;
};

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
                        float readable, const Painter& painter) {
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
        if (halfWidth > 0.5f * gn.viewport.unitX - outlineWidth / 2 - 1.0f) {
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

// Scene nodes by id: slot[id] is the node's index in the scene, -1 where it was culled.
struct Placed {
    std::vector<std::int32_t> slot;
    std::vector<Point> where;
    std::vector<DrawnShape> shapes;
    const DrawnShape* shapeOf(NodeId id) const {
        return id < slot.size() && slot[id] >= 0 ? &shapes[static_cast<std::size_t>(slot[id])] : nullptr;
    }
};

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

// The nodes the class must see first: where the last event happened, and at a cutoff the cut
// node and the ancestor whose bound caused it.
bool inFocus(const Scene& scene, const SceneNode& n) {
    return n.current || (scene.cutoff && (n.id == scene.cutoff->node || n.id == scene.cutoff->cause));
}

struct Fonts {
    float value, label, bound, readable;
    // A row too tight for boxes sets its leaves' values below small discs in two staggered rows:
    // each value then has nearly two sibling distances, less a space, and may be that much larger.
    float compactValue;
    bool leafLabels;  // the leaves' names all or none: a row with every other name left out reads as noise
};

// A node's shape, its board and its words (placed later, by rank).
void drawNode(const Scene& scene, const SceneNode& n, const DrawnShape& s, const Theme& theme, const Geometry& gn,
              const Fonts& fonts, Painter& painter, TextPlacer& placer, LabelPlacement& words) {
    const Point c = s.c;
    const bool pruned = n.status == NodeStatus::Pruned, skipped = n.status == NodeStatus::Skipped;
    // Nodes not reached yet are drawn plainly but clearly, apart from pruned ones (grey, dashed).
    const Color unreached = mix(theme.faint, theme.ink, 0.45f);
    Color fill = theme.unvisitedFill;
    Stroke outline{unreached, Style::outline.at(gn.r), LineStyle::Solid};
    Color textColor = theme.ink;
    if (pruned || skipped) {
        fill = theme.prunedFill;
        outline = {theme.prunedInk, Style::outline.at(gn.r), pruned ? LineStyle::Dashed : LineStyle::Dotted};
        textColor = theme.prunedInk;
    } else if (n.current) {
        fill = theme.currentFill;
        outline = {theme.ink, Style::currentOutline.at(gn.r), LineStyle::Solid};
    } else if (n.onPath) {
        fill = theme.pathFill;
        outline = {theme.path, Style::pathOutline.at(gn.r), LineStyle::Solid};
    } else if (n.status == NodeStatus::Done) {
        fill = theme.doneFill;
        outline.color = theme.ink;
    }

    if (const auto box = boardBox(n, c, gn)) {
        drawBoard(painter, *box, n.board, theme, pruned || skipped);
        const float width = box->cell * static_cast<float>(box->grid.cols),
                    height = box->cell * static_cast<float>(box->grid.rows);
        if (scene.openLines && !(pruned || skipped)) {
            drawOpenLines(painter, *box, n.board, theme);
            // The number the notes compute from those lines, over the position.
            const std::string formula = openLinesFormula(n.board);
            if (!formula.empty())
                words.add(formula, fonts.label, fonts.readable, false, theme.ink, Rank::Note)
                    .at({box->topLeft.x + width / 2, box->topLeft.y - 0.45f * fonts.label}, TextAnchor::Center)
                    .at({box->topLeft.x - 0.3f * fonts.label, box->topLeft.y + height / 2}, TextAnchor::Right)
                    .at({box->topLeft.x + width + 0.3f * fonts.label, box->topLeft.y + height / 2}, TextAnchor::Left);
        }
        // No word goes over a position.
        placer.reserve({box->topLeft.x, box->topLeft.y, box->topLeft.x + width, box->topLeft.y + height});
    }

    if (s.compact) {
        outline.width = std::min(outline.width, 0.4f * s.r + 0.5f);
        painter.circle(c, s.r, fill, outline);
    } else if (n.shape == NodeShape::MinCircle) {
        painter.circle(c, s.r, fill, outline);
    } else {
        painter.polygon(s.outline, fill, outline);
    }

    const Rank first = inFocus(scene, n) ? Rank::Focus : Rank::Value;
    const float r = gn.r, gap = 0.35f * fonts.value;
    if (!n.value.empty()) {
        // Inside its shape, a little smaller if it must; beside it only where it cannot fit.
        // A practising student's own entry is drawn in the path's blue, apart from the run's values.
        Word& w = words.add(n.value, s.valueSize, std::min(s.valueSize, fonts.readable), true, n.entered ? theme.path : textColor,
                            first);
        w.shrinkInPlace = !s.compact;
        if (s.compact) {
            // Below the disc; where the neighbours' values stand too close, a row lower.
            const float below = s.bounds.bottom + 2.0f + (inkHeight(n.value).ascent - kBaselineDrop) * s.valueSize;
            w.at({c.x, below}, TextAnchor::Center)
                .at({c.x, below + 1.1f * s.valueSize}, TextAnchor::Center)
                .at({c.x, below + 2.2f * s.valueSize}, TextAnchor::Center);
            // At the picture's edge, flush with the disc's inner side, on any of the rows: the
            // last leaf's neighbour may hold the first row, and a centred value would stand
            // past the edge on every row.
            for (const float row : {0.0f, 1.1f, 2.2f})
                w.at({c.x + s.r, below + row * s.valueSize}, TextAnchor::Right)
                    .at({c.x - s.r, below + row * s.valueSize}, TextAnchor::Left);
        } else
            w.at({c.x, c.y + valueOffset(n.shape, r)}, TextAnchor::Center)
                .at({s.bounds.right + gap, c.y}, TextAnchor::Left)
                .at({s.bounds.left - gap, c.y}, TextAnchor::Right)
                .at({c.x, s.bounds.bottom + 0.8f * fonts.value}, TextAnchor::Center);
    }
    const Color labelColor = pruned || skipped ? theme.prunedInk : unreached;
    if (!n.label.empty()) {
        if (n.shape == NodeShape::Leaf && fonts.leafLabels) {
            // Below the box, or below the value's one or two rows under a compact leaf.
            const float drop = (0.76f - kBaselineDrop) * fonts.label;
            Word& w = words.add(n.label, fonts.label, fonts.readable, false, labelColor, Rank::Label);
            if (s.compact)
                w.at({c.x, s.bounds.bottom + 2.0f + 1.05f * s.valueSize + drop}, TextAnchor::Center)
                    .at({c.x, s.bounds.bottom + 2.0f + 2.15f * s.valueSize + drop}, TextAnchor::Center);
            else
                w.at({c.x, s.bounds.bottom + 0.15f * r + drop}, TextAnchor::Center)
                    .at({c.x, s.bounds.bottom + 0.15f * r + drop + 0.5f * fonts.label}, TextAnchor::Center);
        } else if (n.shape != NodeShape::Leaf) {
            // To the upper left, clear of a MIN triangle's wide top, as the notes write names;
            // where an edge or a word stands there, lower or above, and on the right only
            // where no neighbour stands close enough to be taken for its owner.
            const float side = Style::labelBeside * r;
            const float reach = 2 * (side + painter.textWidth(n.label, fonts.label, false)) + r;
            Word& w = words.add(n.label, fonts.label, fonts.readable, false, labelColor, Rank::Label);
            w.at({c.x - side, c.y - r}, TextAnchor::Right).at({c.x, s.bounds.top - 0.7f * fonts.label}, TextAnchor::Center);
            if (s.roomRight >= reach) w.at({c.x + side, c.y - r}, TextAnchor::Left);
            if (s.roomLeft >= reach)
                w.at({c.x - side, c.y + 0.9f * r}, TextAnchor::Right).at({c.x - 1.9f * r, c.y - 0.2f * r}, TextAnchor::Right);
            if (s.roomRight >= reach)
                w.at({c.x + side, c.y + 0.9f * r}, TextAnchor::Left).at({c.x + 1.9f * r, c.y - 0.2f * r}, TextAnchor::Left);
        }
    }
    if (!n.alpha.empty()) {
        // Beside the node; raised to its shoulder where a neighbour or an edge stands close,
        // above it, or outside a ring around it.
        const Rank rank = inFocus(scene, n) ? Rank::Focus : Rank::Bound;
        for (const float side : {-1.0f, 1.0f}) {
            const TextAnchor away = side < 0 ? TextAnchor::Right : TextAnchor::Left;
            words
                .add((side < 0 ? "α=" : "β=") + (side < 0 ? n.alpha : n.beta), fonts.bound, fonts.readable, true,
                     side < 0 ? theme.alpha : theme.beta, rank)
                .at({c.x + side * Style::boundBeside * r, c.y + 0.15f * r}, away)
                .at({c.x + side * 1.05f * r, c.y - 0.85f * r}, away)
                .at({c.x + side * 0.1f * r, c.y - 1.5f * r}, away)
                .at({c.x + side * Style::boundBeyondRings * r, c.y + 0.15f * r}, away)
                .at({c.x + side * 1.1f * r, c.y + 1.25f * r}, away)
                .at({c.x + side * Style::boundBeyondRings * r, c.y - 1.0f * r}, away)
                .at({c.x + side * 0.2f * r, c.y - 2.1f * r}, away)
                .at({c.x + side * Style::boundBeyondRings * r, c.y + 1.2f * r}, away);
        }
    }
}

// What is written on edges: the edge's own label (a move) and the window passed down, beside
// the edge on its outer side, or on the other side, a little up or down it.
void addEdgeWords(const Scene& scene, const Theme& theme, const Geometry& g, const Placed& at, const Fonts& fonts,
                  LabelPlacement& words) {
    for (const SceneEdge& e : scene.edges) {
        const DrawnShape *parent = at.shapeOf(e.parent), *child = at.shapeOf(e.child);
        if (!parent || !child || (e.window.empty() && e.label.empty())) continue;
        const Point a = parent->c, b = child->c;
        const SceneNode& node = scene.nodes[static_cast<std::size_t>(at.slot[e.child])];
        // Nearer the parent where the child's board sits on the lower half of the edge.
        const float middle = boardBox(node, b, g.of(node)) ? 0.4f : 0.5f;
        // On the edge's outer side only (a word on the inner side reads as the next edge's),
        // stepping away from the edge until the word is clear of it: a shallow edge needs its
        // word above it, a steep one beside it.
        const float length = std::max(1.0f, std::hypot(b.x - a.x, b.y - a.y));
        Point outward{(b.y - a.y) / length, -(b.x - a.x) / length};
        if ((b.x < a.x) == (outward.x > 0)) outward = {-outward.x, -outward.y};
        const TextAnchor anchor = outward.x < -0.05f  ? TextAnchor::Right
                                  : outward.x > 0.05f ? TextAnchor::Left
                                                      : TextAnchor::Center;
        auto beside = [&](const std::string& text, float t, Color color, Rank rank) {
            Word& w = words.add(text, fonts.label * 0.9f, kMinimumWordPixels, false, color, rank);
            for (const float dt : {0.0f, -0.12f, 0.12f})
                for (const float d : {0.25f, 0.55f, 0.9f}) {
                    const Point m{a.x + (b.x - a.x) * (t + dt), a.y + (b.y - a.y) * (t + dt)};
                    w.at({m.x + outward.x * d * g.r, m.y + outward.y * d * g.r}, anchor);
                }
        };
        if (!e.label.empty())
            beside(e.label, e.window.empty() ? middle : middle - 0.12f,
                   e.style == EdgeStyle::Pruned || e.style == EdgeStyle::Skipped ? theme.prunedInk : theme.ink, Rank::Label);
        if (!e.window.empty()) beside(e.window, e.label.empty() ? middle : middle + 0.12f, theme.faint, Rank::Note);
    }
}

// The cutoff: a dashed arc from the cut node to the ancestor whose bound caused it, bowed to
// the side where it crosses the fewest shapes and none of the words already placed (the focus
// nodes' values, α and β), and a box naming the cutoff beside the arc's crest, or beside the
// cut node when the initial window caused it.
struct CutoffArc {
    Point from, to;           // on the cut node's border and on the cause's
    Point normal{1, 0};       // across the chord, pointing right
    float side = 1, bow = 0;  // which way it bulges, and how far
    bool drawn = false;
    Point at(float t) const {
        const float bulge = 4 * t * (1 - t) * bow * side;
        return {from.x + (to.x - from.x) * t + normal.x * bulge, from.y + (to.y - from.y) * t + normal.y * bulge};
    }
};

CutoffArc drawCutoffArc(const Scene& scene, const Theme& theme, const Geometry& g, const Placed& at, const PaintOptions& options,
                        Painter& painter, const TextPlacer& placer) {
    const SceneCutoff& cutoff = *scene.cutoff;
    const DrawnShape& cut = *at.shapeOf(cutoff.node);
    const DrawnShape* cause = at.shapeOf(cutoff.cause);
    CutoffArc arc;
    if (!cause) return arc;  // cut by the initial window: no ancestor to point at
    const Point c = cut.c, a = cause->c;
    const SceneNode& cutNode = scene.nodes[static_cast<std::size_t>(at.slot[cutoff.node])];
    const SceneNode& causeNode = scene.nodes[static_cast<std::size_t>(at.slot[cutoff.cause])];
    const bool bounded = options.canvasWidth > 0 && options.canvasHeight > 0;
    const float length = std::max(1.0f, std::hypot(a.x - c.x, a.y - c.y));
    arc.normal = {-(a.y - c.y) / length, (a.x - c.x) / length};
    if (arc.normal.x < 0) arc.normal = {-arc.normal.x, -arc.normal.y};
    // Prefer the side away from the path between them; then the arc that meets the fewest
    // obstacles: a word already there counts far more than a shape it passes over, and leaving
    // the picture more than either.
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
            const float toward = arc.normal.x * side >= 0 ? 1.0f : -1.0f;
            candidate.from = borderPoint(cutNode.shape, c, g.of(cutNode).r, toward, true);
            candidate.to = borderPoint(causeNode.shape, a, g.inner, toward, false);
            int cost = 0;
            Point previous = candidate.from;
            for (int k = 1; k <= kSegments; ++k) {
                const Point p = candidate.at(static_cast<float>(k) / kSegments);
                const InkSegment piece{previous, p, stroke.width / 2 + 1};
                for (const TextBox& box : placer.boxes()) cost += meets(box, piece) ? 100 : 0;
                for (const DrawnShape& shape : at.shapes)
                    if (shape.drawn && &shape != &cut && &shape != cause && meets(shape.bounds, piece)) cost += 3;
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
// place, smaller if none is, left out (the arc still shows the cut) if none ever is.
// `farther`: also the nearest free place farther around the cut node, once the values are placed.
bool drawCutoffTitle(const Scene& scene, const CutoffArc& arc, const Theme& theme, const Geometry& g, const Placed& at,
                     float titleSize, bool farther, Painter& painter, TextPlacer& placer, LabelPlacement& words) {
    const SceneCutoff& cutoff = *scene.cutoff;
    const DrawnShape& cut = *at.shapeOf(cutoff.node);
    const Point c = cut.c;
    const Stroke frameStroke{theme.cutoff, Style::cutoffFrame.at(g.r), LineStyle::Solid};
    const float ink = frameStroke.width / 2 + 1;  // the frame's line reaches outside its box
    std::vector<Point> centres;
    for (float font = titleSize; font >= kMinimumWordPixels * 0.999f; font *= 0.88f) {
        const float halfWidth = painter.textWidth(cutoff.title, font, true) / 2 + font * 0.4f;
        const float halfHeight = font * 0.85f;
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

}  // namespace

PaintSizes paintSizes(const Viewport& viewport, const PaintOptions& options, float widestValue) {
    const float unit = std::min(viewport.unitX, viewport.unitY);
    const float scale = options.fontScale;
    PaintSizes sizes;
    // The node's own proportion, as a roomy lecture tree is drawn; then the leaf value grows to
    // the readable target where its neighbours (one sibling distance away) leave room, and the
    // node grows with it, never so far that neighbours touch or levels run together.
    const float natural = PictureStyle::naturalRadius * unit * options.nodeScale * scale;
    const float room = PictureStyle::valueRowShare * viewport.unitX / std::max(widestValue, 0.3f);
    sizes.value = std::min({std::max(PictureStyle::valuePerRadius * natural, kValueTargetPixels * scale), room,
                            PictureStyle::levelShare * viewport.unitY});
    sizes.radius = std::min({std::max(natural, sizes.value / PictureStyle::valuePerRadius),
                             PictureStyle::radiusRowShare * viewport.unitX, PictureStyle::levelShare * viewport.unitY});
    sizes.labelled = sizes.value >= kMinimumValuePixels;
    // The other words are the node's proportion, and at least readable: where they then do not
    // fit, they are left out rather than drawn over one another.
    const float readable = kMinimumWordPixels * scale;
    sizes.label = std::max(0.56f * sizes.radius, 1.1f * readable);
    sizes.bound = std::max(0.58f * sizes.radius, 1.2f * readable);
    sizes.title = std::max(0.68f * sizes.radius, 1.4f * readable);
    return sizes;
}

float readableUnitPixels(int glyphs, float fontScale) {
    // Values in boxes side by side, one row: value = 0.92 unitX / width, with a bold glyph
    // about 0.7 em wide (Painter::textWidth's estimate).
    return kValueTargetPixels * fontScale * 0.7f * static_cast<float>(std::max(glyphs, 1)) / PictureStyle::valueRowShare;
}

namespace {

// [measure] Everything the phases after it need to know about sizes.
struct Measures {
    PaintSizes sizes;
    Geometry g;
    Fonts fonts;
};

// The sizes the words are read at, from the widest leaf value and leaf name (widths measured at
// 100 px: hinting rounds tiny sizes), and the inner nodes' radius.
Measures measure(const Scene& scene, const Viewport& viewport, const PaintOptions& options, const Painter& target) {
    // Each text measured once: a quarter of a million leaves hold a few dozen values, and a
    // back end that measures (Pango) takes microseconds a word.
    std::unordered_set<std::string_view> seen;
    float widestValue = 0;
    for (const SceneNode& n : scene.nodes)
        if (n.shape == NodeShape::Leaf && !n.summary && !n.value.empty() && seen.insert(n.value).second)
            widestValue = std::max(widestValue, target.textWidth(n.value, 100.0f, true) / 100.0f);
    const PaintSizes sizes = paintSizes(viewport, options, widestValue);
    // The leaves' names matter only where nodes are drawn with their words (fonts.leafLabels).
    float widestLeafLabel = 0;
    seen.clear();
    if (sizes.labelled)
        for (const SceneNode& n : scene.nodes)
            if (n.shape == NodeShape::Leaf && !n.summary && !n.label.empty() && seen.insert(n.label).second)
                widestLeafLabel = std::max(widestLeafLabel, target.textWidth(n.label, 100.0f, false) / 100.0f);
    // Inner nodes stand farther apart than leaves: their shapes grow to hold their values (the
    // longest, "≤ 12", at the value size) as far as the nearest two on one level leave room.
    std::vector<Point> inners;
    for (const SceneNode& n : scene.nodes)
        if (n.shape != NodeShape::Leaf && !n.summary) inners.push_back({n.y, n.x});
    std::sort(inners.begin(), inners.end(), [](Point a, Point b) { return a.x != b.x ? a.x < b.x : a.y < b.y; });
    float innerGap = 1e9f;
    for (std::size_t i = 1; i < inners.size(); ++i)
        if (inners[i].x == inners[i - 1].x) innerGap = std::min(innerGap, inners[i].y - inners[i - 1].y);
    const float innerRadius = std::max(
        sizes.radius, std::min({sizes.value / Style::innerValuePerRadius, Style::innerNeighbourShare * innerGap * viewport.unitX,
                                Style::levelShare * viewport.unitY}));
    return {sizes, Geometry{viewport, sizes.radius, innerRadius},
            Fonts{sizes.value, sizes.label, sizes.bound, kMinimumWordPixels * options.fontScale,
                  std::min({std::max(sizes.value, kValueTargetPixels * options.fontScale),
                            Style::compactValueRow * viewport.unitX / std::max(widestValue, 0.3f),
                            Style::levelShare * viewport.unitY}),
                  widestLeafLabel * sizes.label <= Style::leafLabelRowShare * viewport.unitX}};
}

// Each drawn node's neighbours on its level, for the side a name may stand on.
void measureNeighbours(Placed& at) {
    std::vector<std::size_t> byLevel;
    for (std::size_t i = 0; i < at.shapes.size(); ++i)
        if (at.shapes[i].drawn) byLevel.push_back(i);
    std::sort(byLevel.begin(), byLevel.end(), [&](std::size_t a, std::size_t b) {
        const Point p = at.shapes[a].c, q = at.shapes[b].c;
        return p.y != q.y ? p.y < q.y : p.x < q.x;
    });
    for (std::size_t k = 1; k < byLevel.size(); ++k) {
        DrawnShape &left = at.shapes[byLevel[k - 1]], &right = at.shapes[byLevel[k]];
        if (left.c.y != right.c.y) continue;
        left.roomRight = right.roomLeft = right.c.x - left.c.x;
    }
}

// Every node where it is drawn and the shape it is drawn as, found by its id.
Placed placeShapes(const Scene& scene, const Measures& m, const Painter& target) {
    NodeId maxId = 0;
    for (const SceneNode& n : scene.nodes) maxId = std::max(maxId, n.id);
    for (const SceneEdge& e : scene.edges) maxId = std::max({maxId, e.parent, e.child});
    Placed at;
    at.slot.assign(scene.nodes.empty() && scene.edges.empty() ? 0 : maxId + 1, -1);
    at.where.reserve(scene.nodes.size());
    at.shapes.reserve(scene.nodes.size());
    for (std::size_t i = 0; i < scene.nodes.size(); ++i) {
        const SceneNode& n = scene.nodes[i];
        at.slot[n.id] = static_cast<std::int32_t>(i);
        at.where.push_back(m.g.at(n.x, n.y));
        at.shapes.push_back(measureShape(n, at.where.back(), m.g.of(n), m.sizes.labelled, m.fonts.value, m.fonts.compactValue,
                                         m.fonts.readable, target));
    }
    measureNeighbours(at);
    return at;
}

// [shapes] Each node as a shape with its words, a summary mark, or a plain mark too small to read.
void drawShapes(const Scene& scene, const Theme& theme, const Measures& m, const Placed& at, Painter& painter, TextPlacer& placer,
                LabelPlacement& words) {
    for (std::size_t i = 0; i < scene.nodes.size(); ++i) {
        const SceneNode& n = scene.nodes[i];
        const DrawnShape& s = at.shapes[i];
        if (n.summary) {
            drawSummary(n, s.c, theme, m.g.of(n), m.sizes.labelled, m.fonts.label, painter, words);
        } else if (!s.drawn) {
            // Too small to read: a plain mark that still shows what happened there.
            const Color fill = n.status == NodeStatus::Pruned || n.status == NodeStatus::Skipped ? theme.prunedInk
                               : n.current                                                       ? theme.currentFill
                               : n.status == NodeStatus::Done                                    ? theme.changed
                               : n.status == NodeStatus::OnPath                                  ? theme.path
                                                                                                 : theme.faint;
            painter.circle(s.c, s.r, fill, Stroke{fill, Style::plainMarkOutline, LineStyle::Solid});
        } else {
            drawNode(scene, n, s, theme, m.g.of(n), m.fonts, painter, placer, words);
        }
    }
}

// The size at which `text` fits `room` on one line, no larger than `size`: measured again after
// each shrink, since hinted glyphs do not scale exactly with their size.
float sizeToFit(const Painter& target, std::string_view text, float size, float room) {
    for (int round = 0; round < 4; ++round) {
        const float width = target.textWidth(text, size, false);
        if (width <= room) break;
        size *= room / width * 0.99f;
    }
    return size;
}

// Where a caption too long for one line is best cut in two: the allowed break (a space, or
// between 汉字) that leaves its longer half the shortest.
std::size_t middleBreak(const Painter& target, std::string_view text, float size) {
    std::size_t best = 0;
    float bestWidth = target.textWidth(text, size, false);
    char32_t previous = 0;
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t at = i;
        const char32_t c = nextCodePoint(text, i);
        if (at > 0 && lineBreakAllowed(previous, c)) {
            const float longer = std::max(target.textWidth(trimmed(text.substr(0, at)), size, false),
                                          target.textWidth(trimmed(text.substr(at)), size, false));
            if (longer < bestWidth) best = at, bestWidth = longer;
        }
        previous = c;
    }
    return best;
}

// [words] The status line along the bottom and the step counter at the top right: always shown,
// so fixed before any other word is placed.
void fixCaption(const Scene& scene, const Theme& theme, const PaintOptions& options, Painter& target, TextPlacer& placer,
                LabelPlacement& words) {
    const float captionFont = Style::captionPixels(options.canvasHeight) * options.fontScale;
    if (!scene.caption.empty()) {
        // A long caption is set smaller rather than cut off at the picture's edge; when one line
        // would be set much smaller than two, it takes two (in the room fitViewport keeps for it).
        const float room = options.canvasWidth - captionFont * (2 * Style::captionMargin);
        const float left = captionFont * Style::captionMargin;
        const std::string_view text = scene.caption;
        const float oneLine = sizeToFit(target, text, captionFont, room);
        const std::size_t cut = oneLine < captionFont * Style::captionTwoLinesMost ? middleBreak(target, text, captionFont) : 0;
        const std::string_view first = trimmed(text.substr(0, cut)), second = trimmed(text.substr(cut));
        const float twoLines = cut == 0 ? 0.0f
                                        : std::min(sizeToFit(target, first, captionFont * Style::captionTwoLinesMost, room),
                                                   sizeToFit(target, second, captionFont * Style::captionTwoLinesMost, room));
        const auto fixLine = [&](std::string_view line, float size, float baseline) {
            Word caption;
            caption.text = std::string(line);
            caption.size = size;
            caption.color = theme.ink;
            caption.at({left, baseline}, TextAnchor::Left);
            words.fix(std::move(caption), placer, target);
        };
        if (twoLines > oneLine) {
            const float bottomBaseline = options.canvasHeight - twoLines * Style::captionBaseline;
            fixLine(first, twoLines, bottomBaseline - twoLines * Style::captionLineSpacing);
            fixLine(second, twoLines, bottomBaseline);
        } else {
            fixLine(text, oneLine, options.canvasHeight - captionFont * Style::captionBaseline);
        }
    }
    Word counter;
    counter.text = scene.stepText;
    counter.size = captionFont * Style::stepCounterPerCaption;
    counter.color = theme.faint;
    counter.at({options.canvasWidth - captionFont * Style::captionMargin, captionFont * Style::stepCounterBaseline},
               TextAnchor::Right);
    words.fix(std::move(counter), placer, target);
}

// The words by rank, the cutoff's arc and box right after the words they must not cross: the
// arc first, around the shapes (the focus values sit inside theirs), then the focus words
// clear of it, then the cutoff's name.
void placeWords(const Scene& scene, const Theme& theme, const Measures& m, const Placed& at, const PaintOptions& options,
                Painter& painter, Painter& target, TextPlacer& placer, LabelPlacement& words) {
    const bool cutoffShown = scene.cutoff && at.shapeOf(scene.cutoff->node);
    CutoffArc arc;
    if (cutoffShown) arc = drawCutoffArc(scene, theme, m.g, at, options, painter, placer);
    words.place(Rank::Focus, placer, target);
    const bool titled = cutoffShown && drawCutoffTitle(scene, arc, theme, m.g, at, m.sizes.title, false, painter, placer, words);
    addEdgeWords(scene, theme, m.g, at, m.fonts, words);
    words.place(Rank::Bound, placer, target);
    words.place(Rank::Value, placer, target);
    if (cutoffShown && !titled) drawCutoffTitle(scene, arc, theme, m.g, at, m.sizes.title, true, painter, placer, words);
    words.place(Rank::Label, placer, target);
    words.place(Rank::Note, placer, target);
}

}  // namespace

void paintScene(const Scene& scene, const Theme& theme, const Viewport& viewport, const PaintOptions& options, Painter& target) {
    const Measures m = measure(scene, viewport, options, target);
    const Placed at = placeShapes(scene, m, target);

    // Everything drawn with a line goes under the words, and each becomes an obstacle no word
    // may later be placed across.
    const bool bounded = options.canvasWidth > 0 && options.canvasHeight > 0;
    TextPlacer placer(bounded ? TextBox{0, 0, options.canvasWidth, options.canvasHeight} : TextBox{});
    ObstacleTrackingPainter painter(target, placer);
    LabelPlacement words;
    // Nodes too small to read are plain marks, often hundreds of thousands of them.
    const bool marks = !m.sizes.labelled;
    if (marks) painter.beginMarks();
    drawEdges(scene, theme, m.g, at, painter);
    drawRings(scene, theme, at, options, m.sizes.labelled, m.g, painter);
    drawShapes(scene, theme, m, at, painter, placer, words);
    drawCutMarks(scene, theme, m.g, at, painter);
    if (marks) painter.endMarks();

    if (options.drawCaption && bounded) fixCaption(scene, theme, options, target, placer, words);
    placeWords(scene, theme, m, at, options, painter, target, placer, words);

    // Words last, over everything.
    words.paint(target);
}

}  // namespace ablab::core
