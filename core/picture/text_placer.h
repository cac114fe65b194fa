#pragma once
// Words on a picture a class must read: each goes where it overlaps no word placed before it,
// so that what matters most (values, the cutoff's name) is placed first and the rest only
// where it still fits. A grid of cells finds the neighbours, so placing n words is O(n) for
// words of a few cells each, however many nodes are in view.
#include <cstdint>
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

// The ink of a text as Painter::text draws it: `width` across from the anchor, and from the
// top of its capitals (and α, β, ∞) down to its descenders.
TextBox textBox(Point at, float width, float size, TextAnchor anchor);

class TextPlacer {
public:
    // Boxes must stay inside `bounds` unless it is empty (width or height 0: no limit).
    explicit TextPlacer(TextBox bounds = {});

    bool fits(const TextBox& box) const;
    void reserve(const TextBox& box);

private:
    static constexpr float kCell = 64.0f;
    std::int64_t key(int cx, int cy) const { return (static_cast<std::int64_t>(cx) << 32) ^ static_cast<std::uint32_t>(cy); }
    template <typename F>
    void forCells(const TextBox& box, F&& f) const;

    TextBox m_bounds;
    std::vector<TextBox> m_boxes;
    std::unordered_map<std::int64_t, std::vector<std::uint32_t>> m_cells;
};

}  // namespace ablab::core
