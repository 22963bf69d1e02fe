// Requests over HTTP (docs/requests.md): types with a form and a chain of approval steps, each
// step decided once by its approver through the approvals inbox, a rejection in the middle that
// ends the chain, comments, deadlines (the type's and each step's, reminded once per step even
// when several runs race), who may see a request, and parallel steps (several people, all of
// them or the first, racing).
#include <atomic>
#include <boost/json/array.hpp>
#include <map>
#include <thread>

#include "core/clock.h"
#include "db/conn.h"
#include "db/database.h"
#include "modules/requests/requests_service.h"
#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

inline constexpr db::Statement kRequestsLeader{"test.requests_set_leader",
                                               "UPDATE users SET leader_id = $2 WHERE id = $1"};
inline constexpr db::Statement kRequestsNotices{
    "test.requests_notifications",
    "SELECT COUNT(*) FROM notifications WHERE org_id = $1 AND user_id = $2 AND kind = $3"};
inline constexpr db::Statement kRequestsDue{"test.requests_due",
                                            "UPDATE requests SET due_at = 1 WHERE id = $1"};

inline constexpr db::Statement kRequestsStepDue{
    "test.requests_step_due", "UPDATE requests SET step_due_at = 1 WHERE id = $1"};

class RequestsApi : public ApiTest {
 protected:
  static json::object form() {
    return json::object{
        {"title", {{"es", "Home office"}}},
        {"questions", json::array{json::object{{"id", "motivo"},
                                               {"type", "short_text"},
                                               {"required", true},
                                               {"title", {{"es", "Motivo"}, {"en", "Reason"}}}},
                                  json::object{{"id", "dias"},
                                               {"type", "number"},
                                               {"min", 1},
                                               {"max", 10},
                                               {"title", {{"es", "Días"}}}}}}};
  }
  static json::object type(const std::string& name, json::array steps, json::object extra = {}) {
    json::object t{{"name", name},
                   {"description", "Descripción"},
                   {"sla_days", 3},
                   {"steps", std::move(steps)},
                   {"form", form()}};
    for (const auto& [k, v] : extra) t[k] = v;
    return t;
  }
  static json::object step(const std::string& approver, std::int64_t user = 0) {
    json::object s{{"approver", approver}};
    if (user != 0) s["user_id"] = user;
    return s;
  }
  static json::object step_within(const std::string& approver, std::int64_t user,
                                  json::value days) {
    json::object s = step(approver, user);
    s["deadline_days"] = std::move(days);
    return s;
  }
  static json::object people_step(std::vector<std::int64_t> people, const std::string& rule) {
    return json::object{{"approver", "people"},
                        {"user_ids", json::array(people.begin(), people.end())},
                        {"rule", rule}};
  }
  static std::int64_t create(const HttpClient& c, const TestOrg& org, const json::object& body) {
    const auto r = c.post("/api/org/requests/types", body, org.admin_token);
    if (r.status != 201) throw std::runtime_error("create failed: " + r.body);
    return r.data().at("id").as_int64();
  }
  static HttpResult submit(const HttpClient& c, const std::string& token, std::int64_t type_id,
                           const std::string& reason = "Mudanza") {
    return c.post("/api/requests",
                  {{"type_id", type_id}, {"answers", {{"motivo", reason}, {"dias", 2}}}}, token);
  }
  static HttpResult decide(const HttpClient& c, const std::string& token, std::int64_t id,
                           const std::string& decision, const std::string& reason = "") {
    json::object body{{"items", json::array{json::object{{"kind", "request"}, {"id", id}}}},
                      {"decision", decision}};
    if (!reason.empty()) body["reason"] = reason;
    return c.post("/api/approvals/decide", body, token);
  }
  static std::size_t inbox(const HttpClient& c, const std::string& token) {
    const auto r = c.get("/api/approvals?kind=request", token);
    if (r.status != 200) throw std::runtime_error("inbox failed: " + r.body);
    return r.data().as_array().size();
  }
  static std::int64_t notices(const TestOrg& org, std::int64_t user, const std::string& kind) {
    return scalar(server(), kRequestsNotices, {org.id, user, kind}).value_or(-1);
  }
};

