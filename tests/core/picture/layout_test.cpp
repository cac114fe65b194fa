// The tidy layout: Reingold–Tilford's aesthetics, Walker's even spacing, BJL's linear time.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <string>
#include <vector>

#include "picture/layout.h"
#include "support/random_tree_shape.h"
#include "files/tree_file.h"
#include "support/by_label.h"

using namespace ablab::core;
using ablab::testing::byLabel;
using ablab::testing::randomTree;

namespace {

// Float output of a double computation: allow a few ulps at the layout's width.
float tolerance(const TreeLayout& layout) { return 1e-4f + layout.width * 4.0f / (1 << 23); }

// Nodes grouped by depth, each level in id order (which must be left-to-right order).
std::vector<std::vector<NodeId>> levels(const Tree& tree) {
    std::vector<std::vector<NodeId>> byDepth(tree.height() + 1);
    for (NodeId n = 0; n < tree.size(); ++n) byDepth[tree.depth(n)].push_back(n);
    return byDepth;
}

// Every property layout.h promises, checked over the whole tree; one message per kind of failure.
::testing::AssertionResult isTidy(const Tree& tree, const TreeLayout& layout, const LayoutOptions& options = {}) {
    const float tol = tolerance(layout);
    if (layout.x.size() != tree.size() || layout.y.size() != tree.size())
        return ::testing::AssertionFailure() << "layout has the wrong size";
    float minX = layout.x[0], maxX = layout.x[0];
    for (NodeId n = 0; n < tree.size(); ++n) {
        minX = std::min(minX, layout.x[n]);
        maxX = std::max(maxX, layout.x[n]);
        if (layout.y[n] != static_cast<float>(tree.depth(n)))
            return ::testing::AssertionFailure() << "node " << n << " has y " << layout.y[n] << ", depth " << tree.depth(n);
    }
    if (minX != 0) return ::testing::AssertionFailure() << "leftmost x is " << minX;
    if (maxX != layout.width) return ::testing::AssertionFailure() << "width " << layout.width << ", max x " << maxX;
    if (layout.height != static_cast<float>(tree.height()))
        return ::testing::AssertionFailure() << "height " << layout.height << ", tree height " << tree.height();

    for (NodeId n = 0; n < tree.size(); ++n) {
        const auto kids = tree.children(n);
        if (kids.empty()) continue;
        const float centre = (layout.x[kids.front()] + layout.x[kids.back()]) / 2;
        if (std::abs(layout.x[n] - centre) > tol)
            return ::testing::AssertionFailure() << "node " << n << " at " << layout.x[n] << " is not centred over "
                                                 << layout.x[kids.front()] << ".." << layout.x[kids.back()];
        if (kids.size() == 1 && layout.x[n] != layout.x[kids.front()])
            return ::testing::AssertionFailure() << "only child " << kids.front() << " is not directly below " << n;
    }

    for (const std::vector<NodeId>& level : levels(tree)) {
        std::vector<NodeId> leftToRight = level;
        std::stable_sort(leftToRight.begin(), leftToRight.end(), [&](NodeId a, NodeId b) { return layout.x[a] < layout.x[b]; });
        if (leftToRight != level)
            return ::testing::AssertionFailure() << "level " << tree.depth(level[0]) << " is not in preorder order";
        for (std::size_t i = 1; i < leftToRight.size(); ++i) {
            const NodeId a = leftToRight[i - 1], b = leftToRight[i];
            const float required = tree.parent(a) == tree.parent(b) ? options.siblingSeparation : options.subtreeSeparation;
            const float gap = layout.x[b] - layout.x[a];
            if (gap < required - tol || gap < options.siblingSeparation - tol)
                return ::testing::AssertionFailure()
                       << "nodes " << a << " and " << b << " are " << gap << " apart, need " << required;
        }
    }
    return ::testing::AssertionSuccess();
}

// Reingold–Tilford pack each child's subtree as close to its left siblings' as the separations
// allow: the last child's subtree touches the union of the others' on some level.
::testing::AssertionResult isCompact(const Tree& tree, const TreeLayout& layout, const LayoutOptions& options = {}) {
    const float tol = tolerance(layout);
    for (NodeId v = 0; v < tree.size(); ++v) {
        const auto kids = tree.children(v);
        if (kids.size() < 2) continue;
        const NodeId last = kids.back();
        const std::size_t levelsBelow = tree.height() + 1;
        std::vector<float> rightOfOthers(levelsBelow, -INFINITY), leftOfLast(levelsBelow, INFINITY);
        std::vector<NodeId> rightmost(levelsBelow, kNoNode), leftmost(levelsBelow, kNoNode);
        for (NodeId n = kids.front(); n < last; ++n)
            if (layout.x[n] >= rightOfOthers[tree.depth(n)]) {
                rightOfOthers[tree.depth(n)] = layout.x[n];
                rightmost[tree.depth(n)] = n;
            }
        for (NodeId n = last; n < tree.subtreeEnd(last); ++n)
            if (layout.x[n] < leftOfLast[tree.depth(n)]) {
                leftOfLast[tree.depth(n)] = layout.x[n];
                leftmost[tree.depth(n)] = n;
            }
        float slack = INFINITY;
        for (std::size_t d = 0; d < levelsBelow; ++d) {
            if (rightmost[d] == kNoNode || leftmost[d] == kNoNode) continue;
            const float required =
                tree.parent(rightmost[d]) == tree.parent(leftmost[d]) ? options.siblingSeparation : options.subtreeSeparation;
            slack = std::min(slack, leftOfLast[d] - rightOfOthers[d] - required);
        }
        if (std::abs(slack) > tol)
            return ::testing::AssertionFailure() << "the last child of node " << v << " has " << slack << " to spare";
    }
    return ::testing::AssertionSuccess();
}

// The tree with every child list reversed; mirrorId maps old ids to new ones.
Tree mirrored(const Tree& tree, std::vector<NodeId>& mirrorId) {
    TreeBuilder builder;
    mirrorId.assign(tree.size(), kNoNode);
    std::vector<NodeId> stack{Tree::root()};
    while (!stack.empty()) {
        const NodeId v = stack.back();
        stack.pop_back();
        mirrorId[v] = builder.addNode(v == Tree::root() ? kNoNode : mirrorId[tree.parent(v)]);
        for (NodeId child : tree.children(v)) stack.push_back(child);  // last child is visited first
    }
    return std::move(builder).build();
}

}  // namespace

