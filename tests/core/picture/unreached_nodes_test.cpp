// Nodes the search has not reached are drawn plainly but clearly: a solid outline at 3:1 or more
// against the background in every theme (WCAG's contrast for graphics), where pruned nodes are
// dashed in their own grey. Before, an unreached node was white on white with a faint outline.
#include <gtest/gtest.h>

#include <cmath>
#include <memory>
#include <vector>

#include "files/tree_file.h"
#include "picture/layout.h"
#include "picture/paint.h"
#include "picture/scene.h"
#include "support/contrast.h"
#include "run/run.h"

using namespace ablab::core;
using ablab::testing::contrastRatio;

namespace {

// The outline of every shape drawn with a fill: nodes' triangles and leaves' boxes.
struct OutlineRecorder final : Painter {
    std::vector<std::pair<Color, Stroke>> outlines;  // fill, stroke
    void line(Point, Point, const Stroke&) override {}
    void polygon(std::span<const Point> points, std::optional<Color> fill, const Stroke& stroke) override {
        if (fill && points.size() >= 3) outlines.push_back({*fill, stroke});
    }
    void circle(Point, float, std::optional<Color>, const Stroke&) override {}
    void text(Point, std::string_view, float, bool, Color, TextAnchor) override {}
};

}  // namespace

TEST(UnreachedNodes, AreOutlinedClearlyInEveryThemeAndUnlikePrunedOnes) {
    const auto tree = std::make_shared<const Tree>(loadTreeFile(Language::English, ABLAB_SOURCE_DIR "/trees/aima-fig5.2.json"));
    const TreeLayout layout = layoutTree(*tree);
    const auto run = makeRun(tree, {});
    const Trace& trace = *run->trace;
    const std::size_t cutoff = trace.cutoffEvents().front() + 1;  // C2 and C3 pruned, D not reached
    const Scene scene = buildScene(Wording{}, trace, layout, cutoff);
    for (const Theme& theme : {Theme::light(), Theme::dark(), Theme::projector()}) {
        OutlineRecorder recorder;
        PaintOptions options;
        options.canvasWidth = 1280;
        options.canvasHeight = 720;
        paintScene(scene, theme, fitViewport(scene, 1280, 720, false), options, recorder);
        std::size_t unreached = 0, pruned = 0;
        for (const auto& [fill, stroke] : recorder.outlines) {
            if (stroke.color == theme.cutoff) continue;  // the cutoff's name in its box
            if (fill == theme.unvisitedFill) {
                ++unreached;
                EXPECT_EQ(stroke.style, LineStyle::Solid);
                EXPECT_GE(contrastRatio(stroke.color, theme.background), 3.0) << "an unreached node's outline";
            } else if (fill == theme.prunedFill) {
                ++pruned;
                EXPECT_EQ(stroke.style, LineStyle::Dashed);
                EXPECT_NE(stroke.color, theme.ink);
            }
        }
        EXPECT_EQ(unreached, 4u);  // D and its three leaves
        EXPECT_EQ(pruned, 2u);     // C2 and C3
    }
}