TEST_F(RequestsApi, AdminsDefineTypesWithAFormAndAChainAndBadInputIsNamed) {
  const auto org = make_full_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto elsewhere = make_full_org(server());
  const auto stranger = make_user(server(), elsewhere, Role::kEmployee, "Otro");
  const auto c = client(org.host);

  auto bad = type("", json::array{step("boss"), step("person"), step("person", stranger.id)},
                  {{"sla_days", 0}});
  auto r = c.post("/api/org/requests/types", bad, org.admin_token);
  ASSERT_EQ(r.status, 400) << r.body;
  for (const auto* field :
       {"name", "sla_days", "steps.0.approver", "steps.1.user_id", "steps.2.user_id"}) {
    EXPECT_FALSE(r.field_error(field).empty()) << field << ": " << r.body;
  }
  bad = type("Vacaciones", json::array{});
  EXPECT_FALSE(
      c.post("/api/org/requests/types", bad, org.admin_token).field_error("steps").empty());
  bad = type("Vacaciones", json::array{step("admins")});
  bad["form"] = json::object{{"title", {{"es", "X"}}}, {"questions", "no"}};
  EXPECT_GE(c.post("/api/org/requests/types", bad, org.admin_token).status, 400);
  EXPECT_EQ(
      c.post("/api/org/requests/types", type("X", json::array{step("admins")}), ana.token).status,
      403);
  EXPECT_EQ(c.get("/api/org/requests/types", org.admin_token).data().as_array().size(), 0U);

  const auto id = create(c, org, type("Home office", json::array{step("leader"), step("admins")}));
  r = c.get("/api/org/requests/types", org.admin_token);
  ASSERT_EQ(r.data().as_array().size(), 1U) << r.body;
  EXPECT_EQ(r.data().at(0).at("steps").as_array().size(), 2U);
  EXPECT_EQ(r.data().at(0).at("pending").as_int64(), 0);

  r = c.get("/api/requests/types/" + std::to_string(id), ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("form").at("version").as_int64(), 1);
  EXPECT_EQ(r.data().at("form").at("definition").at("questions").as_array().size(), 2U);

  // A missing required answer is named and nothing is kept.
  r = c.post("/api/requests", {{"type_id", id}, {"answers", json::object{}}}, ana.token);
  ASSERT_GE(r.status, 400) << r.body;
  EXPECT_FALSE(r.field_error("answers.motivo").empty()) << r.body;
  EXPECT_EQ(c.get("/api/requests", ana.token).data().as_array().size(), 0U);

  // A new form is the next version; what was answered keeps its version.
  const auto first = submit(c, ana.token, id).data().at("id").as_int64();
  auto next = form();
  next["questions"].as_array().push_back(
      json::object{{"id", "extra"}, {"type", "long_text"}, {"title", {{"es", "Extra"}}}});
  r = c.patch("/api/org/requests/types/" + std::to_string(id),
              {{"form", next}, {"name_en", "Home office"}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("form").at("version").as_int64(), 2);
  EXPECT_EQ(r.data().at("pending").as_int64(), 1);
  r = c.get("/api/requests/" + std::to_string(first), ana.token);
  EXPECT_EQ(r.data().at("form").at("version").as_int64(), 1) << r.body;
  EXPECT_EQ(r.data().at("answers").at("motivo").as_string(), "Mudanza");

  // Archived: people no longer see or use it.
  ASSERT_EQ(c.patch("/api/org/requests/types/" + std::to_string(id), {{"status", "archived"}},
                    org.admin_token)
                .status,
            200);
  EXPECT_EQ(c.get("/api/requests/types", ana.token).data().as_array().size(), 0U);
  EXPECT_EQ(submit(c, ana.token, id).status, 404);

  // Another organisation sees none of it.
  const auto oc = client(elsewhere.host);
  EXPECT_EQ(oc.get("/api/org/requests/types/" + std::to_string(id), elsewhere.admin_token).status,
            404);
  EXPECT_EQ(oc.patch("/api/org/requests/types/" + std::to_string(id), {{"name", "Mío"}},
                     elsewhere.admin_token)
                .status,
            404);
  EXPECT_EQ(oc.get("/api/requests/" + std::to_string(first), elsewhere.admin_token).status, 404);
  EXPECT_EQ(oc.get("/api/org/requests", elsewhere.admin_token).data().as_array().size(), 0U);
}

TEST_F(RequestsApi, TwoStepsGoLeaderThenAdminsAndARejectionInTheMiddleEndsTheChain) {
  const auto org = make_full_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto beto = make_user(server(), org, Role::kEmployee, "Beto");
  const auto luis = make_user(server(), org, Role::kLeader, "Luis");
  exec(server(), kRequestsLeader, {ana.id, luis.id});
  const auto c = client(org.host);
  const auto home =
      create(c, org, type("Home office", json::array{step("leader"), step("admins")}));

  auto r = submit(c, ana.token, home);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto approved = r.data().at("id").as_int64();
  EXPECT_EQ(r.data().at("status").as_string(), "pending");
  EXPECT_EQ(r.data().at("awaiting").as_string(), "leader");
  EXPECT_EQ(r.data().at("approver").at("id").as_int64(), luis.id);
  EXPECT_TRUE(r.data().at("can_cancel").as_bool());
  EXPECT_FALSE(r.data().at("can_decide").as_bool());
  EXPECT_EQ(notices(org, luis.id, "request_to_decide"), 1);

  EXPECT_EQ(inbox(c, luis.token), 1U);
  EXPECT_EQ(inbox(c, org.admin_token), 0U) << "the leader's step first";
  EXPECT_EQ(c.get("/api/requests/" + std::to_string(approved), beto.token).status, 404);
  r = c.get("/api/requests/" + std::to_string(approved), luis.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("can_decide").as_bool());
  EXPECT_EQ(decide(c, beto.token, approved, "approve").data().at("failed").as_int64(), 1);

  // Step one approved: the admins take over, and Luis still sees what he decided.
  ASSERT_EQ(decide(c, luis.token, approved, "approve").data().at("failed").as_int64(), 0);
  r = c.get("/api/requests/" + std::to_string(approved), luis.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("step").as_int64(), 1);
  EXPECT_EQ(r.data().at("awaiting").as_string(), "admins");
  EXPECT_FALSE(r.data().at("can_decide").as_bool());
  EXPECT_EQ(inbox(c, luis.token), 0U);
  EXPECT_EQ(inbox(c, org.admin_token), 1U);
  EXPECT_EQ(decide(c, luis.token, approved, "approve").data().at("failed").as_int64(), 1);

  // A second request rejected by the leader never reaches the admins.
  const auto rejected = submit(c, ana.token, home).data().at("id").as_int64();
  r = decide(c, luis.token, rejected, "reject");
  EXPECT_NE(r.status == 200 ? r.data().at("failed").as_int64() : 1, 0) << "a reason is needed";
  ASSERT_EQ(
      decide(c, luis.token, rejected, "reject", "Semana de cierre").data().at("failed").as_int64(),
      0);
  r = c.get("/api/requests/" + std::to_string(rejected), ana.token);
  EXPECT_EQ(r.data().at("status").as_string(), "rejected");
  EXPECT_EQ(r.data().at("step").as_int64(), 0);
  const json::array events = r.data().at("events").as_array();
  ASSERT_EQ(events.size(), 2U) << r.body;
  EXPECT_EQ(events.at(1).at("kind").as_string(), "rejected");
  EXPECT_EQ(events.at(1).at("text").as_string(), "Semana de cierre");
  EXPECT_EQ(events.at(1).at("actor").at("id").as_int64(), luis.id);
  EXPECT_EQ(inbox(c, org.admin_token), 1U) << "only the first request";
  EXPECT_EQ(notices(org, ana.id, "request_decided"), 1);

  // The admins approve the last step: approved, with the whole timeline.
  ASSERT_EQ(decide(c, org.admin_token, approved, "approve").data().at("failed").as_int64(), 0);
  r = c.get("/api/requests/" + std::to_string(approved), ana.token);
  EXPECT_EQ(r.data().at("status").as_string(), "approved");
  EXPECT_TRUE(r.data().at("awaiting").is_null());
  EXPECT_EQ(r.data().at("events").as_array().size(), 3U) << r.body;
  EXPECT_FALSE(r.data().at("can_cancel").as_bool());
  EXPECT_EQ(notices(org, ana.id, "request_decided"), 2);
  EXPECT_EQ(
      c.post("/api/requests/" + std::to_string(approved) + "/cancel", json::object{}, ana.token)
          .code(),
      "request_decided");

  // Each view: the requester's, the approver's, the admins'.
  r = c.get("/api/requests", ana.token);
  EXPECT_EQ(r.data().as_array().size(), 2U);
  r = c.get("/api/requests/reviewing?state=decided", luis.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().as_array().size(), 2U);
  EXPECT_EQ(c.get("/api/requests/reviewing", luis.token).data().as_array().size(), 0U);
  EXPECT_EQ(c.get("/api/requests/reviewing?state=maybe", luis.token).status, 400);
  EXPECT_EQ(c.get("/api/org/requests?status=approved", org.admin_token).data().as_array().size(),
            1U);
  EXPECT_EQ(
      c.get("/api/org/requests?status=rejected&type_id=" + std::to_string(home), org.admin_token)
          .data()
          .as_array()
          .size(),
      1U);
  EXPECT_EQ(c.get("/api/org/requests?type_id=" + std::to_string(home), org.admin_token)
                .data()
                .as_array()
                .size(),
            2U);
  EXPECT_EQ(c.get("/api/org/requests?status=maybe", org.admin_token).status, 400);
  EXPECT_EQ(c.get("/api/org/requests", luis.token).status, 403);
}

TEST_F(RequestsApi, OnlyOneDecisionOfAStepHappensWhateverRacesIt) {
  const auto org = make_full_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto c = client(org.host);
  const auto letter = create(c, org, type("Constancia", json::array{step("admins")}));
  const auto id = submit(c, ana.token, letter).data().at("id").as_int64();

  std::atomic<int> done{0};
  std::vector<std::thread> racers;
  for (int i = 0; i < 6; ++i) {
    racers.emplace_back([&, i] {
      const auto rc = client(org.host);
      const auto res = i % 2 == 0 ? rc.post("/api/requests/" + std::to_string(id) + "/cancel",
                                            json::object{}, ana.token)
                                  : decide(rc, org.admin_token, id, "approve");
      if (res.status == 200 && (i % 2 == 0 || res.data().at("failed").as_int64() == 0)) ++done;
    });
  }
  for (auto& t : racers) t.join();
  EXPECT_EQ(done.load(), 1);
  const auto r = c.get("/api/requests/" + std::to_string(id), ana.token);
  EXPECT_EQ(r.data().at("events").as_array().size(), 2U) << r.body;
}

TEST_F(RequestsApi, NamedApproversCommentsAndDeadlines) {
  const auto org = make_full_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto beto = make_user(server(), org, Role::kEmployee, "Beto");
  const auto carla = make_user(server(), org, Role::kEmployee, "Carla");
  const auto c = client(org.host);
  const auto budget =
      create(c, org, type("Capacitación", json::array{step("person", beto.id)}, {{"sla_days", 1}}));

  const auto id = submit(c, ana.token, budget).data().at("id").as_int64();
  EXPECT_EQ(inbox(c, beto.token), 1U);
  EXPECT_EQ(inbox(c, org.admin_token), 0U);
  EXPECT_EQ(notices(org, beto.id, "request_to_decide"), 1);

  // Comments: the approver hears of the requester's, the requester of the approver's.
  auto r = c.post("/api/requests/" + std::to_string(id) + "/comments", {{"text", "  "}}, ana.token);
  EXPECT_FALSE(r.field_error("text").empty()) << r.body;
  r = c.post("/api/requests/" + std::to_string(id) + "/comments", {{"text", "¿Alguna duda?"}},
             ana.token);
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(notices(org, beto.id, "request_commented"), 1);
  r = c.post("/api/requests/" + std::to_string(id) + "/comments", {{"text", "Envía el temario"}},
             beto.token);
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(notices(org, ana.id, "request_commented"), 1);
  EXPECT_EQ(
      c.post("/api/requests/" + std::to_string(id) + "/comments", {{"text", "Hola"}}, carla.token)
          .status,
      404);
  EXPECT_EQ(
      c.post("/api/requests/" + std::to_string(id) + "/cancel", json::object{}, beto.token).status,
      404);

  // Past its deadline: the approver is told once, and admins find it among the overdue.
  exec(server(), kRequestsDue, {id});
  auto& service = server().app().service<requests::RequestsService>();
  EXPECT_GE(service.remind_overdue(), 1);
  EXPECT_EQ(notices(org, beto.id, "request_overdue"), 1);
  service.remind_overdue();
  EXPECT_EQ(notices(org, beto.id, "request_overdue"), 1) << "once";
  r = c.get("/api/org/requests?overdue=true", org.admin_token);
  ASSERT_EQ(r.data().as_array().size(), 1U) << r.body;
  EXPECT_TRUE(r.data().at(0).at("overdue").as_bool());

  // An admin may decide a step that waits for someone else.
  ASSERT_EQ(decide(c, org.admin_token, id, "approve").data().at("failed").as_int64(), 0);
  r = c.get("/api/requests/" + std::to_string(id), ana.token);
  EXPECT_EQ(r.data().at("status").as_string(), "approved");
  EXPECT_EQ(r.data().at("events").as_array().size(), 4U) << r.body;
  EXPECT_EQ(c.get("/api/requests/" + std::to_string(id), beto.token).status, 200)
      << "he commented: he took part";
}

TEST_F(RequestsApi, AParallelStepWaitsForEveryoneOrTheFirstAndBadPeopleAreNamed) {
  const auto org = make_full_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto beto = make_user(server(), org, Role::kEmployee, "Beto");
  const auto carla = make_user(server(), org, Role::kEmployee, "Carla");
  const auto dora = make_user(server(), org, Role::kEmployee, "Dora");
  const auto elsewhere = make_full_org(server());
  const auto stranger = make_user(server(), elsewhere, Role::kEmployee, "Extraña");
  const auto c = client(org.host);

  // Two to ten active people of the organisation, and a rule.
  auto r = c.post("/api/org/requests/types",
                  type("Mala", json::array{people_step({beto.id}, "all")}), org.admin_token);
  EXPECT_FALSE(r.field_error("steps.0.user_ids").empty()) << r.body;
  r = c.post("/api/org/requests/types",
             type("Mala", json::array{people_step({beto.id, stranger.id}, "all")}),
             org.admin_token);
  EXPECT_FALSE(r.field_error("steps.0.user_ids").empty()) << r.body;
  r = c.post("/api/org/requests/types",
             type("Mala", json::array{people_step({beto.id, carla.id}, "most")}), org.admin_token);
  EXPECT_FALSE(r.field_error("steps.0.rule").empty()) << r.body;

  // "all": Beto and Carla both approve step one, then Dora alone decides step two.
  const auto both = create(
      c, org,
      type("Viaje", json::array{people_step({beto.id, carla.id}, "all"), step("person", dora.id)}));
  r = c.get("/api/org/requests/types/" + std::to_string(both), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("steps").at(0).at("rule").as_string(), "all");
  EXPECT_EQ(r.data().at("steps").at(0).at("people").as_array().size(), 2U) << r.body;
  r = submit(c, ana.token, both);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto id = r.data().at("id").as_int64();
  const auto path = "/api/requests/" + std::to_string(id);
  EXPECT_EQ(r.data().at("awaiting").as_string(), "people");
  EXPECT_TRUE(r.data().at("approver").is_null());
  EXPECT_EQ(r.data().at("approvers").as_array().size(), 2U) << r.body;
  EXPECT_EQ(notices(org, beto.id, "request_to_decide"), 1);
  EXPECT_EQ(notices(org, carla.id, "request_to_decide"), 1);
  EXPECT_EQ(inbox(c, beto.token), 1U);
  EXPECT_EQ(inbox(c, carla.token), 1U);
  EXPECT_EQ(inbox(c, org.admin_token), 0U) << "not an admin step";
  EXPECT_EQ(c.get(path, dora.token).status, 404) << "not her step yet";
  EXPECT_TRUE(c.get(path, carla.token).data().at("can_decide").as_bool());

  ASSERT_EQ(decide(c, beto.token, id, "approve").data().at("failed").as_int64(), 0);
  r = c.get(path, beto.token);
  ASSERT_EQ(r.status, 200) << "he decided: he took part";
  EXPECT_EQ(r.data().at("step").as_int64(), 0) << "Carla has not decided yet";
  EXPECT_FALSE(r.data().at("can_decide").as_bool());
  ASSERT_EQ(r.data().at("approvers").as_array().size(), 1U) << r.body;
  EXPECT_EQ(r.data().at("approvers").at(0).at("id").as_int64(), carla.id);
  EXPECT_EQ(inbox(c, beto.token), 0U);
  EXPECT_EQ(decide(c, beto.token, id, "approve").data().at("failed").as_int64(), 1) << "once";
  EXPECT_EQ(c.get("/api/requests/reviewing?state=decided", beto.token).data().as_array().size(),
            1U);

  ASSERT_EQ(decide(c, carla.token, id, "approve").data().at("failed").as_int64(), 0);
  r = c.get(path, ana.token);
  EXPECT_EQ(r.data().at("step").as_int64(), 1);
  EXPECT_EQ(r.data().at("approver").at("id").as_int64(), dora.id);
  EXPECT_TRUE(r.data().at("approvers").as_array().empty());
  EXPECT_EQ(inbox(c, carla.token), 0U);
  EXPECT_EQ(inbox(c, dora.token), 1U);
  ASSERT_EQ(decide(c, dora.token, id, "approve").data().at("failed").as_int64(), 0);
  r = c.get(path, ana.token);
  EXPECT_EQ(r.data().at("status").as_string(), "approved");
  EXPECT_EQ(r.data().at("events").as_array().size(), 4U) << r.body;

  // "all": one rejection rejects the request; the others' part goes with it.
  const auto rejected = submit(c, ana.token, both).data().at("id").as_int64();
  ASSERT_EQ(decide(c, carla.token, rejected, "reject", "No hay presupuesto")
                .data()
                .at("failed")
                .as_int64(),
            0);
  EXPECT_EQ(
      c.get("/api/requests/" + std::to_string(rejected), ana.token).data().at("status").as_string(),
      "rejected");
  EXPECT_EQ(inbox(c, beto.token), 0U);

  // "any": the first approval is the step's; an admin may decide for the whole step.
  const auto first =
      create(c, org, type("Material", json::array{people_step({beto.id, carla.id}, "any")}));
  const auto quick = submit(c, ana.token, first).data().at("id").as_int64();
  ASSERT_EQ(decide(c, carla.token, quick, "approve").data().at("failed").as_int64(), 0);
  EXPECT_EQ(
      c.get("/api/requests/" + std::to_string(quick), ana.token).data().at("status").as_string(),
      "approved");
  EXPECT_EQ(decide(c, beto.token, quick, "approve").data().at("failed").as_int64(), 1);
  const auto stuck = submit(c, ana.token, both).data().at("id").as_int64();
  ASSERT_EQ(decide(c, org.admin_token, stuck, "approve").data().at("failed").as_int64(), 0);
  r = c.get("/api/requests/" + std::to_string(stuck), ana.token);
  EXPECT_EQ(r.data().at("step").as_int64(), 1) << "the admin decided the whole step";
  EXPECT_EQ(inbox(c, beto.token), 0U);

  // The requester among the people is left out; one left decides alone.
  const auto self =
      create(c, org, type("Propia", json::array{people_step({ana.id, beto.id}, "all")}));
  r = submit(c, ana.token, self);
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.data().at("approver").at("id").as_int64(), beto.id);
  EXPECT_TRUE(r.data().at("approvers").as_array().empty());

  // Another organisation cannot see or decide it.
  const auto there = client(elsewhere.host);
  EXPECT_EQ(there.get(path, stranger.token).status, 404);
  EXPECT_EQ(decide(there, elsewhere.admin_token, stuck, "approve").data().at("failed").as_int64(),
            1);
}