TEST(Layout, SingleNodeSitsAtTheOrigin) {
    const Tree tree = parseTree(Language::English, "[1]", "test");  // root and one leaf: the smallest parseable tree
    const TreeLayout layout = layoutTree(tree);
    EXPECT_EQ(layout.x, (std::vector<float>{0, 0}));
    EXPECT_EQ(layout.y, (std::vector<float>{0, 1}));
    EXPECT_EQ(layout.width, 0);
    EXPECT_EQ(layout.height, 1);

    TreeBuilder builder;
    builder.addNode(kNoNode);
    const Tree alone = std::move(builder).build();
    const TreeLayout single = layoutTree(alone);
    EXPECT_EQ(single.x, (std::vector<float>{0}));
    EXPECT_EQ(single.y, (std::vector<float>{0}));
    EXPECT_EQ(single.width, 0);
    EXPECT_EQ(single.height, 0);
}

TEST(Layout, AimaFigure52) {
    const Tree tree = parseTree(Language::English, "[[3,12,8],[2,4,6],[14,5,2]]", "test");
    const TreeLayout layout = layoutTree(tree);
    ASSERT_TRUE(isTidy(tree, layout));
    // Leaves 1 apart within a subtree, 1.25 between subtrees; parents over their middle child.
    const std::vector<std::pair<std::string, float>> expected = {
        {"A", 4.25f},  {"B", 1},      {"B1", 0},   {"B2", 1},    {"B3", 2},    {"C", 4.25f}, {"C1", 3.25f},
        {"C2", 4.25f}, {"C3", 5.25f}, {"D", 7.5f}, {"D1", 6.5f}, {"D2", 7.5f}, {"D3", 8.5f},
    };
    for (const auto& [label, x] : expected) EXPECT_EQ(layout.x[byLabel(tree, label)], x) << label;
    EXPECT_EQ(layout.width, 8.5f);
    EXPECT_EQ(layout.height, 2);
}

TEST(Layout, SeparationsAreOptions) {
    const Tree tree = parseTree(Language::English, "[[3,12,8],[2,4,6],[14,5,2]]", "test");
    const LayoutOptions options{.siblingSeparation = 2, .subtreeSeparation = 3};
    const TreeLayout layout = layoutTree(tree, options);
    ASSERT_TRUE(isTidy(tree, layout, options));
    std::vector<float> leaves;
    for (NodeId n = 0; n < tree.size(); ++n)
        if (tree.isLeaf(n)) leaves.push_back(layout.x[n]);
    EXPECT_EQ(leaves, (std::vector<float>{0, 2, 4, 7, 9, 11, 14, 16, 18}));
    EXPECT_EQ(layout.x[Tree::root()], 9);
}

