#include "picture/paint.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>
#include <vector>

namespace ablab::core {

float Painter::textWidth(std::string_view text, float size, bool bold) const {
    const auto glyphs = std::count_if(text.begin(), text.end(), [](char c) { return (c & 0xC0) != 0x80; });
    return static_cast<float>(glyphs) * size * (bold ? 0.64f : 0.58f);
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

namespace {

constexpr Color rgb(std::uint32_t hex) {
    return Color{static_cast<std::uint8_t>(hex >> 16), static_cast<std::uint8_t>(hex >> 8), static_cast<std::uint8_t>(hex)};
}

}  // namespace

Theme Theme::light() {
    Theme t;
    t.background = rgb(0xFFFFFF);
    t.ink = rgb(0x1A1A1A);
    t.faint = rgb(0x8C8C8C);
    t.unvisitedFill = rgb(0xFFFFFF);
    t.pathFill = rgb(0xCFE8F7);     // a tint of sky blue
    t.currentFill = rgb(0xF0E442);  // Okabe–Ito yellow
    t.doneFill = rgb(0xDDF0E8);     // a tint of bluish green
    t.prunedFill = rgb(0xF2F2F2);
    t.prunedInk = rgb(0xA6A6A6);
    t.path = rgb(0x0072B2);         // blue
    t.chosen = rgb(0xE69F00);       // orange
    t.cutoff = rgb(0xD55E00);       // vermillion
    t.alpha = rgb(0x0072B2);
    t.beta = rgb(0xA8507F);         // a darker reddish purple, readable on white
    t.changed = rgb(0x009E73);      // bluish green
    return t;
}

Theme Theme::projector() {
    Theme t = light();
    t.ink = rgb(0x000000);
    t.faint = rgb(0x6E6E6E);
    t.prunedInk = rgb(0x8F8F8F);
    t.pathFill = rgb(0xBFE0F5);
    return t;
}

Theme Theme::dark() {
    Theme t;
    t.background = rgb(0x1E1E1E);
    t.ink = rgb(0xF2F2F2);
    t.faint = rgb(0x8C8C8C);
    t.unvisitedFill = rgb(0x2B2B2B);
    t.pathFill = rgb(0x12415E);
    t.currentFill = rgb(0x8A7F12);
    t.doneFill = rgb(0x1F4A3C);
    t.prunedFill = rgb(0x262626);
    t.prunedInk = rgb(0x6B6B6B);
    t.path = rgb(0x56B4E9);
    t.chosen = rgb(0xE69F00);
    t.cutoff = rgb(0xFF7A2E);
    t.alpha = rgb(0x56B4E9);
    t.beta = rgb(0xE08DBD);
    t.changed = rgb(0x3FD6A8);
    return t;
}

Viewport fitViewport(const Scene& scene, float width, float height, bool roomForCaption) {
    // Margins in layout units leave room for labels, α/β beside the outermost nodes, and the
    // cutoff title.
    const float captionPixels = roomForCaption ? std::max(28.0f, height * 0.09f) : 0.0f;
    const float unitsWide = scene.width + 1.9f, unitsHigh = scene.height + 1.4f;
    float unitX = width / unitsWide;
    float unitY = (height - captionPixels) / unitsHigh;
    // Keep a drawing's proportions sane: levels neither towering nor squashed. A tree far wider
    // than the page keeps its levels a readable distance apart rather than flattening into a
    // line: only its nodes shrink.
    unitY = std::min(unitY, std::max(unitX * 1.4f, kWideTreeLevelPixels));
    unitX = std::min(unitX, unitY * 1.8f);
    Viewport v;
    v.unitX = unitX;
    v.unitY = unitY;
    v.originX = (width - scene.width * unitX) / 2;
    v.originY = (height - captionPixels - scene.height * unitY) / 2;
    return v;
}

namespace {

struct Geometry {
    const Viewport& viewport;
    float r;  // node radius in pixels
    Point at(float x, float y) const { return {viewport.originX + x * viewport.unitX, viewport.originY + y * viewport.unitY}; }
};

std::vector<Point> shapeOutline(NodeShape shape, Point c, float r) {
    switch (shape) {
    case NodeShape::MaxTriangle:
        return {{c.x, c.y - r}, {c.x + 1.15f * r, c.y + 0.85f * r}, {c.x - 1.15f * r, c.y + 0.85f * r}};
    case NodeShape::MinTriangle:
        return {{c.x - 1.15f * r, c.y - 0.85f * r}, {c.x + 1.15f * r, c.y - 0.85f * r}, {c.x, c.y + r}};
    case NodeShape::Leaf:
    case NodeShape::MaxSquare: {
        const float h = shape == NodeShape::Leaf ? 0.8f * r : 0.85f * r;
        return {{c.x - h, c.y - h}, {c.x + h, c.y - h}, {c.x + h, c.y + h}, {c.x - h, c.y + h}};
    }
    case NodeShape::MinCircle:
        break;
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
struct BoardBox {
    Point topLeft;
    float cell = 0;  // a square's side in pixels
    BoardGrid grid;
};

// How far above its centre a shape reaches, with its outline.
float shapeTop(NodeShape shape, float r) {
    switch (shape) {
    case NodeShape::MaxTriangle:
    case NodeShape::MinCircle: return 1.15f * r;
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
    return BoardBox{{c.x - cell * static_cast<float>(grid.cols) / 2, bottom - cell * static_cast<float>(grid.rows)}, cell,
                    grid};
}

Color mix(Color a, Color b, float t) {
    auto channel = [t](std::uint8_t x, std::uint8_t y) {
        return static_cast<std::uint8_t>(std::lround(static_cast<float>(x) + (static_cast<float>(y) - static_cast<float>(x)) * t));
    };
    return {channel(a.r, b.r), channel(a.g, b.g), channel(a.b, b.b), 255};
}

// X is MAX and O is MIN, so X takes α's colour and O β's; the shapes tell them apart without
// colour, and the grid stays light so that the marks stand out on a projector.
void drawBoard(Painter& painter, const BoardBox& box, std::string_view board, const Theme& theme, bool faded) {
    const float cell = box.cell;
    const float width = cell * static_cast<float>(box.grid.cols), height = cell * static_cast<float>(box.grid.rows);
    const Point& o = box.topLeft;
    const Stroke grid{mix(theme.background, theme.faint, 0.5f), std::max(1.0f, cell * 0.06f), LineStyle::Solid};
    // Edges that pass behind the card still show through faintly, so no line seems to end at it.
    Color cardFill = theme.background;
    cardFill.a = 215;
    const Point card[] = {{o.x, o.y}, {o.x + width, o.y}, {o.x + width, o.y + height}, {o.x, o.y + height}};
    painter.polygon(card, cardFill, grid);
    for (int c = 1; c < box.grid.cols; ++c) {
        const float x = o.x + cell * static_cast<float>(c);
        painter.line({x, o.y}, {x, o.y + height}, grid);
    }
    for (int r = 1; r < box.grid.rows; ++r) {
        const float y = o.y + cell * static_cast<float>(r);
        painter.line({o.x, y}, {o.x + width, y}, grid);
    }
    const float mark = std::max(1.5f, cell * 0.13f), inset = cell * 0.2f;
    for (int r = 0; r < box.grid.rows; ++r) {
        for (int c = 0; c < box.grid.cols; ++c) {
            const char square = board[static_cast<std::size_t>(r * (box.grid.cols + 1) + c)];
            const float x = o.x + cell * static_cast<float>(c), y = o.y + cell * static_cast<float>(r);
            if (square == 'X' || square == 'x') {
                const Stroke ink{faded ? theme.prunedInk : theme.alpha, mark, LineStyle::Solid};
                painter.line({x + inset, y + inset}, {x + cell - inset, y + cell - inset}, ink);
                painter.line({x + cell - inset, y + inset}, {x + inset, y + cell - inset}, ink);
            } else if (square == 'O' || square == 'o') {
                const Stroke ink{faded ? theme.prunedInk : theme.beta, mark, LineStyle::Solid};
                painter.circle({x + cell / 2, y + cell / 2}, cell / 2 - inset, std::nullopt, ink);
            }
        }
    }
}

void drawBox(Painter& painter, Point centre, float halfWidth, float halfHeight, Color fill, const Stroke& stroke) {
    const Point box[] = {{centre.x - halfWidth, centre.y - halfHeight},
                         {centre.x + halfWidth, centre.y - halfHeight},
                         {centre.x + halfWidth, centre.y + halfHeight},
                         {centre.x - halfWidth, centre.y + halfHeight}};
    painter.polygon(box, fill, stroke);
}

void drawEdges(const Scene& scene, const Theme& theme, const Geometry& g, const std::vector<Point>& where,
               const std::vector<std::int32_t>& slot, Painter& painter) {
    for (const SceneEdge& e : scene.edges) {
        if (slot[e.parent] < 0 || slot[e.child] < 0) continue;  // culled; see paintScene
        const Point a = where[static_cast<std::size_t>(slot[e.parent])];
        const Point b = where[static_cast<std::size_t>(slot[e.child])];
        Stroke stroke{theme.ink, std::max(1.5f, g.r * 0.07f), LineStyle::Solid};
        switch (e.style) {
        case EdgeStyle::Normal: stroke.color = theme.faint; break;
        case EdgeStyle::Path: stroke = {theme.path, std::max(3.0f, g.r * 0.16f), LineStyle::Solid}; break;
        case EdgeStyle::Chosen: stroke = {theme.chosen, std::max(5.0f, g.r * 0.26f), LineStyle::Solid}; break;
        case EdgeStyle::Pruned: stroke = {theme.prunedInk, std::max(1.5f, g.r * 0.07f), LineStyle::Dashed}; break;
        case EdgeStyle::Skipped: stroke = {theme.prunedInk, std::max(1.5f, g.r * 0.07f), LineStyle::Dotted}; break;
        }
        painter.line(a, b, stroke);
    }
}

// What is written on edges goes over the nodes' boards, which may lie across them.
void drawEdgeMarks(const Scene& scene, const Theme& theme, const Geometry& g, const std::vector<Point>& where,
                   const std::vector<std::int32_t>& slot, float labelFont, Painter& painter) {
    for (const SceneEdge& e : scene.edges) {
        if (slot[e.parent] < 0 || slot[e.child] < 0 || (!e.cut && e.window.empty())) continue;
        const Point a = where[static_cast<std::size_t>(slot[e.parent])];
        const Point b = where[static_cast<std::size_t>(slot[e.child])];
        if (e.cut) {
            // Two short strokes across the edge, a third of the way down: "cut here".
            const float dx = b.x - a.x, dy = b.y - a.y, length = std::hypot(dx, dy);
            if (length > 0) {
                const float ux = dx / length, uy = dy / length, half = g.r * 0.45f;
                for (float t : {0.40f, 0.48f}) {
                    const Point m{a.x + dx * t, a.y + dy * t};
                    painter.line({m.x - uy * half, m.y + ux * half}, {m.x + uy * half, m.y - ux * half},
                                 Stroke{theme.cutoff, std::max(2.5f, g.r * 0.12f), LineStyle::Solid});
                }
            }
        }
        if (!e.window.empty()) {
            // Nearer the parent when the child's board sits on the lower half of the edge.
            const SceneNode& child = scene.nodes[static_cast<std::size_t>(slot[e.child])];
            const float t = boardBox(child, b, g) ? 0.4f : 0.5f;
            const Point m{a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t};
            const bool leftSide = b.x < a.x;
            painter.text({m.x + (leftSide ? -0.25f : 0.25f) * g.r, m.y}, e.window, labelFont * 0.9f, false, theme.faint,
                         leftSide ? TextAnchor::Right : TextAnchor::Left);
        }
    }
}

// The cutoff: a box naming it beside the cut node, and a bowed dashed line from the cut node
// to the ancestor whose bound caused it. The line bows away from the path between them, so it
// crosses neither their α and β nor the path edges, and ends on the shapes' borders, so the
// values stay readable.
void drawCutoff(const Scene& scene, const Theme& theme, const Geometry& g, const std::vector<Point>& where,
                const std::vector<std::int32_t>& slot, const PaintOptions& options, Painter& painter) {
    const SceneCutoff& cutoff = *scene.cutoff;
    const std::size_t cut = static_cast<std::size_t>(slot[cutoff.node]);
    const Point c = where[cut];
    const float titleFont = g.r * 0.68f * options.fontScale;
    const float halfWidth = painter.textWidth(cutoff.title, titleFont, true) / 2 + titleFont * 0.35f;
    const float halfHeight = titleFont * 0.75f;
    const float margin = 4;
    auto fits = [&](Point centre) {
        return options.canvasWidth <= 0 ||
               (centre.x - halfWidth >= margin && centre.x + halfWidth <= options.canvasWidth - margin);
    };
    auto drawTitle = [&](Point centre) {
        if (options.canvasWidth > 0 && options.canvasWidth > 2 * (halfWidth + margin))
            centre.x = std::clamp(centre.x, halfWidth + margin, options.canvasWidth - halfWidth - margin);
        drawBox(painter, centre, halfWidth, halfHeight, theme.background,
                Stroke{theme.cutoff, std::max(2.0f, g.r * 0.1f), LineStyle::Solid});
        painter.text(centre, cutoff.title, titleFont, true, theme.cutoff, TextAnchor::Center);
    };

    const bool hasCause = cutoff.cause != kNoNode && cutoff.cause < slot.size() && slot[cutoff.cause] >= 0;
    if (!hasCause) {
        // Cut by the initial window: no ancestor to point at.
        Point centre{c.x + g.r * 1.4f + halfWidth, c.y - g.r * 1.25f};
        if (!fits(centre)) centre.x = c.x - g.r * 1.4f - halfWidth;
        drawTitle(centre);
        return;
    }
    const std::size_t causeSlot = static_cast<std::size_t>(slot[cutoff.cause]);
    const Point a = where[causeSlot];
    const float length = std::max(1.0f, std::hypot(a.x - c.x, a.y - c.y));
    Point normal{-(a.y - c.y) / length, (a.x - c.x) / length};
    if (normal.x < 0) normal = {-normal.x, -normal.y};
    // Which side of the chord the nodes between lie on, along the normal.
    std::vector<NodeId> parentOf(slot.size(), kNoNode);
    for (const SceneEdge& e : scene.edges) parentOf[e.child] = e.parent;
    float between = 0;
    for (NodeId n = parentOf[cutoff.node]; n != kNoNode && n != cutoff.cause; n = parentOf[n])
        if (slot[n] >= 0) {
            const Point p = where[static_cast<std::size_t>(slot[n])];
            between += (p.x - c.x) * normal.x + (p.y - c.y) * normal.y;
        }
    const float bow = g.r * 2.2f;
    auto titleCentre = [&](float side) {
        const float reach = bow + halfWidth * std::abs(normal.x) + halfHeight * std::abs(normal.y) + titleFont * 0.3f;
        return Point{(a.x + c.x) / 2 + normal.x * side * reach, (a.y + c.y) / 2 + normal.y * side * reach};
    };
    float side = between > 0 ? -1.0f : 1.0f;
    if (between == 0 && !fits(titleCentre(side)) && fits(titleCentre(-side))) side = -side;

    const float toward = normal.x * side >= 0 ? 1.0f : -1.0f;  // the bow's side, left or right
    const Point from = borderPoint(scene.nodes[cut].shape, c, g.r, toward, true);
    const Point to = borderPoint(scene.nodes[causeSlot].shape, a, g.r, toward, false);
    const Stroke stroke{theme.cutoff, std::max(2.5f, g.r * 0.12f), LineStyle::Dashed};
    Point previous = from;
    constexpr int kSegments = 16;
    for (int k = 1; k <= kSegments; ++k) {
        const float t = static_cast<float>(k) / kSegments;
        const float bulge = 4 * t * (1 - t) * bow * side;
        const Point p{from.x + (to.x - from.x) * t + normal.x * bulge, from.y + (to.y - from.y) * t + normal.y * bulge};
        painter.line(previous, p, stroke);
        previous = p;
    }
    painter.circle(to, g.r * 0.16f, theme.cutoff, Stroke{theme.cutoff, 1, LineStyle::Solid});
    drawTitle(titleCentre(side));
}

// Whether n is one of `nodes` (the few an edit changed or a check found wrong).
bool listed(std::span<const NodeId> nodes, NodeId n) { return std::find(nodes.begin(), nodes.end(), n) != nodes.end(); }

// A subtree drawn as one mark: a bar as wide as the subtree, split into the shares of its
// leaves evaluated (green), pruned (grey; the outline dashed when all of it is pruned) and not
// reached yet (blank), hanging from the subtree's root. The class sees the pruned share at a
// glance.
void drawSummary(const SceneNode& n, Point c, const Theme& theme, const Geometry& g, bool labelled, float labelFont,
                 Painter& painter) {
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
        // Collapsed by hand: say what is inside.
        const std::string text = (n.label.empty() ? std::string() : n.label + ": ") + std::to_string(n.leaves) +
                                 " leaves, " + std::to_string(n.leavesEvaluated) + " evaluated, " +
                                 std::to_string(n.leavesPruned) + " pruned";
        painter.text({c.x, top + height + labelFont * 0.9f}, text, std::max(labelFont, 11.0f), false, theme.ink,
                     TextAnchor::Center);
    }
}

}  // namespace

void paintScene(const Scene& scene, const Theme& theme, const Viewport& viewport, const PaintOptions& options,
                Painter& painter) {
    const float unit = std::min(viewport.unitX, viewport.unitY);
    const Geometry g{viewport, 0.27f * unit * options.nodeScale};
    const bool labelled = unit >= kMinimumLabelledUnit;
    const float valueFont = g.r * 0.78f * options.fontScale;
    const float labelFont = g.r * 0.56f * options.fontScale;
    const float boundFont = g.r * 0.58f * options.fontScale;

    // Scene nodes by id, for edges and the cutoff line.
    NodeId maxId = 0;
    for (const SceneNode& n : scene.nodes) maxId = std::max(maxId, n.id);
    for (const SceneEdge& e : scene.edges) maxId = std::max({maxId, e.parent, e.child});
    std::vector<std::int32_t> slot(scene.nodes.empty() && scene.edges.empty() ? 0 : maxId + 1, -1);
    std::vector<Point> where;
    where.reserve(scene.nodes.size());
    for (std::size_t i = 0; i < scene.nodes.size(); ++i) {
        slot[scene.nodes[i].id] = static_cast<std::int32_t>(i);
        where.push_back(g.at(scene.nodes[i].x, scene.nodes[i].y));
    }

    drawEdges(scene, theme, g, where, slot, painter);

    for (std::size_t i = 0; i < scene.nodes.size(); ++i) {
        const SceneNode& n = scene.nodes[i];
        const Point c = where[i];
        if (n.summary) {
            drawSummary(n, c, theme, g, labelled, labelFont, painter);
            continue;
        }
        if (!labelled) {
            // Too small to read: a plain mark that still shows what happened there.
            const Color fill = n.status == NodeStatus::Pruned || n.status == NodeStatus::Skipped ? theme.prunedInk
                               : n.current                                                     ? theme.currentFill
                               : n.status == NodeStatus::Done                                  ? theme.changed
                               : n.status == NodeStatus::OnPath                                ? theme.path
                                                                                               : theme.faint;
            painter.circle(c, std::max(1.5f, g.r), fill, Stroke{fill, 0.5f, LineStyle::Solid});
            if (listed(options.wrong, n.id))
                painter.circle(c, std::max(5.0f, g.r * 1.6f), std::nullopt, Stroke{theme.cutoff, 2.5f, LineStyle::Solid});
            continue;
        }

        const bool pruned = n.status == NodeStatus::Pruned, skipped = n.status == NodeStatus::Skipped;
        Color fill = theme.unvisitedFill;
        Stroke outline{theme.ink, std::max(1.5f, g.r * 0.08f), LineStyle::Solid};
        Color textColor = theme.ink;
        if (pruned || skipped) {
            fill = theme.prunedFill;
            outline = {theme.prunedInk, std::max(1.5f, g.r * 0.08f), pruned ? LineStyle::Dashed : LineStyle::Dotted};
            textColor = theme.prunedInk;
        } else if (n.current) {
            fill = theme.currentFill;
            outline = {theme.ink, std::max(3.0f, g.r * 0.17f), LineStyle::Solid};
        } else if (n.onPath) {
            fill = theme.pathFill;
            outline = {theme.path, std::max(2.5f, g.r * 0.13f), LineStyle::Solid};
        } else if (n.status == NodeStatus::Done) {
            fill = theme.doneFill;
        } else {
            outline.color = theme.faint;
        }

        if (const auto box = boardBox(n, c, g)) drawBoard(painter, *box, n.board, theme, pruned || skipped);

        const bool outlinedByEdit = listed(options.outlined, n.id);
        if (listed(options.wrong, n.id)) {
            // A mistake: a thick ring in the cutoff colour, doubled so it is not told by colour alone.
            const Stroke ring{theme.cutoff, std::max(3.0f, g.r * 0.14f), LineStyle::Solid};
            painter.circle(c, g.r * 1.45f, std::nullopt, ring);
            painter.circle(c, g.r * 1.7f, std::nullopt, Stroke{theme.cutoff, std::max(1.5f, g.r * 0.06f), LineStyle::Solid});
        }
        if (outlinedByEdit || n.id == options.selected) {
            const Stroke ring{outlinedByEdit ? theme.changed : theme.path, std::max(2.5f, g.r * 0.12f),
                              outlinedByEdit ? LineStyle::Solid : LineStyle::Dashed};
            painter.circle(c, g.r * 1.45f, std::nullopt, ring);
        }

        if (n.shape == NodeShape::MinCircle) painter.circle(c, g.r, fill, outline);
        else {
            const auto outlinePoints = shapeOutline(n.shape, c, g.r);
            painter.polygon(outlinePoints, fill, outline);
        }
        if (!n.value.empty()) {
            const float size = n.value.size() > 4 ? valueFont * 0.8f : valueFont;
            // A practising student's own entry is drawn in the path's blue, apart from the
            // values the run has shown.
            painter.text({c.x, c.y + valueOffset(n.shape, g.r)}, n.value, size, true, n.entered ? theme.path : textColor,
                         TextAnchor::Center);
        }
        if (!n.label.empty()) {
            if (n.shape == NodeShape::Leaf)
                painter.text({c.x, c.y + g.r * 0.8f + labelFont * 0.85f}, n.label, labelFont, false,
                             pruned || skipped ? theme.prunedInk : theme.faint, TextAnchor::Center);
            else
                // Clear of a MIN triangle's wide top corner.
                painter.text({c.x - g.r * 1.25f, c.y - g.r * 1.0f}, n.label, labelFont, false,
                             pruned || skipped ? theme.prunedInk : theme.faint, TextAnchor::Right);
        }
        if (!n.alpha.empty()) {
            painter.text({c.x - g.r * 1.3f, c.y + g.r * 0.15f}, "α=" + n.alpha, boundFont, true, theme.alpha, TextAnchor::Right);
            painter.text({c.x + g.r * 1.3f, c.y + g.r * 0.15f}, "β=" + n.beta, boundFont, true, theme.beta, TextAnchor::Left);
        }
    }

    drawEdgeMarks(scene, theme, g, where, slot, labelFont, painter);
    if (scene.cutoff && scene.cutoff->node < slot.size() && slot[scene.cutoff->node] >= 0)
        drawCutoff(scene, theme, g, where, slot, options, painter);

    if (options.drawCaption && options.canvasWidth > 0 && options.canvasHeight > 0) {
        const float captionFont = std::clamp(options.canvasHeight * 0.038f, 12.0f, 48.0f) * options.fontScale;
        if (!scene.caption.empty()) {
            // A long caption is set smaller rather than cut off at the picture's edge.
            const float room = options.canvasWidth - captionFont * 1.2f;
            const float width = painter.textWidth(scene.caption, captionFont, false);
            const float size = width > room ? captionFont * room / width : captionFont;
            painter.text({captionFont * 0.6f, options.canvasHeight - captionFont * 1.1f}, scene.caption, size, false,
                         theme.ink, TextAnchor::Left);
        }
        painter.text({options.canvasWidth - captionFont * 0.6f, captionFont * 1.0f}, scene.stepText, captionFont * 0.8f,
                     false, theme.faint, TextAnchor::Right);
    }
}

}  // namespace ablab::core
