// ValueTexts: formatValue remembered, whatever values share its slots.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include "search/value_texts.h"
#include "text/display_width.h"

using namespace ablab::core;

TEST(ValueTexts, SayWhatFormatValueSaysForValuesThatShareSlots) {
    std::vector<Value> values = {0.0,
                                 -0.0,
                                 1,
                                 -1,
                                 kInfinity,
                                 -kInfinity,
                                 0.5,
                                 1e21,
                                 -2.2250738585072014e-308,
                                 1.0 / 3.0,
                                 1e6,
                                 1e-7,
                                 12345,
                                 std::numeric_limits<Value>::quiet_NaN()};
    for (int i = -40; i <= 40; ++i) values.push_back(i * 0.25);  // more values than slots: they evict each other
    ValueTexts texts;
    for (int round = 0; round < 3; ++round)
        for (const Value v : values) {
            const ValueText text = texts(v);
            EXPECT_EQ(std::string_view(text), formatValue(v)) << v;
            EXPECT_EQ(text.width, displayWidth(formatValue(v))) << v;
        }
}