TEST_F(RequestsApi, TheLastTwoOfAParallelStepApprovingAtOnceMoveItOnce) {
  const auto org = make_full_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  std::vector<TestUser> people;
  std::vector<std::int64_t> ids;
  for (int i = 0; i < 6; ++i) {
    people.push_back(make_user(server(), org, Role::kEmployee, "Par" + std::to_string(i)));
    ids.push_back(people.back().id);
  }
  const auto c = client(org.host);
  const auto all =
      create(c, org, type("Todos", json::array{people_step(ids, "all"), step("admins")}));
  for (int round = 0; round < 3; ++round) {
    const auto id = submit(c, ana.token, all).data().at("id").as_int64();
    std::atomic<int> approved{0};
    std::vector<std::thread> racers;
    for (const auto& p : people) {
      racers.emplace_back([&] {
        const auto rc = client(org.host);
        if (decide(rc, p.token, id, "approve").data().at("failed").as_int64() == 0) ++approved;
      });
    }
    for (auto& t : racers) t.join();
    EXPECT_EQ(approved.load(), 6) << "each of them approves their part";
    const auto r = c.get("/api/requests/" + std::to_string(id), ana.token);
    EXPECT_EQ(r.data().at("step").as_int64(), 1) << "moved on, once: " << r.body;
    EXPECT_EQ(r.data().at("events").as_array().size(), 7U) << r.body;
  }
  EXPECT_EQ(inbox(c, org.admin_token), 3U);
}

