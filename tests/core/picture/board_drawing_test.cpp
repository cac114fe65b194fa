// Game positions in the picture: the scene carries each node's board, and paintScene draws it
// as a small grid above the node when the squares are big enough to read, clear of the words
// around the node and of the strokes that mark a cut edge.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <string>
#include <vector>

#include "files/default_tree.h"
#include "export/export.h"
#include "picture/board_drawing.h"
#include "picture/paint.h"
#include "picture/scene.h"
#include "export/svg_painter.h"
#include "games/tictactoe.h"
#include "files/tree_file.h"
#include "support/temporary_folder.h"
#include "run/run.h"

using namespace ablab::core;
using ablab::testing::count;

namespace {

struct GameRun {
    std::shared_ptr<const Tree> tree;
    std::shared_ptr<const Trace> trace;  // a run's (run/run.h)
    TreeLayout layout;
};

GameRun record(Tree tree) {
    auto shared = std::make_shared<const Tree>(std::move(tree));
    TreeLayout layout = layoutTree(*shared);
    return {shared, makeRun(shared, {})->trace, std::move(layout)};
}

GameRun twoPly() {
    TicTacToeOptions options;
    options.depth = 2;
    return record(makeTicTacToeTree(Language::English, options));
}

// The whole tree, every node with its board: these tests pin how boards sit among their
// neighbours, which a focus view (picture/focus_view.h) would fold away at most sizes.
std::string svgOf(const GameRun& run, std::size_t step, int width, int height) {
    ExportOptions options;
    options.width = width;
    options.height = height;
    options.wholeView = true;
    SvgPainter svg(static_cast<float>(width), static_cast<float>(height), Theme::light().background);
    paintStep(*run.trace, run.layout, step, options, svg);
    return svg.document();
}

// A box in pixels.
struct Box {
    float left, top, right, bottom;
    bool overlaps(const Box& o) const { return left < o.right && o.left < right && top < o.bottom && o.top < bottom; }
};

Box boxOf(std::span<const Point> points) {
    Box b{points[0].x, points[0].y, points[0].x, points[0].y};
    for (const Point& p : points)
        b = {std::min(b.left, p.x), std::min(b.top, p.y), std::max(b.right, p.x), std::max(b.bottom, p.y)};
    return b;
}

// Whether the segment a–b passes through the box (sampled finely enough for strokes this long).
bool crosses(Point a, Point b, const Box& box) {
    for (int k = 0; k <= 64; ++k) {
        const float t = static_cast<float>(k) / 64;
        const Point p{a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t};
        if (p.x > box.left && p.x < box.right && p.y > box.top && p.y < box.bottom) return true;
    }
    return false;
}

// Keeps what paintScene asked for: the board cards (the only translucent fills), the other
// shapes, every text's extent and every line.
class RecordingPainter final : public Painter {
public:
    struct Line {
        Point a, b;
        Stroke stroke;
        std::size_t order;  // how many cards were drawn before it
    };
    std::vector<Box> cards, shapes, texts;
    std::vector<Line> lines;
    std::vector<Color> circleInks;

    void line(Point a, Point b, const Stroke& stroke) override { lines.push_back({a, b, stroke, cards.size()}); }
    void polygon(std::span<const Point> points, std::optional<Color> fill, const Stroke&) override {
        (fill && fill->a != 255 ? cards : shapes).push_back(boxOf(points));
    }
    void circle(Point, float, std::optional<Color>, const Stroke& stroke) override { circleInks.push_back(stroke.color); }
    void text(Point at, std::string_view text, float size, bool bold, Color, TextAnchor anchor) override {
        const float width = textWidth(text, size, bold);
        const float left = anchor == TextAnchor::Left ? at.x : anchor == TextAnchor::Right ? at.x - width : at.x - width / 2;
        texts.push_back({left, at.y - size * 0.5f, left + width, at.y + size * 0.5f});
    }
};

RecordingPainter paintRun(const GameRun& run, std::size_t step, int width, int height) {
    ExportOptions options;
    options.width = width;
    options.height = height;
    options.wholeView = true;  // as svgOf
    RecordingPainter painter;
    paintStep(*run.trace, run.layout, step, options, painter);
    return painter;
}

}  // namespace

TEST(BoardScene, CarriesEveryNodesBoardFromTheTicTacToeGenerator) {
    const GameRun run = twoPly();
    const Scene scene = buildScene(Wording{}, *run.trace, run.layout, run.trace->stepCount());
    ASSERT_EQ(scene.nodes.size(), run.tree->size());
    for (const SceneNode& n : scene.nodes) {
        EXPECT_EQ(n.board, run.tree->board(n.id)) << run.tree->label(n.id);
        EXPECT_FALSE(boardGrid(n.board).empty()) << n.board;
    }
    EXPECT_EQ(scene.nodes[Tree::root()].board, ".../.../...");
    // X's three kinds of first move, each a position with one X.
    for (NodeId child : run.tree->children(Tree::root()))
        EXPECT_EQ(count(std::string(run.tree->board(child)), "X"), 1u) << run.tree->board(child);
}

