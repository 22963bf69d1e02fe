#include "modules/analytics/analytics_repo.h"

#include "core/days.h"
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
                            const PairRows& pairs, const PersonValueRows& values) const {
  c.exec(sql::kDeleteDaily, {org, from, to});
  c.exec(sql::kDeletePersonDays, {org, from, to});
  c.exec(sql::kDeletePairs, {org, from, to});
  c.exec(sql::kDeletePersonValues, {org, from, to});
  if (!values.day.empty()) {
    c.exec(sql::kInsertPersonValues,
           {org, values.day, values.user, values.value, values.recognitions});
  }
  if (!pairs.day.empty()) {
    c.exec(sql::kInsertPairs, {org, pairs.day, pairs.sender, pairs.receiver, pairs.recognitions,
                               pairs.points, pairs.posts});
  }
  if (!daily.day.empty()) {
    c.exec(sql::kInsertDaily, {org, daily.day, daily.metric, daily.item, daily.value});
  }
  if (!people.day.empty()) {
    c.exec(sql::kInsertPersonDays, {org, people.day, people.user, people.department, people.active,
                                    people.participated, people.surveyed});
  }
  // The months these days belong to, again from all their days.
  const auto first = from.substr(0, 8) + "01";
  const auto after = add_months(to.substr(0, 8) + "01", 1);
  c.exec(sql::kDeletePersonMonths, {org, from.substr(0, 7), to.substr(0, 7)});
  c.exec(sql::kInsertPersonMonths, {org, first, after});
}

