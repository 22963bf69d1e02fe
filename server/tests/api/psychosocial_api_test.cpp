// NOM-035 questionnaires over HTTP on both engines (docs/psychosocial.md): the guide follows the
// workplace's size, Guía III's sample is drawn in proportion by gender and is required before
// launching; Guía I is confidential — a referral reaches only the occupational-health staff,
// never an admin who is not one; Guía II answers are scored and read only through the privacy
// engine (hidden below k, the hand-computed mean and level at k); measures become tasks; the
// dossier is a PDF; the job closes an application after its closing day, and its admins are
// reminded once before the next identification is due; another organisation's
// ids are 404 and each role keeps to its calls.
#include <boost/json/array.hpp>
#include <boost/json/serialize.hpp>
#include <string>
#include <vector>

#include "core/config.h"
#include "db/conn.h"
#include "modules/psychosocial/psychosocial_service.h"
#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

namespace psy_sql {
inline constexpr db::Statement kAddPerson{
    "test.psy_add_person",
    "INSERT INTO users (org_id, email, first_name, last_name, user_type, active, activated, "
    "created_at, updated_at) VALUES ($1, $2, 'Persona', $3, 'employee', 1, 1, 1, 1) RETURNING id"};
inline constexpr db::Statement kNotified{
    "test.psy_notified",
    "SELECT COUNT(*) FROM notifications WHERE org_id = $1 AND user_id = $2 AND kind = $3"};
inline constexpr db::Statement kDueNotices{
    "test.psy_due_notices",
    "SELECT COUNT(*) FROM notifications WHERE org_id = $1 AND kind = 'psychosocial_due'"};
inline constexpr db::Statement kTaskSource{
    "test.psy_task_source",
    "SELECT COUNT(*) FROM tasks WHERE org_id = $1 AND source_kind = 'psychosocial' AND "
    "source_id = $2"};
}  // namespace psy_sql

// Wednesday 2026-03-18, 12:00 UTC.
constexpr std::int64_t kWednesdayNoon = 1'773'835'200'000;
constexpr std::int64_t kPsyDay = 24LL * 3'600'000;

void long_sessions(Config& config) {
  config.jwt_ttl_s = 60LL * 24 * 3600;
}

class PsychosocialApi : public ApiTest {
 protected:
  static HttpResult put(const HttpClient& c, const std::string& path, const json::value& body,
                        const std::string& token) {
    return c.request("PUT", path, json::serialize(body), token, {"Content-Type: application/json"});
  }
  static HttpResult patch(const HttpClient& c, const std::string& path, const json::value& body,
                          const std::string& token) {
    return c.request("PATCH", path, json::serialize(body), token,
                     {"Content-Type: application/json"});
  }
  /// `count` more active people (no sign-in), in `department` when given.
  static std::vector<std::int64_t> add_people(TestServer& s, const TestOrg& org, int count,
                                              std::optional<std::int64_t> department = {}) {
    std::vector<std::int64_t> ids;
    for (int i = 0; i < count; ++i) {
      static int serial = 0;
      const auto n = std::to_string(++serial);
      const auto id =
          scalar(s, psy_sql::kAddPerson, {OrgId{org.id}, "p" + n + "@" + org.host, "Número " + n})
              .value_or(0);
      if (department) exec(s, sql::kSetDepartment, {id, *department});
      ids.push_back(id);
    }
    return ids;
  }
  static std::int64_t department(TestServer& s, const TestOrg& org, const std::string& name) {
    return scalar(s, sql::kInsertDepartment, {OrgId{org.id}, name}).value_or(0);
  }
  static std::int64_t notified(TestServer& s, const TestOrg& org, std::int64_t user,
                               const std::string& kind) {
    return scalar(s, psy_sql::kNotified, {OrgId{org.id}, user, kind}).value_or(-1);
  }
  static std::int64_t create(const HttpClient& c, const TestOrg& org, const json::object& body) {
    const auto r = c.post("/api/org/psychosocial/applications", body, org.admin_token);
    EXPECT_EQ(r.status, 201) << r.body;
    return r.status == 201 ? r.data().at("id").as_int64() : 0;
  }
  /// A Guía II answer with every item at `option` (no clients, not a boss).
  static json::object guide2_answers(const std::string& option) {
    json::object answers;
    for (int n = 1; n <= 40; ++n) answers[std::to_string(n)] = option;
    return json::object{{"filters", json::object{{"serves_clients", false}, {"is_boss", false}}},
                        {"answers", std::move(answers)}};
  }
};

