// A student's name as the room may see it (live/student_name.h).
#include <gtest/gtest.h>

#include <string>

#include "live/student_name.h"
#include "text/utf8.h"

using namespace ablab::core::live;

TEST(LiveStudentName, ControlsAndOverridesAreRemovedAndSpacesTrimmed) {
    EXPECT_EQ(cleanName("  Lan  \t Anh \n"), "Lan Anh");
    EXPECT_EQ(cleanName("a\x1b[2Jb"), "a[2Jb");
    EXPECT_EQ(cleanName("abc\u202edef"), "abcdef");
    EXPECT_EQ(cleanName("x\xff\xfey"), "xy");
    EXPECT_EQ(cleanName("\u2028\u0085"), "");
    EXPECT_EQ(cleanName("   "), "");
    EXPECT_EQ(cleanName("<script>"), "<script>");  // kept as typed: escaped where shown
}

TEST(LiveStudentName, CutToFortyCharactersNotBytes) {
    const std::string han = cleanName(std::string(60 * 3 / 3, 'x'));
    EXPECT_EQ(han.size(), kNameCharacters);
    std::string chinese;
    for (int i = 0; i < 50; ++i) chinese += "李";
    const std::string cut = cleanName(chinese);
    std::size_t characters = 0;
    for (std::size_t i = 0; i < cut.size(); ++characters) ablab::core::nextCodePoint(cut, i);
    EXPECT_EQ(characters, kNameCharacters);
    EXPECT_EQ(cleanName("Nguyễn Văn Linh"), "Nguyễn Văn Linh");
}
