// Uncertainty of the dashboard's figures (ANA-★2; docs/analytics.md) beyond the rates: whether a
// count of events changed beyond chance, and the mood's interval. The dashboards mark a change
// only when it is; the rest reads "sin cambio significativo".
#pragma once

#include <cstdint>
#include <optional>

#include "modules/privacy/statistics.h"

namespace aplauso::analytics {

// Rates use the privacy engine's statistics (privacy/statistics.h), the same as survey results:
// privacy::wilson for the 95 % interval, privacy::significant_change (Newcombe's interval of the
// difference) for a change. What follows is what the engine has no use for.
using Interval = privacy::Interval;

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
