#pragma once
// Words on a picture a class must read: each goes where its ink meets no stroke drawn before it
// (an edge, an outline, a ring, the cutoff's arc) and no word placed before it, so that what
// matters most (the current node, the cutoff's cause, then values) is placed first and the rest
// only where it still fits. A grid of cells finds the neighbours, so placing n words is O(n)
// for words and strokes of a few cells each, however many nodes are in view.
#include <cstdint>
#include <span>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "picture/paint.h"

namespace ablab::core {

struct TextBox {
    float left = 0, top = 0, right = 0, bottom = 0;
    bool overlaps(const TextBox& other) const {
        return left < other.right && other.left < right && top < other.bottom && other.top < bottom;
    }
};

// How far a text's ink reaches above and below its baseline, in ems: capitals and digits rise
// 0.76, hanzi 0.88 and Vietnamese capitals with stacked marks (Ấ, Ở) about 1.0; only letters
// with descenders (g, β, hanzi, brackets) reach below it.
struct InkHeight {
    float ascent = 0.76f, descent = 0.02f;
};
InkHeight inkHeight(std::string_view text);

// The ink of a text as Painter::text draws it: `width` across from the anchor, and from its
// highest mark down to its lowest (inkHeight).
TextBox textBox(Point at, float width, float size, TextAnchor anchor, std::string_view text = {});

// A stroke as an obstacle: a straight piece of line `halfWidth` either side of a–b, or a ring
// of radius `radius` (a disc where `filled`).
struct InkSegment {
    Point a, b;
    float halfWidth = 0.5f;
};
struct InkRing {
    Point centre;
    float radius = 0, halfWidth = 0.5f;
    bool filled = false;
};
bool meets(const TextBox& box, const InkSegment& segment);
bool meets(const TextBox& box, const InkRing& ring);

class TextPlacer {
public:
    // Boxes must stay inside `bounds` unless it is empty (width or height 0: no limit).
    explicit TextPlacer(TextBox bounds = {});

    // Whether a word's ink box meets no word placed and no stroke drawn so far, inside bounds,
    // keeping `air` pixels from the words on either side (two words closer than a space read as one).
    bool fits(const TextBox& box, float air = 0) const;
    void reserve(const TextBox& box);
    void reserveStroke(const InkSegment& segment);
    void reserveStroke(const InkRing& ring);

    std::span<const TextBox> boxes() const { return m_boxes; }

private:
    static constexpr float kCell = 64.0f;
    struct Entry {
        enum class Kind : std::uint8_t { Box, Segment, Ring } kind;
        std::uint32_t index;
    };
    std::int64_t key(int cx, int cy) const { return (static_cast<std::int64_t>(cx) << 32) ^ static_cast<std::uint32_t>(cy); }
    template <typename F>
    void forCells(const TextBox& box, F&& f) const;
    void add(const TextBox& around, Entry entry);

    TextBox m_bounds;
    std::vector<TextBox> m_boxes;
    std::vector<InkSegment> m_segments;
    std::vector<InkRing> m_rings;
    std::unordered_map<std::int64_t, std::vector<Entry>> m_cells;
};

// A Painter that draws through another and tells a TextPlacer of every stroke it draws, so that
// no word can later be placed across a line that is already on the picture. Fills are not
// obstacles (a value sits inside its shape's fill), their outlines are.
class ObstacleTrackingPainter : public Painter {
public:
    ObstacleTrackingPainter(Painter& inner, TextPlacer& placer) : m_inner(inner), m_placer(placer) {}
    void line(Point a, Point b, const Stroke& stroke) override;
    void polygon(std::span<const Point> points, std::optional<Color> fill, const Stroke& stroke) override;
    void circle(Point centre, float radius, std::optional<Color> fill, const Stroke& stroke) override;
    void text(Point at, std::string_view text, float size, bool bold, Color color, TextAnchor anchor) override;
    float textWidth(std::string_view text, float size, bool bold) const override;
    void beginMarks() override { m_inner.beginMarks(); }
    void endMarks() override { m_inner.endMarks(); }

private:
    Painter& m_inner;
    TextPlacer& m_placer;
};

}  // namespace ablab::core
