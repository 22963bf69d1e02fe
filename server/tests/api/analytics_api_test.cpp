// The standard analytics dashboard over HTTP on both engines (docs/analytics.md): every metric
// of the registry against a small organisation computed by hand (recognitions, badges, values,
// an order, a like) after the refresh job ran on the test clock, the previous period, the mood
// average through the privacy engine (a group below k hidden, never a small count), each role's
// limits, another organisation's data, bad dates and the flag off.
#include <boost/json/array.hpp>
#include <map>
#include <set>
#include <string>

#include "core/config.h"
#include "modules/analytics/analytics_service.h"
#include "modules/moods/mood_service.h"
#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

namespace analytics_sql {
inline constexpr db::Statement kAnalyticsOrder{
    "test.analytics_order",
    "INSERT INTO orders (org_id, user_id, total_points, created_at) VALUES ($1, $2, $3, $4)"};
}  // namespace analytics_sql

// Tuesday 2026-03-10, 12:00 UTC.
constexpr std::int64_t kAnalyticsTuesdayNoon = 1'773'144'000'000;
constexpr std::int64_t kAnalyticsDay = 24LL * 3'600'000;

void analytics_long_sessions(Config& config) {
  config.jwt_ttl_s = 60LL * 24 * 3600;
}

class AnalyticsApi : public ApiTest {
 protected:
  static TestOrg utc_org(TestServer& s) {
    auto org = make_full_org(s);
    const auto r = s.client(org.host).post("/api/org/edit", {{"timezone", "UTC"}}, org.admin_token);
    EXPECT_EQ(r.status, 200) << r.body;
    return org;
  }
  static void refresh(TestServer& s) { s.app().service<analytics::AnalyticsService>().refresh(); }
  static json::object summary(TestServer& s, const TestOrg& org, const std::string& from,
                              const std::string& to) {
    const auto r =
        s.client(org.host).get("/api/chart/summary/v3?from=" + from + "&to=" + to, org.admin_token);
    EXPECT_EQ(r.status, 200) << r.body;
    return r.status == 200 ? r.data().as_object() : json::object{};
  }
  static const json::object* kpi(const json::object& s, const std::string& metric) {
    for (const auto& k : s.at("kpis").as_array()) {
      if (k.at("metric").as_string() == metric) return &k.as_object();
    }
    return nullptr;
  }
  static double current(const json::object& s, const std::string& metric) {
    const auto* k = kpi(s, metric);
    if (k == nullptr || k->at("current").at("value").is_null()) return -1;
    return k->at("current").at("value").to_number<double>();
  }
  static double previous(const json::object& s, const std::string& metric) {
    const auto* k = kpi(s, metric);
    if (k == nullptr || k->at("previous").at("value").is_null()) return -1;
    return k->at("previous").at("value").to_number<double>();
  }
};

