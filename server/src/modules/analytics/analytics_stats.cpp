#include "modules/analytics/analytics_stats.h"

#include <algorithm>
#include <cmath>

namespace aplauso::analytics {

namespace {
constexpr double kZ = 1.959963984540054;  // the two-sided 95 % normal quantile
}  // namespace

bool counts_differ(std::int64_t a, std::int64_t b) {
  if (a + b <= 0) return false;
  const double diff = std::abs(static_cast<double>(a) - static_cast<double>(b));
  return diff / std::sqrt(static_cast<double>(a) + static_cast<double>(b)) >= kZ;
}

std::optional<Interval> bounded_mean_interval(double mean, std::int64_t n, double lo, double hi) {
  if (n <= 0) return std::nullopt;
  const double half = kZ * ((hi - lo) / 2) / std::sqrt(static_cast<double>(n));
  return Interval{std::max(lo, mean - half), std::min(hi, mean + half)};
}

std::optional<bool> bounded_means_differ(double a, std::int64_t n_a, double b, std::int64_t n_b,
                                         double lo, double hi) {
  if (n_a <= 0 || n_b <= 0) return std::nullopt;
  const double sd = (hi - lo) / 2;
  const double se = sd * std::sqrt(1 / static_cast<double>(n_a) + 1 / static_cast<double>(n_b));
  return std::abs(a - b) / se >= kZ;
}

}  // namespace aplauso::analytics
