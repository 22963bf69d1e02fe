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
#include "core/roles.h"
#include "modules/analytics/analytics_repo.h"
#include "modules/analytics/analytics_stats.h"

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

/// Whether a module flag is on for the organisation.
using ModuleOn = std::function<bool(std::string_view)>;

/// Days the first refresh of an organisation reaches back (two years).
inline constexpr std::int64_t kBackfillDays = 730;
/// The longest period the summary compares (a year, leap day included).
inline constexpr std::int64_t kMaxSpanDays = 366;
/// Up to this many days the series is per day; beyond, per week.
inline constexpr std::int64_t kDailySeriesDays = 92;

/// The reciprocity view's rule: a pair is flagged when each recognised the other at least this
/// often, and each gave the other at least this share of what they sent.
inline constexpr std::int64_t kPairMinEach = 3;
inline constexpr double kPairMinShare = 0.5;
/// At most this many pairs are listed, and this many people on the leader's dashboard.
inline constexpr std::size_t kMaxPairs = 50;
inline constexpr std::size_t kMaxTeam = 500;

/// A figure of a period: a number, or hidden by the privacy engine (status not "ok"; value
/// absent). Recognition figures are always "ok".
struct Figure {
  std::optional<double> value;
  std::string status = "ok";  ///< ok | suppressed_small | suppressed_complementary | no_data
  std::optional<std::int64_t> respondents;  ///< survey/mood: shown only when ok
  std::optional<Interval> interval;         ///< 95 %: rates and the mood average (ANA-★2)
};

struct Kpi {
  std::string metric;
  Figure current;
  Figure previous;
  /// Whether the change from the previous period is beyond chance (analytics_stats.h); nullopt
  /// when the metric has no test (sums of points) or a side is hidden or empty.
  std::optional<bool> significant;
};

struct SeriesPoint {
  std::string start;
  std::string end;
  double value = 0;
  /// Outside the band of ordinary variation (nullopt: no band, or a week cut short).
  std::optional<bool> outside;
};

/// The trend band (ANA-★2): what the previous period's days (or whole weeks) make ordinary,
/// their mean ± 1.96 standard deviations, the deviation never under √mean (counts vary at
/// least as a Poisson count does). Only for counts, and only with a previous period that had
/// any.
struct Band {
  double mean = 0, low = 0, high = 0;
};
inline constexpr double kBandZ = 1.96;

struct Series {
  std::string metric;
  std::vector<SeriesPoint> points;
  std::optional<Band> band;
};

/// The band of `previous` (each bucket's value; whole buckets only), nullopt when all are 0.
std::optional<Band> band_of(const std::vector<double>& previous);

