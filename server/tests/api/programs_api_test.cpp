// Programs and the approvals inbox over HTTP on both engines: the lifecycle (draft, active,
// paused, closed; new ones first), who manages, sees and submits (admins, owners, the audience,
// assigned people; another organisation's ids; the module switched off), evidence kinds and whose
// uploads count, limits, recurrence, prerequisites and resubmission, the budget as a hard cap
// under concurrent approvals of different submissions (PRG-★1), one payment under concurrent
// approvals of the same one, nobody deciding their own, deleting cancels what waits, assignments
// with the due reminders job, the program page's figures, and the inbox mixing point requests and
// program submissions with per-item results, counts, the kind filter and each role's view.
#include <atomic>
#include <boost/json/array.hpp>
#include <boost/json/serialize.hpp>
#include <map>
#include <set>
#include <thread>

#include "core/clock.h"
#include "db/conn.h"
#include "db/database.h"
#include "modules/programs/program_service.h"
#include "support/api_test.h"
#include "support/event_stream_client.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

namespace programs_sql {
inline constexpr db::Statement kSetProgramLeader{"test.programs_set_leader",
                                                 "UPDATE users SET leader_id = $2 WHERE id = $1"};
inline constexpr db::Statement kProgramNotices{
    "test.programs_notifications",
    "SELECT COUNT(*) FROM notifications WHERE org_id = $1 AND user_id = $2 AND kind = $3"};
inline constexpr db::Statement kProgramUpload{
    "test.programs_upload",
    "INSERT INTO uploads (org_id, user_id, upload_type, storage_key, file_name, content_type, "
    "declared_size, size, completed_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, 10, 10, 2, "
    "1)"};
inline constexpr db::Statement kProgramLedger{
    "test.programs_ledger",
    "SELECT COUNT(*) FROM ledger_entries WHERE org_id = $1 AND reference_type = "
    "'program_submission' AND reference_id = $2"};
inline constexpr db::Statement kProgramSpent{
    "test.programs_spent", "SELECT budget_spent FROM programs WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kProgramAudit{
    "test.programs_audit", "SELECT COUNT(*) FROM audit_entries WHERE org_id = $1 AND action = $2"};
inline constexpr db::Statement kModuleOff{
    "test.programs_module_off",
    "UPDATE org_services SET enabled = 0 WHERE org_id = $1 AND service = 'programs'"};
inline constexpr db::Statement kProgramEvidenceOf{
    "test.programs_evidence_of",
    "SELECT COUNT(*) FROM program_submissions WHERE org_id = $1 AND user_id = $2 AND (body <> '' "
    "OR link IS NOT NULL OR attachment_key IS NOT NULL)"};
inline constexpr db::Statement kProgramAssignmentsOf{
    "test.programs_assignments_of",
    "SELECT COUNT(*) FROM program_assignments WHERE org_id = $1 AND user_id = $2"};
}  // namespace programs_sql

class ProgramsApi : public ApiTest {
 protected:
  static json::object action(const char* key, const char* evidence, std::int64_t points,
                             const json::object& extra = {}) {
    json::object a{{"key", key},
                   {"title", std::string("Acción ") + key},
                   {"points", points},
                   {"evidence", evidence},
                   {"recurrence", "once"}};
    for (const auto& [k, v] : extra) a[k] = v;
    return a;
  }

  static json::object program(json::array actions, const json::object& extra = {}) {
    json::object p{{"title", "Voluntariado"},
                   {"description", "Dona tu tiempo."},
                   {"audience", json::object{{"everyone", true}}},
                   {"actions", std::move(actions)}};
    for (const auto& [k, v] : extra) p[k] = v;
    return p;
  }

  /// Creates and activates a program as the admin; returns its detail.
  static json::object make_program(const HttpClient& c, const TestOrg& org, json::array actions,
                                   const json::object& extra = {}, bool activate = true) {
    auto r = c.post("/api/program", program(std::move(actions), extra), org.admin_token);
    EXPECT_EQ(r.status, 201) << r.body;
    if (r.status != 201) return {};
    const auto id = r.data().at("id").as_int64();
    if (activate) {
      r = c.post("/api/program/activate", {{"id", id}}, org.admin_token);
      EXPECT_EQ(r.status, 200) << r.body;
    }
    return r.data().as_object();
  }

  static std::int64_t action_id(const json::object& program, std::size_t i) {
    return program.at("actions").as_array().at(i).at("id").as_int64();
  }

  static HttpResult submit(const HttpClient& c, const std::string& token, std::int64_t action,
                           const json::object& extra = {}) {
    json::object body{{"action_id", action}};
    for (const auto& [k, v] : extra) body[k] = v;
    return c.post("/api/program/submit", body, token);
  }

  static std::int64_t submitted(const HttpClient& c, const std::string& token, std::int64_t action,
                                const json::object& extra = {}) {
    const auto r = submit(c, token, action, extra);
    EXPECT_EQ(r.status, 201) << r.body;
    return r.status == 201 ? r.data().at("id").as_int64() : 0;
  }

  static HttpResult approve(const HttpClient& c, const std::string& token, std::int64_t id) {
    return c.post("/api/program/submission/" + std::to_string(id) + "/approve", json::object{},
                  token);
  }

  static HttpResult reject(const HttpClient& c, const std::string& token, std::int64_t id,
                           const std::string& reason) {
    return c.post("/api/program/submission/" + std::to_string(id) + "/reject", {{"reason", reason}},
                  token);
  }

  static HttpResult decide(const HttpClient& c, const std::string& token,
                           const std::vector<std::pair<std::string, std::int64_t>>& items,
                           const std::string& decision, const std::string& reason = "") {
    json::array list;
    for (const auto& [kind, id] : items) list.push_back(json::object{{"kind", kind}, {"id", id}});
    json::object body{{"items", std::move(list)}, {"decision", decision}};
    if (!reason.empty()) body["reason"] = reason;
    return c.post("/api/approvals/decide", body, token);
  }

