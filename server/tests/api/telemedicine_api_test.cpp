// Telemedicine over HTTP on both engines (docs/telemedicine.md, ADR 0071): who sees a provider
// (departments, groups, countries), drafts and archived ones hidden, another organisation's ids
// 404, members never write; opening a provider counts a click per provider and day and names
// nobody (not in the table, not in the access log); the usage per closed week, each cell from the
// privacy engine's k up; care routing shows the providers to the person on their own low mood
// streak or Guía I referral, never to their leader, and records nothing about it.
#include <gtest/gtest.h>

#include <boost/json/array.hpp>
#include <boost/json/serialize.hpp>
#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "core/config.h"
#include "core/log.h"
#include "db/conn.h"
#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

namespace telemed_sql {
inline constexpr db::Statement kTmSetLeader{"test.telemed_set_leader",
                                            "UPDATE users SET leader_id = $2 WHERE id = $1"};
inline constexpr db::Statement kTmSetCountry{"test.telemed_set_country",
                                             "UPDATE users SET country = $2 WHERE id = $1"};
inline constexpr db::Statement kTmInsertGroup{
    "test.telemed_insert_group",
    "INSERT INTO communication_groups (org_id, name, created_at) VALUES ($1, $2, 1) RETURNING id"};
inline constexpr db::Statement kTmJoinGroup{
    "test.telemed_join_group",
    "INSERT INTO communication_group_members (org_id, group_id, user_id) VALUES ($1, $2, $3)"};
// The whole of what a click leaves: one row per provider and day, with a count.
inline constexpr db::Statement kTmClickRows{
    "test.telemed_click_rows",
    "SELECT provider_id, day, clicks FROM telemedicine_clicks WHERE org_id = $1 ORDER BY "
    "provider_id, day"};
inline constexpr db::Statement kTmClickTotal{
    "test.telemed_click_total",
    "SELECT COALESCE(SUM(clicks), 0) FROM telemedicine_clicks WHERE org_id = $1"};
// Columns of the clicks table other than its four (PostgreSQL and SQLite each answer their way).
inline constexpr db::Statement kTmClickColumnsPg{
    "test.telemed_click_columns_pg",
    "SELECT COUNT(*) FROM information_schema.columns WHERE table_name = 'telemedicine_clicks' "
    "AND table_schema = current_schema() AND column_name NOT IN ('org_id', 'provider_id', 'day', "
    "'clicks')"};
inline constexpr db::Statement kTmClickColumnsLite{
    "test.telemed_click_columns_lite",
    "SELECT COUNT(*) FROM pragma_table_info('telemedicine_clicks') WHERE name NOT IN ('org_id', "
    "'provider_id', 'day', 'clicks')"};
inline constexpr db::Statement kTmAuditOf{
    "test.telemed_audit_of",
    "SELECT COUNT(*) FROM audit_entries WHERE org_id = $1 AND action LIKE 'telemedicine.%'"};
inline constexpr db::Statement kTmNotifications{
    "test.telemed_notifications",
    "SELECT COUNT(*) FROM notifications WHERE org_id = $1 AND user_id = $2"};
}  // namespace telemed_sql

// Wednesday 2026-03-18, 12:00 UTC.
constexpr std::int64_t kTmWednesdayNoon = 1'773'835'200'000;
constexpr std::int64_t kTmDay = 24LL * 3'600'000;

void tm_long_sessions(Config& config) {
  config.jwt_ttl_s = 60LL * 24 * 3600;
}

