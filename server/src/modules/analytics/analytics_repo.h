// The analytics module's statements (analytics_sql.h), run on the caller's connection: the
// refresh job's reads of the source tables and writes of the tables kept for reading, and the
// dashboard's reads of those tables only.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::analytics {

struct DueOrg {
  std::int64_t id = 0;
  std::string timezone;
};

struct ReceivedRow {
  std::int64_t post_id = 0;
  std::int64_t user_id = 0;
  std::int64_t points = 0;
  std::int64_t created_at = 0;
  std::int64_t author_id = 0;
  std::int64_t badge_id = 0;  ///< 0: none
  bool badge = false;         ///< a badge given, not a recognition
};

struct TimedPerson {
  std::int64_t user_id = 0;
  std::int64_t at = 0;      ///< epoch ms
  std::int64_t points = 0;  ///< orders: their total
  std::string day;          ///< survey completions: the organisation's day
};

/// Rows for analytics_daily (column arrays for one insert).
struct DailyRows {
  std::vector<std::string> day, metric;
  std::vector<std::int64_t> item, value;
};
/// Rows for analytics_pairs.
struct PairRows {
  std::vector<std::string> day;
  std::vector<std::int64_t> sender, receiver, recognitions, points;
  std::vector<std::int64_t> posts;  ///< posts counted on this pair (their first receiver's)
};
/// Rows for analytics_person_values: recognitions a person received with a value on a day.
struct PersonValueRows {
  std::vector<std::string> day;
  std::vector<std::int64_t> user, value, recognitions;
};
/// Recognitions a person received with a value over a period.
struct ValueReceived {
  std::int64_t user = 0, value = 0, recognitions = 0;
};
/// Rows for analytics_person_days.
struct PersonDayRows {
  std::vector<std::string> day;
  std::vector<std::int64_t> user, department, active, participated, surveyed;
};

struct DayTotal {
  std::string day;
  std::string metric;
  std::int64_t value = 0;
};
struct ItemTotal {
  std::string metric;
  std::int64_t item = 0;
  std::int64_t value = 0;
};
/// A period as the person rows keep it: its whole months (YYYY-MM) and the days before and after
/// them (an empty part is a range nothing falls in).
struct MonthSplit {
  std::string month_from, month_to, head_from, head_to, tail_from, tail_to;
};
MonthSplit split_by_months(const std::string& from, const std::string& to);

struct PeopleTotals {
  std::int64_t active = 0;
  std::int64_t participants = 0;
  std::int64_t surveyed = 0;
};
struct DepartmentMembers {
  std::int64_t department_id = 0;  ///< 0: no department
  std::optional<std::string> name;
  std::int64_t members = 0;
};

/// Who recognised whom in a period.
struct PairTotal {
  std::int64_t sender = 0;
  std::int64_t receiver = 0;
  std::int64_t recognitions = 0;
  std::int64_t points = 0;
  std::int64_t posts = 0;  ///< recognitions sent, one per post (counted on its first receiver)
};
/// An active member with the attributes the equity report groups by.
struct MemberAttributes {
  std::int64_t id = 0;
  std::int64_t department_id = 0;  ///< 0: none
  std::optional<std::string> department;
  std::optional<std::string> birthday, admission_date, country;
  std::optional<std::string> contract_type, gender;  ///< when the organisation supplies them
};
/// A site, an organisation group or a program, with its name.
struct NamedSite {
  std::int64_t id = 0;
  std::string name;
};
/// Recognitions, points and posts a person gave over a period.
struct GivenTotal {
  std::int64_t sender = 0;
  std::int64_t recognitions = 0;
  std::int64_t points = 0;
  std::int64_t posts = 0;
};
struct PersonName {
  std::string name;
  std::optional<std::string> photo_url;
};
struct TeamRow {
  std::int64_t id = 0;
  std::string name;
  std::optional<std::string> photo_url, job_position;
  std::int64_t leader_id = 0;
};
struct GoalsTotals {
  std::int64_t active = 0;
  std::int64_t overdue = 0;
  std::optional<double> average_progress;
};

