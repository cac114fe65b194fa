// One pass over a JSON text, before it is parsed: brackets inside strings (escaped quotes and
// all) are no brackets, and the depths are the document's.
#include <gtest/gtest.h>

#include <string>

#include "files/json_outline.h"

using namespace ablab::core;

TEST(JsonOutline, CountsTheBracketsOutsideStrings) {
    const JsonOutline outline = outlineJson(R"({"label": "[{\"x\\", "children": [1, {"value": 2}]})");
    EXPECT_EQ(outline.deepest, 3u);
    EXPECT_EQ(outline.unclosed, 0u);
    EXPECT_FALSE(outline.strayClose);
}

TEST(JsonOutline, SaysWhatStaysOpen) {
    const JsonOutline outline = outlineJson("[\n[\n\"a\nb\" [");
    EXPECT_EQ(outline.unclosed, 3u);
    EXPECT_EQ(outline.deepest, 3u);
}

TEST(JsonOutline, AStrayCloseIsNotAnOpeningBelowNothing) {
    const JsonOutline outline = outlineJson("[]][[");
    EXPECT_TRUE(outline.strayClose);
    EXPECT_EQ(outline.unclosed, 2u);
    EXPECT_EQ(outline.deepest, 2u);
}

TEST(JsonOutline, AnUnclosedStringRunsToTheEnd) {
    const JsonOutline outline = outlineJson(R"(["[[[ never closed \")");
    EXPECT_EQ(outline.deepest, 1u);
    EXPECT_EQ(outline.unclosed, 1u);
}

// The rest of a document whose first part was read: brackets opened there may close here.
TEST(JsonOutline, TheRestOfADocumentClosesWhatWasOpenedBefore) {
    const JsonOutline closes = outlineJson("1]]", 2);
    EXPECT_FALSE(closes.strayClose);
    EXPECT_EQ(closes.unclosed, 0u);
    const JsonOutline stays = outlineJson("[1]", 2);
    EXPECT_EQ(stays.unclosed, 2u);
    EXPECT_EQ(stays.deepest, 3u);
    EXPECT_TRUE(outlineJson("]]]", 2).strayClose);
}
