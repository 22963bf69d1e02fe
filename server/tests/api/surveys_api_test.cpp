// Surveys over HTTP on both engines: the lifecycle and its conflicts, audiences (departments,
// communication groups, countries) snapshotted at launch, the pending count moving, drafts that
// resume, points once per person and cycle even under concurrent submits, reminders only to
// non-respondents, results that hide a department below k, another organisation's ids, each
// role's limits, the module switched off, the jobs (scheduled opening, cycles, automatic
// reminders, closing) and the dump test: nothing the privacy engine keeps links a person to an
// answer.
#include <algorithm>
#include <atomic>
#include <boost/json/array.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <cctype>
#include <regex>
#include <set>
#include <thread>

#include "db/conn.h"
#include "db/database.h"
#include "modules/surveys/survey_service.h"
#include "support/api_test.h"
#include "support/event_stream_client.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

namespace surveys_sql {
inline constexpr db::Statement kPlaceInOrg{
    "test.surveys_set_profile",
    "UPDATE users SET department_id = $2, country = $3, admission_date = $4 WHERE id = $1"};
inline constexpr db::Statement kNotifications{
    "test.surveys_notifications",
    "SELECT COUNT(*) FROM notifications WHERE org_id = $1 AND user_id = $2 AND kind = $3"};
inline constexpr db::Statement kSurveyLedger{
    "test.surveys_ledger",
    "SELECT COUNT(*) FROM ledger_entries WHERE org_id = $1 AND reference_type = 'survey' AND "
    "reference_id = $2"};
inline constexpr db::Statement kSurveyLedgerTime{
    "test.surveys_ledger_time",
    "SELECT MAX(created_at) FROM ledger_entries WHERE org_id = $1 AND reference_type = 'survey' "
    "AND reference_id = $2"};
inline constexpr db::Statement kResponses{
    "test.surveys_participation",
    "SELECT responses FROM survey_participation WHERE org_id = $1 AND survey_id = $2 AND "
    "user_id = $3"};
// The dump test reads the privacy engine's tables as a database dump would.
inline constexpr db::Statement kDumpResponses{
    "test.surveys_dump_responses",
    "SELECT response_key, source, cycle, segment, answered_on FROM private_responses WHERE "
    "org_id = $1"};
inline constexpr db::Statement kDumpAnswers{
    "test.surveys_dump_answers",
    "SELECT response_key, item, choice, text FROM private_answers WHERE org_id = $1"};
inline constexpr db::Statement kFormVersions{
    "test.surveys_form_versions",
    "SELECT COUNT(*) FROM form_definitions WHERE org_id = $1 AND form_id = $2"};
inline constexpr db::Statement kUserId{"test.surveys_user_id",
                                       "SELECT id FROM users WHERE org_id = $1 AND email = $2"};
inline constexpr db::Statement kLeadDepartment{
    "test.surveys_lead_department", "UPDATE departments SET leader_id = $2 WHERE id = $1"};
inline constexpr db::Statement kBoxColumns{
    "test.surveys_box_dump",
    "SELECT box, owner_tag, sealed_owner FROM survey_reply_boxes WHERE "
    "org_id = $1"};
inline constexpr db::Statement kColumnsSqlite{
    "test.surveys_columns_sqlite",
    "SELECT name FROM pragma_table_info('private_responses') UNION ALL SELECT name FROM "
    "pragma_table_info('private_answers')"};
inline constexpr db::Statement kColumnsPostgres{
    "test.surveys_columns_postgres",
    "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() "
    "AND table_name IN ('private_responses', 'private_answers')"};
}  // namespace surveys_sql

class SurveysApi : public ApiTest {
 protected:
  static HttpResult put(const HttpClient& c, const std::string& path, const json::value& body,
                        const std::string& token) {
    return c.request("PUT", path, json::serialize(body), token, {"Content-Type: application/json"});
  }
  static HttpResult remove(const HttpClient& c, const std::string& path, const std::string& token) {
    return c.request("DELETE", path, {}, token);
  }
  static std::string path(std::int64_t id, const std::string& tail = "") {
    return "/api/org/surveys/" + std::to_string(id) + tail;
  }
  static std::string mine(std::int64_t id, const std::string& tail = "") {
    return "/api/surveys/" + std::to_string(id) + tail;
  }

  /// Five question types: agreement, yes/no, eNPS, a choice and a comment.
  static json::object pulse_form() {
    return json::parse(R"({
      "title": {"es": "Pulso", "en": "Pulse"},
      "questions": [
        {"id": "clima", "type": "likert", "required": true,
         "title": {"es": "Me siento bien en mi equipo", "en": "I feel good in my team"}},
        {"id": "recomienda", "type": "yes_no", "title": "¿Recomendarías trabajar aquí?"},
        {"id": "enps", "type": "rating", "style": "scale", "min": 0, "max": 10, "enps": true,
         "title": "¿Qué tan probable es que recomiendes la empresa?"},
        {"id": "lugar", "type": "single_choice", "title": "¿Dónde trabajas?",
         "options": [{"id": "oficina", "label": "Oficina"}, {"id": "casa", "label": "Casa"}]},
        {"id": "comentario", "type": "long_text", "title": "¿Algo más?"}
      ]})")
        .as_object();
  }

  static json::object body(const std::string& confidentiality = "confidential",
                           json::object audience = {{"everyone", true}},
                           const json::object& extra = {}) {
    if (!audience.contains("departments")) audience["departments"] = json::array{};
    if (!audience.contains("groups")) audience["groups"] = json::array{};
    if (!audience.contains("countries")) audience["countries"] = json::array{};
    json::object b{{"title", json::object{{"es", "Pulso de noviembre"}, {"en", "November pulse"}}},
                   {"confidentiality", confidentiality},
                   {"form", pulse_form()},
                   {"points", 10},
                   {"multi_response", false},
                   {"notify", true},
                   {"audience", std::move(audience)},
                   {"recurrence", "none"}};
    for (const auto& [k, v] : extra) b[k] = v;
    return b;
  }

  static std::int64_t create(TestServer& s, const TestOrg& org, const json::object& b) {
    const auto r = s.client(org.host).post("/api/org/surveys", b, org.admin_token);
    EXPECT_EQ(r.status, 201) << r.body;
    return r.status == 201 ? r.data().at("id").as_int64() : 0;
  }

  static std::int64_t launch(TestServer& s, const TestOrg& org, const json::object& b) {
    const auto id = create(s, org, b);
    const auto r = s.client(org.host).post(path(id, "/activate"), json::object{}, org.admin_token);
    EXPECT_EQ(r.status, 200) << r.body;
    return id;
  }

  static json::object answers(int clima, bool recomienda = true, int enps = 9,
                              const std::string& comentario = "") {
    json::object a{
        {"clima", clima}, {"recomienda", recomienda}, {"enps", enps}, {"lugar", "oficina"}};
    if (!comentario.empty()) a["comentario"] = comentario;
    return a;
  }

  static HttpResult answer(TestServer& s, const TestOrg& org, const TestUser& u, std::int64_t id,
                           const json::object& a) {
    return s.client(org.host).post(mine(id, "/responses"), {{"answers", a}}, u.token);
  }

  static std::int64_t pending(TestServer& s, const TestOrg& org, const TestUser& u) {
    const auto r = s.client(org.host).get("/api/user/notification_count", u.token);
    EXPECT_EQ(r.status, 200) << r.body;
    return r.data().at("pending_surveys").as_int64();
  }

  static std::int64_t department(TestServer& s, const TestOrg& org, const std::string& name) {
    const auto r =
        s.client(org.host).post("/api/org/departments", {{"name", name}}, org.admin_token);
    EXPECT_EQ(r.status, 201) << r.body;
    return r.data().at("id").as_int64();
  }

  static void profile(TestServer& s, const TestUser& u, std::optional<std::int64_t> department,
                      const std::optional<std::string>& country = std::nullopt,
                      const std::optional<std::string>& admission = std::nullopt) {
    exec(s, surveys_sql::kPlaceInOrg, {u.id, department, country, admission});
  }

  static std::int64_t count(const db::Statement& st, std::initializer_list<db::Param> params) {
    return scalar(server(), st, params).value_or(-1);
  }
};

