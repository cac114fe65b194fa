// The scene of step k: what every renderer draws.
#include <gtest/gtest.h>

#include "picture/scene.h"
#include "files/tree_file.h"
#include "support/aima.h"
#include "run/run.h"

using namespace ablab::core;
using ablab::testing::kAimaShorthand;

namespace {

struct RecordedRun {
    std::shared_ptr<const Tree> tree;
    std::shared_ptr<const Trace> trace;  // a run's (run/run.h)
    TreeLayout layout;
};

RecordedRun run(const char* text, SearchOptions options = {}) {
    auto tree = std::make_shared<const Tree>(parseTree(Language::English, text, "test"));
    TreeLayout layout;
    // Positions do not matter here except for culling: spread nodes along x by id.
    for (NodeId n = 0; n < tree->size(); ++n) {
        layout.x.push_back(static_cast<float>(n));
        layout.y.push_back(static_cast<float>(tree->depth(n)));
    }
    return {tree, makeRun(tree, options)->trace, layout};
}

const SceneNode& node(const Scene& scene, const Tree& tree, const std::string& label) {
    for (const SceneNode& n : scene.nodes)
        if (tree.label(n.id) == label) return n;
    throw std::runtime_error("no node " + label);
}

const SceneEdge& edgeTo(const Scene& scene, const Tree& tree, const std::string& label) {
    for (const SceneEdge& e : scene.edges)
        if (tree.label(e.child) == label) return e;
    throw std::runtime_error("no edge to " + label);
}

}  // namespace

TEST(Scene, StepZeroShowsTheProblemAndNothingPruned) {
    const RecordedRun r = run(kAimaShorthand);
    const Scene scene = buildScene(Wording{}, *r.trace, r.layout, 0);
    ASSERT_EQ(scene.nodes.size(), 13u);
    EXPECT_EQ(scene.edges.size(), 12u);
    for (const SceneNode& n : scene.nodes) {
        EXPECT_EQ(n.status, NodeStatus::Unvisited);
        EXPECT_FALSE(n.current);
        EXPECT_TRUE(n.alpha.empty());
    }
    for (const SceneEdge& e : scene.edges) EXPECT_EQ(e.style, EdgeStyle::Normal);
    EXPECT_EQ(node(scene, *r.tree, "C2").value, "4");  // leaf values are the problem statement
    EXPECT_EQ(node(scene, *r.tree, "C").value, "");
    EXPECT_FALSE(scene.cutoff);
    EXPECT_EQ(scene.stepText, "step 0 of 22");
}

TEST(Scene, TheCutoffStepNamesKindCauseAndPrunedChildren) {
    const RecordedRun r = run(kAimaShorthand);
    const std::size_t step = r.trace->nextCutoffStep(0);
    const Scene scene = buildScene(Wording{}, *r.trace, r.layout, step);
    ASSERT_TRUE(scene.cutoff);
    EXPECT_EQ(scene.cutoff->kind, CutoffKind::Alpha);
    EXPECT_EQ(r.tree->label(scene.cutoff->node), "C");
    EXPECT_EQ(r.tree->label(scene.cutoff->cause), "A");
    EXPECT_FALSE(scene.cutoff->deep);
    EXPECT_EQ(scene.cutoff->title, "α-cutoff");
    EXPECT_EQ(scene.caption, "α-cutoff at C: 2 ≤ α = 3 (from A); prunes C2, C3, since (3, +∞) ∩ (−∞, 2) = ∅");
    const SceneNode& c = node(scene, *r.tree, "C");
    EXPECT_TRUE(c.current);
    EXPECT_EQ(c.alpha, "3");
    EXPECT_EQ(c.beta, "2");
    EXPECT_EQ(node(scene, *r.tree, "A").alpha, "3");
    EXPECT_EQ(node(scene, *r.tree, "A").beta, "∞");
    EXPECT_EQ(node(scene, *r.tree, "C2").status, NodeStatus::Pruned);
    EXPECT_TRUE(edgeTo(scene, *r.tree, "C2").cut);
    EXPECT_EQ(edgeTo(scene, *r.tree, "C2").style, EdgeStyle::Pruned);
    EXPECT_EQ(edgeTo(scene, *r.tree, "C").style, EdgeStyle::Path);
    EXPECT_EQ(edgeTo(scene, *r.tree, "B").style, EdgeStyle::Normal);
    // One step later the cutoff label is gone, the pruned style stays.
    const Scene after = buildScene(Wording{}, *r.trace, r.layout, step + 1);
    EXPECT_FALSE(after.cutoff);
    EXPECT_EQ(node(after, *r.tree, "C3").status, NodeStatus::Pruned);
    EXPECT_EQ(node(after, *r.tree, "C").value, "≤ 2");
}