/// A saved view as stored (analytics_views.h makes it a View), with the subscription of the
/// person who asked.
struct ViewRow {
  std::int64_t id = 0, owner_id = 0;
  std::string owner_name, name, metric, dimension, filters, period, chart;
  bool shared_leaders = false, shared_admins = false;
  std::int64_t created_at = 0, updated_at = 0;
  std::optional<std::string> frequency;
  bool only_significant = false;
  std::optional<std::string> next_on;
};
/// What a view is saved as.
struct ViewColumns {
  std::string name, metric, dimension, filters, period, chart;
  bool shared_leaders = false, shared_admins = false;
};
/// A digest whose day may have come.
struct DueDigest {
  OrgId org_id;
  std::int64_t view_id = 0, user_id = 0;
  std::string frequency;
  bool only_significant = false;
  std::string next_on, timezone, role;
};

class AnalyticsRepo {
 public:
  std::vector<DueOrg> due_orgs(db::Conn& c) const;
  std::optional<std::string> first_day(db::Conn& c, OrgId org) const;
  void insert_state(db::Conn& c, OrgId org, const std::string& first_day, std::int64_t now) const;
  void touch_state(db::Conn& c, OrgId org, std::int64_t now) const;

  std::vector<ReceivedRow> received(db::Conn& c, OrgId org, std::int64_t lo, std::int64_t hi) const;
  std::vector<std::pair<std::int64_t, std::int64_t>> values(db::Conn& c, OrgId org, std::int64_t lo,
                                                            std::int64_t hi) const;
  std::vector<TimedPerson> orders(db::Conn& c, OrgId org, std::int64_t lo, std::int64_t hi) const;
  std::vector<TimedPerson> likes(db::Conn& c, OrgId org, std::int64_t lo, std::int64_t hi) const;
  std::vector<TimedPerson> reactions(db::Conn& c, OrgId org, std::int64_t lo,
                                     std::int64_t hi) const;
  std::vector<TimedPerson> surveyed(db::Conn& c, OrgId org, const std::string& from,
                                    const std::string& to) const;
  std::map<std::int64_t, std::int64_t> departments_of_people(db::Conn& c, OrgId org) const;

  void replace(db::Conn& c, OrgId org, const std::string& from, const std::string& to,
               const DailyRows& daily, const PersonDayRows& people, const PairRows& pairs,
               const PersonValueRows& values) const;
  void forget_person(db::Conn& c, OrgId org, std::int64_t user) const;

  std::vector<DayTotal> daily_totals(db::Conn& c, OrgId org, const std::string& from,
                                     const std::string& to) const;
  std::vector<ItemTotal> item_totals(db::Conn& c, OrgId org, const std::string& from,
                                     const std::string& to) const;
  PeopleTotals people_totals(db::Conn& c, OrgId org, const std::string& from,
                             const std::string& to) const;
  std::map<std::int64_t, std::int64_t> participants_by_department(db::Conn& c, OrgId org,
                                                                  const std::string& from,
                                                                  const std::string& to) const;
  std::vector<DepartmentMembers> members_by_department(db::Conn& c, OrgId org) const;
  std::map<std::int64_t, std::string> value_names(db::Conn& c, OrgId org,
                                                  const std::vector<std::int64_t>& ids) const;
  std::map<std::int64_t, std::string> badge_names(db::Conn& c, OrgId org,
                                                  const std::vector<std::int64_t>& ids) const;

  std::map<std::int64_t, std::int64_t> received_per_person(db::Conn& c, OrgId org,
                                                           const std::string& from,
                                                           const std::string& to) const;
  std::vector<PairTotal> pairs(db::Conn& c, OrgId org, const std::string& from,
                               const std::string& to) const;
  std::vector<MemberAttributes> members_with_attributes(db::Conn& c, OrgId org) const;
  std::map<std::int64_t, NamedSite> sites_of_people(db::Conn& c, OrgId org) const;
  std::map<std::int64_t, std::string> department_names(db::Conn& c, OrgId org) const;
  std::map<std::int64_t, PersonName> people_names(db::Conn& c, OrgId org,
                                                  const std::vector<std::int64_t>& ids) const;

