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
