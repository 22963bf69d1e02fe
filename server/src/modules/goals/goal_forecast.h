// GOA-★2 and GOA-6 as pure functions: the forecast of a goal's end value from its check-ins (a
// least-squares line of value over days with an 80 % prediction interval), the expected progress
// from elapsed time and the health that follows. No database, no clock: unit-tested alone
// (tests/unit/goal_forecast_test.cpp). docs/goals.md explains the method.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace aplauso::goals {

/// A check-in's value on a day (days counted from any fixed origin; fractions allowed).
struct ForecastPoint {
  double day = 0;
  double value = 0;
};

struct Forecast {
  double value = 0;  ///< expected at the end day
  double low = 0;    ///< 80 % prediction interval
  double high = 0;
  bool at_risk = false;
};

/// The two-sided 80 % quantile of Student's t (0.90 one-sided) for `df` degrees of freedom.
double t80(std::int64_t df);

/// The forecast at `end_day` from `points` (any order; only the last 20 by day count); nullopt
/// with fewer than 2. With exactly 2 points the residual spread is unknown: the interval uses the
/// larger of the change between them and 5 % of |target − start| as the spread, with t for one
/// degree of freedom, so two check-ins never give a falsely certain answer.
std::optional<Forecast> forecast(std::vector<ForecastPoint> points, double end_day, double start,
                                 double target);

/// The elapsed share of [starts, ends] at `today` in percent (0-100, one decimal).
double expected_progress(const std::string& starts_on, const std::string& ends_on,
                         const std::string& today);

/// Progress in percent (0-100) of `value` from `start` to `target` (a lowering goal too).
double progress_of(double value, double start, double target);

/// GOA-6 health: "done" for achieved; "not_started" without check-ins at 0 progress; "at_risk"
/// when the forecast says so or progress < expected − at_risk_delta; "behind" below expected −
/// behind_delta; else "on_track".
std::string health_of(const std::string& status, std::int64_t checkins, double progress,
                      double expected, bool forecast_at_risk, double behind_delta,
                      double at_risk_delta);

/// Rounds to one decimal.
double round1(double v);

}  // namespace aplauso::goals
