#pragma once
// Drawing a Scene: one set of geometry and style rules, many back ends. The ImGui canvas, the
// SVG, cairo (PNG, PDF, GIF frames) and TikZ exporters each implement Painter; paintScene
// decides where every shape, line and word goes.
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

#include "picture/scene.h"
#include "picture/theme.h"

namespace ablab::core {

struct Point {
    float x = 0, y = 0;
};

enum class LineStyle : std::uint8_t { Solid, Dashed, Dotted };

struct Stroke {
    Color color;
    float width = 1;
    LineStyle style = LineStyle::Solid;
};

enum class TextAnchor : std::uint8_t { Center, Left, Right };

// Dash lengths in pixels for a dashed or dotted stroke, so that every back end dashes alike.
struct DashPattern {
    float on = 0, off = 0;
};
std::optional<DashPattern> dashPattern(const Stroke& stroke);

// Where a text's baseline sits below the `at` point Painter::text receives: half the height of
// DejaVu Sans's capitals and digits, so that numbers sit in the middle of their shapes.
inline constexpr float kBaselineDrop = 0.36f;

class Painter {
public:
    virtual ~Painter() = default;
    virtual void line(Point a, Point b, const Stroke& stroke) = 0;
    virtual void polygon(std::span<const Point> points, std::optional<Color> fill, const Stroke& stroke) = 0;
    virtual void circle(Point centre, float radius, std::optional<Color> fill, const Stroke& stroke) = 0;
    // `at` is the baseline's anchor point shifted to the text's vertical middle.
    virtual void text(Point at, std::string_view text, float size, bool bold, Color color, TextAnchor anchor) = 0;
    // Width of a text in pixels; an estimate that suits DejaVu Sans unless a back end measures.
    virtual float textWidth(std::string_view text, float size, bool bold) const;
    // Between these two calls come the marks and lines of a tree too dense to read (a quarter
    // of a million of them): a back end may gather those that look alike into one draw call.
    // Where two of them overlap, the anti-aliased pixels may then differ by a shade.
    virtual void beginMarks() {}
    virtual void endMarks() {}
};

// Layout units to pixels: x_px = originX + x * unitX, y_px = originY + y * unitY.
struct Viewport {
    float originX = 0, originY = 0;
    float unitX = 100, unitY = 120;
};

struct PaintOptions {
    float nodeScale = 1.0f;  // node size relative to the sibling distance
    float fontScale = 1.0f;
    bool drawCaption = true;  // the status line along the bottom (exports)
    // The canvas, in the painted coordinates: words are kept inside it, inner shapes grow no
    // wider than it, the caption and step counter stand along its edges. 0 × 0: unbounded (the
    // window's canvas at any zoom, where the picture may be larger than the screen).
    float canvasLeft = 0, canvasTop = 0;
    float canvasWidth = 0, canvasHeight = 0;
    std::span<const NodeId> outlined;  // nodes an edit changed
    std::span<const NodeId> wrong;     // practice: nodes the student's answer got wrong
    NodeId selected = kNoNode;
    // The size rule (PictureStyle::wordPixels): no word smaller than this many pixels, and α and β
    // at least 0.8 of the values. A focus view keeps the room for it; 0 for the whole tree drawn
    // at any size, where words that do not fit are left out instead.
    float leastWordPixels = 0;
};

// A viewport that fits the whole scene into width × height pixels with a margin, leaving room
// at the bottom for the caption when asked.
Viewport fitViewport(const Scene& scene, float width, float height, bool roomForCaption);
// The same for a tree's extent in layout units, with or without game positions above its nodes.
Viewport fitViewport(float treeWidth, float treeHeight, bool boards, float width, float height, bool roomForCaption);

void paintScene(const Scene& scene, const Theme& theme, const Viewport& viewport, const PaintOptions& options, Painter& painter);

// Below this many pixels per sibling distance fitViewport gives up most of the side margins.
inline constexpr float kDenseUnitPixels = 40.0f;

// Sizes decided from what must be read. A leaf's value is set at least kValueTargetPixels
// (times the text scale) where its neighbours leave room for it, never smaller than the node's
// own proportion; below kMinimumValuePixels nothing can be read and nodes are plain marks.
// Every other word is at least kMinimumWordPixels or left out (TextPlacer).
inline constexpr float kValueTargetPixels = 18.0f;
inline constexpr float kMinimumValuePixels = 8.0f;
inline constexpr float kMinimumWordPixels = 10.0f;

// The sizes paintScene draws at in a viewport: the node radius and the fonts, in pixels.
struct PaintSizes {
    float radius = 0;
    float value = 0, label = 0, bound = 0, title = 0;
    bool labelled = false;  // values are readable: nodes are drawn as shapes with words
};
// `widestValue` is the widest leaf value's width at a size of 1 pixel.
PaintSizes paintSizes(const Viewport& viewport, const PaintOptions& options, float widestValue);

// The layout units per pixel at which a viewport's leaf values are readable: the least
// unitX (sibling distance in pixels) at which paintSizes sets them at kValueTargetPixels, for
// values of `glyphs` characters. The camera zooms to it (find, focus, follow, presenting).
float readableUnitPixels(int glyphs, float fontScale);

// A node's board (a game position) is drawn on a card above its shape, at most 1.8 node radii
// across and ending below the middle of the edge above, when its squares are at least this many
// pixels wide: for tic-tac-toe from about 43 pixels per layout unit when levels are far enough
// apart. Smaller marks could not be told apart; the inspector shows the position instead.
inline constexpr float kMinimumBoardCell = 7.0f;

}  // namespace ablab::core
