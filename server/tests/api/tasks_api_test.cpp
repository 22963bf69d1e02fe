// Tasks over HTTP on both engines: who may create, see, change and delete (self, a report down
// the leader chain, a stranger, admins), another organisation's ids, the module switched off,
// dependencies that block and unblock (with the notification) and refuse cycles, proof of
// completion and whose uploads may be attached, templates started by hand (due days from
// offsets, one run per subject and day even under concurrent starts) and by creating a person
// (the admin call and a spreadsheet import), the interface other modules create tasks through,
// the views on the organisation's local day with their counts, the due-today job once, and the
// live hint that appends a new task to its assignee's list.
#include <atomic>
#include <boost/json/array.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <map>
#include <set>
#include <thread>

#include "core/clock.h"
#include "db/conn.h"
#include "db/database.h"
#include "modules/tasks/task_service.h"
#include "modules/tasks/task_templates.h"
#include "support/api_test.h"
#include "support/event_stream_client.h"
#include "support/fixtures.h"
#include "support/test_sql.h"
#include "support/xlsx_fixture.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

namespace tasks_sql {
inline constexpr db::Statement kSetTaskLeader{"test.tasks_set_leader",
                                              "UPDATE users SET leader_id = $2 WHERE id = $1"};
inline constexpr db::Statement kTaskNotices{
    "test.tasks_notifications",
    "SELECT COUNT(*) FROM notifications WHERE org_id = $1 AND user_id = $2 AND kind = $3"};
inline constexpr db::Statement kUpload{
    "test.tasks_upload",
    "INSERT INTO uploads (org_id, user_id, upload_type, storage_key, file_name, content_type, "
    "declared_size, size, completed_at, created_at) VALUES ($1, $2, $3, $4, $5, 'application/pdf', "
    "10, 10, $6, 1)"};
inline constexpr db::Statement kUserByEmail{"test.tasks_user_by_email",
                                            "SELECT id FROM users WHERE email = $1"};
}  // namespace tasks_sql

class TasksApi : public ApiTest {
 protected:
  static std::string task_path(std::int64_t id, const std::string& tail = "") {
    return "/api/tasks/" + std::to_string(id) + tail;
  }

  static HttpResult create(const HttpClient& c, const std::string& token,
                           const std::vector<std::int64_t>& assignees,
                           const json::object& extra = {}) {
    json::array ids;
    for (const auto id : assignees) ids.emplace_back(id);
    json::object body{{"title", "Revisar el informe"}, {"assignee_ids", std::move(ids)}};
    for (const auto& [k, v] : extra) body[k] = v;
    return c.post("/api/tasks", body, token);
  }

  static std::int64_t make_task(const HttpClient& c, const std::string& token,
                                const std::vector<std::int64_t>& assignees,
                                const json::object& extra = {}) {
    const auto r = create(c, token, assignees, extra);
    EXPECT_EQ(r.status, 201) << r.body;
    return r.status == 201 ? r.data().at("id").as_int64() : 0;
  }

  static HttpResult status(const HttpClient& c, const std::string& token, std::int64_t id,
                           const std::string& to) {
    return c.patch(task_path(id), json::object{{"status", to}}, token);
  }

  static void lead(TestServer& s, const TestUser& person, std::int64_t leader) {
    exec(s, tasks_sql::kSetTaskLeader, {person.id, leader});
  }

  static std::int64_t notices(TestServer& s, const TestOrg& org, std::int64_t user,
                              const char* kind) {
    return scalar(s, tasks_sql::kTaskNotices, {org.id, user, kind}).value_or(-1);
  }

  static std::string upload(TestServer& s, const TestOrg& org, std::int64_t user,
                            const std::string& type = "task-attachment", bool finished = true) {
    const auto key = unique("tasks/file") + ".pdf";
    exec(s, tasks_sql::kUpload,
         {org.id, user, type, key, "contrato.pdf",
          finished ? std::optional<std::int64_t>(2) : std::nullopt});
    return key;
  }

  static std::set<std::int64_t> ids_of(const json::value& data) {
    std::set<std::int64_t> out;
    for (const auto& t : data.as_array()) out.insert(t.at("id").as_int64());
    return out;
  }

