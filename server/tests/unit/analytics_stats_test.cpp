// The uncertainty of the dashboard's figures (ANA-★2): Wilson intervals, and changes marked only
// when they are beyond chance, against values computed by hand.
#include "modules/analytics/analytics_stats.h"

#include <gtest/gtest.h>

namespace aplauso::analytics {
namespace {

TEST(AnalyticsStats, WilsonIntervalsMatchTheTextbook) {
  const auto half = wilson(50, 100);
  ASSERT_TRUE(half);
  EXPECT_NEAR(half->low, 0.4038, 1e-4);
  EXPECT_NEAR(half->high, 0.5962, 1e-4);
  // None of ten: the interval still reaches 28 %, never below zero.
  const auto none = wilson(0, 10);
  ASSERT_TRUE(none);
  EXPECT_NEAR(none->low, 0, 1e-12);
  EXPECT_NEAR(none->high, 0.2775, 1e-4);
  const auto all = wilson(10, 10);
  ASSERT_TRUE(all);
  EXPECT_NEAR(all->low, 0.7225, 1e-4);
  EXPECT_NEAR(all->high, 1, 1e-12);
  EXPECT_FALSE(wilson(0, 0));
}

TEST(AnalyticsStats, AChangeOfAShareIsMarkedOnlyBeyondChance) {
  EXPECT_EQ(proportions_differ(45, 100, 30, 100), true);   // z = 2.19
  EXPECT_EQ(proportions_differ(45, 100, 40, 100), false);  // z = 0.72
  EXPECT_EQ(proportions_differ(450, 1000, 400, 1000), true);
  EXPECT_EQ(proportions_differ(5, 10, 5, 10), false);
  EXPECT_EQ(proportions_differ(0, 10, 0, 10), false);
  EXPECT_EQ(proportions_differ(10, 10, 0, 10), true);
  EXPECT_FALSE(proportions_differ(1, 0, 1, 10).has_value());
}

TEST(AnalyticsStats, AChangeOfACountIsMarkedOnlyBeyondChance) {
  EXPECT_TRUE(counts_differ(120, 90));   // 30 / √210 = 2.07
  EXPECT_FALSE(counts_differ(100, 90));  // 10 / √190 = 0.73
  EXPECT_TRUE(counts_differ(4, 0));      // 4 / 2 = 2.0
  EXPECT_FALSE(counts_differ(3, 0));     // 3 / √3 = 1.73
  EXPECT_FALSE(counts_differ(0, 0));
}

TEST(AnalyticsStats, TheMoodsIntervalAssumesTheWidestSpread) {
  const auto wide = bounded_mean_interval(4.0, 100, 1, 5);  // ± 1.96 × 2 / 10
  ASSERT_TRUE(wide);
  EXPECT_NEAR(wide->low, 3.608, 1e-3);
  EXPECT_NEAR(wide->high, 4.392, 1e-3);
  const auto few = bounded_mean_interval(4.0, 4, 1, 5);  // never past the scale
  ASSERT_TRUE(few);
  EXPECT_NEAR(few->low, 2.04, 1e-3);
  EXPECT_DOUBLE_EQ(few->high, 5);
  EXPECT_FALSE(bounded_mean_interval(4.0, 0, 1, 5));
  EXPECT_EQ(bounded_means_differ(4.0, 100, 3.5, 100, 1, 5), false);  // z = 1.77
  EXPECT_EQ(bounded_means_differ(4.0, 400, 3.5, 400, 1, 5), true);   // z = 3.54
  EXPECT_FALSE(bounded_means_differ(4.0, 0, 3.5, 400, 1, 5).has_value());
}

}  // namespace
}  // namespace aplauso::analytics