  static void lead(TestServer& s, const TestUser& person, std::int64_t leader) {
    exec(s, programs_sql::kSetProgramLeader, {person.id, leader});
  }

  static std::int64_t notices(TestServer& s, const TestOrg& org, std::int64_t user,
                              const char* kind) {
    return scalar(s, programs_sql::kProgramNotices, {org.id, user, kind}).value_or(-1);
  }

  static std::string upload(TestServer& s, const TestOrg& org, std::int64_t user,
                            const std::string& content_type = "image/png",
                            const std::string& type = "program-attachment") {
    const auto key = unique("programs/file") + (content_type == "image/png" ? ".png" : ".pdf");
    exec(s, programs_sql::kProgramUpload,
         {org.id, user, type, key, content_type == "image/png" ? "foto.png" : "acta.pdf",
          content_type});
    return key;
  }

  static std::string path(std::int64_t id, const std::string& tail = "") {
    return "/api/program/" + std::to_string(id) + tail;
  }

  static std::set<std::int64_t> ids_of(const json::value& data) {
    std::set<std::int64_t> out;
    for (const auto& t : data.as_array()) out.insert(t.at("id").as_int64());
    return out;
  }

  static std::string state_of(const HttpClient& c, const std::string& token, std::int64_t program,
                              std::size_t i) {
    const auto r = c.get(path(program), token);
    EXPECT_EQ(r.status, 200) << r.body;
    if (r.status != 200) return "";
    return std::string(r.data().at("actions").at(i).at("state").as_string());
  }
};