TEST_F(RequestsApi, StepDeadlinesAreValidatedDueFromTheStepAndRemindedOncePerStep) {
  const auto org = make_full_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto beto = make_user(server(), org, Role::kEmployee, "Beto");
  const auto carla = make_user(server(), org, Role::kEmployee, "Carla");
  const auto c = client(org.host);

  // 1 to 365 whole days, or none; every bad one is named by its step.
  auto bad = type("Plazos",
                  json::array{step_within("person", beto.id, 0), step_within("admins", 0, "tres"),
                              step_within("leader", 0, 366), step_within("admins", 0, 2.5)});
  auto r = c.post("/api/org/requests/types", bad, org.admin_token);
  ASSERT_EQ(r.status, 400) << r.body;
  for (const auto* field : {"steps.0.deadline_days", "steps.1.deadline_days",
                            "steps.2.deadline_days", "steps.3.deadline_days"}) {
    EXPECT_FALSE(r.field_error(field).empty()) << field << ": " << r.body;
  }
  const auto id = create(c, org,
                         type("Compra", json::array{step_within("person", beto.id, 2),
                                                    step_within("person", carla.id, 1),
                                                    step_within("admins", 0, nullptr)}));
  r = c.get("/api/org/requests/types/" + std::to_string(id), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("steps").at(0).at("deadline_days").as_int64(), 2);
  EXPECT_TRUE(r.data().at("steps").at(2).at("deadline_days").is_null());
  EXPECT_EQ(r.data().at("sla_days").as_int64(), 3) << "the type's deadline stays";
  r = c.patch("/api/org/requests/types/" + std::to_string(id),
              {{"steps", json::array{step_within("person", beto.id, 400)}}}, org.admin_token);
  EXPECT_FALSE(r.field_error("steps.0.deadline_days").empty()) << r.body;

  // The pending step is due its days after it became pending; the type's deadline runs too.
  const auto older =
      create(c, org, type("Sin plazo de paso", json::array{step("person", beto.id)}));
  const auto first = submit(c, ana.token, older).data().at("id").as_int64();
  r = submit(c, ana.token, id);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto second = r.data().at("id").as_int64();
  const auto created = r.data().at("created_at").as_int64();
  EXPECT_EQ(r.data().at("step_due_at").as_int64(), created + 2 * 86'400'000LL);
  EXPECT_EQ(r.data().at("due_at").as_int64(), created + 3 * 86'400'000LL);
  EXPECT_FALSE(r.data().at("step_overdue").as_bool());
  EXPECT_EQ(r.data().at("steps").at(1).at("deadline_days").as_int64(), 1);

  // The approvers' list: oldest first, until a step is overdue: then it comes first.
  auto list = c.get("/api/requests/reviewing", beto.token);
  ASSERT_EQ(list.data().as_array().size(), 2U) << list.body;
  EXPECT_EQ(list.data().at(0).at("id").as_int64(), first);
  EXPECT_TRUE(list.data().at(0).at("step_due_at").is_null());
  exec(server(), kRequestsStepDue, {second});
  list = c.get("/api/requests/reviewing", beto.token);
  ASSERT_EQ(list.data().as_array().size(), 2U) << list.body;
  EXPECT_EQ(list.data().at(0).at("id").as_int64(), second);
  EXPECT_TRUE(list.data().at(0).at("step_overdue").as_bool());
  EXPECT_FALSE(list.data().at(0).at("overdue").as_bool()) << "the type's deadline is not past";
  list = c.get("/api/requests/reviewing?perPage=1&page=2", beto.token);
  ASSERT_EQ(list.data().as_array().size(), 1U) << list.body;
  EXPECT_EQ(list.data().at(0).at("id").as_int64(), first);

  // Reminded once, however many runs race (several nodes run the job).
  auto& service = server().app().service<requests::RequestsService>();
  std::vector<std::thread> runs;
  for (int i = 0; i < 4; ++i) runs.emplace_back([&service] { service.remind_overdue(); });
  for (auto& t : runs) t.join();
  EXPECT_EQ(notices(org, beto.id, "request_step_overdue"), 1);
  service.remind_overdue();
  EXPECT_EQ(notices(org, beto.id, "request_step_overdue"), 1) << "once per step";
  EXPECT_EQ(notices(org, carla.id, "request_step_overdue"), 0);

  // The next step has its own deadline, counted from now, and its own reminder.
  ASSERT_EQ(decide(c, beto.token, second, "approve").data().at("failed").as_int64(), 0);
  r = c.get("/api/requests/" + std::to_string(second), carla.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("step").as_int64(), 1);
  EXPECT_GE(r.data().at("step_due_at").as_int64(), created + 86'400'000LL);
  EXPECT_FALSE(r.data().at("step_overdue").as_bool());
  exec(server(), kRequestsStepDue, {second});
  service.remind_overdue();
  EXPECT_EQ(notices(org, carla.id, "request_step_overdue"), 1);
  EXPECT_EQ(notices(org, beto.id, "request_step_overdue"), 1);
  // The last step has none.
  ASSERT_EQ(decide(c, carla.token, second, "approve").data().at("failed").as_int64(), 0);
  r = c.get("/api/requests/" + std::to_string(second), org.admin_token);
  EXPECT_EQ(r.data().at("step").as_int64(), 2);
  EXPECT_TRUE(r.data().at("step_due_at").is_null());

  // Other organisations' ids are not found.
  const auto elsewhere = make_full_org(server());
  const auto there = client(elsewhere.host);
  EXPECT_EQ(
      there.get("/api/org/requests/types/" + std::to_string(id), elsewhere.admin_token).status,
      404);
  EXPECT_EQ(there
                .patch("/api/org/requests/types/" + std::to_string(id),
                       {{"steps", json::array{step_within("admins", 0, 3)}}}, elsewhere.admin_token)
                .status,
            404);
  EXPECT_EQ(there.get("/api/requests/" + std::to_string(second), elsewhere.admin_token).status,
            404);
  EXPECT_EQ(there.get("/api/requests/reviewing", elsewhere.admin_token).data().as_array().size(),
            0U);
}

