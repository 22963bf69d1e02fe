// Moods over HTTP on both engines (docs/moods.md): one check-in per organisation day, editable
// and deletable that day only (test clock); the history by start_date/end_date and bad ranges;
// sharing with the leader (levels and dates, never notes); the insights, every cell decided by
// the privacy engine (a team below k hidden, a team of k or more shown, participation); the
// alert on a published group only, once per episode; the prompt once a day; the care resources
// on a personal low streak; another organisation's ids; the flag off; each role's limits.
#include <boost/json/array.hpp>
#include <boost/json/serialize.hpp>
#include <string>
#include <vector>

#include "core/config.h"
#include "db/conn.h"
#include "modules/moods/mood_service.h"
#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

namespace moods_sql {
inline constexpr db::Statement kMoodSetLeader{"test.moods_set_leader",
                                              "UPDATE users SET leader_id = $2 WHERE id = $1"};
inline constexpr db::Statement kMoodNotifications{
    "test.moods_notifications",
    "SELECT COUNT(*) FROM notifications WHERE org_id = $1 AND user_id = $2 AND kind = $3"};
inline constexpr db::Statement kAlertPayloads{
    "test.moods_alert_payloads",
    "SELECT COUNT(*) FROM notifications WHERE org_id = $1 AND kind = 'mood_alert' AND "
    "CAST(payload AS TEXT) LIKE $2"};
inline constexpr db::Statement kAdminId{
    "test.moods_admin_id", "SELECT MIN(id) FROM users WHERE org_id = $1 AND user_type = 'admin'"};
}  // namespace moods_sql

// Wednesday 2026-03-18, 12:00 UTC.
constexpr std::int64_t kWednesdayNoon = 1'773'835'200'000;
constexpr std::int64_t kMoodHour = 3'600'000;
constexpr std::int64_t kMoodDay = 24 * kMoodHour;

/// Sessions that outlive the days the tests move through.
void long_sessions(Config& config) {
  config.jwt_ttl_s = 60LL * 24 * 3600;
}

class MoodsApi : public ApiTest {
 protected:
  static HttpResult put(const HttpClient& c, const std::string& path, const json::value& body,
                        const std::string& token) {
    return c.request("PUT", path, json::serialize(body), token, {"Content-Type: application/json"});
  }
  static HttpResult remove(const HttpClient& c, const std::string& path, const std::string& token) {
    return c.request("DELETE", path, {}, token);
  }
  static HttpResult check_in(TestServer& s, const TestOrg& org, const TestUser& u,
                             std::int64_t level, const std::string& note = "") {
    return put(s.client(org.host), "/api/moods/today",
               json::object{{"level", level}, {"note", note}}, u.token);
  }
  static void set_leader(TestServer& s, const TestUser& u, std::int64_t leader) {
    exec(s, moods_sql::kMoodSetLeader, {u.id, leader});
  }
  static std::int64_t notified(TestServer& s, const TestOrg& org, std::int64_t user,
                               const std::string& kind) {
    return scalar(s, moods_sql::kMoodNotifications, {OrgId{org.id}, user, kind}).value_or(-1);
  }
  static moods::MoodService& service(TestServer& s) {
    return s.app().service<moods::MoodService>();
  }
  static TestOrg utc_org(TestServer& s, std::vector<std::string> modules = {"moods"}) {
    auto org = make_org(s, modules);
    const auto r = s.client(org.host).post("/api/org/edit", {{"timezone", "UTC"}}, org.admin_token);
    EXPECT_EQ(r.status, 200) << r.body;
    return org;
  }
};

