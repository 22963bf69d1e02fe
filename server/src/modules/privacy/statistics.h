// The figures of results with their uncertainty (SUR-★3, engagement.md Appendix B). Pure.
#pragma once

#include <cstdint>

namespace aplauso::privacy {

struct Interval {
  double low = 0;
  double high = 0;
};

/// eNPS from answers 0–10: promoters (9–10), passives (7–8), detractors (0–6), out of n who
/// answered, in a population of `population` people (the audience snapshot; 0 when unknown):
/// score = 100·(p − d), 95 % interval ± 196·√([p + d − (p − d)²]/n), the margin multiplied by the
/// finite-population correction √((N − n)/(N − 1)) when N > n.
struct Enps {
  double score = 0;
  Interval interval;
  std::int64_t promoters = 0;
  std::int64_t passives = 0;
  std::int64_t detractors = 0;
};
Enps enps(std::int64_t promoters, std::int64_t passives, std::int64_t detractors,
          std::int64_t population);

/// The Wilson 95 % interval of x out of n (as shares, 0..1); {0, 1} when n is 0.
Interval wilson(std::int64_t x, std::int64_t n);

/// Whether a change between two cycles is significant: the 95 % interval of the difference of
/// two independent shares (x1/n1 then x2/n2) excludes 0 (Newcombe's method from the two Wilson
/// intervals). Trend arrows show only then; otherwise "sin cambio significativo".
bool significant_change(std::int64_t x1, std::int64_t n1, std::int64_t x2, std::int64_t n2);

/// Whether two eNPS results differ significantly: their intervals' difference excludes 0
/// (margins combined as √(m1² + m2²)).
bool significant_change(const Enps& before, const Enps& after);

}  // namespace aplauso::privacy
