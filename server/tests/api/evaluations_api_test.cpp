// Performance evaluations over HTTP on both engines: a full cycle (default templates, launch,
// nominations with caps, approvals and declines, drafts and submits with validation errors, the
// evidence panel's window, phases, calibration with a required reason and an append-only
// history, sharing, acknowledging, the PDF read back with pdftotext), each role's limits, another
// organisation's ids, the module switched off, the peer aggregate hidden under 3 answers and the
// "otros" rule, form texts versus structure, reopening, reassigning the leader, reminders once an
// hour, the progress export, and concurrent submits and calibrations that lose nothing.
#include <atomic>
#include <boost/json/array.hpp>
#include <boost/json/serialize.hpp>
#include <cstdio>
#include <fstream>
#include <thread>

#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

namespace eval_sql {
inline constexpr db::Statement kSetEvalLeader{"test.eval_set_leader",
                                              "UPDATE users SET leader_id = $2 WHERE id = $1"};
inline constexpr db::Statement kLastPost{"test.eval_last_post",
                                         "SELECT MAX(id) FROM posts WHERE org_id = $1"};
inline constexpr db::Statement kAgePost{"test.eval_age_post",
                                        "UPDATE posts SET created_at = $2 WHERE id = $1"};
inline constexpr db::Statement kRatingRows{
    "test.eval_rating_rows",
    "SELECT COUNT(*) FROM eval_ratings WHERE org_id = $1 AND participant_id = $2 AND kind = $3"};
inline constexpr db::Statement kKeptAnswers{
    "test.eval_kept_answers",
    "SELECT COUNT(*) FROM eval_reviews WHERE org_id = $1 AND id = $2 AND answers IS NOT NULL"};
inline constexpr db::Statement kEvalNotices{
    "test.eval_notices",
    "SELECT COUNT(*) FROM notifications WHERE org_id = $1 AND user_id = $2 AND kind = $3"};
}  // namespace eval_sql

class EvaluationsApi : public ApiTest {
 protected:
  static HttpResult put(const HttpClient& c, const std::string& path, const json::value& body,
                        const std::string& token) {
    return c.request("PUT", path, json::serialize(body), token, {"Content-Type: application/json"});
  }
  static json::object cycle_body(const json::array& directions, const json::array& user_ids,
                                 const json::object& extra = {}) {
    json::object b{{"name", "Evaluación 2026"},
                   {"period_from", "2020-01-01"},
                   {"period_to", "2099-12-31"},
                   {"directions", directions},
                   {"deadlines", json::object{{"nomination_due", "2099-01-01"},
                                              {"writing_due", "2099-02-01"},
                                              {"calibration_due", "2099-03-01"},
                                              {"sharing_due", "2099-04-01"}}},
                   {"peers", json::object{{"min", 1}, {"max", 3}}},
                   {"participants", json::object{{"user_ids", user_ids}}}};
    for (const auto& [k, v] : extra) b[k] = v;
    return b;
  }
  static std::int64_t create(TestServer& s, const TestOrg& org, const json::object& body) {
    const auto r = s.client(org.host).post("/api/org/evaluations/cycles", body, org.admin_token);
    EXPECT_EQ(r.status, 201) << r.body;
    return r.status == 201 ? r.data().at("id").as_int64() : 0;
  }
  static std::string cycle_path(std::int64_t id, const std::string& tail = "") {
    return "/api/org/evaluations/cycles/" + std::to_string(id) + tail;
  }
  static HttpResult advance(const HttpClient& c, const TestOrg& org, std::int64_t id,
                            const std::string& to) {
    return c.post(cycle_path(id, "/advance"), json::object{{"to", to}}, org.admin_token);
  }
  /// participant id of a user in a cycle.
  static std::int64_t participant(const HttpClient& c, const TestOrg& org, std::int64_t cycle,
                                  std::int64_t user) {
    const auto r = c.get(cycle_path(cycle, "/participants?perPage=100"), org.admin_token);
    EXPECT_EQ(r.status, 200) << r.body;
    const auto data1 = r.data();
    for (const auto& p : data1.as_array()) {
      if (p.at("person").at("id").as_int64() == user) return p.at("id").as_int64();
    }
    return 0;
  }
  /// The review a reviewer writes about a participant in a direction (from GET /evaluations).
  static std::int64_t review_of(const HttpClient& c, const std::string& token,
                                std::int64_t participant_id, const std::string& direction) {
    const auto r = c.get("/api/evaluations", token);
    EXPECT_EQ(r.status, 200) << r.body;
    const auto data2 = r.data();
    for (const auto& x : data2.at("reviews").as_array()) {
      if (x.at("participant").at("id").as_int64() == participant_id &&
          x.at("direction").as_string() == direction) {
        return x.at("id").as_int64();
      }
    }
    return 0;
  }
  static HttpResult submit(const HttpClient& c, std::int64_t rid, const json::object& answers,
                           const std::string& token) {
    return c.post("/api/evaluations/reviews/" + std::to_string(rid) + "/submit",
                  json::object{{"answers", answers}}, token);
  }
  static json::object leader_answers(int overall, int potential) {
    return {{"overall", overall},
            {"logros", "Buen semestre."},
            {"mejorar", "Delegar."},
            {"potential", potential}};
  }
  static json::object self_answers(int overall) {
    return {{"overall", overall}, {"logros", "Cerré proyectos."}, {"mejorar", "Documentar."}};
  }
};

