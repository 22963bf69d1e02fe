#include "core/rate_limiter.h"

#include <gtest/gtest.h>

namespace aplauso {
namespace {

TEST(UnitRateLimiter, AllowsTheBurstThenAsksToWait) {
  RateLimiter limiter(60, 3);  // one a second, bursts of three
  EXPECT_EQ(limiter.acquire("ip", 0), 0);
  EXPECT_EQ(limiter.acquire("ip", 0), 0);
  EXPECT_EQ(limiter.acquire("ip", 0), 0);
  EXPECT_EQ(limiter.acquire("ip", 0), 1);
  EXPECT_EQ(limiter.acquire("other", 0), 0) << "keys are independent";
}

TEST(UnitRateLimiter, RefillsOverTime) {
  RateLimiter limiter(60, 1);
  EXPECT_EQ(limiter.acquire("ip", 0), 0);
  EXPECT_GT(limiter.acquire("ip", 500), 0);
  EXPECT_EQ(limiter.acquire("ip", 1600), 0);
}

TEST(UnitRateLimiter, RetryAfterReflectsTheRate) {
  RateLimiter limiter(6, 1);  // one every ten seconds
  EXPECT_EQ(limiter.acquire("ip", 0), 0);
  EXPECT_EQ(limiter.acquire("ip", 0), 10);
}

}  // namespace
}  // namespace aplauso
