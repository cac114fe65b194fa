#include "picture/paint.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>
#include <tuple>
#include <vector>

#include "games/tictactoe.h"
#include "picture/text_placer.h"

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
    t.faint = rgb(0x5E5E5E);
    t.unvisitedFill = rgb(0xFFFFFF);
    t.pathFill = rgb(0xCFE8F7);     // a tint of sky blue
    t.currentFill = rgb(0xF0E442);  // Okabe–Ito yellow
    t.doneFill = rgb(0xDDF0E8);     // a tint of bluish green
    t.prunedFill = rgb(0xF2F2F2);
    t.prunedInk = rgb(0x6B6B6B);
    t.path = rgb(0x005A8C);         // blue
    t.chosen = rgb(0xB07700);       // orange
    t.cutoff = rgb(0xB34E00);       // vermillion
    t.alpha = rgb(0x0072B2);
    t.beta = rgb(0xA8507F);         // a darker reddish purple, readable on white
    t.changed = rgb(0x009E73);      // bluish green
    return t;
}

Theme Theme::projector() {
    Theme t = light();
    t.ink = rgb(0x000000);
    t.faint = rgb(0x5E5E5E);
    t.prunedInk = rgb(0x6B6B6B);
    t.pathFill = rgb(0xBFE0F5);
    return t;
}

Theme Theme::dark() {
    Theme t;
    t.background = rgb(0x1E1E1E);
    t.ink = rgb(0xF2F2F2);
    t.faint = rgb(0xA3A3A3);
    t.unvisitedFill = rgb(0x2B2B2B);
    t.pathFill = rgb(0x12415E);
    t.currentFill = rgb(0x3D380C);
    t.doneFill = rgb(0x1A3F33);
    t.prunedFill = rgb(0x262626);
    t.prunedInk = rgb(0x8F8F8F);
    t.path = rgb(0x56B4E9);
    t.chosen = rgb(0xE69F00);
    t.cutoff = rgb(0xFF7A2E);
    t.alpha = rgb(0x56B4E9);
    t.beta = rgb(0xE08DBD);
    t.changed = rgb(0x3FD6A8);
    return t;
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
    const float available = std::max(1.0f, height - captionPixels);
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
        unitY = scene.height <= 0        ? available / levelMargin
                : 0.5f * spread >= node ? spread
                                        : std::max((available - levelMargin * node) / scene.height, available / (scene.height + levelMargin));
        node = std::min(unitX, unitY);
    }
    Viewport v;
    v.unitX = unitX;
    v.unitY = unitY;
    v.originX = (width - scene.width * unitX) / 2;
    // Centred, a little lower where boards need the room above the root.
    v.originY = (height - captionPixels - scene.height * unitY) / 2 + (boards ? 0.3f * node : 0.0f);
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
    case NodeShape::MaxTriangle:
        return {{c.x, c.y - r}, {c.x + 1.15f * r, c.y + 0.85f * r}, {c.x - 1.15f * r, c.y + 0.85f * r}};
    case NodeShape::MinTriangle:
        return {{c.x - 1.15f * r, c.y - 0.85f * r}, {c.x + 1.15f * r, c.y - 0.85f * r}, {c.x, c.y + r}};
    case NodeShape::Leaf:
    case NodeShape::MaxSquare: {
        const float h = shape == NodeShape::Leaf ? 0.8f * r : 0.85f * r;
        return {{c.x - h, c.y - h}, {c.x + h, c.y - h}, {c.x + h, c.y + h}, {c.x - h, c.y + h}};
    }
    case NodeShape::ChanceDiamond:
        return {{c.x, c.y - 1.2f * r}, {c.x + 1.2f * r, c.y}, {c.x, c.y + 1.2f * r}, {c.x - 1.2f * r, c.y}};
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
    return BoardBox{{c.x - cell * static_cast<float>(grid.cols) / 2, bottom - cell * static_cast<float>(grid.rows)}, cell,
                    grid};
}

