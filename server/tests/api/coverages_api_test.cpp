// Coverages over HTTP (docs/coverages.md): policies with their coverage table and audience, bad
// input named field by field, dependants whose changes HR decides once through the approvals
// inbox, the admins' list and export, and the renewal reminder sent once.
#include <atomic>
#include <boost/json/array.hpp>
#include <boost/json/serialize.hpp>
#include <chrono>
#include <thread>

#include "core/days.h"
#include "modules/coverages/coverages_service.h"
#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

inline constexpr db::Statement kCoveragesNotices{
    "test.coverages_notifications",
    "SELECT COUNT(*) FROM notifications WHERE org_id = $1 AND user_id = $2 AND kind = $3"};

std::string coverages_today() {
  const auto day = std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now());
  return day_text(std::chrono::year_month_day{day});
}

class CoveragesApi : public ApiTest {
 protected:
  static json::object policy(const std::string& plan, json::object extra = {}) {
    json::object p{{"insurer", "Seguros Andinos"},
                   {"plan_name", plan},
                   {"policy_number", "SA-1"},
                   {"kind", "medical_major"},
                   {"starts_on", "2026-01-01"},
                   {"ends_on", "2030-12-31"},
                   {"audience", json::object{{"everyone", true}}},
                   {"claim_instructions", "Sube la boleta al portal."},
                   {"contact_email", "reembolsos@example.com"},
                   {"status", "published"},
                   {"rows", json::array{json::object{{"service", "Hospitalización"},
                                                     {"percent", 90},
                                                     {"cap", 5000000},
                                                     {"deductible", 50000.5},
                                                     {"currency", "CLP"},
                                                     {"notes", "En convenio"}},
                                        json::object{{"service", "Consultas"},
                                                     {"percent", 70},
                                                     {"cap", nullptr},
                                                     {"deductible", nullptr},
                                                     {"currency", "CLP"}}}}};
    for (const auto& [k, v] : extra) p[k] = v;
    return p;
  }
  static std::int64_t create(const HttpClient& c, const TestOrg& org, const json::object& body) {
    const auto r = c.post("/api/org/coverages/policies", body, org.admin_token);
    if (r.status != 201) throw std::runtime_error("create failed: " + r.body);
    return r.data().at("id").as_int64();
  }
  static json::object child(const std::string& name) {
    return {{"full_name", name}, {"relationship", "child"}, {"birth_date", "2015-03-02"}};
  }
  static HttpResult decide(const HttpClient& c, const std::string& token, std::int64_t id,
                           const std::string& decision, const std::string& reason = "") {
    json::object body{
        {"items", json::array{json::object{{"kind", "coverage_dependant"}, {"id", id}}}},
        {"decision", decision}};
    if (!reason.empty()) body["reason"] = reason;
    return c.post("/api/approvals/decide", body, token);
  }
  static std::int64_t notices(const TestOrg& org, std::int64_t user, const std::string& kind) {
    return scalar(server(), kCoveragesNotices, {org.id, user, kind}).value_or(-1);
  }
  static std::string document(const HttpClient& c, const std::string& token) {
    const auto ticket = c.post("/api/upload_presign/comm-attachment",
                               {{"file_name", "condiciones.png"},
                                {"content_type", "image/png"},
                                {"size", static_cast<std::int64_t>(tiny_png().size())}},
                               token);
    EXPECT_EQ(ticket.status, 200) << ticket.body;
    const auto put = c.request("PUT", std::string(ticket.data().at("upload_url").as_string()),
                               tiny_png(), {}, {"Content-Type: image/png"});
    EXPECT_EQ(put.status, 200) << put.body;
    return std::string(ticket.data().at("key").as_string());
  }
};

