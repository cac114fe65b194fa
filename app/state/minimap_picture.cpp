#include "state/minimap_picture.h"

#include <algorithm>
#include <array>

#include "picture/theme.h"
#include "state/view_theme.h"

namespace ablab::app {

void MinimapPicture::place(const core::Run& run) {
    const core::TreeLayout& layout = *run.layout;
    const float sx = (kWidth - 1) / std::max(layout.width, 1.0f);
    const float sy = (kHeight - 1) / std::max(layout.height, 1.0f);
    // Each node fills its level's band of rows, so that a tree of ten levels is not ten lines.
    m_band = std::max(1, static_cast<int>(sy));
    m_cellOf.resize(run.tree->size());
    for (core::NodeId n = 0; n < m_cellOf.size(); ++n) {
        const int px = static_cast<int>(layout.x[n] * sx + 0.5f), py = static_cast<int>(layout.y[n] * sy + 0.5f);
        m_cellOf[n] = {static_cast<std::uint16_t>(py), static_cast<std::uint16_t>(px)};
    }
    m_placedFor = run.structureRevision;
}

std::size_t MinimapPicture::shownEvents(const AppState& state) {
    const std::size_t all = state.run->trace->stepCount();
    return holdsBackWhatIsAhead(state) ? std::min(state.step, all) : all;
}

std::vector<std::uint8_t> MinimapPicture::pixels(const AppState& state) {
    if (m_placedFor != state.run->structureRevision || m_cellOf.size() != state.run->tree->size()) place(*state.run);
    // Count, per pixel, the nodes evaluated and pruned by the end of the run: each node in its
    // top cell first, then every cell takes the counts of the top cells up to m_band - 1 rows
    // above it (a node fills its band). Counting each node into all its rows was m_band times
    // the work, 14 rows a node for a tree of nine levels: a frame of its own after every edit.
    const core::Trace& trace = *state.run->trace;
    const std::size_t shown = shownEvents(state);
    const auto played = [shown](std::uint32_t event) { return event != core::kNever && event < shown; };
    using Counts = std::array<std::uint32_t, 2>;  // evaluated, pruned
    std::vector<Counts> tops(static_cast<std::size_t>(kWidth) * kHeight, {0, 0});
    for (core::NodeId n = 0; n < m_cellOf.size(); ++n) {
        const bool cut = played(trace.prunedBy(n)) || played(trace.skippedBy(n));
        if (!cut && !played(trace.finishedAt(n))) continue;
        ++tops[static_cast<std::size_t>(m_cellOf[n].row) * kWidth + m_cellOf[n].column][cut ? 1 : 0];
    }
    const core::Theme theme = core::themeOf(windowThemeName(state.view));
    const core::Color evaluated = theme.path, pruned = theme.prunedInk;
    std::vector<std::uint8_t> pixels(tops.size() * 4, 0);
    for (std::size_t column = 0; column < kWidth; ++column) {
        Counts band{0, 0};  // the tops of the last m_band rows in this column
        for (std::size_t row = 0; row < kHeight; ++row) {
            const Counts& entering = tops[row * kWidth + column];
            band[0] += entering[0], band[1] += entering[1];
            if (row >= static_cast<std::size_t>(m_band)) {
                const Counts& leaving = tops[(row - static_cast<std::size_t>(m_band)) * kWidth + column];
                band[0] -= leaving[0], band[1] -= leaving[1];
            }
            const auto [good, cut] = band;
            if (good + cut == 0) continue;
            const float t = static_cast<float>(cut) / static_cast<float>(good + cut);
            std::uint8_t* pixel = &pixels[4 * (row * kWidth + column)];
            pixel[0] = static_cast<std::uint8_t>(evaluated.r + (pruned.r - evaluated.r) * t);
            pixel[1] = static_cast<std::uint8_t>(evaluated.g + (pruned.g - evaluated.g) * t);
            pixel[2] = static_cast<std::uint8_t>(evaluated.b + (pruned.b - evaluated.b) * t);
            pixel[3] = 255;
        }
    }
    return pixels;
}

}  // namespace ablab::app
