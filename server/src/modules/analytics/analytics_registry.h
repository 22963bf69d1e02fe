// The metric registry (ANA-★1; docs/analytics.md): every figure the dashboards show, with its
// name and definition ("¿Cómo se calcula?") in Spanish and English, the tables it comes from, its
// privacy class and the module that owns its source. GET /analytics/metrics serves it; the
// summary names its figures by these ids. Survey and mood metrics (privacy class "survey",
// "mood") only ever come out of the privacy engine.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace aplauso::analytics {

struct Metric {
  std::string id;
  std::string name_es;
  std::string name_en;
  std::string definition_es;
  std::string definition_en;
  std::vector<std::string> sources;  ///< tables
  std::string privacy;               ///< recognition | survey | mood
  std::string owner;                 ///< the module that owns the source
  std::string unit;                  ///< count | points | people | percent | score
  std::string flag;                  ///< the module flag the metric needs ("" none)
  bool tile;  ///< a tile of the summary; false: its own chart or report (values, equity...)
};

/// The one list, in the dashboard's order.
const std::vector<Metric>& registry();
/// A metric by id; nullptr when unknown.
const Metric* find_metric(std::string_view id);
/// How a change of the metric against the previous period is tested (ANA-★2,
/// analytics_stats.h): "proportions" (people out of the members), "counts" (events),
/// "bounded_mean" (the mood, 1 to 5), or "none" (sums of points, reports of their own).
std::string_view change_test(const Metric& metric);

/// The mood scale, for the bounded-mean interval.
inline constexpr double kMoodLowest = 1;
inline constexpr double kMoodHighest = 5;

}  // namespace aplauso::analytics