TEST_F(MoodsApi, OneCheckInADayEditableThatDayOnly) {
  ManualClock clock(kWednesdayNoon);
  TestServer timed(long_sessions, &clock);
  const auto org = utc_org(timed);
  const auto ana = make_user(timed, org, Role::kEmployee, "Ana");
  const auto c = timed.client(org.host);

  auto r = c.get("/api/moods/today", ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("day").as_string(), "2026-03-18");
  EXPECT_TRUE(r.data().at("entry").is_null());
  EXPECT_EQ(r.data().at("tags").as_array().size(), 4U) << "the four built-in tags";

  r = put(c, "/api/moods/today",
          json::object{{"level", 2}, {"note", "Mucho trabajo"}, {"tags", json::array{"workload"}}},
          ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("level").as_int64(), 2);
  r = put(c, "/api/moods/today", json::object{{"level", 4}, {"day", "2026-03-18"}}, ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  r = c.get("/api/moods/today", ana.token);
  EXPECT_EQ(r.data().at("entry").at("level").as_int64(), 4) << "edited the same day";
  EXPECT_EQ(r.data().at("week").as_array().size(), 1U) << "still one entry";

  // Bad input: a clear error, nothing lost.
  EXPECT_EQ(check_in(timed, org, ana, 6).status, 422);
  EXPECT_EQ(check_in(timed, org, ana, 3, std::string(501, 'x')).status, 422);
  r = put(c, "/api/moods/today", json::object{{"level", 3}, {"tags", json::array{"nope"}}},
          ana.token);
  EXPECT_EQ(r.status, 422);
  EXPECT_EQ(c.get("/api/moods/today", ana.token).data().at("entry").at("level").as_int64(), 4);

  // The next day, yesterday is read-only.
  clock.advance_ms(kMoodDay);
  r = put(c, "/api/moods/today", json::object{{"level", 1}, {"day", "2026-03-18"}}, ana.token);
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.code(), "day_closed");
  r = remove(c, "/api/moods/today?day=2026-03-18", ana.token);
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(remove(c, "/api/moods/today", ana.token).status, 404) << "nothing today yet";
  ASSERT_EQ(check_in(timed, org, ana, 5).status, 200);
  EXPECT_EQ(remove(c, "/api/moods/today", ana.token).status, 200);

  r = c.get("/api/moods?start_date=2026-03-01&end_date=2026-03-31", ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().at("entries").as_array().size(), 1U);
  EXPECT_EQ(r.data().at("entries").at(0).at("day").as_string(), "2026-03-18");
  EXPECT_EQ(r.data().at("entries").at(0).at("level").as_int64(), 4);
}

TEST_F(MoodsApi, HistoryByRangeAndBadRanges) {
  ManualClock clock(kWednesdayNoon);
  TestServer timed(long_sessions, &clock);
  const auto org = utc_org(timed);
  const auto ana = make_user(timed, org, Role::kEmployee, "Ana");
  const auto c = timed.client(org.host);
  for (const auto level : {5, 3, 4}) {
    ASSERT_EQ(check_in(timed, org, ana, level, "nota " + std::to_string(level)).status, 200);
    clock.advance_ms(kMoodDay);
  }
  auto r = c.get("/api/moods?start_date=2026-03-19&end_date=2026-03-20", ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("entries").as_array().size(), 2U);
  EXPECT_DOUBLE_EQ(r.data().at("average").as_double(), 3.5);
  EXPECT_EQ(r.data().at("counts"), (json::array{0, 0, 1, 1, 0}));
  EXPECT_EQ(r.data().at("entries").at(0).at("note").as_string(), "nota 3") << "my own notes";
  r = c.get("/api/moods", ana.token);
  ASSERT_EQ(r.status, 200);
  EXPECT_EQ(r.data().at("entries").as_array().size(), 3U) << "the last 30 days by default";
  EXPECT_EQ(r.data().at("end_date").as_string(), "2026-03-21");

  for (const auto* bad : {"?start_date=2026-03-20&end_date=2026-03-19", "?start_date=2026-02-30",
                          "?start_date=18-03-2026", "?start_date=2025-01-01&end_date=2026-03-01"}) {
    r = c.get(std::string("/api/moods") + bad, ana.token);
    EXPECT_EQ(r.status, 422) << bad;
    EXPECT_EQ(r.code(), "invalid_dates") << bad;
  }
  // Someone else's history is not in mine.
  const auto bruno = make_user(timed, org, Role::kEmployee, "Bruno");
  EXPECT_EQ(c.get("/api/moods", bruno.token).data().at("entries").as_array().size(), 0U);
}

