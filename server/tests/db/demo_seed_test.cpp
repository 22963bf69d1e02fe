// The demo organisation that `make run` starts with.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "app/demo_seed.h"
#include "core/clock.h"
#include "core/days.h"
#include "modules/analytics/analytics_service.h"
#include "modules/goals/goal_service.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

inline constexpr db::Statement kDemoCompanyGoal{
    "test.demo_company_goal", "SELECT id FROM goals WHERE org_id = $1 AND level = 'company'"};
inline constexpr db::Statement kDemoUser{"test.demo_user",
                                         "SELECT id FROM users WHERE org_id = $1 AND email = $2"};
inline constexpr db::Statement kDemoSalesGoal{
    "test.demo_sales_goal", "SELECT id FROM goals WHERE org_id = $1 AND title LIKE 'Comercial%'"};

TEST(DbDemoSeed, SeedsASignInAbleOrganisationWithALivingFeedOnce) {
  TestServer server;
  ASSERT_TRUE(seed_demo(server.app()));
  EXPECT_FALSE(seed_demo(server.app())) << "never twice";
  const auto c = server.client("localhost");
  const auto token = c.login(kDemoAdminEmail, kDemoPassword);
  ASSERT_FALSE(token.empty());
  for (const char* email :
       {"leader@demo.local", "ana.torres@demo.local", "valentina.rojas@demo.local"}) {
    EXPECT_FALSE(c.login(email, kDemoPassword).empty()) << email;
  }
  EXPECT_EQ(
      server.client("demo.localhost").get("/api/org/branding").data().at("org_name").as_string(),
      "Demo Aplauso");
  const auto feed = c.get("/api/post", token);
  ASSERT_EQ(feed.status, 200) << feed.body;
  EXPECT_EQ(feed.data().as_array().size(), 4U);
  EXPECT_EQ(c.get("/api/recognition_type", token).data().as_array().size(), 4U);
  const auto services = c.get("/api/org/services", token).data();
  EXPECT_TRUE(services.at("recognitions").as_bool());
  EXPECT_TRUE(services.at("catalog").as_bool());
  EXPECT_TRUE(services.at("surveys").as_bool());
  EXPECT_TRUE(services.at("goals").as_bool());
  EXPECT_TRUE(services.at("tasks").as_bool());
  EXPECT_TRUE(services.at("evaluations").as_bool());
  // The evaluation cycle in writing: Ana has her self review and one peer review to write, and
  // her peers' reviews of her are in.
  const auto work = c.get("/api/evaluations", c.login("ana.torres@demo.local", kDemoPassword));
  ASSERT_EQ(work.status, 200) << work.body;
  std::map<std::string, int> open;
  const auto mine = work.data();
  for (const auto& r : mine.at("reviews").as_array()) {
    if (r.at("status").as_string() == "not_started")
      ++open[std::string(r.at("direction").as_string())];
  }
  EXPECT_EQ(open["self"], 1);
  EXPECT_EQ(open["peer"], 1);
  const auto& cycles = mine.at("cycles").as_array();
  ASSERT_EQ(cycles.size(), 1U);
  EXPECT_EQ(cycles[0].at("phase").as_string(), "writing");
  EXPECT_TRUE(services.at("programs").as_bool());
  EXPECT_TRUE(services.at("challenges").as_bool());
  EXPECT_TRUE(services.at("suggestions").as_bool());
  EXPECT_TRUE(services.at("ideas").as_bool());
  EXPECT_TRUE(services.at("analytics").as_bool()) << "every built module is on in the demo";
  // The demo's dashboard is not empty: the seed refreshed the analytics tables.
  const auto today = analytics::local_day("UTC", SystemClock().now_ms());
  const auto dashboard = c.get(
      "/api/chart/summary/v3?from=" + add_days(today, -88) + "&to=" + add_days(today, 1), token);
  ASSERT_EQ(dashboard.status, 200) << dashboard.body;
  double sent = 0;
  const auto dashboard_data = dashboard.data();
  for (const auto& k : dashboard_data.at("kpis").as_array()) {
    if (k.at("metric").as_string() == "recognitions_sent") {
      sent = k.at("current").at("value").to_number<double>();
    }
  }
  EXPECT_GT(sent, 0) << dashboard.body;
  // The challenges' pending claims wait in the inbox: both for the admin and for Luis (the
  // wellbeing challenge's approver, Ana's leader).
  const auto claims = c.get("/api/approvals?kind=challenge_claim", token);
  ASSERT_EQ(claims.status, 200) << claims.body;
  EXPECT_EQ(claims.data().as_array().size(), 2U);
  const auto challenges = c.get("/api/org/challenge", token);
  ASSERT_EQ(challenges.status, 200) << challenges.body;
  EXPECT_EQ(challenges.data().as_array().size(), 3U);
  // The programs' pending submissions wait in the inbox: both for the admin, Ana's for Luis.
  const auto inbox = c.get("/api/approvals?kind=program_submission", token);
  ASSERT_EQ(inbox.status, 200) << inbox.body;
  EXPECT_EQ(inbox.data().as_array().size(), 2U);
  const auto luis_inbox =
      c.get("/api/approvals?kind=program_submission", c.login("leader@demo.local", kDemoPassword));
  ASSERT_EQ(luis_inbox.status, 200) << luis_inbox.body;
  ASSERT_EQ(luis_inbox.data().as_array().size(), 1U);
  EXPECT_EQ(luis_inbox.data().at(0).at("requester").at("first_name").as_string(), "Ana");
  EXPECT_EQ(c.get("/api/program", c.login("lucia.paredes@demo.local", kDemoPassword))
                .data()
                .at(0)
                .at("mine")
                .at("assigned")
                .as_bool(),
            true)
      << "Bienvenida is hers, first";
  const auto products = c.get("/api/products", token);
  ASSERT_EQ(products.status, 200) << products.body;
  EXPECT_EQ(products.data().as_array().size(), 3U) << "the demo catalog";
  // Each person's history reads in their language.
  const auto notes = [&c](const char* email) {
    std::vector<std::string> out;
    const auto history = c.get("/api/user/points/history", c.login(email, kDemoPassword));
    const auto entries = history.data();
    for (const auto& entry : entries.as_array()) {
      if (entry.at("memo").is_string()) out.emplace_back(entry.at("memo").as_string());
    }
    std::sort(out.begin(), out.end());
    return out;
  };
  EXPECT_EQ(notes("valentina.rojas@demo.local"),
            (std::vector<std::string>{"Welcome budget", "Welcome points for the catalog"}));
  EXPECT_EQ(
      notes("ana.torres@demo.local"),
      (std::vector<std::string>{"Presupuesto de bienvenida", "Puntos de bienvenida al catálogo",
                                "Voluntariado · Colecta de alimentos"}));
  TestOrg demo;
  demo.id = 1;
  EXPECT_EQ(ledger_sum(server, demo), 0);

  // The demo's pulse is closed with ten answers: its results show the whole organisation, never
  // a department below k, and nobody has it pending.
  const auto surveys = c.get("/api/org/surveys", token);
  ASSERT_EQ(surveys.status, 200) << surveys.body;
  ASSERT_EQ(surveys.data().as_array().size(), 1U);
  const auto survey = surveys.data().as_array().at(0);
  EXPECT_EQ(survey.at("status").as_string(), "closed");
  const auto results = c.get(
      "/api/org/surveys/" + std::to_string(survey.at("id").as_int64()) + "/results?by=department",
      token);
  ASSERT_EQ(results.status, 200) << results.body;
  const auto rows = results.data().at("rows");
  EXPECT_EQ(rows.as_array().at(0).at("status").as_string(), "ok");
  EXPECT_EQ(rows.as_array().at(0).at("respondents").as_int64(), 10);
  for (const auto& row : rows.as_array()) {
    if (row.at("status").as_string() == "ok") {
      EXPECT_GE(row.at("respondents").as_int64(), 5);
    }
  }
  const auto ana = c.login("ana.torres@demo.local", kDemoPassword);
  EXPECT_EQ(c.get("/api/user/notification_count", ana).data().at("pending_surveys").as_int64(), 0);
  EXPECT_EQ(c.get("/api/surveys?state=closed", ana).data().as_array().size(), 1U);

  // The company goal rolls up Comercial (60: 41 of 120 clients) and Tecnología (40: 62 %); the
  // Comercial goal's forecast misses its target.
  const auto& goals = server.app().service<goals::GoalService>();
  goals::Viewer admin;
  admin.user_id = scalar(server, kDemoUser, {demo.id, kDemoAdminEmail}).value_or(0);
  admin.role = Role::kAdmin;
  admin.today = "2026-01-01";
  const auto company = scalar(server, kDemoCompanyGoal, {demo.id}).value_or(0);
  const auto detail = goals.detail(OrgId{demo.id}, admin, company);
  EXPECT_EQ(detail.goal.row.title, "Crecer 20 % en clientes activos");
  EXPECT_NEAR(detail.goal.row.progress, (60 * 100.0 * 41 / 120 + 40 * 62) / 100, 0.01);
  EXPECT_EQ(detail.children.size(), 2U);
  const auto sales =
      goals.detail(OrgId{demo.id}, admin, scalar(server, kDemoSalesGoal, {demo.id}).value_or(0));
  ASSERT_TRUE(sales.goal.forecast);
  EXPECT_TRUE(sales.goal.forecast->at_risk);
}

}  // namespace
}  // namespace aplauso::test
