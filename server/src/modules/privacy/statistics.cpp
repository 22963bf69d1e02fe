#include "modules/privacy/statistics.h"

#include <algorithm>
#include <cmath>

namespace aplauso::privacy {

namespace {
constexpr double kZ = 1.96;

/// √((N − n)/(N − 1)) when the population is known and larger than the sample; 1 otherwise.
double finite_population(std::int64_t population, std::int64_t n) {
  if (population <= 0) return 1.0;
  if (population <= n) return 0.0;  // everyone answered: the figure is exact
  return std::sqrt(static_cast<double>(population - n) / static_cast<double>(population - 1));
}
}  // namespace

Enps enps(std::int64_t promoters, std::int64_t passives, std::int64_t detractors,
          std::int64_t population) {
  Enps out;
  out.promoters = promoters;
  out.passives = passives;
  out.detractors = detractors;
  const auto n = promoters + passives + detractors;
  if (n == 0) {
    out.interval = {-100, 100};
    return out;
  }
  const double p = static_cast<double>(promoters) / static_cast<double>(n);
  const double d = static_cast<double>(detractors) / static_cast<double>(n);
  out.score = 100.0 * (p - d);
  const double variance = (p + d - (p - d) * (p - d)) / static_cast<double>(n);
  const double margin =
      100.0 * kZ * std::sqrt(std::max(0.0, variance)) * finite_population(population, n);
  out.interval = {std::max(-100.0, out.score - margin), std::min(100.0, out.score + margin)};
  return out;
}

Interval wilson(std::int64_t x, std::int64_t n) {
  if (n <= 0) return {0, 1};
  const double nn = static_cast<double>(n);
  const double xx = static_cast<double>(x);
  const double z2 = kZ * kZ;
  const double centre = (xx + z2 / 2) / (nn + z2);
  const double half = kZ * std::sqrt(xx * (nn - xx) / nn + z2 / 4) / (nn + z2);
  return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

bool significant_change(std::int64_t x1, std::int64_t n1, std::int64_t x2, std::int64_t n2) {
  if (n1 <= 0 || n2 <= 0) return false;
  const double p1 = static_cast<double>(x1) / static_cast<double>(n1);
  const double p2 = static_cast<double>(x2) / static_cast<double>(n2);
  const auto w1 = wilson(x1, n1);
  const auto w2 = wilson(x2, n2);
  // Newcombe's hybrid score interval for p2 − p1.
  const double diff = p2 - p1;
  const double low =
      diff - std::sqrt((p2 - w2.low) * (p2 - w2.low) + (w1.high - p1) * (w1.high - p1));
  const double high =
      diff + std::sqrt((w2.high - p2) * (w2.high - p2) + (p1 - w1.low) * (p1 - w1.low));
  return low > 0 || high < 0;
}

bool significant_change(const Enps& before, const Enps& after) {
  const double m1 = (before.interval.high - before.interval.low) / 2;
  const double m2 = (after.interval.high - after.interval.low) / 2;
  const double margin = std::sqrt(m1 * m1 + m2 * m2);
  return std::abs(after.score - before.score) > margin;
}

}  // namespace aplauso::privacy