TEST_F(CoveragesApi, AdminsKeepPoliciesWithACoverageTableAndBadInputIsNamed) {
  const auto org = make_full_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto beto = make_user(server(), org, Role::kEmployee, "Beto");
  const auto sales = *scalar(server(), sql::kInsertDepartment, {org.id, "Ventas"});
  exec(server(), sql::kSetDepartment, {ana.id, sales});
  const auto c = client(org.host);

  // Bad input: each field named, nothing kept.
  auto bad = policy("", {{"kind", "pets"},
                         {"starts_on", "2026-05-01"},
                         {"ends_on", "2026-01-01"},
                         {"contact_link", "http://x"}});
  bad["rows"] = json::array{
      json::object{{"service", "A"}, {"percent", 101}, {"cap", -1}, {"currency", "CLP"}},
      json::object{{"service", ""}, {"percent", -5}, {"deductible", -3}, {"currency", "pesos"}}};
  auto r = c.post("/api/org/coverages/policies", bad, org.admin_token);
  ASSERT_EQ(r.status, 400) << r.body;
  for (const char* field :
       {"plan_name", "kind", "ends_on", "contact_link", "rows.0.percent", "rows.0.cap",
        "rows.1.service", "rows.1.percent", "rows.1.deductible", "rows.1.currency"}) {
    EXPECT_FALSE(r.field_error(field).empty()) << field << ": " << r.body;
  }
  bad = policy("X", {{"starts_on", "2026-02-30"}});
  EXPECT_FALSE(
      c.post("/api/org/coverages/policies", bad, org.admin_token).field_error("starts_on").empty());
  bad = policy(
      "X",
      {{"audience", json::object{{"everyone", false}, {"departments", json::array{sales + 999}}}}});
  EXPECT_EQ(c.post("/api/org/coverages/policies", bad, org.admin_token).status, 400);
  bad = policy("X", {{"documents", json::array{"not-a-key"}}});
  EXPECT_FALSE(
      c.post("/api/org/coverages/policies", bad, org.admin_token).field_error("documents").empty());
  EXPECT_EQ(c.post("/api/org/coverages/policies", policy("X"), ana.token).status, 403);
  EXPECT_EQ(c.get("/api/org/coverages/policies", org.admin_token).data().as_array().size(), 0U);

  // Percent 0 and 100 and a zero cap are fine; amounts keep their cents.
  auto edge = policy("Bordes");
  edge["rows"] = json::array{
      json::object{{"service", "Nada"}, {"percent", 0}, {"cap", 0}, {"currency", "USD"}},
      json::object{{"service", "Todo"}, {"percent", 100}, {"currency", "USD"}}};
  const auto edges = create(c, org, edge);

  const auto key = document(c, org.admin_token);
  const auto all =
      create(c, org, policy("Salud Plus", {{"documents", json::array{json::value(key)}}}));
  const auto only_sales = create(
      c, org,
      policy("Ventas", {{"audience",
                         json::object{{"everyone", false}, {"departments", json::array{sales}}}}}));
  const auto draft = create(c, org, policy("Borrador", {{"status", "draft"}}));

  r = c.get("/api/org/coverages/policies/" + std::to_string(all), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("rows").as_array().size(), 2U);
  EXPECT_EQ(r.data().at("rows").at(0).at("percent").as_int64(), 90);
  EXPECT_EQ(r.data().at("rows").at(0).at("cap").as_int64(), 5000000);
  EXPECT_DOUBLE_EQ(r.data().at("rows").at(0).at("deductible").as_double(), 50000.5);
  EXPECT_TRUE(r.data().at("rows").at(1).at("cap").is_null());
  ASSERT_EQ(r.data().at("documents").as_array().size(), 1U);
  EXPECT_EQ(r.data().at("documents").at(0).at("name").as_string(), "condiciones.png");

  // A change replaces the table; the document is kept by its key.
  auto changed = policy("Salud Plus 2", {{"documents", json::array{json::value(key)}}});
  changed["rows"] =
      json::array{json::object{{"service", "Dental"}, {"percent", 50}, {"currency", "CLP"}}};
  r = c.request("PUT", "/api/org/coverages/policies/" + std::to_string(all),
                json::serialize(changed), org.admin_token, {"Content-Type: application/json"});
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("plan_name").as_string(), "Salud Plus 2");
  EXPECT_EQ(r.data().at("rows").as_array().size(), 1U);
  EXPECT_EQ(r.data().at("documents").at(0).at("name").as_string(), "condiciones.png");

  // Members see the published policies whose audience holds them.
  r = c.get("/api/coverages/policies", ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().as_array().size(), 3U) << r.body;
  r = c.get("/api/coverages/policies", beto.token);
  EXPECT_EQ(r.data().as_array().size(), 2U) << r.body;
  EXPECT_EQ(c.get("/api/coverages/policies/" + std::to_string(only_sales), beto.token).status, 404);
  EXPECT_EQ(c.get("/api/coverages/policies/" + std::to_string(only_sales), ana.token).status, 200);
  EXPECT_EQ(c.get("/api/coverages/policies/" + std::to_string(draft), ana.token).status, 404);
  r = c.get("/api/coverages/policies/" + std::to_string(all), beto.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_FALSE(r.data().at("documents").at(0).at("url").as_string().empty());
  EXPECT_FALSE(r.data().at("documents").at(0).as_object().contains("key"));
  EXPECT_EQ(c.get("/api/coverages/policies/" + std::to_string(edges), beto.token)
                .data()
                .at("rows")
                .at(0)
                .at("cap")
                .as_int64(),
            0);

  // Another organisation sees none of it.
  const auto elsewhere = make_full_org(server());
  const auto there = client(elsewhere.host);
  EXPECT_EQ(
      there.get("/api/coverages/policies/" + std::to_string(all), elsewhere.admin_token).status,
      404);
  EXPECT_EQ(
      there.get("/api/org/coverages/policies/" + std::to_string(all), elsewhere.admin_token).status,
      404);
  EXPECT_EQ(there
                .request("PUT", "/api/org/coverages/policies/" + std::to_string(all),
                         json::serialize(policy("Mía")), elsewhere.admin_token,
                         {"Content-Type: application/json"})
                .status,
            404);
  EXPECT_EQ(there
                .get("/api/org/coverages/policies/" + std::to_string(all) + "/dependants",
                     elsewhere.admin_token)
                .status,
            404);
}

