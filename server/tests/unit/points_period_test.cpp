#include <gtest/gtest.h>

#include "modules/points/points_service.h"

namespace aplauso::points {
namespace {

// 2026-11-21T12:00:00Z, a Saturday.
constexpr std::int64_t kNow = 1795262400000;
constexpr std::int64_t kDay = 86'400'000;

TEST(UnitPointsPeriods, KeysNameTheCalendarPeriod) {
  EXPECT_EQ(period_key("month", kNow), "2026-11");
  EXPECT_EQ(period_key("quarter", kNow), "2026-Q4");
  EXPECT_EQ(period_key("year", kNow), "2026");
  EXPECT_EQ(period_key("week", kNow), period_key("week", kNow + kDay)) << "Saturday and Sunday";
  EXPECT_NE(period_key("week", kNow), period_key("week", kNow + 2 * kDay)) << "Monday starts anew";
}

TEST(UnitPointsPeriods, BoundsCoverThePeriodAndWalkBack) {
  auto [from, to] = period_bounds("month", kNow);
  EXPECT_EQ(from, 1793491200000);  // 2026-11-01
  EXPECT_EQ(to, 1796083200000);    // 2026-12-01
  std::tie(from, to) = period_bounds("month", kNow, 1);
  EXPECT_EQ(to, 1793491200000);  // October ends where November starts
  std::tie(from, to) = period_bounds("quarter", kNow);
  EXPECT_EQ(from, 1790812800000);  // 2026-10-01
  std::tie(from, to) = period_bounds("week", kNow);
  EXPECT_EQ(to - from, 7 * kDay);
  EXPECT_LE(from, kNow);
  EXPECT_GT(to, kNow);
  std::tie(from, to) = period_bounds("month", 1767225600000, 1);  // 2026-01-01 → December 2025
  EXPECT_EQ(from, 1764547200000);
}

}  // namespace
}  // namespace aplauso::points
