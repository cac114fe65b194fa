// Edits return new trees; each is checked against the tree it should produce.
#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

#include "search/trace.h"
#include "model/tree_edit.h"
#include "files/tree_file.h"
#include "support/by_label.h"
#include "support/aima.h"
#include "run/run.h"

using namespace ablab::core;
using ablab::testing::kAimaShorthand;

namespace {

using ablab::testing::byLabel;

Tree parse(const char* text) { return parseTree(Language::English, text, "test"); }

// The shorthand-like text of a tree: values and nesting, for comparing shapes.
std::string shape(const Tree& tree) {
    std::string out;
    struct Open {
        NodeId n;
        std::size_t next;
    };
    std::vector<Open> stack;
    auto open = [&](NodeId n) {
        if (tree.isLeaf(n)) {
            out += formatValuePlain(tree.value(n));
        } else {
            out += '[';
            stack.push_back({n, 0});
        }
    };
    open(Tree::root());
    while (!stack.empty()) {
        Open& top = stack.back();
        if (top.next < tree.childCount(top.n)) {
            if (top.next > 0) out += ',';
            open(tree.children(top.n)[top.next++]);
        } else {
            out += ']';
            stack.pop_back();
        }
    }
    return out;
}

}  // namespace

TEST(TreeEdit, LeafValueChangesOnlyThatLeaf) {
    const Tree tree = parse(kAimaShorthand);
    const Tree edited = withLeafValue(tree, byLabel(tree, "C1"), 5);
    EXPECT_EQ(shape(edited), "[[3,12,8],[5,4,6],[14,5,2]]");
    EXPECT_THROW(withLeafValue(tree, byLabel(tree, "C"), 1), std::invalid_argument);
}

TEST(TreeEdit, AddChildAppendsALeaf) {
    const Tree tree = parse(kAimaShorthand);
    EXPECT_EQ(shape(withChildAdded(tree, byLabel(tree, "B"), 7)), "[[3,12,8,7],[2,4,6],[14,5,2]]");
    // A leaf that gets a child becomes an inner node.
    EXPECT_EQ(shape(withChildAdded(tree, byLabel(tree, "D3"), 1)), "[[3,12,8],[2,4,6],[14,5,[1]]]");
}

TEST(TreeEdit, DeleteSubtree) {
    const Tree tree = parse(kAimaShorthand);
    EXPECT_EQ(shape(withSubtreeDeleted(tree, byLabel(tree, "C"))), "[[3,12,8],[14,5,2]]");
    EXPECT_THROW(withSubtreeDeleted(tree, Tree::root()), std::invalid_argument);
    const Tree single = parse("[[1],[2,3]]");
    EXPECT_THROW(withSubtreeDeleted(single, byLabel(single, "B1")), std::invalid_argument);
}

TEST(TreeEdit, MoveChildChangesTheOrderAndThePruning) {
    const Tree tree = parse(kAimaShorthand);
    const Tree moved = withChildMoved(tree, byLabel(tree, "C"), -1);
    EXPECT_EQ(shape(moved), "[[2,4,6],[3,12,8],[14,5,2]]");
    EXPECT_THROW(withChildMoved(tree, byLabel(tree, "B"), -1), std::invalid_argument);
    EXPECT_THROW(withChildMoved(tree, byLabel(tree, "D"), +1), std::invalid_argument);
    // With C first nothing is known yet when C is searched, so nothing under C is pruned.
    auto shared = std::make_shared<const Tree>(moved);
    const auto run = makeRun(shared, {});
    const Trace& trace = *run->trace;
    EXPECT_EQ(trace.rootValue(), 3);
    EXPECT_EQ(trace.stats().leavesEvaluated, 9u);
}

TEST(TreeEdit, PlayerOverrideAndFirstPlayer) {
    const Tree tree = parse(kAimaShorthand);
    const Tree overridden = withPlayerOverride(tree, byLabel(tree, "B"), Player::Max);
    EXPECT_EQ(overridden.player(byLabel(overridden, "B")), Player::Max);
    EXPECT_EQ(overridden.player(byLabel(overridden, "C")), Player::Min);
    EXPECT_THROW(withPlayerOverride(tree, byLabel(tree, "B1"), Player::Max), std::invalid_argument);
    const Tree cleared = withPlayerOverride(overridden, byLabel(overridden, "B"), std::nullopt);
    EXPECT_EQ(cleared.player(byLabel(cleared, "B")), Player::Min);
    const Tree minFirst = withFirstPlayer(tree, Player::Min);
    EXPECT_EQ(minFirst.player(Tree::root()), Player::Min);
    EXPECT_EQ(minFirst.player(byLabel(minFirst, "B")), Player::Max);
}

TEST(TreeEdit, RandomLeavesAreReproducibleFromTheSeed) {
    const Tree tree = parse(kAimaShorthand);
    const Tree a = withRandomLeaves(tree, 4711, -9, 9), b = withRandomLeaves(tree, 4711, -9, 9);
    const Tree c = withRandomLeaves(tree, 4712, -9, 9);
    EXPECT_EQ(shape(a), shape(b));
    EXPECT_NE(shape(a), shape(c));
    for (NodeId n = 0; n < a.size(); ++n) {
        if (a.isLeaf(n)) {
            EXPECT_TRUE(a.value(n) >= -9 && a.value(n) <= 9);
        }
    }
}

