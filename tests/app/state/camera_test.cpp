// Issue 13: find, focus and follow on the full tic-tac-toe game tree (549,946 nodes), and the
// camera at the tree's edge. The camera's choices are plain functions over AppState
// (state/camera.h); a clock at 0 makes every move arrive at once, as screenshots do.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "files/tree_file.h"

#include "games/tictactoe.h"
#include "state/app_state.h"
#include "state/camera.h"

using namespace ablab;
using core::NodeId;

namespace {

// The canvas of a 1280×720 window beside the side panel.
constexpr float kWidth = 860, kHeight = 610;

class Camera : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        core::TicTacToeOptions options;
        options.symmetry = false;
        options.eval = core::TicTacToeEval::WinLoss;
        s_state = new app::AppState(app::makeAppState(core::makeTicTacToeTree(core::Language::English, options)));
    }
    static void TearDownTestSuite() { delete s_state; }

    void SetUp() override {
        state().canvas = app::CanvasView{};
        state().view.presentation = false;
        state().step = 0;
    }

    static app::AppState& state() { return *s_state; }
    static app::CanvasFrame frame() {
        const app::AppState& s = state();
        return {40, 90, kWidth, kHeight,
                core::fitViewport(s.run->layout->width, s.run->layout->height, true, kWidth, kHeight, false)};
    }
    // Where a node is drawn, in pixels of the window.
    static core::Point pixelOf(NodeId n) {
        const core::Viewport view = app::viewOf(state().canvas, frame());
        return {view.originX + state().run->layout->x[n] * view.unitX, view.originY + state().run->layout->y[n] * view.unitY};
    }
    static bool onCanvas(core::Point p) {
        const app::CanvasFrame f = frame();
        return p.x >= f.left && p.x <= f.left + f.width && p.y >= f.top && p.y <= f.top + f.height;
    }
    // The leftmost and rightmost nodes of the deepest level: the tree's two edges.
    static NodeId edgeLeaf(bool right) {
        const app::AppState& s = state();
        NodeId best = core::Tree::root();
        for (NodeId n = 0; n < s.run->tree->size(); ++n) {
            if (s.run->layout->y[n] < s.run->layout->y[best]) continue;
            if (s.run->layout->y[n] > s.run->layout->y[best] ||
                (right ? s.run->layout->x[n] > s.run->layout->x[best] : s.run->layout->x[n] < s.run->layout->x[best]))
                best = n;
        }
        return best;
    }

private:
    static app::AppState* s_state;
};

app::AppState* Camera::s_state = nullptr;

}  // namespace

TEST_F(Camera, TheGameTreeIsTooBigToReadWhole) {
    EXPECT_EQ(state().run->tree->size(), 549946u);
    EXPECT_GT(app::readableZoom(frame(), 1.0f), 100.0f);
}

TEST_F(Camera, FindPutsANodeOnTheCanvasAtAReadableScale) {
    const NodeId middle = state().run->tree->children(state().run->tree->children(core::Tree::root())[4])[3];
    for (const NodeId n : {middle, edgeLeaf(false), edgeLeaf(true), core::Tree::root()}) {
        app::focusOn(state(), frame(), n, 0);
        EXPECT_TRUE(onCanvas(pixelOf(n))) << "node " << n << " at " << pixelOf(n).x << ", " << pixelOf(n).y;
        EXPECT_GE(state().canvas.zoom, app::readableZoom(frame(), 1.0f) * 0.99f) << "node " << n;
    }
}

// Found at the tree's very edge, the edge goes to the canvas's edge: before, the node was
// centred and half the canvas showed nothing.
TEST_F(Camera, AnEdgeNodeLeavesNoHalfEmptyCanvas) {
    for (const bool right : {false, true}) {
        const NodeId n = edgeLeaf(right);
        app::focusOn(state(), frame(), n, 0);
        const core::Point p = pixelOf(n);
        ASSERT_TRUE(onCanvas(p));
        const app::CanvasFrame f = frame();
        // The edge node lies in the outer quarter on its side, not in the middle.
        if (right) {
            EXPECT_GT(p.x, f.left + 0.75f * f.width);
        } else {
            EXPECT_LT(p.x, f.left + 0.25f * f.width);
        }
    }
}

