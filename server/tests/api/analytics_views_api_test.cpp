// Custom analytics over HTTP on both engines (docs/analytics.md, ANA-4): a saved view's figures
// against a small organisation computed by hand (groups by department, filters, the previous
// period, the interval of a rate and its test, groups under k hidden), who may see, change and
// share views (a leader only their own people, never another organisation's view), bad
// definitions, and the digests on their day, once, and only when significant if asked.
#include <boost/json/array.hpp>
#include <boost/json/serialize.hpp>
#include <string>

#include "core/config.h"
#include "modules/analytics/analytics_service.h"
#include "modules/analytics/analytics_views.h"
#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

namespace views_sql {
inline constexpr db::Statement kViewsSetLeader{"test.views_set_leader",
                                               "UPDATE users SET leader_id = $2 WHERE id = $1"};
inline constexpr db::Statement kViewsUserId{
    "test.views_user_id", "SELECT id FROM users WHERE org_id = $1 AND email = $2"};
inline constexpr db::Statement kViewsDigests{
    "test.views_digests",
    "SELECT COUNT(*) FROM notifications WHERE org_id = $1 AND user_id = $2 AND kind = "
    "'analytics_digest'"};
inline constexpr db::Statement kViewsGroup{
    "test.views_group",
    "INSERT INTO org_groups (org_id, name, created_at) VALUES ($1, $2, 1) RETURNING id"};
inline constexpr db::Statement kViewsGroupMember{
    "test.views_group_member",
    "INSERT INTO org_group_members (group_id, user_id, org_id, created_at) VALUES ($1, $2, $3, 1)"};
inline constexpr db::Statement kViewsProgram{
    "test.views_program",
    "INSERT INTO programs (org_id, title, status, created_at, updated_at) VALUES ($1, $2, $3, 1, "
    "1) RETURNING id"};
inline constexpr db::Statement kViewsAssignment{
    "test.views_assignment",
    "INSERT INTO program_assignments (org_id, program_id, user_id, due_on, assigned_at) VALUES "
    "($1, $2, $3, '2026-04-01', 1)"};
}  // namespace views_sql

// Tuesday 2026-03-10, 12:00 UTC.
constexpr std::int64_t kViewsTuesdayNoon = 1'773'144'000'000;
constexpr std::int64_t kViewsDay = 24LL * 3'600'000;

void views_long_sessions(Config& config) {
  config.jwt_ttl_s = 60LL * 24 * 3600;
}

/// Seven people: Ventas (five, led by Luisa) and Soporte (two). The week before 2026-03-17,
/// V1 recognises V2; in the week up to it V1 recognises V2 and V3 in one post, S1 recognises
/// V4 and V5 recognises S2.
struct ViewsOrg {
  TestOrg org;
  TestUser luisa;
  std::vector<TestUser> ventas, soporte;
  std::int64_t sales = 0, support = 0;
};

class AnalyticsViewsApi : public ApiTest {
 protected:
  static HttpResult put(const HttpClient& c, const std::string& path, const json::object& body,
                        const std::string& token) {
    return c.request("PUT", path, json::serialize(body), token, {"Content-Type: application/json"});
  }
  static HttpResult del(const HttpClient& c, const std::string& path, const std::string& token) {
    return c.request("DELETE", path, "", token);
  }
  static ViewsOrg seed(TestServer& s, ManualClock& clock) {
    ViewsOrg o;
    o.org = make_full_org(s);
    const auto r =
        s.client(o.org.host).post("/api/org/edit", {{"timezone", "UTC"}}, o.org.admin_token);
    EXPECT_EQ(r.status, 200) << r.body;
    o.sales = *scalar(s, sql::kInsertDepartment, {o.org.id, "Ventas"});
    o.support = *scalar(s, sql::kInsertDepartment, {o.org.id, "Soporte"});
    o.luisa = make_user(s, o.org, Role::kLeader, "Luisa");
    for (int i = 1; i <= 5; ++i) {
      o.ventas.push_back(make_user(s, o.org, Role::kEmployee, "V" + std::to_string(i)));
      exec(s, sql::kSetDepartment, {o.ventas.back().id, o.sales});
      exec(s, views_sql::kViewsSetLeader, {o.ventas.back().id, o.luisa.id});
    }
    for (int i = 1; i <= 2; ++i) {
      o.soporte.push_back(make_user(s, o.org, Role::kEmployee, "S" + std::to_string(i)));
      exec(s, sql::kSetDepartment, {o.soporte.back().id, o.support});
    }
    const auto type = make_type(s, o.org, "Gracias", 0, 100);
    for (const auto& u : o.ventas) set_giving_points(s, o.org, u.id, 100);
    for (const auto& u : o.soporte) set_giving_points(s, o.org, u.id, 100);
    EXPECT_EQ(send_recognition(s, o.org, o.ventas[0], {o.ventas[1].email}, 1, type).status, 201);
    clock.advance_ms(7 * kViewsDay);  // 2026-03-17
    EXPECT_EQ(
        send_recognition(s, o.org, o.ventas[0], {o.ventas[1].email, o.ventas[2].email}, 2, type)
            .status,
        201);
    EXPECT_EQ(send_recognition(s, o.org, o.soporte[0], {o.ventas[3].email}, 3, type).status, 201);
    EXPECT_EQ(send_recognition(s, o.org, o.ventas[4], {o.soporte[1].email}, 4, type).status, 201);
    s.app().service<analytics::AnalyticsService>().refresh();
    return o;
  }

