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
