#pragma once
// The pieces paintScene (paint.cpp) is made of, one file a job, for those files alone: a node's
// geometry (node_geometry.cpp), the strokes under the words (strokes.cpp), where each node's
// and edge's words may stand (node_words.cpp), the folded subtree's mark (summary_mark.cpp),
// the cutoff's arc and its name (cutoff_arc.cpp) and the caption (caption.cpp). Clients draw a
// Scene through paint.h only.
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "picture/board_drawing.h"
#include "picture/label_placement.h"
#include "picture/paint.h"
#include "picture/picture_style.h"
#include "picture/text_placer.h"

namespace ablab::core::painting {

using Style = PictureStyle;

struct Geometry {
    const Viewport& viewport;
    float r;      // node radius in pixels (a leaf's)
    float inner;  // an inner node's: as large as its value needs where its neighbours leave room
    // A bounded canvas's sides (PaintOptions): an inner node next to one grows no wider than the
    // room to it, a triangle being 1.15 of its radius wide and its stroke a little more.
    float canvasLeft = -1e9f, canvasRight = 1e9f;
    Point at(float x, float y) const { return {viewport.originX + x * viewport.unitX, viewport.originY + y * viewport.unitY}; }
    // The geometry of one node: its own radius in `r`.
    Geometry of(const SceneNode& n) const {
        if (n.shape == NodeShape::Leaf) return {viewport, r, inner, canvasLeft, canvasRight};
        const float x = at(n.x, n.y).x;
        const float room = std::min(x - canvasLeft, canvasRight - x) / 1.25f;
        return {viewport, std::max(r, std::min(inner, room)), inner, canvasLeft, canvasRight};
    }
};

// Whether n is one of `nodes` (the few an edit changed or a check found wrong).
inline bool listed(std::span<const NodeId> nodes, NodeId n) { return std::find(nodes.begin(), nodes.end(), n) != nodes.end(); }

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

// Scene nodes by id: slot[id] is the node's index in the scene, -1 where it was culled.
struct Placed {
    std::vector<std::int32_t> slot;
    std::vector<Point> where;
    std::vector<DrawnShape> shapes;
    const DrawnShape* shapeOf(NodeId id) const {
        return id < slot.size() && slot[id] >= 0 ? &shapes[static_cast<std::size_t>(slot[id])] : nullptr;
    }
};

struct Fonts {
    float value, label, bound, readable;
    // A row too tight for boxes sets its leaves' values below small discs in two staggered rows:
    // each value then has nearly two sibling distances, less a space, and may be that much larger.
    float compactValue;
    bool leafLabels;  // the leaves' names all or none: a row with every other name left out reads as noise
};

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

// [node_geometry.cpp] A node's outline, where its value and the cutoff line sit, its board.
std::vector<Point> shapeOutline(NodeShape shape, Point c, float r);
float valueOffset(NodeShape shape, float r);
Point borderPoint(NodeShape shape, Point c, float r, float side, bool upper);
float shapeTop(NodeShape shape, float r);
std::optional<BoardBox> boardBox(const SceneNode& n, Point c, const Geometry& g);
void drawBox(Painter& painter, Point centre, float halfWidth, float halfHeight, Color fill, const Stroke& stroke);
float borderDistance(const DrawnShape& s, Point u);
// `compactLeaf`: a leaf is a disc whatever its value's width (a picture whose some leaves are
// discs draws them all so: one leaf shape in a row, and from step to step).
DrawnShape measureShape(const SceneNode& n, Point c, const Geometry& gn, bool labelled, float valueFont, float compactValue,
                        float readable, const Painter& painter, bool compactLeaf = false);

// [strokes.cpp] The lines under every word.
void drawEdges(const Scene& scene, const Theme& theme, const Geometry& g, const Placed& at, Painter& painter);
void drawCutMarks(const Scene& scene, const Theme& theme, const Geometry& g, const Placed& at, Painter& painter);
void drawRings(const Scene& scene, const Theme& theme, const Placed& at, const PaintOptions& options, bool labelled,
               const Geometry& g, Painter& painter);

// [node_words.cpp] A node's shape and the places its words and its edges' words may take.
void drawNode(const Scene& scene, const SceneNode& n, const DrawnShape& s, const Theme& theme, const Geometry& gn,
              const Fonts& fonts, Painter& painter, TextPlacer& placer, LabelPlacement& words);
void addEdgeWords(const Scene& scene, const Theme& theme, const Geometry& g, const Placed& at, const Fonts& fonts,
                  LabelPlacement& words);

// [summary_mark.cpp] A subtree drawn as one mark.
void drawSummary(const SceneNode& n, Point c, const Theme& theme, const Geometry& g, bool labelled, float labelFont,
                 Painter& painter, LabelPlacement& words);

// [summary_mark.cpp] A folded subtree of a focus view, below its root: a triangle from `top`,
// `depth` deep and `half` wide on each side at its base.
struct FoldedMarkShape {
    float top, depth, half;
};
FoldedMarkShape foldedMarkShape(const DrawnShape& s, const Geometry& g);
void drawFoldedMark(const SceneNode& n, const DrawnShape& s, const Theme& theme, const Geometry& g, const Fonts& fonts,
                    Painter& painter, LabelPlacement& words);

// [cutoff_arc.cpp] The arc from the cut node to its cause, and the cutoff's name beside it.
CutoffArc drawCutoffArc(const Scene& scene, const Theme& theme, const Geometry& g, const Placed& at, const PaintOptions& options,
                        Painter& painter, const TextPlacer& placer);
bool drawCutoffTitle(const Scene& scene, const CutoffArc& arc, const Theme& theme, const Geometry& g, const Placed& at,
                     float titleSize, float leastSize, bool farther, Painter& painter, TextPlacer& placer, LabelPlacement& words);

// [caption.cpp] The status line and the step counter, fixed before any other word is placed.
void fixCaption(const Scene& scene, const Theme& theme, const PaintOptions& options, Painter& target, TextPlacer& placer,
                LabelPlacement& words);

}  // namespace ablab::core::painting
