// The session's code, token and keys (live/secrets.h) and the token bucket (live/token_bucket.h).
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "live/secrets.h"
#include "live/token_bucket.h"

using namespace ablab::core::live;

TEST(LiveSecrets, TheCodeIsShortAndUnambiguous) {
    const RandomSource random = systemRandom();
    for (int i = 0; i < 100; ++i) {
        const std::string code = makeSessionCode(random);
        ASSERT_EQ(code.size(), kCodeLength);
        for (const char c : code) EXPECT_EQ(std::string("0O1IL2Z5S8B6GUV").find(c), std::string::npos) << code;
    }
    EXPECT_EQ(normalizedCode("acd-3 47"), "ACD347");
}

TEST(LiveSecrets, SecretsAreLongAndDiffer) {
    const RandomSource random = systemRandom();
    std::set<std::string> seen;
    for (int i = 0; i < 100; ++i) {
        const std::string secret = makeSecret(random);
        EXPECT_EQ(secret.size(), 32U);
        seen.insert(secret);
    }
    EXPECT_EQ(seen.size(), 100U);
    EXPECT_TRUE(sameSecret("abc", "abc"));
    EXPECT_FALSE(sameSecret("abd", "abc"));
    EXPECT_FALSE(sameSecret("ab", "abc"));
}

TEST(LiveTokenBucket, ABurstPassesThenTheRate) {
    const Clock::time_point start{};
    TokenBucket bucket(3, 2, start);
    EXPECT_TRUE(bucket.take(start));
    EXPECT_TRUE(bucket.take(start));
    EXPECT_TRUE(bucket.take(start));
    EXPECT_FALSE(bucket.take(start));
    EXPECT_FALSE(bucket.take(start + std::chrono::milliseconds(400)));  // 0.8 of a token
    EXPECT_TRUE(bucket.take(start + std::chrono::milliseconds(500)));
    EXPECT_FALSE(bucket.take(start + std::chrono::milliseconds(500)));
    // Idle for a minute refills to the burst, no more.
    const auto later = start + std::chrono::minutes(1);
    for (int i = 0; i < 3; ++i) EXPECT_TRUE(bucket.take(later));
    EXPECT_FALSE(bucket.take(later));
}
