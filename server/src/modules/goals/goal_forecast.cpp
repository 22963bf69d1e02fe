#include "modules/goals/goal_forecast.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>

#include "core/days.h"

namespace aplauso::goals {

namespace {
constexpr std::size_t kMaxPoints = 20;

// t(0.90; df) for df = 1..30; 1.282 (the normal's) beyond.
constexpr std::array<double, 30> kT90 = {3.078, 1.886, 1.638, 1.533, 1.476, 1.440, 1.415, 1.397,
                                         1.383, 1.372, 1.363, 1.356, 1.350, 1.345, 1.341, 1.337,
                                         1.333, 1.330, 1.328, 1.325, 1.323, 1.321, 1.319, 1.318,
                                         1.316, 1.315, 1.314, 1.313, 1.311, 1.310};

std::optional<std::int64_t> day_number(const std::string& day) {
  const auto ymd = parse_day(day);
  if (!ymd) return std::nullopt;
  return std::chrono::sys_days{*ymd}.time_since_epoch().count();
}
}  // namespace

double t80(std::int64_t df) {
  if (df < 1) return kT90[0];
  if (df > static_cast<std::int64_t>(kT90.size())) return 1.282;
  return kT90[static_cast<std::size_t>(df - 1)];
}

double round1(double v) {
  return std::round(v * 10.0) / 10.0;
}

std::optional<Forecast> forecast(std::vector<ForecastPoint> points, double end_day, double start,
                                 double target) {
  if (points.size() < 2) return std::nullopt;
  std::stable_sort(points.begin(), points.end(),
                   [](const ForecastPoint& a, const ForecastPoint& b) { return a.day < b.day; });
  if (points.size() > kMaxPoints) points.erase(points.begin(), points.end() - kMaxPoints);
  const auto n = static_cast<double>(points.size());
  double mx = 0, my = 0;
  for (const auto& p : points) {
    mx += p.day;
    my += p.value;
  }
  mx /= n;
  my /= n;
  double sxx = 0, sxy = 0;
  for (const auto& p : points) {
    sxx += (p.day - mx) * (p.day - mx);
    sxy += (p.day - mx) * (p.value - my);
  }
  // Every check-in on the same day: no trend to read; the level is their mean.
  const double slope = sxx > 0 ? sxy / sxx : 0.0;
  const double intercept = my - slope * mx;
  const double predicted = intercept + slope * end_day;
  double spread = 0;
  std::int64_t df = static_cast<std::int64_t>(points.size()) - 2;
  if (df >= 1) {
    double sse = 0;
    for (const auto& p : points) {
      const double r = p.value - (intercept + slope * p.day);
      sse += r * r;
    }
    spread = std::sqrt(sse / static_cast<double>(df));
  } else {
    spread = std::max(std::abs(points[1].value - points[0].value), 0.05 * std::abs(target - start));
    df = 1;
  }
  const double leverage = sxx > 0 ? (end_day - mx) * (end_day - mx) / sxx : 0.0;
  const double half = t80(df) * spread * std::sqrt(1.0 + 1.0 / n + leverage);
  Forecast f;
  f.value = predicted;
  f.low = predicted - half;
  f.high = predicted + half;
  if (target > start) {
    f.at_risk = f.high < target;
  } else if (target < start) {
    f.at_risk = f.low > target;
  }
  return f;
}

double expected_progress(const std::string& starts_on, const std::string& ends_on,
                         const std::string& today) {
  const auto s = day_number(starts_on);
  const auto e = day_number(ends_on);
  const auto t = day_number(today);
  if (!s || !e || !t) return 0;
  if (*t <= *s) return 0;
  if (*t >= *e) return 100;
  return round1(100.0 * static_cast<double>(*t - *s) / static_cast<double>(*e - *s));
}

double progress_of(double value, double start, double target) {
  if (target == start) return value >= target ? 100.0 : 0.0;
  const double p = 100.0 * (value - start) / (target - start);
  return std::clamp(p, 0.0, 100.0);
}

std::string health_of(const std::string& status, std::int64_t checkins, double progress,
                      double expected, bool forecast_at_risk, double behind_delta,
                      double at_risk_delta) {
  if (status == "achieved") return "done";
  if (checkins == 0 && progress <= 0) return "not_started";
  if (forecast_at_risk) return "at_risk";
  if (progress >= expected - behind_delta) return "on_track";
  if (progress >= expected - at_risk_delta) return "behind";
  return "at_risk";
}

}  // namespace aplauso::goals
