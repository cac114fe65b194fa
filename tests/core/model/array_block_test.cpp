// model/huge_pages.h's ArrayBlock: a big block starts on a 2 MiB boundary, so that all of it
// can be in huge pages; a small one is an ordinary allocation. Both hold what is written.
#include "model/huge_pages.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <numeric>
#include <span>

namespace ablab::core {
namespace {

TEST(ArrayBlock, ABigBlockStartsOnAHugePageAndHoldsWhatIsWritten) {
    constexpr std::size_t kHuge = std::size_t{2} << 20;
    constexpr std::size_t count = (5 * kHuge) / sizeof(double) + 3;  // not a whole number of huge pages
    const ArrayBlock block(count * sizeof(double));
    EXPECT_EQ(reinterpret_cast<std::uintptr_t>(block.as<double>()) % kHuge, 0u);
    const std::span<double> numbers(block.as<double>(), count);
    std::iota(numbers.begin(), numbers.end(), 0.0);
    EXPECT_EQ(numbers.back(), static_cast<double>(count - 1));
    EXPECT_EQ(std::accumulate(numbers.begin(), numbers.end(), 0.0), static_cast<double>(count) * (count - 1) / 2);
}

TEST(ArrayBlock, ASmallOrEmptyBlockIsUsable) {
    const ArrayBlock empty(0);
    EXPECT_NE(empty.as<char>(), nullptr);
    const ArrayBlock small(13 * sizeof(double));
    const std::span<double> numbers(small.as<double>(), 13);
    std::iota(numbers.begin(), numbers.end(), 1.0);
    EXPECT_EQ(std::accumulate(numbers.begin(), numbers.end(), 0.0), 91.0);
}

}  // namespace
}  // namespace ablab::core
