// Issue 39: folded subtrees unfold with a short glide. A node of the new focus view starts where
// it, or its nearest ancestor, was drawn in the last view, and is at its own place once the
// quarter second is over; a screenshot's clock (0) never glides.
#include <gtest/gtest.h>

#include <filesystem>
#include <memory>

#include "files/tree_file.h"
#include "picture/focus_view.h"
#include "run/run.h"
#include "state/camera.h"
#include "state/focus_motion.h"
#include "support/by_label.h"

using namespace ablab;
using core::NodeId;

namespace {

struct Glide {
    std::shared_ptr<const core::Run> run = core::makeRun(
        std::make_shared<const core::Tree>(core::loadTreeFile(
            core::Language::English, (std::filesystem::path(ABLAB_SOURCE_DIR) / "trees" / "ordering-random.json").string())),
        {});
    const core::Tree& tree = *run->tree;
    NodeId node(std::string_view label) const { return ablab::testing::byLabel(tree, label); }
    core::FocusView at(std::size_t step, std::span<const NodeId> opened = {}) const {
        return core::chooseFocus(*run->trace, *run->layout, {step, 12, opened});
    }
};

std::optional<core::Point> placeIn(const core::FocusView& view, NodeId n) {
    for (std::size_t i = 0; i < view.nodes.size(); ++i)
        if (view.nodes[i] == n) return core::Point{view.layout.x[i], view.layout.y[i]};
    return std::nullopt;
}

}  // namespace

TEST(FocusMotion, AnOpenedGlyphsChildrenSpreadOutOfIt) {
    const Glide glide;
    const core::Viewport viewport{10, 20, 50, 60};
    const core::FocusView before = glide.at(0);
    const NodeId d = glide.node("D");
    const NodeId opened[] = {d};
    const core::FocusView after = glide.at(0, opened);
    const NodeId child = glide.tree.children(d).front();
    ASSERT_TRUE(placeIn(before, d) && !placeIn(before, child)) << "D is a glyph before";
    ASSERT_TRUE(placeIn(after, child)) << "and open after";

    app::FocusMotion motion;
    app::noteFocusView(motion, 1, before, viewport, 1.0);
    EXPECT_FALSE(app::focusViewInMotion(motion, before, viewport, glide.tree, 1.1)) << "the first view does not glide";
    app::noteFocusView(motion, 2, after, viewport, 2.0);
    const auto start = app::focusViewInMotion(motion, after, viewport, glide.tree, 2.0);
    ASSERT_TRUE(start);
    EXPECT_FLOAT_EQ(placeIn(*start, child)->x, placeIn(before, d)->x) << "D's child starts where the glyph D was";
    EXPECT_FLOAT_EQ(placeIn(*start, child)->y, placeIn(before, d)->y);
    const auto halfway = app::focusViewInMotion(motion, after, viewport, glide.tree, 2.0 + app::kEaseSeconds / 2);
    ASSERT_TRUE(halfway);
    const float middle = (placeIn(before, d)->y + placeIn(after, child)->y) / 2;
    EXPECT_NEAR(placeIn(*halfway, child)->y, middle, 1e-4f) << "halfway in time, halfway down (smoothstep at 0.5)";
    EXPECT_FALSE(app::focusViewInMotion(motion, after, viewport, glide.tree, 2.0 + app::kEaseSeconds)) << "arrived";
}

TEST(FocusMotion, AScreenshotsClockNeverGlides) {
    const Glide glide;
    const core::Viewport viewport{0, 0, 40, 40};
    app::FocusMotion motion;
    app::noteFocusView(motion, 1, glide.at(0), viewport, 0);
    const NodeId opened[] = {glide.node("C")};
    const core::FocusView after = glide.at(0, opened);
    app::noteFocusView(motion, 2, after, viewport, 0);
    EXPECT_FALSE(app::focusViewInMotion(motion, after, viewport, glide.tree, 0));
}

// A teacher zoomed into the view before stepping on: the glide starts from where the nodes were
// on screen after the zoom, not from where the view was first drawn.
TEST(FocusMotion, AGlideStartsFromTheViewAsLastDrawnAfterAZoom) {
    const Glide glide;
    const core::FocusView before = glide.at(0);
    const NodeId d = glide.node("D");
    const NodeId opened[] = {d};
    const core::FocusView after = glide.at(0, opened);
    const NodeId child = glide.tree.children(d).front();
    app::FocusMotion motion;
    app::noteFocusView(motion, 1, before, {10, 20, 50, 60}, 1.0);
    const core::Viewport zoomed{-200, -100, 100, 120};   // twice the scale, panned
    app::noteFocusView(motion, 1, before, zoomed, 1.5);  // the same view, drawn after the zoom
    app::noteFocusView(motion, 2, after, zoomed, 2.0);
    const auto start = app::focusViewInMotion(motion, after, zoomed, glide.tree, 2.0);
    ASSERT_TRUE(start);
    EXPECT_FLOAT_EQ(placeIn(*start, child)->x, placeIn(before, d)->x) << "from the glyph D as the zoomed view drew it";
    EXPECT_FLOAT_EQ(placeIn(*start, child)->y, placeIn(before, d)->y);
}