  /// Subject, their leader, an admin and a named person; t2 waits for t1, t4 for t3.
  static json::object with_person(const std::string& trigger, std::int64_t person) {
    auto t = json::parse(R"({
      "name": {"es": "Bienvenida", "en": "Welcome"},
      "anchor": "hire_date",
      "items": [
        {"key": "t1", "title": "Preparar accesos", "offset_days": -3, "assignee_role": "admin"},
        {"key": "t2", "title": "Dar la bienvenida", "offset_days": 0, "assignee_role": "leader",
         "depends_on": ["t1"]},
        {"key": "t3", "title": "Subir el contrato", "offset_days": 1, "assignee_role": "subject",
         "proof": "attachment"},
        {"key": "t4", "title": "Café con un mentor", "offset_days": 7,
         "assignee_role": "person", "depends_on": ["t3"]}
      ]})")
                 .as_object();
    t["trigger"] = trigger;
    t["items"].as_array()[3].as_object()["person_id"] = person;
    return t;
  }

  static std::int64_t make_template(const HttpClient& c, const TestOrg& org,
                                    const json::object& body) {
    const auto r = c.post("/api/org/tasks/templates", body, org.admin_token);
    EXPECT_EQ(r.status, 201) << r.body;
    return r.status == 201 ? r.data().at("id").as_int64() : 0;
  }

  static HttpResult start(const HttpClient& c, const TestOrg& org, std::int64_t template_id,
                          std::int64_t subject, const std::optional<std::string>& anchor = {}) {
    json::object body{{"subject_id", subject}};
    if (anchor) body["anchor_on"] = *anchor;
    return c.post("/api/org/tasks/templates/" + std::to_string(template_id) + "/runs", body,
                  org.admin_token);
  }

  /// The tasks of a person (as the admin sees them), by title.
  static std::map<std::string, json::object> tasks_of(const HttpClient& c, const TestOrg& org,
                                                      std::int64_t person) {
    std::map<std::string, json::object> out;
    const auto r =
        c.get("/api/tasks?assignee=" + std::to_string(person) + "&perPage=100", org.admin_token);
    EXPECT_EQ(r.status, 200) << r.body;
    const auto data = r.data();
    for (const auto& t : data.as_array()) {
      out[std::string(t.at("title").as_string())] = t.as_object();
    }
    return out;
  }
};

