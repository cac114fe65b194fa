// One pass over a JSON text, before it is parsed: brackets inside strings (escaped quotes and
// all) are no brackets, and the depths and lines are the document's.
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

TEST(JsonOutline, SaysWhatStaysOpenAndWhereTheLastLineStarts) {
    const std::string text = "[\n[\n\"a\nb\" [";
    const JsonOutline outline = outlineJson(text);
    EXPECT_EQ(outline.unclosed, 3u);
    EXPECT_EQ(outline.deepest, 3u);
    EXPECT_EQ(outline.lines, 4u);  // a newline inside the string counts too, as a parser would say
    EXPECT_EQ(outline.lastLineStart, text.find("b\""));
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