TEST(Scene, TheEndDrawsTheChosenLineThick) {
    const RecordedRun r = run(kAimaShorthand);
    const Scene scene = buildScene(Wording{}, *r.trace, r.layout, r.trace->stepCount());
    EXPECT_EQ(edgeTo(scene, *r.tree, "B").style, EdgeStyle::Chosen);
    EXPECT_EQ(edgeTo(scene, *r.tree, "B1").style, EdgeStyle::Chosen);
    EXPECT_NE(edgeTo(scene, *r.tree, "B2").style, EdgeStyle::Chosen);
    EXPECT_NE(edgeTo(scene, *r.tree, "D").style, EdgeStyle::Chosen);
    EXPECT_EQ(node(scene, *r.tree, "A").value, "3");
    EXPECT_EQ(node(scene, *r.tree, "D").value, "2");  // D was searched to the end: exact
    EXPECT_TRUE(node(scene, *r.tree, "C3").status == NodeStatus::Pruned);
    // Only the edges the cutoff cut carry the mark.
    int cut = 0;
    for (const SceneEdge& e : scene.edges) cut += e.cut;
    EXPECT_EQ(cut, 2);
}

TEST(Scene, DeepCutoffsAreNamedDeep) {
    // A = max(B, …): B = 5 sets α = 5 at A; under C (MIN) the MAX node C1 has a MIN child whose
    // first leaf 4 ≤ α = 5 of A, two levels up.
    const RecordedRun r = run("[[5],[[[4,9],7]]]");
    bool sawDeep = false;
    for (std::uint32_t i : r.trace->cutoffEvents()) {
        const Scene scene = buildScene(Wording{}, *r.trace, r.layout, i + 1);
        ASSERT_TRUE(scene.cutoff);
        if (scene.cutoff->deep) {
            sawDeep = true;
            EXPECT_EQ(scene.cutoff->title, "deep α-cutoff");
            EXPECT_EQ(r.tree->label(scene.cutoff->cause), "A");
        }
    }
    EXPECT_TRUE(sawDeep);
}

TEST(Scene, CullingKeepsOnlyNodesInTheRegionAndEdgesIntoIt) {
    const RecordedRun r = run(kAimaShorthand);
    const Scene scene = buildScene(Wording{}, *r.trace, r.layout, 0, {}, SceneRegion{0, 0, 2.5f, 10});
    ASSERT_EQ(scene.nodes.size(), 3u);  // ids 0, 1, 2 by the test layout
    for (const SceneEdge& e : scene.edges) EXPECT_TRUE(e.parent <= 2 || e.child <= 2);
}

TEST(Scene, OptionsHideWhatTheSlideShouldNotShow) {
    const RecordedRun r = run(kAimaShorthand);
    SceneOptions bare;
    bare.labels = bare.values = bare.alphaBeta = bare.caption = false;
    const Scene scene = buildScene(Wording{}, *r.trace, r.layout, 12, bare);
    for (const SceneNode& n : scene.nodes) {
        EXPECT_TRUE(n.label.empty());
        EXPECT_TRUE(n.value.empty());
        EXPECT_TRUE(n.alpha.empty());
    }
    EXPECT_TRUE(scene.caption.empty());
}

// A chance node is a circle beside triangles, as AIMA draws it; where MIN is the circle
// (MAX □ / MIN ○) it is a diamond, so that it never reads as a MIN node.
TEST(Scene, AChanceNodeNeverLooksLikeAMinNode) {
    SearchOptions expectiminimax;
    expectiminimax.algorithm = Algorithm::Expectiminimax;
    const RecordedRun r = run(R"({"root": [{"player": "chance", "children": [[1, 2], 3]}, [4, 5]]})", expectiminimax);
    for (const bool squares : {false, true}) {
        SceneOptions options;
        options.squareCircleShapes = squares;
        const Scene scene = buildScene(Wording{}, *r.trace, r.layout, r.trace->stepCount(), options);
        const NodeShape chance = node(scene, *r.tree, "B").shape, min = node(scene, *r.tree, "C").shape;
        EXPECT_EQ(chance, squares ? NodeShape::ChanceDiamond : NodeShape::MinCircle);
        EXPECT_EQ(min, squares ? NodeShape::MinCircle : NodeShape::MinTriangle);
        EXPECT_NE(chance, min);
        EXPECT_EQ(node(scene, *r.tree, "A").shape, squares ? NodeShape::MaxSquare : NodeShape::MaxTriangle);
    }
}
