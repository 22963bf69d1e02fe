// Uncertainty of the dashboard's figures (ANA-★2; docs/analytics.md): 95 % intervals on rates and
// whether a change against the previous period is larger than chance would make it. The
// dashboards mark a change only when it is; the rest reads "sin cambio significativo".
#pragma once

#include <cstdint>
#include <optional>

namespace aplauso::analytics {

struct Interval {
  double low = 0;
  double high = 0;
};

/// The Wilson score interval at 95 % of `successes` out of `n`; nullopt when n <= 0.
std::optional<Interval> wilson(std::int64_t successes, std::int64_t n);

/// Whether two proportions differ at the 5 % level (pooled two-proportion z-test); nullopt when
/// either has no people.
std::optional<bool> proportions_differ(std::int64_t a, std::int64_t n_a, std::int64_t b,
                                       std::int64_t n_b);

/// Whether two counts of events over periods of equal length differ at the 5 % level: under
/// equal rates, a given a + b is Binomial(a + b, 1/2), so |a − b| / √(a + b) ≥ 1.96. Events
/// that come in bunches (one post to many people) make this test lenient, never strict.
bool counts_differ(std::int64_t a, std::int64_t b);

/// A conservative 95 % interval of a mean of values in [lo, hi] over `n` people: with no
/// variance kept, the widest one possible, (hi − lo) / 2, is assumed. nullopt when n <= 0.
std::optional<Interval> bounded_mean_interval(double mean, std::int64_t n, double lo, double hi);

/// Whether two such means differ at the 5 % level under the same assumption; nullopt when either
/// has no people.
std::optional<bool> bounded_means_differ(double a, std::int64_t n_a, double b, std::int64_t n_b,
                                         double lo, double hi);

}  // namespace aplauso::analytics