class TelemedicineApi : public ApiTest {
 protected:
  static json::object everyone() {
    return json::object{
        {"departments", json::array{}}, {"groups", json::array{}}, {"countries", json::array{}}};
  }
  static json::object provider(const std::string& name, json::object extra = {}) {
    json::object p{{"name", name},
                   {"description", "Consultas por videollamada"},
                   {"kind", "telemedicine"},
                   {"link", "https://proveedor.test/entrar"},
                   {"access_code", "CODIGO-1"},
                   {"hours", "24 horas"},
                   {"languages", json::array{"es"}},
                   {"eligibility", everyone()},
                   {"status", "published"}};
    for (const auto& [k, v] : extra) p[k] = v;
    return p;
  }
  static std::int64_t create(const HttpClient& c, const TestOrg& org, const json::object& body) {
    const auto r = c.post("/api/org/telemedicine", body, org.admin_token);
    if (r.status != 201) throw std::runtime_error("create failed: " + r.body);
    return r.data().at("id").as_int64();
  }
  static HttpResult open(const HttpClient& c, const std::string& token, std::int64_t id,
                         const std::string& channel = "link") {
    return c.post("/api/telemedicine/" + std::to_string(id) + "/open",
                  json::object{{"channel", channel}}, token);
  }
  static std::vector<std::int64_t> ids_of(const HttpResult& r) {
    std::vector<std::int64_t> out;
    const auto data = r.data();
    for (const auto& p : data.as_array()) out.push_back(p.at("id").as_int64());
    return out;
  }
  static HttpResult put(const HttpClient& c, const std::string& path, const json::value& body,
                        const std::string& token) {
    return c.request("PUT", path, json::serialize(body), token, {"Content-Type: application/json"});
  }
  static TestOrg utc_org(TestServer& s, const std::vector<std::string>& modules) {
    auto org = make_org(s, modules);
    const auto r = s.client(org.host).post("/api/org/edit", {{"timezone", "UTC"}}, org.admin_token);
    EXPECT_EQ(r.status, 200) << r.body;
    return org;
  }
};

