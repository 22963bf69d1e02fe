// Corporate benefits over HTTP (docs/benefits.md): eligibility and its reasons, requests whose
// points are held and given back exactly once, and who decides them.
#include <atomic>
#include <boost/json/array.hpp>
#include <thread>

#include "db/conn.h"
#include "db/database.h"
#include "modules/points/points_service.h"
#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

inline constexpr db::Statement kBenefitLeader{"test.benefits_set_leader",
                                              "UPDATE users SET leader_id = $2 WHERE id = $1"};

class BenefitsApi : public ApiTest {
 protected:
  static json::object benefit(const std::string& title, const std::string& mode,
                              json::object extra = {}) {
    json::object b{{"title", title},
                   {"description", "Descripción"},
                   {"provider", "Proveedor"},
                   {"category", "Salud"},
                   {"how_to_use", "Muestra el código"},
                   {"code", "CODIGO1"},
                   {"mode", mode},
                   {"approval", "none"},
                   {"eligibility", json::object{{"departments", json::array{}},
                                                {"groups", json::array{}},
                                                {"countries", json::array{}},
                                                {"min_tenure_months", nullptr}}},
                   {"status", "published"}};
    for (const auto& [k, v] : extra) b[k] = v;
    return b;
  }
  static std::int64_t create(const HttpClient& c, const TestOrg& org, const json::object& body) {
    const auto r = c.post("/api/org/benefits", body, org.admin_token);
    if (r.status != 201) throw std::runtime_error("create failed: " + r.body);
    return r.data().at("id").as_int64();
  }
  static HttpResult ask(const HttpClient& c, const std::string& token, std::int64_t id) {
    return c.post("/api/benefits/" + std::to_string(id) + "/requests", {{"note", "Lo necesito"}},
                  token);
  }
  static HttpResult decide(const HttpClient& c, const std::string& token, std::int64_t id,
                           const std::string& decision, const std::string& reason = "") {
    json::object body{{"items", json::array{json::object{{"kind", "benefit_request"}, {"id", id}}}},
                      {"decision", decision}};
    if (!reason.empty()) body["reason"] = reason;
    return c.post("/api/approvals/decide", body, token);
  }
  // Points to redeem, from the treasury, as an anniversary would award them.
  static void give(const TestOrg& org, std::int64_t user, std::int64_t n) {
    const auto& points = server().app().service<points::PointsService>();
    server().app().db().transact([&](db::Conn& c) {
      points.award(c, OrgId{org.id}, user, n,
                   {"extra", std::nullopt, std::nullopt, std::nullopt, std::string("test")});
    });
  }
  static void admitted(const HttpClient& c, const TestOrg& org, std::int64_t user,
                       const std::string& day) {
    const auto r = c.patch("/api/org/users/" + std::to_string(user), {{"admission_date", day}},
                           org.admin_token);
    if (r.status != 200) throw std::runtime_error("admission failed: " + r.body);
  }
};