TEST_F(CoveragesApi, DependantsChangeOnlyWithHrApprovalDecidedOnce) {
  const auto org = make_full_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto beto = make_user(server(), org, Role::kLeader, "Beto");
  const auto c = client(org.host);
  const auto plan = create(c, org, policy("Salud"));

  // Bad input is named.
  auto r = c.post("/api/coverages/dependants",
                  {{"full_name", ""}, {"relationship", "cousin"}, {"birth_date", "2999-01-01"}},
                  ana.token);
  ASSERT_EQ(r.status, 400) << r.body;
  EXPECT_FALSE(r.field_error("full_name").empty());
  EXPECT_FALSE(r.field_error("relationship").empty());
  EXPECT_FALSE(r.field_error("birth_date").empty());

  r = c.post("/api/coverages/dependants", child("Tomás"), ana.token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto tomas = r.data().at("id").as_int64();
  EXPECT_EQ(r.data().at("status").as_string(), "pending");
  EXPECT_EQ(r.data().at("change").as_string(), "add");
  // Waiting: it cannot be edited until HR decides.
  EXPECT_EQ(
      c.patch("/api/coverages/dependants/" + std::to_string(tomas), child("Tomás R."), ana.token)
          .status,
      409);

  // Members (even a leader) do not decide; nobody decides their own; HR sees it in the inbox.
  r = c.get("/api/approvals?kind=coverage_dependant", beto.token);
  EXPECT_TRUE(r.status == 403 || r.data().as_array().empty()) << r.body;
  r = decide(c, beto.token, tomas, "approve");
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("failed").as_int64(), 1);
  EXPECT_EQ(r.data().at("results").at(0).at("error").at("code").as_string(), "not_your_decision")
      << "a 403 for the item";
  r = c.get("/api/approvals?kind=coverage_dependant", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().as_array().size(), 1U) << r.body;
  EXPECT_EQ(r.data().at(0).at("id").as_int64(), tomas);

  // Two admins approve and reject at once: one outcome.
  const auto hr = make_user(server(), org, Role::kAdmin, "Helena");
  std::atomic<int> done{0};
  std::vector<std::thread> racers;
  for (int i = 0; i < 6; ++i) {
    racers.emplace_back([&, i] {
      const auto rc = client(org.host);
      const auto res = decide(rc, i % 2 == 0 ? org.admin_token : hr.token, tomas,
                              i % 3 == 0 ? "reject" : "approve", "Carrera");
      if (res.status == 200 && res.data().at("failed").as_int64() == 0) ++done;
    });
  }
  for (auto& t : racers) t.join();
  EXPECT_EQ(done.load(), 1);
  EXPECT_EQ(notices(org, ana.id, "coverage_dependant_decided"), 1);
  r = c.get("/api/coverages/dependants", ana.token);
  ASSERT_EQ(r.data().as_array().size(), 1U) << r.body;
  const std::string outcome(r.data().at(0).at("status").as_string());
  EXPECT_TRUE(outcome == "active" || outcome == "rejected") << outcome;
  EXPECT_TRUE(r.data().at(0).at("change").is_null());

  // A new one, approved: then an edit and a removal each wait for HR.
  const auto sofia = c.post("/api/coverages/dependants",
                            {{"full_name", "Sofía Díaz"},
                             {"relationship", "spouse"},
                             {"birth_date", "1990-07-01"},
                             {"national_id", "12.345.678-9"}},
                            ana.token)
                         .data()
                         .at("id")
                         .as_int64();
  ASSERT_EQ(decide(c, org.admin_token, sofia, "approve").data().at("failed").as_int64(), 0);
  r = c.patch(
      "/api/coverages/dependants/" + std::to_string(sofia),
      {{"full_name", "Sofía Díaz Rojas"}, {"relationship", "spouse"}, {"birth_date", "1990-07-01"}},
      ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("full_name").as_string(), "Sofía Díaz") << "unchanged until approved";
  EXPECT_EQ(r.data().at("proposed").at("full_name").as_string(), "Sofía Díaz Rojas");
  ASSERT_EQ(decide(c, org.admin_token, sofia, "reject", "Falta el certificado")
                .data()
                .at("failed")
                .as_int64(),
            0);
  r = c.get("/api/coverages/dependants", ana.token);
  EXPECT_NE(r.body.find("Falta el certificado"), std::string::npos);
  EXPECT_EQ(r.body.find("Sofía Díaz Rojas"), std::string::npos);
  r = c.request("DELETE", "/api/coverages/dependants/" + std::to_string(sofia), {}, ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_FALSE(r.data().at("removed").as_bool());
  EXPECT_EQ(r.data().at("dependant").at("change").as_string(), "remove");

  // Admins see the policy's dependants and export them.
  r = c.get("/api/org/coverages/policies/" + std::to_string(plan) + "/dependants", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_NE(r.body.find("Sofía Díaz"), std::string::npos);
  EXPECT_EQ(r.data().at(0).at("person").at("id").as_int64(), ana.id);
  r = c.get("/api/org/coverages/policies/" + std::to_string(plan) + "/dependants.csv",
            org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_NE(r.body.find("Sofía Díaz"), std::string::npos);
  EXPECT_EQ(c.get("/api/org/coverages/policies/" + std::to_string(plan) + "/dependants", ana.token)
                .status,
            403);
  ASSERT_EQ(decide(c, org.admin_token, sofia, "approve").data().at("failed").as_int64(), 0);
  r = c.get("/api/coverages/dependants", ana.token);
  EXPECT_EQ(r.body.find("Sofía"), std::string::npos) << "removed";

  // Another organisation's admin cannot decide or touch them.
  const auto pending =
      c.post("/api/coverages/dependants", child("Lucas"), ana.token).data().at("id").as_int64();
  const auto elsewhere = make_full_org(server());
  const auto there = client(elsewhere.host);
  EXPECT_EQ(decide(there, elsewhere.admin_token, pending, "approve").data().at("failed").as_int64(),
            1);
  EXPECT_EQ(there
                .request("DELETE", "/api/coverages/dependants/" + std::to_string(pending), {},
                         elsewhere.admin_token)
                .status,
            404);
  EXPECT_EQ(
      c.request("DELETE", "/api/coverages/dependants/" + std::to_string(pending), {}, beto.token)
          .status,
      404);
  // Withdrawn before HR decides: gone at once.
  r = c.request("DELETE", "/api/coverages/dependants/" + std::to_string(pending), {}, ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("removed").as_bool());
  EXPECT_EQ(
      c.get("/api/approvals?kind=coverage_dependant", org.admin_token).data().as_array().size(),
      0U);

  // An erased person's dependants go with them.
  c.post("/api/coverages/dependants", child("Martina"), ana.token);
  ASSERT_EQ(c.post("/api/user/admin/delete", {{"user_id", ana.id}}, org.admin_token).status, 200);
  r = c.get("/api/org/coverages/policies/" + std::to_string(plan) + "/dependants", org.admin_token);
  EXPECT_TRUE(r.data().as_array().empty()) << r.body;
  EXPECT_TRUE(
      c.get("/api/approvals?kind=coverage_dependant", org.admin_token).data().as_array().empty());
}

TEST_F(CoveragesApi, AdminsHearOfARenewalOnceThirtyDaysAhead) {
  const auto org = make_full_org(server());
  const auto c = client(org.host);
  const std::string today = coverages_today();
  const std::string started = add_days(today, -300);
  const auto soon = create(
      c, org, policy("Vence pronto", {{"starts_on", started}, {"ends_on", add_days(today, 20)}}));
  create(c, org, policy("Vence lejos", {{"starts_on", started}, {"ends_on", add_days(today, 90)}}));
  create(c, org,
         policy("Borrador",
                {{"starts_on", started}, {"ends_on", add_days(today, 10)}, {"status", "draft"}}));

  const auto admin_id = c.get("/api/user", org.admin_token).data().at("id").as_int64();
  auto& service = server().app().service<coverages::CoveragesService>();
  EXPECT_GE(service.remind_renewals(), 1);
  EXPECT_EQ(notices(org, admin_id, "coverage_renewal_due"), 1);
  service.remind_renewals();
  EXPECT_EQ(notices(org, admin_id, "coverage_renewal_due"), 1) << "once";

  // A new end date is a new threshold.
  auto moved = policy("Vence pronto", {{"starts_on", started}, {"ends_on", add_days(today, 25)}});
  ASSERT_EQ(c.request("PUT", "/api/org/coverages/policies/" + std::to_string(soon),
                      json::serialize(moved), org.admin_token, {"Content-Type: application/json"})
                .status,
            200);
  service.remind_renewals();
  EXPECT_EQ(notices(org, admin_id, "coverage_renewal_due"), 2);
}

}  // namespace
}  // namespace aplauso::test