TEST(TreeEdit, SortBestFirstGivesPerfectOrdering) {
    const Tree tree = parse(kAimaShorthand);
    const Tree best = withChildrenSorted(tree, true);
    // MAX wants the highest MIN child first; each MIN node wants its lowest leaf first.
    EXPECT_EQ(shape(best), "[[3,8,12],[2,4,6],[2,5,14]]");
    const Tree worst = withChildrenSorted(tree, false);
    EXPECT_EQ(shape(worst), "[[6,4,2],[14,5,2],[12,8,3]]");
    auto evaluated = [](const Tree& t) { return (*makeRun(std::make_shared<const Tree>(t), {})->trace).stats().leavesEvaluated; };
    EXPECT_LT(evaluated(best), evaluated(worst));
}

TEST(TreeEdit, ExplicitAndAutomaticLabelsFollowTheirNodesWhenMoved) {
    const Tree tree = parse(R"({"root": [{"label": "left", "children": [1]}, [2]]})");
    const Tree moved = withChildMoved(tree, byLabel(tree, "left"), +1);
    EXPECT_EQ(moved.label(moved.children(Tree::root())[1]), "left");
    EXPECT_EQ(moved.label(moved.children(Tree::root())[0]), "C");
    EXPECT_EQ(moved.label(moved.children(moved.children(Tree::root())[0])[0]), "C1");
}

namespace {

// Every label of `tree` with the leaf values of its subtree, left to right: "C: 2 4 6".
std::vector<std::string> subtreesByLabel(const Tree& tree) {
    std::vector<std::string> named;
    for (NodeId n = 0; n < tree.size(); ++n) {
        std::string line = std::string(tree.label(n)) + ":";
        for (NodeId m = n; m < tree.subtreeEnd(n); ++m)
            if (tree.isLeaf(m)) line += " " + formatValuePlain(tree.value(m));
        named.push_back(std::move(line));
    }
    std::sort(named.begin(), named.end());
    return named;
}

// The same leaf values, each subtree's in ascending order: what a reordering keeps.
std::vector<std::string> sortedSubtreesByLabel(const Tree& tree) {
    std::vector<std::string> named;
    for (NodeId n = 0; n < tree.size(); ++n) {
        std::vector<Value> leaves;
        for (NodeId m = n; m < tree.subtreeEnd(n); ++m)
            if (tree.isLeaf(m)) leaves.push_back(tree.value(m));
        std::sort(leaves.begin(), leaves.end());
        std::string line = std::string(tree.label(n)) + ":";
        for (const Value v : leaves) line += " " + formatValuePlain(v);
        named.push_back(std::move(line));
    }
    std::sort(named.begin(), named.end());
    return named;
}

}  // namespace

TEST(TreeEdit, ReorderingKeepsEveryLabelOnItsSubtree) {
    // Three plies, so that labels of every scheme's kind (letters, numbers, small letters) move.
    const Tree tree = parse("[[[3,17],[2,12]],[[15,8],[25,0]],[[2,5],[3,1]]]");
    const std::vector<std::string> named = sortedSubtreesByLabel(tree);
    for (const bool bestFirst : {true, false}) {
        const Tree sorted = withChildrenSorted(tree, bestFirst);
        ASSERT_NE(shape(sorted), shape(tree)) << "the sort must reorder something for this test to mean anything";
        EXPECT_EQ(sortedSubtreesByLabel(sorted), named) << (bestFirst ? "best first" : "worst first");
        // What is saved reads back with the same names on the same subtrees.
        const Tree reread = parseTree(Language::English, serializeTree(sorted), "saved");
        EXPECT_EQ(subtreesByLabel(reread), subtreesByLabel(sorted));
    }
    const Tree moved = withChildMoved(tree, byLabel(tree, "C"), -1);
    EXPECT_EQ(sortedSubtreesByLabel(moved), named);
    EXPECT_EQ(byLabel(moved, "C"), moved.children(Tree::root())[0]);
    // Moved back, every node is where its automatic label says again.
    const Tree back = withChildMoved(moved, byLabel(moved, "C"), +1);
    EXPECT_EQ(subtreesByLabel(back), subtreesByLabel(tree));
}

TEST(TreeEdit, SamePlacesAgreesWithSamePlaceForEveryNode) {
    const Tree before = parseTree(Language::English, "[[3,[12,1],8],[2,4],[14,5,2],7]", "before");
    const Tree after = parseTree(Language::English, "[[3,12],[2,[4,9],6,1],[14]]", "after");
    const std::vector<NodeId> places = samePlaces(before, after);
    ASSERT_EQ(places.size(), before.size());
    std::size_t found = 0;
    for (NodeId n = 0; n < before.size(); ++n) {
        EXPECT_EQ(places[n], samePlace(before, n, after)) << before.label(n);
        found += places[n] != kNoNode;
    }
    EXPECT_GT(found, 3u);
    EXPECT_LT(found, before.size());  // some paths are gone in `after`
}
