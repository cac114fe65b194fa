// The caption's one minus sign: numbers take U+2212 as infinities do; hyphens in words and
// ranges stay.
#include <gtest/gtest.h>

#include "text/minus_sign.h"

using ablab::core::withMinusSigns;

TEST(MinusSign, NegativeNumbersTakeTheSignTheirInfinitiesHave) {
    EXPECT_EQ(withMinusSigns("(−∞, -3) ∩ (-5, +∞)"), "(−∞, −3) ∩ (−5, +∞)");
    EXPECT_EQ(withMinusSigns("α = -∞, β=-0.5, -.5"), "α = −∞, β=−0.5, −.5");
    EXPECT_EQ(withMinusSigns("-1 ≤ 2"), "−1 ≤ 2");
    EXPECT_EQ(withMinusSigns("节点 7 的值-1"), "节点 7 的值−1");
}

TEST(MinusSign, HyphensInWordsAndRangesStay) {
    EXPECT_EQ(withMinusSigns("fail-soft α-cutoff MT-SSS* x-1 steps 1-5"), "fail-soft α-cutoff MT-SSS* x-1 steps 1-5");
    EXPECT_EQ(withMinusSigns("a - b, a -"), "a - b, a -");
    EXPECT_EQ(withMinusSigns(""), "");
}