TEST_F(MoodsApi, SharingWithTheLeaderShowsLevelsNeverNotes) {
  ManualClock clock(kWednesdayNoon);
  TestServer timed(long_sessions, &clock);
  const auto org = utc_org(timed);
  const auto luis = make_user(timed, org, Role::kLeader, "Luis");
  const auto other = make_user(timed, org, Role::kLeader, "Otra");
  const auto ana = make_user(timed, org, Role::kEmployee, "Ana");
  set_leader(timed, ana, luis.id);
  const auto c = timed.client(org.host);
  ASSERT_EQ(check_in(timed, org, ana, 2, "secreto de Ana").status, 200);
  const auto path = "/api/moods/people/" + std::to_string(ana.id);

  EXPECT_EQ(c.get(path, luis.token).status, 404) << "private by default";
  auto r = put(c, "/api/moods/sharing", json::object{{"with_leader", true}}, ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  r = c.get(path, luis.token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().at("entries").as_array().size(), 1U);
  EXPECT_EQ(r.data().at("entries").at(0).at("level").as_int64(), 2);
  EXPECT_FALSE(r.data().at("entries").at(0).as_object().contains("note"));
  EXPECT_EQ(r.body.find("secreto"), std::string::npos) << "never the notes";
  r = c.get("/api/moods/people", luis.token);
  ASSERT_EQ(r.data().as_array().size(), 1U);
  EXPECT_EQ(r.data().at(0).at("id").as_int64(), ana.id);

  EXPECT_EQ(c.get(path, other.token).status, 404) << "not her leader";
  EXPECT_EQ(c.get(path, org.admin_token).status, 404) << "not even an admin";
  // Another organisation's leader and ids.
  const auto org2 = utc_org(timed);
  const auto luis2 = make_user(timed, org2, Role::kLeader, "Luis2");
  EXPECT_EQ(timed.client(org2.host).get(path, luis2.token).status, 404);

  ASSERT_EQ(put(c, "/api/moods/sharing", json::object{{"with_leader", false}}, ana.token).status,
            200);
  EXPECT_EQ(c.get(path, luis.token).status, 404) << "revoked at any time";
  EXPECT_EQ(c.get("/api/moods/people", luis.token).data().as_array().size(), 0U);
}

/// Team A (3 people) and team B (6 people) and 5 people without a leader, checking in on the
/// Wednesday; the day closes on Thursday.
struct Teams {
  TestOrg org;
  TestUser lead_a, lead_b, employee;
  std::vector<TestUser> a, b, rest;
};

Teams make_teams(TestServer& s) {
  Teams t;
  t.org = make_org(s, {"moods"});
  EXPECT_EQ(
      s.client(t.org.host).post("/api/org/edit", {{"timezone", "UTC"}}, t.org.admin_token).status,
      200);
  t.lead_a = make_user(s, t.org, Role::kLeader, "LiderA");
  t.lead_b = make_user(s, t.org, Role::kLeader, "LiderB");
  for (int i = 0; i < 3; ++i) t.a.push_back(make_user(s, t.org, Role::kEmployee, "A"));
  for (int i = 0; i < 6; ++i) t.b.push_back(make_user(s, t.org, Role::kEmployee, "B"));
  for (int i = 0; i < 5; ++i) t.rest.push_back(make_user(s, t.org, Role::kEmployee, "R"));
  for (const auto& u : t.a) exec(s, moods_sql::kMoodSetLeader, {u.id, t.lead_a.id});
  for (const auto& u : t.b) exec(s, moods_sql::kMoodSetLeader, {u.id, t.lead_b.id});
  t.employee = t.rest.front();
  return t;
}

TEST_F(MoodsApi, InsightsHideATeamBelowKAndShowATeamOfK) {
  ManualClock clock(kWednesdayNoon);
  TestServer timed(long_sessions, &clock);
  const auto t = make_teams(timed);
  const auto c = timed.client(t.org.host);
  for (const auto& u : t.a) ASSERT_EQ(check_in(timed, t.org, u, 1, "nota privada").status, 200);
  for (std::size_t i = 0; i < t.b.size(); ++i) {
    ASSERT_EQ(check_in(timed, t.org, t.b[i], i < 3 ? 4 : 5, "nota privada").status, 200);
  }
  for (const auto& u : t.rest) ASSERT_EQ(check_in(timed, t.org, u, 3).status, 200);

  // While the day is open nothing has reached the engine.
  auto r = c.get("/api/moods/insights?scope=team&period=7", t.lead_b.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("summary").at("status").as_string(), "no_data");

  clock.advance_ms(kMoodDay);
  EXPECT_EQ(service(timed).close_days(), 1);
  EXPECT_EQ(service(timed).close_days(), 0) << "each day is handed over once";
  // Two people join team B after Wednesday closed: its participation keeps that day's six.
  for (int i = 0; i < 2; ++i) {
    const auto late = make_user(timed, t.org, Role::kEmployee, "Nuevo");
    exec(timed, moods_sql::kMoodSetLeader, {late.id, t.lead_b.id});
  }

  r = c.get("/api/moods/insights?scope=team&period=7", t.lead_b.token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto days = r.data().at("days").as_array();
  ASSERT_EQ(days.size(), 7U);
  const auto& wednesday = days.back().as_object();
  EXPECT_EQ(wednesday.at("day").as_string(), "2026-03-18");
  EXPECT_EQ(wednesday.at("status").as_string(), "ok");
  EXPECT_EQ(wednesday.at("respondents").as_int64(), 6);
  EXPECT_DOUBLE_EQ(wednesday.at("mean").as_double(), 4.5);
  EXPECT_EQ(wednesday.at("distribution"), (json::array{0, 0, 0, 3, 3}));
  EXPECT_DOUBLE_EQ(wednesday.at("participation").as_double(), 1.0) << "6 of the day's 6";
  EXPECT_DOUBLE_EQ(r.data().at("summary").at("participation").as_double(), 1.0);
  EXPECT_EQ(days.front().at("status").as_string(), "no_data") << "missing days not imputed";
  EXPECT_EQ(r.data().at("summary").at("published_days").as_int64(), 1);
  EXPECT_EQ(r.data().at("people").as_int64(), 8) << "today's team";
  EXPECT_EQ(r.body.find("nota privada"), std::string::npos);

  r = c.get("/api/moods/insights?scope=team&period=30", t.lead_a.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("days").as_array().size(), 30U);
  const auto hidden = r.data().at("days").as_array().back().as_object();
  EXPECT_NE(hidden.at("status").as_string(), "ok") << "three people: below k";
  EXPECT_TRUE(hidden.at("respondents").is_null());
  EXPECT_TRUE(hidden.at("mean").is_null());
  EXPECT_NE(r.data().at("summary").at("status").as_string(), "ok");

  r = c.get("/api/moods/insights?scope=org&period=7", t.org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("days").as_array().back().at("respondents").as_int64(), 14);
  EXPECT_EQ(r.data().at("people").as_int64(), 19) << "everyone active today, the admin included";

  // Roles and scopes.
  EXPECT_EQ(c.get("/api/moods/insights", t.employee.token).status, 403);
  EXPECT_EQ(c.get("/api/moods/insights?scope=org", t.lead_b.token).status, 403);
  EXPECT_EQ(
      c.get("/api/moods/insights?scope=team:" + std::to_string(t.lead_a.id), t.lead_b.token).status,
      403);
  EXPECT_EQ(
      c.get("/api/moods/insights?scope=team:" + std::to_string(t.lead_b.id), t.org.admin_token)
          .status,
      200);
  EXPECT_EQ(c.get("/api/moods/insights?scope=team&period=14", t.lead_b.token).status, 422);
  EXPECT_EQ(c.get("/api/moods/insights?scope=everyone", t.org.admin_token).status, 422);
  // Another organisation's department.
  TestOrg other = make_org(timed, {"moods"});
  const auto dept = timed.client(other.host)
                        .post("/api/org/departments", {{"name", "Ventas"}}, other.admin_token);
  ASSERT_EQ(dept.status, 201) << dept.body;
  r = c.get(
      "/api/moods/insights?scope=department:" + std::to_string(dept.data().at("id").as_int64()),
      t.org.admin_token);
  EXPECT_EQ(r.status, 404);
}

TEST_F(MoodsApi, AlertsOnAPublishedGroupOnlyOncePerEpisode) {
  ManualClock clock(kWednesdayNoon);
  TestServer timed(long_sessions, &clock);
  const auto t = make_teams(timed);
  const auto low_day = [&] {
    for (const auto& u : t.a) ASSERT_EQ(check_in(timed, t.org, u, 1).status, 200);
    for (const auto& u : t.b) ASSERT_EQ(check_in(timed, t.org, u, 2).status, 200);
    for (const auto& u : t.rest) ASSERT_EQ(check_in(timed, t.org, u, 4).status, 200);
    clock.advance_ms(kMoodDay);
    service(timed).close_days();
  };
  low_day();
  EXPECT_EQ(notified(timed, t.org, t.lead_b.id, "mood_alert"), 1) << "team B is published";
  EXPECT_EQ(notified(timed, t.org, t.lead_a.id, "mood_alert"), 0) << "team A is hidden";
  const auto admin = scalar(timed, moods_sql::kAdminId, {OrgId{t.org.id}}).value_or(0);
  EXPECT_EQ(notified(timed, t.org, admin, "mood_alert"), 1) << "the admin hears of team B";
  // The group is named, never a person: two notifications (the leader, the admin) name team B.
  EXPECT_EQ(
      scalar(timed, moods_sql::kAlertPayloads, {OrgId{t.org.id}, "%equipo de LiderB%"}).value_or(0),
      2);
  low_day();
  EXPECT_EQ(notified(timed, t.org, t.lead_b.id, "mood_alert"), 1) << "once per episode";
}

TEST_F(MoodsApi, PromptsOnceADayAtTheLocalTime) {
  ManualClock clock(kWednesdayNoon - 4 * kMoodHour);  // 08:00
  TestServer timed(long_sessions, &clock);
  const auto org = utc_org(timed);
  const auto ana = make_user(timed, org, Role::kEmployee, "Ana");
  const auto bruno = make_user(timed, org, Role::kEmployee, "Bruno");
  ASSERT_EQ(check_in(timed, org, ana, 4).status, 200);
  EXPECT_EQ(service(timed).send_prompts(), 0) << "before 10:00";
  clock.advance_ms(2 * kMoodHour + 60'000);
  EXPECT_EQ(service(timed).send_prompts(), 2) << "Bruno and the admin, not Ana";
  EXPECT_EQ(service(timed).send_prompts(), 0) << "once a day";
  EXPECT_EQ(notified(timed, org, ana.id, "mood_prompt"), 0);
  EXPECT_EQ(notified(timed, org, bruno.id, "mood_prompt"), 1);
  // Saturday: not a working day.
  clock.advance_ms(3 * kMoodDay);
  EXPECT_EQ(service(timed).send_prompts(), 0);
}

TEST_F(MoodsApi, CareResourcesOnMyOwnLowStreak) {
  ManualClock clock(kWednesdayNoon);
  TestServer timed(long_sessions, &clock);
  const auto org = utc_org(timed);
  const auto ana = make_user(timed, org, Role::kEmployee, "Ana");
  const auto c = timed.client(org.host);
  auto r = put(
      c, "/api/org/settings/moods",
      json::object{{"support_contact", "bienestar@empresa.test"},
                   {"care_resources", json::array{json::object{{"title", "Línea de apoyo"},
                                                               {"body", "Llama al 800 123"},
                                                               {"url", "https://apoyo.test"}}}}},
      org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  for (const auto level : {2, 1}) {
    ASSERT_EQ(check_in(timed, org, ana, level).status, 200);
    clock.advance_ms(kMoodDay);
  }
  EXPECT_TRUE(c.get("/api/moods/today", ana.token).data().at("care").is_null()) << "two days";
  ASSERT_EQ(check_in(timed, org, ana, 2).status, 200);
  r = c.get("/api/moods/today", ana.token);
  ASSERT_FALSE(r.data().at("care").is_null());
  EXPECT_EQ(r.data().at("care").at("resources").at(0).at("title").as_string(), "Línea de apoyo");
  EXPECT_EQ(r.data().at("care").at("support_contact").as_string(), "bienestar@empresa.test");
  EXPECT_FALSE(c.get("/api/moods", ana.token).data().at("care").is_null());
  ASSERT_EQ(check_in(timed, org, ana, 4).status, 200);
  EXPECT_TRUE(c.get("/api/moods/today", ana.token).data().at("care").is_null());
}

TEST_F(MoodsApi, SettingsRolesAndTheFlagOff) {
  const auto org = make_org(server(), {"moods"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto c = client(org.host);
  auto r = c.get("/api/org/settings/moods", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("cadence").as_string(), "daily");
  EXPECT_DOUBLE_EQ(r.data().at("alert_mean_below").as_double(), 2.5);
  EXPECT_EQ(c.get("/api/org/settings/moods", ana.token).status, 403);
  EXPECT_EQ(
      put(c, "/api/org/settings/moods", json::object{{"cadence", "weekly"}}, ana.token).status,
      403);
  r = put(c, "/api/org/settings/moods",
          json::object{{"cadence", "hourly"}, {"prompt_time", "25:00"}}, org.admin_token);
  EXPECT_EQ(r.status, 422);
  r = put(c, "/api/org/settings/moods",
          json::object{{"cadence", "weekly"},
                       {"weekday", 5},
                       {"tags", json::array{json::object{{"key", "remote"},
                                                         {"label", "Teletrabajo"},
                                                         {"label_en", "Remote work"}}}}},
          org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("weekday").as_int64(), 5);
  r = c.get("/api/moods/today", ana.token);
  EXPECT_EQ(r.data().at("tags").as_array().size(), 5U);
  r = put(c, "/api/moods/today", json::object{{"level", 4}, {"tags", json::array{"remote"}}},
          ana.token);
  EXPECT_EQ(r.status, 200) << r.body;

  const auto off = make_org(server(), {});
  const auto bea = make_user(server(), off, Role::kEmployee, "Bea");
  r = client(off.host).get("/api/moods/today", bea.token);
  EXPECT_EQ(r.status, 403);
  EXPECT_EQ(r.code(), "module_disabled");
}

}  // namespace
}  // namespace aplauso::test