TEST_F(TasksApi, WhoMayCreateSeeAndChange) {
  const auto org = make_org(server(), {"tasks"});
  const auto luis = make_user(server(), org, Role::kLeader, "Luis");
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto gabo = make_user(server(), org, Role::kEmployee, "Gabo");
  const auto sara = make_user(server(), org, Role::kEmployee, "Sara");
  lead(server(), ana, luis.id);
  lead(server(), gabo, ana.id);  // Luis leads Gabo two levels up.
  const auto c = client(org.host);

  // For oneself, for a report down the chain, not for a stranger; admins for anyone.
  auto r = create(c, ana.token, {ana.id});
  ASSERT_EQ(r.status, 201) << r.body;
  const auto own = r.data().at("id").as_int64();
  EXPECT_EQ(r.data().at("creator").at("id").as_int64(), ana.id);
  EXPECT_EQ(r.data().at("status").as_string(), "pending");
  EXPECT_EQ(r.data().at("priority").as_string(), "normal");
  EXPECT_EQ(r.data().at("source").at("kind").as_string(), "manual");
  EXPECT_FALSE(r.data().at("blocked").as_bool());
  const auto for_gabo = make_task(c, luis.token, {gabo.id});
  r = create(c, ana.token, {sara.id});
  EXPECT_EQ(r.status, 403);
  EXPECT_EQ(r.code(), "forbidden");
  EXPECT_EQ(create(c, ana.token, {ana.id, sara.id}).status, 403) << "one stranger is enough";
  EXPECT_EQ(create(c, gabo.token, {ana.id}).status, 403) << "not up the chain";
  const auto for_sara = make_task(c, org.admin_token, {sara.id});

  // Bad fields are named.
  r = c.post("/api/tasks",
             {{"title", ""},
              {"assignee_ids", json::array{}},
              {"due_on", "2026-02-30"},
              {"priority", "asap"}},
             ana.token);
  EXPECT_EQ(r.status, 422);
  EXPECT_NE(r.field_error("title"), "");
  EXPECT_NE(r.field_error("assignee_ids"), "");
  EXPECT_NE(r.field_error("due_on"), "");
  EXPECT_NE(r.field_error("priority"), "");

  // Seen by assignees, creator, the leader chain and admins; a stranger gets 404.
  EXPECT_EQ(c.get(task_path(own), luis.token).status, 200) << "Ana's leader";
  EXPECT_EQ(c.get(task_path(for_gabo), ana.token).status, 200) << "Gabo's leader";
  EXPECT_EQ(c.get(task_path(for_gabo), luis.token).status, 200) << "creator, two levels up";
  EXPECT_EQ(c.get(task_path(own), org.admin_token).status, 200);
  EXPECT_EQ(c.get(task_path(own), sara.token).status, 404);
  EXPECT_EQ(status(c, sara.token, own, "done").status, 404);
  EXPECT_EQ(c.request("DELETE", task_path(own), {}, sara.token).status, 404);
  EXPECT_EQ(c.get(task_path(for_sara), ana.token).status, 404);

  // The assignee moves the status; only the creator, the chain or admins edit the fields.
  r = status(c, gabo.token, for_gabo, "in_progress");
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("status").as_string(), "in_progress");
  r = c.patch(task_path(for_gabo), json::object{{"title", "Otro título"}}, gabo.token);
  EXPECT_EQ(r.status, 403);
  r = c.patch(task_path(for_gabo), json::object{{"title", "Otro título"}, {"priority", "urgent"}},
              ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("title").as_string(), "Otro título");
  EXPECT_EQ(r.data().at("priority").as_string(), "urgent");
  r = status(c, gabo.token, for_gabo, "done");
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("completed_by").at("id").as_int64(), gabo.id);
  EXPECT_FALSE(r.data().at("completed_at").is_null());
  EXPECT_EQ(status(c, gabo.token, for_gabo, "in_progress").code(), "invalid_status")
      << "reopen first";
  r = status(c, gabo.token, for_gabo, "pending");
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("completed_at").is_null());

  // Lists: mine, the team's (leaders only), one person's.
  r = c.get("/api/tasks", ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(ids_of(r.data()), (std::set<std::int64_t>{own}));
  r = c.get("/api/tasks?assignee=team", luis.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(ids_of(r.data()), (std::set<std::int64_t>{own, for_gabo}));
  EXPECT_EQ(r.json().at("meta").at("total").as_int64(), 2);
  EXPECT_TRUE(r.json().at("meta").at("counts").as_object().contains("overdue"));
  r = c.get("/api/tasks?assignee=team", sara.token);
  EXPECT_EQ(r.status, 403);
  EXPECT_EQ(r.code(), "not_a_leader");
  EXPECT_EQ(c.get("/api/tasks?assignee=" + std::to_string(gabo.id), luis.token).status, 200);
  EXPECT_EQ(c.get("/api/tasks?assignee=" + std::to_string(sara.id), luis.token).status, 404);
  EXPECT_EQ(c.get("/api/tasks?view=someday", ana.token).status, 400);

  // Comments reach the others on the task.
  r = c.post(task_path(for_gabo, "/comments"), {{"body", "¿Lo vemos mañana?"}}, luis.token);
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(notices(server(), org, gabo.id, "task_comment"), 1);
  EXPECT_EQ(notices(server(), org, luis.id, "task_comment"), 0);
  EXPECT_EQ(c.post(task_path(for_gabo, "/comments"), {{"body", ""}}, luis.token).status, 422);
  r = c.get(task_path(for_gabo), gabo.token);
  EXPECT_EQ(r.data().at("comments").as_array().size(), 1U);
  EXPECT_EQ(r.data().at("comments_count").as_int64(), 1);

  // Delete: the assignee may not, the creator may.
  EXPECT_EQ(c.request("DELETE", task_path(for_gabo), {}, gabo.token).status, 403);
  EXPECT_EQ(c.request("DELETE", task_path(for_gabo), {}, luis.token).status, 204);
  EXPECT_EQ(c.get(task_path(for_gabo), luis.token).status, 404);
}

TEST_F(TasksApi, OtherOrganisationsAndTheModuleFlag) {
  const auto org = make_org(server(), {"tasks"});
  const auto other = make_org(server(), {"tasks"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto eva = make_user(server(), other, Role::kEmployee, "Eva");
  const auto c = client(org.host);
  const auto o = client(other.host);
  const auto id = make_task(c, org.admin_token, {ana.id});
  const auto tpl = make_template(c, org, with_person("manual", ana.id));

  EXPECT_EQ(o.get(task_path(id), other.admin_token).status, 404);
  EXPECT_EQ(status(o, other.admin_token, id, "done").status, 404);
  EXPECT_EQ(o.request("DELETE", task_path(id), {}, other.admin_token).status, 404);
  EXPECT_EQ(o.post(task_path(id, "/comments"), {{"body", "hola"}}, other.admin_token).status, 404);
  EXPECT_EQ(create(o, other.admin_token, {ana.id}).status, 404) << "someone of another org";
  EXPECT_EQ(create(o, other.admin_token, {eva.id}, {{"depends_on", json::array{id}}}).status, 404);
  EXPECT_EQ(o.get("/api/org/tasks/templates/" + std::to_string(tpl), other.admin_token).status,
            404);
  EXPECT_EQ(start(o, other, tpl, eva.id).status, 404);
  EXPECT_EQ(start(c, org, tpl, eva.id).status, 404) << "a subject of another org";
  // Members are no admins.
  EXPECT_EQ(c.get("/api/org/tasks/templates", ana.token).status, 403);
  EXPECT_EQ(c.get("/api/org/tasks/runs", ana.token).status, 403);

  const auto off = make_org(server());
  const auto member = make_user(server(), off, Role::kEmployee, "Sin");
  const auto f = client(off.host);
  auto r = f.get("/api/tasks", member.token);
  EXPECT_EQ(r.status, 403);
  EXPECT_EQ(r.code(), "module_disabled");
  r = create(f, member.token, {member.id});
  EXPECT_EQ(r.code(), "module_disabled");
  r = f.get("/api/org/tasks/templates", off.admin_token);
  EXPECT_EQ(r.code(), "module_disabled");
}

TEST_F(TasksApi, DependenciesBlockUnblockAndRefuseCycles) {
  const auto org = make_org(server(), {"tasks"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto bruno = make_user(server(), org, Role::kEmployee, "Bruno");
  const auto c = client(org.host);
  const auto first = make_task(c, org.admin_token, {ana.id}, {{"title", "Primero"}});
  auto r = create(c, org.admin_token, {bruno.id},
                  {{"title", "Después"}, {"depends_on", json::array{first}}});
  ASSERT_EQ(r.status, 201) << r.body;
  const auto then = r.data().at("id").as_int64();
  EXPECT_TRUE(r.data().at("blocked").as_bool());
  ASSERT_EQ(r.data().at("blocked_by").as_array().size(), 1U);
  EXPECT_EQ(r.data().at("blocked_by").at(0).at("id").as_int64(), first);
  EXPECT_EQ(r.data().at("blocked_by").at(0).at("title").as_string(), "Primero");
  EXPECT_EQ(r.data().at("depends_on"), (json::array{first}));

  r = status(c, bruno.token, then, "in_progress");
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.code(), "task_blocked");
  EXPECT_EQ(status(c, bruno.token, then, "done").code(), "task_blocked");

  // A cycle, directly or through another task, is refused.
  r = c.patch(task_path(first), json::object{{"depends_on", json::array{then}}}, org.admin_token);
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.code(), "task_cycle");
  EXPECT_EQ(
      c.patch(task_path(first), json::object{{"depends_on", json::array{first}}}, org.admin_token)
          .code(),
      "task_cycle");
  const auto third = make_task(c, org.admin_token, {ana.id}, {{"depends_on", json::array{then}}});
  EXPECT_EQ(
      c.patch(task_path(first), json::object{{"depends_on", json::array{third}}}, org.admin_token)
          .code(),
      "task_cycle");

  // Done: what waited for it unblocks in the same call, and its assignee hears of it.
  EXPECT_EQ(notices(server(), org, bruno.id, "task_unblocked"), 0);
  ASSERT_EQ(status(c, ana.token, first, "done").status, 200);
  EXPECT_EQ(notices(server(), org, bruno.id, "task_unblocked"), 1);
  EXPECT_EQ(notices(server(), org, ana.id, "task_unblocked"), 0) << "third waits for then";
  r = c.get(task_path(then), bruno.token);
  EXPECT_FALSE(r.data().at("blocked").as_bool());
  EXPECT_EQ(status(c, bruno.token, then, "in_progress").status, 200);

  // Deleting what a task waits for unblocks it too.
  const auto gate = make_task(c, org.admin_token, {ana.id});
  const auto waiting =
      make_task(c, org.admin_token, {bruno.id}, {{"depends_on", json::array{gate}}});
  EXPECT_EQ(c.request("DELETE", task_path(gate), {}, org.admin_token).status, 204);
  r = c.get(task_path(waiting), bruno.token);
  EXPECT_FALSE(r.data().at("blocked").as_bool());
  EXPECT_TRUE(r.data().at("depends_on").as_array().empty());
  EXPECT_EQ(notices(server(), org, bruno.id, "task_unblocked"), 2);
}

TEST_F(TasksApi, ProofNeedsAnAttachmentOfOnesOwn) {
  const auto org = make_org(server(), {"tasks"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto bruno = make_user(server(), org, Role::kEmployee, "Bruno");
  const auto c = client(org.host);
  const auto id = make_task(c, org.admin_token, {ana.id}, {{"proof", "attachment"}});
  auto r = status(c, ana.token, id, "done");
  EXPECT_EQ(r.status, 422);
  EXPECT_EQ(r.code(), "proof_required");

  // Someone else's upload, an unfinished one, another type: refused.
  const auto theirs = upload(server(), org, bruno.id);
  r = c.post(task_path(id, "/attachments"), {{"keys", json::array{theirs}}}, ana.token);
  EXPECT_EQ(r.status, 422);
  EXPECT_EQ(r.code(), "attachment_not_found");
  EXPECT_NE(r.field_error("keys[0]"), "");
  const auto unfinished = upload(server(), org, ana.id, "task-attachment", false);
  EXPECT_EQ(
      c.post(task_path(id, "/attachments"), {{"keys", json::array{unfinished}}}, ana.token).code(),
      "attachment_not_found");
  const auto other_type = upload(server(), org, ana.id, "post-attachments");
  EXPECT_EQ(
      c.post(task_path(id, "/attachments"), {{"keys", json::array{other_type}}}, ana.token).code(),
      "attachment_not_found");
  EXPECT_EQ(create(c, bruno.token, {bruno.id}, {{"attachments", json::array{unfinished}}}).code(),
            "attachment_not_found");
  EXPECT_EQ(status(c, ana.token, id, "done").code(), "proof_required");

  const auto mine = upload(server(), org, ana.id);
  r = c.post(task_path(id, "/attachments"), {{"keys", json::array{mine}}}, ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().at("attachments").as_array().size(), 1U);
  EXPECT_EQ(r.data().at("attachments").at(0).at("key").as_string(), mine);
  EXPECT_EQ(r.data().at("attachments").at(0).at("name").as_string(), "contrato.pdf");
  EXPECT_FALSE(r.data().at("attachments").at(0).at("url").as_string().empty());
  r = status(c, ana.token, id, "done");
  ASSERT_EQ(r.status, 200) << r.body;

  // Attached at creation.
  const auto own = upload(server(), org, bruno.id);
  r = create(c, bruno.token, {bruno.id}, {{"attachments", json::array{own}}});
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.data().at("attachments").as_array().size(), 1U);
}

TEST_F(TasksApi, TemplatesAreCheckedAndRunsDueFromTheirAnchor) {
  const auto org = make_org(server(), {"tasks"});
  const auto luis = make_user(server(), org, Role::kLeader, "Luis");
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto mentor = make_user(server(), org, Role::kEmployee, "Mentor");
  lead(server(), ana, luis.id);
  const auto c = client(org.host);

  // What a template may not be.
  auto bad = with_person("manual", mentor.id);
  bad["items"] = json::array{};
  auto r = c.post("/api/org/tasks/templates", bad, org.admin_token);
  EXPECT_EQ(r.status, 422);
  EXPECT_EQ(r.code(), "invalid_template");
  EXPECT_NE(r.field_error("items"), "");
  bad = with_person("manual", mentor.id);
  bad["items"].as_array()[0].as_object()["depends_on"] = json::array{"t2"};
  r = c.post("/api/org/tasks/templates", bad, org.admin_token);
  EXPECT_NE(r.field_error("items[0].depends_on"), "") << "a later item, or a cycle: " << r.body;
  bad = with_person("manual", mentor.id);
  bad["items"].as_array()[1].as_object()["depends_on"] = json::array{"nadie"};
  EXPECT_NE(
      c.post("/api/org/tasks/templates", bad, org.admin_token).field_error("items[1].depends_on"),
      "");
  bad = with_person("manual", mentor.id);
  bad["items"].as_array()[3].as_object().erase("person_id");
  EXPECT_NE(
      c.post("/api/org/tasks/templates", bad, org.admin_token).field_error("items[3].person_id"),
      "");
  bad = with_person("manual", mentor.id);
  json::array many;
  for (int i = 0; i < 51; ++i) {
    many.push_back(json::object{{"key", "k" + std::to_string(i)},
                                {"title", "Tarea"},
                                {"offset_days", 0},
                                {"assignee_role", "subject"}});
  }
  bad["items"] = many;
  EXPECT_NE(c.post("/api/org/tasks/templates", bad, org.admin_token).field_error("items"), "");

  const auto tpl = make_template(c, org, with_person("manual", mentor.id));
  r = c.get("/api/org/tasks/templates/" + std::to_string(tpl), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("items").as_array().size(), 4U);
  EXPECT_EQ(r.data().at("items").at(3).at("person_id").as_int64(), mentor.id);

  r = start(c, org, tpl, ana.id, "2026-03-10");
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.data().at("tasks").as_int64(), 4);
  EXPECT_EQ(r.data().at("done").as_int64(), 0);
  EXPECT_EQ(r.data().at("anchor_on").as_string(), "2026-03-10");
  EXPECT_EQ(r.data().at("subject").at("id").as_int64(), ana.id);
  const auto run_id = r.data().at("id").as_int64();

  // Due days from the offsets; assignees by role; dependencies by key.
  const auto admin_tasks =
      tasks_of(c, org, scalar(server(), tasks_sql::kUserByEmail, {org.admin_email}).value_or(0));
  ASSERT_TRUE(admin_tasks.contains("Preparar accesos"));
  EXPECT_EQ(admin_tasks.at("Preparar accesos").at("due_on").as_string(), "2026-03-07");
  const auto& access = admin_tasks.at("Preparar accesos");
  EXPECT_EQ(access.at("source").at("kind").as_string(), "template");
  EXPECT_EQ(access.at("source").at("id").as_int64(), run_id);
  EXPECT_EQ(access.at("source").at("label").as_string(), "Bienvenida");
  const auto luis_tasks = tasks_of(c, org, luis.id);
  ASSERT_TRUE(luis_tasks.contains("Dar la bienvenida"));
  EXPECT_EQ(luis_tasks.at("Dar la bienvenida").at("due_on").as_string(), "2026-03-10");
  EXPECT_TRUE(luis_tasks.at("Dar la bienvenida").at("blocked").as_bool());
  const auto ana_tasks = tasks_of(c, org, ana.id);
  ASSERT_TRUE(ana_tasks.contains("Subir el contrato"));
  EXPECT_EQ(ana_tasks.at("Subir el contrato").at("due_on").as_string(), "2026-03-11");
  EXPECT_EQ(ana_tasks.at("Subir el contrato").at("proof").as_string(), "attachment");
  const auto mentor_tasks = tasks_of(c, org, mentor.id);
  ASSERT_TRUE(mentor_tasks.contains("Café con un mentor"));
  EXPECT_EQ(mentor_tasks.at("Café con un mentor").at("due_on").as_string(), "2026-03-17");
  EXPECT_EQ(notices(server(), org, ana.id, "task_assigned"), 1);

  // One run per template, subject and anchor day.
  r = start(c, org, tpl, ana.id, "2026-03-10");
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.code(), "run_exists");
  r = c.get("/api/org/tasks/runs?subject=" + std::to_string(ana.id), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().as_array().size(), 1U);
  EXPECT_EQ(r.json().at("meta").at("total").as_int64(), 1);

  // Ten starts at once of a new anchor day: one run.
  std::atomic<int> created{0}, refused{0};
  std::vector<std::thread> threads;
  for (int i = 0; i < 10; ++i) {
    threads.emplace_back([&] {
      const auto res = start(client(org.host), org, tpl, ana.id, "2026-04-01");
      if (res.status == 201) ++created;
      if (res.status == 409 && res.code() == "run_exists") ++refused;
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(created.load(), 1);
  EXPECT_EQ(refused.load(), 9);
  r = c.get("/api/org/tasks/runs?template=" + std::to_string(tpl), org.admin_token);
  EXPECT_EQ(r.json().at("meta").at("total").as_int64(), 2);

  // A deleted template leaves its runs and their tasks.
  EXPECT_EQ(
      c.request("DELETE", "/api/org/tasks/templates/" + std::to_string(tpl), {}, org.admin_token)
          .status,
      204);
  r = c.get("/api/org/tasks/runs?subject=" + std::to_string(ana.id), org.admin_token);
  EXPECT_EQ(r.data().as_array().size(), 2U);
  EXPECT_TRUE(r.data().at(0).at("template").at("id").is_null());

  // The admin's changes are in the audit trail: the template made, two runs started (the
  // refused ones are not), and its deletion with what it was.
  const auto audited = [&](const std::string& action) {
    const auto res =
        c.get("/api/org/audit_log?action=" + action + "&target_id=" + std::to_string(tpl),
              org.admin_token);
    EXPECT_EQ(res.status, 200) << res.body;
    return res.data().as_array();
  };
  EXPECT_EQ(audited("tasks.create_template").size(), 1U);
  EXPECT_EQ(audited("tasks.start_run").size(), 2U);
  const auto removed = audited("tasks.delete_template");
  ASSERT_EQ(removed.size(), 1U);
  EXPECT_EQ(removed.at(0).at("before").at("items").as_array().size(), 4U);
  EXPECT_TRUE(removed.at(0).at("after").is_null());
}

TEST_F(TasksApi, CreatingAPersonStartsThePersonCreatedTemplates) {
  const auto org = make_org(server(), {"tasks"});
  const auto luis = make_user(server(), org, Role::kLeader, "Luis");
  const auto mentor = make_user(server(), org, Role::kEmployee, "Mentor");
  const auto c = client(org.host);
  make_template(c, org, with_person("person_created", mentor.id));
  make_template(c, org, with_person("manual", mentor.id));  // not started by a trigger

  // By the admin call: anchored on the admission date.
  auto r = c.post("/api/org/create/user",
                  {{"email", unique("nueva") + "@empresa.test"},
                   {"first_name", "Nora"},
                   {"leader_id", luis.id},
                   {"admission_date", "2026-05-04"}},
                  org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto nora = r.data().at("id").as_int64();
  r = c.get("/api/org/tasks/runs?subject=" + std::to_string(nora), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().as_array().size(), 1U);
  EXPECT_EQ(r.data().at(0).at("anchor_on").as_string(), "2026-05-04");
  EXPECT_EQ(r.data().at(0).at("tasks").as_int64(), 4);
  const auto luis_tasks = tasks_of(c, org, luis.id);
  ASSERT_TRUE(luis_tasks.contains("Dar la bienvenida")) << "the new person's leader";
  EXPECT_EQ(luis_tasks.at("Dar la bienvenida").at("due_on").as_string(), "2026-05-04");
  const auto nora_tasks = tasks_of(c, org, nora);
  ASSERT_TRUE(nora_tasks.contains("Subir el contrato"));
  EXPECT_EQ(nora_tasks.at("Subir el contrato").at("due_on").as_string(), "2026-05-05");

  // By a spreadsheet import: each person created gets a run; one updated does not.
  const std::vector<CellText> header = {"Correo",
                                        "Nombre",
                                        "Apellido",
                                        "Rol",
                                        "Departamento",
                                        "Correo del líder",
                                        "Fecha de nacimiento",
                                        "Grupos",
                                        "Recibe puntos"};
  const auto tag = unique("imp");
  const auto sheet =
      workbook_of({header,
                   {"pia." + tag + "@empresa.test", "Pía", "", "", "", "", "", "", ""},
                   {"teo." + tag + "@empresa.test", "Teo", "", "", "", "", "", "", ""}});
  const std::string boundary = "planilla42";
  const std::string body = "--" + boundary +
                           "\r\nContent-Disposition: form-data; name=\"file\"; "
                           "filename=\"personas.xlsx\"\r\nContent-Type: application/"
                           "vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n" +
                           sheet + "\r\n--" + boundary + "--\r\n";
  r = c.request("POST", "/api/org/upload/users", body, org.admin_token,
                {"Content-Type: multipart/form-data; boundary=" + boundary});
  ASSERT_EQ(r.status, 202) << r.body;
  run_import_jobs(server());
  const auto pia = scalar(server(), tasks_sql::kUserByEmail, {"pia." + tag + "@empresa.test"});
  ASSERT_TRUE(pia.has_value());
  r = c.get("/api/org/tasks/runs?subject=" + std::to_string(*pia), org.admin_token);
  ASSERT_EQ(r.data().as_array().size(), 1U) << r.body;
  EXPECT_EQ(r.data().at(0).at("tasks").as_int64(), 4);
  const auto teo = scalar(server(), tasks_sql::kUserByEmail, {"teo." + tag + "@empresa.test"});
  ASSERT_TRUE(teo.has_value());
  EXPECT_EQ(c.get("/api/org/tasks/runs?subject=" + std::to_string(*teo), org.admin_token)
                .data()
                .as_array()
                .size(),
            1U);

  // An organisation without the module starts nothing.
  const auto off = make_org(server());
  r = client(off.host).post("/api/org/create/user",
                            {{"email", unique("sin") + "@empresa.test"}, {"first_name", "Sin"}},
                            off.admin_token);
  EXPECT_EQ(r.status, 201) << r.body;
}

TEST_F(TasksApi, OtherModulesCreateTasksThroughTheService) {
  const auto org = make_org(server(), {"tasks"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto& service = server().app().service<tasks::TaskService>();
  const auto id = server().app().db().transact([&](db::Conn& conn) {
    tasks::NewTask t;
    t.title = "Plan de acción: reuniones más cortas";
    t.assignee_ids = {ana.id};
    t.due_on = "2026-07-01";
    t.priority = "high";
    return service.create_for(conn, OrgId{org.id},
                              tasks::Source{"survey_action", 42, "Pulso de noviembre"}, ana.id, t);
  });
  const auto c = client(org.host);
  auto r = c.get(task_path(id), ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("source").at("kind").as_string(), "survey_action");
  EXPECT_EQ(r.data().at("source").at("id").as_int64(), 42);
  EXPECT_EQ(r.data().at("source").at("label").as_string(), "Pulso de noviembre");
  EXPECT_EQ(r.data().at("due_on").as_string(), "2026-07-01");
  r = c.get("/api/tasks?source=survey_action", ana.token);
  EXPECT_EQ(ids_of(r.data()), (std::set<std::int64_t>{id}));
  EXPECT_TRUE(ids_of(c.get("/api/tasks?source=manual", ana.token).data()).empty());
  // Bad input is refused in the caller's transaction.
  EXPECT_THROW(server().app().db().transact([&](db::Conn& conn) {
    tasks::NewTask t;
    t.title = "";
    t.assignee_ids = {ana.id};
    return service.create_for(conn, OrgId{org.id}, tasks::Source{"program", 1, "x"}, ana.id, t);
  }),
               ApiError);
}

TEST_F(TasksApi, ANewTaskIsAppendedLive) {
  const auto org = make_org(server(), {"tasks"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto c = client(org.host);
  const auto r = c.post("/api/live/ticket", json::object{}, ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EventStreamClient stream(server().port(), org.host,
                           std::string(r.data().at("ticket").as_string()));
  ASSERT_EQ(stream.status(), 200);
  ASSERT_TRUE(stream.next("ready"));
  make_task(c, org.admin_token, {ana.id});
  EXPECT_TRUE(stream.next("tasks.appended")) << "the list appends it";
  EXPECT_EQ(notices(server(), org, ana.id, "task_assigned"), 1);
}

// The views and the due-today job on the organisation's local day, with a clock that moves.
class TasksJobs : public TasksApi {};

TEST_F(TasksJobs, ViewsAndTheDueTodayReminderOnTheLocalDay) {
  // 2026-06-01 02:00 UTC is still 2026-05-31 (22:00) in Santiago.
  ManualClock clock(1'780'279'200'000);
  TestServer timed({}, &clock);
  const auto org = make_org(timed, {"tasks"});
  const auto c = timed.client(org.host);
  ASSERT_EQ(c.post("/api/org/edit", {{"timezone", "America/Santiago"}}, org.admin_token).status,
            200);
  const auto ana = make_user(timed, org, Role::kEmployee, "Ana");
  const auto due = [&](const char* title, const json::value& day) {
    return make_task(c, org.admin_token, {ana.id}, {{"title", title}, {"due_on", day}});
  };
  const auto today = due("Hoy", "2026-05-31");
  const auto undated = due("Sin fecha", nullptr);
  const auto overdue = due("Atrasada", "2026-05-30");
  const auto upcoming = due("Mañana", "2026-06-01");
  const auto done = due("Hecha", "2026-05-29");
  ASSERT_EQ(status(c, ana.token, done, "done").status, 200);

  const auto view = [&](const char* v) {
    const auto r = c.get(std::string("/api/tasks?view=") + v, ana.token);
    EXPECT_EQ(r.status, 200) << r.body;
    return r;
  };
  auto r = view("today");
  EXPECT_EQ(ids_of(r.data()), (std::set<std::int64_t>{today, undated}));
  const auto counts = r.json().at("meta").at("counts");
  EXPECT_EQ(counts.at("today").as_int64(), 2);
  EXPECT_EQ(counts.at("overdue").as_int64(), 1);
  EXPECT_EQ(counts.at("upcoming").as_int64(), 1);
  EXPECT_EQ(ids_of(view("overdue").data()), (std::set<std::int64_t>{overdue}));
  EXPECT_EQ(ids_of(view("upcoming").data()), (std::set<std::int64_t>{upcoming}));
  EXPECT_EQ(ids_of(view("done").data()), (std::set<std::int64_t>{done}));
  r = view("all");
  ASSERT_EQ(r.data().as_array().size(), 5U);
  EXPECT_EQ(r.data().at(0).at("id").as_int64(), overdue) << "overdue first";

  auto& service = timed.app().service<tasks::TaskService>();
  EXPECT_EQ(service.remind_due_today(), 1) << "the task due on Santiago's day";
  EXPECT_EQ(service.remind_due_today(), 0) << "once";
  EXPECT_EQ(notices(timed, org, ana.id, "task_due_today"), 1);
  clock.advance_ms(86'400'000);  // 2026-06-01 in Santiago
  EXPECT_EQ(service.remind_due_today(), 1);
  EXPECT_EQ(notices(timed, org, ana.id, "task_due_today"), 2);
}

}  // namespace
}  // namespace aplauso::test