TEST_F(SurveysApi, TheLifecycleAndItsConflicts) {
  const auto org = make_org(server(), {"surveys"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto c = client(org.host);

  auto r = c.post("/api/org/surveys", body(), org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto id = r.data().at("id").as_int64();
  EXPECT_EQ(r.data().at("status").as_string(), "draft");
  EXPECT_EQ(r.data().at("cycle").as_int64(), 0);
  EXPECT_EQ(r.data().at("audience_size").as_int64(), 0);
  EXPECT_EQ(r.data().at("form").at("version").as_int64(), 1);
  EXPECT_EQ(r.data().at("reminder_days"), (json::array{3, 5}));
  EXPECT_EQ(c.get(mine(id), ana.token).status, 404) << "a draft is nobody's to answer";

  r = c.post(path(id, "/toggle_active"), json::object{}, org.admin_token);
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.code(), "invalid_transition");

  r = c.post(path(id, "/activate"), json::object{}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("status").as_string(), "open");
  EXPECT_EQ(r.data().at("cycle").as_int64(), 1);
  EXPECT_EQ(r.data().at("audience_size").as_int64(), 2) << "the admin and Ana";
  EXPECT_TRUE(r.data().at("responses").is_null()) << "fewer than k answered";
  EXPECT_EQ(c.post(path(id, "/activate"), json::object{}, org.admin_token).code(),
            "invalid_transition");

  // Once launched: points, the audience and a weaker mode are locked; the title is not.
  auto edit = body();
  edit["points"] = 50;
  r = put(c, path(id), edit, org.admin_token);
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.code(), "survey_locked");
  EXPECT_EQ(put(c, path(id), body("attributed"), org.admin_token).code(), "survey_locked");
  edit = body("anonymous");
  edit["title"] = json::object{{"es", "Pulso renombrado"}};
  r = put(c, path(id), edit, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("confidentiality").as_string(), "anonymous") << "stronger is allowed";
  EXPECT_EQ(r.data().at("title").at("es").as_string(), "Pulso renombrado");
  EXPECT_EQ(put(c, path(id), body("confidential"), org.admin_token).code(), "survey_locked")
      << "and never weaker again";

  r = c.post(path(id, "/toggle_active"), json::object{}, org.admin_token);
  EXPECT_EQ(r.data().at("status").as_string(), "paused");
  r = answer(server(), org, ana, id, answers(4));
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.code(), "survey_not_open");
  // Paused: the answering page knows it, and what they type still saves as a draft.
  EXPECT_EQ(c.get(mine(id), ana.token).data().at("survey").at("state").as_string(), "paused");
  EXPECT_EQ(put(c, mine(id, "/draft"), {{"answers", answers(3)}}, ana.token).status, 204);
  r = c.post(path(id, "/toggle_active"), json::object{}, org.admin_token);
  EXPECT_EQ(r.data().at("status").as_string(), "open");
  EXPECT_EQ(c.get(mine(id), ana.token).data().at("survey").at("state").as_string(), "draft");
  EXPECT_EQ(answer(server(), org, ana, id, answers(4)).status, 201);

  EXPECT_EQ(remove(c, path(id), org.admin_token).code(), "invalid_transition") << "drafts only";
  EXPECT_EQ(c.post(path(id, "/archive"), json::object{}, org.admin_token).code(),
            "invalid_transition");
  r = c.post(path(id, "/close"), json::object{}, org.admin_token);
  EXPECT_EQ(r.data().at("status").as_string(), "closed");
  EXPECT_EQ(answer(server(), org, ana, id, answers(4)).code(), "survey_not_open");
  EXPECT_EQ(put(c, path(id), edit, org.admin_token).code(), "survey_locked");
  r = c.post(path(id, "/archive"), json::object{}, org.admin_token);
  EXPECT_EQ(r.data().at("status").as_string(), "archived");

  // The default list leaves archived surveys out; a draft can be deleted.
  const auto draft = create(server(), org, body());
  r = c.get("/api/org/surveys", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().as_array().size(), 1U);
  EXPECT_EQ(r.data().at(0).at("id").as_int64(), draft);
  EXPECT_FALSE(r.data().at(0).as_object().contains("form"));
  r = c.get("/api/org/surveys?status=archived", org.admin_token);
  ASSERT_EQ(r.data().as_array().size(), 1U);
  EXPECT_EQ(r.data().at(0).at("id").as_int64(), id);
  EXPECT_EQ(remove(c, path(draft), org.admin_token).status, 204);
  EXPECT_EQ(c.get(path(draft), org.admin_token).status, 404);
}

TEST_F(SurveysApi, WhatASurveyNeedsAndAnEmptyAudience) {
  const auto org = make_org(server(), {"surveys"});
  const auto c = client(org.host);
  auto bad = body();
  bad["title"] = json::object{{"es", "  "}};
  bad["audience"] = json::object{{"everyone", false}};
  bad["closes_on"] = "2026-01-01";
  bad["opens_on"] = "2026-02-01";
  bad["k"] = 2;
  auto r = c.post("/api/org/surveys", bad, org.admin_token);
  EXPECT_EQ(r.status, 422);
  EXPECT_EQ(r.code(), "invalid_survey");
  for (const auto* field : {"title", "audience", "closes_on", "k"}) {
    EXPECT_NE(r.field_error(field), "") << field;
  }
  bad = body();
  bad["form"] = json::object{
      {"title", "x"}, {"questions", json::array{json::object{{"id", "q"}, {"type", "nope"}}}}};
  EXPECT_EQ(c.post("/api/org/surveys", bad, org.admin_token).code(), "invalid_form");

  // A department nobody is in: nothing to launch.
  const auto empty = department(server(), org, "Vacío");
  const auto id =
      create(server(), org,
             body("confidential", {{"everyone", false}, {"departments", json::array{empty}}}));
  r = c.post(path(id, "/activate"), json::object{}, org.admin_token);
  EXPECT_EQ(r.status, 422);
  EXPECT_EQ(r.code(), "empty_audience");
}

