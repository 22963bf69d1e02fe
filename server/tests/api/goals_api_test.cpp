// Goals over HTTP on both engines: who may create at each level, visibility (public, department,
// private; a stranger gets 404), another organisation's ids, the module switched off, weights that
// do not add up (stored, the sum reported), a 3-goal cycle refused, a multi-parent roll-up with
// 60/40 contributions, 20 concurrent check-ins (every row kept, the newest value wins), points
// paid once under concurrent approvals and never approved by an owner, checklist progress,
// attachments of someone else's upload refused, the nudge job once per period and a forecast at
// risk (with a clock that moves).
#include <atomic>
#include <boost/json/array.hpp>
#include <boost/json/serialize.hpp>
#include <set>
#include <thread>

#include "core/clock.h"
#include "modules/goals/goal_service.h"
#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

namespace goals_sql {
inline constexpr db::Statement kSetGoalLeader{"test.goals_set_leader",
                                              "UPDATE users SET leader_id = $2 WHERE id = $1"};
inline constexpr db::Statement kGoalsLeadDepartment{
    "test.goals_lead_department", "UPDATE departments SET leader_id = $2 WHERE id = $1"};
inline constexpr db::Statement kInsertGroup{
    "test.goals_insert_group",
    "INSERT INTO org_groups (org_id, name, created_at) VALUES ($1, $2, 1) RETURNING id"};
inline constexpr db::Statement kJoinGroup{
    "test.goals_join_group",
    "INSERT INTO org_group_members (group_id, user_id, org_id, created_at) VALUES ($1, $2, $3, 1)"};
inline constexpr db::Statement kInsertUpload{
    "test.goals_insert_upload",
    "INSERT INTO uploads (org_id, user_id, upload_type, storage_key, file_name, content_type, "
    "declared_size, size, completed_at, created_at) VALUES ($1, $2, 'goalcheckin-attachment', $3, "
    "'informe.pdf', 'application/pdf', 10, 10, 1, 1)"};
inline constexpr db::Statement kGoalNotices{
    "test.goals_notifications",
    "SELECT COUNT(*) FROM notifications WHERE org_id = $1 AND user_id = $2 AND kind = $3"};
inline constexpr db::Statement kLedger{
    "test.goals_ledger",
    "SELECT COUNT(*) FROM ledger_entries WHERE org_id = $1 AND reference_type = 'goal' AND "
    "reference_id = $2"};
inline constexpr db::Statement kCheckinRows{
    "test.goals_checkin_rows",
    "SELECT COUNT(*) FROM goal_checkins WHERE org_id = $1 AND goal_id = $2"};
}  // namespace goals_sql

class GoalsApi : public ApiTest {
 protected:
  static HttpResult put(const HttpClient& c, const std::string& path, const json::value& body,
                        const std::string& token) {
    return c.request("PUT", path, json::serialize(body), token, {"Content-Type: application/json"});
  }
  static std::string path(std::int64_t id, const std::string& tail = "") {
    return "/api/goals/" + std::to_string(id) + tail;
  }
  static json::object body(const std::string& title, std::int64_t owner,
                           const std::string& level = "personal", const json::object& extra = {}) {
    json::object b{{"title", title},
                   {"owner_id", owner},
                   {"level", level},
                   {"starts_on", "2026-01-01"},
                   {"ends_on", "2026-12-31"},
                   {"metric", "number"},
                   {"start_value", 0},
                   {"target_value", 100},
                   {"progress_mode", "manual"},
                   {"visibility", "public"}};
    for (const auto& [k, v] : extra) b[k] = v;
    return b;
  }
  static std::int64_t create(TestServer& s, const TestOrg& org, const std::string& token,
                             const json::object& b) {
    const auto r = s.client(org.host).post("/api/goals", b, token);
    EXPECT_EQ(r.status, 201) << r.body;
    return r.status == 201 ? r.data().at("id").as_int64() : 0;
  }
  static HttpResult check_in(TestServer& s, const TestOrg& org, const std::string& token,
                             std::int64_t id, double value, const json::object& extra = {}) {
    json::object b{{"value", value}, {"status", "progressing"}, {"confidence", 3}};
    for (const auto& [k, v] : extra) b[k] = v;
    return s.client(org.host).post(path(id, "/checkins"), b, token);
  }
  static double progress(TestServer& s, const TestOrg& org, std::int64_t id) {
    const auto r = s.client(org.host).get(path(id), org.admin_token);
    EXPECT_EQ(r.status, 200) << r.body;
    return r.status == 200 ? r.data().at("progress").to_number<double>() : -1;
  }
  static std::int64_t department(TestServer& s, const TestOrg& org, const std::string& name) {
    return scalar(s, sql::kInsertDepartment, {org.id, name}).value_or(0);
  }
};

