// Suggestions and ideas over HTTP on both engines. The suggestion box: an anonymous suggestion
// (the default) keeps no author id and its author still lists it, while reviewers never see who;
// a public reason for decisions, the author's unread mark and notification, categories and
// designated reviewers, archive, the xlsx download, attachments, another organisation's ids, the
// flag off and each role's limits. Ideas: one vote per person (concurrent votes too, never one's
// own), similar ideas ranked by shared words, reviewers' scores and quadrants, points paid
// exactly once on accepted and on implemented (and under concurrent moves), comments and their
// edit window, the campaign closed after its deadline (a clock that moves), analytics with the
// implementation rate, and the recognition ideas generator naming the value in both languages.
#include <atomic>
#include <boost/json/array.hpp>
#include <boost/json/serialize.hpp>
#include <set>
#include <thread>

#include "core/clock.h"
#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

namespace suggestions_sql {
inline constexpr db::Statement kSgAnonymousStored{
    "test.suggestions_anonymous_stored",
    "SELECT COUNT(*) FROM suggestions WHERE id = $1 AND author_id IS NULL AND author_key IS NOT "
    "NULL AND anonymous = 1"};
inline constexpr db::Statement kSgNotices{
    "test.suggestions_notices",
    "SELECT COUNT(*) FROM notifications WHERE org_id = $1 AND user_id = $2 AND kind = $3"};
inline constexpr db::Statement kSgUpload{
    "test.suggestions_upload",
    "INSERT INTO uploads (org_id, user_id, upload_type, storage_key, file_name, content_type, "
    "declared_size, size, completed_at, created_at) VALUES ($1, $2, $3, $4, $5, 'application/pdf', "
    "10, 10, 2, 1)"};
inline constexpr db::Statement kSgDisowned{
    "test.suggestions_disowned",
    "SELECT COUNT(*) FROM uploads WHERE storage_key = $1 AND user_id IS NULL"};
inline constexpr db::Statement kSgIdeaEntries{
    "test.ideas_ledger_entries",
    "SELECT COUNT(*) FROM ledger_entries WHERE org_id = $1 AND kind = $2 AND reference_id = $3"};
}  // namespace suggestions_sql

constexpr std::int64_t kSgHour = 3'600'000;

class SuggestionsApi : public ApiTest {
 protected:
  static std::string path(std::int64_t id, const std::string& tail = "") {
    return "/api/suggestions/" + std::to_string(id) + tail;
  }

  static std::int64_t suggest(const HttpClient& c, const std::string& token,
                              const json::object& extra = {}) {
    json::object body{{"title", "Más plantas en la oficina"},
                      {"body", "Unas plantas harían el espacio más agradable."}};
    for (const auto& [k, v] : extra) body[k] = v;
    const auto r = c.post("/api/suggestions", body, token);
    EXPECT_EQ(r.status, 201) << r.body;
    return r.status == 201 ? r.data().at("id").as_int64() : 0;
  }

  static HttpResult move(const HttpClient& c, const std::string& token, std::int64_t id,
                         const std::string& status, const std::optional<std::string>& reason = {}) {
    json::object body{{"status", status}};
    if (reason) body["reason"] = *reason;
    return c.post(path(id, "/status"), body, token);
  }

  static HttpResult put(const HttpClient& c, const std::string& url, const json::value& body,
                        const std::string& token) {
    return c.request("PUT", url, json::serialize(body), token);
  }

  static std::int64_t notices(TestServer& s, const TestOrg& org, std::int64_t user,
                              const char* kind) {
    return scalar(s, suggestions_sql::kSgNotices, {org.id, user, kind}).value_or(-1);
  }

  static std::string upload(TestServer& s, const TestOrg& org, std::int64_t user,
                            const std::string& type = "suggestion-attachment") {
    const auto key = unique("suggestions/file") + ".pdf";
    exec(s, suggestions_sql::kSgUpload, {org.id, user, type, key, "propuesta.pdf"});
    return key;
  }

  static std::set<std::int64_t> ids_of(const json::value& data) {
    std::set<std::int64_t> out;
    for (const auto& t : data.as_array()) out.insert(t.at("id").as_int64());
    return out;
  }
};

