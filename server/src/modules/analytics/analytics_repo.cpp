#include "modules/analytics/analytics_repo.h"

#include "db/conn.h"
#include "modules/analytics/analytics_sql.h"

namespace aplauso::analytics {

namespace {
std::vector<TimedPerson> timed(db::Rows rows) {
  std::vector<TimedPerson> out;
  for (const db::Row& r : rows) out.push_back({r.i64(0), r.i64(1), 0, {}});
  return out;
}
std::map<std::int64_t, std::int64_t> counts(db::Rows rows) {
  std::map<std::int64_t, std::int64_t> out;
  for (const db::Row& r : rows) out.emplace(r.i64(0), r.i64(1));
  return out;
}
std::map<std::int64_t, std::string> names(db::Rows rows) {
  std::map<std::int64_t, std::string> out;
  for (const db::Row& r : rows) out.emplace(r.i64(0), r.text(1));
  return out;
}
}  // namespace

std::vector<DueOrg> AnalyticsRepo::due_orgs(db::Conn& c) const {
  std::vector<DueOrg> out;
  for (const db::Row& r : c.query(sql::kDueOrgs)) out.push_back({r.i64(0), r.text(1)});
  return out;
}

std::optional<std::string> AnalyticsRepo::first_day(db::Conn& c, OrgId org) const {
  for (const db::Row& r : c.query(sql::kState, {org})) return r.text(0);
  return std::nullopt;
}

void AnalyticsRepo::insert_state(db::Conn& c, OrgId org, const std::string& first_day,
                                 std::int64_t now) const {
  c.exec(sql::kInsertState, {org, first_day, now});
}

void AnalyticsRepo::touch_state(db::Conn& c, OrgId org, std::int64_t now) const {
  c.exec(sql::kTouchState, {org, now});
}

std::vector<ReceivedRow> AnalyticsRepo::received(db::Conn& c, OrgId org, std::int64_t lo,
                                                 std::int64_t hi) const {
  std::vector<ReceivedRow> out;
  for (const db::Row& r : c.query(sql::kReceived, {org, lo, hi})) {
    out.push_back(
        {r.i64(0), r.i64(1), r.i64(2), r.i64(3), r.i64(4), r.i64(5), r.view(6) == "badge"});
  }
  return out;
}

std::vector<std::pair<std::int64_t, std::int64_t>> AnalyticsRepo::values(db::Conn& c, OrgId org,
                                                                         std::int64_t lo,
                                                                         std::int64_t hi) const {
  std::vector<std::pair<std::int64_t, std::int64_t>> out;
  for (const db::Row& r : c.query(sql::kValues, {org, lo, hi})) {
    out.emplace_back(r.i64(0), r.i64(1));
  }
  return out;
}

std::vector<TimedPerson> AnalyticsRepo::orders(db::Conn& c, OrgId org, std::int64_t lo,
                                               std::int64_t hi) const {
  std::vector<TimedPerson> out;
  for (const db::Row& r : c.query(sql::kOrders, {org, lo, hi})) {
    out.push_back({r.i64(0), r.i64(2), r.i64(1), {}});
  }
  return out;
}

std::vector<TimedPerson> AnalyticsRepo::likes(db::Conn& c, OrgId org, std::int64_t lo,
                                              std::int64_t hi) const {
  return timed(c.query(sql::kLikes, {org, lo, hi}));
}

std::vector<TimedPerson> AnalyticsRepo::reactions(db::Conn& c, OrgId org, std::int64_t lo,
                                                  std::int64_t hi) const {
  return timed(c.query(sql::kReactions, {org, lo, hi}));
}

std::vector<TimedPerson> AnalyticsRepo::surveyed(db::Conn& c, OrgId org, const std::string& from,
                                                 const std::string& to) const {
  std::vector<TimedPerson> out;
  for (const db::Row& r : c.query(sql::kSurveyed, {org, from, to})) {
    out.push_back({r.i64(0), 0, 0, r.text(1)});
  }
  return out;
}

std::map<std::int64_t, std::int64_t> AnalyticsRepo::departments_of_people(db::Conn& c,
                                                                          OrgId org) const {
  std::map<std::int64_t, std::int64_t> out;
  for (const db::Row& r : c.query(sql::kDepartmentsOfPeople, {org})) {
    out.emplace(r.i64(0), r.i64(1));
  }
  return out;
}

void AnalyticsRepo::replace(db::Conn& c, OrgId org, const std::string& from, const std::string& to,
                            const DailyRows& daily, const PersonDayRows& people,
                            const PairRows& pairs) const {
  c.exec(sql::kDeleteDaily, {org, from, to});
  c.exec(sql::kDeletePersonDays, {org, from, to});
  c.exec(sql::kDeletePairs, {org, from, to});
  if (!pairs.day.empty()) {
    c.exec(sql::kInsertPairs,
           {org, pairs.day, pairs.sender, pairs.receiver, pairs.recognitions, pairs.points});
  }
  if (!daily.day.empty()) {
    c.exec(sql::kInsertDaily, {org, daily.day, daily.metric, daily.item, daily.value});
  }
  if (!people.day.empty()) {
    c.exec(sql::kInsertPersonDays, {org, people.day, people.user, people.department, people.active,
                                    people.participated, people.surveyed});
  }
}

void AnalyticsRepo::forget_person(db::Conn& c, OrgId org, std::int64_t user) const {
  c.exec(sql::kForgetPerson, {org, user});
  c.exec(sql::kForgetSender, {org, user});
  c.exec(sql::kForgetReceiver, {org, user});
}

std::vector<DayTotal> AnalyticsRepo::daily_totals(db::Conn& c, OrgId org, const std::string& from,
                                                  const std::string& to) const {
  std::vector<DayTotal> out;
  for (const db::Row& r : c.query(sql::kDailyTotals, {org, from, to})) {
    out.push_back({r.text(0), r.text(1), r.i64(2)});
  }
  return out;
}

std::vector<ItemTotal> AnalyticsRepo::item_totals(db::Conn& c, OrgId org, const std::string& from,
                                                  const std::string& to) const {
  std::vector<ItemTotal> out;
  for (const db::Row& r : c.query(sql::kItemTotals, {org, from, to})) {
    out.push_back({r.text(0), r.i64(1), r.i64(2)});
  }
  return out;
}

PeopleTotals AnalyticsRepo::people_totals(db::Conn& c, OrgId org, const std::string& from,
                                          const std::string& to) const {
  for (const db::Row& r : c.query(sql::kPeopleTotals, {org, from, to})) {
    return {r.i64(0), r.i64(1), r.i64(2)};
  }
  return {};
}

std::map<std::int64_t, std::int64_t> AnalyticsRepo::participants_by_department(
    db::Conn& c, OrgId org, const std::string& from, const std::string& to) const {
  std::map<std::int64_t, std::int64_t> out;
  for (const db::Row& r : c.query(sql::kParticipantsByDepartment, {org, from, to})) {
    out.emplace(r.i64(0), r.i64(1));
  }
  return out;
}

std::vector<DepartmentMembers> AnalyticsRepo::members_by_department(db::Conn& c, OrgId org) const {
  std::vector<DepartmentMembers> out;
  for (const db::Row& r : c.query(sql::kMembersByDepartment, {org})) {
    out.push_back({r.i64(0), r.opt_text(1), r.i64(2)});
  }
  return out;
}

std::map<std::int64_t, std::string> AnalyticsRepo::value_names(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const {
  return names(c.query(sql::kValueNames, {org, ids}));
}

std::map<std::int64_t, std::string> AnalyticsRepo::badge_names(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const {
  return names(c.query(sql::kBadgeNames, {org, ids}));
}

std::map<std::int64_t, std::int64_t> AnalyticsRepo::received_per_person(
    db::Conn& c, OrgId org, const std::string& from, const std::string& to) const {
  return counts(c.query(sql::kReceivedPerPerson, {org, from, to}));
}

std::vector<PairTotal> AnalyticsRepo::pairs(db::Conn& c, OrgId org, const std::string& from,
                                            const std::string& to) const {
  std::vector<PairTotal> out;
  for (const db::Row& r : c.query(sql::kPairsInPeriod, {org, from, to})) {
    out.push_back({r.i64(0), r.i64(1), r.i64(2), r.i64(3)});
  }
  return out;
}

std::vector<MemberAttributes> AnalyticsRepo::members_with_attributes(db::Conn& c, OrgId org) const {
  std::vector<MemberAttributes> out;
  for (const db::Row& r : c.query(sql::kMembersWithAttributes, {org})) {
    out.push_back({r.i64(0), r.i64(1), r.opt_text(2), r.opt_text(3), r.opt_text(4), r.opt_text(5)});
  }
  return out;
}

std::map<std::int64_t, NamedSite> AnalyticsRepo::sites_of_people(db::Conn& c, OrgId org) const {
  std::map<std::int64_t, NamedSite> out;
  for (const db::Row& r : c.query(sql::kSitesOfPeople, {org})) {
    out.emplace(r.i64(0), NamedSite{r.i64(1), r.text(2)});
  }
  return out;
}

std::map<std::int64_t, std::string> AnalyticsRepo::department_names(db::Conn& c, OrgId org) const {
  return names(c.query(sql::kDepartmentNames, {org}));
}

std::map<std::int64_t, PersonName> AnalyticsRepo::people_names(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const {
  std::map<std::int64_t, PersonName> out;
  if (ids.empty()) return out;
  for (const db::Row& r : c.query(sql::kPeopleNames, {org, ids})) {
    auto name = r.text(1);
    const auto last = r.view(2);
    if (!last.empty()) name.append(" ").append(last);
    out.emplace(r.i64(0), PersonName{std::move(name), r.opt_text(3)});
  }
  return out;
}

std::vector<TeamRow> AnalyticsRepo::team(db::Conn& c, OrgId org, std::int64_t leader) const {
  std::vector<TeamRow> out;
  for (const db::Row& r : c.query(sql::kTeam, {org, leader})) {
    auto name = r.text(1);
    const auto last = r.view(2);
    if (!last.empty()) name.append(" ").append(last);
    out.push_back({r.i64(0), std::move(name), r.opt_text(3), r.opt_text(4), r.i64(5)});
  }
  return out;
}

std::map<std::int64_t, std::int64_t> AnalyticsRepo::team_received(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& people, const std::string& from,
    const std::string& to) const {
  return counts(c.query(sql::kTeamReceived, {org, people, from, to}));
}

std::map<std::int64_t, std::int64_t> AnalyticsRepo::team_sent(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& people, const std::string& from,
    const std::string& to) const {
  return counts(c.query(sql::kTeamSent, {org, people, from, to}));
}

std::map<std::int64_t, std::string> AnalyticsRepo::team_last_received(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& people) const {
  return names(c.query(sql::kTeamLastReceived, {org, people}));
}

std::int64_t AnalyticsRepo::team_participants(db::Conn& c, OrgId org,
                                              const std::vector<std::int64_t>& people,
                                              const std::string& from,
                                              const std::string& to) const {
  for (const db::Row& r : c.query(sql::kTeamParticipants, {org, people, from, to})) return r.i64(0);
  return 0;
}

GoalsTotals AnalyticsRepo::team_goals(db::Conn& c, OrgId org,
                                      const std::vector<std::int64_t>& people,
                                      const std::string& today) const {
  GoalsTotals out;
  for (const db::Row& r : c.query(sql::kTeamGoals, {org, people, today})) {
    out.active = r.i64(0);
    out.overdue = r.i64(1);
    if (!r.is_null(2)) out.average_progress = r.real(2);
  }
  return out;
}

}  // namespace aplauso::analytics