TEST_F(BenefitsApi, EligibilityDecidesWhoSeesABenefitAndSaysWhyNot) {
  const auto org = make_full_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto beto = make_user(server(), org, Role::kEmployee, "Beto");
  const auto sales = *scalar(server(), sql::kInsertDepartment, {org.id, "Ventas"});
  exec(server(), sql::kSetDepartment, {ana.id, sales});
  const auto c = client(org.host);
  admitted(c, org, ana.id, "2020-01-01");

  json::object rules{{"departments", json::array{sales}},
                     {"groups", json::array{}},
                     {"countries", json::array{}},
                     {"min_tenure_months", 12}};
  auto r = c.post("/api/org/benefits/eligibility_preview", rules, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("total").as_int64(), 1);
  EXPECT_EQ(r.data().at("active").as_int64(), 3);
  EXPECT_EQ(r.data().at("by_department").at(0).at("name").as_string(), "Ventas");

  // Bad input is named field by field and nothing is kept.
  auto bad = benefit("", "granted", {{"link", "http://x"}, {"price_points", 10}});
  r = c.post("/api/org/benefits", bad, org.admin_token);
  ASSERT_EQ(r.status, 400) << r.body;
  EXPECT_NE(r.body.find("\"title\""), std::string::npos);
  EXPECT_NE(r.body.find("\"link\""), std::string::npos);
  EXPECT_NE(r.body.find("\"price_points\""), std::string::npos);
  bad = benefit("X", "granted");
  bad["eligibility"].as_object()["departments"] = json::array{sales + 999};
  EXPECT_EQ(c.post("/api/org/benefits", bad, org.admin_token).status, 400);
  EXPECT_EQ(c.post("/api/org/benefits", benefit("X", "granted"), ana.token).status, 403);
  EXPECT_EQ(c.get("/api/org/benefits", org.admin_token).data().as_array().size(), 0U);

  const auto gym = create(c, org, benefit("Gimnasio", "granted", {{"eligibility", rules}}));
  const auto draft = create(c, org, benefit("Borrador", "granted", {{"status", "draft"}}));

  r = c.get("/api/benefits", ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().as_array().size(), 1U);
  EXPECT_TRUE(r.data().at(0).at("granted").as_bool());
  EXPECT_EQ(r.data().at(0).at("how").at("code").as_string(), "CODIGO1");

  // Beto sees nothing, and is told why he cannot have it (never how to use it).
  EXPECT_EQ(c.get("/api/benefits", beto.token).data().as_array().size(), 0U);
  r = c.get("/api/benefits/" + std::to_string(gym), beto.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_FALSE(r.data().at("eligible").as_bool());
  EXPECT_EQ(r.data().at("reasons").as_array().size(), 2U);
  EXPECT_EQ(r.data().at("reasons").at(0).as_string(), "department");
  EXPECT_EQ(r.data().at("reasons").at(1).as_string(), "tenure");
  EXPECT_TRUE(r.data().at("how").is_null());
  EXPECT_EQ(c.get("/api/benefits/" + std::to_string(draft), ana.token).status, 404);

  // A change is a version with what was before; admins' counters.
  r = c.patch("/api/org/benefits/" + std::to_string(gym), {{"title", "Gimnasio 2x1"}},
              org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("version").as_int64(), 2);
  ASSERT_EQ(r.data().at("versions").as_array().size(), 2U);
  EXPECT_EQ(r.data().at("versions").at(0).at("before").at("title").as_string(), "Gimnasio");
  EXPECT_EQ(r.data().at("counters").at("eligible").as_int64(), 1);

  // Another organisation sees none of it.
  const auto elsewhere = make_full_org(server());
  const auto there = client(elsewhere.host);
  EXPECT_EQ(there.get("/api/benefits/" + std::to_string(gym), elsewhere.admin_token).status, 404);
  EXPECT_EQ(there
                .patch("/api/org/benefits/" + std::to_string(gym), {{"title", "Mío"}},
                       elsewhere.admin_token)
                .status,
            404);
  EXPECT_EQ(ask(there, elsewhere.admin_token, gym).status, 404);
}

TEST_F(BenefitsApi, AContractTypeRuleLetsInOnlyPeopleWithOneOfItsTypes) {
  const auto org = make_full_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto beto = make_user(server(), org, Role::kEmployee, "Beto");
  const auto carla = make_user(server(), org, Role::kEmployee, "Carla");
  const auto c = client(org.host);
  for (const auto& [id, type] : {std::pair{ana.id, "indefinite"}, std::pair{beto.id, "services"}}) {
    ASSERT_EQ(
        c.patch("/api/org/users/" + std::to_string(id), {{"contract_type", type}}, org.admin_token)
            .status,
        200);
  }
  json::object rules{{"departments", json::array{}},
                     {"groups", json::array{}},
                     {"countries", json::array{}},
                     {"min_tenure_months", nullptr},
                     {"contract_types", json::array{"indefinite", "fixed_term"}}};
  auto r = c.post("/api/org/benefits/eligibility_preview", rules, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("total").as_int64(), 1) << "Ana only; Carla has none recorded";

  auto bad = rules;
  bad["contract_types"] = json::array{"forever"};
  r = c.post("/api/org/benefits", benefit("Seguro", "granted", {{"eligibility", bad}}),
             org.admin_token);
  ASSERT_EQ(r.status, 400) << r.body;
  EXPECT_FALSE(r.field_error("eligibility.contract_types").empty()) << r.body;
  EXPECT_EQ(c.post("/api/org/benefits/eligibility_preview", bad, org.admin_token).status, 400);

  const auto insurance =
      create(c, org, benefit("Seguro complementario", "granted", {{"eligibility", rules}}));
  r = c.get("/api/org/benefits/" + std::to_string(insurance), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("eligibility").at("contract_types").as_array().size(), 2U);
  EXPECT_EQ(c.get("/api/benefits", ana.token).data().as_array().size(), 1U);
  for (const auto* person : {&beto, &carla}) {
    r = c.get("/api/benefits/" + std::to_string(insurance), person->token);
    ASSERT_EQ(r.status, 200) << r.body;
    EXPECT_FALSE(r.data().at("eligible").as_bool());
    ASSERT_EQ(r.data().at("reasons").as_array().size(), 1U) << r.body;
    EXPECT_EQ(r.data().at("reasons").at(0).as_string(), "contract_type");
  }
}

TEST_F(BenefitsApi, PointsAreHeldWhenRequestedAndComeBackExactlyOnce) {
  const auto org = make_full_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto beto = make_user(server(), org, Role::kEmployee, "Beto");
  const auto c = client(org.host);
  give(org, ana.id, 150);
  const auto start = balances(server(), org, ana.id).redeem;
  const auto day = create(
      c, org, benefit("Día libre", "requestable", {{"approval", "hr"}, {"price_points", 100}}));
  const auto granted = create(c, org, benefit("Seguro", "granted"));

  EXPECT_EQ(ask(c, ana.token, granted).code(), "benefit_not_requestable");
  auto r = ask(c, beto.token, day);
  EXPECT_EQ(r.status, 422) << r.body;
  EXPECT_EQ(r.code(), "insufficient_points");
  EXPECT_EQ(c.get("/api/benefits/requests", beto.token).data().as_array().size(), 0U)
      << "nothing kept when the points do not reach";

  r = ask(c, ana.token, day);
  ASSERT_EQ(r.status, 201) << r.body;
  auto id = r.data().at("id").as_int64();
  EXPECT_EQ(r.data().at("status").as_string(), "pending");
  EXPECT_EQ(balances(server(), org, ana.id).redeem, start - 100);
  EXPECT_EQ(ask(c, ana.token, day).code(), "request_pending");

  // The admin rejects it in the inbox: the points come back, once.
  r = c.get("/api/approvals?kind=benefit_request", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().as_array().size(), 1U) << r.body;
  EXPECT_EQ(decide(c, ana.token, id, "reject", "Mía").data().at("failed").as_int64(), 1)
      << "nobody decides their own";
  r = decide(c, org.admin_token, id, "reject", "Sin cupo este mes");
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(balances(server(), org, ana.id).redeem, start);
  decide(c, org.admin_token, id, "reject", "Otra vez");
  EXPECT_EQ(balances(server(), org, ana.id).redeem, start);
  EXPECT_EQ(
      c.post("/api/benefits/requests/" + std::to_string(id) + "/cancel", json::object{}, ana.token)
          .status,
      409);
  r = c.get("/api/benefits/requests", ana.token);
  EXPECT_EQ(r.data().at(0).at("status").as_string(), "rejected");
  EXPECT_EQ(r.data().at(0).at("reason").as_string(), "Sin cupo este mes");

  // Cancelling and rejecting at once: one of them happens, the points come back once.
  id = ask(c, ana.token, day).data().at("id").as_int64();
  EXPECT_EQ(balances(server(), org, ana.id).redeem, start - 100);
  std::atomic<int> done{0};
  std::vector<std::thread> racers;
  for (int i = 0; i < 6; ++i) {
    racers.emplace_back([&, i] {
      const auto rc = client(org.host);
      const auto res = i % 2 == 0
                           ? rc.post("/api/benefits/requests/" + std::to_string(id) + "/cancel",
                                     json::object{}, ana.token)
                           : decide(rc, org.admin_token, id, "reject", "Carrera");
      if (res.status == 200 && (i % 2 == 0 || res.data().at("failed").as_int64() == 0)) ++done;
    });
  }
  for (auto& t : racers) t.join();
  EXPECT_EQ(done.load(), 1);
  EXPECT_EQ(balances(server(), org, ana.id).redeem, start);

  // Approved: it is hers, with how to use it; the points stay spent.
  id = ask(c, ana.token, day).data().at("id").as_int64();
  ASSERT_EQ(decide(c, org.admin_token, id, "approve").status, 200);
  EXPECT_EQ(balances(server(), org, ana.id).redeem, start - 100);
  r = c.get("/api/benefits/" + std::to_string(day), ana.token);
  EXPECT_TRUE(r.data().at("granted").as_bool());
  EXPECT_EQ(r.data().at("how").at("code").as_string(), "CODIGO1");
  EXPECT_EQ(ask(c, ana.token, day).code(), "already_granted");
  r = c.get("/api/org/benefits/requests?status=approved", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().as_array().size(), 1U);
  EXPECT_EQ(r.data().at(0).at("person").at("id").as_int64(), ana.id);
  EXPECT_EQ(c.get("/api/org/benefits/requests?status=maybe", org.admin_token).status, 400);
  r = c.get("/api/org/benefits/requests?status=approved&benefit_id=" + std::to_string(day),
            org.admin_token);
  EXPECT_EQ(r.data().as_array().size(), 1U) << r.body;
  r = c.get("/api/org/benefits/requests?benefit_id=" + std::to_string(day), org.admin_token);
  EXPECT_EQ(r.data().as_array().size(), 3U) << "rejected, raced, approved";
  EXPECT_EQ(c.get("/api/org/benefits/requests", org.admin_token).data().as_array().size(), 3U);
}

TEST_F(BenefitsApi, TheLeaderDecidesManagerApprovedRequestsAndAdminsWhenThereIsNone) {
  const auto org = make_full_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto beto = make_user(server(), org, Role::kEmployee, "Beto");
  const auto luis = make_user(server(), org, Role::kLeader, "Luis");
  exec(server(), kBenefitLeader, {ana.id, luis.id});
  const auto c = client(org.host);
  const auto course = create(c, org, benefit("Curso", "requestable", {{"approval", "manager"}}));

  const auto anas = ask(c, ana.token, course).data().at("id").as_int64();
  const auto betos = ask(c, beto.token, course).data().at("id").as_int64();
  auto r = c.get("/api/approvals?kind=benefit_request", luis.token);
  ASSERT_EQ(r.data().as_array().size(), 1U) << "Luis leads Ana only: " << r.body;
  r = c.get("/api/approvals?kind=benefit_request", org.admin_token);
  ASSERT_EQ(r.data().as_array().size(), 1U) << "Beto has no leader: the admins decide";
  EXPECT_EQ(r.data().at(0).at("id").as_int64(), betos);

  r = decide(c, org.admin_token, anas, "approve");
  EXPECT_EQ(r.data().at("failed").as_int64(), 1) << "Ana's leader decides: " << r.body;
  ASSERT_EQ(decide(c, luis.token, anas, "approve").data().at("failed").as_int64(), 0);
  ASSERT_EQ(decide(c, org.admin_token, betos, "approve").data().at("failed").as_int64(), 0);
  EXPECT_TRUE(c.get("/api/benefits", ana.token).data().at(0).at("granted").as_bool());
  r = c.get("/api/user/notification", ana.token);
  EXPECT_NE(r.body.find("benefit_request_decided"), std::string::npos);
}

}  // namespace
}  // namespace aplauso::test
