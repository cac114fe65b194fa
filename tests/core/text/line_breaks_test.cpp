// Breaking paragraphs into lines: at spaces in English and Vietnamese, between 汉字 in Chinese,
// never before closing punctuation.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "text/display_width.h"
#include "text/line_breaks.h"

using namespace ablab::core;

namespace {

// Lines at most `columns` terminal columns wide (a 汉字 is two).
std::vector<std::string> lines(std::string_view text, float columns) {
    std::vector<std::string> out;
    breakLines(
        text, columns, [](char32_t c) { return isWide(c) ? 2.0f : 1.0f; },
        [&](std::string_view line) { out.emplace_back(line); });
    return out;
}

}  // namespace

TEST(LineBreaks, EnglishAndVietnameseBreakAtSpaces) {
    EXPECT_EQ(lines("B backs up 3, so the root's alpha becomes 3.", 16),
              (std::vector<std::string>{"B backs up 3, ", "so the root's ", "alpha becomes 3."}));
    EXPECT_EQ(lines("nút lá bị cắt", 8), (std::vector<std::string>{"nút lá ", "bị cắt"}));
}

TEST(LineBreaks, ChineseBreaksBetweenCharactersButNotBeforeClosingPunctuation) {
    EXPECT_EQ(lines("叶节点的值至多为二，所以剪去", 10), (std::vector<std::string>{"叶节点的值", "至多为二，", "所以剪去"}));
    // "，" may not start a line: the character before it goes down with it.
    EXPECT_EQ(lines("一二三四，五", 8), (std::vector<std::string>{"一二三", "四，五"}));
    // Mixed: a Latin word stays whole, 汉字 around it break.
    EXPECT_EQ(lines("根节点 alpha 变为3", 9), (std::vector<std::string>{"根节点 ", "alpha 变", "为3"}));
}

TEST(LineBreaks, NewlinesEndLinesAndALongWordGetsItsOwnLine) {
    EXPECT_EQ(lines("one\ntwo three", 20), (std::vector<std::string>{"one", "two three"}));
    EXPECT_EQ(lines("a verylongwordindeed b", 6), (std::vector<std::string>{"a ", "verylongwordindeed ", "b"}));
    EXPECT_TRUE(lines("", 5).empty());
}

// The caption's formulas: where the line has room for the formula it stays whole, the line
// breaking before it; where not, it breaks between its terms, an interval never inside.
TEST(LineBreaks, FormulasBreakBetweenPhrases) {
    const std::string formula = "so (3, +∞) ∩ (−∞, 2) = ∅ and B is cut";
    for (float columns = 22; columns <= 40; ++columns) {
        for (const std::string& line : lines(formula, columns)) {
            const std::string_view l = line;
            EXPECT_FALSE(l.ends_with("(3, ") || l.ends_with("(−∞, ") || l.ends_with("∩ ") || l.ends_with("= "))
                << columns << ": '" << line << "'";
            EXPECT_FALSE(l.starts_with("∅")) << columns << ": '" << line << "'";
        }
    }
    EXPECT_EQ(lines(formula, 23), (std::vector<std::string>{"so ", "(3, +∞) ∩ (−∞, 2) = ∅ ", "and B is cut"}));
    // Narrower than the formula: between its terms, then (narrower than a term) inside one.
    EXPECT_EQ(lines("(3, +∞) ∩ (−∞, 2) = ∅", 12), (std::vector<std::string>{"(3, +∞) ∩ ", "(−∞, 2) = ∅"}));
    EXPECT_EQ(lines("(3, +∞) ∩ (−∞, 2) = ∅", 5), (std::vector<std::string>{"(3, ", "+∞) ", "∩ ", "(−∞, ", "2) = ", "∅"}));
    // A long parenthesis is a clause, which breaks as words do.
    EXPECT_EQ(lines("(the bound came from the grandparent)", 20),
              (std::vector<std::string>{"(the bound came ", "from the ", "grandparent)"}));
    EXPECT_EQ(breakBadness("a b", 2), BreakBadness::BetweenPhrases);
    EXPECT_EQ(breakBadness("(3, 4)", 4), BreakBadness::InsideBracket);
    EXPECT_EQ(breakBadness("x = y", 2), BreakBadness::BesideSymbol);
    EXPECT_EQ(breakBadness("x = y", 4), BreakBadness::BesideSymbol);
}