TEST(BoardScene, TreesWithoutPositionsHaveEmptyBoards) {
    const GameRun run = record(defaultTree());
    const Scene scene = buildScene(Wording{}, *run.trace, run.layout, 5);
    ASSERT_FALSE(scene.nodes.empty());
    for (const SceneNode& n : scene.nodes) EXPECT_TRUE(n.board.empty()) << run.tree->label(n.id);
}

TEST(BoardGrid, ReadsRowsSeparatedBySlashes) {
    EXPECT_EQ(boardGrid("X.O/.X./..O").rows, 3);
    EXPECT_EQ(boardGrid("X.O/.X./..O").cols, 3);
    EXPECT_EQ(boardGrid("XO.").rows, 1);
    EXPECT_EQ(boardGrid("XO.").cols, 3);
    EXPECT_EQ(boardGrid("X./.O/O.").rows, 3);
    EXPECT_EQ(boardGrid("X./.O/O.").cols, 2);
    for (const char* notAGrid : {"", "/", "X.O/.X", "X.O//..O", "X.O/.X./..O/", "/X.O", "X.O/.X.O/..O", "........./........."})
        EXPECT_TRUE(boardGrid(notAGrid).empty()) << '"' << notAGrid << '"';
    EXPECT_FALSE(boardGrid("X.O/.X./..O").heaps);
}

TEST(BoardGrid, ReadsNimHeapsAsARowEach) {
    const BoardGrid heaps = boardGrid("3,4,5");
    EXPECT_TRUE(heaps.heaps);
    EXPECT_EQ(heaps.rows, 3);
    EXPECT_EQ(heaps.cols, 5);
    EXPECT_EQ(boardGrid("0,0,1").cols, 1);
    EXPECT_EQ(boardGrid("0,0").cols, 1);  // all heaps empty: still a card, one counter wide
    for (const char* notHeaps : {"3,", ",3", "3,,4", "34", "3,4,x", "1,1,1,1,1,1,1,1,1"})
        EXPECT_FALSE(boardGrid(notHeaps).heaps) << '"' << notHeaps << '"';
}

TEST(BoardDrawing, NimHeapsAreCountersNotSquares) {
    RecordingPainter painter;
    drawBoard(painter, BoardBox{{0, 0}, 20, boardGrid("3,1,2")}, "3,1,2", Theme::light(), false);
    EXPECT_EQ(painter.circleInks.size(), 6u);
    EXPECT_TRUE(painter.lines.empty());  // no squares drawn between them
    EXPECT_EQ(painter.cards.size(), 1u);
}

TEST(BoardDrawing, LargePicturesDrawEveryMarkOnEveryBoard) {
    const GameRun run = twoPly();
    const std::size_t end = run.trace->stepCount();
    std::size_t xs = 0, os = 0;  // X marks on nodes that were not pruned, O marks on all
    for (NodeId n = 0; n < run.tree->size(); ++n) {
        const std::string board(run.tree->board(n));
        os += count(board, "O");
        if (run.trace->stateAt(n, end).status != NodeStatus::Pruned) xs += count(board, "X");
    }
    ASSERT_GT(os, 10u);

    const std::string svg = svgOf(run, end, 1920, 1080);
    // At the end nothing else is a circle (no cutoff marker, every node labelled), and only the X
    // marks are drawn in α's blue (no edge is on the path).
    EXPECT_EQ(count(svg, "<circle"), os);
    EXPECT_EQ(count(svg, "stroke=\"" + svgColor(Theme::light().alpha) + "\""), 2 * xs);
    EXPECT_EQ(count(svg, "fill-opacity"), run.tree->size());  // one card per node
    EXPECT_NE(svg.find(">O b2</text>"), std::string::npos);
}

TEST(BoardDrawing, SmallPicturesKeepTheLabelsButDrawNoBoards) {
    const GameRun run = twoPly();
    const std::size_t end = run.trace->stepCount();
    const Scene scene = buildScene(Wording{}, *run.trace, run.layout, end);
    const Viewport v = fitViewport(scene, 400, 225, true);
    ASSERT_TRUE(paintSizes(v, {}, 1.3f).labelled);  // labelled, so shapes and words are drawn

    const std::string svg = svgOf(run, end, 400, 225);
    EXPECT_NE(svg.find(">O b2</text>"), std::string::npos);
    // No O mark (a circle in β's colour; the leaves too tight for boxes are small discs) and no X.
    EXPECT_EQ(count(svg, "stroke=\"" + svgColor(Theme::light().beta) + "\""), 0u);
    EXPECT_EQ(count(svg, "stroke=\"" + svgColor(Theme::light().alpha) + "\""), 0u);
    EXPECT_EQ(count(svg, "fill-opacity"), 0u);
}