struct DepartmentRow {
  std::optional<std::int64_t> department_id;
  std::optional<std::string> name;
  std::int64_t members = 0;
  std::int64_t participants = 0;
  std::int64_t previous_participants = 0;
  std::optional<Interval> interval;  ///< of the participation now, 95 %
  std::optional<bool> significant;   ///< the change against the previous period
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

struct EquityGroup {
  std::string key;  ///< department/site id or "none"; a band; a country code
  std::optional<std::string> name;
  std::int64_t members = 0, recognised = 0, received = 0;
  double per_person = 0, never_share = 0, gini = 0;
};
struct EquityBucket {
  std::int64_t min = 0;
  std::optional<std::int64_t> max;
  std::int64_t people = 0;
};
struct Equity {
  std::string from, to, by;
  std::vector<std::string> dimensions;
  std::int64_t k = 0, members = 0, recognised = 0, received = 0;
  double never_share = 0, gini = 0;
  std::vector<std::pair<double, double>> lorenz;  ///< people share, recognition share
  std::vector<EquityBucket> buckets;
  std::vector<EquityGroup> groups;
  std::int64_t hidden_groups = 0, hidden_members = 0;
};

struct NetworkDepartment {
  std::optional<std::int64_t> department_id;
  std::optional<std::string> name;
  std::int64_t sent = 0, received = 0, inside = 0;
};
struct NetworkLink {
  std::optional<std::int64_t> from_department_id, to_department_id;
  std::int64_t count = 0;
};
/// A person of the network (admins only, ANA-3): who connects departments.
struct NetworkPerson {
  std::int64_t id = 0;
  std::string name;
  std::optional<std::string> photo_url;
  std::optional<std::int64_t> department_id;
  std::int64_t departments_reached = 0;  ///< other departments they recognised or were by
  std::int64_t cross_sent = 0, cross_received = 0, partners = 0;
};
struct NetworkPersonLink {
  std::int64_t from_id = 0, to_id = 0, count = 0;
};
/// At most this many people who connect departments, and this many strongest links between
/// two people.
inline constexpr std::size_t kMaxNetworkPeople = 20;
inline constexpr std::size_t kMaxPersonLinks = 30;
struct Network {
  std::string from, to, previous_from, previous_to;
  std::int64_t total = 0, cross = 0;
  std::optional<double> cross_share, previous_cross_share;
  std::vector<NetworkDepartment> departments;
  std::vector<NetworkLink> links;
  std::vector<NetworkPerson> bridges;           ///< most departments reached first
  std::vector<NetworkPersonLink> person_links;  ///< strongest first
  std::vector<NetworkPerson> people;            ///< everyone named in person_links
};

struct PairPerson {
  std::int64_t id = 0;
  std::string name;
  std::optional<std::string> photo_url;
  std::int64_t sent = 0;
};
struct Pair {
  PairPerson a, b;
  std::int64_t a_to_b = 0, b_to_a = 0;
  double a_share = 0, b_share = 0;
  std::int64_t points = 0;
};
/// A member of a small clique (analytics_cliques.h) with the evidence.
struct CliquePerson {
  std::int64_t id = 0;
  std::string name;
  std::optional<std::string> photo_url;
  std::int64_t sent = 0, within = 0;
  double share = 0;
};
struct Clique {
  std::vector<CliquePerson> members;
  std::int64_t recognitions = 0, points = 0;
};
struct Reciprocity {
  std::string from, to;
  std::int64_t senders = 0;
  std::optional<double> reciprocity;
  std::vector<Pair> pairs;
  std::vector<Clique> cliques;  ///< three to five people (analytics_cliques.h)
};

struct TeamMember {
  std::int64_t id = 0;
  std::string name;
  std::optional<std::string> photo_url, job_position;
  bool direct = false;
  std::int64_t sent = 0, received = 0;
  std::optional<std::string> last_received_on;
  std::optional<std::int64_t> days_since_received;
};
struct Team {
  std::string from, to;
  std::int64_t members = 0, participants = 0, previous_participants = 0;
  std::vector<TeamMember> people;
  std::optional<GoalsTotals> goals;
  std::int64_t pending_approvals = 0;
};

/// How many pending items the caller's approvals inbox holds (kinds whose module is on).
using PendingApprovals =
    std::function<std::int64_t(OrgId, std::int64_t user, Role, const ModuleOn& module_on)>;

class AnalyticsService {
 public:
  AnalyticsService(const db::Database& db, const Clock& clock,
                   const privacy::PrivacyService& privacy, PendingApprovals pending_approvals)
      : db_(db),
        clock_(clock),
        privacy_(privacy),
        pending_approvals_(std::move(pending_approvals)) {}

  /// The refresh job: for every organisation with the module on, recomputes yesterday and today
  /// (the first time, the last two years). Returns the organisations refreshed.
  int refresh() const;
  /// The same for one organisation (the demo, tests); nothing when the module is off.
  void refresh_org(OrgId org) const;

  /// The standard dashboard for [from, to] (YYYY-MM-DD) and the period of the same length
  /// before it. 422 invalid_dates / period_too_long. `module_on` says which flags are on.
  Summary summary(OrgId org, std::string_view time_zone, std::string_view from, std::string_view to,
                  const ModuleOn& module_on) const;

  /// The equity report (ANA-★3) grouped by `by` (department | site | seniority | age |
  /// country). 422 invalid_dates / period_too_long / invalid_dimension.
  Equity equity(OrgId org, std::string_view time_zone, std::string_view from, std::string_view to,
                std::string_view by, const ModuleOn& module_on) const;
  /// The network between departments (ANA-3) and the previous period's cross share.
  Network network(OrgId org, std::string_view time_zone, std::string_view from,
                  std::string_view to) const;
  /// Pairs who mostly recognise each other (the anti-gaming view).
  Reciprocity reciprocity(OrgId org, std::string_view time_zone, std::string_view from,
                          std::string_view to) const;
  /// The leader's dashboard (ANA-2): the caller's own people only.
  Team team(OrgId org, std::string_view time_zone, std::int64_t caller, Role role,
            std::string_view from, std::string_view to, const ModuleOn& module_on) const;

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
  PendingApprovals pending_approvals_;
  AnalyticsRepo repo_;
};

/// A period asked for: from..to checked (422 invalid_dates / period_too_long) and the period of
/// the same length just before it.
struct Period {
  std::string from, to, previous_from, previous_to;
  std::int64_t days = 0;
};
Period checked_period(std::string_view from, std::string_view to);

/// The organisation's day at `epoch_ms` in `time_zone` (UTC when unknown).
std::string local_day(std::string_view time_zone, std::int64_t epoch_ms);

}  // namespace aplauso::analytics
