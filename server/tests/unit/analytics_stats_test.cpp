// The uncertainty of the dashboard's figures (ANA-★2) beyond the rates (whose Wilson intervals
// and Newcombe test are the privacy engine's, tested there): counts and the mood's bounded mean,
// against values computed by hand.
#include "modules/analytics/analytics_stats.h"

#include <gtest/gtest.h>

namespace aplauso::analytics {
namespace {

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
