// The one rule for user text in messages, tables and cells (text/visible_text.h): what would act
// instead of showing is written as an escape; everything else is kept as it is.
#include <gtest/gtest.h>

#include <string>

#include "text/table_cells.h"
#include "text/visible_text.h"

namespace {

using ablab::core::csvCell;
using ablab::core::markdownCell;
using ablab::core::needsVisibleEscapes;
using ablab::core::visibleText;
using namespace std::string_literals;

TEST(VisibleText, EscapesControlCharactersAndDel) {
    EXPECT_EQ(visibleText("a\nb\rc\td"), R"(a\nb\rc\td)");
    EXPECT_EQ(visibleText("\x1b[2Jx"), R"(\x1b[2Jx)");
    EXPECT_EQ(visibleText("B\0C"s), R"(B\x00C)");
    EXPECT_EQ(visibleText("del\x7f"), R"(del\x7f)");
}

TEST(VisibleText, EscapesC1ControlsSeparatorsBidiControlsAndTheByteOrderMark) {
    EXPECT_EQ(visibleText("a\u0085b"), R"(a\u0085b)");
    EXPECT_EQ(visibleText("a\u009bb"), R"(a\u009bb)");
    EXPECT_EQ(visibleText("line\u2028para\u2029"), R"(line\u2028para\u2029)");
    EXPECT_EQ(visibleText("3 \u202e2 1"), R"(3 \u202e2 1)");
    EXPECT_EQ(visibleText("\u202a\u202b\u202c\u202d"), R"(\u202a\u202b\u202c\u202d)");
    EXPECT_EQ(visibleText("\u2066\u2067\u2068\u2069"), R"(\u2066\u2067\u2068\u2069)");
    EXPECT_EQ(visibleText("\u200e\u200f\u061c"), R"(\u200e\u200f\u061c)");
    EXPECT_EQ(visibleText("\ufeffclass"), R"(\ufeffclass)");
}

TEST(VisibleText, ShowsABytesThatIsNotUtf8AsItsValue) {
    EXPECT_EQ(visibleText("x\xff"), R"(x\xff)");
    EXPECT_EQ(visibleText("\xc0\xaf"), R"(\xc0\xaf)");  // an overlong "/"
    EXPECT_EQ(visibleText("\xe4\xb8"), R"(\xe4\xb8)");  // a character cut short
}

TEST(VisibleText, KeepsEveryOtherCharacter) {
    for (const char* text : {"plain ASCII, ~ and \\ too", "α ≤ β, −∞ … ∞", "节点 nút Đ ☃", "\u00a0\u00ad\u200b\U0001F600",
                             "a long label that is longer than eight bytes"}) {
        EXPECT_EQ(visibleText(text), text);
        EXPECT_FALSE(needsVisibleEscapes(text)) << text;
    }
}

TEST(VisibleText, FindsWhatNeedsEscapingWhereverItStands) {
    // The check reads eight bytes at a time: each place in and around a word is looked at.
    for (std::size_t at = 0; at <= 17; ++at)
        for (const std::string& odd : {"\x1b"s, "\x7f"s, "\0"s, "\u0085"s, "\u202e"s, "\xff"s}) {
            std::string text(17, 'a');
            text.insert(at, odd);
            EXPECT_TRUE(needsVisibleEscapes(text)) << at;
            EXPECT_NE(visibleText(text), text) << at;
        }
}

TEST(VisibleText, IsTheRuleOfCsvAndMarkdownCells) {
    EXPECT_EQ(csvCell("Ann\nLee\x1b[2J"), R"(Ann\nLee\x1b[2J)");
    EXPECT_EQ(csvCell("B\x7f\u0085\u2028\u202e"), R"(B\x7f\u0085\u2028\u202e)");
    EXPECT_EQ(csvCell("\t=1+1"), R"(\t=1+1)");  // no formula once escaped
    EXPECT_EQ(csvCell("a,\u202eb"), R"("a,\u202eb")");
    EXPECT_EQ(markdownCell("<b>\u202e|\n"), R"(&lt;b&gt;\u202e\|\n)");
}

}  // namespace
