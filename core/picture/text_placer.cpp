#include "picture/text_placer.h"

#include <cmath>

namespace ablab::core {

TextBox textBox(Point at, float width, float size, TextAnchor anchor) {
    // The baseline is kBaselineDrop em below `at`; capitals and α rise 0.76 em above it and
    // descenders (β, parentheses) reach 0.24 em below.
    const float baseline = at.y + size * kBaselineDrop;
    float left = at.x;
    if (anchor == TextAnchor::Center) left -= width / 2;
    if (anchor == TextAnchor::Right) left -= width;
    return {left, baseline - 0.76f * size, left + width, baseline + 0.24f * size};
}

TextPlacer::TextPlacer(TextBox bounds) : m_bounds(bounds) {}

template <typename F>
void TextPlacer::forCells(const TextBox& box, F&& f) const {
    const int x0 = static_cast<int>(std::floor(box.left / kCell)), x1 = static_cast<int>(std::floor(box.right / kCell));
    const int y0 = static_cast<int>(std::floor(box.top / kCell)), y1 = static_cast<int>(std::floor(box.bottom / kCell));
    for (int cy = y0; cy <= y1; ++cy)
        for (int cx = x0; cx <= x1; ++cx)
            if (!f(key(cx, cy))) return;
}

bool TextPlacer::fits(const TextBox& box) const {
    const bool bounded = m_bounds.right > m_bounds.left && m_bounds.bottom > m_bounds.top;
    if (bounded && (box.left < m_bounds.left || box.right > m_bounds.right || box.top < m_bounds.top ||
                    box.bottom > m_bounds.bottom))
        return false;
    // A word far larger than the picture (a label at an absurd zoom) is never placed.
    if (box.right - box.left > 1e5f || box.bottom - box.top > 1e5f) return false;
    bool free = true;
    forCells(box, [&](std::int64_t k) {
        const auto it = m_cells.find(k);
        if (it == m_cells.end()) return true;
        for (std::uint32_t i : it->second)
            if (m_boxes[i].overlaps(box)) return free = false;
        return true;
    });
    return free;
}

void TextPlacer::reserve(const TextBox& box) {
    const auto index = static_cast<std::uint32_t>(m_boxes.size());
    m_boxes.push_back(box);
    if (box.right - box.left > 1e5f || box.bottom - box.top > 1e5f) return;
    forCells(box, [&](std::int64_t k) {
        m_cells[k].push_back(index);
        return true;
    });
}

}  // namespace ablab::core
