// UTF-8 as the text checks read it (text/utf8.h): the strict sequence length and the
// noncharacters no file ablab reads may hold.
#include <gtest/gtest.h>

#include <string>

#include "text/utf8.h"

namespace {

using ablab::core::firstNonTextAt;
using ablab::core::isNoncharacter;
using ablab::core::NulByte;
using ablab::core::utf8SequenceLength;

TEST(Utf8, NoncharactersAreTheSixtySixOfUnicode) {
    std::size_t count = 0;
    for (char32_t cp = 0; cp <= 0x10FFFF; ++cp) count += isNoncharacter(cp);
    EXPECT_EQ(count, 66u);
    for (const char32_t cp : {0xFDD0u, 0xFDEFu, 0xFFFEu, 0xFFFFu, 0x1FFFEu, 0x10FFFEu, 0x10FFFFu})
        EXPECT_TRUE(isNoncharacter(cp));
    for (const char32_t cp : {0xFDCFu, 0xFDF0u, 0xFFFDu, 0xFEFFu, 0x10000u, 0x1FFFDu}) EXPECT_FALSE(isNoncharacter(cp));
}

TEST(Utf8, FindsANoncharacterWhereverItStands) {
    for (const char* nonchar : {"\uFFFE", "\uFFFF", "\uFDD0", "\U0010FFFF", "\U0001FFFE"})
        for (std::size_t at = 0; at <= 17; ++at) {
            std::string text(17, 'a');
            text.insert(at, nonchar);
            EXPECT_EQ(firstNonTextAt(text), at);
        }
    EXPECT_EQ(firstNonTextAt("ab\uFFFEc"), 2u);
    EXPECT_EQ(firstNonTextAt("节点 nút Đ ☃ \uFFFD \uFEFF \U0010FFFD and more than eight bytes"), std::string::npos);
}

TEST(Utf8, TheFirstNonTextIsANulABadByteOrANoncharacterInOnePass) {
    using namespace std::string_literals;
    EXPECT_EQ(firstNonTextAt("\xef\xbf"), 0u);  // cut short: not UTF-8
    EXPECT_EQ(firstNonTextAt("more than eight bytes \x8d then \uFFFE"), 22u);
    EXPECT_EQ(firstNonTextAt("more than eight bytes \uFFFE then \x8d"), 22u);
    EXPECT_EQ(firstNonTextAt("more than eight bytes\0 \uFFFE"s), 21u);
    // A decoded JSON string may hold a NUL ("\u0000"): passed over, the noncharacter after it found.
    EXPECT_EQ(firstNonTextAt("more than eight bytes\0 \uFFFE"s, NulByte::Allowed), 23u);
    EXPECT_EQ(firstNonTextAt("\0\0\0\0\0\0\0\0\0 and after"s, NulByte::Allowed), std::string::npos);
    EXPECT_EQ(firstNonTextAt("\xed\xa0\x80"), 0u);  // a surrogate
    EXPECT_EQ(firstNonTextAt(""), std::string::npos);
}

TEST(Utf8, SequenceLengthRefusesWhatIsNotUtf8) {
    EXPECT_EQ(utf8SequenceLength("a", 0), 1u);
    EXPECT_EQ(utf8SequenceLength("α", 0), 2u);
    EXPECT_EQ(utf8SequenceLength("节", 0), 3u);
    EXPECT_EQ(utf8SequenceLength("\U0010FFFF", 0), 4u);
    EXPECT_EQ(utf8SequenceLength("\xc0\xaf", 0), 0u);          // overlong
    EXPECT_EQ(utf8SequenceLength("\xed\xa0\x80", 0), 0u);      // a surrogate
    EXPECT_EQ(utf8SequenceLength("\xf4\x90\x80\x80", 0), 0u);  // beyond U+10FFFF
    EXPECT_EQ(utf8SequenceLength("\x80", 0), 0u);
    EXPECT_EQ(utf8SequenceLength("\xe4\xb8", 0), 0u);
}

}  // namespace