// Deadlines with a clock that moves: an inbox item carries its step's own deadline (none for a
// type without step deadlines) and says once it has passed; the admins' "Vencidas" holds the
// requests past the type's deadline or their step's, the most overdue first, paged, and only the
// organisation's own.
class RequestsDeadlines : public RequestsApi {
 protected:
  static constexpr std::int64_t kDay = 86'400'000;
  static constexpr std::int64_t kMinute = 60'000;
  RequestsDeadlines()
      : clock_(1'780'279'200'000),
        // Sessions outlive the days the clock moves.
        timed_([](Config& config) { config.jwt_ttl_s = 30 * 86'400; }, &clock_) {}
  /// The ids of what waits for `token` in the inbox (kind request), with their items.
  static std::map<std::int64_t, json::object> items(const HttpClient& c, const std::string& token) {
    const auto page = c.get("/api/approvals?kind=request", token);
    EXPECT_EQ(page.status, 200) << page.body;
    std::map<std::int64_t, json::object> out;
    const auto data = page.data();
    for (const auto& item : data.as_array()) {
      out[item.at("id").as_int64()] = item.as_object();
    }
    return out;
  }
  /// The admins' "Vencidas", in order.
  std::vector<std::int64_t> overdue(const TestOrg& o, const std::string& query = "") {
    const auto page =
        timed_.client(o.host).get("/api/org/requests?overdue=true" + query, o.admin_token);
    EXPECT_EQ(page.status, 200) << page.body;
    std::vector<std::int64_t> ids;
    const auto data = page.data();
    for (const auto& item : data.as_array()) ids.push_back(item.at("id").as_int64());
    return ids;
  }
  /// An organisation where Ana asks and Beto decides, with a type whose deadline is the type's
  /// only (3 days) and one whose first step has its own (1 day).
  struct Setting {
    TestOrg org;
    TestUser ana, beto;
    std::int64_t plain = 0, stepped = 0;
  };
  Setting setting() {
    Setting s;
    s.org = make_full_org(timed_);
    s.ana = make_user(timed_, s.org, Role::kEmployee, "Ana");
    s.beto = make_user(timed_, s.org, Role::kEmployee, "Beto");
    const auto c = timed_.client(s.org.host);
    s.plain = create(c, s.org, type("Sin plazo de paso", json::array{step("person", s.beto.id)}));
    s.stepped = create(
        c, s.org, type("Compra", json::array{step_within("person", s.beto.id, 1), step("admins")}));
    return s;
  }
  ManualClock clock_;
  TestServer timed_;
};

TEST_F(RequestsDeadlines, AnInboxItemCarriesItsStepsDeadlineAndSaysWhenItPassed) {
  const auto [org, ana, beto, plain, stepped] = setting();
  const auto c = timed_.client(org.host);
  const auto first = submit(c, ana.token, plain).data().at("id").as_int64();
  auto r = submit(c, ana.token, stepped);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto second = r.data().at("id").as_int64();
  const auto created = r.data().at("created_at").as_int64();

  auto inbox = items(c, beto.token);
  ASSERT_EQ(inbox.size(), 2U);
  EXPECT_TRUE(inbox.at(first).at("due_at").is_null()) << "no step deadline, whatever the type's";
  EXPECT_FALSE(inbox.at(first).at("overdue").as_bool());
  EXPECT_EQ(inbox.at(second).at("due_at").as_int64(), created + kDay);
  EXPECT_FALSE(inbox.at(second).at("overdue").as_bool());

  clock_.advance_ms(kDay - kMinute);
  EXPECT_FALSE(items(c, beto.token).at(second).at("overdue").as_bool()) << "a minute left";
  clock_.advance_ms(2 * kMinute);
  inbox = items(c, beto.token);
  EXPECT_TRUE(inbox.at(second).at("overdue").as_bool());
  EXPECT_EQ(inbox.at(second).at("due_at").as_int64(), created + kDay);
  EXPECT_FALSE(inbox.at(first).at("overdue").as_bool());

  // Another organisation's people never see it.
  const auto elsewhere = make_full_org(timed_);
  const auto there = timed_.client(elsewhere.host);
  EXPECT_TRUE(items(there, elsewhere.admin_token).empty());

  // On the next step (admins, no deadline of its own) the item has none.
  ASSERT_EQ(decide(c, beto.token, second, "approve").data().at("failed").as_int64(), 0);
  inbox = items(c, org.admin_token);
  ASSERT_EQ(inbox.size(), 1U);
  EXPECT_TRUE(inbox.at(second).at("due_at").is_null());
  EXPECT_FALSE(inbox.at(second).at("overdue").as_bool());
}

TEST_F(RequestsDeadlines, AdminsOverdueListHoldsEitherDeadlinePassedMostOverdueFirst) {
  const auto [org, ana, beto, plain, stepped] = setting();
  const auto c = timed_.client(org.host);
  const auto undated = create(
      c, org, type("Sin plazos", json::array{step("person", beto.id)}, {{"sla_days", nullptr}}));
  const auto first = submit(c, ana.token, plain).data().at("id").as_int64();
  clock_.advance_ms(kMinute);
  const auto second = submit(c, ana.token, stepped).data().at("id").as_int64();
  const auto never = submit(c, ana.token, undated).data().at("id").as_int64();
  ASSERT_GT(never, 0);
  EXPECT_TRUE(overdue(org).empty()) << "no deadline has passed";

  // A minute past the step's deadline, though the type's is two days away; the other request is
  // neither.
  clock_.advance_ms(kDay + kMinute);
  EXPECT_EQ(overdue(org), (std::vector<std::int64_t>{second}));
  auto r = c.get("/api/org/requests?overdue=true", org.admin_token);
  EXPECT_TRUE(r.data().at(0).at("step_overdue").as_bool());
  EXPECT_FALSE(r.data().at(0).at("overdue").as_bool());

  // Another organisation's overdue request never shows here, nor this one's there.
  const auto elsewhere = make_full_org(timed_);
  const auto otro = make_user(timed_, elsewhere, Role::kEmployee, "Otro");
  const auto dora = make_user(timed_, elsewhere, Role::kEmployee, "Dora");
  const auto there = timed_.client(elsewhere.host);
  const auto trip =
      create(there, elsewhere, type("Viaje", json::array{step_within("person", dora.id, 1)}));
  const auto theirs = submit(there, otro.token, trip).data().at("id").as_int64();

  // Past the first one's type deadline too: both, the most overdue first (the second's step
  // deadline came two days before the first's), paged; never the one without deadlines.
  clock_.advance_ms(2 * kDay);
  EXPECT_EQ(overdue(org), (std::vector<std::int64_t>{second, first}));
  EXPECT_EQ(overdue(org, "&perPage=1&page=1"), (std::vector<std::int64_t>{second}));
  r = c.get("/api/org/requests?overdue=true&perPage=1&page=1", org.admin_token);
  EXPECT_TRUE(r.json().at("meta").at("hasMore").as_bool()) << r.body;
  EXPECT_EQ(overdue(org, "&perPage=1&page=2"), (std::vector<std::int64_t>{first}));
  EXPECT_TRUE(overdue(org, "&perPage=1&page=3").empty());
  EXPECT_EQ(overdue(elsewhere), (std::vector<std::int64_t>{theirs}));

  // Decided, a request leaves the list; on a next step without a deadline of its own, the
  // type's still counts.
  ASSERT_EQ(decide(c, beto.token, first, "approve").data().at("failed").as_int64(), 0);
  ASSERT_EQ(decide(c, beto.token, second, "approve").data().at("failed").as_int64(), 0);
  EXPECT_EQ(overdue(org), (std::vector<std::int64_t>{second}));
}

}  // namespace
}  // namespace aplauso::test
