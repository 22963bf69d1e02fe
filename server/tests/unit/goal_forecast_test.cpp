// The goals module's pure rules: the forecast (least squares over the check-ins, an 80 %
// prediction interval, at_risk both ways), the t quantiles, the expected progress, progress of a
// value, the checklist's weighted share and the health.
#include "modules/goals/goal_forecast.h"

#include <gtest/gtest.h>

#include <cmath>

#include "modules/goals/goal_service.h"

namespace aplauso::goals {
namespace {

TEST(GoalForecast, FewerThanTwoCheckinsHaveNone) {
  EXPECT_FALSE(forecast({}, 10, 0, 100));
  EXPECT_FALSE(forecast({{1, 5}}, 10, 0, 100));
}

TEST(GoalForecast, APerfectLineIsExtendedToTheEnd) {
  const auto f = forecast({{0, 0}, {10, 10}, {20, 20}}, 100, 0, 100);
  ASSERT_TRUE(f);
  EXPECT_NEAR(f->value, 100, 1e-9);
  EXPECT_NEAR(f->low, 100, 1e-9) << "no residual spread";
  EXPECT_NEAR(f->high, 100, 1e-9);
  EXPECT_FALSE(f->at_risk);
}

TEST(GoalForecast, TheIntervalUsesTheResidualsAndT) {
  // y = x ± 1 alternately; the line through them and an interval around it.
  const auto f = forecast({{0, 1}, {1, 0}, {2, 3}, {3, 2}}, 10, 0, 100);
  ASSERT_TRUE(f);
  // Least squares: slope 0.6, intercept 0.6.
  EXPECT_NEAR(f->value, 6.6, 1e-9);
  // s² = SSE / (n − 2) = 3.2 / 2; half width = t(2) · s · √(1 + 1/n + (x0 − x̄)² / Sxx).
  const double half = 1.886 * std::sqrt(1.6) * std::sqrt(1 + 0.25 + (10 - 1.5) * (10 - 1.5) / 5);
  EXPECT_NEAR(f->high - f->value, half, 1e-9);
  EXPECT_NEAR(f->value - f->low, half, 1e-9);
  EXPECT_TRUE(f->at_risk) << "its high is far below 100";
}

TEST(GoalForecast, TwoCheckinsGetAnHonestWidth) {
  const auto f = forecast({{0, 10}, {10, 20}}, 20, 0, 100);
  ASSERT_TRUE(f);
  EXPECT_NEAR(f->value, 30, 1e-9);
  EXPECT_GT(f->high - f->low, 10) << "not a zero-width interval";
  const auto flat = forecast({{0, 10}, {10, 10}}, 20, 0, 100);
  ASSERT_TRUE(flat);
  EXPECT_GT(flat->high - flat->low, 0) << "5 % of the range at least";
}

TEST(GoalForecast, OnlyTheLastTwentyCount) {
  std::vector<ForecastPoint> points;
  for (int i = 0; i < 10; ++i) points.push_back({static_cast<double>(i), 1000});  // old, ignored
  for (int i = 10; i < 30; ++i) points.push_back({static_cast<double>(i), static_cast<double>(i)});
  const auto f = forecast(points, 40, 0, 100);
  ASSERT_TRUE(f);
  EXPECT_NEAR(f->value, 40, 1e-9);
}

TEST(GoalForecast, AtRiskWhenLowering) {
  // From 10 errors to 0: falling too slowly.
  const auto slow = forecast({{0, 10}, {10, 9}, {20, 8}}, 30, 10, 0);
  ASSERT_TRUE(slow);
  EXPECT_TRUE(slow->at_risk);
  const auto fast = forecast({{0, 10}, {10, 5}, {20, 0}}, 30, 10, 0);
  ASSERT_TRUE(fast);
  EXPECT_FALSE(fast->at_risk);
}

TEST(GoalForecast, TQuantiles) {
  EXPECT_DOUBLE_EQ(t80(1), 3.078);
  EXPECT_DOUBLE_EQ(t80(10), 1.372);
  EXPECT_DOUBLE_EQ(t80(30), 1.310);
  EXPECT_DOUBLE_EQ(t80(200), 1.282);
}

TEST(GoalForecast, ExpectedProgressFromElapsedDays) {
  EXPECT_DOUBLE_EQ(expected_progress("2026-01-01", "2026-01-11", "2025-12-31"), 0);
  EXPECT_DOUBLE_EQ(expected_progress("2026-01-01", "2026-01-11", "2026-01-06"), 50);
  EXPECT_DOUBLE_EQ(expected_progress("2026-01-01", "2026-01-11", "2026-02-01"), 100);
  EXPECT_DOUBLE_EQ(expected_progress("2026-01-01", "2026-01-04", "2026-01-02"), 33.3);
}

TEST(GoalForecast, ProgressOfAValue) {
  EXPECT_DOUBLE_EQ(progress_of(50, 0, 200), 25);
  EXPECT_DOUBLE_EQ(progress_of(5, 10, 0), 50) << "lowering";
  EXPECT_DOUBLE_EQ(progress_of(300, 0, 200), 100);
  EXPECT_DOUBLE_EQ(progress_of(-5, 0, 200), 0);
}

TEST(GoalForecast, ChecklistShare) {
  std::vector<ChecklistRow> items{
      {1, "a", true, 2.0, {}, {}}, {2, "b", false, 1.0, {}, {}}, {3, "c", false, 1.0, {}, {}}};
  EXPECT_DOUBLE_EQ(checklist_share(items), 50);
  items[1].weight.reset();  // the mean of the others: 1.5
  EXPECT_NEAR(checklist_share(items), 100.0 * 2 / 4.5, 1e-9);
  for (auto& i : items) i.weight.reset();
  EXPECT_NEAR(checklist_share(items), 100.0 / 3, 1e-9);
  EXPECT_DOUBLE_EQ(checklist_share({}), 0);
}

TEST(GoalForecast, Health) {
  EXPECT_EQ(health_of("achieved", 3, 100, 50, false, 10, 25), "done");
  EXPECT_EQ(health_of("active", 0, 0, 50, false, 10, 25), "not_started");
  EXPECT_EQ(health_of("active", 2, 45, 50, false, 10, 25), "on_track");
  EXPECT_EQ(health_of("active", 2, 30, 50, false, 10, 25), "behind");
  EXPECT_EQ(health_of("active", 2, 20, 50, false, 10, 25), "at_risk");
  EXPECT_EQ(health_of("active", 2, 60, 50, true, 10, 25), "at_risk") << "the forecast says so";
}

}  // namespace
}  // namespace aplauso::goals