TEST(Layout, OneChildSitsDirectlyBelowItsParent) {
    const Tree tree = parseTree(Language::English, "[[[[1]]], [2, [[3]], 4], [[5, 6]]]", "test");
    const TreeLayout layout = layoutTree(tree);
    ASSERT_TRUE(isTidy(tree, layout));  // includes the one-child rule
    EXPECT_TRUE(isCompact(tree, layout));
    EXPECT_EQ(layout.x[byLabel(tree, "B")], layout.x[byLabel(tree, "B1a1")]);
}

TEST(Layout, LeavesAtDifferentDepths) {
    const Tree tree = parseTree(Language::English, "[1, [2, [3, [4, [5, 6]]]], [[7, 8], 9], 10]", "test");
    const TreeLayout layout = layoutTree(tree);
    EXPECT_TRUE(isTidy(tree, layout));
    EXPECT_TRUE(isCompact(tree, layout));
}

// Reingold–Tilford's motivating case: a deep narrow subtree beside a wide one must tuck in
// beside it as far as the deepest level they share allows, not be pushed off by the widest level.
TEST(Layout, DeepNarrowSubtreeBesideAWideOne) {
    const Tree tree = parseTree(Language::English, "[[[1,2],[3,4]], [[[[5]]]]]", "test");
    const TreeLayout layout = layoutTree(tree);
    ASSERT_TRUE(isTidy(tree, layout));
    EXPECT_TRUE(isCompact(tree, layout));
    // Worked by hand: the left subtree's leaves at 0, 1 | 2.25, 3.25; the chain is held off by
    // the level-3 neighbour (3.25 + 1.25), which is further right than the level-2 one asks.
    const NodeId left = byLabel(tree, "B"), chain = byLabel(tree, "C");
    EXPECT_EQ(layout.x[byLabel(tree, "B1")], 0.5f);
    EXPECT_EQ(layout.x[byLabel(tree, "B2")], 2.75f);
    EXPECT_EQ(layout.x[left], 1.625f);
    for (NodeId n = chain; n < tree.subtreeEnd(chain); ++n) EXPECT_EQ(layout.x[n], 4.5f) << n;
    EXPECT_EQ(layout.x[Tree::root()], 3.0625f);
    EXPECT_EQ(layout.width, 4.5f);
}

// Walker's improvement: small subtrees between two big ones share the space evenly instead of
// piling up against the left one.
TEST(Layout, SmallSubtreesBetweenBigOnesAreSpacedEvenly) {
    const Tree tree = parseTree(Language::English, "[[1,2,3,4,5], 6, 7, 8, [9,10,11,12,13]]", "test");
    const TreeLayout layout = layoutTree(tree);
    ASSERT_TRUE(isTidy(tree, layout));
    EXPECT_TRUE(isCompact(tree, layout));
    // The big ones' children need 2 + 1.25 + 2 = 5.25 between their parents: four equal gaps.
    const auto top = tree.children(Tree::root());
    for (std::size_t i = 1; i < top.size(); ++i) EXPECT_EQ(layout.x[top[i]] - layout.x[top[i - 1]], 1.3125f) << "gap " << i;
    EXPECT_EQ(layout.x[top.front()], 2);
    EXPECT_EQ(layout.x[Tree::root()], 4.625f);
}

TEST(Layout, SmallSubtreesSpreadEvenlyAtEveryLevel) {
    // The right big subtree is held off by its third level, and a medium one sits in between.
    const Tree tree = parseTree(Language::English, "[[[1,2,3],[4,5,6]], 7, [8, 9], 10, [[11,12,13],[14,15,16]]]", "test");
    const TreeLayout layout = layoutTree(tree);
    ASSERT_TRUE(isTidy(tree, layout));
    EXPECT_TRUE(isCompact(tree, layout));
    const auto top = tree.children(Tree::root());
    const float gap = layout.x[top[1]] - layout.x[top[0]];
    for (std::size_t i = 2; i < top.size(); ++i) EXPECT_FLOAT_EQ(layout.x[top[i]] - layout.x[top[i - 1]], gap) << "gap " << i;
}

