// The console's overview (/admin): recognition per department and the points budget, over HTTP.
#include <boost/json/array.hpp>

#include "core/clock.h"
#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

class ConsoleOverviewApi : public ApiTest {};

// 2026-03-20 12:00 UTC; 28 days before is 2026-02-20, last month.
constexpr std::int64_t kMarch20 = 1'774'008'000'000;
constexpr std::int64_t kFourWeeks = 28LL * 24 * 3'600'000;

// A post sent four weeks earlier than it was (tokens would not outlive a clock moved a month).
constexpr db::Statement kBackdatePost{
    "test.backdate_post", "UPDATE posts SET created_at = created_at - $2 WHERE id = $1"};
constexpr db::Statement kBackdateReceivers{
    "test.backdate_receivers",
    "UPDATE post_receivers SET created_at = created_at - $2 WHERE post_id = $1"};

std::int64_t department(TestServer& s, const TestOrg& org, const std::string& name,
                        std::initializer_list<std::int64_t> people) {
  const auto id = *scalar(s, sql::kInsertDepartment, {org.id, name});
  for (const auto person : people) exec(s, sql::kSetDepartment, {person, id});
  return id;
}

const json::object* find_department(const json::array& departments, const json::value& id) {
  for (const auto& d : departments) {
    if (d.at("id") == id) return &d.as_object();
  }
  return nullptr;
}