TEST_F(GoalsApi, WhoMayCreateAtEachLevel) {
  const auto org = make_org(server(), {"goals"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto bruno = make_user(server(), org, Role::kEmployee, "Bruno");
  const auto lia = make_user(server(), org, Role::kLeader, "Lía");
  exec(server(), goals_sql::kSetGoalLeader, {ana.id, lia.id});
  const auto c = client(org.host);
  // Personal: for oneself, or by a leader up the chain.
  create(server(), org, ana.token, body("Mía", ana.id));
  create(server(), org, lia.token, body("De Ana, por su líder", ana.id));
  auto r = c.post("/api/goals", body("De Ana, por Bruno", ana.id), bruno.token);
  EXPECT_EQ(r.status, 403);
  EXPECT_EQ(r.code(), "forbidden");
  // Company: admins only.
  EXPECT_EQ(c.post("/api/goals", body("Empresa", lia.id, "company"), lia.token).status, 403);
  create(server(), org, org.admin_token, body("Empresa", lia.id, "company"));
  // Department: its leader (or an admin).
  const auto ventas = department(server(), org, "Ventas");
  exec(server(), goals_sql::kGoalsLeadDepartment, {ventas, lia.id});
  const auto dept = body("Ventas crece", lia.id, "department", {{"department_id", ventas}});
  create(server(), org, lia.token, dept);
  EXPECT_EQ(c.post("/api/goals", body("Ventas", ana.id, "department", {{"department_id", ventas}}),
                   ana.token)
                .status,
            403);
  // Group: its members.
  const auto group = scalar(server(), goals_sql::kInsertGroup, {org.id, "Comité"}).value_or(0);
  exec(server(), goals_sql::kJoinGroup, {group, bruno.id, org.id});
  create(server(), org, bruno.token, body("Comité", bruno.id, "group", {{"group_id", group}}));
  EXPECT_EQ(c.post("/api/goals", body("Comité", ana.id, "group", {{"group_id", group}}), ana.token)
                .status,
            403);
  // Points only by admins.
  EXPECT_EQ(
      c.post("/api/goals", body("Con puntos", ana.id, "personal", {{"points", 10}}), ana.token)
          .status,
      403);
  // What a goal needs.
  r = c.post("/api/goals",
             body("", ana.id, "personal",
                  {{"ends_on", "2025-01-01"}, {"target_value", 0}, {"level", "department"}}),
             ana.token);
  EXPECT_EQ(r.status, 422);
  EXPECT_EQ(r.code(), "invalid_goal");
  for (const auto* field : {"title", "ends_on", "target_value", "department_id"}) {
    EXPECT_NE(r.field_error(field), "") << field;
  }
  r = c.post("/api/goals",
             body("Porcentaje", ana.id, "personal", {{"metric", "percent"}, {"target_value", 150}}),
             ana.token);
  EXPECT_EQ(r.status, 422);
  EXPECT_NE(r.field_error("target_value"), "");
}

TEST_F(GoalsApi, VisibilityOtherOrganisationsAndTheModuleFlag) {
  const auto org = make_org(server(), {"goals"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto colega = make_user(server(), org, Role::kEmployee, "Colega");
  const auto lejano = make_user(server(), org, Role::kEmployee, "Lejano");
  const auto lia = make_user(server(), org, Role::kLeader, "Lía");
  exec(server(), goals_sql::kSetGoalLeader, {ana.id, lia.id});
  const auto ventas = department(server(), org, "Ventas");
  const auto finanzas = department(server(), org, "Finanzas");
  exec(server(), sql::kSetDepartment, {ana.id, ventas});
  exec(server(), sql::kSetDepartment, {colega.id, ventas});
  exec(server(), sql::kSetDepartment, {lejano.id, finanzas});
  const auto pub = create(server(), org, ana.token, body("Pública", ana.id));
  const auto dep = create(server(), org, ana.token,
                          body("De Ventas", ana.id, "personal", {{"visibility", "department"}}));
  const auto priv =
      create(server(), org, ana.token,
             body("Privada", ana.id, "personal",
                  {{"visibility", "private"}, {"viewer_ids", json::array{colega.id}}}));
  const auto c = client(org.host);
  const auto sees = [&](const TestUser& u, std::int64_t id) {
    return c.get(path(id), u.token).status;
  };
  EXPECT_EQ(sees(lejano, pub), 200);
  EXPECT_EQ(sees(colega, dep), 200);
  EXPECT_EQ(sees(lejano, dep), 404);
  EXPECT_EQ(sees(lia, dep), 200) << "the owner's leader";
  EXPECT_EQ(sees(colega, priv), 200) << "listed as a viewer";
  EXPECT_EQ(sees(lejano, priv), 404);
  EXPECT_EQ(sees(lia, priv), 200);
  EXPECT_EQ(c.get(path(priv), org.admin_token).status, 200);
  // Hidden goals are not in lists either; a stranger's list has only the public one.
  auto r = c.get("/api/goals?scope=all", lejano.token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().as_array().size(), 1u);
  EXPECT_EQ(r.data().as_array()[0].at("id").as_int64(), pub);
  r = c.get("/api/goals?scope=team", lia.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().as_array().size(), 3u);
  r = c.get("/api/goals?scope=team", lejano.token);
  EXPECT_EQ(r.status, 403);
  EXPECT_EQ(r.code(), "not_a_leader");
  // Someone who may see it but not change it.
  EXPECT_EQ(check_in(server(), org, lejano.token, pub, 10).status, 403);
  EXPECT_EQ(c.post(path(pub, "/comments"), {{"body", "¡Vamos!"}}, lejano.token).status, 201);
  EXPECT_EQ(scalar(server(), goals_sql::kGoalNotices, {org.id, ana.id, "goal_comment"}), 1);
  // Another organisation's ids are unknown.
  const auto other = make_org(server(), {"goals"});
  const auto o = client(other.host);
  EXPECT_EQ(o.get(path(pub), other.admin_token).status, 404);
  EXPECT_EQ(o.post(path(pub, "/checkins"),
                   {{"value", 1}, {"status", "on_track"}, {"confidence", 3}}, other.admin_token)
                .status,
            404);
  EXPECT_EQ(o.post("/api/goals", body("Ajena", ana.id), other.admin_token).status, 422);
  const auto outsider = make_user(server(), other, Role::kEmployee, "Fuera");
  const auto theirs = create(server(), other, other.admin_token, body("Suya", outsider.id));
  EXPECT_EQ(put(c, path(pub, "/parents"),
                {{"parents", json::array{json::object{{"goal_id", theirs}, {"contribution", 50}}}}},
                ana.token)
                .status,
            404);
  // A member is not an admin; the module switched off.
  EXPECT_EQ(c.get("/api/org/goals/settings", ana.token).status, 403);
  const auto off = make_org(server());
  const auto member = make_user(server(), off, Role::kEmployee, "Sin");
  r = client(off.host).get("/api/goals", member.token);
  EXPECT_EQ(r.status, 403);
  EXPECT_EQ(r.code(), "module_disabled");
}

TEST_F(GoalsApi, WeightsThatDoNotAddUpAreStoredAndSummed) {
  const auto org = make_org(server(), {"goals"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto bruno = make_user(server(), org, Role::kEmployee, "Bruno");
  const auto a = create(server(), org, ana.token, body("Una", ana.id));
  const auto b = create(server(), org, ana.token, body("Otra", ana.id));
  const auto c = client(org.host);
  json::object w{{"owner_id", ana.id},
                 {"period_from", "2026-01-01"},
                 {"period_to", "2026-12-31"},
                 {"weights", json::array{json::object{{"goal_id", a}, {"weight", 50}},
                                         json::object{{"goal_id", b}, {"weight", 40}}}}};
  auto r = put(c, "/api/goals/weights", w, ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_DOUBLE_EQ(r.data().at("sum").to_number<double>(), 90);
  EXPECT_EQ(r.data().at("goals").as_array().size(), 2u);
  r = c.get("/api/goals?scope=mine&period_from=2026-01-01&period_to=2026-12-31", ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto meta = r.json().at("meta");
  EXPECT_DOUBLE_EQ(meta.at("weights").at("sum").to_number<double>(), 90);
  EXPECT_EQ(meta.at("weights").at("count").as_int64(), 2);
  EXPECT_EQ(put(c, "/api/goals/weights", w, bruno.token).status, 403);
  w["weights"] = json::array{json::object{{"goal_id", a}, {"weight", 120}}};
  EXPECT_EQ(put(c, "/api/goals/weights", w, ana.token).status, 422);
}

TEST_F(GoalsApi, TheHealthFilterPagesAndCountsOnlyTheGoalsOfThatHealth) {
  const auto org = make_org(server(), {"goals"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto c = client(org.host);
  // Three goals; the first has a check-in, so only the other two have not started.
  const auto first = create(server(), org, ana.token, body("Primera", ana.id));
  create(server(), org, ana.token, body("Segunda", ana.id));
  create(server(), org, ana.token, body("Tercera", ana.id));
  ASSERT_EQ(check_in(server(), org, ana.token, first, 40).status, 201);
  const std::string list = "/api/goals?scope=mine&health=not_started&perPage=1";
  std::set<std::string> titles;
  for (const auto page : {1, 2}) {
    const auto r = c.get(list + "&page=" + std::to_string(page), ana.token);
    ASSERT_EQ(r.status, 200) << r.body;
    const auto whole = r.json();
    const auto& items = whole.at("data").as_array();
    ASSERT_EQ(items.size(), 1u) << r.body;
    EXPECT_EQ(items[0].at("health").as_string(), "not_started");
    titles.insert(std::string(items[0].at("title").as_string()));
    EXPECT_EQ(whole.at("meta").at("total").as_int64(), 2);
    EXPECT_EQ(whole.at("meta").at("hasMore").as_bool(), page == 1);
  }
  EXPECT_EQ(titles, (std::set<std::string>{"Segunda", "Tercera"}));
  const auto beyond = c.get(list + "&page=3", ana.token);
  ASSERT_EQ(beyond.status, 200) << beyond.body;
  EXPECT_TRUE(beyond.json().at("data").as_array().empty());
  EXPECT_EQ(c.get("/api/goals?scope=mine&health=sano", ana.token).status, 400);
}

TEST_F(GoalsApi, ACycleOfThreeGoalsIsRefused) {
  const auto org = make_org(server(), {"goals"});
  const auto token = org.admin_token;
  const auto me = make_user(server(), org).id;
  const auto a = create(server(), org, token, body("A", me, "company"));
  const auto b =
      create(server(), org, token,
             body("B", me, "company",
                  {{"parents", json::array{json::object{{"goal_id", a}, {"contribution", 50}}}}}));
  const auto cc =
      create(server(), org, token,
             body("C", me, "company",
                  {{"parents", json::array{json::object{{"goal_id", b}, {"contribution", 50}}}}}));
  const auto c = client(org.host);
  auto r =
      put(c, path(a, "/parents"),
          {{"parents", json::array{json::object{{"goal_id", cc}, {"contribution", 10}}}}}, token);
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.code(), "goal_cycle");
  r = put(c, path(a, "/parents"),
          {{"parents", json::array{json::object{{"goal_id", a}, {"contribution", 10}}}}}, token);
  EXPECT_EQ(r.status, 409);
  r = c.get(path(b), token);
  EXPECT_EQ(r.data().at("parents").as_array().size(), 1u);
  EXPECT_EQ(r.data().at("children").as_array().size(), 1u);
  // The tree: A is the root; its child B.
  r = c.get("/api/goals/tree", token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().as_array().size(), 1u);
  EXPECT_EQ(r.data().as_array()[0].at("id").as_int64(), a);
  r = c.get("/api/goals/tree?parent=" + std::to_string(a), token);
  ASSERT_EQ(r.data().as_array().size(), 1u);
  EXPECT_EQ(r.data().as_array()[0].at("id").as_int64(), b);
  EXPECT_DOUBLE_EQ(r.data().as_array()[0].at("contribution").to_number<double>(), 50);
}

TEST_F(GoalsApi, CalculatedParentsRollUpThroughSeveralParents) {
  const auto org = make_org(server(), {"goals"});
  const auto token = org.admin_token;
  const auto me = make_user(server(), org).id;
  const auto calculated = json::object{{"progress_mode", "children"}};
  const auto top = create(server(), org, token, body("Empresa", me, "company", calculated));
  auto parent_body = body("Padre", me, "company", calculated);
  parent_body["parents"] = json::array{json::object{{"goal_id", top}, {"contribution", 100}}};
  const auto parent = create(server(), org, token, parent_body);
  const auto other = create(server(), org, token, body("Otra", me, "company", calculated));
  const auto link = [](std::int64_t id, double share) {
    return json::object{{"goal_id", id}, {"contribution", share}};
  };
  const auto a = create(
      server(), org, token,
      body("A", me, "personal", {{"parents", json::array{link(parent, 60), link(other, 100)}}}));
  const auto b = create(server(), org, token,
                        body("B", me, "personal", {{"parents", json::array{link(parent, 40)}}}));
  ASSERT_EQ(check_in(server(), org, token, a, 50).status, 201);
  EXPECT_NEAR(progress(server(), org, parent), 30, 0.05) << "60 × 50 % / 100";
  EXPECT_NEAR(progress(server(), org, other), 50, 0.05);
  EXPECT_NEAR(progress(server(), org, top), 30, 0.05) << "transitively, in the same call";
  ASSERT_EQ(check_in(server(), org, token, b, 100).status, 201);
  EXPECT_NEAR(progress(server(), org, parent), 70, 0.05);
  EXPECT_NEAR(progress(server(), org, top), 70, 0.05);
  // Changing the contributions rolls up again.
  const auto r = put(client(org.host), path(parent, "/children/weights"),
                     {{"weights", json::array{json::object{{"goal_id", a}, {"contribution", 50}},
                                              json::object{{"goal_id", b}, {"contribution", 50}}}}},
                     token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_NEAR(progress(server(), org, parent), 75, 0.05);
  EXPECT_NEAR(progress(server(), org, top), 75, 0.05);
}

TEST_F(GoalsApi, ConcurrentCheckinsKeepEveryRowAndTheNewestValue) {
  const auto org = make_org(server(), {"goals"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto id = create(server(), org, ana.token, body("Muchos avances", ana.id));
  constexpr int kThreads = 20;
  std::atomic<int> created = 0;
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      if (check_in(server(), org, ana.token, id, 1 + t).status == 201) ++created;
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(created, kThreads);
  EXPECT_EQ(scalar(server(), goals_sql::kCheckinRows, {org.id, id}), kThreads);
  const auto c = client(org.host);
  const auto list = c.get(path(id, "/checkins?perPage=1"), ana.token);
  ASSERT_EQ(list.status, 200) << list.body;
  EXPECT_EQ(list.json().at("meta").at("total").as_int64(), kThreads);
  const double newest = list.data().as_array()[0].at("value").to_number<double>();
  const auto goal = c.get(path(id), ana.token);
  EXPECT_DOUBLE_EQ(goal.data().at("current_value").to_number<double>(), newest);
  EXPECT_NEAR(goal.data().at("progress").to_number<double>(), newest, 0.05);
  // A goal with check-ins cannot be deleted.
  const auto r = c.request("DELETE", path(id), {}, ana.token);
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.code(), "goal_has_checkins");
}

TEST_F(GoalsApi, PointsArePaidOnceAndNeverApprovedByAnOwner) {
  const auto org = make_org(server(), {"goals"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto lia = make_user(server(), org, Role::kLeader, "Lía");
  exec(server(), goals_sql::kSetGoalLeader, {ana.id, lia.id});
  const auto id = create(server(), org, org.admin_token,
                         body("Con premio", ana.id, "personal", {{"points", 50}}));
  const auto c = client(org.host);
  auto r = c.post(path(id, "/close"), {{"outcome", "achieved"}, {"value", 100}}, ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("goal").at("status").as_string(), "pending_approval");
  EXPECT_EQ(r.data().at("recognition").at("message").as_string(), "¡Logramos «Con premio»: 100!");
  EXPECT_EQ(scalar(server(), goals_sql::kGoalNotices, {org.id, lia.id, "goal_pending_approval"}),
            1);
  r = c.post(path(id, "/approve"), json::object{}, ana.token);
  EXPECT_EQ(r.status, 403) << "an owner never approves";
  constexpr int kThreads = 10;
  std::atomic<int> approved = 0, conflicts = 0;
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      const auto res =
          c.post(path(id, "/approve"), json::object{}, t % 2 == 0 ? lia.token : org.admin_token);
      if (res.status == 200) {
        ++approved;
      } else if (res.status == 409) {
        ++conflicts;
      }
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(approved, 1);
  EXPECT_EQ(conflicts, kThreads - 1);
  EXPECT_EQ(balances(server(), org, ana.id).redeem, 50);
  EXPECT_EQ(scalar(server(), goals_sql::kLedger, {org.id, id}), 1);
  EXPECT_EQ(ledger_sum(server(), org), 0);
  // The payment is in the audit trail once, with who approved it.
  r = c.get("/api/org/audit_log?action=goals.approve&target_id=" + std::to_string(id),
            org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto entries = r.data().as_array();
  ASSERT_EQ(entries.size(), 1u) << r.body;
  EXPECT_EQ(entries.at(0).at("after").at("points_each").as_int64(), 50);
  EXPECT_EQ(entries.at(0).at("after").at("user_ids").as_array().size(), 1u);
  r = c.post(path(id, "/reopen"), json::object{}, ana.token);
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.code(), "goal_paid");
  // In English, and a rejection goes back to active.
  const auto again =
      create(server(), org, org.admin_token, body("Second", ana.id, "personal", {{"points", 5}}));
  r = c.post(path(again, "/close?language=en"), {{"outcome", "achieved"}}, ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("recognition").at("message").as_string(), "We achieved “Second”: 0!");
  r = c.post(path(again, "/reject"), {{"reason", "Falta evidencia"}}, lia.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("status").as_string(), "active");
  EXPECT_EQ(c.get(path(again, "/comments"), ana.token).data().as_array().size(), 1u);
}

TEST_F(GoalsApi, ChecklistProgressAndAttachments) {
  const auto org = make_org(server(), {"goals"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto bruno = make_user(server(), org, Role::kEmployee, "Bruno");
  const auto id = create(server(), org, ana.token,
                         body("Con lista", ana.id, "personal",
                              {{"metric", "binary"}, {"progress_mode", "checklist"}}));
  const auto c = client(org.host);
  auto r = put(c, path(id, "/checklist"),
               {{"items", json::array{json::object{{"title", "Uno"}, {"weight", 2}, {"done", true}},
                                      json::object{{"title", "Dos"}, {"weight", 1}},
                                      json::object{{"title", "Tres"}, {"weight", 1}}}}},
               ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().as_array().size(), 3u);
  EXPECT_EQ(r.data().as_array()[0].at("done_by").at("id").as_int64(), ana.id);
  EXPECT_NEAR(progress(server(), org, id), 50, 0.05);
  const auto second = r.data().as_array()[1].at("id").as_int64();
  r = c.patch(path(id, "/checklist/" + std::to_string(second)), {{"done", true}}, ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("done").as_bool());
  EXPECT_NEAR(progress(server(), org, id), 75, 0.05);
  EXPECT_EQ(
      c.patch(path(id, "/checklist/" + std::to_string(second)), {{"done", false}}, bruno.token)
          .status,
      403);
  // Attachments: the caller's own finished uploads only.
  exec(server(), goals_sql::kInsertUpload, {org.id, ana.id, "goals/ana-" + std::to_string(id)});
  exec(server(), goals_sql::kInsertUpload, {org.id, bruno.id, "goals/bruno-" + std::to_string(id)});
  r = check_in(server(), org, ana.token, id, 1,
               {{"attachments", json::array{"goals/bruno-" + std::to_string(id)}}});
  EXPECT_EQ(r.status, 422);
  EXPECT_EQ(r.code(), "attachment_not_found");
  r = check_in(server(), org, ana.token, id, 1,
               {{"attachments", json::array{"goals/ana-" + std::to_string(id)}}});
  ASSERT_EQ(r.status, 201) << r.body;
  const auto files = r.data().at("checkin").at("attachments").as_array();
  ASSERT_EQ(files.size(), 1u);
  EXPECT_EQ(files[0].at("name").as_string(), "informe.pdf");
  EXPECT_NEAR(r.data().at("goal").at("progress").to_number<double>(), 75, 0.05)
      << "a checklist goal's progress is its checklist's";
}

// The jobs and the forecast, with a clock that moves.
class GoalsJobs : public GoalsApi {};

TEST_F(GoalsJobs, NudgesOncePerPeriodAndAForecastAtRisk) {
  ManualClock clock(1'780'326'000'000);  // 2026-06-01 15:00 UTC
  constexpr std::int64_t kDay = 86'400'000;
  TestServer timed({}, &clock);
  auto org = make_org(timed, {"goals"});
  auto ana = make_user(timed, org, Role::kEmployee, "Ana");
  const auto c = timed.client(org.host);
  const auto advance = [&](std::int64_t days) {
    clock.advance_ms(days * kDay);
    org.admin_token = c.login(org.admin_email, org.admin_password);
    ana.token = c.login(ana.email, ana.password);
  };
  auto& service = timed.app().service<goals::GoalService>();
  const auto nudges = [&] {
    return scalar(timed, goals_sql::kGoalNotices, {org.id, ana.id, "goal_checkin_due"})
        .value_or(-1);
  };
  ASSERT_EQ(put(c, "/api/org/goals/settings",
                {{"nudge_days", 7}, {"behind_delta", 10}, {"at_risk_delta", 25}}, org.admin_token)
                .status,
            200);
  const auto id = create(timed, org, ana.token,
                         body("Clientes nuevos", ana.id, "personal",
                              {{"starts_on", "2026-06-01"}, {"ends_on", "2026-08-30"}}));
  service.nudge();
  EXPECT_EQ(nudges(), 0) << "created today";
  advance(8);
  service.nudge();
  EXPECT_EQ(nudges(), 1);
  service.nudge();
  EXPECT_EQ(nudges(), 1) << "once per period";
  // Slow check-ins: 5, 10, 15 over 20 days heads for about 45 of 100 on 2026-08-30.
  ASSERT_EQ(check_in(timed, org, ana.token, id, 5).status, 201);
  advance(10);
  ASSERT_EQ(check_in(timed, org, ana.token, id, 10).status, 201);
  advance(10);
  ASSERT_EQ(check_in(timed, org, ana.token, id, 15).status, 201);
  service.nudge();
  EXPECT_EQ(nudges(), 1) << "a recent check-in";
  auto r = c.get(path(id), ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto forecast = r.data().at("forecast");
  ASSERT_TRUE(forecast.is_object()) << r.body;
  EXPECT_TRUE(forecast.at("at_risk").as_bool());
  EXPECT_LT(forecast.at("high").to_number<double>(), 100);
  EXPECT_EQ(forecast.at("points").as_array().size(), 3u);
  EXPECT_EQ(r.data().at("health").as_string(), "at_risk");
  advance(8);
  service.nudge();
  EXPECT_EQ(nudges(), 2) << "no check-in for another period";
}

}  // namespace
}  // namespace aplauso::test
