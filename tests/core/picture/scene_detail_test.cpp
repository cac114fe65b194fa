// Level of detail and culling in the scene: a narrow or collapsed subtree is one summary mark
// whose counts are its leaves', and a region leaves out what lies outside it.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>

#include "picture/layout.h"
#include "picture/scene.h"
#include "files/tree_file.h"
#include "run/run.h"

using namespace ablab::core;

namespace {

struct Recorded {
    std::shared_ptr<const Tree> tree;
    TreeLayout layout;
    std::shared_ptr<const Trace> trace;  // a run's (run/run.h)
};

Recorded record(const std::string& text) {
    auto tree = std::make_shared<const Tree>(parseTree(Language::English, text, "t"));
    TreeLayout layout = layoutTree(*tree);
    return {tree, std::move(layout), makeRun(tree, {})->trace};
}

const SceneNode* find(const Scene& scene, NodeId id) {
    const auto it = std::find_if(scene.nodes.begin(), scene.nodes.end(), [&](const SceneNode& n) { return n.id == id; });
    return it == scene.nodes.end() ? nullptr : &*it;
}

}  // namespace

TEST(SceneDetail, NarrowSubtreesBecomeSummariesThatCountTheirLeaves) {
    const Recorded run = record("[[3,12,8],[2,4,6],[14,5,2]]");
    SceneOptions options;
    options.summarizeBelow = 2.5f;  // each MIN node's subtree is 2 units wide
    const Scene scene = buildScene(Wording{}, *run.trace, run.layout, run.trace->stepCount(), options);
    ASSERT_EQ(scene.nodes.size(), 4u);  // the root and three summaries; no leaves
    std::uint32_t leaves = 0;
    for (const SceneNode& n : scene.nodes) {
        if (n.id == Tree::root()) {
            EXPECT_FALSE(n.summary);
            continue;
        }
        EXPECT_TRUE(n.summary);
        EXPECT_EQ(n.leaves, 3u);
        EXPECT_EQ(n.leavesEvaluated + n.leavesPruned, 3u);  // at the end every leaf is one or the other
        EXPECT_EQ(n.spanRight - n.spanLeft, 2.0f);
        EXPECT_EQ(n.spanBottom, 2.0f);
        leaves += n.leaves;
    }
    EXPECT_EQ(leaves, 9u);
    // C (the middle MIN node) had 4 and 6 pruned by the α-cutoff.
    const NodeId c = run.tree->children(Tree::root())[1];
    EXPECT_EQ(find(scene, c)->leavesPruned, 2u);
    EXPECT_EQ(find(scene, c)->leavesEvaluated, 1u);
    EXPECT_EQ(scene.edges.size(), 3u);  // root → B, C, D; nothing below a summary
}

TEST(SceneDetail, SummaryCountsFollowTheStep) {
    const Recorded run = record("[[3,12,8],[2,4,6],[14,5,2]]");
    SceneOptions options;
    options.summarizeBelow = 2.5f;
    const NodeId b = run.tree->children(Tree::root())[0];
    EXPECT_EQ(find(buildScene(Wording{}, *run.trace, run.layout, 0, options), b)->leavesEvaluated, 0u);
    EXPECT_EQ(find(buildScene(Wording{}, *run.trace, run.layout, 3, options), b)->leavesEvaluated, 1u);  // enter A, enter B, B1
    const Scene end = buildScene(Wording{}, *run.trace, run.layout, run.trace->stepCount(), options);
    EXPECT_EQ(find(end, b)->leavesEvaluated, 3u);
}

TEST(SceneDetail, ACollapsedNodeIsASummaryAtAnySize) {
    const Recorded run = record("[[3,12,8],[2,4,6],[14,5,2]]");
    std::vector<std::uint8_t> collapsed(run.tree->size(), 0);
    const NodeId d = run.tree->children(Tree::root())[2];
    collapsed[d] = 1;
    SceneOptions options;
    options.collapsed = collapsed;
    const Scene scene = buildScene(Wording{}, *run.trace, run.layout, run.trace->stepCount(), options);
    EXPECT_EQ(scene.nodes.size(), run.tree->size() - 3);  // D's three leaves are left out
    ASSERT_NE(find(scene, d), nullptr);
    EXPECT_TRUE(find(scene, d)->summary);
    EXPECT_TRUE(find(scene, d)->collapsed);
    EXPECT_EQ(find(scene, d)->leaves, 3u);
    EXPECT_FALSE(find(scene, run.tree->children(Tree::root())[0])->summary);
}

TEST(SceneDetail, ARegionLeavesOutWhatIsBesideOrBelowItButKeepsEdgesIntoIt) {
    const Recorded run = record("[[3,12,8],[2,4,6],[14,5,2]]");
    // Only the left part: B and its leaves (x ≤ 2), down to depth 1.
    const SceneRegion region{-0.5f, -0.5f, 2.2f, 1.5f};
    const Scene scene = buildScene(Wording{}, *run.trace, run.layout, run.trace->stepCount(), {}, region);
    for (const SceneNode& n : scene.nodes) {
        EXPECT_GE(run.layout.x[n.id], region.left);
        EXPECT_LE(run.layout.x[n.id], region.right);
        EXPECT_LE(run.layout.y[n.id], region.bottom);
    }
    const NodeId b = run.tree->children(Tree::root())[0];
    EXPECT_NE(find(scene, b), nullptr);
    EXPECT_EQ(find(scene, run.tree->children(b)[0]), nullptr);  // below the region
    // The edges from B to its leaves still go into the view's bottom edge.
    const auto intoView =
        std::count_if(scene.edges.begin(), scene.edges.end(), [&](const SceneEdge& e) { return e.parent == b; });
    EXPECT_EQ(intoView, 3);
}

TEST(SceneDetail, AnEdgeIntoALeftOutSubtreeIsStyledLikeAnyOther) {
    const Recorded run = record("[[3,12,8],[2,4,6],[14,5,2]]");
    // Down to depth 1 only: C's pruned leaves lie below the region, their edges run into it.
    const SceneRegion region{-0.5f, -0.5f, 100.0f, 1.5f};
    const Scene culled = buildScene(Wording{}, *run.trace, run.layout, run.trace->stepCount(), {}, region);
    const Scene whole = buildScene(Wording{}, *run.trace, run.layout, run.trace->stepCount());
    const NodeId c = run.tree->children(Tree::root())[1];
    std::size_t compared = 0;
    for (const SceneEdge& e : culled.edges) {
        const auto twin = std::find_if(whole.edges.begin(), whole.edges.end(),
                                       [&](const SceneEdge& w) { return w.parent == e.parent && w.child == e.child; });
        ASSERT_NE(twin, whole.edges.end());
        EXPECT_EQ(e.style, twin->style) << run.tree->label(e.child);
        EXPECT_EQ(e.cut, twin->cut) << run.tree->label(e.child);
        compared += e.parent == c;
    }
    EXPECT_EQ(compared, 3u);
    const NodeId c2 = run.tree->children(c)[1];
    const auto cutEdge =
        std::find_if(culled.edges.begin(), culled.edges.end(), [&](const SceneEdge& e) { return e.child == c2; });
    ASSERT_NE(cutEdge, culled.edges.end());
    EXPECT_TRUE(cutEdge->cut);  // the α-cutoff's stroke across C → C2 is still drawn
}
