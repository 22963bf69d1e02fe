#include "modules/analytics/analytics_stats.h"

#include <algorithm>
#include <cmath>

namespace aplauso::analytics {

namespace {
constexpr double kZ = 1.959963984540054;  // the two-sided 95 % normal quantile

double clamp01(double v) {
  return std::clamp(v, 0.0, 1.0);
}
}  // namespace

std::optional<Interval> wilson(std::int64_t successes, std::int64_t n) {
  if (n <= 0) return std::nullopt;
  const double total = static_cast<double>(n);
  const double p = clamp01(static_cast<double>(successes) / total);
  const double z2 = kZ * kZ;
  const double centre = (p + z2 / (2 * total)) / (1 + z2 / total);
  const double half =
      kZ * std::sqrt(p * (1 - p) / total + z2 / (4 * total * total)) / (1 + z2 / total);
  return Interval{clamp01(centre - half), clamp01(centre + half)};
}

std::optional<bool> proportions_differ(std::int64_t a, std::int64_t n_a, std::int64_t b,
                                       std::int64_t n_b) {
  if (n_a <= 0 || n_b <= 0) return std::nullopt;
  const double na = static_cast<double>(n_a);
  const double nb = static_cast<double>(n_b);
  const double pa = clamp01(static_cast<double>(a) / na);
  const double pb = clamp01(static_cast<double>(b) / nb);
  const double pooled = clamp01((static_cast<double>(a) + static_cast<double>(b)) / (na + nb));
  const double se = std::sqrt(pooled * (1 - pooled) * (1 / na + 1 / nb));
  if (se == 0) return pa != pb;
  return std::abs(pa - pb) / se >= kZ;
}

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
