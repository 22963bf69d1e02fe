// The analytics module's rules (issue 34 phase 1; docs/analytics.md, ADR 0083): the refresh job
// that keeps the tables for reading, and the standard dashboard's summary read from them only.
// Survey and mood figures come out of the privacy engine (privacy::PrivacyService).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/clock.h"
#include "core/ids.h"
#include "modules/analytics/analytics_repo.h"

namespace aplauso::db {
class Conn;
class Database;
}  // namespace aplauso::db
namespace aplauso::privacy {
class PrivacyService;
}
namespace aplauso::users {
struct ErasedPerson;
}

namespace aplauso::analytics {

/// Days the first refresh of an organisation reaches back (two years).
inline constexpr std::int64_t kBackfillDays = 730;
/// The longest period the summary compares (a year, leap day included).
inline constexpr std::int64_t kMaxSpanDays = 366;
/// Up to this many days the series is per day; beyond, per week.
inline constexpr std::int64_t kDailySeriesDays = 92;

/// A figure of a period: a number, or hidden by the privacy engine (status not "ok"; value
/// absent). Recognition figures are always "ok".
struct Figure {
  std::optional<double> value;
  std::string status = "ok";  ///< ok | suppressed_small | suppressed_complementary | no_data
  std::optional<std::int64_t> respondents;  ///< survey/mood: shown only when ok
};

struct Kpi {
  std::string metric;
  Figure current;
  Figure previous;
};

struct SeriesPoint {
  std::string start;
  std::string end;
  double value = 0;
};

struct Series {
  std::string metric;
  std::vector<SeriesPoint> points;
};

struct DepartmentRow {
  std::optional<std::int64_t> department_id;
  std::optional<std::string> name;
  std::int64_t members = 0;
  std::int64_t participants = 0;
  std::int64_t previous_participants = 0;
};

struct ItemRow {
  std::int64_t id = 0;
  std::string name;
  std::int64_t count = 0;
  std::int64_t previous = 0;
};

struct Summary {
  std::string from, to, previous_from, previous_to;
  std::string granularity;  ///< day | week
  std::vector<Kpi> kpis;
  std::vector<Series> series;
  std::vector<DepartmentRow> departments;  ///< by participation, highest first
  std::vector<ItemRow> values;             ///< by count, highest first
  std::vector<ItemRow> badges;             ///< by count, highest first (top 10)
};

class AnalyticsService {
 public:
  AnalyticsService(const db::Database& db, const Clock& clock,
                   const privacy::PrivacyService& privacy)
      : db_(db), clock_(clock), privacy_(privacy) {}

  /// The refresh job: for every organisation with the module on, recomputes yesterday and today
  /// (the first time, the last two years). Returns the organisations refreshed.
  int refresh() const;
  /// The same for one organisation (the demo, tests); nothing when the module is off.
  void refresh_org(OrgId org) const;

  /// The standard dashboard for [from, to] (YYYY-MM-DD) and the period of the same length
  /// before it. 422 invalid_dates / period_too_long. `module_on` says which flags are on.
  Summary summary(OrgId org, std::string_view time_zone, std::string_view from, std::string_view to,
                  const std::function<bool(std::string_view)>& module_on) const;

  void forget_person(db::Conn& c, OrgId org, const users::ErasedPerson& person) const;

 private:
  void refresh_org(OrgId org, const std::string& time_zone) const;
  /// Recomputes the organisation's days from..to (inclusive) in one transaction.
  void recompute(OrgId org, const std::string& time_zone, const std::string& from,
                 const std::string& to) const;
  Figure mood(OrgId org, std::string_view time_zone, const std::string& from,
              const std::string& to) const;

  const db::Database& db_;
  const Clock& clock_;
  const privacy::PrivacyService& privacy_;
  AnalyticsRepo repo_;
};

/// The organisation's day at `epoch_ms` in `time_zone` (UTC when unknown).
std::string local_day(std::string_view time_zone, std::int64_t epoch_ms);

}  // namespace aplauso::analytics