TEST_F(ProgramsApi, LifecycleNewFirstAndWhoManages) {
  const auto org = make_org(server(), {"programs"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto olga = make_user(server(), org, Role::kEmployee, "Olga");
  const auto c = client(org.host);

  // Only admins create; bad fields are named.
  auto r = c.post("/api/program", program(json::array{action("a", "text", 10)}), ana.token);
  EXPECT_EQ(r.status, 403);
  r = c.post(
      "/api/program",
      {{"title", ""},
       {"starts_on", "2026-02-30"},
       {"budget_points", -1},
       {"audience", json::object{{"everyone", false}}},
       {"owner_ids", json::array{999999}},
       {"actions", json::array{action("a", "video", 10, {{"prerequisites", json::array{"a"}}}),
                               action("b", "text", 200000)}}},
      org.admin_token);
  ASSERT_EQ(r.status, 422) << r.body;
  EXPECT_EQ(r.code(), "invalid_program");
  for (const char* field :
       {"title", "starts_on", "budget_points", "audience", "owner_ids", "actions[0].evidence",
        "actions[0].prerequisites", "actions[1].points"}) {
    EXPECT_NE(r.field_error(field), "") << field;
  }
  r = c.post("/api/program",
             program(json::array{action("a", "text", 10, {{"prerequisites", json::array{"b"}}}),
                                 action("b", "text", 10, {{"prerequisites", json::array{"a"}}})}),
             org.admin_token);
  EXPECT_EQ(r.status, 422) << "a cycle of prerequisites";

  // A draft: the admin and its owner see it; members do not.
  const auto first = make_program(c, org, json::array{action("a", "text", 10)},
                                  {{"owner_ids", json::array{olga.id}}}, false);
  const auto first_id = first.at("id").as_int64();
  EXPECT_EQ(first.at("status").as_string(), "draft");
  EXPECT_EQ(c.get(path(first_id), ana.token).status, 404);
  EXPECT_EQ(c.get(path(first_id), olga.token).status, 200);
  EXPECT_TRUE(c.get(path(first_id), olga.token).data().at("can_manage").as_bool());
  r = c.get("/api/program", ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().as_array().empty());
  EXPECT_EQ(c.get("/api/program?manage=true", ana.token).status, 403);

  // New programs are put first.
  const auto second = make_program(c, org, json::array{action("a", "text", 10)}, {}, false);
  r = c.get("/api/program?manage=true", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().as_array().size(), 2U);
  EXPECT_EQ(r.data().at(0).at("id").as_int64(), second.at("id").as_int64()) << "new first";
  r = c.get("/api/program?manage=true", olga.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(ids_of(r.data()), (std::set<std::int64_t>{first_id})) << "an owner: theirs";

  // The owner activates, pauses and closes; members see active and paused ones.
  r = c.post("/api/program/activate", {{"id", first_id}}, olga.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("status").as_string(), "active");
  EXPECT_TRUE(r.data().at("open").as_bool());
  EXPECT_EQ(c.post("/api/program/activate", {{"id", first_id}}, ana.token).status, 403)
      << "a member of its audience may not manage it";
  EXPECT_EQ(ids_of(c.get("/api/program", ana.token).data()), (std::set<std::int64_t>{first_id}));
  r = c.post("/api/program/toggle", {{"id", first_id}}, olga.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("status").as_string(), "paused");
  EXPECT_EQ(submit(c, ana.token, action_id(first, 0), {{"text", "Hecho"}}).code(),
            "program_not_open");
  EXPECT_EQ(
      c.post("/api/program/toggle", {{"id", first_id}}, olga.token).data().at("status").as_string(),
      "active");
  EXPECT_EQ(
      c.post("/api/program/toggle", {{"id", second.at("id").as_int64()}}, org.admin_token).code(),
      "invalid_status")
      << "a draft is activated, not toggled";
  r = c.post("/api/program/close", {{"id", first_id}}, olga.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("status").as_string(), "closed");
  EXPECT_EQ(c.post("/api/program/activate", {{"id", first_id}}, olga.token).code(),
            "invalid_status")
      << "closed is final";
  EXPECT_EQ(c.post("/api/program/edit",
                   program(json::array{action("a", "text", 10)}, {{"id", first_id}}), olga.token)
                .code(),
            "invalid_status");

  // Owners edit but do not change owners or delete; admins do.
  const auto second_id = second.at("id").as_int64();
  r = c.post("/api/program/edit",
             program(json::array{action("a", "text", 10)},
                     {{"id", second_id}, {"owner_ids", json::array{olga.id}}}),
             org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  r = c.post("/api/program/edit",
             program(json::array{action("a", "text", 10)},
                     {{"id", second_id}, {"title", "Voluntariado 2027"}}),
             olga.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("title").as_string(), "Voluntariado 2027");
  EXPECT_EQ(c.post("/api/program/edit",
                   program(json::array{action("a", "text", 10)},
                           {{"id", second_id}, {"owner_ids", json::array{ana.id}}}),
                   olga.token)
                .status,
            403);
  EXPECT_EQ(c.post("/api/program/deleted", {{"id", second_id}}, olga.token).status, 403);
  EXPECT_EQ(c.post("/api/program/deleted", {{"id", second_id}}, org.admin_token).status, 200);
  EXPECT_EQ(c.get(path(second_id), org.admin_token).status, 404);
  EXPECT_GE(scalar(server(), programs_sql::kProgramAudit, {org.id, "programs.created"}).value_or(0),
            2);
}

TEST_F(ProgramsApi, OtherOrganisationsAudienceAndTheModuleFlag) {
  const auto org = make_org(server(), {"programs"});
  const auto other = make_org(server(), {"programs"});
  const auto off = make_org(server(), {});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto beto = make_user(server(), org, Role::kEmployee, "Beto");
  const auto eva = make_user(server(), other, Role::kEmployee, "Eva");
  const auto c = client(org.host);
  const auto o = client(other.host);
  const auto sales = *scalar(server(), sql::kInsertDepartment, {org.id, "Ventas"});
  exec(server(), sql::kSetDepartment, {ana.id, sales});

  const auto p = make_program(
      c, org, json::array{action("a", "text", 10)},
      {{"audience", json::object{{"everyone", false}, {"departments", json::array{sales}}}}});
  const auto id = p.at("id").as_int64();
  EXPECT_EQ(p.at("audience").at("departments").at(0).as_int64(), sales);
  // Ana is in its audience; Beto is not (until assigned).
  EXPECT_EQ(c.get(path(id), ana.token).status, 200);
  EXPECT_EQ(c.get(path(id), beto.token).status, 404);
  EXPECT_EQ(submit(c, beto.token, action_id(p, 0), {{"text", "Hola"}}).code(), "not_in_audience");
  ASSERT_EQ(
      c.post("/api/program/assign",
             {{"program_id", id}, {"user_ids", json::array{beto.id}}, {"due_on", "2030-01-01"}},
             org.admin_token)
          .status,
      200);
  EXPECT_EQ(c.get(path(id), beto.token).status, 200) << "assigned: it is his";
  EXPECT_EQ(submit(c, beto.token, action_id(p, 0), {{"text", "Hola"}}).status, 201);

  // Another organisation's ids are not found.
  EXPECT_EQ(o.get(path(id), eva.token).status, 404);
  EXPECT_EQ(o.get(path(id), other.admin_token).status, 404);
  EXPECT_EQ(o.post("/api/program/activate", {{"id", id}}, other.admin_token).status, 404);
  EXPECT_EQ(submit(o, eva.token, action_id(p, 0), {{"text", "x"}}).status, 404);
  EXPECT_EQ(o.post("/api/program/deleted", {{"id", id}}, other.admin_token).status, 404);
  EXPECT_EQ(o.get(path(id, "/stats"), other.admin_token).status, 404);

  // The module off: every call says so.
  const auto f = client(off.host);
  const auto r = f.get("/api/program", off.admin_token);
  EXPECT_EQ(r.status, 403);
  EXPECT_EQ(r.code(), "module_disabled");
  EXPECT_EQ(
      f.post("/api/program", program(json::array{action("a", "text", 1)}), off.admin_token).code(),
      "module_disabled");
  // The inbox stays (point requests), without the programs' kind.
  const auto inbox = f.get("/api/approvals", off.admin_token);
  ASSERT_EQ(inbox.status, 200) << inbox.body;
  EXPECT_FALSE(inbox.json().at("meta").at("counts").as_object().contains("program_submission"));
}

TEST_F(ProgramsApi, EvidenceLimitsPrerequisitesAndResubmission) {
  const auto org = make_org(server(), {"programs"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto beto = make_user(server(), org, Role::kEmployee, "Beto");
  const auto c = client(org.host);
  const auto p = make_program(
      c, org,
      json::array{
          action("text", "text", 10), action("link", "link", 10), action("photo", "photo", 10),
          action("file", "file", 10),
          action("after", "none", 10, {{"prerequisites", json::array{"text"}}}),
          action("weekly", "none", 5, {{"recurrence", "unlimited"}, {"per_person_limit", 2}})});
  const auto text = action_id(p, 0), link = action_id(p, 1), photo = action_id(p, 2),
             file = action_id(p, 3), after = action_id(p, 4), twice = action_id(p, 5);
  const auto id = p.at("id").as_int64();

  // Evidence by kind.
  auto r = submit(c, ana.token, text, {{"text", "  "}});
  EXPECT_EQ(r.status, 422);
  EXPECT_EQ(r.code(), "invalid_evidence");
  EXPECT_NE(r.field_error("text"), "");
  EXPECT_EQ(submit(c, ana.token, link, {{"link", "javascript:alert(1)"}}).code(),
            "invalid_evidence");
  EXPECT_EQ(submit(c, ana.token, link).code(), "invalid_evidence");
  EXPECT_EQ(submit(c, ana.token, photo).code(), "invalid_evidence");
  EXPECT_EQ(
      submit(c, ana.token, photo, {{"attachment_key", upload(server(), org, beto.id)}}).code(),
      "attachment_not_found")
      << "someone else's upload";
  EXPECT_EQ(
      submit(c, ana.token, photo,
             {{"attachment_key", upload(server(), org, ana.id, "image/png", "task-attachment")}})
          .code(),
      "attachment_not_found")
      << "another upload type";
  EXPECT_EQ(submit(c, ana.token, photo,
                   {{"attachment_key", upload(server(), org, ana.id, "application/pdf")}})
                .code(),
            "invalid_evidence")
      << "a photo action takes images";
  r = submit(c, ana.token, photo, {{"attachment_key", upload(server(), org, ana.id)}});
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.data().at("status").as_string(), "pending");
  EXPECT_EQ(r.data().at("attachment").at("name").as_string(), "foto.png");
  EXPECT_EQ(submitted(c, ana.token, file,
                      {{"attachment_key", upload(server(), org, ana.id, "application/pdf")}}) > 0,
            true);
  const auto by_link = submitted(c, ana.token, link, {{"link", "https://example.org/ana"}});
  EXPECT_GT(by_link, 0);

  // One pending per action; the limit counts pending and approved.
  const auto first = submitted(c, ana.token, text, {{"text", "Doné alimentos"}});
  EXPECT_EQ(submit(c, ana.token, text, {{"text", "Otra vez"}}).code(), "pending_submission_exists");
  EXPECT_EQ(state_of(c, ana.token, id, 0), "pending");

  // A prerequisite opens once approved.
  EXPECT_EQ(submit(c, ana.token, after).code(), "prerequisite_pending");
  EXPECT_EQ(state_of(c, ana.token, id, 4), "locked");
  // Rejected: the reason reaches her and she may send again.
  EXPECT_EQ(reject(c, org.admin_token, first, "").status, 400);
  r = reject(c, org.admin_token, first, "Falta el lugar de la donación.");
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("status").as_string(), "rejected");
  EXPECT_EQ(r.data().at("reason").as_string(), "Falta el lugar de la donación.");
  EXPECT_EQ(notices(server(), org, ana.id, "program_submission_rejected"), 1);
  EXPECT_EQ(submit(c, beto.token, text, {{"text", "x"}, {"resubmission_of", first}}).code(),
            "invalid_evidence")
      << "only her own";
  r = submit(c, ana.token, text,
             {{"text", "En el banco de alimentos"}, {"resubmission_of", first}});
  ASSERT_EQ(r.status, 201) << r.body;
  const auto again = r.data().at("id").as_int64();
  EXPECT_EQ(r.data().at("resubmission_of").as_int64(), first);
  const auto before = balances(server(), org, ana.id).redeem;
  r = approve(c, org.admin_token, again);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("status").as_string(), "approved");
  EXPECT_EQ(balances(server(), org, ana.id).redeem, before + 10);
  EXPECT_EQ(notices(server(), org, ana.id, "program_submission_approved"), 1);
  EXPECT_EQ(state_of(c, ana.token, id, 0), "limit_reached") << "once";
  EXPECT_EQ(submit(c, ana.token, text, {{"text", "Tercera"}}).code(), "limit_reached");
  EXPECT_EQ(state_of(c, ana.token, id, 4), "available");
  EXPECT_EQ(submit(c, ana.token, after).status, 201);

  // Two at most of an unlimited action with a limit of 2 (pending ones count).
  const auto t1 = submitted(c, ana.token, twice);
  ASSERT_EQ(approve(c, org.admin_token, t1).status, 200);
  const auto t2 = submitted(c, ana.token, twice);
  EXPECT_GT(t2, 0);
  ASSERT_EQ(approve(c, org.admin_token, t2).status, 200);
  EXPECT_EQ(submit(c, ana.token, twice).code(), "limit_reached");

  // Progress on the page and in the list.
  r = c.get(path(id), ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("mine").at("completed").as_int64(), 2);
  EXPECT_EQ(r.data().at("mine").at("total").as_int64(), 6);
  EXPECT_EQ(r.data().at("mine").at("points_earned").as_int64(), 20);
  EXPECT_FALSE(r.data().at("my_submissions").as_array().empty());
  r = c.get("/api/program/submissions/mine?status=rejected", ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(ids_of(r.data()), (std::set<std::int64_t>{first}));
  EXPECT_EQ(c.get("/api/program/submissions/mine?status=lost", ana.token).status, 400);

  // The activity, the leaderboard, the owners' submissions and figures.
  r = c.get(path(id, "/activity"), beto.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.json().at("meta").at("total").as_int64(), 3);
  r = c.get(path(id, "/leaderboard"), beto.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("top").at(0).at("person").at("id").as_int64(), ana.id);
  EXPECT_EQ(r.data().at("top").at(0).at("points").as_int64(), 20);
  EXPECT_TRUE(r.data().at("me").is_null());
  EXPECT_EQ(c.get(path(id, "/submissions"), beto.token).status, 403);
  r = c.get(path(id, "/submissions?status=pending"), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.json().at("meta").at("total").as_int64(), 4);
  EXPECT_TRUE(r.data().at(0).at("can_decide").as_bool());
  r = c.get(path(id, "/stats"), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("by_status").at("approved").as_int64(), 3);
  EXPECT_EQ(r.data().at("by_status").at("rejected").as_int64(), 1);
  EXPECT_EQ(r.data().at("participants").as_int64(), 1);
  EXPECT_EQ(r.data().at("budget_spent").as_int64(), 20);
  EXPECT_FALSE(r.data().at("median_hours_to_approve").is_null());
  EXPECT_TRUE(r.data().at("by_department").at(0).at("hidden").as_bool())
      << "fewer people than the minimum group size";
}

TEST_F(ProgramsApi, TheBudgetIsAHardCapUnderConcurrentApprovals) {
  const auto org = make_org(server(), {"programs"});
  const auto c = client(org.host);
  const auto p =
      make_program(c, org, json::array{action("a", "text", 10)}, {{"budget_points", 100}});
  std::vector<std::int64_t> subs;
  for (int i = 0; i < 20; ++i) {
    const auto person = make_user(server(), org, Role::kEmployee, "P" + std::to_string(i));
    subs.push_back(submitted(c, person.token, action_id(p, 0), {{"text", "Hecho"}}));
  }
  std::atomic<int> ok{0}, exhausted{0}, other{0};
  std::vector<std::thread> threads;
  for (const auto id : subs) {
    threads.emplace_back([&, id] {
      const auto r =
          client(org.host).post("/api/program/submission/" + std::to_string(id) + "/approve",
                                json::object{}, org.admin_token);
      if (r.status == 200) {
        ++ok;
      } else if (r.code() == "program_budget_exhausted") {
        ++exhausted;
      } else {
        ++other;
      }
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(ok.load(), 10);
  EXPECT_EQ(exhausted.load(), 10);
  EXPECT_EQ(other.load(), 0);
  const auto id = p.at("id").as_int64();
  EXPECT_EQ(scalar(server(), programs_sql::kProgramSpent, {org.id, id}).value_or(-1), 100);
  EXPECT_EQ(ledger_sum(server(), org), 0);

  // The ones left wait in the inbox marked "sin presupuesto"; nothing more can be approved.
  const auto inbox = c.get("/api/approvals?kind=program_submission&perPage=100", org.admin_token);
  ASSERT_EQ(inbox.status, 200) << inbox.body;
  ASSERT_EQ(inbox.data().as_array().size(), 10U);
  const auto waiting_items = inbox.data();
  for (const auto& item : waiting_items.as_array()) {
    EXPECT_TRUE(item.at("blocked").as_bool());
    EXPECT_EQ(item.at("blocked_reason").as_string(), "sin presupuesto");
  }
  const auto detail = c.get(path(id), org.admin_token);
  EXPECT_EQ(detail.data().at("budget_remaining").as_int64(), 0);
  // Raising the budget unblocks them; lowering it under what is spent is refused.
  auto edit = program(json::array{action("a", "text", 10)}, {{"id", id}, {"budget_points", 90}});
  edit["actions"].as_array()[0].as_object()["id"] = action_id(p, 0);
  EXPECT_EQ(c.post("/api/program/edit", edit, org.admin_token).field_error("budget_points") != "",
            true);
  edit["budget_points"] = 110;
  ASSERT_EQ(c.post("/api/program/edit", edit, org.admin_token).status, 200);
  const auto waiting = inbox.data().at(0).at("id").as_int64();
  EXPECT_EQ(approve(c, org.admin_token, waiting).status, 200);
  EXPECT_EQ(scalar(server(), programs_sql::kProgramSpent, {org.id, id}).value_or(-1), 110);
}

TEST_F(ProgramsApi, OnePaymentUnderConcurrentApprovalsOfOneSubmission) {
  const auto org = make_org(server(), {"programs"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto luis = make_user(server(), org, Role::kLeader, "Luis");
  lead(server(), ana, luis.id);
  const auto c = client(org.host);
  const auto p = make_program(c, org, json::array{action("a", "text", 40)});
  const auto id = submitted(c, ana.token, action_id(p, 0), {{"text", "Hecho"}});
  const auto before = balances(server(), org, ana.id).redeem;
  std::atomic<int> ok{0}, decided{0};
  std::vector<std::thread> threads;
  for (int i = 0; i < 10; ++i) {
    threads.emplace_back([&, i] {
      const auto token = i % 2 == 0 ? org.admin_token : luis.token;
      const auto r =
          i % 3 == 0
              ? decide(client(org.host), token, {{"program_submission", id}}, "approve")
              : client(org.host).post("/api/program/submission/" + std::to_string(id) + "/approve",
                                      json::object{}, token);
      if (r.status == 200 && (!r.data().as_object().contains("results") ||
                              r.data().at("results").at(0).at("ok").as_bool())) {
        ++ok;
      } else {
        ++decided;
      }
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(ok.load(), 1);
  EXPECT_EQ(decided.load(), 9);
  EXPECT_EQ(balances(server(), org, ana.id).redeem, before + 40);
  EXPECT_EQ(scalar(server(), programs_sql::kProgramLedger, {org.id, id}).value_or(-1), 1);
  EXPECT_EQ(ledger_sum(server(), org), 0);
}

TEST_F(ProgramsApi, NobodyDecidesTheirOwnAndDeletingCancelsWhatWaits) {
  const auto org = make_org(server(), {"programs"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto olga = make_user(server(), org, Role::kEmployee, "Olga");
  const auto luis = make_user(server(), org, Role::kLeader, "Luis");
  const auto nora = make_user(server(), org, Role::kLeader, "Nora");
  lead(server(), ana, luis.id);
  const auto c = client(org.host);
  const auto p = make_program(c, org, json::array{action("a", "text", 10), action("b", "text", 5)},
                              {{"owner_ids", json::array{olga.id}}});
  const auto own = submitted(c, olga.token, action_id(p, 0), {{"text", "Mía"}});
  auto r = approve(c, olga.token, own);
  EXPECT_EQ(r.status, 403);
  EXPECT_EQ(r.code(), "own_item");
  EXPECT_EQ(approve(c, ana.token, own).code(), "not_your_decision");
  EXPECT_EQ(approve(c, nora.token, own).code(), "not_your_decision") << "not her report";
  const auto anas = submitted(c, ana.token, action_id(p, 0), {{"text", "De Ana"}});
  EXPECT_EQ(notices(server(), org, olga.id, "program_submission_pending"), 1) << "the owner";
  EXPECT_EQ(approve(c, luis.token, anas).status, 200) << "her leader";
  EXPECT_EQ(approve(c, luis.token, anas).code(), "already_decided");
  EXPECT_EQ(approve(c, olga.token, anas).code(), "already_decided");

  // Deleting the program cancels what waits (nothing paid); approved points stay.
  const auto waiting = submitted(c, ana.token, action_id(p, 1), {{"text", "Otra"}});
  const auto before = balances(server(), org, ana.id).redeem;
  r = c.post("/api/program/deleted", {{"id", p.at("id").as_int64()}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("cancelled").as_int64(), 2) << "Olga's and Ana's second";
  EXPECT_EQ(balances(server(), org, ana.id).redeem, before);
  EXPECT_EQ(approve(c, org.admin_token, waiting).status, 404);
  r = c.get("/api/approvals?kind=program_submission", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().as_array().empty());
}

TEST_F(ProgramsApi, AnErasedPersonsEvidenceAndAssignmentsGoTheirPointsStay) {
  const auto org = make_org(server(), {"programs"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto c = client(org.host);
  const auto p = make_program(c, org, json::array{action("a", "text", 10), action("b", "link", 5)},
                              {{"owner_ids", json::array{ana.id}}});
  const auto id = p.at("id").as_int64();
  auto r = c.post("/api/program/assign",
                  {{"program_id", id}, {"user_ids", json::array{ana.id}}, {"due_on", "2099-01-31"}},
                  org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto approved = submitted(c, ana.token, action_id(p, 0), {{"text", "Pinté la escuela"}});
  ASSERT_EQ(approve(c, org.admin_token, approved).status, 200);
  const auto waiting =
      submitted(c, ana.token, action_id(p, 1), {{"link", "https://example.org/ana"}});
  const auto paid = balances(server(), org, ana.id).redeem;
  EXPECT_EQ(paid, 10);

  ASSERT_EQ(c.post("/api/user/admin/delete", {{"user_id", ana.id}}, org.admin_token).status, 200);
  EXPECT_EQ(scalar(server(), programs_sql::kProgramEvidenceOf, {org.id, ana.id}), 0)
      << "no text, link or file of hers is kept";
  EXPECT_EQ(scalar(server(), programs_sql::kProgramAssignmentsOf, {org.id, ana.id}), 0);
  EXPECT_EQ(approve(c, org.admin_token, waiting).code(), "already_decided")
      << "what waited is withdrawn";
  EXPECT_EQ(balances(server(), org, ana.id).redeem, paid) << "the ledger keeps what was paid";
  r = c.get(path(id), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("owners").as_array().empty()) << "she owns nothing any more";
}

TEST_F(ProgramsApi, AnAutoApprovedActionPaysAtOnceWithinTheBudget) {
  const auto org = make_org(server(), {"programs"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto beto = make_user(server(), org, Role::kEmployee, "Beto");
  const auto c = client(org.host);
  const auto p =
      make_program(c, org, json::array{action("a", "none", 30, {{"auto_approve", true}})},
                   {{"budget_points", 50}});
  auto r = submit(c, ana.token, action_id(p, 0));
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.data().at("status").as_string(), "approved");
  EXPECT_EQ(balances(server(), org, ana.id).redeem, 30);
  r = submit(c, beto.token, action_id(p, 0));
  EXPECT_EQ(r.code(), "program_budget_exhausted");
  EXPECT_EQ(
      c.get("/api/program/submissions/mine", beto.token).json().at("meta").at("total").as_int64(),
      0)
      << "nothing kept";
}

TEST_F(ProgramsApi, DecisionsAndSubmissionsRefreshTheirPagesLive) {
  const auto org = make_org(server(), {"programs"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto olga = make_user(server(), org, Role::kEmployee, "Olga");
  const auto c = client(org.host);
  const auto p = make_program(c, org, json::array{action("a", "text", 10)},
                              {{"owner_ids", json::array{olga.id}}});
  const auto stream_of = [&](const TestUser& who) {
    const auto r = c.post("/api/live/ticket", json::object{}, who.token);
    EXPECT_EQ(r.status, 200) << r.body;
    return std::make_unique<EventStreamClient>(server().port(), org.host,
                                               std::string(r.data().at("ticket").as_string()));
  };
  const auto owner = stream_of(olga);
  ASSERT_TRUE(owner->next("ready"));
  const auto id = submitted(c, ana.token, action_id(p, 0), {{"text", "Hecho"}});
  EXPECT_TRUE(owner->next("approvals.changed")) << "the owner's inbox asks again";
  const auto person = stream_of(ana);
  ASSERT_TRUE(person->next("ready"));
  ASSERT_EQ(decide(c, olga.token, {{"program_submission", id}}, "approve").status, 200);
  EXPECT_TRUE(person->next("approvals.changed")) << "her program page asks again";
}

TEST_F(ProgramsApi, TheLeaderboardShowsTheTopMyPlaceAndWhoIsJustAhead) {
  const auto org = make_org(server(), {"programs"});
  const auto c = client(org.host);
  const auto p = make_program(
      c, org,
      json::array{action("a", "none", 1, {{"recurrence", "unlimited"}, {"per_person_limit", 20}})});
  const auto sales = *scalar(server(), sql::kInsertDepartment, {org.id, "Ventas"});
  // Twelve people: the first earns 12 points, the second 11, ... the last 1.
  std::vector<TestUser> people;
  for (int i = 0; i < 12; ++i) {
    people.push_back(make_user(server(), org, Role::kEmployee, "P" + std::to_string(i)));
    for (int n = 0; n < 12 - i; ++n) {
      ASSERT_EQ(
          approve(c, org.admin_token, submitted(c, people.back().token, action_id(p, 0))).status,
          200);
    }
  }
  exec(server(), sql::kSetDepartment, {people[11].id, sales});
  const auto id = p.at("id").as_int64();
  auto r = c.get(path(id, "/leaderboard"), people[11].token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("top").as_array().size(), 10U) << "never the bottom";
  EXPECT_EQ(r.data().at("top").at(0).at("person").at("id").as_int64(), people[0].id);
  EXPECT_EQ(r.data().at("top").at(0).at("points").as_int64(), 12);
  EXPECT_EQ(r.data().at("me").at("rank").as_int64(), 12);
  EXPECT_EQ(r.data().at("ahead").at("person").at("id").as_int64(), people[10].id);
  EXPECT_EQ(r.data().at("participants").as_int64(), 12);
  r = c.get(path(id, "/leaderboard"), people[3].token);
  EXPECT_EQ(r.data().at("me").at("rank").as_int64(), 4);
  EXPECT_TRUE(r.data().at("ahead").is_null()) << "already in the top";
  r = c.get(path(id, "/leaderboard?department=") + std::to_string(sales), people[11].token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("top").as_array().size(), 1U);
  EXPECT_EQ(r.data().at("me").at("rank").as_int64(), 1);
}

// Assignments and the due reminders on the organisation's local day.
class ProgramsJobs : public ProgramsApi {};

TEST_F(ProgramsJobs, AssignedProgramsAndTheDueReminders) {
  ManualClock clock(1'780'315'200'000);  // 2026-06-01 12:00 UTC: the same day in the org's zone
  TestServer timed({}, &clock);
  const auto org = make_org(timed, {"programs"});
  const auto off = make_org(timed, {"programs"});
  const auto c = timed.client(org.host);
  const auto ana = make_user(timed, org, Role::kEmployee, "Ana");
  const auto beto = make_user(timed, org, Role::kEmployee, "Beto");
  const auto sales = *scalar(timed, sql::kInsertDepartment, {org.id, "Ventas"});
  exec(timed, sql::kSetDepartment, {beto.id, sales});
  const auto p = make_program(c, org, json::array{action("a", "none", 10)},
                              {{"mandatory", true},
                               {"audience", json::object{{"everyone", false},
                                                         {"groups", json::array{}},
                                                         {"departments", json::array{sales}}}}});
  const auto id = p.at("id").as_int64();
  // A program of the everyone audience, newer: Ana's list shows the assigned one first.
  make_program(c, org, json::array{action("a", "none", 10)});

  auto r = c.post("/api/program/assign", {{"program_id", id}, {"due_on", "2026-06-02"}},
                  org.admin_token);
  EXPECT_EQ(r.status, 422) << "nobody named";
  r = c.post("/api/program/assign",
             {{"program_id", id},
              {"user_ids", json::array{ana.id}},
              {"department_ids", json::array{sales}},
              {"due_on", "2026-06-02"}},
             org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("assigned").as_int64(), 2);
  r = c.post("/api/program/assign",
             {{"program_id", id}, {"user_ids", json::array{ana.id}}, {"due_on", "2026-06-02"}},
             org.admin_token);
  EXPECT_EQ(r.data().at("assigned").as_int64(), 0) << "idempotent per person";
  EXPECT_EQ(r.data().at("updated").as_int64(), 1);
  EXPECT_EQ(r.data().at("total").as_int64(), 2);
  EXPECT_EQ(notices(timed, org, ana.id, "program_assigned"), 1);
  r = c.get("/api/program", ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().as_array().size(), 2U);
  EXPECT_EQ(r.data().at(0).at("id").as_int64(), id) << "assigned first";
  EXPECT_TRUE(r.data().at(0).at("mine").at("assigned").as_bool());
  EXPECT_EQ(r.data().at(0).at("mine").at("due_on").as_string(), "2026-06-02");
  r = c.get("/api/program?mine=true", ana.token);
  EXPECT_EQ(ids_of(r.data()), (std::set<std::int64_t>{id}));
  r = c.get(path(id, "/assignments"), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.json().at("meta").at("total").as_int64(), 2);

  // Beto completes it: no reminder for him.
  ASSERT_EQ(approve(c, org.admin_token, submitted(c, beto.token, action_id(p, 0))).status, 200);
  // The same program in an organisation with the module off reminds nobody.
  const auto oc = timed.client(off.host);
  const auto op = make_program(oc, off, json::array{action("a", "none", 1)});
  const auto eva = make_user(timed, off, Role::kEmployee, "Eva");
  ASSERT_EQ(oc.post("/api/program/assign",
                    {{"program_id", op.at("id").as_int64()},
                     {"user_ids", json::array{eva.id}},
                     {"due_on", "2026-06-02"}},
                    off.admin_token)
                .status,
            200);
  exec(timed, programs_sql::kModuleOff, {off.id});

  auto& service = timed.app().service<programs::ProgramService>();
  EXPECT_EQ(service.remind_due(), 1) << "the day before, Ana only";
  EXPECT_EQ(service.remind_due(), 0) << "once a day";
  EXPECT_EQ(notices(timed, org, ana.id, "program_due"), 1);
  EXPECT_EQ(notices(timed, org, beto.id, "program_due"), 0);
  EXPECT_EQ(notices(timed, off, eva.id, "program_due"), 0);
  clock.advance_ms(86'400'000);  // 2026-06-02: the due day
  EXPECT_EQ(service.remind_due(), 1);
  EXPECT_EQ(notices(timed, org, ana.id, "program_due"), 2);
  clock.advance_ms(86'400'000);  // overdue: shown, not reminded again
  EXPECT_EQ(service.remind_due(), 0);
  r = c.get(path(id), c.login(ana.email, ana.password));  // a new session: days went by
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("mine").at("overdue").as_bool());
}

// The one inbox: point requests and program submissions together.
class ApprovalsApi : public ProgramsApi {};

TEST_F(ApprovalsApi, MixedKindsPerItemResultsCountsAndRoles) {
  const auto org = make_org(server(), {"programs"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto beto = make_user(server(), org, Role::kEmployee, "Beto");
  const auto luis = make_user(server(), org, Role::kLeader, "Luis");
  lead(server(), ana, luis.id);
  const auto c = client(org.host);
  const auto p = make_program(c, org, json::array{action("a", "text", 15)});
  const auto anas = submitted(c, ana.token, action_id(p, 0), {{"text", "De Ana"}});
  const auto betos = submitted(c, beto.token, action_id(p, 0), {{"text", "De Beto"}});
  auto r = c.post("/api/point_request", {{"amount", 25}, {"reason", "Horas extra"}}, ana.token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto request = r.data().at("id").as_int64();

  // The admin sees all three, oldest first, with counts per kind.
  r = c.get("/api/approvals", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().as_array().size(), 3U);
  std::int64_t previous = 0;
  std::map<std::int64_t, json::object> submissions;
  const auto admin_items = r.data();
  for (const auto& item : admin_items.as_array()) {
    EXPECT_GE(item.at("submitted_at").as_int64(), previous) << "oldest first";
    previous = item.at("submitted_at").as_int64();
    EXPECT_TRUE(item.at("due_at").is_null()) << "neither kind has a deadline of its own";
    EXPECT_FALSE(item.at("overdue").as_bool());
    if (item.at("kind").as_string() == "program_submission") {
      submissions[item.at("id").as_int64()] = item.as_object();
    } else {
      EXPECT_EQ(item.at("id").as_int64(), request);
      EXPECT_EQ(item.at("points").as_int64(), 25);
    }
  }
  ASSERT_EQ(submissions.size(), 2U);
  const auto& first = submissions.at(anas);
  EXPECT_EQ(first.at("title").as_string(), "Acción a");
  EXPECT_EQ(first.at("detail").as_string(), "De Ana");
  EXPECT_EQ(first.at("context").as_string(), "Voluntariado");
  EXPECT_EQ(first.at("requester").at("id").as_int64(), ana.id);
  EXPECT_EQ(first.at("points").as_int64(), 15);
  EXPECT_EQ(first.at("age_hours").as_int64(), 0);
  EXPECT_FALSE(first.at("blocked").as_bool());
  EXPECT_EQ(first.at("href").as_string(), "/programs/" + std::to_string(p.at("id").as_int64()));
  EXPECT_EQ(r.json().at("meta").at("counts").at("program_submission").as_int64(), 2);
  EXPECT_EQ(r.json().at("meta").at("counts").at("point_request").as_int64(), 1);
  r = c.get("/api/approvals?kind=point_request", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(ids_of(r.data()), (std::set<std::int64_t>{request}));
  EXPECT_EQ(r.json().at("meta").at("counts").at("program_submission").as_int64(), 2);
  EXPECT_EQ(c.get("/api/approvals?kind=idea_review", org.admin_token).status, 400)
      << "a kind no module registers";
  // A page at a time, across the kinds, in the same order; the total counts every kind.
  std::vector<std::pair<std::string, std::int64_t>> in_order;
  for (const auto& item : admin_items.as_array()) {
    in_order.emplace_back(std::string(item.at("kind").as_string()), item.at("id").as_int64());
  }
  for (std::size_t page = 1; page <= 3; ++page) {
    r = c.get("/api/approvals?perPage=1&page=" + std::to_string(page), org.admin_token);
    ASSERT_EQ(r.status, 200) << r.body;
    const auto items = r.data();
    ASSERT_EQ(items.as_array().size(), 1U) << "page " << page;
    const auto& item = items.as_array().front();
    EXPECT_EQ(std::string(item.at("kind").as_string()), in_order[page - 1].first);
    EXPECT_EQ(item.at("id").as_int64(), in_order[page - 1].second);
    EXPECT_EQ(r.json().at("meta").at("total").as_int64(), 3);
  }
  r = c.get("/api/approvals?perPage=1&page=4", org.admin_token);
  EXPECT_TRUE(r.data().as_array().empty());

  // Her leader sees only Ana's; an employee gets an empty list, not 403.
  r = c.get("/api/approvals", luis.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().as_array().size(), 2U);
  const auto leader_items = r.data();
  for (const auto& item : leader_items.as_array()) {
    EXPECT_EQ(item.at("requester").at("id").as_int64(), ana.id);
  }
  r = c.get("/api/approvals", beto.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().as_array().empty());
  EXPECT_EQ(r.json().at("meta").at("counts").at("program_submission").as_int64(), 0);

  // Bad input moves nothing.
  EXPECT_EQ(decide(c, org.admin_token, {}, "approve").status, 400);
  EXPECT_EQ(decide(c, org.admin_token, {{"program_submission", anas}}, "maybe").status, 400);
  EXPECT_EQ(decide(c, org.admin_token, {{"program_submission", anas}}, "reject").status, 400)
      << "a reason to reject";
  EXPECT_EQ(
      decide(c, org.admin_token, {{"idea_review", 1}, {"program_submission", anas}}, "approve")
          .status,
      400);
  EXPECT_EQ(c.get("/api/approvals", org.admin_token).data().as_array().size(), 3U);

  // Per-item results: Beto's was decided already; one of another organisation is not found.
  ASSERT_EQ(approve(c, org.admin_token, betos).status, 200);
  const auto other = make_org(server(), {"programs"});
  const auto oc = client(other.host);
  const auto eva = make_user(server(), other, Role::kEmployee, "Eva");
  const auto op = make_program(oc, other, json::array{action("a", "text", 1)});
  const auto evas = submitted(oc, eva.token, action_id(op, 0), {{"text", "x"}});
  const auto ana_before = balances(server(), org, ana.id).redeem;
  r = decide(c, org.admin_token,
             {{"program_submission", anas},
              {"program_submission", betos},
              {"point_request", request},
              {"program_submission", evas}},
             "approve", "Gracias");
  ASSERT_EQ(r.status, 200) << r.body;
  const auto results = r.data().at("results").as_array();
  ASSERT_EQ(results.size(), 4U);
  EXPECT_TRUE(results.at(0).at("ok").as_bool());
  EXPECT_FALSE(results.at(1).at("ok").as_bool());
  EXPECT_EQ(results.at(1).at("error").at("code").as_string(), "already_decided");
  EXPECT_TRUE(results.at(2).at("ok").as_bool()) << results.at(2);
  EXPECT_EQ(results.at(3).at("error").at("code").as_string(), "not_found");
  EXPECT_EQ(r.data().at("approved").as_int64(), 2);
  EXPECT_EQ(r.data().at("failed").as_int64(), 2);
  EXPECT_EQ(balances(server(), org, ana.id).redeem, ana_before + 15 + 25);
  EXPECT_EQ(ledger_sum(server(), org), 0);
  r = c.get("/api/approvals", org.admin_token);
  EXPECT_TRUE(r.data().as_array().empty());

  // Her own point request: own_item in the inbox, even for the leader who asks.
  r = c.post("/api/point_request", {{"amount", 5}, {"reason", "Mía"}}, luis.token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto his = r.data().at("id").as_int64();
  r = decide(c, luis.token, {{"point_request", his}}, "reject", "No");
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("results").at(0).at("error").at("code").as_string(), "own_item");
  r = decide(c, org.admin_token, {{"point_request", his}}, "reject", "No corresponde");
  EXPECT_TRUE(r.data().at("results").at(0).at("ok").as_bool());
}

}  // namespace
}  // namespace aplauso::test