TEST_F(TelemedicineApi, EligibilityDraftsOtherOrganisationsAndRoles) {
  const auto org = make_org(server(), {"telemedicine"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto beto = make_user(server(), org, Role::kEmployee, "Beto");
  const auto carla = make_user(server(), org, Role::kEmployee, "Carla");
  const auto sales = *scalar(server(), sql::kInsertDepartment, {org.id, "Ventas"});
  exec(server(), sql::kSetDepartment, {ana.id, sales});
  const auto night = *scalar(server(), telemed_sql::kTmInsertGroup, {org.id, "Turno noche"});
  exec(server(), telemed_sql::kTmJoinGroup, {org.id, night, beto.id});
  exec(server(), telemed_sql::kTmSetCountry, {carla.id, "MX"});
  const auto c = client(org.host);

  // Bad input is named field by field and nothing is kept.
  auto bad = provider("", {{"link", "http://x"},
                           {"kind", "dentist"},
                           {"whatsapp", "12"},
                           {"phone", "llamar"},
                           {"languages", json::array{"spanish"}}});
  auto r = c.post("/api/org/telemedicine", bad, org.admin_token);
  ASSERT_EQ(r.status, 400) << r.body;
  for (const auto* field : {"name", "link", "kind", "whatsapp", "phone", "languages"}) {
    EXPECT_FALSE(r.field_error(field).empty()) << field << ": " << r.body;
  }
  // Published with no way to reach it: refused; as a draft it may wait.
  r = c.post("/api/org/telemedicine", provider("Sin contacto", {{"link", nullptr}}),
             org.admin_token);
  EXPECT_EQ(r.status, 400);
  EXPECT_FALSE(r.field_error("link").empty());
  bad = provider("X");
  bad["eligibility"].as_object()["departments"] = json::array{sales + 999};
  EXPECT_EQ(c.post("/api/org/telemedicine", bad, org.admin_token).status, 400);
  EXPECT_EQ(c.get("/api/org/telemedicine", org.admin_token).data().as_array().size(), 0U);

  // Members never write nor read the console.
  EXPECT_EQ(c.post("/api/org/telemedicine", provider("Mío"), ana.token).status, 403);
  EXPECT_EQ(c.get("/api/org/telemedicine", ana.token).status, 403);
  EXPECT_EQ(c.get("/api/org/telemedicine/usage", ana.token).status, 403);

  const auto all =
      create(c, org, provider("Para todos", {{"whatsapp", "+56 9 8765-4321"}, {"position", 5}}));
  auto rules = everyone();
  rules["departments"] = json::array{sales};
  const auto for_sales = create(
      c, org, provider("Ventas", {{"eligibility", rules}, {"position", 0}, {"kind", "eap"}}));
  rules = everyone();
  rules["groups"] = json::array{night};
  const auto for_night =
      create(c, org, provider("Noche", {{"eligibility", rules}, {"position", 1}}));
  rules = everyone();
  rules["countries"] = json::array{"MX"};
  const auto for_mexico =
      create(c, org, provider("México", {{"eligibility", rules}, {"position", 2}}));
  const auto draft = create(c, org, provider("Borrador", {{"status", "draft"}, {"link", nullptr}}));

  r = c.get("/api/org/telemedicine/" + std::to_string(all), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("whatsapp").as_string(), "+56987654321") << "kept as + and digits";
  EXPECT_EQ(c.patch("/api/org/telemedicine/" + std::to_string(all), {{"name", "Cambio"}}, ana.token)
                .status,
            403);

  // Each person sees what their department, groups and country allow, in order; drafts never.
  r = c.get("/api/telemedicine", ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(ids_of(r), (std::vector<std::int64_t>{for_sales, all}));
  EXPECT_EQ(r.data().at(1).at("access_code").as_string(), "CODIGO-1");
  EXPECT_EQ(ids_of(c.get("/api/telemedicine", beto.token)),
            (std::vector<std::int64_t>{for_night, all}));
  EXPECT_EQ(ids_of(c.get("/api/telemedicine", carla.token)),
            (std::vector<std::int64_t>{for_mexico, all}));
  EXPECT_EQ(open(c, ana.token, draft).status, 404);
  EXPECT_EQ(open(c, beto.token, for_sales).status, 404) << "not his department";

  // Archiving hides it from people; the change is audited (the access code left out).
  r = c.patch("/api/org/telemedicine/" + std::to_string(for_night),
              {{"status", "archived"}, {"access_code", "NUEVO"}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(ids_of(c.get("/api/telemedicine", beto.token)), (std::vector<std::int64_t>{all}));
  r = c.get("/api/org/audit_log?action=telemedicine.update&target_id=" + std::to_string(for_night),
            org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().as_array().size(), 1U) << r.body;
  EXPECT_EQ(r.body.find("NUEVO"), std::string::npos) << "the access code is not in the trail";
  EXPECT_EQ(r.data().at(0).at("after").at("status").as_string(), "archived");
  r = c.get("/api/org/audit_log?action=telemedicine.create", org.admin_token);
  EXPECT_EQ(r.data().as_array().size(), 5U) << r.body;

  // Another organisation sees none of it, and its admin changes none of it.
  const auto elsewhere = make_org(server(), {"telemedicine"});
  const auto there = client(elsewhere.host);
  const auto id = std::to_string(all);
  EXPECT_EQ(there.get("/api/org/telemedicine/" + id, elsewhere.admin_token).status, 404);
  EXPECT_EQ(
      there.patch("/api/org/telemedicine/" + id, {{"name", "Mío"}}, elsewhere.admin_token).status,
      404);
  EXPECT_EQ(open(there, elsewhere.admin_token, all).status, 404);
  EXPECT_EQ(there.get("/api/telemedicine", elsewhere.admin_token).data().as_array().size(), 0U);
  EXPECT_EQ(c.get("/api/org/telemedicine/" + id, org.admin_token).data().at("name").as_string(),
            "Para todos");

  // The module off: its calls answer 403.
  const auto off = make_org(server(), {"moods"});
  EXPECT_EQ(client(off.host).get("/api/telemedicine", off.admin_token).code(), "module_disabled");
}

TEST_F(TelemedicineApi, OpeningCountsAClickAndNamesNobody) {
  ManualClock clock(kTmWednesdayNoon);
  TestServer s(tm_long_sessions, &clock);
  const auto org = utc_org(s, {"telemedicine"});
  const auto ana = make_user(s, org, Role::kEmployee, "Ana");
  const auto beto = make_user(s, org, Role::kEmployee, "Beto");
  const auto c = s.client(org.host);
  const auto doctor = create(c, org, provider("Médico", {{"whatsapp", "+56 9 1111 2222"}}));
  const auto line = create(c, org,
                           provider("Línea", {{"kind", "eap"},
                                              {"link", nullptr},
                                              {"access_code", nullptr},
                                              {"phone", "+56 (2) 2345-6789"}}));

  auto r = open(c, ana.token, doctor);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("url").as_string(), "https://proveedor.test/entrar");
  r = open(c, ana.token, doctor, "whatsapp");
  EXPECT_EQ(r.data().at("url").as_string(), "https://wa.me/56911112222");
  r = open(c, beto.token, doctor, "code");
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("url").is_null());
  r = open(c, beto.token, line, "phone");
  EXPECT_EQ(r.data().at("url").as_string(), "tel:+56223456789");
  // What a provider does not offer is refused, and not counted.
  EXPECT_EQ(open(c, ana.token, line, "link").code(), "channel_unavailable");
  EXPECT_EQ(open(c, ana.token, line, "code").code(), "channel_unavailable");
  EXPECT_EQ(open(c, ana.token, line, "fax").status, 400);
  // An empty body opens the link.
  r = c.request("POST", "/api/telemedicine/" + std::to_string(doctor) + "/open", "", ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("channel").as_string(), "link");

  // The next day, one more.
  clock.advance_ms(kTmDay);
  ASSERT_EQ(open(c, beto.token, doctor).status, 200);

  // The table holds counts per provider and day, and nothing else.
  std::vector<std::tuple<std::int64_t, std::string, std::int64_t>> rows;
  s.app().db().run([&](db::Conn& conn) {
    for (const db::Row& row : conn.query(telemed_sql::kTmClickRows, {OrgId{org.id}})) {
      rows.emplace_back(row.i64(0), row.text(1), row.i64(2));
    }
  });
  using Rows = std::vector<std::tuple<std::int64_t, std::string, std::int64_t>>;
  EXPECT_EQ(rows,
            (Rows{{doctor, "2026-03-18", 4}, {doctor, "2026-03-19", 1}, {line, "2026-03-18", 1}}));
  EXPECT_EQ(scalar(s,
                   s.app().db().is_postgres() ? telemed_sql::kTmClickColumnsPg
                                              : telemed_sql::kTmClickColumnsLite,
                   {})
                .value_or(-1),
            0)
      << "no column beyond provider, day and count";
  // Members' clicks write no audit entry (only the admins' two creations are there).
  EXPECT_EQ(scalar(s, telemed_sql::kTmAuditOf, {OrgId{org.id}}).value_or(-1), 2);

  // The access log line of an open names no caller; other calls' lines still do.
  log::init("info");
  testing::internal::CaptureStderr();
  ASSERT_EQ(open(c, ana.token, doctor).status, 200);
  ASSERT_EQ(c.get("/api/telemedicine", ana.token).status, 200);
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  const std::string logged = testing::internal::GetCapturedStderr();
  log::init("off");
  const auto line_of = [&logged](const std::string& route) {
    const auto at = logged.find("\"route\":\"" + route + "\"");
    if (at == std::string::npos) return std::string();
    const auto start = logged.rfind('\n', at);
    const auto end = logged.find('\n', at);
    return logged.substr(start == std::string::npos ? 0 : start + 1,
                         end == std::string::npos ? std::string::npos : end - start - 1);
  };
  const auto opened = line_of("/telemedicine/{id}/open");
  ASSERT_FALSE(opened.empty()) << logged;
  EXPECT_NE(opened.find("\"user\":\"\""), std::string::npos) << opened;
  EXPECT_EQ(opened.find("\"user\":\"" + std::to_string(ana.id)), std::string::npos) << opened;
  const auto listed = line_of("/telemedicine");
  EXPECT_NE(listed.find("\"user\":\"" + std::to_string(ana.id) + "\""), std::string::npos)
      << listed;
}

TEST_F(TelemedicineApi, UsageShowsClosedWeeksFromKUpAndNeverAZeroForAHiddenCell) {
  ManualClock clock(kTmWednesdayNoon);  // week of Monday 2026-03-16
  TestServer s(tm_long_sessions, &clock);
  const auto org = utc_org(s, {"telemedicine"});
  const auto c = s.client(org.host);
  const auto doctor = create(c, org, provider("Médico"));
  const auto line = create(c, org, provider("Línea", {{"kind", "eap"}}));
  std::vector<TestUser> people;
  for (int i = 0; i < 6; ++i) people.push_back(make_user(s, org, Role::kEmployee, "Persona"));
  const auto clicks = [&](std::int64_t id, int n) {
    for (int i = 0; i < n; ++i) {
      ASSERT_EQ(open(c, people[static_cast<std::size_t>(i) % people.size()].token, id).status, 200);
    }
  };
  // Week of 03-16: 6 and 2. Week of 03-23: 5 and 5. Week of 03-30: none. Week of 04-06: 9, open.
  clicks(doctor, 6);
  clicks(line, 2);
  clock.advance_ms(7 * kTmDay);
  clicks(doctor, 5);
  clicks(line, 5);
  clock.advance_ms(14 * kTmDay);  // Wednesday 2026-04-08
  clicks(doctor, 9);

  auto r = c.get("/api/org/telemedicine/usage?from=2026-03-18&to=2026-04-08", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto u = r.data();
  EXPECT_EQ(u.at("k").as_int64(), 5);
  EXPECT_EQ(u.at("from").as_string(), "2026-03-16");
  EXPECT_EQ(u.at("to").as_string(), "2026-04-05") << "the week still open is not read";
  ASSERT_EQ(u.at("weeks").as_array().size(), 3U);
  const auto cell = [&u](std::size_t provider, std::size_t week) {
    return u.at("providers").at(provider).at("weeks").at(week).as_object();
  };
  ASSERT_EQ(u.at("providers").as_array().size(), 2U);
  EXPECT_EQ(u.at("providers").at(0).at("id").as_int64(), doctor);
  // Week 1: the total (8) shows; the line's 2 is below k, and the doctor's 6 would give it away.
  EXPECT_EQ(u.at("totals").at(0).at("state").as_string(), "ok");
  EXPECT_EQ(u.at("totals").at(0).at("clicks").as_int64(), 8);
  EXPECT_EQ(cell(1, 0).at("state").as_string(), "suppressed_small");
  EXPECT_TRUE(cell(1, 0).at("clicks").is_null()) << "never a zero for a hidden cell";
  EXPECT_EQ(cell(0, 0).at("state").as_string(), "suppressed_complementary");
  EXPECT_TRUE(cell(0, 0).at("clicks").is_null());
  // Week 2: both at k.
  EXPECT_EQ(cell(0, 1).at("clicks").as_int64(), 5);
  EXPECT_EQ(cell(1, 1).at("clicks").as_int64(), 5);
  EXPECT_EQ(u.at("totals").at(1).at("clicks").as_int64(), 10);
  // Week 3: nobody.
  EXPECT_EQ(cell(0, 2).at("state").as_string(), "no_data");
  EXPECT_EQ(u.at("totals").at(2).at("state").as_string(), "no_data");
  EXPECT_EQ(r.body.find("\"clicks\":0"), std::string::npos);

  // The default: the last 12 closed weeks. A higher k hides more, never less.
  r = c.get("/api/org/telemedicine/usage", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("weeks").as_array().size(), 12U);
  EXPECT_EQ(r.data().at("to").as_string(), "2026-04-05");
  ASSERT_EQ(put(c, "/api/org/privacy", json::object{{"k", 6}, {"k_comments", 10}}, org.admin_token)
                .status,
            200);
  r = c.get("/api/org/telemedicine/usage?from=2026-03-23&to=2026-03-29", org.admin_token);
  ASSERT_EQ(r.data().at("weeks").as_array().size(), 1U);
  EXPECT_EQ(r.data().at("providers").at(0).at("weeks").at(0).at("state").as_string(),
            "suppressed_small");
  EXPECT_EQ(r.data().at("totals").at(0).at("clicks").as_int64(), 10);

  // Bad ranges.
  EXPECT_EQ(c.get("/api/org/telemedicine/usage?from=2026-13-01", org.admin_token).code(),
            "invalid_range");
  EXPECT_EQ(
      c.get("/api/org/telemedicine/usage?from=2026-03-20&to=2026-03-01", org.admin_token).code(),
      "invalid_range");
  EXPECT_EQ(
      c.get("/api/org/telemedicine/usage?from=2024-01-01&to=2026-03-01", org.admin_token).code(),
      "invalid_range");
}

TEST_F(TelemedicineApi, CareRoutingShowsTheProvidersToThePersonNeverToTheLeader) {
  ManualClock clock(kTmWednesdayNoon);
  TestServer s(tm_long_sessions, &clock);
  const auto org = utc_org(s, {"moods", "telemedicine"});
  const auto ana = make_user(s, org, Role::kEmployee, "Ana");
  const auto lead = make_user(s, org, Role::kLeader, "Lucía");
  const auto sales = *scalar(s, sql::kInsertDepartment, {org.id, "Ventas"});
  exec(s, telemed_sql::kTmSetLeader, {ana.id, lead.id});
  const auto c = s.client(org.host);
  const auto support = create(c, org, provider("Apoyo psicológico", {{"kind", "eap"}}));
  const auto doctor = create(c, org, provider("Médico"));
  create(c, org, provider("Nutrición", {{"kind", "nutrition"}}));
  auto rules = everyone();
  rules["departments"] = json::array{sales};
  create(c, org, provider("Solo Ventas", {{"kind", "eap"}, {"eligibility", rules}}));
  create(c, org, provider("Borrador", {{"kind", "eap"}, {"status", "draft"}}));
  ASSERT_EQ(put(c, "/api/moods/sharing", json::object{{"with_leader", true}}, ana.token).status,
            200);

  for (const auto level : {2, 1}) {
    ASSERT_EQ(put(c, "/api/moods/today", json::object{{"level", level}}, ana.token).status, 200);
    clock.advance_ms(kTmDay);
  }
  EXPECT_TRUE(c.get("/api/moods/today", ana.token).data().at("care").is_null()) << "two days";
  ASSERT_EQ(put(c, "/api/moods/today", json::object{{"level", 2}}, ana.token).status, 200);
  // Three low days in a row: Ana alone is offered support first, then the doctor; nutrition,
  // drafts and what her department does not allow are not.
  auto r = c.get("/api/moods/today", ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_FALSE(r.data().at("care").is_null()) << r.body;
  const auto today = r.data();
  const auto& offers = today.at("care").at("offers").as_array();
  ASSERT_EQ(offers.size(), 2U) << r.body;
  EXPECT_EQ(offers.at(0).at("id").as_int64(), support);
  EXPECT_EQ(offers.at(0).at("source").as_string(), "telemedicine");
  EXPECT_EQ(offers.at(0).at("path").as_string(),
            "/telemedicine?provider=" + std::to_string(support));
  EXPECT_EQ(offers.at(1).at("id").as_int64(), doctor);
  EXPECT_EQ(c.get("/api/moods", ana.token).data().at("care").at("offers").as_array().size(), 2U);

  // Her leader sees her shared levels, never the care she is offered, and nothing reaches them.
  r = c.get("/api/moods/people/" + std::to_string(ana.id), lead.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_FALSE(r.data().as_object().contains("care")) << r.body;
  EXPECT_EQ(r.body.find("Apoyo psicológico"), std::string::npos);
  r = c.get("/api/moods/today", lead.token);
  EXPECT_TRUE(r.data().at("care").is_null());
  EXPECT_EQ(scalar(s, telemed_sql::kTmNotifications, {OrgId{org.id}, lead.id}).value_or(-1), 0);
  // Being offered care records nothing.
  EXPECT_EQ(scalar(s, telemed_sql::kTmClickTotal, {OrgId{org.id}}).value_or(-1), 0);

  // With telemedicine off, the organisation's own resources remain and no provider is offered.
  ASSERT_EQ(c.patch("/api/org/services", {{"telemedicine", false}}, org.admin_token).status, 200);
  r = c.get("/api/moods/today", ana.token);
  ASSERT_FALSE(r.data().at("care").is_null());
  EXPECT_TRUE(r.data().at("care").at("offers").as_array().empty());
  EXPECT_FALSE(r.data().at("care").at("resources").as_array().empty());
}

TEST_F(TelemedicineApi, AGuideOneReferralShowsTheProvidersToThePersonAlone) {
  TestServer s;
  const auto org = make_org(s, {"surveys", "telemedicine"});
  const auto c = s.client(org.host);
  const auto ana = make_user(s, org, Role::kEmployee, "Ana");
  const auto beto = make_user(s, org, Role::kEmployee, "Beto");
  const auto support = create(c, org, provider("Apoyo psicológico", {{"kind", "eap"}}));
  auto r = c.post("/api/org/psychosocial/applications", json::object{{"workplace", "Sucursal"}},
                  org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto sid = std::to_string(r.data().at("id").as_int64());
  ASSERT_EQ(c.post("/api/org/psychosocial/applications/" + sid + "/launch", json::object{},
                   org.admin_token)
                .status,
            200);
  // Beto lived none of the events: no referral, no providers.
  json::object answers;
  for (int n = 1; n <= 6; ++n) answers[std::to_string(n)] = "no";
  r = c.post("/api/psychosocial/" + sid + "/guide1", json::object{{"answers", answers}},
             beto.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_FALSE(r.data().at("needs_referral").as_bool());
  EXPECT_TRUE(r.data().at("offers").as_array().empty());
  // Ana's answer calls for a referral: the providers are offered to her, then and on return.
  for (int n = 7; n <= 20; ++n) answers[std::to_string(n)] = "no";
  answers["1"] = "yes";  // a traumatic event, and a persistent memory of it
  answers["7"] = "yes";
  r = c.post("/api/psychosocial/" + sid + "/guide1", json::object{{"answers", answers}}, ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("needs_referral").as_bool());
  ASSERT_EQ(r.data().at("offers").as_array().size(), 1U) << r.body;
  EXPECT_EQ(r.data().at("offers").at(0).at("id").as_int64(), support);
  r = c.get("/api/psychosocial/" + sid, ana.token);
  EXPECT_EQ(r.data().at("guide1_outcome").at("offers").as_array().size(), 1U);
  r = c.get("/api/psychosocial/" + sid, beto.token);
  EXPECT_TRUE(r.data().at("guide1_outcome").at("offers").as_array().empty());
  EXPECT_EQ(scalar(s, telemed_sql::kTmClickTotal, {OrgId{org.id}}).value_or(-1), 0);
}

}  // namespace
}  // namespace aplauso::test