TEST_F(SuggestionsApi, AnonymousByDefaultAuthorListsItReviewersNeverSeeWho) {
  const auto org = make_org(server(), {"suggestions"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto bea = make_user(server(), org, Role::kEmployee, "Bea");
  const auto c = client(org.host);

  auto r =
      c.post("/api/suggestions",
             {{"title", "Pausas activas"}, {"body", "Cinco minutos por la tarde."}}, ana.token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto quiet = r.data().at("id").as_int64();
  EXPECT_TRUE(r.data().at("anonymous").as_bool()) << "anonymous by default";
  EXPECT_TRUE(r.data().at("author").is_null());
  EXPECT_TRUE(r.data().at("mine").as_bool());
  EXPECT_EQ(r.data().at("status").as_string(), "nueva");
  EXPECT_EQ(scalar(server(), suggestions_sql::kSgAnonymousStored, {quiet}), 1)
      << "no author id is stored";

  // Its author follows it in their own list; nobody else finds it there.
  r = c.get("/api/suggestions/mine", ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(ids_of(r.data()), (std::set<std::int64_t>{quiet}));
  EXPECT_EQ(c.get("/api/suggestions/mine", bea.token).data().as_array().size(), 0U);
  EXPECT_EQ(c.get(path(quiet), ana.token).status, 200);
  EXPECT_EQ(c.get(path(quiet), bea.token).status, 404) << "someone else's suggestion";

  // Reviewers see the suggestion, never who wrote it.
  r = c.get("/api/suggestions/inbox", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().as_array().size(), 1U);
  EXPECT_TRUE(r.data().at(0).at("author").is_null());
  EXPECT_FALSE(r.data().at(0).at("mine").as_bool());
  r = c.get(path(quiet), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("author").is_null());
  EXPECT_EQ(r.body.find("Ana"), std::string::npos) << r.body;

  // An identified one shows its author to reviewers.
  const auto signed_one = suggest(c, bea.token, {{"anonymous", false}});
  r = c.get(path(signed_one), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_FALSE(r.data().at("anonymous").as_bool());
  EXPECT_EQ(r.data().at("author").at("id").as_int64(), bea.id);

  // Bad input is named.
  r = c.post("/api/suggestions", {{"title", ""}, {"body", std::string(4001, 'x')}}, ana.token);
  EXPECT_EQ(r.status, 422);
  EXPECT_EQ(r.code(), "invalid_suggestion");
  EXPECT_NE(r.field_error("title"), "");
  EXPECT_NE(r.field_error("body"), "");
}

TEST_F(SuggestionsApi, DecisionsNeedAPublicReasonTheAuthorSees) {
  const auto org = make_org(server(), {"suggestions"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto bea = make_user(server(), org, Role::kEmployee, "Bea");
  const auto c = client(org.host);
  const auto quiet = suggest(c, ana.token);
  const auto signed_one = suggest(c, bea.token, {{"anonymous", false}});

  EXPECT_EQ(move(c, org.admin_token, quiet, "en_revision").status, 200) << "no reason needed";
  for (const auto* to : {"aceptada", "implementada", "descartada"}) {
    const auto r = move(c, org.admin_token, quiet, to);
    EXPECT_EQ(r.status, 422) << to;
    EXPECT_EQ(r.code(), "reason_required") << to;
  }
  auto r = move(c, org.admin_token, quiet, "aceptada", "La probamos en marzo.");
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("reason").as_string(), "La probamos en marzo.");
  EXPECT_EQ(r.data().at("history").as_array().size(), 3U);
  EXPECT_EQ(move(c, org.admin_token, quiet, "aceptada", "Otra vez").code(), "same_status");
  EXPECT_EQ(move(c, org.admin_token, quiet, "archivada", "x").status, 400);

  // The anonymous author sees the change unread, with its reason, until they open it.
  r = c.get("/api/suggestions/mine", ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at(0).at("unread").as_bool());
  EXPECT_EQ(r.data().at(0).at("reason").as_string(), "La probamos en marzo.");
  EXPECT_EQ(r.json().at("meta").at("unread").as_int64(), 1);
  EXPECT_EQ(c.post(path(quiet, "/seen"), json::object{}, bea.token).status, 404);
  r = c.post(path(quiet, "/seen"), json::object{}, ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_FALSE(r.data().at("unread").as_bool());
  EXPECT_EQ(c.get("/api/suggestions/mine", ana.token).json().at("meta").at("unread").as_int64(), 0);
  EXPECT_EQ(notices(server(), org, ana.id, "suggestion_status"), 0)
      << "nobody can address an anonymous author";

  // An identified author is notified.
  ASSERT_EQ(move(c, org.admin_token, signed_one, "descartada", "Ya existe.").status, 200);
  EXPECT_EQ(notices(server(), org, bea.id, "suggestion_status"), 1);

  // Authors and other members do not review: 403 for the author, 404 for others.
  EXPECT_EQ(move(c, bea.token, signed_one, "en_revision").status, 403);
  EXPECT_EQ(move(c, bea.token, quiet, "en_revision").status, 404);
  EXPECT_EQ(c.post(path(quiet, "/notes"), {{"body", "ok"}}, bea.token).status, 404);
  EXPECT_EQ(c.get("/api/suggestions/inbox", bea.token).status, 403);
}

TEST_F(SuggestionsApi, ReviewersCategoriesArchiveDownloadAndAttachments) {
  const auto org = make_org(server(), {"suggestions"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto luis = make_user(server(), org, Role::kLeader, "Luis");
  const auto c = client(org.host);

  json::object settings{
      {"categories", json::array{json::object{{"name", "Procesos"}, {"name_en", "Processes"}},
                                 json::object{{"name", "Oficina"}}}},
      {"reviewer_ids", json::array{luis.id}}};
  EXPECT_EQ(put(c, "/api/org/suggestions/settings", settings, ana.token).status, 403);
  auto r = put(c, "/api/org/suggestions/settings", settings, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().at("categories").as_array().size(), 2U);
  const auto procesos = r.data().at("categories").at(0).at("id").as_int64();
  const auto oficina = r.data().at("categories").at(1).at("id").as_int64();
  EXPECT_EQ(r.data().at("reviewers").at(0).at("id").as_int64(), luis.id);
  r = put(c, "/api/org/suggestions/settings",
          json::object{{"categories", json::array{json::object{{"name", ""}}}},
                       {"reviewer_ids", json::array{999999}}},
          org.admin_token);
  EXPECT_EQ(r.code(), "invalid_settings");
  EXPECT_NE(r.field_error("categories.0.name"), "");
  EXPECT_NE(r.field_error("reviewer_ids"), "");
  EXPECT_TRUE(c.get("/api/suggestions/settings", luis.token).data().at("can_review").as_bool());
  EXPECT_FALSE(c.get("/api/suggestions/settings", ana.token).data().at("can_review").as_bool());

  // With categories, one is required.
  r = c.post("/api/suggestions", {{"title", "Sin categoría"}, {"body", "Texto"}}, ana.token);
  EXPECT_EQ(r.status, 422);
  EXPECT_NE(r.field_error("category_id"), "");

  // Attachments: the caller's finished suggestion-attachment uploads, at most 5.
  const auto file = upload(server(), org, ana.id);
  const auto theirs = upload(server(), org, luis.id);
  const auto task_file = upload(server(), org, ana.id, "task-attachment");
  r = c.post("/api/suggestions",
             {{"title", "Con adjunto"},
              {"body", "Ver el archivo"},
              {"category_id", procesos},
              {"attachments", json::array{json::string(theirs), json::string(task_file)}}},
             ana.token);
  EXPECT_EQ(r.code(), "attachment_not_found");
  EXPECT_NE(r.field_error("attachments[0]"), "");
  EXPECT_NE(r.field_error("attachments[1]"), "");
  json::array six;
  for (int i = 0; i < 6; ++i) six.emplace_back(file);
  r = c.post(
      "/api/suggestions",
      {{"title", "Demasiados"}, {"body", "x"}, {"category_id", procesos}, {"attachments", six}},
      ana.token);
  EXPECT_EQ(r.status, 422);
  const auto with_file = suggest(
      c, ana.token, {{"category_id", procesos}, {"attachments", json::array{json::string(file)}}});
  const auto plain = suggest(c, ana.token, {{"category_id", oficina}, {"title", "Café de grano"}});
  EXPECT_EQ(scalar(server(), suggestions_sql::kSgDisowned, {file}), 1)
      << "an anonymous suggestion's files no longer name who uploaded them";

  // The designated reviewer works the inbox: the attachment's read URL, notes, filters.
  r = c.get(path(with_file), luis.token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().at("attachments").as_array().size(), 1U);
  EXPECT_EQ(r.data().at("attachments").at(0).at("name").as_string(), "propuesta.pdf");
  EXPECT_FALSE(r.data().at("attachments").at(0).at("url").as_string().empty());
  EXPECT_EQ(r.data().at("category").at("name").as_string(), "Procesos");
  r = c.post(path(with_file, "/notes"), {{"body", "Revisar con finanzas"}}, luis.token);
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.data().at("notes").at(0).at("body").as_string(), "Revisar con finanzas");
  r = c.get(path(with_file), ana.token);
  EXPECT_EQ(r.data().at("notes").as_array().size(), 0U) << "notes are internal";
  r = c.get("/api/suggestions/inbox?category_id=" + std::to_string(oficina), luis.token);
  EXPECT_EQ(ids_of(r.data()), (std::set<std::int64_t>{plain}));
  r = c.get("/api/suggestions/inbox?q=grano", luis.token);
  EXPECT_EQ(ids_of(r.data()), (std::set<std::int64_t>{plain}));
  EXPECT_EQ(c.get("/api/suggestions/inbox?status=otra", luis.token).status, 400);

  // Archive: out of the default inbox, in the archived view and in the author's list.
  r = c.post(path(plain, "/archive"), {{"archived", true}}, luis.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("archived").as_bool());
  EXPECT_EQ(c.post(path(plain, "/archive"), {{"archived", true}}, ana.token).status, 403);
  r = c.get("/api/suggestions/inbox", luis.token);
  EXPECT_EQ(ids_of(r.data()), (std::set<std::int64_t>{with_file}));
  EXPECT_EQ(r.json().at("meta").at("counts").at("nueva").as_int64(), 1);
  EXPECT_EQ(r.json().at("meta").at("total").as_int64(), 1) << "kept counts follow the archive";
  r = c.get("/api/suggestions/inbox?archived=1", luis.token);
  EXPECT_EQ(ids_of(r.data()), (std::set<std::int64_t>{plain}));
  EXPECT_EQ(r.json().at("meta").at("total").as_int64(), 1);
  EXPECT_EQ(c.get("/api/suggestions/mine", ana.token).data().as_array().size(), 2U);
  r = c.post(path(plain, "/archive"), {{"archived", false}}, luis.token);
  EXPECT_FALSE(r.data().at("archived").as_bool());
  // A status change moves the kept counts: the tabs and a status's total read them.
  ASSERT_EQ(move(c, luis.token, with_file, "en_revision").status, 200);
  r = c.get("/api/suggestions/inbox?status=en_revision", luis.token);
  EXPECT_EQ(ids_of(r.data()), (std::set<std::int64_t>{with_file}));
  EXPECT_EQ(r.json().at("meta").at("total").as_int64(), 1);
  EXPECT_EQ(r.json().at("meta").at("counts").at("nueva").as_int64(), 1);
  EXPECT_EQ(r.json().at("meta").at("counts").at("en_revision").as_int64(), 1);

  // The download: an xlsx workbook for reviewers.
  r = c.get("/api/suggestions/inbox/export", luis.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.body.starts_with("PK"));
  EXPECT_NE(r.header("content-type").find("spreadsheetml"), std::string::npos);
  EXPECT_EQ(c.get("/api/suggestions/inbox/export", ana.token).status, 403);

  // Retiring a category keeps its name on its suggestions.
  r = put(c, "/api/org/suggestions/settings",
          json::object{
              {"categories", json::array{json::object{{"id", procesos}, {"name", "Procesos"}}}},
              {"reviewer_ids", json::array{}}},
          org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("categories").as_array().size(), 1U);
  r = c.get(path(plain), org.admin_token);
  EXPECT_EQ(r.data().at("category").at("name").as_string(), "Oficina");
  EXPECT_FALSE(r.data().at("category").at("active").as_bool());
  EXPECT_EQ(c.get("/api/suggestions/inbox", luis.token).status, 403) << "no longer a reviewer";
}

TEST_F(SuggestionsApi, OtherOrganisationsAndTheFlagOff) {
  const auto org = make_org(server(), {"suggestions"});
  const auto other = make_org(server(), {"suggestions"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto c = client(org.host);
  const auto o = client(other.host);
  const auto id = suggest(c, ana.token, {{"anonymous", false}});
  EXPECT_EQ(o.get(path(id), other.admin_token).status, 404);
  EXPECT_EQ(move(o, other.admin_token, id, "en_revision").status, 404);
  EXPECT_EQ(o.post(path(id, "/archive"), {{"archived", true}}, other.admin_token).status, 404);
  EXPECT_EQ(o.get("/api/suggestions/inbox", other.admin_token).data().as_array().size(), 0U);

  const auto off = make_org(server(), {"ideas"});
  const auto member = make_user(server(), off, Role::kEmployee, "Sin");
  const auto f = client(off.host);
  auto r = f.get("/api/suggestions/mine", member.token);
  EXPECT_EQ(r.code(), "module_disabled");
  r = f.post("/api/suggestions", {{"title", "x"}, {"body", "y"}}, member.token);
  EXPECT_EQ(r.code(), "module_disabled");
  r = c.get("/api/ideas/campaigns", ana.token);
  EXPECT_EQ(r.code(), "module_disabled") << "ideas is its own flag";
}

// --- Ideas -----------------------------------------------------------------------------------

class IdeasApi : public SuggestionsApi {
 protected:
  static std::string idea_path(std::int64_t id, const std::string& tail = "") {
    return "/api/ideas/" + std::to_string(id) + tail;
  }
  static std::string campaign_path(std::int64_t id, const std::string& tail = "") {
    return "/api/ideas/campaigns/" + std::to_string(id) + tail;
  }

  static std::int64_t campaign(const HttpClient& c, const TestOrg& org, std::int64_t deadline,
                               const json::object& extra = {}) {
    json::object body{{"title", "¿Cómo reducimos las reuniones?"},
                      {"deadline", deadline},
                      {"status", "open"},
                      {"accepted_points", 50},
                      {"implemented_points", 150}};
    for (const auto& [k, v] : extra) body[k] = v;
    const auto r = c.post("/api/ideas/campaigns", body, org.admin_token);
    EXPECT_EQ(r.status, 201) << r.body;
    return r.status == 201 ? r.data().at("id").as_int64() : 0;
  }

  static std::int64_t propose(const HttpClient& c, const std::string& token, std::int64_t campaign,
                              const std::string& title) {
    const auto r = c.post(campaign_path(campaign, "/ideas"),
                          {{"title", title}, {"body", "Detalle de la idea."}}, token);
    EXPECT_EQ(r.status, 201) << r.body;
    return r.status == 201 ? r.data().at("id").as_int64() : 0;
  }

  static HttpResult move_idea(const HttpClient& c, const std::string& token, std::int64_t id,
                              const std::string& status,
                              const std::optional<std::string>& reason = {}) {
    json::object body{{"status", status}};
    if (reason) body["reason"] = *reason;
    return c.post(idea_path(id, "/status"), body, token);
  }

  static std::int64_t far() { return 4'102'444'800'000; }  // 2100-01-01
};

TEST_F(IdeasApi, OneVotePerPersonEvenAtOnceAndNeverOnesOwn) {
  const auto org = make_org(server(), {"ideas"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto bea = make_user(server(), org, Role::kEmployee, "Bea");
  const auto c = client(org.host);
  const auto k = campaign(c, org, far());
  const auto idea = propose(c, ana.token, k, "Miércoles sin reuniones");

  auto r = c.request("PUT", idea_path(idea, "/vote"), "", ana.token);
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.code(), "own_idea");

  constexpr int kThreads = 8;
  std::atomic<int> ok = 0;
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&] {
      if (c.request("PUT", idea_path(idea, "/vote"), "", bea.token).status == 200) ++ok;
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(ok, kThreads) << "voting again changes nothing";
  r = c.get(idea_path(idea), bea.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("votes").as_int64(), 1);
  EXPECT_TRUE(r.data().at("my_vote").as_bool());
  r = c.get(campaign_path(k), bea.token);
  EXPECT_EQ(r.data().at("counts").at("votes").as_int64(), 1);
  EXPECT_EQ(r.data().at("counts").at("participants").as_int64(), 2);

  r = c.request("DELETE", idea_path(idea, "/vote"), "", bea.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("votes").as_int64(), 0);
  EXPECT_FALSE(r.data().at("my_vote").as_bool());
  r = c.request("DELETE", idea_path(idea, "/vote"), "", bea.token);
  EXPECT_EQ(r.data().at("votes").as_int64(), 0) << "nothing to take back";

  // Lists by votes or newest.
  const auto second = propose(c, bea.token, k, "Reuniones de 25 minutos");
  c.request("PUT", idea_path(idea, "/vote"), "", bea.token);
  r = c.get(campaign_path(k, "/ideas"), ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at(0).at("id").as_int64(), idea);
  r = c.get(campaign_path(k, "/ideas?sort=newest"), ana.token);
  EXPECT_EQ(r.data().at(0).at("id").as_int64(), second);
  EXPECT_TRUE(r.data().at(0).at("scores").is_null()) << "scores are for reviewers";
  EXPECT_EQ(c.get(campaign_path(k, "/ideas?sort=best"), ana.token).status, 400);
}

TEST_F(IdeasApi, SimilarIdeasShareTheMostWords) {
  const auto org = make_org(server(), {"ideas"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto c = client(org.host);
  const auto k = campaign(c, org, far());
  const auto wednesday = propose(c, ana.token, k, "Miércoles sin reuniones");
  const auto standing = propose(c, ana.token, k, "Reuniones de pie más cortas");
  propose(c, ana.token, k, "Café con el equipo");

  auto r = c.get(campaign_path(k, "/similar?text=reuniones%20los%20MIERCOLES"), ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().as_array().size(), 2U) << r.body;
  EXPECT_EQ(r.data().at(0).at("id").as_int64(), wednesday) << "accents and case do not matter";
  EXPECT_EQ(r.data().at(1).at("id").as_int64(), standing);
  EXPECT_GT(r.data().at(0).at("score").as_double(), r.data().at(1).at("score").as_double());
  EXPECT_TRUE(r.data().at(0).at("mine").as_bool());
  r = c.get(campaign_path(k, "/similar?text=de%20la%20el%20the"), ana.token);
  EXPECT_EQ(r.data().as_array().size(), 0U) << "stop words alone match nothing";
}

TEST_F(IdeasApi, ReviewersScoreAndSeeTheQuadrants) {
  const auto org = make_org(server(), {"ideas"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto luis = make_user(server(), org, Role::kLeader, "Luis");
  const auto c = client(org.host);
  const auto k = campaign(c, org, far(), {{"reviewer_ids", json::array{luis.id}}});
  const auto quick = propose(c, ana.token, k, "Agenda obligatoria");
  const auto big = propose(c, ana.token, k, "Nueva herramienta de calendario");

  auto r =
      put(c, idea_path(quick, "/score"), json::object{{"impact", 5}, {"effort", 1}}, ana.token);
  EXPECT_EQ(r.status, 403) << "members do not score";
  r = put(c, idea_path(quick, "/score"), json::object{{"impact", 6}, {"effort", 0}}, luis.token);
  EXPECT_EQ(r.code(), "invalid_score");
  EXPECT_NE(r.field_error("impact"), "");
  EXPECT_NE(r.field_error("effort"), "");
  r = put(c, idea_path(quick, "/score"),
          json::object{{"impact", 5}, {"effort", 1}, {"note", "Fácil"}}, luis.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("quadrant").as_string(), "quick_win");
  EXPECT_EQ(r.data().at("mine").at("note").as_string(), "Fácil");
  ASSERT_EQ(put(c, idea_path(quick, "/score"), json::object{{"impact", 3}, {"effort", 2}},
                org.admin_token)
                .status,
            200);
  ASSERT_EQ(put(c, idea_path(big, "/score"), json::object{{"impact", 4}, {"effort", 5}}, luis.token)
                .status,
            200);

  r = c.get(campaign_path(k, "/ideas?sort=newest"), luis.token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto listed = r.data();
  const auto& q = listed.at(1).at("scores");
  EXPECT_EQ(q.at("count").as_int64(), 2);
  EXPECT_DOUBLE_EQ(q.at("impact_avg").as_double(), 4.0);
  EXPECT_DOUBLE_EQ(q.at("effort_avg").as_double(), 1.5);
  r = c.get(campaign_path(k, "/ideas?quadrant=major_project"), luis.token);
  EXPECT_EQ(ids_of(r.data()), (std::set<std::int64_t>{big}));
  EXPECT_EQ(c.get(campaign_path(k, "/ideas?quadrant=quick_win"), ana.token).status, 403);
  r = c.get(idea_path(quick), luis.token);
  EXPECT_EQ(r.data().at("reviewer_scores").as_array().size(), 2U);
  EXPECT_EQ(c.get(idea_path(quick), ana.token).data().at("reviewer_scores").as_array().size(), 0U);

  r = c.get(campaign_path(k, "/analytics"), luis.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("by_quadrant").at("quick_win").as_int64(), 1);
  EXPECT_EQ(r.data().at("by_quadrant").at("major_project").as_int64(), 1);
  EXPECT_EQ(r.data().at("unscored").as_int64(), 0);
  EXPECT_EQ(c.get(campaign_path(k, "/analytics"), ana.token).status, 403);
}

TEST_F(IdeasApi, PointsPaidExactlyOnceOnAcceptedAndOnImplemented) {
  const auto org = make_org(server(), {"ideas"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto bea = make_user(server(), org, Role::kEmployee, "Bea");
  const auto luis = make_user(server(), org, Role::kLeader, "Luis");
  const auto c = client(org.host);
  const auto k = campaign(c, org, far(), {{"reviewer_ids", json::array{luis.id}}});
  const auto idea = propose(c, ana.token, k, "Miércoles sin reuniones");

  EXPECT_EQ(move_idea(c, bea.token, idea, "aceptada", "Sí").status, 403);
  auto r = move_idea(c, luis.token, idea, "aceptada");
  EXPECT_EQ(r.code(), "reason_required");
  EXPECT_EQ(balances(server(), org, ana.id).redeem, 0);
  r = move_idea(c, luis.token, idea, "aceptada", "La probamos un mes.");
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("history").at(1).at("points_paid").as_int64(), 50);
  EXPECT_EQ(balances(server(), org, ana.id).redeem, 50);
  // Back and forth pays nothing more.
  ASSERT_EQ(move_idea(c, luis.token, idea, "en_evaluacion").status, 200);
  ASSERT_EQ(move_idea(c, luis.token, idea, "aceptada", "De nuevo").status, 200);
  EXPECT_EQ(balances(server(), org, ana.id).redeem, 50);
  ASSERT_EQ(move_idea(c, luis.token, idea, "implementada", "Ya es la norma.").status, 200);
  EXPECT_EQ(balances(server(), org, ana.id).redeem, 200);
  ASSERT_EQ(move_idea(c, luis.token, idea, "descartada", "Lo revertimos").status, 200);
  ASSERT_EQ(move_idea(c, luis.token, idea, "implementada", "Otra vez").status, 200);
  EXPECT_EQ(balances(server(), org, ana.id).redeem, 200);
  EXPECT_EQ(scalar(server(), suggestions_sql::kSgIdeaEntries, {org.id, "idea_accepted", idea}), 1);
  EXPECT_EQ(scalar(server(), suggestions_sql::kSgIdeaEntries, {org.id, "idea_implemented", idea}),
            1);
  EXPECT_GE(notices(server(), org, ana.id, "idea_status"), 1);

  // Concurrent moves to aceptada: one goes through and pays, the others change nothing.
  const auto second = propose(c, bea.token, k, "Reuniones de 25 minutos");
  constexpr int kThreads = 6;
  std::atomic<int> ok = 0, same = 0;
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      const auto res =
          move_idea(c, t % 2 == 0 ? luis.token : org.admin_token, second, "aceptada", "Aprobada");
      if (res.status == 200) ++ok;
      if (res.code() == "same_status") ++same;
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(ok, 1);
  EXPECT_EQ(same, kThreads - 1);
  EXPECT_EQ(balances(server(), org, bea.id).redeem, 50);
  EXPECT_EQ(scalar(server(), suggestions_sql::kSgIdeaEntries, {org.id, "idea_accepted", second}),
            1);
  EXPECT_EQ(ledger_sum(server(), org), 0);

  // Analytics: the implementation rate is implemented over decided.
  r = c.get(campaign_path(k, "/analytics"), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("ideas").as_int64(), 2);
  EXPECT_EQ(r.data().at("by_status").at("implementada").as_int64(), 1);
  EXPECT_EQ(r.data().at("by_status").at("aceptada").as_int64(), 1);
  EXPECT_DOUBLE_EQ(r.data().at("implementation_rate").as_double(), 0.5);
  EXPECT_EQ(r.data().at("points_paid").as_int64(), 250);
}

TEST_F(IdeasApi, CommentsCampaignsAndOtherOrganisations) {
  const auto org = make_org(server(), {"ideas"});
  const auto other = make_org(server(), {"ideas"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto bea = make_user(server(), org, Role::kEmployee, "Bea");
  const auto c = client(org.host);
  const auto o = client(other.host);

  // Admins create; drafts are theirs until opened (the audience is told).
  auto r = c.post("/api/ideas/campaigns", {{"title", "x"}, {"deadline", far()}}, ana.token);
  EXPECT_EQ(r.status, 403);
  r = c.post("/api/ideas/campaigns", {{"title", ""}, {"deadline", 1}, {"accepted_points", 20000}},
             org.admin_token);
  EXPECT_EQ(r.code(), "invalid_campaign");
  EXPECT_NE(r.field_error("title"), "");
  EXPECT_NE(r.field_error("deadline"), "");
  EXPECT_NE(r.field_error("accepted_points"), "");
  const auto draft = campaign(c, org, far(), {{"status", "draft"}});
  EXPECT_EQ(c.get(campaign_path(draft), ana.token).status, 404);
  EXPECT_EQ(c.get("/api/ideas/campaigns", ana.token).data().as_array().size(), 0U);
  r = c.patch(campaign_path(draft), json::object{{"status", "open"}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("open").as_bool());
  EXPECT_EQ(notices(server(), org, ana.id, "campaign_opened"), 1);
  EXPECT_EQ(
      c.patch(campaign_path(draft), json::object{{"status", "draft"}}, org.admin_token).code(),
      "invalid_transition");
  EXPECT_EQ(c.get("/api/ideas/campaigns", ana.token).data().as_array().size(), 1U);

  // Comments, one level of replies, the idea's author told.
  const auto idea = propose(c, ana.token, draft, "Miércoles sin reuniones");
  r = c.post(idea_path(idea, "/comments"), {{"body", "¡Me encanta!"}}, bea.token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto top = r.data().at("id").as_int64();
  EXPECT_TRUE(r.data().at("can_edit").as_bool());
  EXPECT_EQ(notices(server(), org, ana.id, "idea_comment"), 1);
  r = c.post(idea_path(idea, "/comments"), {{"body", "Gracias"}, {"parent_id", top}}, ana.token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto reply = r.data().at("id").as_int64();
  r = c.post(idea_path(idea, "/comments"), {{"body", "Más"}, {"parent_id", reply}}, bea.token);
  EXPECT_NE(r.field_error("parent_id"), "") << "one level only";
  const auto comment_path = idea_path(idea, "/comments/" + std::to_string(top));
  EXPECT_EQ(c.patch(comment_path, json::object{{"body", "Editado"}}, ana.token).status, 403);
  r = c.patch(comment_path, json::object{{"body", "¡Me encanta mucho!"}}, bea.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_FALSE(r.data().at("edited_at").is_null());
  EXPECT_EQ(c.request("DELETE", comment_path, "", bea.token).status, 204);
  r = c.get(idea_path(idea), ana.token);
  ASSERT_EQ(r.data().at("comments").as_array().size(), 2U);
  EXPECT_TRUE(r.data().at("comments").at(0).at("deleted").as_bool());
  EXPECT_EQ(r.data().at("comments").at(0).at("body").as_string(), "");
  EXPECT_EQ(r.data().at("comments_count").as_int64(), 1);

  // Another organisation's ids are 404.
  EXPECT_EQ(o.get(campaign_path(draft), other.admin_token).status, 404);
  EXPECT_EQ(o.get(idea_path(idea), other.admin_token).status, 404);
  EXPECT_EQ(o.request("PUT", idea_path(idea, "/vote"), "", other.admin_token).status, 404);
  EXPECT_EQ(move_idea(o, other.admin_token, idea, "aceptada", "x").status, 404);
  EXPECT_EQ(o.patch(campaign_path(draft), json::object{{"title", "y"}}, other.admin_token).status,
            404);
}

TEST_F(IdeasApi, TheGeneratorNamesTheValueInBothLanguages) {
  const auto org = make_org(server(), {"ideas", "recognitions"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto c = client(org.host);
  auto r = c.post("/api/values", {{"name", "Colaboración"}, {"name_en", "Collaboration"}},
                  org.admin_token);
  ASSERT_TRUE(r.status == 200 || r.status == 201) << r.body;
  const auto value = r.data().at("id").as_int64();
  const auto type = make_type(server(), org, "Trabajo en equipo");

  for (const auto* lang : {"es", "en"}) {
    r = c.post("/api/ideas/recognition_messages",
               {{"language", lang},
                {"post_type_id", type},
                {"value_ids", json::array{value}},
                {"receiver_names", json::array{"Bea"}}},
               ana.token);
    ASSERT_EQ(r.status, 200) << r.body;
    const auto data = r.data();
    const auto& messages = data.at("messages").as_array();
    EXPECT_GE(messages.size(), 3U);
    EXPECT_LE(messages.size(), 5U);
    const std::string value_name = std::string(lang) == "es" ? "Colaboración" : "Collaboration";
    int naming = 0;
    for (const auto& m : messages) {
      naming += std::string(m.as_string()).find(value_name) != std::string::npos ? 1 : 0;
    }
    EXPECT_GE(naming, 2) << lang << ": " << r.body;
  }
  r = c.post("/api/ideas/recognition_messages",
             {{"language", "fr"}, {"value_ids", json::array{999}}}, ana.token);
  EXPECT_EQ(r.status, 422);
  EXPECT_NE(r.field_error("language"), "");
  EXPECT_NE(r.field_error("value_ids"), "");
}

// The deadline and the comments' edit window, with a clock that moves.
class IdeasTimed : public IdeasApi {};

TEST_F(IdeasTimed, NoNewIdeasNorVotesAfterTheDeadline) {
  ManualClock clock(1'780'279'200'000);  // 2026-06-01 02:00 UTC
  TestServer timed({}, &clock);
  auto org = make_org(timed, {"ideas"});
  const auto c = timed.client(org.host);
  const auto ana = make_user(timed, org, Role::kEmployee, "Ana");
  const auto bea = make_user(timed, org, Role::kEmployee, "Bea");
  const auto k = campaign(c, org, clock.now_ms() + kSgHour);
  const auto idea = propose(c, ana.token, k, "Miércoles sin reuniones");
  auto r = c.post(idea_path(idea, "/comments"), {{"body", "Bien"}}, bea.token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto comment = r.data().at("id").as_int64();

  clock.advance_ms(2 * kSgHour);
  r = c.post(campaign_path(k, "/ideas"), {{"title", "Tarde"}, {"body", "x"}}, bea.token);
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.code(), "campaign_closed");
  EXPECT_EQ(c.request("PUT", idea_path(idea, "/vote"), "", bea.token).code(), "campaign_closed");
  r = c.get(campaign_path(k), bea.token);
  EXPECT_EQ(r.data().at("status").as_string(), "closed");
  EXPECT_FALSE(r.data().at("open").as_bool());
  EXPECT_EQ(c.get("/api/ideas/campaigns?status=closed", bea.token).data().as_array().size(), 1U);
  r = c.patch(idea_path(idea, "/comments/" + std::to_string(comment)),
              json::object{{"body", "Muy bien"}}, bea.token);
  EXPECT_EQ(r.code(), "edit_window_passed");
  // Reviewers still decide after the deadline.
  EXPECT_EQ(move_idea(c, org.admin_token, idea, "aceptada", "Gracias").status, 200);
}

}  // namespace
}  // namespace aplauso::test