TEST_F(SurveysApi, AudiencesAreSnapshottedAtLaunch) {
  const auto org = make_org(server(), {"surveys", "communications"});
  const auto c = client(org.host);
  const auto ventas = department(server(), org, "Ventas");
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");      // in Ventas
  const auto bruno = make_user(server(), org, Role::kEmployee, "Bruno");  // in the group
  const auto carla = make_user(server(), org, Role::kEmployee, "Carla");  // in Chile
  const auto dani = make_user(server(), org, Role::kEmployee, "Dani");    // none of them
  profile(server(), ana, ventas, "MX");
  profile(server(), carla, std::nullopt, "CL");
  profile(server(), dani, std::nullopt, "MX");
  auto r = c.post("/api/communication/group",
                  {{"name", "Comité"}, {"member_ids", json::array{bruno.id}}}, org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto group = r.data().at("id").as_int64();

  const auto id = launch(server(), org,
                         body("confidential", {{"everyone", false},
                                               {"departments", json::array{ventas}},
                                               {"groups", json::array{group}},
                                               {"countries", json::array{"cl"}}}));
  r = c.get(path(id), org.admin_token);
  EXPECT_EQ(r.data().at("audience_size").as_int64(), 3);
  EXPECT_EQ(r.data().at("audience").at("countries"), (json::array{"CL"}));
  for (const auto* u : {&ana, &bruno, &carla}) {
    r = c.get(mine(id), u->token);
    EXPECT_EQ(r.status, 200) << r.body;
    EXPECT_EQ(pending(server(), org, *u), 1);
  }
  EXPECT_EQ(c.get(mine(id), dani.token).status, 404);
  EXPECT_EQ(answer(server(), org, dani, id, answers(4)).status, 404);
  EXPECT_EQ(pending(server(), org, dani), 0);

  // People moving after the launch change nothing: Ana left Ventas and is still asked; Dani
  // joined it and is not.
  profile(server(), ana, std::nullopt, "MX");
  profile(server(), dani, ventas, "MX");
  EXPECT_EQ(c.get(mine(id), ana.token).status, 200);
  EXPECT_EQ(c.get(mine(id), dani.token).status, 404);
  r = c.get(mine(id), ana.token);
  EXPECT_EQ(r.data().at("group").at("audience").as_int64(), 1) << "Ventas in the snapshot";
  EXPECT_EQ(r.data().at("group").at("k").as_int64(), 5);
  EXPECT_EQ(c.get(path(id), org.admin_token).data().at("audience_size").as_int64(), 3);
}

TEST_F(SurveysApi, PendingSurveysMoveAndTheLaunchIsAnnounced) {
  const auto org = make_org(server(), {"surveys", "notifications"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto c = client(org.host);
  EXPECT_EQ(pending(server(), org, ana), 0);
  const auto id = launch(server(), org, body());
  EXPECT_EQ(pending(server(), org, ana), 1);
  EXPECT_EQ(count(surveys_sql::kNotifications, {org.id, ana.id, "survey_launched"}), 1);
  auto r = c.get("/api/user/notification", ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at(0).at("kind").as_string(), "survey_launched");
  EXPECT_EQ(r.data().at(0).at("link").as_string(), "/surveys/" + std::to_string(id));

  r = c.get("/api/surveys", ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().as_array().size(), 1U);
  EXPECT_EQ(r.data().at(0).at("state").as_string(), "pending");
  EXPECT_EQ(r.data().at(0).at("questions").as_int64(), 5);
  EXPECT_EQ(r.data().at(0).at("title").as_string(), "Pulso de noviembre");

  // A paused survey is not pending; answered, it leaves the pending list for the answered one.
  c.post(path(id, "/toggle_active"), json::object{}, org.admin_token);
  EXPECT_EQ(pending(server(), org, ana), 0);
  c.post(path(id, "/toggle_active"), json::object{}, org.admin_token);
  EXPECT_EQ(pending(server(), org, ana), 1);
  r = answer(server(), org, ana, id, answers(5));
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.data().at("state").as_string(), "answered");
  EXPECT_EQ(pending(server(), org, ana), 0);
  EXPECT_EQ(c.get("/api/surveys", ana.token).data().as_array().size(), 0U);
  r = c.get("/api/surveys?state=answered", ana.token);
  ASSERT_EQ(r.data().as_array().size(), 1U);
  EXPECT_EQ(r.data().at(0).at("state").as_string(), "answered");
  EXPECT_FALSE(r.data().at(0).at("answered_on").is_null());
  r = answer(server(), org, ana, id, answers(5));
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.code(), "already_answered");
  c.post(path(id, "/close"), json::object{}, org.admin_token);
  r = c.get("/api/surveys?state=closed&language=en", ana.token);
  ASSERT_EQ(r.data().as_array().size(), 1U);
  EXPECT_EQ(r.data().at(0).at("title").as_string(), "November pulse");
}

// Without a notification to carry it, the count still moves live: a "surveys.pending" hint
// reaches the person's stream when a survey of theirs opens, pauses, and when they answer.
TEST_F(SurveysApi, ThePendingCountMovesLive) {
  const auto org = make_org(server(), {"surveys"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto c = client(org.host);
  const auto ticket = [&] {
    const auto r = c.post("/api/live/ticket", json::object{}, ana.token);
    return r.status == 200 ? std::string(r.data().at("ticket").as_string()) : std::string();
  };
  EventStreamClient stream(server().port(), org.host, ticket());
  ASSERT_EQ(stream.status(), 200);
  ASSERT_TRUE(stream.next("ready"));
  const auto id =
      launch(server(), org, body("confidential", {{"everyone", true}}, {{"notify", false}}));
  ASSERT_TRUE(stream.next("surveys.pending")) << "opened";
  EXPECT_EQ(pending(server(), org, ana), 1);
  c.post(path(id, "/toggle_active"), json::object{}, org.admin_token);
  ASSERT_TRUE(stream.next("surveys.pending")) << "paused";
  c.post(path(id, "/toggle_active"), json::object{}, org.admin_token);
  ASSERT_TRUE(stream.next("surveys.pending")) << "resumed";
  ASSERT_EQ(answer(server(), org, ana, id, answers(4)).status, 201);
  const auto answered = stream.next("surveys.pending");
  ASSERT_TRUE(answered) << "answered";
  EXPECT_EQ(pending(server(), org, ana), 0);
  EXPECT_FALSE(stream.next("notification", std::chrono::milliseconds(300)))
      << "no notification was written";

  // A stream that resumes hears of what it missed, once per kind of hint.
  c.post(path(id, "/close"), json::object{}, org.admin_token);
  EventStreamClient again(server().port(), org.host, ticket(), answered->id);
  ASSERT_EQ(again.status(), 200);
  EXPECT_TRUE(again.next("surveys.pending", std::chrono::seconds(3)));
}

TEST_F(SurveysApi, InvalidAnswersAreRefusedByTheFormsEngine) {
  const auto org = make_org(server(), {"surveys"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto id = launch(server(), org, body());
  auto a = answers(9);
  a.erase("clima");
  a["lugar"] = "luna";
  const auto r = answer(server(), org, ana, id, a);
  EXPECT_EQ(r.status, 422);
  EXPECT_EQ(r.code(), "invalid_answers");
  EXPECT_NE(r.field_error("answers.clima"), "");
  EXPECT_NE(r.field_error("answers.lugar"), "");
  EXPECT_EQ(pending(server(), org, ana), 1) << "nothing recorded";
}

TEST_F(SurveysApi, DraftsResumeAndGoWhenSubmitted) {
  const auto org = make_org(server(), {"surveys"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto c = client(org.host);
  const auto id = launch(server(), org, body());
  auto r = c.get(mine(id), ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("draft").is_null());
  EXPECT_EQ(r.data().at("survey").at("state").as_string(), "pending");
  const auto version = r.data().at("form").at("version").as_int64();
  EXPECT_EQ(r.data().at("form").at("definition").at("title").as_string(), "Pulso");

  r = put(c, mine(id, "/draft"), {{"answers", {{"clima", 2}}}, {"version", version}}, ana.token);
  EXPECT_EQ(r.status, 204) << r.body;
  // Another device: the same person, a new sign-in.
  const auto again = client(org.host).login(ana.email, ana.password);
  r = c.get(mine(id) + "?language=en", again);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("draft").at("answers").at("clima").as_int64(), 2);
  EXPECT_EQ(r.data().at("survey").at("state").as_string(), "draft");
  EXPECT_EQ(r.data().at("form").at("definition").at("title").as_string(), "Pulse");
  EXPECT_EQ(c.get("/api/surveys", ana.token).data().at(0).at("state").as_string(), "draft");

  ASSERT_EQ(answer(server(), org, ana, id, answers(4)).status, 201);
  r = c.get(mine(id), ana.token);
  EXPECT_TRUE(r.data().at("draft").is_null());
  EXPECT_EQ(r.data().at("survey").at("state").as_string(), "answered");
}

TEST_F(SurveysApi, PointsOncePerCycleUnderConcurrentSubmits) {
  const auto org = make_org(server(), {"surveys"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto bruno = make_user(server(), org, Role::kEmployee, "Bruno");
  const auto multi =
      launch(server(), org, body("anonymous", {{"everyone", true}}, {{"multi_response", true}}));
  const auto once = launch(server(), org, body("anonymous"));
  constexpr int kThreads = 20;
  std::atomic<int> created_multi = 0, created_once = 0, conflicts = 0, others = 0;
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      auto r = answer(server(), org, ana, multi, answers(1 + t % 5));
      (r.status == 201 ? created_multi : others)++;
      r = answer(server(), org, bruno, once, answers(1 + t % 5));
      if (r.status == 201) {
        ++created_once;
      } else if (r.status == 409 && r.code() == "already_answered") {
        ++conflicts;
      } else {
        ++others;
      }
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(created_multi, kThreads) << "multi-response: every answer is kept";
  EXPECT_EQ(created_once, 1);
  EXPECT_EQ(conflicts, kThreads - 1);
  EXPECT_EQ(others, 0);
  EXPECT_EQ(balances(server(), org, ana.id).redeem, 10) << "paid once";
  EXPECT_EQ(balances(server(), org, bruno.id).redeem, 10);
  EXPECT_EQ(count(surveys_sql::kSurveyLedger, {org.id, multi}), 1);
  EXPECT_EQ(count(surveys_sql::kSurveyLedger, {org.id, once}), 1);
  EXPECT_EQ(count(surveys_sql::kResponses, {org.id, multi, ana.id}), kThreads);
  // The ledger tells the day, not the moment (SUR-★2).
  EXPECT_EQ(count(surveys_sql::kSurveyLedgerTime, {org.id, multi}) % 86'400'000, 0);
  EXPECT_EQ(ledger_sum(server(), org), 0);
}

TEST_F(SurveysApi, MultiResponseAnswersTwiceAndIsPaidOnce) {
  const auto org = make_org(server(), {"surveys"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto id =
      launch(server(), org, body("confidential", {{"everyone", true}}, {{"multi_response", true}}));
  auto r = answer(server(), org, ana, id, answers(4));
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.data().at("points_awarded").as_int64(), 10);
  EXPECT_EQ(r.data().at("state").as_string(), "pending");
  r = answer(server(), org, ana, id, answers(2));
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.data().at("points_awarded").as_int64(), 0);
  EXPECT_EQ(balances(server(), org, ana.id).redeem, 10);
  EXPECT_EQ(count(surveys_sql::kResponses, {org.id, id, ana.id}), 2);
}

TEST_F(SurveysApi, OtherOrganisationsRolesAndTheModuleFlag) {
  const auto org = make_org(server(), {"surveys"});
  const auto other = make_org(server(), {"surveys"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto stranger = make_user(server(), other, Role::kEmployee, "Extraña");
  const auto id = launch(server(), org, body());
  const auto c = client(org.host);
  const auto o = client(other.host);
  // Another organisation's ids are unknown.
  EXPECT_EQ(o.get(path(id), other.admin_token).status, 404);
  EXPECT_EQ(o.post(path(id, "/close"), json::object{}, other.admin_token).status, 404);
  EXPECT_EQ(o.get(path(id, "/results"), other.admin_token).status, 404);
  EXPECT_EQ(o.get(mine(id), stranger.token).status, 404);
  EXPECT_EQ(answer(server(), other, stranger, id, answers(3)).status, 404);
  // A member is not an admin.
  EXPECT_EQ(c.get("/api/org/surveys", ana.token).status, 403);
  EXPECT_EQ(c.post("/api/org/surveys", body(), ana.token).status, 403);
  EXPECT_EQ(c.get(path(id, "/results"), ana.token).status, 403);
  EXPECT_EQ(c.post(path(id, "/remind"), json::object{}, ana.token).status, 403);
  // The module switched off.
  const auto off = make_org(server());
  const auto member = make_user(server(), off, Role::kEmployee, "Sin");
  const auto f = client(off.host);
  auto r = f.get("/api/surveys", member.token);
  EXPECT_EQ(r.status, 403);
  EXPECT_EQ(r.code(), "module_disabled");
  r = f.get("/api/org/surveys", off.admin_token);
  EXPECT_EQ(r.status, 403);
  EXPECT_EQ(r.code(), "module_disabled");
}

TEST_F(SurveysApi, RemindersReachOnlyNonRespondents) {
  const auto org = make_org(server(), {"surveys"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto bruno = make_user(server(), org, Role::kEmployee, "Bruno");
  const auto c = client(org.host);
  const auto id = launch(server(), org, body());
  ASSERT_EQ(answer(server(), org, ana, id, answers(4)).status, 201);
  auto r = c.post(path(id, "/remind"), json::object{}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("reminded").as_int64(), 2) << "Bruno and the admin";
  EXPECT_EQ(count(surveys_sql::kNotifications, {org.id, ana.id, "survey_reminder"}), 0);
  EXPECT_EQ(count(surveys_sql::kNotifications, {org.id, bruno.id, "survey_reminder"}), 1);
  r = c.post(path(id, "/remind"), json::object{}, org.admin_token);
  EXPECT_EQ(r.status, 429);
  EXPECT_EQ(r.code(), "reminder_too_soon");
  EXPECT_NE(r.detail("next_on"), "");
}

TEST_F(SurveysApi, ResultsHideADepartmentBelowK) {
  const auto org = make_org(server(), {"surveys"});
  const auto c = client(org.host);
  const auto grande = department(server(), org, "Grande");
  const auto chico = department(server(), org, "Chico");
  std::vector<TestUser> people;
  for (int i = 0; i < 8; ++i) {
    people.push_back(make_user(server(), org, Role::kEmployee, "P" + std::to_string(i)));
    profile(server(), people.back(), i < 6 ? grande : chico, "CL", "2020-01-01");
  }
  const auto audience =
      json::object{{"everyone", false}, {"departments", json::array{grande, chico}}};
  const auto id = create(server(), org, body("confidential", audience));

  // The preview before launch: the small department is hidden whatever the participation.
  auto r = c.get(path(id, "/privacy_preview"), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("audience").as_int64(), 8);
  EXPECT_EQ(r.data().at("k").as_int64(), 5);
  const auto preview = r.data();
  const auto& departments = preview.at("dimensions").at(0);
  EXPECT_EQ(departments.at("dimension").as_string(), "department");
  bool saw_small = false;
  for (const auto& cell : departments.at("cells").as_array()) {
    if (cell.at("value").as_string() == std::to_string(chico)) {
      saw_small = true;
      EXPECT_EQ(cell.at("label").as_string(), "Chico");
      EXPECT_EQ(cell.at("audience").as_int64(), 2);
      EXPECT_TRUE(cell.at("hidden_at").at("100").as_bool());
      EXPECT_TRUE(cell.at("hidden_at").at("60").as_bool());
    }
  }
  EXPECT_TRUE(saw_small);

  ASSERT_EQ(c.post(path(id, "/activate"), json::object{}, org.admin_token).status, 200);
  for (std::size_t i = 0; i < people.size(); ++i) {
    const auto r2 = answer(server(), org, people[i], id,
                           answers(i % 2 == 0 ? 5 : 4, true, 10,
                                   "Comentario " + std::to_string(i) + " ana@example.com"));
    ASSERT_EQ(r2.status, 201) << r2.body;
  }
  // Answers of today join an open cycle's figures later (releases): closed, all of them count.
  ASSERT_EQ(c.post(path(id, "/close"), json::object{}, org.admin_token).status, 200);
  r = c.get(path(id, "/results?by=department"), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto& data = r.data();
  EXPECT_EQ(data.at("responses").as_int64(), 8);
  EXPECT_EQ(data.at("audience").as_int64(), 8);
  EXPECT_FALSE(data.at("refused").as_bool());
  const auto& rows = data.at("rows").as_array();
  ASSERT_GE(rows.size(), 2U);
  EXPECT_TRUE(rows.at(0).at("value").is_null()) << "the population first";
  EXPECT_EQ(rows.at(0).at("status").as_string(), "ok");
  EXPECT_EQ(rows.at(0).at("respondents").as_int64(), 8);
  EXPECT_EQ(rows.at(0).at("audience").as_int64(), 8);
  EXPECT_EQ(rows.at(0).at("response_rate").to_number<double>(), 1.0);
  EXPECT_TRUE(data.at("as_of").is_null()) << "a closed cycle counts every answer";
  EXPECT_FALSE(data.at("held_back").as_bool());
  for (const auto& row : rows) {
    if (row.at("status").as_string() == "ok") {
      EXPECT_GE(row.at("respondents").as_int64(), 5) << "no published cell below k";
    }
    if (!row.at("value").is_null() && row.at("value").as_string() == std::to_string(chico)) {
      EXPECT_NE(row.at("status").as_string(), "ok");
      EXPECT_TRUE(row.at("respondents").is_null());
      EXPECT_EQ(row.at("audience").as_int64(), 2) << "the audience is not a figure about answers";
      EXPECT_TRUE(row.at("response_rate").is_null());
    }
  }
  EXPECT_NE(rows.back().at("status").as_string(), "ok") << "hidden ones last";
  // The population's figures: likert distribution, favourable with its interval, eNPS.
  for (const auto& item : rows.at(0).at("items").as_array()) {
    const auto q = item.at("question_id").as_string();
    if (q == "clima") {
      EXPECT_EQ(item.at("favourable").at("share").to_number<double>(), 1.0);
      EXPECT_LT(item.at("favourable").at("low").to_number<double>(), 1.0);
      EXPECT_EQ(item.at("distribution").as_array().size(), 2U);
      EXPECT_EQ(item.at("mean").to_number<double>(), 4.5);
      EXPECT_TRUE(item.at("trend").is_null()) << "no earlier cycle";
    } else if (q == "enps") {
      EXPECT_EQ(item.at("enps").at("score").to_number<double>(), 100.0);
      EXPECT_EQ(item.at("enps").at("promoters").as_int64(), 8);
    }
  }
  // Comments below k_comments (10) stay hidden.
  EXPECT_TRUE(data.at("comments").as_array().empty());
  EXPECT_TRUE(data.at("comments_hidden").as_bool());
  // A filter that leaves fewer than k is refused.
  r = c.get(path(id, "/results?by=country&filter=department:" + std::to_string(chico)),
            org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("refused").as_bool());
  EXPECT_TRUE(r.data().at("rows").as_array().empty());
  EXPECT_EQ(c.get(path(id, "/results?by=shoe"), org.admin_token).status, 400);

  r = c.get(path(id, "/results.xlsx"), org.admin_token);
  ASSERT_EQ(r.status, 200);
  EXPECT_EQ(r.header("content-type"),
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
  EXPECT_EQ(r.body.substr(0, 2), "PK");
}

TEST_F(SurveysApi, CommentsShowRedactedAtKComments) {
  const auto org = make_org(server(), {"surveys"});
  const auto c = client(org.host);
  std::vector<TestUser> people;
  for (int i = 0; i < 10; ++i) {
    people.push_back(make_user(server(), org, Role::kEmployee, "C" + std::to_string(i)));
  }
  const auto id = launch(server(), org, body());
  for (std::size_t i = 0; i < people.size(); ++i) {
    ASSERT_EQ(answer(server(), org, people[i], id,
                     answers(4, true, 8, "Escríbeme a ana" + std::to_string(i) + "@example.com"))
                  .status,
              201);
  }
  ASSERT_EQ(c.post(path(id, "/close"), json::object{}, org.admin_token).status, 200);
  const auto r = c.get(path(id, "/results"), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto data = r.data();
  const auto& comments = data.at("comments").as_array();
  ASSERT_EQ(comments.size(), 10U);
  for (const auto& comment : comments) {
    EXPECT_EQ(comment.at("text").as_string(), "Escríbeme a [oculto]");
    EXPECT_EQ(comment.at("question_id").as_string(), "comentario");
  }
}

TEST_F(SurveysApi, ActionPlansWithAFollowUpPulse) {
  const auto org = make_org(server(), {"surveys"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto c = client(org.host);
  const auto id = launch(server(), org, body());
  auto r = c.post(path(id, "/actions"),
                  {{"title", "Reuniones 1:1 mensuales"},
                   {"owner_id", ana.id},
                   {"due_on", "2027-01-31"},
                   {"question_id", "clima"},
                   {"follow_up", true}},
                  org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto action = r.data().at("id").as_int64();
  EXPECT_EQ(r.data().at("owner").at("id").as_int64(), ana.id);
  const auto follow_up = r.data().at("follow_up_survey_id").as_int64();
  r = c.get(path(follow_up), org.admin_token);
  EXPECT_EQ(r.data().at("status").as_string(), "draft");
  EXPECT_EQ(r.data().at("opens_on").as_string(), "2027-03-02");
  EXPECT_EQ(r.data().at("title").at("es").as_string(), "Seguimiento: Reuniones 1:1 mensuales");
  r = put(c, path(id, "/actions/" + std::to_string(action)),
          {{"title", "Reuniones 1:1"},
           {"owner_id", ana.id},
           {"due_on", "2027-01-31"},
           {"status", "done"}},
          org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("status").as_string(), "done");
  EXPECT_EQ(c.post(path(id, "/actions"), {{"title", ""}, {"owner_id", 0}}, org.admin_token).code(),
            "invalid_action");
  r = c.get(path(id, "/actions"), org.admin_token);
  ASSERT_EQ(r.data().as_array().size(), 1U);
  EXPECT_EQ(remove(c, path(id, "/actions/" + std::to_string(action)), org.admin_token).status, 204);
  EXPECT_EQ(remove(c, path(id, "/actions/" + std::to_string(action)), org.admin_token).status, 404);
  EXPECT_EQ(remove(c, path(follow_up), org.admin_token).status, 204);
}

// The dump test (SUR-★2): after three people answer an anonymous survey, nothing the privacy
// engine keeps holds a person, a time finer than the day or a sequential id.
TEST_F(SurveysApi, ADumpCannotLinkAPersonToAnAnswer) {
  const auto org = make_org(server(), {"surveys"});
  std::vector<TestUser> people;
  for (int i = 0; i < 3; ++i) {
    people.push_back(make_user(server(), org, Role::kEmployee, "D" + std::to_string(i)));
  }
  const auto id = launch(server(), org, body("anonymous"));
  for (const auto& p : people) {
    ASSERT_EQ(answer(server(), org, p, id, answers(3, false, 7, "Sin nombres")).status, 201);
  }
  std::set<std::string> user_ids;
  for (const auto& p : people) user_ids.insert(std::to_string(p.id));
  const std::regex day(R"(\d{4}-\d{2}-\d{2})");
  server().app().db().run([&](db::Conn& c) {
    std::size_t responses = 0;
    std::vector<std::string> keys;
    for (const db::Row& r : c.query(surveys_sql::kDumpResponses, {org.id})) {
      ++responses;
      const auto key = r.text(0);
      keys.push_back(key);
      EXPECT_GE(key.size(), 16U);
      EXPECT_FALSE(std::all_of(key.begin(), key.end(), ::isdigit)) << "not a sequence number";
      EXPECT_EQ(r.text(1), "survey:" + std::to_string(id));
      EXPECT_TRUE(std::regex_match(r.text(4), day)) << r.text(4);
      const auto segment = json::parse(r.text(3));
      for (const auto& v : segment.as_array()) {
        EXPECT_FALSE(user_ids.contains(std::string(v.as_string())));
      }
      // Three people, below k: every segment value was coarsened at collection (SUR-★5).
      EXPECT_EQ(segment, (json::array{"other", "other", "other"}));
    }
    EXPECT_EQ(responses, 3U);
    std::sort(keys.begin(), keys.end());
    for (const db::Row& r : c.query(surveys_sql::kDumpAnswers, {org.id})) {
      EXPECT_FALSE(user_ids.contains(r.text(2))) << "a choice is never a person";
      EXPECT_TRUE(std::binary_search(keys.begin(), keys.end(), r.text(0)));
    }
    const auto& columns = c.dialect() == db::Dialect::kPostgres ? surveys_sql::kColumnsPostgres
                                                                : surveys_sql::kColumnsSqlite;
    std::size_t seen = 0;
    for (const db::Row& r : c.query(columns)) {
      ++seen;
      const auto name = r.text(0);
      EXPECT_EQ(name.find("user"), std::string::npos) << name;
      EXPECT_EQ(name.find("_at"), std::string::npos) << name << ": a time finer than a day";
      EXPECT_NE(name, "id") << "no sequential id";
    }
    EXPECT_GT(seen, 8U);
  });
}

// The jobs, with a clock that moves: a scheduled survey opens on its day, reminders go to
// non-respondents once per offset, a weekly pulse opens its next cycle with a fresh snapshot,
// and closes_on closes it.
class SurveysJobs : public SurveysApi {};

TEST_F(SurveysJobs, ScheduledOpeningRemindersCyclesAndClosing) {
  // 2026-06-01 15:00 UTC: 11:00 in Santiago.
  ManualClock clock(1'780'326'000'000);
  constexpr std::int64_t kDay = 86'400'000;
  TestServer timed({}, &clock);
  auto org = make_org(timed, {"surveys"});
  const auto c = timed.client(org.host);
  ASSERT_EQ(c.post("/api/org/edit", {{"timezone", "America/Santiago"}}, org.admin_token).status,
            200);
  auto ana = make_user(timed, org, Role::kEmployee, "Ana");
  auto bruno = make_user(timed, org, Role::kEmployee, "Bruno");
  std::vector<TestUser*> people = {&ana, &bruno};
  // Days pass; sessions do not last that long, so everyone signs in again.
  const auto advance = [&](std::int64_t days) {
    clock.advance_ms(days * kDay);
    org.admin_token = c.login(org.admin_email, org.admin_password);
    for (auto* p : people) p->token = c.login(p->email, p->password);
  };
  auto& service = timed.app().service<surveys::SurveyService>();
  const auto notices = [&](const TestUser& u, const char* kind) {
    return scalar(timed, surveys_sql::kNotifications, {org.id, u.id, kind}).value_or(-1);
  };
  const auto status = [&](std::int64_t id) {
    return std::string(c.get(path(id), org.admin_token).data().at("status").as_string());
  };

  const auto id = create(timed, org,
                         body("confidential", {{"everyone", true}},
                              {{"opens_on", "2026-06-02"},
                               {"closes_on", "2026-06-20"},
                               {"recurrence", "weekly"},
                               {"reminder_days", json::array{3, 5}}}));
  auto r = c.post(path(id, "/activate"), json::object{}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("status").as_string(), "scheduled");
  service.tick();
  EXPECT_EQ(status(id), "scheduled");
  EXPECT_EQ(pending(timed, org, ana), 0);

  advance(1);  // 2026-06-02: it opens.
  service.tick();
  EXPECT_EQ(status(id), "open");
  EXPECT_EQ(pending(timed, org, ana), 1);
  EXPECT_EQ(notices(ana, "survey_launched"), 1);
  ASSERT_EQ(answer(timed, org, ana, id, answers(4)).status, 201);

  advance(2);  // 06-04: no reminder yet.
  service.tick();
  EXPECT_EQ(notices(bruno, "survey_reminder"), 0);
  advance(1);  // 06-05: +3 days.
  service.tick();
  service.tick();
  EXPECT_EQ(notices(bruno, "survey_reminder"), 1) << "once per offset";
  EXPECT_EQ(notices(ana, "survey_reminder"), 0) << "Ana answered";
  advance(2);  // 06-07: +5 days.
  service.tick();
  EXPECT_EQ(notices(bruno, "survey_reminder"), 2);

  // 06-09: the weekly pulse opens cycle 2 for whoever is in the audience now.
  auto carla = make_user(timed, org, Role::kEmployee, "Carla");
  people.push_back(&carla);
  advance(2);
  service.tick();
  r = c.get(path(id), org.admin_token);
  EXPECT_EQ(r.data().at("cycle").as_int64(), 2);
  EXPECT_EQ(r.data().at("audience_size").as_int64(), 4);
  EXPECT_EQ(pending(timed, org, ana), 1) << "a new cycle to answer";
  EXPECT_EQ(pending(timed, org, carla), 1);
  r = answer(timed, org, ana, id, answers(5));
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.data().at("points_awarded").as_int64(), 10) << "once per cycle";
  EXPECT_EQ(balances(timed, org, ana.id).redeem, 20);
  r = c.get(path(id, "/results?cycle=1"), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("cycles"), (json::array{1, 2}));
  EXPECT_EQ(c.get(path(id, "/results?cycle=3"), org.admin_token).status, 404);

  advance(12);  // 06-21: past closes_on.
  service.tick();
  EXPECT_EQ(status(id), "closed");
  EXPECT_EQ(pending(timed, org, carla), 0);
}

TEST_F(SurveysApi, PrivacyPreviewOfAnAudienceNotSavedYet) {
  const auto org = make_org(server(), {"surveys"});
  const auto other = make_org(server(), {"surveys"});
  const auto c = client(org.host);
  const auto grande = department(server(), org, "Grande");
  department(server(), org, "Vacío");
  const auto foreign = department(server(), other, "Ajeno");
  std::vector<TestUser> people;
  for (int i = 0; i < 10; ++i) {
    people.push_back(make_user(server(), org, Role::kEmployee, "V" + std::to_string(i)));
    profile(server(), people.back(), grande, i < 5 ? "CL" : "MX", "2020-01-01");
  }
  const json::object audience{{"everyone", false},
                              {"departments", json::array{grande}},
                              {"groups", json::array{}},
                              {"countries", json::array{}}};
  // Ten people: each country's five show only if all of them answer.
  auto r = c.post("/api/org/surveys/privacy_preview", {{"audience", audience}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto first = r.data();
  EXPECT_EQ(first.at("audience").as_int64(), 10);
  EXPECT_EQ(first.at("k").as_int64(), 5);
  const auto& departments = first.at("dimensions").at(0).at("cells").as_array();
  ASSERT_EQ(departments.size(), 1U) << "only the audience's departments";
  EXPECT_EQ(departments.at(0).at("label").as_string(), "Grande");
  EXPECT_FALSE(departments.at(0).at("hidden_at").at("60").as_bool());
  const auto& countries = first.at("dimensions").at(1).at("cells").as_array();
  ASSERT_EQ(countries.size(), 2U);
  for (const auto& cell : countries) {
    EXPECT_EQ(cell.at("audience").as_int64(), 5);
    EXPECT_TRUE(cell.at("hidden_at").at("80").as_bool());
    EXPECT_FALSE(cell.at("hidden_at").at("100").as_bool());
  }
  // A higher k (it only raises the organisation's) hides the countries at any participation
  // and the department at 60 %.
  r = c.post("/api/org/surveys/privacy_preview", {{"audience", audience}, {"k", 7}},
             org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto stricter = r.data();
  EXPECT_EQ(stricter.at("k").as_int64(), 7);
  EXPECT_TRUE(stricter.at("dimensions").at(0).at("cells").at(0).at("hidden_at").at("60").as_bool());
  for (const auto& cell : stricter.at("dimensions").at(1).at("cells").as_array()) {
    EXPECT_TRUE(cell.at("hidden_at").at("100").as_bool());
  }
  // Bad input: another organisation's department, k below 3, no audience; roles.
  json::object wrong = audience;
  wrong["departments"] = json::array{foreign};
  r = c.post("/api/org/surveys/privacy_preview", {{"audience", wrong}}, org.admin_token);
  EXPECT_EQ(r.status, 422);
  EXPECT_EQ(r.code(), "invalid_survey");
  r = c.post("/api/org/surveys/privacy_preview", {{"audience", audience}, {"k", 2}},
             org.admin_token);
  EXPECT_EQ(r.status, 422);
  r = c.post("/api/org/surveys/privacy_preview", json::object{}, org.admin_token);
  EXPECT_EQ(r.status, 422);
  EXPECT_EQ(
      c.post("/api/org/surveys/privacy_preview", {{"audience", audience}}, people.front().token)
          .status,
      403);
}

TEST_F(SurveysApi, DeletingADraftTakesItsQuestionsWithIt) {
  const auto org = make_org(server(), {"surveys"});
  const auto c = client(org.host);
  const auto id = create(server(), org, body());
  auto r = c.get(path(id), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  const std::string form_id(r.data().at("form_id").as_string());
  auto edited = body();
  edited["form"].as_object()["questions"].as_array().pop_back();
  ASSERT_EQ(put(c, path(id), edited, org.admin_token).status, 200);
  EXPECT_EQ(count(surveys_sql::kFormVersions, {org.id, form_id}), 2);
  EXPECT_EQ(remove(c, path(id), org.admin_token).status, 204);
  EXPECT_EQ(count(surveys_sql::kFormVersions, {org.id, form_id}), 0);
}

// While a cycle takes answers its figures are releases: up to yesterday, moved on only when
// the people who answered since the last release are a group the engine would publish, so two
// readings never give away who answered between them (docs/privacy.md).
TEST_F(SurveysJobs, ReleasesOfAnOpenCycleNeverSingleOutWhoAnsweredBetween) {
  ManualClock clock(1'780'326'000'000);  // 2026-06-01 15:00 UTC
  constexpr std::int64_t kDay = 86'400'000;
  TestServer timed({}, &clock);
  auto org = make_org(timed, {"surveys"});
  const auto c = timed.client(org.host);
  std::vector<TestUser> people;
  for (int i = 0; i < 13; ++i) {
    people.push_back(make_user(timed, org, Role::kEmployee, "R" + std::to_string(i)));
  }
  const auto id = launch(timed, org, body());
  const auto advance = [&] {
    clock.advance_ms(kDay);
    org.admin_token = c.login(org.admin_email, org.admin_password);
    for (auto& p : people) p.token = c.login(p.email, p.password);
  };
  std::size_t next = 0;
  const auto answer_some = [&](std::size_t n) {
    for (std::size_t i = 0; i < n; ++i, ++next) {
      const auto r = answer(timed, org, people.at(next), id, answers(next % 2 == 0 ? 5 : 2));
      ASSERT_EQ(r.status, 201) << r.body;
    }
  };
  struct Seen {
    std::string as_of;
    bool held_back = false;
    std::int64_t counted = 0;
  };
  const auto read = [&](const std::string& tail = "/results") {
    const auto r = c.get(path(id, tail), org.admin_token);
    EXPECT_EQ(r.status, 200) << r.body;
    const auto& data = r.data();
    const auto& top = data.at("rows").at(0);
    return Seen{data.at("as_of").is_null() ? "" : std::string(data.at("as_of").as_string()),
                data.at("held_back").as_bool(),
                top.at("respondents").is_null() ? 0 : top.at("respondents").as_int64()};
  };

  // Day 1: six answer; today's answers wait for tomorrow.
  answer_some(6);
  auto seen = read();
  EXPECT_EQ(seen.as_of, "2026-05-31");
  EXPECT_TRUE(seen.held_back);
  EXPECT_EQ(seen.counted, 0);
  // Day 2: the six are released together; a seventh answers.
  advance();
  answer_some(1);
  seen = read();
  EXPECT_EQ(seen.as_of, "2026-06-01");
  EXPECT_EQ(seen.counted, 6);
  EXPECT_TRUE(seen.held_back);
  // Day 3: releasing the seventh alone would show their answers by subtraction: it waits.
  advance();
  seen = read();
  EXPECT_EQ(seen.as_of, "2026-06-01") << "one newcomer is not released";
  EXPECT_EQ(seen.counted, 6);
  EXPECT_TRUE(seen.held_back);
  // Four more on day 3: five newcomers since the release, a group of k, released on day 4.
  answer_some(4);
  advance();
  seen = read();
  EXPECT_EQ(seen.as_of, "2026-06-03");
  EXPECT_EQ(seen.counted, 11);
  EXPECT_FALSE(seen.held_back);
  // The trend reads the same release.
  auto r = c.get(path(id, "/trend"), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto trend = r.data();
  const auto& cycles = trend.at("cycles").as_array();
  ASSERT_EQ(cycles.size(), 1U);
  EXPECT_EQ(cycles.at(0).at("respondents").as_int64(), 11);
  EXPECT_EQ(cycles.at(0).at("as_of").as_string(), "2026-06-03");
  EXPECT_EQ(cycles.at(0).at("opened_on").as_string(), "2026-06-01");
  EXPECT_EQ(cycles.at(0).at("audience").as_int64(), 14) << "the thirteen and the admin";
  // One more, then the survey closes: the last one alone is never released.
  answer_some(1);
  ASSERT_EQ(c.post(path(id, "/close"), json::object{}, org.admin_token).status, 200);
  seen = read();
  EXPECT_EQ(seen.as_of, "2026-06-03");
  EXPECT_EQ(seen.counted, 11);
  EXPECT_TRUE(seen.held_back);
}

// A survey nobody read while it was open shows every answer once closed, and the trend follows
// each cycle of a weekly pulse.
TEST_F(SurveysJobs, TheTrendFollowsEveryCycle) {
  ManualClock clock(1'780'326'000'000);  // 2026-06-01 15:00 UTC
  constexpr std::int64_t kDay = 86'400'000;
  TestServer timed({}, &clock);
  auto org = make_org(timed, {"surveys"});
  auto other = make_org(timed, {"surveys"});
  const auto c = timed.client(org.host);
  std::vector<TestUser> people;
  for (int i = 0; i < 6; ++i) {
    people.push_back(make_user(timed, org, Role::kEmployee, "T" + std::to_string(i)));
  }
  const auto id =
      launch(timed, org, body("confidential", {{"everyone", true}}, {{"recurrence", "weekly"}}));
  auto& service = timed.app().service<surveys::SurveyService>();
  for (auto& p : people) ASSERT_EQ(answer(timed, org, p, id, answers(5)).status, 201);
  clock.advance_ms(7 * kDay);
  service.tick();  // cycle 2 opens; cycle 1 is complete
  org.admin_token = c.login(org.admin_email, org.admin_password);
  other.admin_token = timed.client(other.host).login(other.admin_email, other.admin_password);
  for (auto& p : people) p.token = c.login(p.email, p.password);
  for (std::size_t i = 0; i < 3; ++i) {
    ASSERT_EQ(answer(timed, org, people[i], id, answers(1)).status, 201);
  }
  auto r = c.get(path(id, "/trend"), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto trend = r.data();
  const auto& cycles = trend.at("cycles").as_array();
  ASSERT_EQ(cycles.size(), 2U);
  EXPECT_EQ(cycles.at(0).at("status").as_string(), "ok");
  EXPECT_EQ(cycles.at(0).at("respondents").as_int64(), 6);
  EXPECT_TRUE(cycles.at(0).at("as_of").is_null());
  bool saw_clima = false;
  for (const auto& item : cycles.at(0).at("items").as_array()) {
    if (item.at("question_id").as_string() == "clima") {
      saw_clima = true;
      EXPECT_EQ(item.at("favourable").at("share").to_number<double>(), 1.0);
      EXPECT_EQ(item.at("mean").to_number<double>(), 5.0);
    }
    EXPECT_NE(item.at("question_id").as_string(), "comentario") << "texts have no trend";
  }
  EXPECT_TRUE(saw_clima);
  EXPECT_EQ(cycles.at(1).at("status").as_string(), "no_data") << "today's answers wait";
  EXPECT_TRUE(cycles.at(1).at("respondents").is_null());
  EXPECT_EQ(cycles.at(1).at("opened_on").as_string(), "2026-06-08");
  EXPECT_EQ(c.get(path(id, "/trend"), people[0].token).status, 403);
  EXPECT_EQ(timed.client(other.host).get(path(id, "/trend"), other.admin_token).status, 404);
}

// SUR-17: the respondent who allows replies gets them at /surveys/replies and answers back; the
// admins see a box with the comment, never who wrote it; locks, bad replies, other people's boxes.
TEST_F(SurveysApi, AnonymousRepliesReachTheAuthorAndNobodyElse) {
  const auto org = make_org(server(), {"surveys"});
  const auto other = make_org(server(), {"surveys"});
  const auto c = client(org.host);
  std::vector<TestUser> people;
  for (int i = 0; i < 10; ++i) {
    people.push_back(make_user(server(), org, Role::kEmployee, "A" + std::to_string(i)));
  }
  const auto id = launch(server(), org, body());
  for (std::size_t i = 0; i < people.size(); ++i) {
    json::object b{{"answers", answers(4, true, 8, "Idea " + std::to_string(i) + " ana@x.com")}};
    if (i == 0) b["allow_replies"] = true;
    const auto r = c.post(mine(id, "/responses"), b, people[i].token);
    ASSERT_EQ(r.status, 201) << r.body;
  }
  EXPECT_EQ(c.post(mine(id, "/responses"), {{"answers", answers(4)}, {"allow_replies", "sí"}},
                   people[0].token)
                .status,
            400);
  ASSERT_EQ(c.post(path(id, "/close"), json::object{}, org.admin_token).status, 200);
  auto r = c.get(path(id, "/results"), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto results = r.data();
  std::string box;
  for (const auto& comment : results.at("comments").as_array()) {
    if (comment.at("reply_box").is_string()) {
      EXPECT_TRUE(box.empty()) << "one comment allowed replies";
      box = std::string(comment.at("reply_box").as_string());
      EXPECT_EQ(comment.at("text").as_string(), "Idea 0 [oculto]");
      EXPECT_EQ(comment.at("replies").as_int64(), 0);
    }
  }
  ASSERT_EQ(box.size(), 32U);
  const auto thread = "/comments/" + box;

  // The admin reads the thread and replies; only the author sees it.
  r = c.get(path(id, thread), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("comment").as_string(), "Idea 0 [oculto]");
  EXPECT_TRUE(r.data().at("messages").as_array().empty());
  r = c.post(path(id, thread + "/replies"), {{"text", "  Gracias, lo vemos esta semana. "}},
             org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.data().at("messages").at(0).at("from").as_string(), "organization");
  EXPECT_EQ(r.data().at("messages").at(0).at("text").as_string(), "Gracias, lo vemos esta semana.");
  EXPECT_EQ(count(surveys_sql::kNotifications, {org.id, people[0].id, "survey_reply"}), 1);
  r = c.get("/api/surveys/replies", people[0].token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto mine_list = r.data();
  ASSERT_EQ(mine_list.as_array().size(), 1U);
  EXPECT_EQ(mine_list.at(0).at("comment").as_string(), "Idea 0 ana@x.com") << "their own words";
  EXPECT_EQ(mine_list.at(0).at("question_title").as_string(), "¿Algo más?");
  EXPECT_EQ(mine_list.at(0).at("messages").as_array().size(), 1U);
  r = c.get("/api/surveys/replies", people[1].token);
  ASSERT_EQ(r.status, 200);
  EXPECT_TRUE(r.data().as_array().empty());

  // The author answers back, still anonymous; the admin who replied hears of it.
  r = c.post("/api/surveys/replies/" + box, {{"text", "¡Gracias!"}}, people[0].token);
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_TRUE(r.data().at("messages").at(1).at("author").is_null());
  const auto admin_id = count(surveys_sql::kUserId, {org.id, org.admin_email});
  EXPECT_EQ(count(surveys_sql::kNotifications, {org.id, admin_id, "survey_comment_answered"}), 1);
  EXPECT_EQ(c.post("/api/surveys/replies/" + box, {{"text", "No es mío"}}, people[1].token).status,
            404);
  EXPECT_EQ(c.post("/api/surveys/replies/" + std::string(32, 'a'), {{"text", "x"}}, people[0].token)
                .status,
            404);
  EXPECT_EQ(c.post("/api/surveys/replies/nope", {{"text", "x"}}, people[0].token).status, 404);

  // Bad replies, locks, roles, another organisation.
  r = c.post(path(id, thread + "/replies"), {{"text", "   "}}, org.admin_token);
  EXPECT_EQ(r.status, 422);
  EXPECT_EQ(r.code(), "invalid_reply");
  EXPECT_EQ(
      c.post(path(id, thread + "/replies"), {{"text", std::string(2001, 'x')}}, org.admin_token)
          .status,
      422);
  r = c.post(path(id, thread + "/lock"), {{"locked", true}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("locked").as_bool());
  r = c.post("/api/surveys/replies/" + box, {{"text", "Otra cosa"}}, people[0].token);
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.code(), "thread_locked");
  EXPECT_EQ(c.post(path(id, thread + "/replies"), {{"text", "x"}}, org.admin_token).status, 409);
  EXPECT_EQ(c.post(path(id, thread + "/lock"), json::object{}, org.admin_token).status, 400);
  EXPECT_EQ(c.get(path(id, thread), people[0].token).status, 403);
  EXPECT_EQ(client(other.host).get(path(id, thread), other.admin_token).status, 404);
  r = c.get(path(id, "/results"), org.admin_token);
  const auto after = r.data();
  for (const auto& comment : after.at("comments").as_array()) {
    if (comment.at("reply_box").is_string()) {
      EXPECT_EQ(comment.at("replies").as_int64(), 2);
      EXPECT_TRUE(comment.at("locked").as_bool());
    }
  }
  // What a dump holds: a random box, a tag and a sealed id, neither of which is the person's.
  const auto& db = server().app().db();
  db.run([&](db::Conn& conn) {
    for (const db::Row& row : conn.query(surveys_sql::kBoxColumns, {org.id})) {
      EXPECT_EQ(row.text(0), box);
      EXPECT_EQ(row.text(1).size(), 64U) << "an HMAC, not the person";
      EXPECT_NE(row.text(2), std::to_string(people[0].id)) << "sealed";
      EXPECT_GT(row.text(2).size(), 40U) << "a nonce and a ciphertext";
    }
  });
}

// SUR-18: a leader sees their department's results when they are published, and the whole
// organisation's, labelled, when their team is too small; nobody else gets the view.
TEST_F(SurveysApi, LeadersSeeTheirTeamOrTheNearestGroupThatMeetsK) {
  const auto org = make_org(server(), {"surveys"});
  const auto other = make_org(server(), {"surveys"});
  const auto c = client(org.host);
  const auto grande = department(server(), org, "Grande");
  const auto otra = department(server(), org, "Otra");
  const auto chico = department(server(), org, "Chico");
  const auto vacia = department(server(), org, "Vacía");
  std::vector<TestUser> people;
  for (int i = 0; i < 15; ++i) {
    people.push_back(make_user(server(), org, Role::kEmployee, "L" + std::to_string(i)));
    profile(server(), people.back(), i < 7 ? grande : i < 13 ? otra : chico);
  }
  const auto big_leader = make_user(server(), org, Role::kLeader, "Jefa");
  const auto small_leader = make_user(server(), org, Role::kLeader, "Jefe");
  const auto idle_leader = make_user(server(), org, Role::kLeader, "Nadie");
  exec(server(), surveys_sql::kLeadDepartment, {grande, big_leader.id});
  exec(server(), surveys_sql::kLeadDepartment, {chico, small_leader.id});
  exec(server(), surveys_sql::kLeadDepartment, {vacia, idle_leader.id});
  const auto id = launch(server(), org,
                         body("confidential", {{"everyone", false},
                                               {"departments", json::array{grande, otra, chico}}}));
  for (auto& p : people) ASSERT_EQ(answer(server(), org, p, id, answers(5)).status, 201);
  ASSERT_EQ(c.post(path(id, "/close"), json::object{}, org.admin_token).status, 200);

  auto r = c.get("/api/surveys/team", big_leader.token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().as_array().size(), 1U);
  EXPECT_EQ(r.data().at(0).at("id").as_int64(), id);
  r = c.get(mine(id, "/team_results"), big_leader.token);
  ASSERT_EQ(r.status, 200) << r.body;
  auto team = r.data();
  ASSERT_EQ(team.at("groups").as_array().size(), 1U);
  EXPECT_EQ(team.at("groups").at(0).at("department").as_string(), "Grande");
  EXPECT_EQ(team.at("groups").at(0).at("shown").as_string(), "department");
  EXPECT_TRUE(team.at("groups").at(0).at("note").is_null());
  EXPECT_EQ(team.at("groups").at(0).at("row").at("respondents").as_int64(), 7);

  r = c.get(mine(id, "/team_results"), small_leader.token);
  ASSERT_EQ(r.status, 200) << r.body;
  team = r.data();
  const auto& group = team.at("groups").at(0);
  EXPECT_EQ(group.at("department").as_string(), "Chico");
  EXPECT_EQ(group.at("shown").as_string(), "organization");
  EXPECT_NE(group.at("note").as_string().find("toda la organización"), std::string::npos);
  EXPECT_TRUE(group.at("row").at("value").is_null());
  EXPECT_EQ(group.at("row").at("respondents").as_int64(), 15);

  // Leading a department the survey does not reach; leading nobody; another organisation.
  r = c.get("/api/surveys/team", idle_leader.token);
  ASSERT_EQ(r.status, 200);
  EXPECT_TRUE(r.data().as_array().empty());
  EXPECT_EQ(c.get(mine(id, "/team_results"), idle_leader.token).status, 404);
  r = c.get("/api/surveys/team", people[0].token);
  EXPECT_EQ(r.status, 403);
  EXPECT_EQ(r.code(), "not_a_leader");
  EXPECT_EQ(c.get(mine(id, "/team_results"), people[0].token).status, 403);
  EXPECT_EQ(client(other.host).get(mine(id, "/team_results"), other.admin_token).status, 403);
}

}  // namespace
}  // namespace aplauso::test