TEST_F(PsychosocialApi, TheGuideFollowsTheSizeAndTheSampleIsDrawnByGender) {
  TestServer s;
  const auto org = make_org(s, {"surveys"});
  const auto c = s.client(org.host);
  // The admin alone: one person, Guía I only.
  auto id = create(c, org, json::object{{"workplace", "Oficina Monterrey"}});
  auto r = c.get("/api/org/psychosocial/applications/" + std::to_string(id), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("guide").is_null());
  EXPECT_EQ(r.data().at("sample_required").as_int64(), 0);
  // Guía I off with nothing else to apply: refused, nothing kept.
  r = c.post("/api/org/psychosocial/applications",
             json::object{{"workplace", "Bodega"}, {"guide1", false}}, org.admin_token);
  EXPECT_EQ(r.status, 422);
  EXPECT_FALSE(r.field_error("guide1").empty());

  // 20 people: Guía II to everyone; a sample is refused.
  add_people(s, org, 19);
  r = c.post("/api/org/psychosocial/applications",
             json::object{{"workplace", "Planta"}, {"sampling", "sample"}}, org.admin_token);
  EXPECT_EQ(r.status, 422);
  EXPECT_FALSE(r.field_error("sampling").empty());
  id = create(c, org, json::object{{"workplace", "Planta"}});
  r = c.get("/api/org/psychosocial/applications/" + std::to_string(id), org.admin_token);
  EXPECT_EQ(r.data().at("guide").as_string(), "nom035_g2");
  EXPECT_EQ(r.data().at("population").as_int64(), 20);
  EXPECT_EQ(r.data().at("sample_required").as_int64(), 20);

  // 60 people: Guía III, to a sample of 53 (52.01 rounded up), in proportion by gender.
  add_people(s, org, 40);
  id = create(c, org, json::object{{"workplace", "Corporativo CDMX"}, {"sampling", "sample"}});
  const auto path = "/api/org/psychosocial/applications/" + std::to_string(id);
  r = c.get(path, org.admin_token);
  EXPECT_EQ(r.data().at("guide").as_string(), "nom035_g3");
  EXPECT_EQ(r.data().at("sample_required").as_int64(), 53);
  r = c.post(path + "/launch", json::object{}, org.admin_token);
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.code(), "sample_missing");

  r = c.get(path + "/roster", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().as_array().size(), 60U);
  json::array genders;
  int i = 0;
  const auto roster = r.data();
  for (const auto& e : roster.as_array()) {
    // 40 women, 20 men.
    genders.push_back(json::object{{"user_id", e.at("person").at("id")},
                                   {"gender", i++ % 3 == 2 ? "male" : "female"}});
  }
  r = put(c, path + "/roster", json::object{{"genders", genders}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("genders").at("female").as_int64(), 40);
  r = put(c, path + "/roster",
          json::object{{"genders", json::array{json::object{{"user_id", 1}, {"gender", "x"}}}}},
          org.admin_token);
  EXPECT_EQ(r.status, 422);
  r = c.post(path + "/sample", json::object{}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("sampled").as_int64(), 53);
  int women = 0;
  int drawn = 0;
  const auto drawn_roster = c.get(path + "/roster", org.admin_token).data();
  for (const auto& e : drawn_roster.as_array()) {
    if (!e.at("sampled").as_bool()) continue;
    ++drawn;
    if (e.at("gender").as_string() == "female") ++women;
  }
  EXPECT_EQ(drawn, 53);
  EXPECT_EQ(women, 35) << "53 · 40/60 = 35.3";
  r = c.post(path + "/launch", json::object{}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("state").as_string(), "open");
  EXPECT_EQ(r.data().at("participants").as_int64(), 60) << "Guía I goes to everyone";
  r = patch(c, path, json::object{{"workplace", "Otro"}}, org.admin_token);
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.code(), "not_draft");
  r = c.get("/api/org/psychosocial/applications", org.admin_token);
  ASSERT_EQ(r.status, 200);
  EXPECT_EQ(r.data().as_array().size(), 3U);

  // Another organisation sees none of it.
  const auto other = make_org(s, {"surveys"});
  EXPECT_EQ(s.client(other.host).get(path, other.admin_token).status, 404);
  EXPECT_EQ(s.client(other.host).get(path + "/roster", other.admin_token).status, 404);
}