TEST(BoardDrawing, BoardsCoverNoTextNoShapeAndNoCutStroke) {
    const GameRun o = record(loadTreeFile(Language::English, ABLAB_SOURCE_DIR "/trees/tictactoe-o-to-move.json"));
    const GameRun two = twoPly();
    const Color cutoff = Theme::light().cutoff;
    std::size_t cutEdgesSeen = 0;
    for (const GameRun* run : {&o, &two}) {
        for (const auto& [width, height] : {std::pair{1920, 1080}, std::pair{1280, 720}, std::pair{1000, 1000}}) {
            for (std::size_t step = 0; step <= run->trace->stepCount(); ++step) {
                const RecordingPainter p = paintRun(*run, step, width, height);
                const std::string where = run->tree->info().title.in(Language::English) + " at " + std::to_string(width) + "×" +
                                          std::to_string(height) + ", step " + std::to_string(step);
                ASSERT_EQ(p.cards.size(), run->tree->size()) << where;
                for (std::size_t i = 0; i < p.cards.size(); ++i) {
                    const Box& card = p.cards[i];
                    EXPECT_GE(card.top, 0) << where;
                    for (std::size_t j = i + 1; j < p.cards.size(); ++j) EXPECT_FALSE(card.overlaps(p.cards[j])) << where;
                    for (const Box& text : p.texts) EXPECT_FALSE(card.overlaps(text)) << where;
                    for (const Box& shape : p.shapes) EXPECT_FALSE(card.overlaps(shape)) << where;
                }
                // Cut strokes go over every card, and never across the card of the node below them.
                const Scene scene = buildScene(Wording{}, *run->trace, run->layout, step);
                const Viewport v = fitViewport(scene, static_cast<float>(width), static_cast<float>(height), true);
                auto pixel = [&](NodeId n) {
                    return Point{v.originX + scene.nodes[n].x * v.unitX, v.originY + scene.nodes[n].y * v.unitY};
                };
                for (const SceneEdge& e : scene.edges) {
                    if (!e.cut) continue;
                    ++cutEdgesSeen;
                    const Point a = pixel(e.parent), b = pixel(e.child);
                    const auto own = std::find_if(p.cards.begin(), p.cards.end(), [&](const Box& c) {
                        return std::abs((c.left + c.right) / 2 - b.x) < 0.5f && c.bottom < b.y &&
                               c.bottom > b.y - 2 * v.unitY / 3;
                    });
                    ASSERT_NE(own, p.cards.end()) << where;
                    int strokes = 0;
                    for (const auto& line : p.lines) {
                        if (line.stroke.color != cutoff || line.stroke.style != LineStyle::Solid) continue;
                        const Point m{(line.a.x + line.b.x) / 2, (line.a.y + line.b.y) / 2};
                        for (float t : {0.40f, 0.48f}) {
                            if (std::hypot(m.x - (a.x + (b.x - a.x) * t), m.y - (a.y + (b.y - a.y) * t)) > 0.5f) continue;
                            ++strokes;
                            EXPECT_EQ(line.order, p.cards.size()) << where;
                            EXPECT_FALSE(crosses(line.a, line.b, *own)) << where;
                        }
                    }
                    EXPECT_EQ(strokes, 2) << where;
                }
            }
        }
    }
    EXPECT_GT(cutEdgesSeen, 0u);
}

TEST(BoardDrawing, XAndODifferInShapeAndColour) {
    const GameRun run = twoPly();
    const RecordingPainter p = paintRun(run, run.trace->stepCount(), 1920, 1080);
    const Theme theme = Theme::light();
    // Every circle is an O in β's colour or, on a pruned node, in the pruned grey; X marks are
    // pairs of crossing lines in α's colour.
    for (const Color& ink : p.circleInks) EXPECT_TRUE(ink == theme.beta || ink == theme.prunedInk);
    EXPECT_NE(std::count(p.circleInks.begin(), p.circleInks.end(), theme.beta), 0);
    const auto blue = std::count_if(p.lines.begin(), p.lines.end(), [&](const auto& l) { return l.stroke.color == theme.alpha; });
    EXPECT_GT(blue, 0);
    EXPECT_EQ(blue % 2, 0);
}