TEST_F(AnalyticsApi, EveryMetricAgainstAHandComputedOrganisation) {
  ManualClock clock(kAnalyticsTuesdayNoon);
  TestServer timed(analytics_long_sessions, &clock);
  const auto org = utc_org(timed);
  const auto ana = make_user(timed, org, Role::kEmployee, "Ana");
  const auto beto = make_user(timed, org, Role::kEmployee, "Beto");
  const auto carla = make_user(timed, org, Role::kEmployee, "Carla");
  const auto sales = *scalar(timed, sql::kInsertDepartment, {org.id, "Ventas"});
  const auto support = *scalar(timed, sql::kInsertDepartment, {org.id, "Soporte"});
  exec(timed, sql::kSetDepartment, {ana.id, sales});
  exec(timed, sql::kSetDepartment, {beto.id, sales});
  exec(timed, sql::kSetDepartment, {carla.id, support});
  const auto c = timed.client(org.host);
  const auto type = make_type(timed, org, "Gracias", 0, 100);
  set_giving_points(timed, org, ana.id, 100);
  set_giving_points(timed, org, carla.id, 100);
  auto r = c.post("/api/values", {{"name", "Excelencia"}}, org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto excellence = r.data().at("id").as_int64();
  const auto star = *scalar(timed, sql::kInsertBadge, {org.id, "Estrella"});

  // The previous period (2026-03-04..10): Ana recognises Beto with 10 points.
  ASSERT_EQ(send_recognition(timed, org, ana, {beto.email}, 10, type).status, 201);

  // The current period (2026-03-11..17), on its last day: Ana recognises Beto and Carla (5
  // points each, value Excelencia), Carla recognises Ana (20), Beto redeems 30 points, the admin
  // likes a post and gives Beto the Estrella badge.
  clock.advance_ms(7 * kAnalyticsDay);
  r = send_recognition(timed, org, ana, {beto.email, carla.email}, 5, type,
                       {{"values", json::array{excellence}}});
  ASSERT_EQ(r.status, 201) << r.body;
  r = send_recognition(timed, org, carla, {ana.email}, 20, type);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto post = r.data().at("post").at("id").as_int64();
  exec(timed, analytics_sql::kAnalyticsOrder, {OrgId{org.id}, beto.id, 30, clock.now_ms()});
  ASSERT_EQ(c.post("/api/like", {{"post_id", post}}, org.admin_token).status, 200);
  r = c.post("/api/org/badges/send",
             {{"reciever_emails", json::array{beto.email}}, {"badge_id", star}}, org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;

  // Nothing shows before the job ran: the dashboard reads only the tables kept for reading.
  auto s = summary(timed, org, "2026-03-11", "2026-03-17");
  EXPECT_EQ(current(s, "recognitions_sent"), 0);

  refresh(timed);
  s = summary(timed, org, "2026-03-11", "2026-03-17");
  EXPECT_EQ(s.at("previous_from").as_string(), "2026-03-04");
  EXPECT_EQ(s.at("previous_to").as_string(), "2026-03-10");
  EXPECT_EQ(s.at("granularity").as_string(), "day");
  EXPECT_EQ(current(s, "recognitions_sent"), 2);
  EXPECT_EQ(previous(s, "recognitions_sent"), 1);
  EXPECT_EQ(current(s, "recognitions_received"), 3);
  EXPECT_EQ(previous(s, "recognitions_received"), 1);
  EXPECT_EQ(current(s, "points_given"), 30);
  EXPECT_EQ(previous(s, "points_given"), 10);
  EXPECT_EQ(current(s, "points_redeemed"), 30);
  EXPECT_EQ(previous(s, "points_redeemed"), 0);
  EXPECT_EQ(current(s, "redemptions"), 1);
  // Active: Ana, Beto, Carla (recognitions) and the admin (a like); before: Ana and Beto.
  EXPECT_EQ(current(s, "active_people"), 4);
  EXPECT_EQ(previous(s, "active_people"), 2);
  // Participation: 3 of the 4 active members sent or received; before, 2 of 4.
  EXPECT_DOUBLE_EQ(current(s, "participation_by_department"), 0.75);
  EXPECT_DOUBLE_EQ(previous(s, "participation_by_department"), 0.5);
  // No survey answered, no mood recorded: nothing to show, never a zero.
  ASSERT_NE(kpi(s, "survey_participation"), nullptr);
  EXPECT_EQ(kpi(s, "survey_participation")->at("current").at("status").as_string(), "no_data");
  EXPECT_EQ(current(s, "survey_participation"), -1);
  ASSERT_NE(kpi(s, "mood_average"), nullptr);
  EXPECT_EQ(kpi(s, "mood_average")->at("current").at("status").as_string(), "no_data");

  std::map<std::string, std::pair<std::int64_t, std::int64_t>> departments;
  for (const auto& d : s.at("departments").as_array()) {
    const auto name =
        d.at("name").is_null() ? std::string("-") : std::string(d.at("name").as_string());
    departments[name] = {d.at("participants").as_int64(), d.at("members").as_int64()};
    if (name == "Ventas") {
      EXPECT_EQ(d.at("previous_participants").as_int64(), 2);
    }
  }
  EXPECT_EQ(departments["Ventas"], std::make_pair(std::int64_t{2}, std::int64_t{2}));
  EXPECT_EQ(departments["Soporte"], std::make_pair(std::int64_t{1}, std::int64_t{1}));
  EXPECT_EQ(departments["-"], std::make_pair(std::int64_t{0}, std::int64_t{1}));

  ASSERT_EQ(s.at("values").as_array().size(), 1U);
  EXPECT_EQ(s.at("values").at(0).at("name").as_string(), "Excelencia");
  EXPECT_EQ(s.at("values").at(0).at("count").as_int64(), 1);
  ASSERT_EQ(s.at("badges").as_array().size(), 1U);
  EXPECT_EQ(s.at("badges").at(0).at("name").as_string(), "Estrella");
  EXPECT_EQ(s.at("badges").at(0).at("count").as_int64(), 1);

  // The series: one point per day, the recognitions on the last one.
  for (const auto& one : s.at("series").as_array()) {
    const auto& points = one.at("points").as_array();
    ASSERT_EQ(points.size(), 7U);
    EXPECT_EQ(points.at(0).at("start").as_string(), "2026-03-11");
    if (one.at("metric").as_string() == "recognitions_sent") {
      EXPECT_EQ(points.at(6).at("value").to_number<double>(), 2);
      EXPECT_EQ(points.at(0).at("value").to_number<double>(), 0);
    }
    if (one.at("metric").as_string() == "active_people") {
      EXPECT_EQ(points.at(6).at("value").to_number<double>(), 4);
    }
  }

  // A long period goes by weeks; the job's next run recomputes the last days only, the same.
  refresh(timed);
  s = summary(timed, org, "2025-03-18", "2026-03-17");
  EXPECT_EQ(s.at("granularity").as_string(), "week");
  EXPECT_EQ(current(s, "recognitions_sent"), 3);
  EXPECT_EQ(s.at("series").at(0).at("points").as_array().size(), 53U);

  // The registry: every metric with its definition in both languages and its privacy class.
  r = c.get("/api/analytics/metrics", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  std::set<std::string> ids;
  const auto registry = r.data();
  for (const auto& m : registry.as_array()) {
    ids.emplace(m.at("id").as_string());
    EXPECT_FALSE(m.at("definition").as_string().empty());
    EXPECT_FALSE(m.at("definition_en").as_string().empty());
  }
  EXPECT_EQ(ids.size(), r.data().as_array().size()) << "ids are unique";
  for (const char* id :
       {"recognitions_sent", "recognitions_received", "points_given", "points_redeemed",
        "active_people", "participation_by_department", "values_share", "top_badges", "redemptions",
        "survey_participation", "mood_average"}) {
    EXPECT_TRUE(ids.contains(id)) << id;
  }
}

TEST_F(AnalyticsApi, MoodGoesThroughThePrivacyEngine) {
  ManualClock clock(kAnalyticsTuesdayNoon);
  TestServer timed(analytics_long_sessions, &clock);
  const auto org = utc_org(timed);
  std::vector<TestUser> people;
  for (int i = 0; i < 5; ++i) {
    people.push_back(make_user(timed, org, Role::kEmployee, "P" + std::to_string(i)));
  }
  const auto c = timed.client(org.host);
  const auto check_in = [&](const TestUser& u, std::int64_t level) {
    const auto r = c.request("PUT", "/api/moods/today", "{\"level\":" + std::to_string(level) + "}",
                             u.token, {"Content-Type: application/json"});
    ASSERT_EQ(r.status, 200) << r.body;
  };
  // 2026-03-10: two people only (below k = 5).
  check_in(people[0], 2);
  check_in(people[1], 4);
  // 2026-03-11: five people, levels 1..5.
  clock.advance_ms(kAnalyticsDay);
  for (int i = 0; i < 5; ++i) check_in(people[static_cast<std::size_t>(i)], i + 1);
  clock.advance_ms(kAnalyticsDay);
  timed.app().service<moods::MoodService>().close_days();
  refresh(timed);

  auto s = summary(timed, org, "2026-03-10", "2026-03-10");
  const auto* mood = kpi(s, "mood_average");
  ASSERT_NE(mood, nullptr);
  EXPECT_EQ(mood->at("current").at("status").as_string(), "suppressed_small");
  EXPECT_TRUE(mood->at("current").at("value").is_null()) << "never a small group's figure";
  EXPECT_TRUE(mood->at("current").at("respondents").is_null());

  s = summary(timed, org, "2026-03-11", "2026-03-11");
  mood = kpi(s, "mood_average");
  ASSERT_NE(mood, nullptr);
  EXPECT_EQ(mood->at("current").at("status").as_string(), "ok");
  EXPECT_DOUBLE_EQ(mood->at("current").at("value").to_number<double>(), 3.0);
  EXPECT_EQ(mood->at("current").at("respondents").as_int64(), 5);
  EXPECT_EQ(mood->at("previous").at("status").as_string(), "suppressed_small")
      << "the day before had two answers";

  // Both days together: only the published day counts.
  s = summary(timed, org, "2026-03-10", "2026-03-11");
  EXPECT_DOUBLE_EQ(current(s, "mood_average"), 3.0);
}

TEST_F(AnalyticsApi, AdminsOnlyTheirOwnOrganisationValidDatesAndTheFlag) {
  ManualClock clock(kAnalyticsTuesdayNoon);
  TestServer timed(analytics_long_sessions, &clock);
  const auto org = utc_org(timed);
  const auto other = utc_org(timed);
  const auto member = make_user(timed, org, Role::kEmployee, "Ana");
  const auto leader = make_user(timed, org, Role::kLeader, "Luis");
  const auto stranger = make_user(timed, other, Role::kEmployee, "Zoe");
  const auto stranger2 = make_user(timed, other, Role::kEmployee, "Yago");
  const auto type = make_type(timed, other, "Gracias", 0, 100);
  set_giving_points(timed, other, stranger.id, 100);
  ASSERT_EQ(send_recognition(timed, other, stranger, {stranger2.email}, 10, type).status, 201);
  refresh(timed);

  const auto c = timed.client(org.host);
  const std::string path = "/api/chart/summary/v3?from=2026-03-01&to=2026-03-10";
  // Another organisation's recognitions never show here; they do show there.
  auto s = summary(timed, org, "2026-03-01", "2026-03-10");
  EXPECT_EQ(current(s, "recognitions_sent"), 0);
  EXPECT_EQ(current(s, "points_given"), 0);
  for (const auto& d : s.at("departments").as_array())
    EXPECT_EQ(d.at("participants").as_int64(), 0);
  EXPECT_EQ(current(summary(timed, other, "2026-03-01", "2026-03-10"), "recognitions_sent"), 1);
  // An admin of one organisation on another's host is not let in.
  EXPECT_NE(timed.client(other.host).get(path, org.admin_token).status, 200);

  // Admins only.
  EXPECT_EQ(c.get(path, member.token).status, 403);
  EXPECT_EQ(c.get(path, leader.token).status, 403);
  EXPECT_EQ(c.get("/api/analytics/metrics", member.token).status, 403);
  EXPECT_EQ(c.get(path).status, 401);

  // Bad dates: a clear 422 naming the field.
  auto r = c.get("/api/chart/summary/v3?from=2026-13-01&to=2026-03-10", org.admin_token);
  EXPECT_EQ(r.status, 422);
  EXPECT_EQ(r.code(), "invalid_dates");
  EXPECT_FALSE(r.field_error("from").empty());
  r = c.get("/api/chart/summary/v3?to=2026-03-10", org.admin_token);
  EXPECT_EQ(r.status, 422);
  EXPECT_FALSE(r.field_error("from").empty());
  r = c.get("/api/chart/summary/v3?from=2026-03-10&to=2026-03-01", org.admin_token);
  EXPECT_EQ(r.status, 422);
  EXPECT_EQ(r.code(), "invalid_dates");
  EXPECT_FALSE(r.field_error("to").empty());
  r = c.get("/api/chart/summary/v3?from=2024-01-01&to=2026-03-10", org.admin_token);
  EXPECT_EQ(r.status, 422);
  EXPECT_EQ(r.code(), "period_too_long");
  EXPECT_EQ(c.get("/api/chart/summary/v3?from=2025-03-10&to=2026-03-10", org.admin_token).status,
            200)
      << "366 days is the longest period";

  // The flag off: the module's calls answer as every switched-off module's do.
  ASSERT_EQ(c.patch("/api/org/services", {{"analytics", false}}, org.admin_token).status, 200);
  r = c.get(path, org.admin_token);
  EXPECT_EQ(r.status, 403);
  EXPECT_EQ(r.code(), "module_disabled");
  EXPECT_EQ(c.get("/api/analytics/metrics", org.admin_token).code(), "module_disabled");
}

}  // namespace
}  // namespace aplauso::test