TEST_F(ConsoleOverviewApi, RecognitionThisMonthInTheOrganisationAndPerDepartment) {
  ManualClock clock(kMarch20);
  TestServer timed({}, &clock);
  const auto org = make_full_org(timed);
  const auto ana = make_user(timed, org, Role::kEmployee, "Ana");
  const auto bea = make_user(timed, org, Role::kEmployee, "Bea");
  const auto caro = make_user(timed, org, Role::kEmployee, "Caro");
  const auto dani = make_user(timed, org, Role::kEmployee, "Dani");
  const auto gone = make_user(timed, org, Role::kEmployee, "Eva");
  set_giving_points(timed, org, ana.id, 500);
  const auto type = make_type(timed, org, "Gracias", 1, 100);
  // Last month: one recognition.
  const auto earlier =
      send_recognition(timed, org, ana, {bea.email}, 1, type).data().at("post").at("id").as_int64();
  exec(timed, kBackdatePost, {earlier, kFourWeeks});
  exec(timed, kBackdateReceivers, {earlier, kFourWeeks});

  const auto sales = department(timed, org, "Ventas", {ana.id, bea.id});
  const auto ops = department(timed, org, "Operaciones", {caro.id, gone.id});
  exec(timed, sql::kSetActive, {gone.id, 0});
  send_recognition(timed, org, ana, {caro.email}, 10, type);
  send_recognition(timed, org, ana, {bea.email, caro.email}, 5, type);
  const auto filed = send_recognition(timed, org, ana, {bea.email}, 7, type);
  const auto c = timed.client(org.host);
  ASSERT_EQ(
      c.patch("/api/post/filed/" + std::to_string(filed.data().at("post").at("id").as_int64()),
              {{"filed", true}}, org.admin_token)
          .status,
      200);

  auto r = c.get("/api/org/overview/recognition", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  auto data = r.data();
  EXPECT_EQ(data.at("period").as_string(), "month");
  EXPECT_EQ(data.at("recognitions").as_int64(), 2) << "the filed one does not count";
  EXPECT_EQ(data.at("points").as_int64(), 20);
  EXPECT_EQ(data.at("previous_recognitions").as_int64(), 1);
  // Ana, Bea, Caro, Dani and the admin are active; Eva is not.
  EXPECT_EQ(data.at("people").as_int64(), 5);
  EXPECT_EQ(data.at("participants").as_int64(), 3);
  const auto& departments = data.at("departments").as_array();
  ASSERT_EQ(departments.size(), 3U);
  // Operaciones received both (Caro), Ventas one (Bea): most received first.
  EXPECT_EQ(departments[0].at("id").as_int64(), ops);
  EXPECT_EQ(departments[0].at("name").as_string(), "Operaciones");
  EXPECT_EQ(departments[0].at("people").as_int64(), 1);
  EXPECT_EQ(departments[0].at("participants").as_int64(), 1);
  EXPECT_EQ(departments[0].at("recognitions").as_int64(), 2);
  EXPECT_EQ(departments[1].at("id").as_int64(), sales);
  EXPECT_EQ(departments[1].at("participants").as_int64(), 2);
  EXPECT_EQ(departments[1].at("recognitions").as_int64(), 1);
  const auto* none = find_department(departments, nullptr);
  ASSERT_NE(none, nullptr);
  EXPECT_TRUE(none->at("name").is_null());
  EXPECT_EQ(none->at("people").as_int64(), 2) << "Dani and the admin";
  EXPECT_EQ(none->at("participants").as_int64(), 0);

  // Asked again (the statements prepared and reused), the same figures.
  r = c.get("/api/org/overview/recognition", org.admin_token);
  EXPECT_EQ(r.data().at("recognitions").as_int64(), 2);
  EXPECT_EQ(r.data().at("previous_recognitions").as_int64(), 1);
  r = c.get("/api/org/overview/recognition?period=year", org.admin_token);
  EXPECT_EQ(r.data().at("recognitions").as_int64(), 3);
  EXPECT_EQ(c.get("/api/org/overview/recognition?period=decade", org.admin_token).status, 400);
  EXPECT_EQ(c.get("/api/org/overview/recognition", ana.token).status, 403);
  EXPECT_EQ(c.get("/api/org/overview/recognition").status, 401);

  // Another organisation's figures are its own.
  const auto elsewhere = make_full_org(timed);
  r = timed.client(elsewhere.host).get("/api/org/overview/recognition", elsewhere.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("recognitions").as_int64(), 0);
  EXPECT_EQ(r.data().at("people").as_int64(), 1);
}

TEST_F(ConsoleOverviewApi, PointsGivenGrantedAndTheBudgetUsed) {
  auto& s = server();
  const auto org = make_full_org(s);
  const auto ana = make_user(s, org, Role::kEmployee, "Ana");
  const auto bea = make_user(s, org, Role::kEmployee, "Bea");
  set_giving_points(s, org, ana.id, 300);
  set_giving_points(s, org, bea.id, 100);
  const auto type = make_type(s, org, "Gracias", 1, 100);
  send_recognition(s, org, ana, {bea.email}, 60, type);
  send_recognition(s, org, bea, {ana.email}, 40, type);
  const auto c = client(org.host);

  const auto r = c.get("/api/org/overview/points", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto data = r.data();
  EXPECT_EQ(data.at("period").as_string(), "month");
  EXPECT_EQ(data.at("given").as_int64(), 100);
  EXPECT_EQ(data.at("granted").as_int64(), 400);
  EXPECT_EQ(data.at("redeemed").as_int64(), 0);
  EXPECT_EQ(data.at("to_give").as_int64(), 300);
  EXPECT_DOUBLE_EQ(data.at("budget_used").to_number<double>(), 0.25);

  EXPECT_EQ(c.get("/api/org/overview/points?period=decade", org.admin_token).status, 400);
  EXPECT_EQ(c.get("/api/org/overview/points", ana.token).status, 403);
  const auto elsewhere = make_full_org(s);
  const auto other = client(elsewhere.host).get("/api/org/overview/points", elsewhere.admin_token);
  ASSERT_EQ(other.status, 200) << other.body;
  EXPECT_EQ(other.data().at("given").as_int64(), 0);
  EXPECT_EQ(other.data().at("budget_used").to_number<double>(), 0.0);
}

}  // namespace
}  // namespace aplauso::test
