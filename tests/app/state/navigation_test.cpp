// Finding a node in a big tree by label or by path.
#include <gtest/gtest.h>

#include "state/navigation.h"
#include "files/tree_file.h"

using namespace ablab;

TEST(Navigation, FindsByLabelExactlyThenIgnoringCase) {
    const core::Tree tree = core::parseTree(core::Language::English, "[[3,12,8],[2,4,6],[14,5,2]]", "t");
    std::string problem;
    const core::NodeId c2 = app::findNode(tree, "C2", problem);
    ASSERT_NE(c2, core::kNoNode) << problem;
    EXPECT_EQ(tree.label(c2), "C2");
    EXPECT_EQ(app::findNode(tree, "  c2 ", problem), c2);
    EXPECT_EQ(app::findNode(tree, "A", problem), core::Tree::root());
}

TEST(Navigation, FindsByPathInEveryNotation) {
    const core::Tree tree = core::parseTree(core::Language::English, "[[3,12,8],[2,4,6],[14,5,2]]", "t");
    std::string problem;
    const core::NodeId expected = tree.children(tree.children(core::Tree::root())[2])[1];  // D2
    for (const char* query : {"2/1", "/2/1", "2 1", "[2, 1]", "[2,1]"})
        EXPECT_EQ(app::findNode(tree, query, problem), expected) << query << ": " << problem;
    EXPECT_EQ(app::findNode(tree, "/", problem), core::Tree::root());
    EXPECT_EQ(app::findNode(tree, "[]", problem), core::Tree::root());
}

TEST(Navigation, SaysWhyNothingWasFound) {
    const core::Tree tree = core::parseTree(core::Language::English, "[[3,12,8],[2,4,6],[14,5,2]]", "t");
    std::string problem;
    EXPECT_EQ(app::findNode(tree, "Z9", problem), core::kNoNode);
    EXPECT_EQ(problem, "no node is labelled 'Z9'");
    EXPECT_EQ(app::findNode(tree, "2/7", problem), core::kNoNode);
    EXPECT_EQ(problem, "no node at path 2/7: a node along it has fewer children");
    EXPECT_EQ(app::findNode(tree, "   ", problem), core::kNoNode);
    EXPECT_NE(problem, "");
    EXPECT_EQ(app::findNode(tree, "[1, 2", problem), core::kNoNode);
    EXPECT_EQ(app::findNode(tree, "99999999999999", problem), core::kNoNode);  // no overflow
}