TEST_F(EvaluationsApi, AFullCycleFromTemplatesToThePdf) {
  const auto org = make_org(server(), {"evaluations", "recognitions"});
  const auto luis = make_user(server(), org, Role::kLeader, "Luis");
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto bruno = make_user(server(), org, Role::kEmployee, "Bruno");
  const auto carla = make_user(server(), org, Role::kEmployee, "Carla");
  const auto dario = make_user(server(), org, Role::kEmployee, "Dario");
  const auto elena = make_user(server(), org, Role::kEmployee, "Elena");
  for (const auto& u : {ana, bruno, carla, dario, elena}) {
    exec(server(), eval_sql::kSetEvalLeader, {u.id, luis.id});
  }
  const auto c = client(org.host);

  // The default templates; a cycle created from them, its forms in the forms engine.
  const auto templates = c.get("/api/org/evaluations/templates", org.admin_token);
  ASSERT_EQ(templates.status, 200) << templates.body;
  EXPECT_EQ(templates.data().at("leader").at("questions").as_array().size(), 4U);
  const auto id = create(
      server(), org,
      cycle_body({"self", "leader", "peer"}, {ana.id},
                 {{"peers", json::object{{"min", 1}, {"max", 3}, {"per_reviewer_cap", 1}}}}));
  auto r = c.get(cycle_path(id), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("phase").as_string(), "draft");
  EXPECT_EQ(r.data().at("forms").as_array().size(), 3U);
  EXPECT_EQ(r.data().at("counts").at("participants").as_int64(), 1);

  // Launch: nomination (peers are a direction); Ana's self and Luis's leader review exist.
  r = c.post(cycle_path(id, "/launch"), json::object{}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("phase").as_string(), "nomination");
  EXPECT_EQ(c.post(cycle_path(id, "/launch"), json::object{}, org.admin_token).status, 409);
  const auto pid = participant(c, org, id, ana.id);
  ASSERT_GT(pid, 0);
  EXPECT_EQ(scalar(server(), eval_sql::kEvalNotices, {org.id, ana.id, "evaluation_nominate"}), 1);

  // Nominations: too many, then three; the leader approves within the reviewer cap.
  const auto noms = "/api/evaluations/participants/" + std::to_string(pid) + "/nominations";
  r = c.post(noms, json::object{{"user_ids", json::array{bruno.id, carla.id, dario.id, elena.id}}},
             ana.token);
  EXPECT_EQ(r.status, 422);
  EXPECT_EQ(r.code(), "too_many_peers");
  r = c.post(noms, json::object{{"user_ids", json::array{luis.id}}}, ana.token);
  EXPECT_EQ(r.code(), "invalid_peer") << "the leader is never a peer";
  r = c.post(noms, json::object{{"user_ids", json::array{bruno.id, carla.id, dario.id}}},
             ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(
      scalar(server(), eval_sql::kEvalNotices, {org.id, luis.id, "evaluation_nomination_approval"}),
      1);
  std::map<std::int64_t, std::int64_t> nomination;  // peer → nomination
  const auto data3 = r.data();
  for (const auto& n : data3.at("nominations").as_array()) {
    EXPECT_EQ(n.at("status").as_string(), "proposed");
    nomination[n.at("peer").at("id").as_int64()] = n.at("id").as_int64();
  }
  const auto decide = [&](std::int64_t peer, const std::string& action, const std::string& token,
                          const json::object& body = {}) {
    return c.post("/api/evaluations/nominations/" + std::to_string(nomination[peer]) + "/" + action,
                  body, token);
  };
  EXPECT_EQ(decide(bruno.id, "approve", ana.token).status, 403) << "the reviewee does not approve";
  EXPECT_EQ(decide(bruno.id, "approve", luis.token).status, 200);
  EXPECT_EQ(decide(carla.id, "approve", luis.token).status, 200);
  EXPECT_EQ(decide(carla.id, "approve", luis.token).code(), "invalid_status");
  EXPECT_EQ(decide(dario.id, "decline", dario.token).code(), "invalid_reason");
  EXPECT_EQ(decide(dario.id, "decline", dario.token, {{"reason", "No trabajo con Ana."}}).status,
            200);
  // Bruno is at the cap of one peer review: another participant's nomination of him is refused.
  r = c.post(cycle_path(id, "/participants"), json::object{{"user_ids", json::array{elena.id}}},
             org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("added").as_int64(), 1);
  const auto elena_pid = participant(c, org, id, elena.id);
  r = c.post("/api/evaluations/participants/" + std::to_string(elena_pid) + "/nominations",
             json::object{{"user_ids", json::array{bruno.id}}}, org.admin_token);
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.code(), "reviewer_overloaded");

  // Writing: the approved nominations became peer reviews; submitting before writing is closed.
  EXPECT_EQ(advance(c, org, id, "calibration").code(), "invalid_transition");
  ASSERT_EQ(advance(c, org, id, "writing").status, 200);
  const auto self = review_of(c, ana.token, pid, "self");
  const auto lead = review_of(c, luis.token, pid, "leader");
  const auto peer_b = review_of(c, bruno.token, pid, "peer");
  const auto peer_c = review_of(c, carla.token, pid, "peer");
  ASSERT_TRUE(self && lead && peer_b && peer_c);
  EXPECT_EQ(review_of(c, dario.token, pid, "peer"), 0) << "declined nominations make no review";
  const auto rpath = "/api/evaluations/reviews/" + std::to_string(self);
  EXPECT_EQ(c.get(rpath, bruno.token).status, 404) << "only the reviewer reads a review";
  r = submit(c, self, json::object{{"logros", "Mucho."}}, ana.token);
  ASSERT_EQ(r.status, 422) << r.body;
  EXPECT_NE(r.body.find("answers.overall"), std::string::npos);
  EXPECT_EQ(
      put(c, rpath, json::object{{"answers", json::object{{"overall", 9}}}}, ana.token).status,
      422);
  r = put(c, rpath, json::object{{"answers", json::object{{"overall", 4}}}}, ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("review").at("status").as_string(), "draft");
  EXPECT_EQ(r.data().at("answers").at("overall").as_int64(), 4);
  ASSERT_EQ(submit(c, self, self_answers(4), ana.token).status, 200);
  EXPECT_EQ(submit(c, self, self_answers(4), ana.token).code(), "review_submitted");

  // The evidence panel: a recognition Bruno sent Ana shows; one dated outside the window does not.
  const auto type = make_type(server(), org, "Gracias", 0, 100);
  ASSERT_EQ(send_recognition(server(), org, bruno, {ana.email}, 0, type).status, 201);
  const auto inside = scalar(server(), eval_sql::kLastPost, {org.id}).value_or(0);
  ASSERT_EQ(send_recognition(server(), org, carla, {ana.email}, 0, type).status, 201);
  const auto outside = scalar(server(), eval_sql::kLastPost, {org.id}).value_or(0);
  exec(server(), eval_sql::kAgePost, {outside, 1000});
  r = c.get("/api/evaluations/reviews/" + std::to_string(lead) + "/evidence", luis.token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto data4 = r.data();
  const auto& received = data4.at("received");
  EXPECT_EQ(received.at("total").as_int64(), 1);
  EXPECT_EQ(received.at("items").as_array()[0].at("post_id").as_int64(), inside);
  EXPECT_EQ(received.at("items").as_array()[0].at("people").as_array()[0].at("id").as_int64(),
            bruno.id);
  EXPECT_EQ(
      c.get("/api/evaluations/reviews/" + std::to_string(lead) + "/evidence", ana.token).status,
      404);

  // Peers and the leader submit; peer answers are not kept by person.
  ASSERT_EQ(submit(c, peer_b, json::object{{"overall", 5}}, bruno.token).status, 200);
  ASSERT_EQ(
      submit(c, peer_c, json::object{{"overall", 3}, {"fortalezas", "Generosa."}}, carla.token)
          .status,
      200);
  EXPECT_EQ(scalar(server(), eval_sql::kKeptAnswers, {org.id, peer_b}), 0);
  EXPECT_EQ(c.get("/api/evaluations/reviews/" + std::to_string(peer_b), bruno.token).status, 404);
  ASSERT_EQ(submit(c, lead, leader_answers(5, 2), luis.token).status, 200);

  // The admin's packet: self and leader named, two peers hidden for privacy, the history.
  const auto packet = "/api/evaluations/participants/" + std::to_string(pid) + "/packet";
  r = c.get(packet, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("participant").at("status").as_string(), "submitted");
  EXPECT_TRUE(r.data().at("parts").as_object().contains("self"));
  EXPECT_TRUE(r.data().at("parts").as_object().contains("leader"));
  EXPECT_FALSE(r.data().at("parts").as_object().contains("peer"));
  EXPECT_EQ(r.data().at("parts").at("hidden").as_array()[0].as_string(), "peer");
  EXPECT_EQ(c.get(packet, ana.token).status, 404) << "not shared yet";
  EXPECT_EQ(c.get(packet, luis.token).status, 404) << "the leader sees it from calibration";

  // Calibration: the leader review's box proposed; a change needs a reason; history append-only.
  ASSERT_EQ(advance(c, org, id, "calibration").status, 200);
  EXPECT_EQ(c.get(packet, luis.token).status, 200);
  r = c.get(cycle_path(id, "/calibration"), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto data5 = r.data();
  const auto& cell = data5.at("cells").as_array()[2 * 3 + 1];  // performance 3, potential 2
  ASSERT_EQ(cell.at("participants").as_array().size(), 1U);
  EXPECT_EQ(cell.at("participants").as_array()[0].at("proposed").at("performance").as_int64(), 3);
  const auto rating = "/api/org/evaluations/participants/" + std::to_string(pid) + "/rating";
  r = put(c, rating, json::object{{"performance", 2}, {"potential", 2}}, org.admin_token);
  EXPECT_EQ(r.status, 422);
  EXPECT_NE(r.body.find("Explica el motivo del cambio."), std::string::npos);
  EXPECT_EQ(put(c, rating, json::object{{"performance", 2}, {"potential", 2}, {"reason", "x"}},
                luis.token)
                .status,
            403);
  r = put(c, rating,
          json::object{{"performance", 2}, {"potential", 2}, {"reason", "Comparado con el área."}},
          org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("status").as_string(), "calibrated");
  r = c.get("/api/org/evaluations/participants/" + std::to_string(pid) + "/history",
            org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().as_array().size(), 3U);  // self, leader, calibration
  const auto data6 = r.data();
  const auto& last = data6.as_array()[2];
  EXPECT_EQ(last.at("kind").as_string(), "calibration");
  EXPECT_EQ(last.at("from").at("performance").as_int64(), 3);
  EXPECT_EQ(last.at("to").at("performance").as_int64(), 2);

  // Sharing, acknowledging, the PDF.
  ASSERT_EQ(advance(c, org, id, "sharing").status, 200);
  const auto share = "/api/evaluations/participants/" + std::to_string(pid) + "/share";
  EXPECT_EQ(c.post(share, json::object{}, bruno.token).status, 404);
  ASSERT_EQ(c.post(share, json::object{}, luis.token).status, 200);
  EXPECT_EQ(scalar(server(), eval_sql::kEvalNotices, {org.id, ana.id, "evaluation_shared"}), 1);
  r = c.get(packet, ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_FALSE(r.data().as_object().contains("history")) << "only admins see the history";
  EXPECT_EQ(r.data().at("final").at("performance").as_int64(), 2);
  EXPECT_TRUE(r.data().at("can_acknowledge").as_bool());
  r = c.post("/api/evaluations/participants/" + std::to_string(pid) + "/acknowledge",
             json::object{{"comment", "Gracias por la conversación."}}, ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("participant").at("status").as_string(), "acknowledged");
  r = c.get(packet + ".pdf", ana.token);
  ASSERT_EQ(r.status, 200) << r.body.substr(0, 200);
  EXPECT_EQ(r.headers["content-type"], "application/pdf");
  const auto file = testing::TempDir() + "/eval_packet_" + std::to_string(pid) + ".pdf";
  {
    std::ofstream out(file, std::ios::binary);
    out << r.body;
  }
  std::string text;
  if (FILE* p = popen(("pdftotext -enc UTF-8 " + file + " - 2>/dev/null").c_str(), "r")) {
    char buf[4096];
    while (const auto n = fread(buf, 1, sizeof buf, p)) text.append(buf, n);
    pclose(p);
  }
  EXPECT_NE(text.find("Evaluación de desempeño"), std::string::npos) << text;
  EXPECT_NE(text.find("Ana"), std::string::npos) << text;
  EXPECT_NE(text.find("Gracias por la conversación."), std::string::npos) << text;
  ASSERT_EQ(advance(c, org, id, "closed").status, 200);
  EXPECT_EQ(advance(c, org, id, "sharing").code(), "invalid_transition");
}

TEST_F(EvaluationsApi, RolesOtherOrganisationsAndTheModuleSwitch) {
  const auto org = make_org(server(), {"evaluations"});
  const auto luis = make_user(server(), org, Role::kLeader, "Luis");
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto c = client(org.host);
  const auto id = create(server(), org, cycle_body({"self"}, {ana.id}));
  EXPECT_EQ(c.get("/api/org/evaluations/cycles", ana.token).status, 403);
  EXPECT_EQ(c.get("/api/org/evaluations/cycles", luis.token).status, 403);
  EXPECT_EQ(c.post(cycle_path(id, "/launch"), json::object{}, luis.token).status, 403);
  auto r = c.get("/api/org/evaluations/cycles", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().as_array().size(), 1U);
  // Another organisation's ids: 404 everywhere.
  const auto other = make_org(server(), {"evaluations"});
  const auto oc = client(other.host);
  EXPECT_EQ(oc.get(cycle_path(id), other.admin_token).status, 404);
  EXPECT_EQ(oc.post(cycle_path(id, "/launch"), json::object{}, other.admin_token).status, 404);
  ASSERT_EQ(c.post(cycle_path(id, "/launch"), json::object{}, org.admin_token).status, 200);
  const auto pid = participant(c, org, id, ana.id);
  const auto self = review_of(c, ana.token, pid, "self");
  EXPECT_EQ(
      oc.get("/api/evaluations/participants/" + std::to_string(pid) + "/packet", other.admin_token)
          .status,
      404);
  EXPECT_EQ(oc.get("/api/org/evaluations/participants/" + std::to_string(pid) + "/history",
                   other.admin_token)
                .status,
            404);
  EXPECT_EQ(oc.get("/api/evaluations/reviews/" + std::to_string(self), other.admin_token).status,
            404);
  // A cycle without participants cannot launch; a draft one is deleted, a launched one is not.
  const auto empty = create(server(), org, cycle_body({"self"}, {}));
  r = c.post(cycle_path(empty, "/launch"), json::object{}, org.admin_token);
  EXPECT_EQ(r.status, 422);
  EXPECT_EQ(r.code(), "no_participants");
  EXPECT_EQ(c.request("DELETE", cycle_path(id), {}, org.admin_token).status, 409);
  EXPECT_EQ(c.request("DELETE", cycle_path(empty), {}, org.admin_token).status, 204);
  // A bad cycle and a template without its overall question.
  r = c.post("/api/org/evaluations/cycles",
             cycle_body({"self", "peer"}, {},
                        {{"deadlines", json::object{{"writing_due", "2099-02-01"},
                                                    {"calibration_due", "2099-01-01"},
                                                    {"sharing_due", "2099-04-01"}}}}),
             org.admin_token);
  EXPECT_EQ(r.code(), "invalid_cycle");
  EXPECT_NE(r.body.find("deadlines.nomination_due"), std::string::npos);
  EXPECT_NE(r.body.find("deadlines.calibration_due"), std::string::npos);
  r = c.post(
      "/api/org/evaluations/cycles",
      cycle_body(
          {"self"}, {},
          {{"forms",
            json::object{{"self", json::object{{"title", "Mía"},
                                               {"questions",
                                                json::array{json::object{
                                                    {"id", "q1"}, {"type", "long_text"}}}}}}}}}),
      org.admin_token);
  EXPECT_EQ(r.code(), "invalid_form");
  EXPECT_NE(r.body.find("forms.self"), std::string::npos);
  r = c.post(
      "/api/org/evaluations/cycles",
      cycle_body({"self"}, {},
                 {{"visibility", json::object{{"reviewee", json::object{{"self", "all"}}}}}}),
      org.admin_token);
  EXPECT_EQ(r.code(), "invalid_visibility");
  // The module switched off.
  const auto off = make_org(server(), {});
  r = client(off.host).get("/api/evaluations", off.admin_token);
  EXPECT_EQ(r.status, 403);
  EXPECT_EQ(r.code(), "module_disabled");
}

TEST_F(EvaluationsApi, PeerAggregatesHideUnderThreeAndOthersNeverRevealsByDifference) {
  const auto org = make_org(server(), {"evaluations"});
  const auto luis = make_user(server(), org, Role::kLeader, "Luis");
  const auto marta = make_user(server(), org, Role::kLeader, "Marta");
  std::vector<TestUser> peers;
  for (int i = 0; i < 3; ++i) peers.push_back(make_user(server(), org, Role::kEmployee, "Par"));
  const auto rep_l1 = make_user(server(), org, Role::kEmployee, "Rep");
  const auto rep_l2 = make_user(server(), org, Role::kEmployee, "Rep");
  const auto rep_m = make_user(server(), org, Role::kEmployee, "Rep");
  exec(server(), eval_sql::kSetEvalLeader, {rep_l1.id, luis.id});
  exec(server(), eval_sql::kSetEvalLeader, {rep_l2.id, luis.id});
  exec(server(), eval_sql::kSetEvalLeader, {rep_m.id, marta.id});
  const auto c = client(org.host);
  // Luis and Marta are evaluated by peers and upward by their reports.
  const auto id = create(server(), org, cycle_body({"peer", "upward"}, {luis.id, marta.id}));
  ASSERT_EQ(c.post(cycle_path(id, "/launch"), json::object{}, org.admin_token).status, 200);
  const auto luis_p = participant(c, org, id, luis.id);
  const auto marta_p = participant(c, org, id, marta.id);
  for (const auto pid : {luis_p, marta_p}) {
    const auto r =
        c.post("/api/evaluations/participants/" + std::to_string(pid) + "/nominations",
               json::object{{"user_ids", json::array{peers[0].id, peers[1].id, peers[2].id}}},
               org.admin_token);
    ASSERT_EQ(r.status, 200) << r.body;
    const auto data7 = r.data();
    for (const auto& n : data7.at("nominations").as_array()) {
      EXPECT_EQ(n.at("status").as_string(), "approved") << "an admin's proposals are approved";
    }
  }
  ASSERT_EQ(advance(c, org, id, "writing").status, 200);
  const auto answer = [&](const TestUser& who, std::int64_t pid, const std::string& direction,
                          int overall) {
    const auto rid = review_of(c, who.token, pid, direction);
    EXPECT_GT(rid, 0);
    EXPECT_EQ(submit(c, rid, {{"overall", overall}}, who.token).status, 200);
    return rid;
  };
  // Luis: two peers and one report; neither group reaches 3, together they do ("otros").
  answer(peers[0], luis_p, "peer", 4);
  answer(peers[1], luis_p, "peer", 2);
  const auto up = answer(rep_l1, luis_p, "upward", 3);
  // Marta: three peers and one report: peers show, "otros" never (upward would show by
  // difference).
  for (int i = 0; i < 3; ++i) answer(peers[i], marta_p, "peer", 3 + i % 2);
  answer(rep_m, marta_p, "upward", 5);
  // While answers still arrive, no aggregate is read.
  const auto packet = [](std::int64_t pid) {
    return "/api/evaluations/participants/" + std::to_string(pid) + "/packet";
  };
  auto r = c.get(packet(marta_p), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_FALSE(r.data().at("parts").as_object().contains("peer"));
  ASSERT_EQ(advance(c, org, id, "calibration").status, 200);

  r = c.get(packet(luis_p), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  auto parts = r.data().at("parts").as_object();
  EXPECT_FALSE(parts.contains("peer"));
  EXPECT_FALSE(parts.contains("upward"));
  ASSERT_TRUE(parts.contains("others")) << r.body;
  EXPECT_EQ(parts.at("others").at("respondents").as_int64(), 3);
  EXPECT_DOUBLE_EQ(parts.at("others").at("items").as_array()[0].at("mean").to_number<double>(), 3);
  r = c.get(packet(marta_p), org.admin_token);
  parts = r.data().at("parts").as_object();
  ASSERT_TRUE(parts.contains("peer")) << r.body;
  EXPECT_EQ(parts.at("peer").at("respondents").as_int64(), 3);
  EXPECT_FALSE(parts.contains("others"));
  EXPECT_FALSE(parts.contains("upward"));
  EXPECT_EQ(parts.at("hidden").as_array()[0].as_string(), "upward");
  // A submitted anonymous review is never reopened.
  r = c.post("/api/org/evaluations/reviews/" + std::to_string(up) + "/reopen",
             json::object{{"reason", "Error de tipeo."}}, org.admin_token);
  EXPECT_EQ(r.code(), "anonymous_review");
}

TEST_F(EvaluationsApi, AdminOperationsFormsReopenReassignRemindExport) {
  const auto org = make_org(server(), {"evaluations"});
  const auto luis = make_user(server(), org, Role::kLeader, "Luis");
  const auto marta = make_user(server(), org, Role::kLeader, "Marta");
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  exec(server(), eval_sql::kSetEvalLeader, {ana.id, luis.id});
  const auto c = client(org.host);
  const auto id = create(server(), org, cycle_body({"self", "leader"}, {ana.id}));
  ASSERT_EQ(c.post(cycle_path(id, "/launch"), json::object{}, org.admin_token).status, 200);
  const auto pid = participant(c, org, id, ana.id);

  // Form texts may change after launch; the scale may not.
  auto form = c.get(cycle_path(id), org.admin_token)
                  .data()
                  .at("forms")
                  .as_array()[0]
                  .at("definition")
                  .as_object();
  form["title"] = json::object{{"es", "Tu autoevaluación"}};
  auto r = put(c, cycle_path(id, "/forms/self"), json::object{{"form", form}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("version").as_int64(), 2);
  form["questions"].as_array()[0].as_object()["max"] = 10;
  r = put(c, cycle_path(id, "/forms/self"), json::object{{"form", form}}, org.admin_token);
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.code(), "form_structure_locked");
  // PATCH after launch: deadlines yes, directions no.
  r = c.patch(cycle_path(id), json::object{{"directions", json::array{"self"}}}, org.admin_token);
  EXPECT_EQ(r.code(), "cycle_launched");
  r = c.patch(cycle_path(id),
              json::object{{"deadlines", json::object{{"writing_due", "2099-02-15"},
                                                      {"calibration_due", "2099-03-01"},
                                                      {"sharing_due", "2099-04-01"}}}},
              org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("deadlines").at("writing_due").as_string(), "2099-02-15");

  // Reopen a submitted self review (reason required).
  const auto self = review_of(c, ana.token, pid, "self");
  ASSERT_EQ(submit(c, self, self_answers(3), ana.token).status, 200);
  const auto reopen = "/api/org/evaluations/reviews/" + std::to_string(self) + "/reopen";
  EXPECT_EQ(c.post(reopen, json::object{}, org.admin_token).status, 422);
  r = c.post(reopen, json::object{{"reason", "Faltó un logro."}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("status").as_string(), "draft");
  ASSERT_EQ(submit(c, self, self_answers(4), ana.token).status, 200);

  // Reassign the leader: the unsubmitted leader review moves to Marta.
  const auto leader = "/api/org/evaluations/participants/" + std::to_string(pid) + "/leader";
  EXPECT_EQ(put(c, leader, json::object{{"leader_id", ana.id}}, org.admin_token).code(),
            "invalid_leader");
  r = put(c, leader, json::object{{"leader_id", marta.id}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("leader").at("id").as_int64(), marta.id);
  EXPECT_EQ(review_of(c, luis.token, pid, "leader"), 0);
  const auto lead = review_of(c, marta.token, pid, "leader");
  ASSERT_GT(lead, 0);
  EXPECT_EQ(
      scalar(server(), eval_sql::kEvalNotices, {org.id, marta.id, "evaluation_leader_reassigned"}),
      1);
  ASSERT_EQ(submit(c, lead, leader_answers(3, 1), marta.token).status, 200);
  r = put(c, leader, json::object{{"leader_id", luis.id}}, org.admin_token);
  EXPECT_EQ(r.code(), "review_submitted");

  // Remind: once an hour.
  r = c.post(cycle_path(id, "/remind"), json::object{}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  r = c.post(cycle_path(id, "/remind"), json::object{}, org.admin_token);
  EXPECT_EQ(r.status, 429);
  EXPECT_EQ(r.code(), "remind_too_soon");

  // Export.
  r = c.get(cycle_path(id, "/export"), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body.substr(0, 200);
  EXPECT_EQ(r.headers["content-type"],
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
  EXPECT_EQ(r.body.substr(0, 2), "PK");
}

TEST_F(EvaluationsApi, ConcurrentSubmitsAndCalibrationsLoseNothing) {
  const auto org = make_org(server(), {"evaluations"});
  constexpr int kPeople = 6;
  std::vector<TestUser> people;
  for (int i = 0; i < kPeople; ++i) {
    people.push_back(make_user(server(), org, Role::kEmployee, "Persona"));
  }
  json::array ids;
  for (const auto& p : people) ids.push_back(p.id);
  const auto c = client(org.host);
  const auto id = create(server(), org, cycle_body({"self"}, ids));
  ASSERT_EQ(c.post(cycle_path(id, "/launch"), json::object{}, org.admin_token).status, 200);
  std::vector<std::int64_t> pids, reviews;
  for (const auto& p : people) {
    pids.push_back(participant(c, org, id, p.id));
    reviews.push_back(review_of(c, p.token, pids.back(), "self"));
  }
  std::atomic<int> ok = 0;
  std::vector<std::thread> threads;
  for (int i = 0; i < kPeople; ++i) {
    threads.emplace_back([&, i] {
      if (submit(client(org.host), reviews[i], self_answers(3), people[i].token).status == 200) {
        ++ok;
      }
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(ok, kPeople);
  auto r = c.get(cycle_path(id), org.admin_token);
  EXPECT_EQ(r.data().at("counts").at("reviews_submitted").as_int64(), kPeople);
  ASSERT_EQ(advance(c, org, id, "calibration").status, 200);
  // Several admins' calibrations of one person at once: every one is in the history.
  threads.clear();
  ok = 0;
  const auto rating = "/api/org/evaluations/participants/" + std::to_string(pids[0]) + "/rating";
  for (int i = 0; i < kPeople; ++i) {
    threads.emplace_back([&, i] {
      const auto res = put(client(org.host), rating,
                           json::object{{"performance", 1 + i % 3},
                                        {"potential", 1 + (i + 1) % 3},
                                        {"reason", "Ronda " + std::to_string(i)}},
                           org.admin_token);
      if (res.status == 200) ++ok;
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(ok, kPeople);
  EXPECT_EQ(scalar(server(), eval_sql::kRatingRows, {org.id, pids[0], "calibration"}), kPeople);
  r = c.get("/api/org/evaluations/participants/" + std::to_string(pids[0]) + "/history",
            org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto data8 = r.data();
  const auto& rows = data8.as_array();
  ASSERT_EQ(rows.size(), static_cast<std::size_t>(kPeople + 1));
  // Append-only and chained: each calibration starts where the previous one ended.
  for (std::size_t i = 2; i < rows.size(); ++i) {
    EXPECT_EQ(rows[i].at("from").at("performance"), rows[i - 1].at("to").at("performance"));
  }
}

}  // namespace
}  // namespace aplauso::test
