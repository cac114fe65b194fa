#include "picture/label_placement.h"

#include <algorithm>
#include <utility>

namespace ablab::core {

namespace {

// Each try is 10 % smaller: a word gives up a little size before it gives up its place.
constexpr float kShrink = 0.9f;
// Between two words at least a space: "38" and "59" closer than that read as "3859".
constexpr float kWordSpace = 0.3f;

TextBox inkOf(const Word& w, const Spot& spot, float size, const Painter& measure) {
    return textBox(spot.at, measure.textWidth(w.text, size, w.bold), size, spot.anchor, w.text);
}

}  // namespace

Word& LabelPlacement::add(std::string text, float size, float minSize, bool bold, Color color, Rank rank) {
    Word& w = m_pending.emplace_back();
    w.text = std::move(text);
    w.size = size;
    w.minSize = std::min(minSize, size);
    w.bold = bold;
    w.color = color;
    w.rank = rank;
    return w;
}

bool LabelPlacement::placeNow(Word w, TextPlacer& placer, const Painter& measure) {
    auto tryAt = [&](const Spot& spot, float size) {
        const TextBox box = inkOf(w, spot, size, measure);
        if (!placer.fits(box, kWordSpace * size)) return false;
        placer.reserve(box);
        w.spots[0] = spot;
        w.count = 1;
        w.size = size;
        m_placed.push_back(std::move(w));
        return true;
    };
    const float smallest = w.minSize * 0.999f;
    if (w.shrinkInPlace) {
        for (std::uint8_t i = 0; i < w.count; ++i)
            for (float size = w.size; size >= smallest; size *= kShrink)
                if (tryAt(w.spots[i], size)) return true;
    } else {
        for (float size = w.size; size >= smallest; size *= kShrink)
            for (std::uint8_t i = 0; i < w.count; ++i)
                if (tryAt(w.spots[i], size)) return true;
    }
    return false;
}

void LabelPlacement::place(Rank rank, TextPlacer& placer, const Painter& measure) {
    for (Word& w : m_pending)
        if (w.rank == rank && w.count > 0) {
            placeNow(std::move(w), placer, measure);
            w.count = 0;
        }
}

void LabelPlacement::fix(Word w, TextPlacer& placer, const Painter& measure) {
    if (w.count == 0) return;
    w.count = 1;
    placer.reserve(inkOf(w, w.spots[0], w.size, measure));
    m_placed.push_back(std::move(w));
}

void LabelPlacement::paint(Painter& painter) const {
    for (const Word& w : m_placed) painter.text(w.spots[0].at, w.text, w.size, w.bold, w.color, w.spots[0].anchor);
}

}  // namespace ablab::core
