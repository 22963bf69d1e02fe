// Budgets, balances, history, corrections, reports, allowance periods and levels, over HTTP.

#include <boost/json/array.hpp>

#include "core/clock.h"
#include "modules/points/points_service.h"
#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

class PointsApi : public ApiTest {};

TEST_F(PointsApi, DistributeSetsOrAddsGivingPointsAndKeepsTheLedgerAtZero) {
  const auto org = make_full_org(server());
  const auto a = make_user(server(), org);
  const auto b = make_user(server(), org);
  const auto c = client(org.host);
  auto r = c.post("/api/org/points_to_distribute",
                  {{"mode", "set"}, {"amount", 300}, {"user_ids", json::array{a.id, b.id}}},
                  org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("affected").as_int64(), 2);
  EXPECT_EQ(r.data().at("points_moved").as_int64(), 600);
  r = c.post("/api/org/points_to_distribute",
             {{"mode", "add"}, {"amount", 50}, {"emails", json::array{a.email}}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(balances(server(), org, a.id).give, 350);
  r = c.post("/api/org/points_to_distribute", {{"mode", "set"}, {"amount", 100}, {"all", true}},
             org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(balances(server(), org, a.id).give, 100) << "set lowers too";
  EXPECT_EQ(balances(server(), org, b.id).give, 100);
  EXPECT_EQ(ledger_sum(server(), org), 0);
}

TEST_F(PointsApi, DistributeByDepartment) {
  const auto org = make_full_org(server());
  const auto a = make_user(server(), org);
  const auto b = make_user(server(), org);
  const auto dept = *scalar(server(), sql::kInsertDepartment, {org.id, "Ventas"});
  exec(server(), sql::kSetDepartment, {a.id, dept});
  const auto r = client(org.host).post(
      "/api/org/points_to_distribute",
      {{"mode", "add"}, {"amount", 70}, {"department_ids", json::array{dept}}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(balances(server(), org, a.id).give, 70);
  EXPECT_EQ(balances(server(), org, b.id).give, 0);
}

TEST_F(PointsApi, DistributeRejectsBadInputClearly) {
  const auto org = make_full_org(server());
  const auto other = make_full_org(server());
  const auto stranger = make_user(server(), other);
  const auto c = client(org.host);
  EXPECT_EQ(c.post("/api/org/points_to_distribute",
                   {{"mode", "double"}, {"amount", 5}, {"all", true}}, org.admin_token)
                .status,
            400);
  EXPECT_EQ(c.post("/api/org/points_to_distribute",
                   {{"mode", "add"}, {"amount", -5}, {"all", true}}, org.admin_token)
                .status,
            400);
  EXPECT_EQ(
      c.post("/api/org/points_to_distribute", {{"mode", "add"}, {"amount", 5}}, org.admin_token)
          .status,
      400)
      << "no target";
  const auto foreign = c.post(
      "/api/org/points_to_distribute",
      {{"mode", "add"}, {"amount", 5}, {"user_ids", json::array{stranger.id}}}, org.admin_token);
  EXPECT_EQ(foreign.status, 422);
  EXPECT_EQ(foreign.code(), "user_not_found");
  EXPECT_EQ(balances(server(), other, stranger.id).give, 0)
      << "nothing reached the other organisation";
}

TEST_F(PointsApi, OnlyAdminsManageBudgets) {
  const auto org = make_full_org(server());
  const auto leader = make_user(server(), org, Role::kLeader);
  const auto c = client(org.host);
  for (const auto& [method, path] :
       std::vector<std::pair<std::string, std::string>>{{"POST", "/api/org/points_to_distribute"},
                                                        {"POST", "/api/org/base_points"},
                                                        {"GET", "/api/org/base_points"},
                                                        {"POST", "/api/user/extra_points"},
                                                        {"POST", "/api/transfer/admin/points"},
                                                        {"POST", "/api/points/outputs"},
                                                        {"PUT", "/api/org/levels"}}) {
    EXPECT_EQ(c.request(method, path, "{}", leader.token).status, 403) << path;
  }
  EXPECT_EQ(c.get("/api/user/points?user_id=" + std::to_string(org.id), leader.token).status, 403)
      << "members see only their own points";
}

TEST_F(PointsApi, HistoryExplainsEveryEntry) {
  const auto org = make_full_org(server());
  const auto a = make_user(server(), org);
  const auto b = make_user(server(), org);
  set_giving_points(server(), org, a.id, 100);
  const auto type = make_type(server(), org, "Gracias", 1, 50);
  ASSERT_EQ(send_recognition(server(), org, a, {b.email}, 30, type).status, 201);
  auto r = client(org.host).get("/api/user/points/history", a.token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto items = r.data().as_array();
  ASSERT_EQ(items.size(), 2U);
  EXPECT_EQ(items[0].at("kind").as_string(), "recognition");
  EXPECT_EQ(items[0].at("account").as_string(), "give");
  EXPECT_EQ(items[0].at("amount").as_int64(), -30);
  EXPECT_EQ(items[0].at("counterparty").at("id").as_int64(), b.id);
  EXPECT_EQ(items[1].at("kind").as_string(), "distribute");
  EXPECT_EQ(items[1].at("amount").as_int64(), 100);
  EXPECT_EQ(r.json().at("meta").at("total").as_int64(), 2);
  r = client(org.host).get("/api/user/points/history", b.token);
  EXPECT_EQ(r.data().as_array().at(0).at("account").as_string(), "redeem");
  EXPECT_EQ(r.data().as_array().at(0).at("amount").as_int64(), 30);
  EXPECT_EQ(client(org.host)
                .get("/api/user/points/history?user_id=" + std::to_string(b.id), org.admin_token)
                .data()
                .as_array()
                .size(),
            1U);
}

TEST_F(PointsApi, ExtraPointsAndTransfers) {
  const auto org = make_full_org(server());
  const auto a = make_user(server(), org);
  const auto b = make_user(server(), org);
  const auto c = client(org.host);
  auto r = c.post("/api/user/extra_points", {{"email", a.email}, {"amount", 40}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("give_balance").as_int64(), 40);
  r = c.post("/api/transfer/admin/points",
             {{"from_user_id", a.id}, {"to_user_id", b.id}, {"amount", 15}, {"account", "give"}},
             org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("from").at("give_balance").as_int64(), 25);
  EXPECT_EQ(r.data().at("to").at("give_balance").as_int64(), 15);
  r = c.post("/api/transfer/admin/points",
             {{"from_user_id", a.id}, {"to_user_id", b.id}, {"amount", 1000}, {"account", "give"}},
             org.admin_token);
  EXPECT_EQ(r.status, 422);
  EXPECT_EQ(r.code(), "insufficient_points");
  EXPECT_EQ(balances(server(), org, a.id).give, 25) << "a refused transfer moves nothing";
  EXPECT_EQ(
      c.post("/api/transfer/admin/points",
             {{"from_user_id", a.id}, {"to_user_id", a.id}, {"amount", 1}, {"account", "give"}},
             org.admin_token)
          .status,
      400);
  EXPECT_EQ(ledger_sum(server(), org), 0);
}

TEST_F(PointsApi, OutputsReportGroupsMovementsByKindAndPeriod) {
  const auto org = make_full_org(server());
  const auto a = make_user(server(), org);
  set_giving_points(server(), org, a.id, 100);
  client(org.host).post("/api/user/extra_points", {{"user_id", a.id}, {"amount", 5}},
                        org.admin_token);
  const auto r = client(org.host).post("/api/points/outputs", json::object{}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("totals").at("distribute").as_int64(), 100);
  EXPECT_EQ(r.data().at("totals").at("extra").as_int64(), 5);
  EXPECT_EQ(r.data().at("rows").as_array().size(), 2U);
  EXPECT_EQ(
      client(org.host).post("/api/points/outputs", {{"group_by", "hour"}}, org.admin_token).status,
      400);
}

TEST_F(PointsApi, RulesAreValidated) {
  const auto org = make_full_org(server());
  const auto c = client(org.host);
  auto r =
      c.post("/api/org/base_points",
             {{"period", "month"}, {"base_points", 200}, {"expire_unused", true}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("base_points").as_int64(), 200);
  EXPECT_TRUE(r.data().at("expire_unused").as_bool());
  EXPECT_EQ(c.post("/api/org/base_points", {{"period", "fortnight"}}, org.admin_token).status, 400);
  EXPECT_EQ(c.post("/api/org/base_points", {{"base_points", -1}}, org.admin_token).status, 400);
}

TEST_F(PointsApi, LevelsFollowLifetimePoints) {
  const auto org = make_full_org(server());
  const auto a = make_user(server(), org);
  const auto b = make_user(server(), org);
  const auto c = client(org.host);
  auto levels = c.get("/api/levels", a.token);
  ASSERT_EQ(levels.status, 200);
  EXPECT_EQ(levels.data().as_array().size(), 4U) << "every organisation starts with levels";
  ASSERT_EQ(
      c.request(
           "PUT", "/api/org/levels",
           R"({"levels":[{"name":"Semilla","min_points":0},{"name":"Árbol","min_points":20}]})",
           org.admin_token)
          .status,
      200);
  set_giving_points(server(), org, a.id, 100);
  const auto type = make_type(server(), org, "Gracias", 1, 50);
  send_recognition(server(), org, a, {b.email}, 25, type);
  const auto me = c.get("/api/user/points", b.token);
  EXPECT_EQ(me.data().at("lifetime_received").as_int64(), 25);
  EXPECT_EQ(me.data().at("level").at("name").as_string(), "Árbol");
  EXPECT_TRUE(me.data().at("next_level").is_null());
  EXPECT_EQ(c.request("PUT", "/api/org/levels",
                      R"({"levels":[{"name":"A","min_points":5},{"name":"B","min_points":5}]})",
                      org.admin_token)
                .status,
            400);
}

TEST(DbPointsPeriods, AllowanceRunsOncePerPeriodAndExpiresUnusedPoints) {
  ManualClock clock(1795262400000);  // 2026-11-21
  TestServer timed({}, &clock);
  auto org = make_full_org(timed);
  const auto a = make_user(timed, org);
  const auto c = timed.client(org.host);
  ASSERT_EQ(
      c.post("/api/org/base_points",
             {{"period", "month"}, {"base_points", 200}, {"expire_unused", true}}, org.admin_token)
          .status,
      200);
  auto& points = timed.app().service<points::PointsService>();
  points.run_allowances();
  EXPECT_EQ(balances(timed, org, a.id).give, 200);
  points.run_allowances();
  EXPECT_EQ(balances(timed, org, a.id).give, 200) << "a second run in the same month does nothing";
  // Spend some, then a new month: what is left expires and the allowance refills.
  const auto b = make_user(timed, org);
  const auto type = make_type(timed, org, "Gracias", 1, 100);
  ASSERT_EQ(send_recognition(timed, org, a, {b.email}, 50, type).status, 201);
  clock.advance_ms(15LL * 86'400'000);                             // 2026-12-06
  org.admin_token = c.login(org.admin_email, org.admin_password);  // the old token expired
  points.run_allowances();
  EXPECT_EQ(balances(timed, org, a.id).give, 200);
  EXPECT_EQ(balances(timed, org, b.id).redeem, 50) << "received points never expire";
  EXPECT_EQ(ledger_sum(timed, org), 0);
}

}  // namespace
}  // namespace aplauso::test