TEST(Layout, RandomTreesAreTidyAndCompact) {
    for (std::uint32_t seed = 1; seed <= 40; ++seed)
        for (std::size_t window : {std::size_t{3}, std::size_t{12}, std::size_t{1000}}) {
            const Tree tree = randomTree(300, seed, window);
            const TreeLayout layout = layoutTree(tree);
            ASSERT_TRUE(isTidy(tree, layout)) << "seed " << seed << ", window " << window;
            ASSERT_TRUE(isCompact(tree, layout)) << "seed " << seed << ", window " << window;
            const LayoutOptions wide{.siblingSeparation = 1.5f, .subtreeSeparation = 4};
            const TreeLayout spread = layoutTree(tree, wide);
            ASSERT_TRUE(isTidy(tree, spread, wide)) << "seed " << seed << ", window " << window;
            ASSERT_TRUE(isCompact(tree, spread, wide)) << "seed " << seed << ", window " << window;
        }
}

// Walker's aim, which BJL keep: a tree and its mirror image are drawn as reflections.
TEST(Layout, MirrorImageIsDrawnReflected) {
    for (std::uint32_t seed = 1; seed <= 20; ++seed) {
        const Tree tree = randomTree(200, seed, 8);
        std::vector<NodeId> mirrorId;
        const Tree mirror = mirrored(tree, mirrorId);
        const TreeLayout layout = layoutTree(tree), reflected = layoutTree(mirror);
        ASSERT_EQ(layout.width, reflected.width) << "seed " << seed;
        const float tol = tolerance(layout);
        for (NodeId n = 0; n < tree.size(); ++n)
            ASSERT_NEAR(layout.x[n], layout.width - reflected.x[mirrorId[n]], tol) << "seed " << seed << ", node " << n;
    }
}

TEST(Layout, Deterministic) {
    const Tree a = randomTree(5000, 7, 50), b = randomTree(5000, 7, 50);
    const TreeLayout first = layoutTree(a), again = layoutTree(a), other = layoutTree(b);
    EXPECT_EQ(first.x, again.x);
    EXPECT_EQ(first.y, again.y);
    EXPECT_EQ(first.x, other.x);
    EXPECT_EQ(first.width, other.width);
}

TEST(Layout, DeepChainNeedsNoRecursion) {
    constexpr std::size_t kDepth = 200'000;
    TreeBuilder builder;
    NodeId at = builder.addNode(kNoNode);
    for (std::size_t i = 1; i < kDepth; ++i) at = builder.addNode(at);
    const Tree tree = std::move(builder).build();
    const TreeLayout layout = layoutTree(tree);
    ASSERT_EQ(layout.x.size(), kDepth);
    EXPECT_TRUE(std::all_of(layout.x.begin(), layout.x.end(), [](float x) { return x == 0; }));
    EXPECT_EQ(layout.y.back(), static_cast<float>(kDepth - 1));
    EXPECT_EQ(layout.width, 0);
    EXPECT_EQ(layout.height, static_cast<float>(kDepth - 1));
}

TEST(Layout, DeepBranchyTreeNeedsNoRecursion) {
    // About 100,000 levels, with side branches all the way down: long threads and contours.
    const Tree tree = randomTree(300'000, 11, 4);
    ASSERT_GT(tree.height(), 50'000u);
    const TreeLayout layout = layoutTree(tree);
    EXPECT_TRUE(isTidy(tree, layout));
}

TEST(Layout, MillionNodeRandomTree) {
    const Tree tree = randomTree(1'000'000, 3, 1'000'000);
    const TreeLayout layout = layoutTree(tree);
    EXPECT_TRUE(isTidy(tree, layout));
    std::size_t widest = 0;
    for (const auto& level : levels(tree)) widest = std::max(widest, level.size());
    EXPECT_GE(layout.width, static_cast<float>(widest - 1));  // the widest level alone needs that much
}

TEST(Layout, SubtreeExtentsHoldEveryDescendantAndNothingWider) {
    for (std::uint32_t seed = 1; seed <= 20; ++seed) {
        const Tree tree = randomTree(400, seed, 6);
        const TreeLayout layout = layoutTree(tree);
        ASSERT_EQ(layout.subtreeLeft.size(), tree.size());
        for (NodeId n = 0; n < tree.size(); ++n) {
            // Brute force: the extremes over the subtree's id range [n, subtreeEnd(n)).
            float left = layout.x[n], right = layout.x[n];
            for (NodeId d = n; d < tree.subtreeEnd(n); ++d) {
                left = std::min(left, layout.x[d]);
                right = std::max(right, layout.x[d]);
            }
            EXPECT_EQ(layout.subtreeLeft[n], left) << "node " << n << ", seed " << seed;
            EXPECT_EQ(layout.subtreeRight[n], right) << "node " << n << ", seed " << seed;
        }
        EXPECT_EQ(layout.subtreeLeft[Tree::root()], 0.0f);
        EXPECT_EQ(layout.subtreeRight[Tree::root()], layout.width);
    }
}
