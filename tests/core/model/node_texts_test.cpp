// NodeTexts: the boards of a game tree, end to end in one buffer, found by node.
#include <gtest/gtest.h>

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
