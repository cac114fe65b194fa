// The minimap's picture: every pixel counts the nodes that fill it, each node its band of rows
// under where it stands, evaluated and pruned mixed by their numbers; an edit of a leaf value
// changes the picture as the run changes without the nodes being placed again.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <vector>

#include "model/tree_edit.h"
#include "picture/theme.h"
#include "state/app_state.h"
#include "state/minimap_picture.h"
#include "state/view_theme.h"
#include "support/aima.h"

using namespace ablab;
using app::MinimapPicture;

namespace {

// The picture as the minimap drew it before it counted each node once: every node counted into
// each row of its band, cell by cell.
std::vector<std::uint8_t> countedRowByRow(const app::AppState& state) {
    constexpr int kWidth = MinimapPicture::kWidth, kHeight = MinimapPicture::kHeight;
    const core::TreeLayout& layout = *state.run->layout;
    const core::Trace& trace = *state.run->trace;
    const float sx = (kWidth - 1) / std::max(layout.width, 1.0f), sy = (kHeight - 1) / std::max(layout.height, 1.0f);
    const int band = std::max(1, static_cast<int>(sy));
    std::vector<std::array<std::uint32_t, 2>> counts(static_cast<std::size_t>(kWidth) * kHeight, {0, 0});
    for (core::NodeId n = 0; n < state.run->tree->size(); ++n) {
        const int px = static_cast<int>(layout.x[n] * sx + 0.5f), py = static_cast<int>(layout.y[n] * sy + 0.5f);
        const bool cut = trace.prunedBy(n) != core::kNever || trace.skippedBy(n) != core::kNever;
        if (!cut && trace.finishedAt(n) == core::kNever) continue;
        for (int row = py; row < std::min(py + band, kHeight); ++row)
            ++counts[static_cast<std::size_t>(row) * kWidth + static_cast<std::size_t>(px)][cut ? 1 : 0];
    }
    const core::Theme theme = core::themeOf(app::windowThemeName(state.view));
    std::vector<std::uint8_t> pixels(counts.size() * 4, 0);
    for (std::size_t i = 0; i < counts.size(); ++i) {
        const auto [good, cut] = counts[i];
        if (good + cut == 0) continue;
        const float t = static_cast<float>(cut) / static_cast<float>(good + cut);
        pixels[4 * i + 0] = static_cast<std::uint8_t>(theme.path.r + (theme.prunedInk.r - theme.path.r) * t);
        pixels[4 * i + 1] = static_cast<std::uint8_t>(theme.path.g + (theme.prunedInk.g - theme.path.g) * t);
        pixels[4 * i + 2] = static_cast<std::uint8_t>(theme.path.b + (theme.prunedInk.b - theme.path.b) * t);
        pixels[4 * i + 3] = 255;
    }
    return pixels;
}

std::size_t opaquePixels(const std::vector<std::uint8_t>& pixels) {
    std::size_t count = 0;
    for (std::size_t i = 3; i < pixels.size(); i += 4) count += pixels[i] == 255;
    return count;
}

}  // namespace

TEST(MinimapPicture, EachNodeFillsItsBandAsWhenCountedRowByRow) {
    app::AppState state;
    app::openTree(state, core::makeUniformTree(3, 5, std::vector<core::Value>{3, 12, 8, 2, 4, 6, 14, 5, 2, 9, 1}), "");
    MinimapPicture picture;
    const std::vector<std::uint8_t> pixels = picture.pixels(state);
    ASSERT_EQ(pixels.size(), std::size_t{MinimapPicture::kWidth} * MinimapPicture::kHeight * 4);
    EXPECT_GT(opaquePixels(pixels), 243u);  // every leaf at least, in bands of rows
    EXPECT_EQ(pixels, countedRowByRow(state));
}

TEST(MinimapPicture, AnEditedLeafChangesThePictureAsTheRunChanges) {
    app::AppState state;
    app::openTree(state, core::loadTreeFile(core::Language::English, ablab::testing::kAimaFile), "");
    MinimapPicture picture;
    const std::vector<std::uint8_t> before = picture.pixels(state);
    EXPECT_EQ(before, countedRowByRow(state));
    // C's first leaf (2) raised to 20: C's last two leaves are no longer cut off, so the pixels change.
    const std::uint64_t structure = state.run->structureRevision;
    const core::NodeId leaf = state.run->tree->children(state.run->tree->children(core::Tree::root())[1])[0];
    app::replaceTree(state, core::withLeafValue(*state.run->tree, leaf, 20), 0);
    ASSERT_EQ(state.run->structureRevision, structure);  // the same structure: its layout shared
    const std::vector<std::uint8_t> after = picture.pixels(state);
    EXPECT_NE(after, before);
    EXPECT_EQ(after, countedRowByRow(state));
}