TEST_F(Camera, FollowKeepsTheCurrentNodeOnTheCanvasAtEveryStep) {
    state().canvas.follow = true;
    const std::size_t steps = state().run->trace->stepCount();
    ASSERT_GT(steps, 1000u);
    std::size_t checked = 0;
    for (std::size_t step = 1; step < steps; step += 1 + step / 50) {
        state().step = step;
        app::followCurrent(state(), frame(), 0);
        const NodeId n = state().run->trace->currentNode(step);
        ASSERT_TRUE(onCanvas(pixelOf(n))) << "step " << step;
        // At a cutoff whose cause is far above, the view backs out until the cause is in it too.
        const core::Event& event = state().run->trace->events()[step - 1];
        if (event.type == core::EventType::Cutoff && event.cause != core::kNoNode)
            EXPECT_TRUE(onCanvas(pixelOf(event.cause))) << "step " << step;
        else EXPECT_GE(state().canvas.zoom, app::readableZoom(frame(), 1.0f) * 0.99f) << "step " << step;
        ++checked;
    }
    EXPECT_GT(checked, 100u);
}

TEST_F(Camera, FollowDoesNotMoveWhileTheCurrentNodeIsWellInView) {
    state().canvas.follow = true;
    state().step = 5;
    app::followCurrent(state(), frame(), 0);
    const float zoom = state().canvas.zoom, panX = state().canvas.panX, panY = state().canvas.panY;
    // The node it brought into view stays where it is: the picture does not twitch.
    app::followCurrent(state(), frame(), 0);
    EXPECT_EQ(state().canvas.zoom, zoom);
    EXPECT_EQ(state().canvas.panX, panX);
    EXPECT_EQ(state().canvas.panY, panY);
}

TEST_F(Camera, PresentingShowsTheWholeTreeAtTheEndsAndTheCurrentNodeBetween) {
    state().view.presentation = true;
    const std::size_t end = state().run->trace->stepCount();
    for (const std::size_t step : {std::size_t{0}, end / 3, end / 2, end}) {
        state().step = step;
        app::presentStep(state(), frame(), 0);
        if (step == 0 || step == end) {
            EXPECT_FLOAT_EQ(state().canvas.zoom, 1.0f) << "step " << step;
        } else {
            EXPECT_TRUE(onCanvas(pixelOf(state().run->trace->currentNode(step)))) << "step " << step;
            EXPECT_GE(state().canvas.zoom, app::readableZoom(frame(), 1.0f) * 0.99f);
        }
    }
}

// At every cutoff of every lesson the class sees both ends of the cutoff: the cut node and the
// ancestor whose bound caused it, on the 1280×720 canvas at the desk and presenting.
TEST(TeachingCamera, EveryCutoffShowsTheCutNodeAndItsCause) {
    namespace fs = std::filesystem;
    std::size_t checked = 0;
    for (const auto& entry : fs::directory_iterator(fs::path(ABLAB_SOURCE_DIR) / "trees")) {
        const std::string name = entry.path().stem().string();
        if (entry.path().extension() != ".json" || name == "schema" || name == "index") continue;
        app::AppState s = app::makeAppState(core::loadTreeFile(core::Language::English, entry.path().string()));
        for (const bool presenting : {false, true}) {
            const float width = presenting ? 1280 : kWidth, height = presenting ? 720 : kHeight;
            const app::CanvasFrame f{0, 0, width, height,
                                     core::fitViewport(s.run->layout->width, s.run->layout->height,
                                                       !s.run->tree->board(core::Tree::root()).empty(), width, height, false)};
            s.view.presentation = presenting;
            s.canvas = app::CanvasView{};
            for (const std::uint32_t index : s.run->trace->cutoffEvents()) {
                s.step = index + 1;
                app::presentStep(s, f, 0);
                const core::Event& cutoff = s.run->trace->events()[index];
                const core::Viewport view = app::viewOf(s.canvas, f);
                for (const NodeId n : {cutoff.node, cutoff.cause}) {
                    if (n == core::kNoNode) continue;
                    const float x = view.originX + s.run->layout->x[n] * view.unitX,
                                y = view.originY + s.run->layout->y[n] * view.unitY;
                    EXPECT_TRUE(x >= 0 && x <= width && y >= 0 && y <= height)
                        << name << (presenting ? " presenting" : " at the desk") << ", step " << s.step << ": "
                        << s.run->tree->label(n) << " at (" << x << ", " << y << ")";
                    ++checked;
                }
            }
        }
    }
    EXPECT_GT(checked, 200u);
}
