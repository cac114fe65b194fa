// NodeTexts: the boards of a game tree, end to end in one buffer, found by node.
#include <gtest/gtest.h>

#include <string>

#include "model/tree.h"

using namespace ablab::core;

TEST(NodeTexts, FindsEachNodesTextAndNothingForOthers) {
    NodeTexts texts;
    EXPECT_TRUE(texts.empty());
    EXPECT_EQ(texts.find(0), "");
    texts.set(1, "X..");
    texts.set(4, "");
    texts.set(7, "XO.");
    texts.sort();
    EXPECT_EQ(texts.find(1), "X..");
    EXPECT_EQ(texts.find(4), "");
    EXPECT_EQ(texts.find(7), "XO.");
    EXPECT_EQ(texts.find(0), "");
    EXPECT_EQ(texts.find(5), "");
    EXPECT_EQ(texts.find(8), "");
}

TEST(NodeTexts, TheLastTextGivenToANodeHolds) {
    NodeTexts texts;
    texts.set(2, "first");
    texts.set(2, "second, longer");
    texts.set(3, "c");
    texts.set(3, "");
    texts.set(5, "e");
    texts.sort();
    EXPECT_EQ(texts.find(2), "second, longer");
    EXPECT_EQ(texts.find(3), "");
    EXPECT_EQ(texts.find(5), "e");
}

TEST(NodeTexts, TextsGivenOutOfOrderAreFoundOnceSorted) {
    // A reader that meets "board" after "children" gives the children theirs first.
    NodeTexts texts;
    texts.set(5, "five");
    texts.set(9, "nine");
    texts.set(2, "two");
    texts.set(0, "zero");
    texts.set(7, "seven");
    texts.sort();
    for (const auto& [node, text] :
         std::vector<std::pair<NodeId, std::string_view>>{{0, "zero"}, {2, "two"}, {5, "five"}, {7, "seven"}, {9, "nine"}})
        EXPECT_EQ(texts.find(node), text) << node;
    EXPECT_EQ(texts.find(1), "");
}

// Texts for nodes 0, 1, 2, … in order list no nodes; the first text out of that order (a gap,
// a node given again, one before) lists them, and every text is still found.
TEST(NodeTexts, TextsForEveryNodeInOrderAndThenNot) {
    for (const NodeId breaking : {NodeId{5}, NodeId{2}, NodeId{1}}) {
        NodeTexts texts;
        for (NodeId n = 0; n < 3; ++n) texts.set(n, std::string(n + 1, static_cast<char>('a' + n)));
        EXPECT_EQ(texts.count(), 3u);
        EXPECT_EQ(texts.nodeAt(2), 2u);
        EXPECT_EQ(texts.find(1), "bb");
        EXPECT_EQ(texts.find(3), "");
        texts.set(breaking, "broken");
        texts.set(7, "seven");
        texts.sort();
        EXPECT_EQ(texts.find(0), "a") << breaking;
        EXPECT_EQ(texts.find(1), breaking == 1 ? "broken" : "bb") << breaking;
        EXPECT_EQ(texts.find(2), breaking == 2 ? "broken" : "ccc") << breaking;
        EXPECT_EQ(texts.find(breaking), "broken") << breaking;
        EXPECT_EQ(texts.find(7), "seven") << breaking;
        EXPECT_EQ(texts.find(3), "") << breaking;
        EXPECT_EQ(texts.nodeAt(texts.count() - 1), 7u) << breaking;
    }
}

TEST(NodeTexts, ATreeKeepsTheBoardsItWasBuiltWith) {
    TreeBuilder builder;
    const NodeId root = builder.addNode(kNoNode);
    const NodeId a = builder.addNode(root);
    const NodeId b = builder.addNode(root);
    builder.setBoard(b, "O..");  // before its elder sibling's: out of node order
    builder.setBoard(a, "X..");
    builder.setBoard(root, "...");
    const Tree tree = std::move(builder).build();
    EXPECT_EQ(tree.board(root), "...");
    EXPECT_EQ(tree.board(a), "X..");
    EXPECT_EQ(tree.board(b), "O..");
}

TEST(NodeTexts, ATreeKeepsTheLabelsItWasGivenAndMakesTheRest) {
    // Labels are node texts too: given out of order, given twice, or not at all (automatic).
    TreeBuilder builder;
    const NodeId root = builder.addNode(kNoNode);
    const NodeId a = builder.addNode(root);
    const NodeId a1 = builder.addNode(a);
    const NodeId b = builder.addNode(root);
    const NodeId b1 = builder.addNode(b);
    builder.setLabel(b1, "late");
    builder.setLabel(a, "first");
    builder.setLabel(a, "Left");
    builder.setLabel(b, "");
    const Tree tree = std::move(builder).build();
    EXPECT_EQ(tree.label(root), "A");
    EXPECT_FALSE(tree.hasExplicitLabel(root));
    EXPECT_EQ(tree.label(a), "Left");
    EXPECT_TRUE(tree.hasExplicitLabel(a));
    EXPECT_EQ(tree.label(a1), "Left1");  // an automatic label under a given one
    EXPECT_EQ(tree.label(b), "");
    EXPECT_TRUE(tree.hasExplicitLabel(b));
    EXPECT_EQ(tree.label(b1), "late");
}

TEST(NodeTexts, ALongFirstTextReservesNoMoreThanItsShare) {
    // A game tree's texts are all alike, so room is made for every node after the first; a first
    // board or label of 2 MB over 200,000 nodes would have asked for 400 GB.
    constexpr int kChildren = 200'000;
    TreeBuilder builder;
    builder.reserve(kChildren + 1);
    const NodeId root = builder.addNode(kNoNode);
    builder.setBoard(root, std::string(2'000'000, 'x'));
    builder.setLabel(root, std::string(2'000'000, 'y'));
    for (int i = 0; i < kChildren; ++i) {
        const NodeId leaf = builder.addNode(root);
        builder.setBoard(leaf, "X..");
        builder.setValue(leaf, 1);
    }
    const Tree tree = std::move(builder).build();
    EXPECT_EQ(tree.board(root).size(), 2'000'000u);
    EXPECT_EQ(tree.label(root).size(), 2'000'000u);
    EXPECT_EQ(tree.board(kChildren), "X..");
}