void AnalyticsRepo::forget_person(db::Conn& c, OrgId org, std::int64_t user) const {
  c.exec(sql::kForgetPerson, {org, user});
  c.exec(sql::kForgetPersonMonths, {org, user});
  c.exec(sql::kForgetPersonValues, {org, user});
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

MonthSplit split_by_months(const std::string& from, const std::string& to) {
  // An empty part: a range no day or month falls in.
  const std::string none_from = "9999-12-31", none_to = "0000-01-01";
  MonthSplit out{none_from.substr(0, 7), none_to.substr(0, 7), from, to, none_from, none_to};
  if (from > to) return out;
  const auto first_full = from.substr(8) == "01" ? from : add_months(from.substr(0, 8) + "01", 1);
  const auto after_to = add_days(to, 1);
  // The first day after the last whole month.
  const auto end_full = after_to.substr(8) == "01" ? after_to : to.substr(0, 8) + "01";
  if (first_full >= end_full) return out;  // no whole month: the days only
  out.month_from = first_full.substr(0, 7);
  out.month_to = add_days(end_full, -1).substr(0, 7);
  if (from < first_full) {
    out.head_to = add_days(first_full, -1);
  } else {
    out.head_from = none_from;
    out.head_to = none_to;
  }
  if (end_full <= to) {
    out.tail_from = end_full;
    out.tail_to = to;
  }
  return out;
}

PeopleTotals AnalyticsRepo::people_totals(db::Conn& c, OrgId org, const std::string& from,
                                          const std::string& to) const {
  const auto p = split_by_months(from, to);
  for (const db::Row& r : c.query(sql::kPeopleTotals, {org, p.month_from, p.month_to, p.head_from,
                                                       p.head_to, p.tail_from, p.tail_to})) {
    return {r.i64(0), r.i64(1), r.i64(2)};
  }
  return {};
}

std::map<std::int64_t, std::int64_t> AnalyticsRepo::participants_by_department(
    db::Conn& c, OrgId org, const std::string& from, const std::string& to) const {
  const auto p = split_by_months(from, to);
  std::map<std::int64_t, std::int64_t> out;
  for (const db::Row& r :
       c.query(sql::kParticipantsByDepartment,
               {org, p.month_from, p.month_to, p.head_from, p.head_to, p.tail_from, p.tail_to})) {
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
    out.push_back({r.i64(0), r.i64(1), r.i64(2), r.i64(3), r.i64(4)});
  }
  return out;
}

std::vector<MemberAttributes> AnalyticsRepo::members_with_attributes(db::Conn& c, OrgId org) const {
  std::vector<MemberAttributes> out;
  for (const db::Row& r : c.query(sql::kMembersWithAttributes, {org})) {
    out.push_back({r.i64(0), r.i64(1), r.opt_text(2), r.opt_text(3), r.opt_text(4), r.opt_text(5),
                   r.opt_text(6), r.opt_text(7)});
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

namespace {
ViewRow view_row(const db::Row& r) {
  ViewRow v;
  v.id = r.i64(0);
  v.owner_id = r.i64(1);
  v.owner_name = r.text(2) + " " + r.text(3);
  v.name = r.text(4);
  v.metric = r.text(5);
  v.dimension = r.text(6);
  v.filters = r.text(7);
  v.period = r.text(8);
  v.chart = r.text(9);
  v.shared_leaders = r.boolean(10);
  v.shared_admins = r.boolean(11);
  v.created_at = r.i64(12);
  v.updated_at = r.i64(13);
  v.frequency = r.opt_text(14);
  v.only_significant = !r.is_null(15) && r.boolean(15);
  v.next_on = r.opt_text(16);
  return v;
}
}  // namespace

std::optional<ViewRow> AnalyticsRepo::view(db::Conn& c, OrgId org, std::int64_t id,
                                           std::int64_t viewer) const {
  for (const db::Row& r : c.query(sql::kViewById, {org, viewer, id})) return view_row(r);
  return std::nullopt;
}

std::vector<ViewRow> AnalyticsRepo::views(db::Conn& c, OrgId org, std::int64_t viewer,
                                          bool all) const {
  std::vector<ViewRow> out;
  for (const db::Row& r : c.query(all ? sql::kViewsAll : sql::kViewsOfLeader, {org, viewer})) {
    out.push_back(view_row(r));
  }
  return out;
}

std::int64_t AnalyticsRepo::view_count(db::Conn& c, OrgId org) const {
  for (const db::Row& r : c.query(sql::kViewCount, {org})) return r.i64(0);
  return 0;
}

std::int64_t AnalyticsRepo::insert_view(db::Conn& c, OrgId org, std::int64_t owner,
                                        const ViewColumns& v, std::int64_t now) const {
  for (const db::Row& r :
       c.query(sql::kViewInsert, {org, owner, v.name, v.metric, v.dimension, v.filters, v.period,
                                  v.chart, std::int64_t{v.shared_leaders ? 1 : 0},
                                  std::int64_t{v.shared_admins ? 1 : 0}, now})) {
    return r.i64(0);
  }
  return 0;
}

void AnalyticsRepo::change_view(db::Conn& c, OrgId org, std::int64_t id, const ViewColumns& v,
                                std::int64_t now) const {
  c.exec(sql::kViewChange,
         {org, id, v.name, v.metric, v.dimension, v.filters, v.period, v.chart,
          std::int64_t{v.shared_leaders ? 1 : 0}, std::int64_t{v.shared_admins ? 1 : 0}, now});
}

void AnalyticsRepo::delete_view(db::Conn& c, OrgId org, std::int64_t id) const {
  c.exec(sql::kViewSubscriptionsDelete, {org, id});
  c.exec(sql::kViewDelete, {org, id});
}

void AnalyticsRepo::save_subscription(db::Conn& c, OrgId org, std::int64_t view, std::int64_t user,
                                      const std::string& frequency, bool only_significant,
                                      const std::string& next_on) const {
  c.exec(sql::kSubscriptionSave,
         {org, view, user, frequency, std::int64_t{only_significant ? 1 : 0}, next_on});
}

void AnalyticsRepo::delete_subscription(db::Conn& c, OrgId org, std::int64_t view,
                                        std::int64_t user) const {
  c.exec(sql::kSubscriptionDelete, {org, view, user});
}

std::vector<DueDigest> AnalyticsRepo::due_digests(db::Conn& c,
                                                  const std::string& latest_today) const {
  std::vector<DueDigest> out;
  for (const db::Row& r : c.query(sql::kSubscriptionsDue, {latest_today})) {
    out.push_back({OrgId{r.i64(0)}, r.i64(1), r.i64(2), r.text(3), r.boolean(4), r.text(5),
                   r.text(6), r.text(7)});
  }
  return out;
}

bool AnalyticsRepo::move_digest(db::Conn& c, const DueDigest& d, const std::string& next_on) const {
  return c.exec(sql::kSubscriptionMove, {d.org_id, d.view_id, d.user_id, d.next_on, next_on}) > 0;
}

void AnalyticsRepo::forget_views_of(db::Conn& c, OrgId org, std::int64_t user) const {
  c.exec(sql::kSubscriptionsOfPersonDelete, {org, user});
  c.exec(sql::kViewsOfPersonDelete, {org, user});
}

std::vector<std::int64_t> AnalyticsRepo::team_ids(db::Conn& c, OrgId org,
                                                  std::int64_t leader) const {
  std::vector<std::int64_t> out;
  for (const db::Row& r : c.query(sql::kTeamIds, {org, leader})) out.push_back(r.i64(0));
  return out;
}

std::vector<std::int64_t> AnalyticsRepo::active_people(db::Conn& c, OrgId org,
                                                       const std::string& from,
                                                       const std::string& to) const {
  std::vector<std::int64_t> out;
  for (const db::Row& r : c.query(sql::kActivePeople, {org, from, to})) out.push_back(r.i64(0));
  return out;
}

std::vector<std::int64_t> AnalyticsRepo::team_active_people(db::Conn& c, OrgId org,
                                                            const std::vector<std::int64_t>& people,
                                                            const std::string& from,
                                                            const std::string& to) const {
  std::vector<std::int64_t> out;
  for (const db::Row& r : c.query(sql::kTeamActivePeople, {org, people, from, to})) {
    out.push_back(r.i64(0));
  }
  return out;
}

std::vector<GivenTotal> AnalyticsRepo::team_given(db::Conn& c, OrgId org,
                                                  const std::vector<std::int64_t>& people,
                                                  const std::string& from,
                                                  const std::string& to) const {
  std::vector<GivenTotal> out;
  for (const db::Row& r : c.query(sql::kTeamGiven, {org, people, from, to})) {
    out.push_back({r.i64(0), r.i64(1), r.i64(2), r.i64(3)});
  }
  return out;
}

std::vector<std::string> AnalyticsRepo::member_countries(db::Conn& c, OrgId org) const {
  std::vector<std::string> out;
  for (const db::Row& r : c.query(sql::kMemberCountries, {org})) out.push_back(r.text(0));
  return out;
}

namespace {
std::multimap<std::int64_t, NamedSite> memberships(db::Rows rows) {
  std::multimap<std::int64_t, NamedSite> out;
  for (const db::Row& r : rows) out.emplace(r.i64(0), NamedSite{r.i64(1), r.text(2)});
  return out;
}
std::vector<NamedSite> named_list(db::Rows rows) {
  std::vector<NamedSite> out;
  for (const db::Row& r : rows) out.push_back({r.i64(0), r.text(1)});
  return out;
}
}  // namespace

std::multimap<std::int64_t, NamedSite> AnalyticsRepo::groups_of_people(db::Conn& c,
                                                                       OrgId org) const {
  return memberships(c.query(sql::kGroupsOfPeople, {org}));
}

std::multimap<std::int64_t, NamedSite> AnalyticsRepo::programs_of_people(db::Conn& c,
                                                                         OrgId org) const {
  return memberships(c.query(sql::kProgramsOfPeople, {org}));
}

std::vector<NamedSite> AnalyticsRepo::group_names(db::Conn& c, OrgId org) const {
  return named_list(c.query(sql::kGroupNames, {org}));
}

std::vector<NamedSite> AnalyticsRepo::program_names(db::Conn& c, OrgId org) const {
  return named_list(c.query(sql::kProgramNames, {org}));
}

std::vector<ValueReceived> AnalyticsRepo::values_received(
    db::Conn& c, OrgId org, const std::optional<std::vector<std::int64_t>>& people,
    const std::string& from, const std::string& to) const {
  std::vector<ValueReceived> out;
  auto rows = people ? c.query(sql::kTeamValuesReceived, {org, *people, from, to})
                     : c.query(sql::kValuesReceived, {org, from, to});
  for (const db::Row& r : rows) out.push_back({r.i64(0), r.i64(1), r.i64(2)});
  return out;
}

std::vector<NamedSite> AnalyticsRepo::value_list(db::Conn& c, OrgId org) const {
  return named_list(c.query(sql::kValueList, {org}));
}

}  // namespace aplauso::analytics