Color mix(Color a, Color b, float t) {
    auto channel = [t](std::uint8_t x, std::uint8_t y) {
        return static_cast<std::uint8_t>(std::lround(static_cast<float>(x) + (static_cast<float>(y) - static_cast<float>(x)) * t));
    };
    return {channel(a.r, b.r), channel(a.g, b.g), channel(a.b, b.b), 255};
}

}  // namespace

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

namespace {

// 朱福喜's f(p) drawn on a tic-tac-toe board: each line still open for X in X's colour, a little
// above and left of the line's centre, each line open for O in O's, below and right, so that a
// line open for both shows twice. Nothing for other boards or finished games.
void drawOpenLines(Painter& painter, const BoardBox& box, std::string_view board, const Theme& theme) {
    if (box.grid.rows != 3 || box.grid.cols != 3) return;
    TicTacToeBoard position;
    try {
        position = parseTicTacToePosition(board);
    } catch (const GameError&) {
        return;
    }
    const float cell = box.cell, shift = cell * 0.08f;
    const auto centre = [&](int square, float offset) {
        return Point{box.topLeft.x + cell * (static_cast<float>(square % 3) + 0.5f) + offset,
                     box.topLeft.y + cell * (static_cast<float>(square / 3) + 0.5f) + offset};
    };
    for (const auto& [side, colour, offset] : {std::tuple{'X', theme.alpha, -shift}, std::tuple{'O', theme.beta, shift}}) {
        Color ink = colour;
        ink.a = 170;
        const Stroke stroke{ink, std::max(1.0f, cell * 0.07f), LineStyle::Solid};
        for (const auto& line : ticTacToeOpenLineSquares(position, side))
            painter.line(centre(line[0], offset), centre(line[2], offset), stroke);
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

// Words wait until every shape is drawn: then they go over every ring, outline and board, and
// each is placed only where it overlaps no word placed before it, most important first.
enum class Rank : std::uint8_t { Value, Bound, Label, Note };

struct Word {
    Point at;
    std::string text;
    float size, minSize;
    bool bold;
    Color color;
    TextAnchor anchor;
    Rank rank;
    std::array<std::optional<Point>, 2> elsewhere;  // other places, tried in turn at each size where the first is taken
    bool first = false;              // placed before the others of its rank: the current node's
};

struct Words {
    std::vector<Word> pending, placed;

    void add(Point at, std::string text, float size, float minSize, bool bold, Color color, TextAnchor anchor, Rank rank,
             std::array<std::optional<Point>, 2> elsewhere = {}, bool first = false) {
        pending.push_back({at, std::move(text), size, minSize, bold, color, anchor, rank, elsewhere, first});
    }

    // Places the pending words of `rank`: at their size, or a little smaller, or not at all;
    // where `shapes` is given, also clear of the nodes' shapes it holds.
    void place(Rank rank, TextPlacer& placer, const Painter& painter, const TextPlacer* shapes = nullptr) {
        for (const bool firstPass : {true, false})
            for (Word& w : pending)
                if (w.rank == rank && w.first == firstPass) placeOne(w, placer, painter, shapes);
    }

    void placeOne(Word& w, TextPlacer& placer, const Painter& painter, const TextPlacer* shapes) {
        for (float size = w.size; size >= w.minSize * 0.999f; size *= 0.9f)
            for (const std::optional<Point> at : {std::optional<Point>(w.at), w.elsewhere[0], w.elsewhere[1]}) {
                if (!at) continue;
                const TextBox box = textBox(*at, painter.textWidth(w.text, size, w.bold), size, w.anchor);
                if (!placer.fits(box) || (shapes && !shapes->fits(box))) continue;
                placer.reserve(box);
                w.at = *at;
                w.size = size;
                placed.push_back(std::move(w));
                return;
            }
    }
};

// What is written on edges goes over the nodes' boards, which may lie across them.
void drawEdgeMarks(const Scene& scene, const Theme& theme, const Geometry& g, const std::vector<Point>& where,
                   const std::vector<std::int32_t>& slot, float labelFont, Painter& painter, Words& words) {
    for (const SceneEdge& e : scene.edges) {
        if (slot[e.parent] < 0 || slot[e.child] < 0 || (!e.cut && e.window.empty() && e.label.empty())) continue;
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
        // Beside the edge on its outer side, nearer the parent when the child's board sits on the
        // lower half of the edge; the edge's own label (a move) above the window when both are shown.
        const SceneNode& child = scene.nodes[static_cast<std::size_t>(slot[e.child])];
        const float middle = boardBox(child, b, g.of(child)) ? 0.4f : 0.5f;
        const bool leftSide = b.x < a.x;
        auto beside = [&](float t, const std::string& text, Color color, Rank rank) {
            const Point m{a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t};
            words.add({m.x + (leftSide ? -0.25f : 0.25f) * g.r, m.y}, text, labelFont * 0.9f, kMinimumWordPixels, false,
                      color, leftSide ? TextAnchor::Right : TextAnchor::Left, rank);
        };
        if (!e.label.empty())
            beside(e.window.empty() ? middle : middle - 0.12f, e.label,
                   e.style == EdgeStyle::Pruned || e.style == EdgeStyle::Skipped ? theme.prunedInk : theme.ink, Rank::Label);
        if (!e.window.empty()) beside(e.label.empty() ? middle : middle + 0.12f, e.window, theme.faint, Rank::Note);
    }
}

// The cutoff: a box naming it beside the cut node, and a bowed dashed line from the cut node
// to the ancestor whose bound caused it. The line bows away from the path between them, so it
// crosses neither their α and β nor the path edges, and ends on the shapes' borders, so the
// values stay readable. The box goes to the first of its places where it covers no value.
void drawCutoff(const Scene& scene, const Theme& theme, const Geometry& g, const std::vector<Point>& where,
                const std::vector<std::int32_t>& slot, const PaintOptions& options, float titleSize, Painter& painter,
                TextPlacer& placer, Words& words) {
    const SceneCutoff& cutoff = *scene.cutoff;
    const std::size_t cut = static_cast<std::size_t>(slot[cutoff.node]);
    const Point c = where[cut];
    const float margin = 4;
    float titleFont = titleSize, halfWidth = 0, halfHeight = 0;
    auto measure = [&] {
        halfWidth = painter.textWidth(cutoff.title, titleFont, true) / 2 + titleFont * 0.35f;
        halfHeight = titleFont * 0.75f;
    };
    measure();
    auto fits = [&](Point centre) {
        return options.canvasWidth <= 0 ||
               (centre.x - halfWidth >= margin && centre.x + halfWidth <= options.canvasWidth - margin);
    };
    auto clamped = [&](Point centre) {
        if (options.canvasWidth > 0 && options.canvasWidth > 2 * (halfWidth + margin))
            centre.x = std::clamp(centre.x, halfWidth + margin, options.canvasWidth - halfWidth - margin);
        return centre;
    };
    auto frame = [&](Point centre) {
        return TextBox{centre.x - halfWidth, centre.y - halfHeight, centre.x + halfWidth, centre.y + halfHeight};
    };
    // The first of the candidate places where the box covers no word placed so far; smaller if
    // none is free, and left out (the dashed line still shows the cut) if none ever is.
    auto drawTitle = [&](auto candidates) {
        for (; titleFont >= kMinimumWordPixels * 0.999f; titleFont *= 0.88f, measure()) {
            for (Point centre : candidates()) {
                centre = clamped(centre);
                if (!placer.fits(frame(centre))) continue;
                placer.reserve(frame(centre));
                drawBox(painter, centre, halfWidth, halfHeight, theme.background,
                        Stroke{theme.cutoff, std::max(2.0f, g.r * 0.1f), LineStyle::Solid});
                words.placed.push_back(
                    {centre, cutoff.title, titleFont, titleFont, true, theme.cutoff, TextAnchor::Center, Rank::Value, {}, false});
                return;
            }
        }
    };
    // Above or below the cut node, where no sibling's words are: the last resorts.
    auto aboveAndBelow = [&] {
        return std::array{Point{c.x, c.y - g.r * 1.6f - halfHeight}, Point{c.x, c.y + g.r * 1.6f + halfHeight}};
    };

    const bool hasCause = cutoff.cause != kNoNode && cutoff.cause < slot.size() && slot[cutoff.cause] >= 0;
    if (!hasCause) {
        // Cut by the initial window: no ancestor to point at.
        drawTitle([&] {
            Point right{c.x + g.r * 1.4f + halfWidth, c.y - g.r * 1.25f};
            Point left{c.x - g.r * 1.4f - halfWidth, c.y - g.r * 1.25f};
            if (!fits(right)) std::swap(left, right);
            const auto more = aboveAndBelow();
            return std::array{right, left, more[0], more[1]};
        });
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
    const Point from = borderPoint(scene.nodes[cut].shape, c, g.of(scene.nodes[cut]).r, toward, true);
    const Point to = borderPoint(scene.nodes[causeSlot].shape, a, g.inner, toward, false);
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
    drawTitle([&] {
        const auto more = aboveAndBelow();
        return std::array{titleCentre(side), titleCentre(-side), more[0], more[1]};
    });
}

// Whether n is one of `nodes` (the few an edit changed or a check found wrong).
bool listed(std::span<const NodeId> nodes, NodeId n) { return std::find(nodes.begin(), nodes.end(), n) != nodes.end(); }

// A subtree drawn as one mark: a bar as wide as the subtree, split into the shares of its
// leaves evaluated (green), pruned (grey; the outline dashed when all of it is pruned) and not
// reached yet (blank), hanging from the subtree's root. The class sees the pruned share at a
// glance.
void drawSummary(const SceneNode& n, Point c, const Theme& theme, const Geometry& g, bool labelled, float labelFont,
                 Painter& painter, Words& words) {
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
        const std::string text = (n.label.empty() ? std::string() : n.label + ": ") + count(n.leaves, "leaf", "leaves") +
                                 ", " + std::to_string(n.leavesEvaluated) + " evaluated, " +
                                 std::to_string(n.leavesPruned) + " pruned";
        const float size = std::max(labelFont, 11.0f);
        words.add({c.x, top + height + size * 0.9f}, text, size, kMinimumWordPixels, false, theme.ink, TextAnchor::Center,
                  Rank::Note);
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
    const float natural = 0.27f * unit * options.nodeScale * scale;
    const float room = 0.92f * viewport.unitX / std::max(widestValue, 0.3f);
    sizes.value = std::min({std::max(0.78f * natural, kValueTargetPixels * scale), room, 0.3f * viewport.unitY});
    sizes.radius = std::min({std::max(natural, sizes.value / 0.78f), 0.45f * viewport.unitX, 0.3f * viewport.unitY});
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
    // paintSizes: value = 0.92 unitX / width, with a bold glyph about 0.64 em wide.
    return kValueTargetPixels * fontScale * 0.64f * static_cast<float>(std::max(glyphs, 1)) / 0.92f;
}

void paintScene(const Scene& scene, const Theme& theme, const Viewport& viewport, const PaintOptions& options,
                Painter& painter) {
    // Widths measured at 100 px: hinting rounds tiny sizes.
    float widestValue = 0, widestLeafLabel = 0;
    for (const SceneNode& n : scene.nodes) {
        if (n.shape != NodeShape::Leaf || n.summary) continue;
        if (!n.value.empty()) widestValue = std::max(widestValue, painter.textWidth(n.value, 100.0f, true) / 100.0f);
        if (!n.label.empty()) widestLeafLabel = std::max(widestLeafLabel, painter.textWidth(n.label, 100.0f, false) / 100.0f);
    }
    const PaintSizes sizes = paintSizes(viewport, options, widestValue);
    // Inner nodes stand farther apart than leaves: their shapes grow to hold their values (the
    // longest, "≤ 12", at the value size) as far as the nearest two on one level leave room.
    std::vector<Point> inners;
    for (const SceneNode& n : scene.nodes)
        if (n.shape != NodeShape::Leaf && !n.summary) inners.push_back({n.y, n.x});
    std::sort(inners.begin(), inners.end(), [](Point a, Point b) { return a.x != b.x ? a.x < b.x : a.y < b.y; });
    float innerGap = 1e9f;
    for (std::size_t i = 1; i < inners.size(); ++i)
        if (inners[i].x == inners[i - 1].x) innerGap = std::min(innerGap, inners[i].y - inners[i - 1].y);
    const float innerRadius =
        std::max(sizes.radius, std::min({sizes.value / 0.6f, 0.42f * innerGap * viewport.unitX, 0.3f * viewport.unitY}));
    const Geometry g{viewport, sizes.radius, innerRadius};
    const bool labelled = sizes.labelled;
    const float valueFont = sizes.value, labelFont = sizes.label, boundFont = sizes.bound;
    const float readable = kMinimumWordPixels * options.fontScale;
    // The leaves' labels all or none: a row with every other name left out reads as noise.
    const bool leafLabels = widestLeafLabel * labelFont <= 0.95f * viewport.unitX;

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

    const bool bounded = options.canvasWidth > 0 && options.canvasHeight > 0;
    TextPlacer placer(bounded ? TextBox{0, 0, options.canvasWidth, options.canvasHeight} : TextBox{});
    Words words;
    // The labelled nodes' shapes: α and β may stand beside a node, never over its neighbour.
    TextPlacer shapes;

    drawEdges(scene, theme, g, where, slot, painter);

    // Rings first, under every shape and word: a ring marks its node without covering the
    // neighbours' values or its own α and β.
    for (std::size_t i = 0; i < scene.nodes.size(); ++i) {
        const SceneNode& n = scene.nodes[i];
        const Point c = where[i];
        const Geometry gn = g.of(n);
        if (listed(options.wrong, n.id)) {
            // A mistake: a thick ring in the cutoff colour, doubled so it is not told by colour alone.
            if (!labelled || n.summary) {
                painter.circle(c, std::max(5.0f, gn.r * 1.6f), std::nullopt, Stroke{theme.cutoff, 2.5f, LineStyle::Solid});
                continue;
            }
            const Stroke ring{theme.cutoff, std::max(3.0f, gn.r * 0.14f), LineStyle::Solid};
            painter.circle(c, gn.r * 1.45f, std::nullopt, ring);
            painter.circle(c, gn.r * 1.7f, std::nullopt, Stroke{theme.cutoff, std::max(1.5f, gn.r * 0.06f), LineStyle::Solid});
        }
        const bool outlinedByEdit = listed(options.outlined, n.id);
        if (outlinedByEdit || n.id == options.selected) {
            const Stroke ring{outlinedByEdit ? theme.changed : theme.path, std::max(2.5f, gn.r * 0.12f),
                              outlinedByEdit ? LineStyle::Solid : LineStyle::Dashed};
            // Found in a tree too big to read: still a ring a class can see.
            painter.circle(c, labelled ? gn.r * 1.45f : std::max(8.0f, gn.r * 2.0f), std::nullopt, ring);
        }
    }

    for (std::size_t i = 0; i < scene.nodes.size(); ++i) {
        const SceneNode& n = scene.nodes[i];
        const Point c = where[i];
        const Geometry gn = g.of(n);
        if (n.summary) {
            drawSummary(n, c, theme, gn, labelled, labelFont, painter, words);
            continue;
        }
        if (!labelled) {
            // Too small to read: a plain mark that still shows what happened there.
            const Color fill = n.status == NodeStatus::Pruned || n.status == NodeStatus::Skipped ? theme.prunedInk
                               : n.current                                                     ? theme.currentFill
                               : n.status == NodeStatus::Done                                  ? theme.changed
                               : n.status == NodeStatus::OnPath                                ? theme.path
                                                                                               : theme.faint;
            painter.circle(c, std::max(1.5f, gn.r), fill, Stroke{fill, 0.5f, LineStyle::Solid});
            continue;
        }

        const bool pruned = n.status == NodeStatus::Pruned, skipped = n.status == NodeStatus::Skipped;
        Color fill = theme.unvisitedFill;
        Stroke outline{theme.ink, std::max(1.5f, gn.r * 0.08f), LineStyle::Solid};
        Color textColor = theme.ink;
        if (pruned || skipped) {
            fill = theme.prunedFill;
            outline = {theme.prunedInk, std::max(1.5f, gn.r * 0.08f), pruned ? LineStyle::Dashed : LineStyle::Dotted};
            textColor = theme.prunedInk;
        } else if (n.current) {
            fill = theme.currentFill;
            outline = {theme.ink, std::max(3.0f, gn.r * 0.17f), LineStyle::Solid};
        } else if (n.onPath) {
            fill = theme.pathFill;
            outline = {theme.path, std::max(2.5f, gn.r * 0.13f), LineStyle::Solid};
        } else if (n.status == NodeStatus::Done) {
            fill = theme.doneFill;
        } else {
            outline.color = theme.faint;
        }

        if (const auto box = boardBox(n, c, gn)) {
            drawBoard(painter, *box, n.board, theme, pruned || skipped);
            if (scene.openLines && !(pruned || skipped)) {
                drawOpenLines(painter, *box, n.board, theme);
                // The number the notes compute from those lines, over the position.
                const std::string formula = ticTacToeOpenLinesFormula(n.board);
                if (!formula.empty())
                    words.add({box->topLeft.x + box->cell * static_cast<float>(box->grid.cols) / 2, box->topLeft.y - 0.45f * labelFont},
                              formula, labelFont, readable, false, theme.ink, TextAnchor::Center, Rank::Note);
            }
            // No word goes over a position.
            placer.reserve({box->topLeft.x, box->topLeft.y, box->topLeft.x + box->cell * static_cast<float>(box->grid.cols),
                            box->topLeft.y + box->cell * static_cast<float>(box->grid.rows)});
        }

        // A leaf's box holds its value: as wide as the value needs where that is wider than the
        // node's proportion.
        float leafHalfHeight = 0.8f * gn.r;
        if (n.shape == NodeShape::MinCircle) {
            painter.circle(c, gn.r, fill, outline);
            shapes.reserve({c.x - gn.r, c.y - gn.r, c.x + gn.r, c.y + gn.r});
        } else if (n.shape == NodeShape::Leaf) {
            const float halfWidth =
                std::max(0.8f * gn.r, painter.textWidth(n.value, valueFont, true) / 2 + 0.12f * valueFont);
            leafHalfHeight = std::max(0.8f * gn.r, 0.62f * valueFont);
            drawBox(painter, c, halfWidth, leafHalfHeight, fill, outline);
            shapes.reserve({c.x - halfWidth, c.y - leafHalfHeight, c.x + halfWidth, c.y + leafHalfHeight});
        } else {
            const auto outlinePoints = shapeOutline(n.shape, c, gn.r);
            painter.polygon(outlinePoints, fill, outline);
            TextBox around{c.x, c.y, c.x, c.y};
            for (const Point& p : outlinePoints)
                around = {std::min(around.left, p.x), std::min(around.top, p.y), std::max(around.right, p.x), std::max(around.bottom, p.y)};
            shapes.reserve(around);
        }
        if (!n.value.empty()) {
            // A leaf's box was made to hold its value; a shape holds as much as its width
            // allows where the value sits (a triangle is narrower there than at its base).
            const float size = n.shape == NodeShape::Leaf
                                   ? valueFont
                                   : std::min(std::max(valueFont, 0.78f * gn.r),
                                              1.5f * gn.r / std::max(painter.textWidth(n.value, 100.0f, true) / 100.0f, 0.3f));
            // A practising student's own entry is drawn in the path's blue, apart from the
            // values the run has shown.
            words.add({c.x, c.y + valueOffset(n.shape, gn.r)}, n.value, size, std::min(size, readable), true,
                      n.entered ? theme.path : textColor, TextAnchor::Center, Rank::Value);
        }
        const Color labelColor = pruned || skipped ? theme.prunedInk : theme.faint;
        if (!n.label.empty()) {
            if (n.shape == NodeShape::Leaf && leafLabels)
                words.add({c.x, c.y + leafHalfHeight + 0.12f * gn.r + 0.76f * labelFont - kBaselineDrop * labelFont},
                          n.label, labelFont, readable, false, labelColor, TextAnchor::Center, Rank::Label);
            else if (n.shape != NodeShape::Leaf)
                // Clear of a MIN triangle's wide top corner.
                words.add({c.x - gn.r * 1.3f, c.y - gn.r * 1.0f}, n.label, labelFont, readable, false, labelColor,
                          TextAnchor::Right, Rank::Label);
        }
        if (!n.alpha.empty()) {
            // Beside the node, or raised to its shoulder where a neighbour stands close, or side
            // by side above it where neighbours stand on both sides.
            words.add({c.x - gn.r * 1.35f, c.y + gn.r * 0.15f}, "α=" + n.alpha, boundFont, readable, true, theme.alpha,
                      TextAnchor::Right, Rank::Bound,
                      {Point{c.x - gn.r * 1.05f, c.y - gn.r * 0.85f}, Point{c.x - gn.r * 0.1f, c.y - gn.r * 1.5f}}, n.current);
            words.add({c.x + gn.r * 1.35f, c.y + gn.r * 0.15f}, "β=" + n.beta, boundFont, readable, true, theme.beta,
                      TextAnchor::Left, Rank::Bound,
                      {Point{c.x + gn.r * 1.05f, c.y - gn.r * 0.85f}, Point{c.x + gn.r * 0.1f, c.y - gn.r * 1.5f}}, n.current);
        }
    }

    // The status line along the bottom and the step counter first: they are always shown.
    std::vector<Word> statusLine;
    if (options.drawCaption && bounded) {
        const float captionFont = std::clamp(options.canvasHeight * 0.038f, 12.0f, 48.0f) * options.fontScale;
        if (!scene.caption.empty()) {
            // A long caption is set smaller rather than cut off at the picture's edge.
            const float room = options.canvasWidth - captionFont * 1.2f;
            const float width = painter.textWidth(scene.caption, captionFont, false);
            const float size = width > room ? captionFont * room / width : captionFont;
            statusLine.push_back({{captionFont * 0.6f, options.canvasHeight - captionFont * 1.1f}, scene.caption, size, size,
                                  false, theme.ink, TextAnchor::Left, Rank::Value, {}, false});
        }
        statusLine.push_back({{options.canvasWidth - captionFont * 0.6f, captionFont * 1.0f}, scene.stepText,
                              captionFont * 0.8f, captionFont * 0.8f, false, theme.faint, TextAnchor::Right, Rank::Value, {}, false});
        for (const Word& w : statusLine)
            placer.reserve(textBox(w.at, painter.textWidth(w.text, w.size, w.bold), w.size, w.anchor));
    }

    words.place(Rank::Value, placer, painter);
    if (scene.cutoff && scene.cutoff->node < slot.size() && slot[scene.cutoff->node] >= 0)
        drawCutoff(scene, theme, g, where, slot, options, sizes.title, painter, placer, words);
    drawEdgeMarks(scene, theme, g, where, slot, labelFont, painter, words);
    words.place(Rank::Bound, placer, painter, &shapes);
    words.place(Rank::Label, placer, painter);
    words.place(Rank::Note, placer, painter);

    for (const Word& w : words.placed) painter.text(w.at, w.text, w.size, w.bold, w.color, w.anchor);
    for (const Word& w : statusLine) painter.text(w.at, w.text, w.size, w.bold, w.color, w.anchor);
}

}  // namespace ablab::core