TEST_F(PsychosocialApi, GuideOneReferralsReachOnlyTheHealthStaff) {
  TestServer s;
  const auto org = make_org(s, {"surveys"});
  const auto c = s.client(org.host);
  const auto ana = make_user(s, org, Role::kEmployee, "Ana");
  const auto nurse = make_user(s, org, Role::kEmployee, "Enfermera");
  auto r = put(c, "/api/org/psychosocial/health_staff", json::object{{"user_ids", json::array{}}},
               org.admin_token);
  EXPECT_EQ(r.status, 422);
  r = put(c, "/api/org/psychosocial/health_staff",
          json::object{{"user_ids", json::array{nurse.id}}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto id = create(c, org, json::object{{"workplace", "Sucursal Puebla"}});
  const auto sid = std::to_string(id);
  // Not open yet: nobody sees it.
  EXPECT_EQ(c.get("/api/psychosocial/" + sid, ana.token).status, 404);
  ASSERT_EQ(c.post("/api/org/psychosocial/applications/" + sid + "/launch", json::object{},
                   org.admin_token)
                .status,
            200);
  EXPECT_EQ(notified(s, org, ana.id, "psychosocial_invited"), 1);

  r = c.get("/api/psychosocial", ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().as_array().size(), 1U);
  EXPECT_FALSE(r.data().at(0).at("guide1_done").as_bool());
  r = c.get("/api/psychosocial/" + sid, ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().at("guides").as_array().size(), 1U);
  EXPECT_EQ(r.data().at("guides").at(0).at("id").as_string(), "nom035_g1");

  // Incomplete: every missing item named, nothing kept.
  json::object answers{{"1", "yes"}};
  r = c.post("/api/psychosocial/" + sid + "/guide1", json::object{{"answers", answers}}, ana.token);
  EXPECT_EQ(r.status, 422);
  EXPECT_FALSE(r.field_error("answers.2").empty());
  EXPECT_FALSE(r.field_error("answers.20").empty());
  for (int n = 2; n <= 20; ++n) answers[std::to_string(n)] = "no";
  answers["7"] = "yes";  // one persistent memory: a referral
  r = c.post("/api/psychosocial/" + sid + "/guide1", json::object{{"answers", answers}}, ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("needs_referral").as_bool());
  EXPECT_FALSE(r.data().at("care").as_array().empty());
  r = c.post("/api/psychosocial/" + sid + "/guide1", json::object{{"answers", answers}}, ana.token);
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.code(), "already_answered");
  EXPECT_TRUE(c.get("/api/psychosocial/" + sid, ana.token)
                  .data()
                  .at("guide1_outcome")
                  .at("needs_referral")
                  .as_bool());

  // The staff are told; the admin is not, and cannot read referrals.
  EXPECT_EQ(notified(s, org, nurse.id, "psychosocial_referral"), 1);
  EXPECT_EQ(c.get("/api/psychosocial/referrals", org.admin_token).status, 403);
  EXPECT_EQ(c.get("/api/psychosocial/referrals", ana.token).status, 403);
  r = c.get("/api/psychosocial/role", nurse.token);
  EXPECT_TRUE(r.data().at("health_staff").as_bool());
  EXPECT_EQ(r.data().at("pending_referrals").as_int64(), 1);
  r = c.get("/api/psychosocial/referrals", nurse.token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().as_array().size(), 1U);
  const auto referral = r.data().at(0);  // a copy
  EXPECT_EQ(referral.at("person").at("id").as_int64(), ana.id);
  EXPECT_EQ(referral.at("sections").at(0).at("yes").at(0).at("n").as_int64(), 1);
  EXPECT_EQ(referral.at("sections").at(1).at("yes").at(0).at("n").as_int64(), 7);
  const auto rid = std::to_string(referral.at("id").as_int64());
  r = patch(c, "/api/psychosocial/referrals/" + rid,
            json::object{{"status", "contacted"}, {"note", "Cita el lunes"}}, nurse.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("note").as_string(), "Cita el lunes");
  EXPECT_EQ(
      patch(c, "/api/psychosocial/referrals/" + rid, json::object{{"status", "x"}}, nurse.token)
          .status,
      422);
  EXPECT_EQ(patch(c, "/api/psychosocial/referrals/" + rid, json::object{{"status", "closed"}},
                  org.admin_token)
                .status,
            403);
  EXPECT_EQ(
      c.get("/api/psychosocial/referrals?status=pending", nurse.token).data().as_array().size(),
      0U);

  // No Guía II/III here: no results; the people's calls stay the people's.
  EXPECT_EQ(c.get("/api/org/psychosocial/applications/" + sid + "/results", org.admin_token).code(),
            "no_results");
  EXPECT_EQ(c.get("/api/org/psychosocial/applications", ana.token).status, 403);

  // Another organisation's staff and people see nothing.
  const auto other = make_org(s, {"surveys"});
  const auto stranger = make_user(s, other, Role::kEmployee, "Extraña");
  EXPECT_EQ(s.client(other.host).get("/api/psychosocial/" + sid, stranger.token).status, 404);
  EXPECT_EQ(s.client(other.host)
                .post("/api/psychosocial/" + sid + "/guide1", json::object{{"answers", answers}},
                      stranger.token)
                .status,
            404);
}

TEST_F(PsychosocialApi, GuideTwoResultsComeOnlyThroughThePrivacyEngine) {
  ManualClock clock(kWednesdayNoon);
  TestServer s(long_sessions, &clock);
  const auto org = make_org(s, {"surveys"});
  const auto c = s.client(org.host);
  const auto sales = department(s, org, "Ventas");
  std::vector<TestUser> people;
  for (int i = 0; i < 6; ++i) {
    people.push_back(make_user(s, org, Role::kEmployee, "Persona" + std::to_string(i)));
    exec(s, sql::kSetDepartment, {people.back().id, sales});
  }
  add_people(s, org, 10);  // 17 with the admin: Guía II
  const auto id = create(
      c, org,
      json::object{
          {"workplace", "Oficina Guadalajara"}, {"guide1", false}, {"closes_on", "2026-03-20"}});
  const auto sid = std::to_string(id);
  const auto path = "/api/org/psychosocial/applications/" + sid;
  ASSERT_EQ(c.post(path + "/launch", json::object{}, org.admin_token).status, 200);

  // Incomplete answers: named, nothing kept.
  auto bad = guide2_answers("never");
  bad.at("answers").as_object().erase("5");
  auto r = c.post("/api/psychosocial/" + sid + "/responses", bad, people[0].token);
  EXPECT_EQ(r.status, 422);
  EXPECT_FALSE(r.field_error("answers.5").empty());

  // Five answer "never": the 16 items scoring Siempre as 0 (18-33) give 4 each: 64, medio
  // (45 ≤ 64 < 70). Work environment (items 1-3, Siempre = 4) is 0: nulo.
  for (int i = 0; i < 5; ++i) {
    r = c.post("/api/psychosocial/" + sid + "/responses", guide2_answers("never"),
               people[static_cast<std::size_t>(i)].token);
    ASSERT_EQ(r.status, 204) << r.body;
  }
  r = c.post("/api/psychosocial/" + sid + "/responses", guide2_answers("never"), people[0].token);
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.code(), "already_answered");

  // The same day, nothing shows yet (today's answers wait); participation counts at k.
  r = c.get(path, org.admin_token);
  EXPECT_EQ(r.data().at("answered_main").as_int64(), 5);

  // The next days the job closes it after its closing day; every answer then counts.
  clock.advance_ms(3 * kPsyDay);
  EXPECT_EQ(s.app().service<psychosocial::PsychosocialService>().close_due(), 1);
  r = c.get(path, org.admin_token);
  EXPECT_EQ(r.data().at("state").as_string(), "closed");
  EXPECT_EQ(r.data().at("next_due_on").as_string(), "2028-03-20");
  EXPECT_EQ(
      c.post("/api/psychosocial/" + sid + "/responses", guide2_answers("never"), people[5].token)
          .code(),
      "application_closed");

  r = c.get(path + "/results?by=department", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto results = r.data();
  const auto& cells = results.at("cells").as_array();
  ASSERT_FALSE(cells.empty());
  const auto& whole = cells.at(0);
  EXPECT_TRUE(whole.at("value").is_null());
  ASSERT_EQ(whole.at("state").as_string(), "ok");
  EXPECT_EQ(whole.at("respondents").as_int64(), 5);
  EXPECT_EQ(whole.at("final").at("mean").as_double(), 64.0);
  EXPECT_EQ(whole.at("final").at("level").as_string(), "medio");
  EXPECT_EQ(whole.at("final").at("levels").at("medio").as_int64(), 5);
  EXPECT_EQ(whole.at("categories").at(0).at("id").as_string(), "ambiente_de_trabajo");
  EXPECT_EQ(whole.at("categories").at(0).at("level").as_string(), "nulo");
  // Ventas holds all five: its cell would be the population's complement's counterpart — the
  // engine decides; any hidden cell carries no figures.
  for (const auto& cell : cells) {
    if (cell.at("state").as_string() != "ok") {
      EXPECT_TRUE(cell.at("respondents").is_null());
      EXPECT_TRUE(cell.at("final").at("mean").is_null());
    }
  }

  // Measures become tasks; the dossier is a PDF.
  r = c.post(path + "/measures",
             json::object{{"title", "Taller de manejo de cargas"},
                          {"assignee_id", people[0].id},
                          {"due_on", "2026-04-30"},
                          {"target", "carga_de_trabajo"}},
             org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  ASSERT_EQ(r.data().at("measures").as_array().size(), 1U);
  EXPECT_EQ(r.data().at("measures").at(0).at("target").as_string(), "carga_de_trabajo");
  EXPECT_EQ(scalar(s, psy_sql::kTaskSource, {OrgId{org.id}, id}).value_or(0), 1);
  EXPECT_EQ(c.post(path + "/measures",
                   json::object{{"title", "X"}, {"assignee_id", people[0].id}, {"target", "nope"}},
                   org.admin_token)
                .status,
            422);
  r = c.get(path + "/dossier.pdf", org.admin_token);
  ASSERT_EQ(r.status, 200);
  EXPECT_EQ(r.headers["content-type"], "application/pdf");
  EXPECT_EQ(r.body.substr(0, 5), "%PDF-");

  // Two years on, the admins are reminded once, 30 days before the next identification is due
  // (2028-03-20).
  auto& service = s.app().service<psychosocial::PsychosocialService>();
  EXPECT_EQ(service.remind_due(), 0);
  clock.advance_ms(691 * kPsyDay);  // 2028-02-10: 39 days before
  EXPECT_EQ(service.remind_due(), 0);
  clock.advance_ms(15 * kPsyDay);  // 2028-02-25: 24 days before
  EXPECT_EQ(service.remind_due(), 1);
  EXPECT_EQ(service.remind_due(), 0) << "once";
  EXPECT_EQ(scalar(s, psy_sql::kDueNotices, {OrgId{org.id}}).value_or(0), 1);
}

TEST_F(PsychosocialApi, FewerThanKAnswersShowNothing) {
  TestServer s;
  const auto org = make_org(s, {"surveys"});
  const auto c = s.client(org.host);
  std::vector<TestUser> people;
  for (int i = 0; i < 3; ++i) people.push_back(make_user(s, org, Role::kEmployee, "Ana"));
  add_people(s, org, 14);
  const auto id = create(c, org, json::object{{"workplace", "Almacén"}, {"guide1", false}});
  const auto path = "/api/org/psychosocial/applications/" + std::to_string(id);
  EXPECT_EQ(c.get(path + "/results", org.admin_token).code(), "no_results") << "a draft";
  ASSERT_EQ(c.post(path + "/launch", json::object{}, org.admin_token).status, 200);
  for (const auto& p : people) {
    ASSERT_EQ(c.post("/api/psychosocial/" + std::to_string(id) + "/responses",
                     guide2_answers("sometimes"), p.token)
                  .status,
              204);
  }
  EXPECT_TRUE(c.get(path, org.admin_token).data().at("answered_main").is_null()) << "3 < k";
  ASSERT_EQ(c.post(path + "/close", json::object{}, org.admin_token).status, 200);
  const auto r = c.get(path + "/results", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto data = r.data();
  const auto& whole = data.at("cells").at(0);
  EXPECT_EQ(whole.at("state").as_string(), "suppressed_small");
  EXPECT_TRUE(whole.at("final").at("mean").is_null());
  EXPECT_TRUE(whole.at("respondents").is_null());
  // The dossier says so too, and still downloads.
  EXPECT_EQ(c.get(path + "/dossier.pdf", org.admin_token).status, 200);
  // A member is not an admin.
  EXPECT_EQ(c.get(path, people[0].token).status, 403);
  EXPECT_EQ(c.get("/api/org/psychosocial/guides", people[0].token).status, 403);
  const auto guides = c.get("/api/org/psychosocial/guides", org.admin_token);
  ASSERT_EQ(guides.status, 200) << guides.body;
  EXPECT_EQ(guides.data().at("guides").as_array().size(), 3U);
  EXPECT_EQ(guides.data().at("actions").as_array().size(), 5U);
}

}  // namespace
}  // namespace aplauso::test
