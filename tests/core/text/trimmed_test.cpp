// The one white-space rule (text/trimmed.h): what a typed value, an answer file's string and a
// tree file's line lose around them.
#include <gtest/gtest.h>

#include "text/trimmed.h"

namespace {

using ablab::core::trimmed;

TEST(Trimmed, RemovesSpacesTabsAndCarriageReturnsAroundTheText) {
    EXPECT_EQ(trimmed("  12 "), "12");
    EXPECT_EQ(trimmed("\t≤ 3\t"), "≤ 3");
    // A line of a file saved on Windows.
    EXPECT_EQ(trimmed("start: A\r"), "start: A");
    EXPECT_EQ(trimmed(" \r\t-inf \t\r"), "-inf");
}

TEST(Trimmed, KeepsWhatIsInsideTheText) {
    EXPECT_EQ(trimmed(" a  b "), "a  b");
    EXPECT_EQ(trimmed("a\r\tb"), "a\r\tb");
}

TEST(Trimmed, LeavesNewlinesAndOtherSpaceAlone) {
    // Lines are split before they are trimmed; a newline inside a value is left for its reader to refuse.
    EXPECT_EQ(trimmed("3\n"), "3\n");
    EXPECT_EQ(trimmed("\v3\f"), "\v3\f");
    // A no-break space is a character like any other.
    EXPECT_EQ(trimmed("\u00A03"), "\u00A03");
}

TEST(Trimmed, EmptyAndBlankBecomeEmpty) {
    EXPECT_EQ(trimmed(""), "");
    EXPECT_EQ(trimmed(" \t\r "), "");
    EXPECT_TRUE(trimmed(" \t\r ").empty());
}

static_assert(trimmed(" x ") == "x", "usable at compile time");

}  // namespace