  std::vector<TeamRow> team(db::Conn& c, OrgId org, std::int64_t leader) const;
  std::map<std::int64_t, std::int64_t> team_received(db::Conn& c, OrgId org,
                                                     const std::vector<std::int64_t>& people,
                                                     const std::string& from,
                                                     const std::string& to) const;
  std::map<std::int64_t, std::int64_t> team_sent(db::Conn& c, OrgId org,
                                                 const std::vector<std::int64_t>& people,
                                                 const std::string& from,
                                                 const std::string& to) const;
  std::map<std::int64_t, std::string> team_last_received(
      db::Conn& c, OrgId org, const std::vector<std::int64_t>& people) const;
  std::int64_t team_participants(db::Conn& c, OrgId org, const std::vector<std::int64_t>& people,
                                 const std::string& from, const std::string& to) const;
  GoalsTotals team_goals(db::Conn& c, OrgId org, const std::vector<std::int64_t>& people,
                         const std::string& today) const;
  // Custom analytics.
  std::optional<ViewRow> view(db::Conn& c, OrgId org, std::int64_t id, std::int64_t viewer) const;
  /// Every view (all = true) or a leader's: their own and those shared with leaders.
  std::vector<ViewRow> views(db::Conn& c, OrgId org, std::int64_t viewer, bool all) const;
  std::int64_t view_count(db::Conn& c, OrgId org) const;
  std::int64_t insert_view(db::Conn& c, OrgId org, std::int64_t owner, const ViewColumns& v,
                           std::int64_t now) const;
  void change_view(db::Conn& c, OrgId org, std::int64_t id, const ViewColumns& v,
                   std::int64_t now) const;
  void delete_view(db::Conn& c, OrgId org, std::int64_t id) const;
  void save_subscription(db::Conn& c, OrgId org, std::int64_t view, std::int64_t user,
                         const std::string& frequency, bool only_significant,
                         const std::string& next_on) const;
  void delete_subscription(db::Conn& c, OrgId org, std::int64_t view, std::int64_t user) const;
  std::vector<DueDigest> due_digests(db::Conn& c, const std::string& latest_today) const;
  /// False when another node moved it first.
  bool move_digest(db::Conn& c, const DueDigest& d, const std::string& next_on) const;
  void forget_views_of(db::Conn& c, OrgId org, std::int64_t user) const;
  std::vector<std::int64_t> team_ids(db::Conn& c, OrgId org, std::int64_t leader) const;
  std::vector<std::int64_t> active_people(db::Conn& c, OrgId org, const std::string& from,
                                          const std::string& to) const;
  std::vector<std::int64_t> team_active_people(db::Conn& c, OrgId org,
                                               const std::vector<std::int64_t>& people,
                                               const std::string& from,
                                               const std::string& to) const;
  std::vector<GivenTotal> team_given(db::Conn& c, OrgId org,
                                     const std::vector<std::int64_t>& people,
                                     const std::string& from, const std::string& to) const;
  std::vector<std::string> member_countries(db::Conn& c, OrgId org) const;
  /// Person -> each organisation group they are in / each program they take part in.
  std::multimap<std::int64_t, NamedSite> groups_of_people(db::Conn& c, OrgId org) const;
  std::multimap<std::int64_t, NamedSite> programs_of_people(db::Conn& c, OrgId org) const;
  /// The organisation's groups / programs (not drafts) by name.
  std::vector<NamedSite> group_names(db::Conn& c, OrgId org) const;
  std::vector<NamedSite> program_names(db::Conn& c, OrgId org) const;
  /// Everyone's (or, with `people`, only theirs) recognitions received by value.
  std::vector<ValueReceived> values_received(db::Conn& c, OrgId org,
                                             const std::optional<std::vector<std::int64_t>>& people,
                                             const std::string& from, const std::string& to) const;
  std::vector<NamedSite> value_list(db::Conn& c, OrgId org) const;
};
}  // namespace aplauso::analytics
