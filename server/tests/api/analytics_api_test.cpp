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
inline constexpr db::Statement kAnalyticsSetLeader{"test.analytics_set_leader",
                                                   "UPDATE users SET leader_id = $2 WHERE id = $1"};
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
  for (const char* chart :
       {"values_share", "top_badges", "recognition_gini", "never_recognised_share",
        "cross_department_share", "reciprocity_rate"}) {
    EXPECT_EQ(kpi(s, chart), nullptr) << chart << " is a chart or report of its own, not a tile";
  }
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
  // Uncertainty (ANA-★2): 3 of 4 is 75 % with a Wilson interval of 30–95 %, and none of these
  // small changes is beyond chance (2 against 1 recognitions; 3 of 4 against 2 of 4 people).
  const auto* participation = kpi(s, "participation_by_department");
  ASSERT_NE(participation, nullptr);
  EXPECT_NEAR(participation->at("current").at("interval").at("low").to_number<double>(), 0.3006,
              1e-4);
  EXPECT_NEAR(participation->at("current").at("interval").at("high").to_number<double>(), 0.9544,
              1e-4);
  EXPECT_EQ(participation->at("significant"), json::value(false));
  EXPECT_EQ(kpi(s, "recognitions_sent")->at("significant"), json::value(false));
  EXPECT_TRUE(kpi(s, "recognitions_sent")->at("current").at("interval").is_null());
  EXPECT_EQ(kpi(s, "active_people")->at("significant"), json::value(false));
  EXPECT_TRUE(kpi(s, "points_given")->at("significant").is_null()) << "sums of points: no test";
  EXPECT_TRUE(kpi(s, "survey_participation")->at("significant").is_null()) << "hidden: no test";
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
      EXPECT_EQ(d.at("significant"), json::value(false));
      EXPECT_NEAR(d.at("interval").at("low").to_number<double>(), 0.3424, 1e-4);  // 2 of 2
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
      // The trend band of the week before (1 on its last day): mean 1/7, deviation √(1/7) =
      // 0.378 (the sample's is the same), so 0 to 0.14 + 1.96 × 0.378 = 0.88; the 2 of the 17th
      // is outside, a day with none is not.
      ASSERT_TRUE(one.at("band").is_object()) << one;
      EXPECT_DOUBLE_EQ(one.at("band").at("mean").to_number<double>(), 0.14);
      EXPECT_DOUBLE_EQ(one.at("band").at("low").to_number<double>(), 0);
      EXPECT_DOUBLE_EQ(one.at("band").at("high").to_number<double>(), 0.88);
      EXPECT_EQ(points.at(6).at("outside"), json::value(true));
      EXPECT_EQ(points.at(0).at("outside"), json::value(false));
    }
    if (one.at("metric").as_string() == "active_people") {
      EXPECT_EQ(points.at(6).at("value").to_number<double>(), 4);
      // Two active on the week before's last day: mean 0.29, sample deviation 0.756.
      EXPECT_DOUBLE_EQ(one.at("band").at("high").to_number<double>(), 1.77);
      EXPECT_EQ(points.at(6).at("outside"), json::value(true));
    }
    if (one.at("metric").as_string() == "points_given") {
      EXPECT_TRUE(one.at("band").is_null()) << "sums of points: no band";
      EXPECT_TRUE(points.at(6).at("outside").is_null());
    }
  }

  // A long period goes by weeks; the job's next run recomputes the last days only, the same.
  refresh(timed);
  s = summary(timed, org, "2025-03-18", "2026-03-17");
  EXPECT_EQ(s.at("granularity").as_string(), "week");
  EXPECT_EQ(current(s, "recognitions_sent"), 3);
  EXPECT_EQ(s.at("series").at(0).at("points").as_array().size(), 53U);
  // The last week has one day: no measure of a week, never outside.
  EXPECT_TRUE(s.at("series").at(0).at("points").at(52).at("outside").is_null());

  // The registry: every metric with its definition in both languages and its privacy class.
  r = c.get("/api/analytics/metrics", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  std::set<std::string> ids;
  std::map<std::string, std::string> tests;
  const auto registry = r.data();
  for (const auto& m : registry.as_array()) {
    ids.emplace(m.at("id").as_string());
    EXPECT_FALSE(m.at("definition").as_string().empty());
    EXPECT_FALSE(m.at("definition_en").as_string().empty());
    tests[std::string(m.at("id").as_string())] = std::string(m.at("change_test").as_string());
  }
  EXPECT_EQ(ids.size(), r.data().as_array().size()) << "ids are unique";
  EXPECT_EQ(tests["points_given"], "none");
  EXPECT_EQ(tests["recognitions_sent"], "counts");
  EXPECT_EQ(tests["participation_by_department"], "proportions");
  EXPECT_EQ(tests["mood_average"], "bounded_mean");
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
  // 3.0 from five people, the widest spread assumed: ± 1.96 × 2 / √5 = ± 1.75.
  EXPECT_NEAR(mood->at("current").at("interval").at("low").to_number<double>(), 1.247, 1e-4);
  EXPECT_NEAR(mood->at("current").at("interval").at("high").to_number<double>(), 4.753, 1e-4);
  EXPECT_TRUE(mood->at("previous").at("interval").is_null()) << "hidden: no interval either";
  EXPECT_TRUE(mood->at("significant").is_null()) << "no test against a hidden figure";

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

// Distinct people over periods with whole months (read from the months kept by the refresh, ADR
// 0087) and their edge days: each person once, the same as counting their days, whether the
// months were filled by the first refresh or kept by the later ones.
TEST_F(AnalyticsApi, PeopleOverWholeMonthsAndTheirEdgeDaysAreCountedOnce) {
  ManualClock clock(kAnalyticsTuesdayNoon - 49 * kAnalyticsDay);  // Tuesday 2026-01-20
  TestServer timed(analytics_long_sessions, &clock);
  const auto org = utc_org(timed);
  const auto ana = make_user(timed, org, Role::kEmployee, "Ana");
  const auto beto = make_user(timed, org, Role::kEmployee, "Beto");
  const auto carla = make_user(timed, org, Role::kEmployee, "Carla");
  const auto dani = make_user(timed, org, Role::kEmployee, "Dani");
  const auto type = make_type(timed, org, "Gracias", 0, 100);
  for (const auto& u : {ana, carla, dani}) set_giving_points(timed, org, u.id, 100);
  const auto recognise = [&](const TestUser& from, const TestUser& to) {
    ASSERT_EQ(send_recognition(timed, org, from, {to.email}, 1, type).status, 201);
    refresh(timed);
  };
  recognise(ana, beto);  // 2026-01-20 (the first refresh fills two years)
  clock.advance_ms(21 * kAnalyticsDay);
  recognise(carla, ana);  // 2026-02-10
  clock.advance_ms(15 * kAnalyticsDay);
  recognise(ana, carla);  // 2026-02-25
  clock.advance_ms(8 * kAnalyticsDay);
  recognise(dani, beto);                 // 2026-03-05
  clock.advance_ms(12 * kAnalyticsDay);  // 2026-03-17

  // January's edge, February whole, March's edge: the four of them once each (of 5 members).
  auto s = summary(timed, org, "2026-01-15", "2026-03-17");
  EXPECT_EQ(current(s, "active_people"), 4);
  EXPECT_DOUBLE_EQ(current(s, "participation_by_department"), 0.8);
  EXPECT_EQ(previous(s, "active_people"), 0);
  // February alone: Carla and Ana.
  s = summary(timed, org, "2026-02-01", "2026-02-28");
  EXPECT_EQ(current(s, "active_people"), 2);
  // January whole and February whole: Ana, Beto and Carla (Ana in both months counted once).
  s = summary(timed, org, "2026-01-01", "2026-02-28");
  EXPECT_EQ(current(s, "active_people"), 3);
  EXPECT_DOUBLE_EQ(current(s, "participation_by_department"), 0.6);
  // No whole month, two edges: Ana and Carla on the 25th, Dani and Beto on the 5th.
  s = summary(timed, org, "2026-02-11", "2026-03-17");
  EXPECT_EQ(current(s, "active_people"), 4);
  // From a first of the month to a day inside the next: the month whole, then the edge.
  s = summary(timed, org, "2026-02-01", "2026-03-04");
  EXPECT_EQ(current(s, "active_people"), 2);
}

// The equity report, the department network and the reciprocity view against an organisation
// computed by hand: Ana and Beto (Ventas, with their leader Luis) recognise each other three
// times each, Ana also recognises Carla (Soporte); the admin and Dani have no department.
// Minimum group 3: Ventas shows, Soporte and "no department" are hidden.
TEST_F(AnalyticsApi, EquityNetworkAndReciprocityAgainstAHandComputedOrganisation) {
  ManualClock clock(kAnalyticsTuesdayNoon);
  TestServer timed(analytics_long_sessions, &clock);
  const auto org = utc_org(timed);
  const auto other = utc_org(timed);
  const auto luis = make_user(timed, org, Role::kLeader, "Luis");
  const auto ana = make_user(timed, org, Role::kEmployee, "Ana");
  const auto beto = make_user(timed, org, Role::kEmployee, "Beto");
  const auto carla = make_user(timed, org, Role::kEmployee, "Carla");
  make_user(timed, org, Role::kEmployee, "Dani");
  const auto sales = *scalar(timed, sql::kInsertDepartment, {org.id, "Ventas"});
  const auto support = *scalar(timed, sql::kInsertDepartment, {org.id, "Soporte"});
  for (const auto& u : {luis, ana, beto}) exec(timed, sql::kSetDepartment, {u.id, sales});
  exec(timed, sql::kSetDepartment, {carla.id, support});
  const auto c = timed.client(org.host);
  auto r = c.request("PUT", "/api/org/privacy", R"({"k":3,"k_comments":3})", org.admin_token,
                     {"Content-Type: application/json"});
  ASSERT_EQ(r.status, 200) << r.body;
  const auto type = make_type(timed, org, "Gracias", 0, 100);
  set_giving_points(timed, org, ana.id, 100);
  set_giving_points(timed, org, beto.id, 100);
  for (int i = 0; i < 3; ++i) {
    ASSERT_EQ(send_recognition(timed, org, ana, {beto.email}, 2, type).status, 201);
    ASSERT_EQ(send_recognition(timed, org, beto, {ana.email}, 3, type).status, 201);
  }
  ASSERT_EQ(send_recognition(timed, org, ana, {carla.email}, 1, type).status, 201);
  // Another organisation's recognitions never count here.
  const auto zoe = make_user(timed, other, Role::kEmployee, "Zoe");
  const auto yago = make_user(timed, other, Role::kEmployee, "Yago");
  const auto other_type = make_type(timed, other, "Gracias", 0, 100);
  set_giving_points(timed, other, zoe.id, 100);
  ASSERT_EQ(send_recognition(timed, other, zoe, {yago.email}, 1, other_type).status, 201);
  refresh(timed);

  const std::string period = "from=2026-03-04&to=2026-03-10";
  r = c.get("/api/analytics/equity?" + period, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  auto e = r.data().as_object();
  EXPECT_EQ(e.at("by").as_string(), "department");
  EXPECT_EQ(e.at("k").as_int64(), 3);
  EXPECT_EQ(e.at("members").as_int64(), 6) << "the admin, Luis, Ana, Beto, Carla and Dani";
  EXPECT_EQ(e.at("recognised").as_int64(), 3);
  EXPECT_EQ(e.at("received").as_int64(), 7);
  EXPECT_DOUBLE_EQ(e.at("never_share").to_number<double>(), 0.5);
  EXPECT_DOUBLE_EQ(e.at("gini").to_number<double>(), 0.5952) << "[0, 0, 0, 1, 3, 3]";
  const auto& lorenz = e.at("lorenz").as_array();
  ASSERT_EQ(lorenz.size(), 11U);
  EXPECT_DOUBLE_EQ(lorenz.at(5).at("recognition_share").to_number<double>(), 0.0);
  EXPECT_DOUBLE_EQ(lorenz.at(10).at("recognition_share").to_number<double>(), 1.0);
  const auto& buckets = e.at("buckets").as_array();
  ASSERT_EQ(buckets.size(), 5U);
  EXPECT_EQ(buckets.at(0).at("people").as_int64(), 3);
  EXPECT_EQ(buckets.at(1).at("people").as_int64(), 1);
  EXPECT_EQ(buckets.at(2).at("people").as_int64(), 2);
  EXPECT_TRUE(buckets.at(4).at("max").is_null());
  const auto& groups = e.at("groups").as_array();
  ASSERT_EQ(groups.size(), 1U) << r.body;
  EXPECT_EQ(groups.at(0).at("key").as_string(), std::to_string(sales));
  EXPECT_EQ(groups.at(0).at("name").as_string(), "Ventas");
  EXPECT_EQ(groups.at(0).at("members").as_int64(), 3);
  EXPECT_EQ(groups.at(0).at("recognised").as_int64(), 2);
  EXPECT_DOUBLE_EQ(groups.at(0).at("per_person").to_number<double>(), 2.0);
  EXPECT_DOUBLE_EQ(groups.at(0).at("gini").to_number<double>(), 0.3333);
  EXPECT_EQ(e.at("hidden").at("groups").as_int64(), 2) << "Soporte (1) and no department (2)";
  EXPECT_EQ(e.at("hidden").at("members").as_int64(), 3);
  bool site = false;
  for (const auto& d : e.at("dimensions").as_array()) site = site || d.as_string() == "site";
  EXPECT_TRUE(site) << "the workplace module is on";

  // By seniority nobody has an admission date: one group, "unknown", of all six.
  r = c.get("/api/analytics/equity?" + period + "&by=seniority", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().at("groups").as_array().size(), 1U);
  EXPECT_EQ(r.data().at("groups").at(0).at("key").as_string(), "unknown");
  // By contract type and gender, where the organisation supplied them: "unknown" for the rest,
  // and a group under k (two women) shows nothing.
  for (const auto& u : {luis, ana, beto}) {
    ASSERT_EQ(c.patch("/api/org/users/" + std::to_string(u.id), {{"contract_type", "indefinite"}},
                      org.admin_token)
                  .status,
              200);
  }
  for (const auto& u : {ana, carla}) {
    ASSERT_EQ(
        c.patch("/api/org/users/" + std::to_string(u.id), {{"gender", "female"}}, org.admin_token)
            .status,
        200);
  }
  r = c.get("/api/analytics/equity?" + period + "&by=contract_type", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  std::map<std::string, boost::json::value> by_contract;
  const auto contract_report = r.data();
  for (const auto& g : contract_report.at("groups").as_array()) {
    by_contract[std::string(g.at("key").as_string())] = g;
  }
  ASSERT_EQ(by_contract.size(), 2U) << r.body;
  EXPECT_EQ(by_contract["indefinite"].at("members").as_int64(), 3);
  EXPECT_EQ(by_contract["indefinite"].at("recognised").as_int64(), 2);
  EXPECT_DOUBLE_EQ(by_contract["indefinite"].at("per_person").to_number<double>(), 2.0);
  EXPECT_EQ(by_contract["unknown"].at("members").as_int64(), 3) << "the admin, Carla and Dani";
  EXPECT_EQ(by_contract["unknown"].at("recognised").as_int64(), 1);
  r = c.get("/api/analytics/equity?" + period + "&by=gender", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().at("groups").as_array().size(), 1U) << r.body;
  EXPECT_EQ(r.data().at("groups").at(0).at("key").as_string(), "unknown");
  EXPECT_EQ(r.data().at("hidden").at("groups").as_int64(), 1) << "two women, under k = 3";
  EXPECT_EQ(c.get("/api/analytics/equity?" + period + "&by=salary", org.admin_token).status, 422);
  EXPECT_EQ(c.get("/api/analytics/equity?from=2026-03-10&to=2026-03-04", org.admin_token).status,
            422);

  // The network: 7 recognitions, one of them from Ventas to Soporte.
  r = c.get("/api/analytics/network?" + period, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto n = r.data().as_object();
  EXPECT_EQ(n.at("total").as_int64(), 7);
  EXPECT_EQ(n.at("cross").as_int64(), 1);
  EXPECT_DOUBLE_EQ(n.at("cross_share").to_number<double>(), 0.1429);
  EXPECT_TRUE(n.at("previous_cross_share").is_null()) << "nothing the week before";
  ASSERT_EQ(n.at("links").as_array().size(), 1U);
  EXPECT_EQ(n.at("links").at(0).at("from_department_id").as_int64(), sales);
  EXPECT_EQ(n.at("links").at(0).at("to_department_id").as_int64(), support);
  const auto& first = n.at("departments").at(0);
  EXPECT_EQ(first.at("name").as_string(), "Ventas");
  EXPECT_EQ(first.at("sent").as_int64(), 7);
  EXPECT_EQ(first.at("inside").as_int64(), 6);
  // People (admins only): Ana and Carla connect Ventas and Soporte (Ana first: lower id); the
  // strongest links between two people, each named once in `people`.
  ASSERT_EQ(n.at("bridges").as_array().size(), 2U) << r.body;
  const auto& bridge = n.at("bridges").at(0);
  EXPECT_EQ(bridge.at("id").as_int64(), ana.id);
  EXPECT_EQ(bridge.at("name").as_string(), "Ana Tester");
  EXPECT_EQ(bridge.at("department_id").as_int64(), sales);
  EXPECT_EQ(bridge.at("departments_reached").as_int64(), 1);
  EXPECT_EQ(bridge.at("cross_sent").as_int64(), 1);
  EXPECT_EQ(bridge.at("partners").as_int64(), 2);
  EXPECT_EQ(n.at("bridges").at(1).at("cross_received").as_int64(), 1);
  const auto& person_links = n.at("person_links").as_array();
  ASSERT_EQ(person_links.size(), 3U);
  EXPECT_EQ(person_links.at(0).at("from_id").as_int64(), ana.id);
  EXPECT_EQ(person_links.at(0).at("to_id").as_int64(), beto.id);
  EXPECT_EQ(person_links.at(0).at("count").as_int64(), 3);
  EXPECT_EQ(person_links.at(2).at("to_id").as_int64(), carla.id);
  EXPECT_EQ(person_links.at(2).at("count").as_int64(), 1);
  EXPECT_EQ(n.at("people").as_array().size(), 3U);

  // Reciprocity: Ana and Beto, three each way; Ana gave Beto 3 of her 4.
  r = c.get("/api/analytics/reciprocity?" + period, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto rc = r.data().as_object();
  EXPECT_EQ(rc.at("senders").as_int64(), 2);
  EXPECT_DOUBLE_EQ(rc.at("reciprocity").to_number<double>(), 0.6667);
  ASSERT_EQ(rc.at("pairs").as_array().size(), 1U);
  const auto& pair = rc.at("pairs").at(0);
  EXPECT_EQ(pair.at("a").at("id").as_int64(), ana.id);
  EXPECT_EQ(pair.at("a").at("name").as_string(), "Ana Tester");
  EXPECT_EQ(pair.at("a").at("sent").as_int64(), 4);
  EXPECT_EQ(pair.at("a_to_b").as_int64(), 3);
  EXPECT_EQ(pair.at("b_to_a").as_int64(), 3);
  EXPECT_DOUBLE_EQ(pair.at("a_share").to_number<double>(), 0.75);
  EXPECT_DOUBLE_EQ(pair.at("b_share").to_number<double>(), 1.0);
  EXPECT_EQ(pair.at("points").as_int64(), 15);
  // Two people are a pair, not a clique (three to five: analytics_cliques_test.cpp).
  EXPECT_TRUE(rc.at("cliques").as_array().empty());
  EXPECT_EQ(rc.at("clique_rule").at("min_size").as_int64(), 3);

  // Admins only; the other organisation sees only its own.
  EXPECT_EQ(c.get("/api/analytics/equity?" + period, luis.token).status, 403);
  EXPECT_EQ(c.get("/api/analytics/reciprocity?" + period, ana.token).status, 403);
  r = timed.client(other.host).get("/api/analytics/network?" + period, other.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("total").as_int64(), 1);
}

// The leader's dashboard: Luis's people (Ana and Dani directly, Carla through Beto), never
// anyone else's; who has gone longest without a recognition comes first.
TEST_F(AnalyticsApi, TheLeadersDashboardShowsOnlyTheirPeople) {
  ManualClock clock(kAnalyticsTuesdayNoon);
  TestServer timed(analytics_long_sessions, &clock);
  const auto org = utc_org(timed);
  const auto luis = make_user(timed, org, Role::kLeader, "Luis");
  const auto beto = make_user(timed, org, Role::kLeader, "Beto");
  const auto ana = make_user(timed, org, Role::kEmployee, "Ana");
  const auto carla = make_user(timed, org, Role::kEmployee, "Carla");
  const auto dani = make_user(timed, org, Role::kEmployee, "Dani");
  const auto eva = make_user(timed, org, Role::kEmployee, "Eva");
  exec(timed, analytics_sql::kAnalyticsSetLeader, {ana.id, luis.id});
  exec(timed, analytics_sql::kAnalyticsSetLeader, {beto.id, luis.id});
  exec(timed, analytics_sql::kAnalyticsSetLeader, {dani.id, luis.id});
  exec(timed, analytics_sql::kAnalyticsSetLeader, {carla.id, beto.id});
  const auto type = make_type(timed, org, "Gracias", 0, 100);
  set_giving_points(timed, org, eva.id, 100);
  set_giving_points(timed, org, ana.id, 100);
  ASSERT_EQ(send_recognition(timed, org, eva, {ana.email, carla.email}, 1, type).status, 201);
  ASSERT_EQ(send_recognition(timed, org, ana, {eva.email}, 1, type).status, 201);
  refresh(timed);
  const auto c = timed.client(org.host);

  auto r = c.get("/api/analytics/team?from=2026-03-04&to=2026-03-10", luis.token);
  ASSERT_EQ(r.status, 200) << r.body;
  auto t = r.data().as_object();
  EXPECT_EQ(t.at("members").as_int64(), 4) << "Ana, Beto, Carla and Dani";
  EXPECT_EQ(t.at("participants").as_int64(), 2) << "Ana and Carla";
  EXPECT_EQ(t.at("previous_participants").as_int64(), 0);
  EXPECT_EQ(t.at("pending_approvals").as_int64(), 0);
  ASSERT_TRUE(t.at("goals").is_object());
  EXPECT_EQ(t.at("goals").at("active").as_int64(), 0);
  EXPECT_TRUE(t.at("goals").at("average_progress").is_null());
  std::vector<std::string> order;
  std::map<std::string, json::object> by_name;
  for (const auto& p : t.at("people").as_array()) {
    order.emplace_back(p.at("name").as_string());
    by_name[order.back()] = p.as_object();
  }
  EXPECT_EQ(order,
            (std::vector<std::string>{"Beto Tester", "Dani Tester", "Ana Tester", "Carla Tester"}))
      << "never recognised first";
  EXPECT_TRUE(by_name["Dani Tester"].at("last_received_on").is_null());
  EXPECT_TRUE(by_name["Ana Tester"].at("direct").as_bool());
  EXPECT_FALSE(by_name["Carla Tester"].at("direct").as_bool()) << "through Beto";
  EXPECT_EQ(by_name["Ana Tester"].at("received").as_int64(), 1);
  EXPECT_EQ(by_name["Ana Tester"].at("sent").as_int64(), 1);
  EXPECT_EQ(by_name["Ana Tester"].at("last_received_on").as_string(), "2026-03-10");
  EXPECT_EQ(by_name["Ana Tester"].at("days_since_received").as_int64(), 0);

  // Forty days on: the same recognitions, forty days old, and nothing in the new period.
  clock.advance_ms(40 * kAnalyticsDay);
  refresh(timed);
  r = c.get("/api/analytics/team?from=2026-04-13&to=2026-04-19", luis.token);
  ASSERT_EQ(r.status, 200) << r.body;
  t = r.data().as_object();
  EXPECT_EQ(t.at("participants").as_int64(), 0);
  for (const auto& p : t.at("people").as_array()) {
    if (p.at("name").as_string() == "Ana Tester") {
      EXPECT_EQ(p.at("days_since_received").as_int64(), 40);
      EXPECT_EQ(p.at("received").as_int64(), 0);
    }
  }

  // Beto sees only Carla; an employee may not ask; a leader without people sees nobody.
  r = c.get("/api/analytics/team?from=2026-03-04&to=2026-03-10", beto.token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().at("people").as_array().size(), 1U);
  EXPECT_EQ(r.data().at("people").at(0).at("id").as_int64(), carla.id);
  EXPECT_EQ(c.get("/api/analytics/team?from=2026-03-04&to=2026-03-10", ana.token).status, 403);
  r = c.get("/api/analytics/team?from=2026-03-04&to=2026-03-10", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("members").as_int64(), 0);
  EXPECT_EQ(c.get("/api/analytics/team?from=x&to=2026-03-10", luis.token).status, 422);
}

}  // namespace
}  // namespace aplauso::test