  static json::object view_body(const std::string& metric, const std::string& dimension,
                                json::object filters = {}, json::array shared = {}) {
    return {{"name", "Vista " + metric},       {"metric", metric}, {"dimension", dimension},
            {"filters", std::move(filters)},   {"period", "30d"},  {"chart", "bar"},
            {"shared_with", std::move(shared)}};
  }

  static const json::object* group(const json::object& data, const std::string& key) {
    for (const auto& g : data.at("groups").as_array()) {
      if (g.at("key").as_string() == key) return &g.as_object();
    }
    return nullptr;
  }
};

TEST_F(AnalyticsViewsApi, AViewGroupsARegistryMetricByAnAttributeAndHidesSmallGroups) {
  ManualClock clock(kViewsTuesdayNoon);
  TestServer s(views_long_sessions, &clock);
  const auto o = seed(s, clock);
  const auto c = s.client(o.org.host);
  const auto week = std::string("?from=2026-03-11&to=2026-03-17");

  auto r = c.post("/api/custom_analytics", view_body("recognitions_received", "department"),
                  o.org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto id = r.data().at("id").as_int64();
  EXPECT_EQ(r.data().at("can_edit").as_bool(), true);
  EXPECT_TRUE(r.data().at("subscription").is_null());

  r = c.get("/api/custom_analytics/" + std::to_string(id) + "/data" + week, o.org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  auto d = r.data().as_object();
  EXPECT_EQ(d.at("previous_from").as_string(), "2026-03-04");
  EXPECT_EQ(d.at("scope").as_string(), "organisation");
  EXPECT_EQ(d.at("unit").as_string(), "count");
  EXPECT_EQ(d.at("k").as_int64(), 5);
  // Ventas received 3 (V2, V3, V4) against 1 the week before: |3 − 1| / √4 = 1, not beyond chance.
  const auto* sales = group(d, std::to_string(o.sales));
  ASSERT_NE(sales, nullptr) << r.body;
  EXPECT_EQ(sales->at("name").as_string(), "Ventas");
  EXPECT_EQ(sales->at("members").as_int64(), 5);
  EXPECT_DOUBLE_EQ(sales->at("value").to_number<double>(), 3);
  EXPECT_DOUBLE_EQ(sales->at("previous").to_number<double>(), 1);
  EXPECT_TRUE(sales->at("interval").is_null()) << "no interval for counts";
  EXPECT_EQ(sales->at("significant").as_bool(), false);
  // Soporte's two people (and the admin and Luisa, without a department) are below k.
  EXPECT_EQ(group(d, std::to_string(o.support)), nullptr) << "never a small group's figure";
  EXPECT_EQ(group(d, "none"), nullptr);
  EXPECT_EQ(d.at("hidden_groups").as_int64(), 2);
  EXPECT_EQ(d.at("hidden_members").as_int64(), 4);
  // The total is everyone's: 4 received this week, 1 before.
  EXPECT_DOUBLE_EQ(d.at("total").at("value").to_number<double>(), 4);
  EXPECT_DOUBLE_EQ(d.at("total").at("previous").to_number<double>(), 1);

  // Participation of Ventas: all five took part (2 of 5 the week before), with Wilson's interval.
  r = c.post("/api/custom_analytics/preview" + week, view_body("participation", "department"),
             o.org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  d = r.data().as_object();
  sales = group(d, std::to_string(o.sales));
  ASSERT_NE(sales, nullptr) << r.body;
  EXPECT_EQ(d.at("unit").as_string(), "percent");
  EXPECT_DOUBLE_EQ(sales->at("value").to_number<double>(), 1.0);
  EXPECT_DOUBLE_EQ(sales->at("previous").to_number<double>(), 0.4);
  // Wilson 95 % of 5 out of 5: [0.5655, 1].
  EXPECT_NEAR(sales->at("interval").at("low").to_number<double>(), 0.5655, 1e-4);
  EXPECT_NEAR(sales->at("interval").at("high").to_number<double>(), 1.0, 1e-4);
  EXPECT_TRUE(sales->at("significant").is_bool());

  // Recognitions sent count posts, not people recognised: Ventas sent 2 this week (V1's one post
  // to V2 and V3, and V5's) against 1 the week before; the total adds S1's.
  r = c.post("/api/custom_analytics/preview" + week, view_body("recognitions_sent", "department"),
             o.org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  d = r.data().as_object();
  EXPECT_EQ(d.at("unit").as_string(), "count");
  sales = group(d, std::to_string(o.sales));
  ASSERT_NE(sales, nullptr) << r.body;
  EXPECT_DOUBLE_EQ(sales->at("value").to_number<double>(), 2);
  EXPECT_DOUBLE_EQ(sales->at("previous").to_number<double>(), 1);
  EXPECT_TRUE(sales->at("interval").is_null()) << "no interval for counts";
  EXPECT_DOUBLE_EQ(d.at("total").at("value").to_number<double>(), 3);
  EXPECT_DOUBLE_EQ(d.at("total").at("previous").to_number<double>(), 1);

  // A filter keeps Ventas only; grouped by seniority, nobody has a start date: one group of 5.
  r = c.post("/api/custom_analytics/preview" + week,
             view_body("recognitions_received", "seniority",
                       {{"department", json::array{std::to_string(o.sales)}}}),
             o.org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  d = r.data().as_object();
  EXPECT_EQ(d.at("total").at("members").as_int64(), 5);
  ASSERT_EQ(d.at("groups").as_array().size(), 1U) << r.body;
  EXPECT_EQ(d.at("groups").at(0).at("key").as_string(), "unknown");
  // V2, V3 and V4 were recognised (S2, recognised by V5, is not in Ventas).
  EXPECT_DOUBLE_EQ(d.at("groups").at(0).at("value").to_number<double>(), 3);

  // Without from..to, the view's own period: the last 30 days up to today.
  r = c.get("/api/custom_analytics/" + std::to_string(id) + "/data", o.org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("to").as_string(), "2026-03-17");
  EXPECT_EQ(r.data().at("from").as_string(), "2026-02-16");
}

TEST_F(AnalyticsViewsApi, OnlyAdminsShareAndALeaderSeesOnlyTheirOwnPeople) {
  ManualClock clock(kViewsTuesdayNoon);
  TestServer s(views_long_sessions, &clock);
  const auto o = seed(s, clock);
  const auto c = s.client(o.org.host);
  const auto week = std::string("?from=2026-03-11&to=2026-03-17");

  auto r = c.post("/api/custom_analytics",
                  view_body("participation", "department", {}, json::array{"leader"}),
                  o.org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto shared = std::to_string(r.data().at("id").as_int64());
  r = c.post("/api/custom_analytics", view_body("recognitions_received", "department"),
             o.org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto unshared = std::to_string(r.data().at("id").as_int64());

  // Luisa lists the shared view only, opens it over her own five people, cannot change it.
  r = c.get("/api/custom_analytics", o.luisa.token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().as_array().size(), 1U);
  EXPECT_EQ(std::to_string(r.data().at(0).at("id").as_int64()), shared);
  EXPECT_EQ(r.data().at(0).at("can_edit").as_bool(), false);
  r = c.get("/api/custom_analytics/" + shared + "/data" + week, o.luisa.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("scope").as_string(), "team");
  EXPECT_EQ(r.data().at("total").at("members").as_int64(), 5) << "never another team's people";
  EXPECT_EQ(c.get("/api/custom_analytics/" + unshared, o.luisa.token).status, 404);
  EXPECT_EQ(c.get("/api/custom_analytics/" + unshared + "/data", o.luisa.token).status, 404);
  r = c.patch("/api/custom_analytics/" + shared, {{"name", "Mía"}}, o.luisa.token);
  EXPECT_EQ(r.status, 403) << r.body;
  EXPECT_EQ(del(c, "/api/custom_analytics/" + shared, o.luisa.token).status, 403);

  // Her own view is hers; she cannot share it.
  r = c.post("/api/custom_analytics",
             view_body("recognitions_received", "department", {}, json::array{"leader"}),
             o.luisa.token);
  EXPECT_EQ(r.status, 422) << r.body;
  EXPECT_NE(r.body.find("cannot_share"), std::string::npos);
  r = c.post("/api/custom_analytics", view_body("recognitions_received", "department"),
             o.luisa.token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto hers = std::to_string(r.data().at("id").as_int64());
  r = c.get("/api/custom_analytics/options", o.luisa.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("share_roles").as_array().empty());
  EXPECT_EQ(c.get("/api/custom_analytics", o.luisa.token).data().as_array().size(), 2U);
  // The admin sees every view and may change Luisa's.
  EXPECT_EQ(c.get("/api/custom_analytics", o.org.admin_token).data().as_array().size(), 3U);
  r = c.patch("/api/custom_analytics/" + hers, {{"chart", "table"}}, o.org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("chart").as_string(), "table");
  EXPECT_EQ(r.data().at("name").as_string(), "Vista recognitions_received") << "the rest kept";
  EXPECT_EQ(del(c, "/api/custom_analytics/" + hers, o.luisa.token).status, 204);
  EXPECT_EQ(c.get("/api/custom_analytics/" + hers, o.luisa.token).status, 404);

  // Members have no custom analytics; another organisation never sees these views.
  EXPECT_EQ(c.get("/api/custom_analytics", o.ventas[0].token).status, 403);
  const auto other = make_full_org(s);
  const auto oc = s.client(other.host);
  EXPECT_EQ(oc.get("/api/custom_analytics/" + shared, other.admin_token).status, 404);
  EXPECT_EQ(oc.get("/api/custom_analytics/" + shared + "/data", other.admin_token).status, 404);
  EXPECT_EQ(oc.patch("/api/custom_analytics/" + shared, {{"name", "x"}}, other.admin_token).status,
            404);
  EXPECT_EQ(del(oc, "/api/custom_analytics/" + shared, other.admin_token).status, 404);
  EXPECT_TRUE(oc.get("/api/custom_analytics", other.admin_token).data().as_array().empty());
}

TEST_F(AnalyticsViewsApi, GroupsAndProgramsAreDimensionsAndALeaderReadsOnlyTheirPeoplesRows) {
  ManualClock clock(kViewsTuesdayNoon);
  TestServer s(views_long_sessions, &clock);
  const auto o = seed(s, clock);
  const auto c = s.client(o.org.host);
  const auto week = std::string("?from=2026-03-11&to=2026-03-17");
  const OrgId org{o.org.id};
  // Mentores: V1..V5 and S1; Nuevos: V2 and S2 (a person may be in several groups).
  const auto mentors = *scalar(s, views_sql::kViewsGroup, {org, "Mentores"});
  const auto newcomers = *scalar(s, views_sql::kViewsGroup, {org, "Nuevos"});
  for (const auto& u : o.ventas) exec(s, views_sql::kViewsGroupMember, {mentors, u.id, org});
  exec(s, views_sql::kViewsGroupMember, {mentors, o.soporte[0].id, org});
  exec(s, views_sql::kViewsGroupMember, {newcomers, o.ventas[1].id, org});
  exec(s, views_sql::kViewsGroupMember, {newcomers, o.soporte[1].id, org});
  // Onboarding (active) has V1..V5 assigned; a draft program is nobody's dimension.
  const auto onboarding = *scalar(s, views_sql::kViewsProgram, {org, "Onboarding", "active"});
  const auto draft = *scalar(s, views_sql::kViewsProgram, {org, "Borrador", "draft"});
  for (const auto& u : o.ventas) exec(s, views_sql::kViewsAssignment, {org, onboarding, u.id});
  exec(s, views_sql::kViewsAssignment, {org, draft, o.soporte[0].id});

  // Received this week: V2, V3, V4 and S2 once each. Mentores (6): 3. Nuevos (2) and the people
  // in no group (the admin, Luisa) are below k: hidden, four people counted once.
  auto r = c.post("/api/custom_analytics/preview" + week,
                  view_body("recognitions_received", "group"), o.org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  auto d = r.data().as_object();
  const auto* g = group(d, std::to_string(mentors));
  ASSERT_NE(g, nullptr) << r.body;
  EXPECT_EQ(g->at("name").as_string(), "Mentores");
  EXPECT_EQ(g->at("members").as_int64(), 6);
  EXPECT_DOUBLE_EQ(g->at("value").to_number<double>(), 3);
  EXPECT_EQ(d.at("groups").as_array().size(), 1U) << r.body;
  EXPECT_EQ(d.at("hidden_groups").as_int64(), 2);
  EXPECT_EQ(d.at("hidden_members").as_int64(), 4);
  EXPECT_DOUBLE_EQ(d.at("total").at("value").to_number<double>(), 4);

  // Kept by group: Nuevos only (V2 and S2), both recognised this week.
  r = c.post("/api/custom_analytics/preview" + week,
             view_body("recognitions_received", "department",
                       {{"group", json::array{std::to_string(newcomers)}}}),
             o.org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("total").at("members").as_int64(), 2);
  EXPECT_DOUBLE_EQ(r.data().at("total").at("value").to_number<double>(), 2);

  // By program: Onboarding's five all took part this week (two of five the week before).
  r = c.post("/api/custom_analytics/preview" + week, view_body("participation", "program"),
             o.org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  d = r.data().as_object();
  g = group(d, std::to_string(onboarding));
  ASSERT_NE(g, nullptr) << r.body;
  EXPECT_EQ(g->at("name").as_string(), "Onboarding");
  EXPECT_EQ(g->at("members").as_int64(), 5);
  EXPECT_DOUBLE_EQ(g->at("value").to_number<double>(), 1.0);
  EXPECT_DOUBLE_EQ(g->at("previous").to_number<double>(), 0.4);
  EXPECT_EQ(group(d, std::to_string(draft)), nullptr) << "a draft is nobody's program";

  // The editor's values: the groups and programs by name, the countries the members have.
  r = c.get("/api/custom_analytics/options", o.org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto options = r.data();
  const auto& groups = options.at("values").at("group").as_array();
  ASSERT_EQ(groups.size(), 3U) << r.body;
  EXPECT_EQ(groups.at(0).at("name").as_string(), "Mentores");
  EXPECT_EQ(groups.at(2).at("key").as_string(), "none");
  const auto& programs = options.at("values").at("program").as_array();
  ASSERT_EQ(programs.size(), 2U) << r.body;
  EXPECT_EQ(programs.at(0).at("key").as_string(), std::to_string(onboarding));
  // Unknown or draft ids are refused as filters.
  for (const auto& bad : {json::object{{"group", json::array{"999999"}}},
                          json::object{{"program", json::array{std::to_string(draft)}}}}) {
    r = c.post("/api/custom_analytics", view_body("participation", "group", bad),
               o.org.admin_token);
    EXPECT_EQ(r.status, 422) << r.body;
    EXPECT_NE(r.body.find("\"filters\""), std::string::npos) << r.body;
  }

  // A leader's figures, read from their own people's rows only, are the admin's over the same
  // people, for every metric.
  for (const auto& metric : analytics::custom_metrics()) {
    auto body = view_body(metric, "department");
    r = c.post("/api/custom_analytics/preview" + week, body, o.luisa.token);
    ASSERT_EQ(r.status, 200) << metric << ": " << r.body;
    const auto team = r.data().at("total");
    body["filters"] = json::object{{"department", json::array{std::to_string(o.sales)}}};
    r = c.post("/api/custom_analytics/preview" + week, body, o.org.admin_token);
    ASSERT_EQ(r.status, 200) << metric << ": " << r.body;
    const auto all = r.data().at("total");
    EXPECT_EQ(team.at("members").as_int64(), 5) << metric;
    EXPECT_DOUBLE_EQ(team.at("value").to_number<double>(), all.at("value").to_number<double>())
        << metric;
    EXPECT_DOUBLE_EQ(team.at("previous").to_number<double>(),
                     all.at("previous").to_number<double>())
        << metric;
  }
  // Luisa grouped by group sees Mentores as her five only.
  r = c.post("/api/custom_analytics/preview" + week, view_body("participation", "group"),
             o.luisa.token);
  ASSERT_EQ(r.status, 200) << r.body;
  d = r.data().as_object();
  g = group(d, std::to_string(mentors));
  ASSERT_NE(g, nullptr) << r.body;
  EXPECT_EQ(g->at("members").as_int64(), 5);

  // Programs off: the dimension is refused and leaves the options.
  r = c.patch("/api/org/services", {{"programs", false}}, o.org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  r = c.post("/api/custom_analytics", view_body("participation", "program"), o.org.admin_token);
  EXPECT_EQ(r.status, 422) << r.body;
  r = c.get("/api/custom_analytics/options", o.org.admin_token);
  const auto without = r.data();
  for (const auto& dim : without.at("dimensions").as_array()) EXPECT_NE(dim.as_string(), "program");
}

TEST_F(AnalyticsViewsApi, ByValueCountsTheRecognitionsReceivedWithEachValue) {
  ManualClock clock(kViewsTuesdayNoon);
  TestServer s(views_long_sessions, &clock);
  const auto o = seed(s, clock);
  const auto c = s.client(o.org.host);
  const auto week = std::string("?from=2026-03-11&to=2026-03-17");
  auto r = c.request("PUT", "/api/org/privacy", R"({"k":3,"k_comments":3})", o.org.admin_token,
                     {"Content-Type: application/json"});
  ASSERT_EQ(r.status, 200) << r.body;
  r = c.post("/api/values", {{"name", "Excelencia"}}, o.org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto excellence = r.data().at("id").as_int64();
  r = c.post("/api/values", {{"name", "Trabajo en equipo"}}, o.org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto teamwork = r.data().at("id").as_int64();
  const auto type = make_type(s, o.org, "Bravo", 0, 100);
  // On the 17th: V1 recognises V3, V4 and V5 with Excelencia; S1 recognises V2 with both.
  r = send_recognition(s, o.org, o.ventas[0],
                       {o.ventas[2].email, o.ventas[3].email, o.ventas[4].email}, 1, type,
                       {{"values", json::array{excellence}}});
  ASSERT_EQ(r.status, 201) << r.body;
  r = send_recognition(s, o.org, o.soporte[0], {o.ventas[1].email}, 1, type,
                       {{"values", json::array{excellence, teamwork}}});
  ASSERT_EQ(r.status, 201) << r.body;
  s.app().service<analytics::AnalyticsService>().refresh();

  // Excelencia: 4 recognitions, to 4 people, none the week before (|4 − 0| / 2 = 2: beyond
  // chance). Trabajo en equipo reached one person: below k, hidden. The total is every
  // recognition received (4 earlier in the week, 4 now).
  r = c.post("/api/custom_analytics/preview" + week, view_body("recognitions_received", "value"),
             o.org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  auto d = r.data().as_object();
  ASSERT_EQ(d.at("groups").as_array().size(), 1U) << r.body;
  const auto* g = group(d, std::to_string(excellence));
  ASSERT_NE(g, nullptr) << r.body;
  EXPECT_EQ(g->at("name").as_string(), "Excelencia");
  EXPECT_EQ(g->at("members").as_int64(), 4);
  EXPECT_DOUBLE_EQ(g->at("value").to_number<double>(), 4);
  EXPECT_DOUBLE_EQ(g->at("previous").to_number<double>(), 0);
  EXPECT_EQ(g->at("significant").as_bool(), true);
  EXPECT_EQ(d.at("hidden_groups").as_int64(), 1);
  EXPECT_EQ(d.at("hidden_members").as_int64(), 1);
  EXPECT_DOUBLE_EQ(d.at("total").at("value").to_number<double>(), 8);

  // Luisa's people (Ventas) received all four; Soporte alone received none with a value.
  r = c.post("/api/custom_analytics/preview" + week, view_body("recognitions_received", "value"),
             o.luisa.token);
  ASSERT_EQ(r.status, 200) << r.body;
  d = r.data().as_object();
  g = group(d, std::to_string(excellence));
  ASSERT_NE(g, nullptr) << r.body;
  EXPECT_DOUBLE_EQ(g->at("value").to_number<double>(), 4);
  r = c.post("/api/custom_analytics/preview" + week,
             view_body("recognitions_received", "value",
                       {{"department", json::array{std::to_string(o.support)}}}),
             o.org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("groups").as_array().empty()) << r.body;

  // A value groups recognitions, not people: no other metric, and no filter by value.
  r = c.post("/api/custom_analytics", view_body("participation", "value"), o.org.admin_token);
  EXPECT_EQ(r.status, 422) << r.body;
  EXPECT_NE(r.body.find("\"dimension\""), std::string::npos) << r.body;
  r = c.post("/api/custom_analytics",
             view_body("recognitions_received", "department",
                       {{"value", json::array{std::to_string(excellence)}}}),
             o.org.admin_token);
  EXPECT_EQ(r.status, 422) << r.body;
  EXPECT_NE(r.body.find("\"filters\""), std::string::npos) << r.body;
  // The values module off: no dimension by value.
  r = c.patch("/api/org/services", {{"corporate_values", false}}, o.org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  r = c.post("/api/custom_analytics", view_body("recognitions_received", "value"),
             o.org.admin_token);
  EXPECT_EQ(r.status, 422) << r.body;
}

TEST_F(AnalyticsViewsApi, ABadDefinitionNamesItsFieldAndSavesNothing) {
  ManualClock clock(kViewsTuesdayNoon);
  TestServer s(views_long_sessions, &clock);
  const auto org = make_full_org(s);
  const auto c = s.client(org.host);
  const auto refused = [&](json::object body, const std::string& field) {
    const auto r = c.post("/api/custom_analytics", body, org.admin_token);
    EXPECT_EQ(r.status, 422) << field << ": " << r.body;
    EXPECT_NE(r.body.find("\"" + field + "\""), std::string::npos) << r.body;
  };
  auto body = view_body("participation", "department");
  body["name"] = "";
  refused(body, "name");
  body["name"] = std::string(121, 'a');
  refused(body, "name");
  refused(view_body("mood_average", "department"), "metric");  // not a custom metric
  refused(view_body("no_such_metric", "department"), "metric");
  refused(view_body("participation", "salary"), "dimension");
  body = view_body("participation", "department");
  body["period"] = "7d";
  refused(body, "period");
  body = view_body("participation", "department");
  body["chart"] = "pie";
  refused(body, "chart");
  refused(view_body("participation", "department", {{"department", json::array{"999999"}}}),
          "filters");
  refused(view_body("participation", "department", {{"age", json::array{"20-30"}}}), "filters");
  refused(view_body("participation", "department", {{"gender", json::array{"x"}}}), "filters");
  refused(view_body("participation", "department", {{"contract_type", json::array{"forever"}}}),
          "filters");
  refused(view_body("participation", "department", {}, json::array{"employee"}), "shared_with");
  auto r = c.post("/api/custom_analytics/preview?from=2026-03-17&to=2026-03-01",
                  view_body("participation", "department"), org.admin_token);
  EXPECT_EQ(r.status, 422) << r.body;
  // Contract type and gender group and filter like any attribute (unknown: not recorded).
  r = c.post("/api/custom_analytics/preview",
             view_body("participation", "gender",
                       {{"contract_type", json::array{"indefinite", "unknown"}}}),
             org.admin_token);
  EXPECT_EQ(r.status, 200) << r.body;
  r = c.request("POST", "/api/custom_analytics", "{\"name\": 3}", org.admin_token,
                {"Content-Type: application/json"});
  EXPECT_EQ(r.status, 400) << r.body;
  EXPECT_TRUE(c.get("/api/custom_analytics", org.admin_token).data().as_array().empty());

  // Site needs the workplace module: off, the dimension is refused.
  r = c.patch("/api/org/services", {{"workplace", false}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  refused(view_body("participation", "site"), "dimension");
  r = c.get("/api/custom_analytics/options", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto options = r.data();
  for (const auto& d : options.at("dimensions").as_array()) EXPECT_NE(d.as_string(), "site");
  EXPECT_EQ(r.data().at("share_roles").as_array().size(), 2U);
}

TEST_F(AnalyticsViewsApi, DigestsComeOnTheirDayOnceAndOnlyWhenSignificantIfAsked) {
  ManualClock clock(kViewsTuesdayNoon);
  TestServer s(views_long_sessions, &clock);
  const auto o = seed(s, clock);
  const auto c = s.client(o.org.host);
  auto& views = s.app().service<analytics::ViewService>();
  const auto admin_id = *scalar(s, views_sql::kViewsUserId, {OrgId{o.org.id}, o.org.admin_email});
  const auto digests = [&] {
    return *scalar(s, views_sql::kViewsDigests, {OrgId{o.org.id}, admin_id});
  };

  auto r = c.post("/api/custom_analytics", view_body("recognitions_received", "department"),
                  o.org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto id = std::to_string(r.data().at("id").as_int64());
  r = put(c, "/api/custom_analytics/" + id + "/subscription", {{"frequency", "fortnightly"}},
          o.org.admin_token);
  EXPECT_EQ(r.status, 422) << r.body;
  r = put(c, "/api/custom_analytics/" + id + "/subscription", {{"frequency", "weekly"}},
          o.org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("subscription").at("next_on").as_string(), "2026-03-18");

  EXPECT_EQ(views.send_digests(), 0) << "not before its day";
  clock.advance_ms(kViewsDay);
  EXPECT_EQ(views.send_digests(), 1);
  EXPECT_EQ(views.send_digests(), 0) << "once";
  EXPECT_EQ(digests(), 1);
  r = c.get("/api/custom_analytics/" + id, o.org.admin_token);
  EXPECT_EQ(r.data().at("subscription").at("next_on").as_string(), "2026-03-25");
  r = c.get("/api/user/notification", o.org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_NE(r.body.find("analytics_digest"), std::string::npos) << r.body;
  EXPECT_NE(r.body.find("Vista recognitions_received"), std::string::npos);

  // Only when significant: Soporte received 1 against 0 (|1 − 0| / √1 = 1), and its group is
  // below k: nothing changed beyond chance, so nothing is sent, and the digest moves on.
  r = c.post("/api/custom_analytics",
             view_body("recognitions_received", "department",
                       {{"department", json::array{std::to_string(o.support)}}}),
             o.org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto quiet = std::to_string(r.data().at("id").as_int64());
  r = put(c, "/api/custom_analytics/" + quiet + "/subscription",
          {{"frequency", "monthly"}, {"only_significant", true}}, o.org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("subscription").at("only_significant").as_bool(), true);
  clock.advance_ms(kViewsDay);
  EXPECT_EQ(views.send_digests(), 0);
  EXPECT_EQ(digests(), 1);
  r = c.get("/api/custom_analytics/" + quiet, o.org.admin_token);
  EXPECT_EQ(r.data().at("subscription").at("next_on").as_string(), "2026-04-19");

  // A leader subscribed to a view that stops being shared gets nothing, and loses the digest.
  r = c.post("/api/custom_analytics",
             view_body("participation", "department", {}, json::array{"leader"}),
             o.org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto shared = std::to_string(r.data().at("id").as_int64());
  r = put(c, "/api/custom_analytics/" + shared + "/subscription", {{"frequency", "weekly"}},
          o.luisa.token);
  ASSERT_EQ(r.status, 200) << r.body;
  r = c.patch("/api/custom_analytics/" + shared, {{"shared_with", json::array{}}},
              o.org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  clock.advance_ms(kViewsDay);
  EXPECT_EQ(views.send_digests(), 0);

  r = put(c, "/api/custom_analytics/" + id + "/subscription", {{"frequency", "none"}},
          o.org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("subscription").is_null());
}

}  // namespace
}  // namespace aplauso::test
