#include "picture/paint.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <unordered_set>
#include <vector>

#include "picture/paint_parts.h"
#include "text/display_width.h"
#include "text/utf8.h"

// paintScene in phases: measure (paintSizes, measure, placeShapes), the strokes under the words
// (edges, rings, shapes, cut marks), then the words by rank with the cutoff's arc and name
// between them (placeWords). Each phase's pieces are files of their own (paint_parts.h); the
// proportions are PictureStyle's (picture_style.h). Here too: the painter's defaults
// (textWidth, dashPattern) and fitViewport.

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
    const float captionPixels = roomForCaption ? PictureStyle::captionRoom(width, height) : 0.0f;
    // The step counter's line along the top (paintScene sets it at 0.8 of the caption's size).
    const float counterPixels = roomForCaption ? 1.4f * PictureStyle::captionPixels(height) : 0.0f;
    const float available = std::max(1.0f, height - captionPixels - counterPixels);
    // Game positions sit on cards above their nodes: more room above the root.
    const float levelMargin = boards ? 2.0f : 1.4f;
    float unitX = width / (scene.width + 1.9f), unitY = available / (scene.height + levelMargin);
    // Packed tight, the margin is what the outermost shape needs (a triangle 1.15 of its radius
    // wide, the radius up to 0.45 of a sibling distance: PictureStyle::radiusRowShare) and its
    // stroke; a focus view's outermost nodes are often inner ones.
    const float sideMargin = unitX < kDenseUnitPixels ? 1.2f : 1.9f;
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
    const float least = options.leastWordPixels;
    sizes.value = std::max(sizes.value, least);
    sizes.radius = std::min({std::max(natural, sizes.value / PictureStyle::valuePerRadius),
                             PictureStyle::radiusRowShare * viewport.unitX, PictureStyle::levelShare * viewport.unitY});
    sizes.labelled = sizes.value >= kMinimumValuePixels;
    // The other words are the node's proportion, and at least readable: where they then do not
    // fit, they are left out rather than drawn over one another.
    const float readable = kMinimumWordPixels * scale;
    sizes.label = std::max(0.56f * sizes.radius, 1.1f * readable);
    sizes.bound = std::max(0.58f * sizes.radius, 1.2f * readable);
    sizes.title = std::max(0.68f * sizes.radius, 1.4f * readable);
    if (least > 0) {  // the size rule (PaintOptions::leastWordPixels)
        sizes.label = std::max(sizes.label, least);
        sizes.bound = std::max({sizes.bound, least, 0.8f * sizes.value});
        sizes.title = std::max(sizes.title, least);
    }
    return sizes;
}

float readableUnitPixels(int glyphs, float fontScale) {
    // Values in boxes side by side, one row: value = 0.92 unitX / width, with a bold glyph
    // about 0.7 em wide (Painter::textWidth's estimate).
    return kValueTargetPixels * fontScale * 0.7f * static_cast<float>(std::max(glyphs, 1)) / PictureStyle::valueRowShare;
}

namespace {

using namespace painting;

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
    Geometry g{viewport, sizes.radius, innerRadius};
    if (options.canvasWidth > 0) g.canvasLeft = options.canvasLeft, g.canvasRight = options.canvasLeft + options.canvasWidth;
    return {
        sizes, g,
        // No word shrinks below the size rule to fit a place (PaintOptions::leastWordPixels): it
        // takes another place instead.
        Fonts{
            sizes.value, sizes.label, sizes.bound, std::max(kMinimumWordPixels * options.fontScale, options.leastWordPixels),
            std::min({std::max(sizes.value, kValueTargetPixels * options.fontScale),
                      Style::compactValueRow * viewport.unitX / std::max(widestValue, 0.3f), Style::levelShare * viewport.unitY}),
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
    // One leaf shape in the picture: when one leaf's value is too wide for its box, every leaf
    // is a disc (a row of boxes and discs reads as two kinds of node).
    const bool discs = std::any_of(at.shapes.begin(), at.shapes.end(), [](const DrawnShape& s) { return s.compact; });
    for (std::size_t i = 0; discs && i < scene.nodes.size(); ++i)
        if (const SceneNode& n = scene.nodes[i]; n.shape == NodeShape::Leaf && at.shapes[i].drawn && !at.shapes[i].compact)
            at.shapes[i] = measureShape(n, at.where[i], m.g.of(n), m.sizes.labelled, m.fonts.value, m.fonts.compactValue,
                                        m.fonts.readable, target, true);
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
            if (n.folded) drawFoldedMark(n, s, theme, m.g.of(n), m.fonts, painter, words);
        }
    }
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
    const bool titled = cutoffShown && drawCutoffTitle(scene, arc, theme, m.g, at, m.sizes.title, m.fonts.readable, false,
                                                       painter, placer, words);
    words.place(Rank::Cited, placer, target);
    addEdgeWords(scene, theme, m.g, at, m.fonts, words);
    words.place(Rank::Bound, placer, target);
    words.place(Rank::Value, placer, target);
    if (cutoffShown && !titled)
        drawCutoffTitle(scene, arc, theme, m.g, at, m.sizes.title, m.fonts.readable, true, painter, placer, words);
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
    TextPlacer placer(bounded ? TextBox{options.canvasLeft, options.canvasTop, options.canvasLeft + options.canvasWidth,
                                        options.canvasTop + options.canvasHeight}
                              : TextBox{});
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
