// Challenges over HTTP on both engines: the lifecycle (draft, active, inactive, ended, archived;
// new ones first) and the fields locked once active, who sees, manages and approves (admins,
// approvers, leaders, the audience; another organisation's ids; the module switched off), each
// metric (claims, number, check-in with the rotating code, product events through a real
// recognition and survey answers, anonymous ones not counted), idempotent counting, the guard
// rails (daily and period caps, duplicate evidence by file content and link, own claims, four
// eyes), completion paid once under concurrent approvals with its badge, team scores per member,
// the leaderboard that never shows the bottom, and the end job.
#include <atomic>
#include <boost/json/array.hpp>
#include <boost/json/parse.hpp>
#include <set>
#include <thread>

#include "core/clock.h"
#include "core/rotating_code.h"
#include "db/conn.h"
#include "db/database.h"
#include "modules/challenges/challenge_service.h"
#include "modules/uploads/upload_service.h"
#include "storage/local_store.h"
#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

namespace challenges_sql {
inline constexpr db::Statement kSetLeader{"test.challenges_set_leader",
                                          "UPDATE users SET leader_id = $2 WHERE id = $1"};
inline constexpr db::Statement kClaimUpload{
    "test.challenges_upload",
    "INSERT INTO uploads (org_id, user_id, upload_type, storage_key, file_name, content_type, "
    "declared_size, size, completed_at, created_at) VALUES ($1, $2, 'program-attachment', $3, $4, "
    "$5, 10, 10, 2, 1)"};
inline constexpr db::Statement kCompletionPayments{
    "test.challenges_completion_payments",
    "SELECT COUNT(*) FROM ledger_entries l JOIN challenge_completions k ON k.id = l.reference_id "
    "WHERE l.org_id = $1 AND l.reference_type = 'challenge_completion' AND k.challenge_id = $2"};
inline constexpr db::Statement kBadgeGiven{
    "test.challenges_badge_given",
    "SELECT COUNT(*) FROM post_receivers r JOIN posts p ON p.id = r.post_id WHERE p.org_id = $1 "
    "AND p.kind = 'badge' AND p.badge_id = $2 AND r.user_id = $3"};
inline constexpr db::Statement kChallengeNotices{
    "test.challenges_notifications",
    "SELECT COUNT(*) FROM notifications WHERE org_id = $1 AND user_id = $2 AND kind = $3"};
inline constexpr db::Statement kChallengeGroup{
    "test.challenges_insert_group",
    "INSERT INTO communication_groups (org_id, name, created_at) VALUES ($1, $2, 1) RETURNING id"};
inline constexpr db::Statement kChallengeGroupMember{
    "test.challenges_add_to_group",
    "INSERT INTO communication_group_members (group_id, user_id, org_id) VALUES ($1, $2, $3)"};
inline constexpr db::Statement kChallengesOff{
    "test.challenges_module_off",
    "UPDATE org_services SET enabled = 0 WHERE org_id = $1 AND service = 'challenges'"};
inline constexpr db::Statement kActive{
    "test.challenges_active",
    "SELECT COUNT(*) FROM challenges WHERE id = $1 AND status = 'active'"};
inline constexpr db::Statement kContributions{
    "test.challenges_contributions",
    "SELECT COUNT(*) FROM challenge_contributions WHERE challenge_id = $1"};
inline constexpr db::Statement kEvidenceOf{
    "test.challenges_evidence_of",
    "SELECT COUNT(*) FROM challenge_claims WHERE org_id = $1 AND user_id = $2 AND (body <> '' OR "
    "link IS NOT NULL OR upload_key IS NOT NULL)"};
}  // namespace challenges_sql

class ChallengesApi : public ApiTest {
 protected:
  static json::object challenge(const json::object& extra = {}) {
    json::object c{{"title", "Camina más"},     {"rules", "Cada claim cuenta 1."},
                   {"kind", "individual"},      {"audience", json::object{{"everyone", true}}},
                   {"starts_on", "2020-01-01"}, {"ends_on", "2099-12-31"},
                   {"recurrence", "none"},      {"metric", "claims"},
                   {"evidence", "text"},        {"target", 3},
                   {"reward_points", 50},       {"approval", "manual"},
                   {"join_mode", "open"}};
    for (const auto& [k, v] : extra) c[k] = v;
    return c;
  }

  /// Creates (and activates) a challenge as the admin; returns its detail.
  static json::object make(const HttpClient& c, const TestOrg& org, const json::object& extra = {},
                           bool activate = true) {
    auto r = c.post("/api/org/challenge", challenge(extra), org.admin_token);
    EXPECT_EQ(r.status, 201) << r.body;
    if (r.status != 201) return {};
    const auto id = r.data().at("id").as_int64();
    if (activate) {
      r = c.post("/api/org/challenge/activate", {{"id", id}}, org.admin_token);
      EXPECT_EQ(r.status, 200) << r.body;
    }
    return r.data().as_object();
  }

  static std::string path(std::int64_t id, const std::string& tail = "") {
    return "/api/org/challenge/" + std::to_string(id) + tail;
  }

  static HttpResult claim(const HttpClient& c, const std::string& token, std::int64_t id,
                          const json::object& body = {{"text", "Hecho"}}) {
    return c.post(path(id, "/claim"), body, token);
  }

  static std::int64_t claimed(const HttpClient& c, const std::string& token, std::int64_t id,
                              const json::object& body = {{"text", "Hecho"}}) {
    const auto r = claim(c, token, id, body);
    EXPECT_EQ(r.status, 201) << r.body;
    return r.status == 201 ? r.data().at("id").as_int64() : 0;
  }

  static HttpResult approve(const HttpClient& c, const std::string& token, std::int64_t claim) {
    return c.post("/api/org/challenge/claim/" + std::to_string(claim) + "/approve", json::object{},
                  token);
  }

  static HttpResult join(const HttpClient& c, const std::string& token, std::int64_t id) {
    return c.post(path(id, "/join"), json::object{}, token);
  }

  static double score(const HttpClient& c, const std::string& token, std::int64_t id) {
    const auto r = c.get(path(id), token);
    EXPECT_EQ(r.status, 200) << r.body;
    return r.status == 200 ? r.data().at("mine").at("score").to_number<double>() : -1;
  }

  static std::int64_t count(TestServer& s, const db::Statement& st,
                            std::initializer_list<db::Param> params) {
    return scalar(s, st, params).value_or(-1);
  }

  static std::set<std::int64_t> ids_of(const json::value& data) {
    std::set<std::int64_t> out;
    for (const auto& t : data.as_array()) out.insert(t.at("id").as_int64());
    return out;
  }
};

TEST_F(ChallengesApi, LifecycleLockedEditsAndArchive) {
  const auto org = make_org(server(), {"challenges"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto c = client(org.host);

  // Only admins create; bad fields are named.
  auto r = c.post("/api/org/challenge", challenge(), ana.token);
  EXPECT_EQ(r.status, 403);
  r = c.post("/api/org/challenge",
             challenge({{"title", ""},
                        {"starts_on", "2026-02-30"},
                        {"kind", "team"},
                        {"metric", "number"},
                        {"target", 0},
                        {"reward_points", 200000},
                        {"alternative", std::string(1001, 'a')}}),
             org.admin_token);
  ASSERT_EQ(r.status, 422) << r.body;
  EXPECT_EQ(r.code(), "invalid_challenge");
  for (const char* field : {"title", "starts_on", "team_basis", "max_per_claim", "target",
                            "reward_points", "alternative"}) {
    EXPECT_NE(r.field_error(field), "") << field;
  }

  // A draft, new first; members do not see it.
  const auto first = make(c, org, {{"title", "Primero"}}, false);
  const auto second = make(c, org, {{"title", "Segundo"}}, false);
  const auto id = second.at("id").as_int64();
  EXPECT_EQ(second.at("status").as_string(), "draft");
  EXPECT_LT(second.at("position").as_int64(), first.at("position").as_int64());
  r = c.get("/api/org/challenge?manage=true", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at(0).at("id").as_int64(), id) << "new first";
  EXPECT_EQ(c.get(path(id), ana.token).status, 404);
  EXPECT_EQ(c.get("/api/org/challenge?manage=true", ana.token).status, 403);
  EXPECT_EQ(c.get("/api/org/challenge", ana.token).data().as_array().size(), 0U);

  // A draft takes every change.
  auto edit = challenge({{"id", id}, {"title", "Segundo reto"}, {"target", 4}});
  r = c.post("/api/org/challenge/edit", edit, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("target").to_number<double>(), 4.0);

  // Activated: members see it, claims need joining first.
  r = c.post("/api/org/challenge/activate", {{"id", id}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("status").as_string(), "active");
  EXPECT_TRUE(r.data().at("open").as_bool());
  EXPECT_EQ(
      count(server(), challenges_sql::kChallengeNotices, {org.id, ana.id, "challenge_launched"}),
      1);
  EXPECT_EQ(c.post("/api/org/challenge/activate", {{"id", id}}, org.admin_token).code(),
            "invalid_status");
  EXPECT_EQ(c.get(path(id), ana.token).status, 200);
  EXPECT_TRUE(c.get(path(id), ana.token).data().at("mine").at("can_join").as_bool());

  // Once active only texts, the end, approvers, limits and the alternative change.
  edit["target"] = 10;
  edit["metric"] = "checkin";
  r = c.post("/api/org/challenge/edit", edit, org.admin_token);
  ASSERT_EQ(r.status, 409) << r.body;
  EXPECT_EQ(r.code(), "challenge_locked");
  EXPECT_NE(r.field_error("target"), "");
  EXPECT_NE(r.field_error("metric"), "");
  edit["target"] = 4;
  edit["metric"] = "claims";
  edit["title"] = "Segundo reto, nuevo nombre";
  edit["alternative"] = "Camina en la cinta";
  edit["max_claims_per_day"] = 2;
  r = c.post("/api/org/challenge/edit", edit, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("title").as_string(), "Segundo reto, nuevo nombre");
  EXPECT_EQ(r.data().at("alternative").as_string(), "Camina en la cinta");
  EXPECT_EQ(r.data().at("max_claims_per_day").as_int64(), 2);

  // Inactive takes nothing; active again; ended; archived hides it from members.
  ASSERT_EQ(join(c, ana.token, id).status, 200);
  r = c.post("/api/org/challenge/toggle", {{"id", id}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("status").as_string(), "inactive");
  EXPECT_EQ(claim(c, ana.token, id).code(), "challenge_not_open");
  ASSERT_EQ(c.post("/api/org/challenge/toggle", {{"id", id}}, org.admin_token).status, 200);
  const auto pending = claimed(c, ana.token, id);
  EXPECT_EQ(c.post("/api/org/challenge/archive", {{"id", id}}, org.admin_token).code(),
            "invalid_status");
  ASSERT_EQ(c.post("/api/org/challenge/end", {{"id", id}}, org.admin_token).status, 200);
  EXPECT_EQ(claim(c, ana.token, id).code(), "challenge_not_open");
  EXPECT_EQ(approve(c, org.admin_token, pending).status, 200) << "decidable after the end";
  r = c.get("/api/org/challenge?status=ended", ana.token);
  EXPECT_EQ(ids_of(r.data()), (std::set<std::int64_t>{id}));
  ASSERT_EQ(c.post("/api/org/challenge/archive", {{"id", id}}, org.admin_token).status, 200);
  EXPECT_EQ(c.get(path(id), ana.token).status, 404);
  EXPECT_EQ(c.get("/api/org/challenge", ana.token).data().as_array().size(), 0U);
  r = c.get("/api/org/challenge?manage=true&status=archived", org.admin_token);
  EXPECT_EQ(ids_of(r.data()), (std::set<std::int64_t>{id}));
  EXPECT_EQ(
      c.get(path(id, "/stats"), org.admin_token).data().at("claims").at("approved").as_int64(), 1);
}

TEST_F(ChallengesApi, OtherOrganisationsRolesAndTheModuleFlag) {
  const auto org = make_org(server(), {"challenges"});
  const auto other = make_org(server(), {"challenges"});
  const auto off = make_org(server(), {});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto beto = make_user(server(), org, Role::kEmployee, "Beto");
  const auto vera = make_user(server(), org, Role::kEmployee, "Vera");
  const auto luis = make_user(server(), org, Role::kLeader, "Luis");
  const auto eva = make_user(server(), other, Role::kEmployee, "Eva");
  exec(server(), challenges_sql::kSetLeader, {ana.id, luis.id});
  const auto c = client(org.host);
  const auto o = client(other.host);
  const auto sales = *scalar(server(), sql::kInsertDepartment, {org.id, "Ventas"});
  exec(server(), sql::kSetDepartment, {ana.id, sales});
  exec(server(), sql::kSetDepartment, {vera.id, sales});

  const auto ch =
      make(c, org,
           {{"audience", json::object{{"everyone", false}, {"departments", json::array{sales}}}},
            {"approver_ids", json::array{vera.id}}});
  const auto id = ch.at("id").as_int64();
  EXPECT_EQ(ch.at("approvers").at(0).at("id").as_int64(), vera.id);
  // Ana is in its audience; Beto is not.
  EXPECT_EQ(c.get(path(id), ana.token).status, 200);
  EXPECT_EQ(c.get(path(id), beto.token).status, 404);
  EXPECT_EQ(join(c, beto.token, id).status, 404);
  EXPECT_EQ(claim(c, ana.token, id).code(), "not_joined");
  ASSERT_EQ(join(c, ana.token, id).status, 200);
  EXPECT_EQ(join(c, ana.token, id).code(), "already_joined");
  const auto mine = claimed(c, ana.token, id);

  // Approvers see the claims and figures; members do not; nobody decides their own; Beto is
  // nobody's approver.
  EXPECT_EQ(c.get(path(id, "/claims"), vera.token).status, 200);
  EXPECT_EQ(c.get(path(id, "/stats"), vera.token).status, 200);
  EXPECT_EQ(c.get(path(id, "/claims"), ana.token).status, 403);
  const auto own = make(c, org, {{"approver_ids", json::array{ana.id}}});
  ASSERT_EQ(join(c, ana.token, own.at("id").as_int64()).status, 200);
  const auto ana_own = claimed(c, ana.token, own.at("id").as_int64());
  EXPECT_EQ(approve(c, ana.token, ana_own).code(), "own_item");
  ASSERT_EQ(join(c, beto.token, own.at("id").as_int64()).status, 200);
  const auto beto_claim = claimed(c, beto.token, own.at("id").as_int64());
  EXPECT_EQ(approve(c, vera.token, beto_claim).code(), "not_your_decision");
  EXPECT_EQ(approve(c, luis.token, mine).status, 200) << "Ana's leader decides hers";

  // Another organisation's ids are not found.
  EXPECT_EQ(o.get(path(id), eva.token).status, 404);
  EXPECT_EQ(o.get(path(id), other.admin_token).status, 404);
  EXPECT_EQ(o.post("/api/org/challenge/activate", {{"id", id}}, other.admin_token).status, 404);
  EXPECT_EQ(o.post("/api/org/challenge/edit", challenge({{"id", id}}), other.admin_token).status,
            404);
  EXPECT_EQ(claim(o, eva.token, id).status, 404);
  EXPECT_EQ(approve(o, other.admin_token, beto_claim).status, 404);
  EXPECT_EQ(o.get(path(id, "/leaderboard"), other.admin_token).status, 404);
  EXPECT_EQ(o.get(path(id, "/stats"), other.admin_token).status, 404);

  // The module off: every call says so, and the inbox leaves the kind out.
  const auto f = client(off.host);
  const auto r = f.get("/api/org/challenge", off.admin_token);
  EXPECT_EQ(r.status, 403);
  EXPECT_EQ(r.code(), "module_disabled");
  EXPECT_EQ(f.post("/api/org/challenge", challenge(), off.admin_token).code(), "module_disabled");
  const auto inbox = f.get("/api/approvals", off.admin_token);
  ASSERT_EQ(inbox.status, 200) << inbox.body;
  EXPECT_FALSE(inbox.json().at("meta").at("counts").as_object().contains("challenge_claim"));
  const auto on = c.get("/api/approvals?kind=challenge_claim", org.admin_token);
  ASSERT_EQ(on.status, 200) << on.body;
  EXPECT_EQ(on.json().at("meta").at("counts").at("challenge_claim").as_int64(), 2)
      << "Ana's and Beto's in the second challenge";
}

TEST_F(ChallengesApi, GuardRailsCapsDuplicatesAndEvidence) {
  const auto org = make_org(server(), {"challenges"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto beto = make_user(server(), org, Role::kEmployee, "Beto");
  const auto c = client(org.host);
  const auto ch = make(c, org,
                       {{"evidence", "link"},
                        {"max_claims_per_day", 2},
                        {"max_claims_total", 3},
                        {"join_mode", "automatic"}});
  const auto id = ch.at("id").as_int64();
  EXPECT_EQ(join(c, ana.token, id).code(), "automatic_join");

  // Evidence by kind; a link used before in the challenge, by anyone, is refused.
  EXPECT_EQ(claim(c, ana.token, id, {{"text", "sin enlace"}}).code(), "invalid_evidence");
  EXPECT_EQ(claim(c, ana.token, id, {{"link", "ftp://x"}}).field_error("link") != "", true);
  claimed(c, ana.token, id, {{"link", "https://example.org/a"}});
  auto r = claim(c, beto.token, id, {{"link", "https://example.org/a"}});
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.code(), "duplicate_evidence");
  // The daily cap: pending and approved claims of today.
  const auto second = claimed(c, ana.token, id, {{"link", "https://example.org/b"}});
  r = claim(c, ana.token, id, {{"link", "https://example.org/c"}});
  EXPECT_EQ(r.status, 429);
  EXPECT_EQ(r.code(), "daily_cap");
  const auto detail = c.get(path(id), ana.token).data();
  EXPECT_EQ(detail.at("mine").at("claims_today").as_int64(), 2);
  EXPECT_EQ(detail.at("mine").at("claims_left_today").as_int64(), 0);
  // A rejected claim frees its place and its link.
  ASSERT_EQ(c.post("/api/org/challenge/claim/" + std::to_string(second) + "/reject",
                   {{"reason", "No se ve la caminata"}}, org.admin_token)
                .status,
            200);
  EXPECT_EQ(count(server(), challenges_sql::kChallengeNotices,
                  {org.id, ana.id, "challenge_claim_rejected"}),
            1);
  claimed(c, ana.token, id, {{"link", "https://example.org/b"}});
  // The period cap (3 per period), with a higher daily cap.
  auto edit = challenge({{"id", id},
                         {"evidence", "link"},
                         {"max_claims_per_day", 10},
                         {"max_claims_total", 3},
                         {"join_mode", "automatic"}});
  ASSERT_EQ(c.post("/api/org/challenge/edit", edit, org.admin_token).status, 200);
  claimed(c, ana.token, id, {{"link", "https://example.org/d"}});
  r = claim(c, ana.token, id, {{"link", "https://example.org/e"}});
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.code(), "claim_limit");

  // Files: a finished upload of the caller; the same content twice in the challenge is refused.
  const auto photos = make(c, org, {{"evidence", "photo"}, {"join_mode", "automatic"}});
  const auto pid = photos.at("id").as_int64();
  auto* local = server().app().service<uploads::UploadService>().local();
  ASSERT_NE(local, nullptr);
  const auto store = [&](std::int64_t user, const std::string& bytes) {
    const auto key = "program-attachment." + unique("chl") + ".png";
    exec(server(), challenges_sql::kClaimUpload, {org.id, user, key, "foto.png", "image/png"});
    local->put(key, bytes, "image/png");
    return key;
  };
  const auto photo = tiny_png();
  const auto anas = store(ana.id, photo);
  EXPECT_EQ(claim(c, beto.token, pid, {{"upload_key", anas}}).code(), "attachment_not_found");
  EXPECT_EQ(claim(c, beto.token, pid, {{"upload_key", anas}}).status, 400) << "someone else's";
  r = claim(c, ana.token, pid, {{"upload_key", anas}, {"used_alternative", true}});
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_TRUE(r.data().at("used_alternative").as_bool());
  EXPECT_EQ(r.data().at("attachment").at("name").as_string(), "foto.png");
  r = claim(c, beto.token, pid, {{"upload_key", store(beto.id, photo)}});
  EXPECT_EQ(r.status, 409) << r.body;
  EXPECT_EQ(r.code(), "duplicate_evidence") << "the same bytes under another key";
  EXPECT_EQ(claim(c, beto.token, pid, {{"upload_key", store(beto.id, photo + "x")}}).status, 201);
}

TEST_F(ChallengesApi, TheDailyCapHoldsUnderConcurrentClaims) {
  const auto org = make_org(server(), {"challenges"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto c = client(org.host);
  const auto ch = make(c, org, {{"max_claims_per_day", 2}, {"join_mode", "automatic"}});
  const auto id = ch.at("id").as_int64();
  // Eight claims sent at once by one person: exactly the day's two pass, the rest hear 429.
  std::atomic<int> ok{0}, capped{0}, other{0};
  std::vector<std::thread> threads;
  for (int i = 0; i < 8; ++i) {
    threads.emplace_back([&, i] {
      const auto r =
          claim(client(org.host), ana.token, id, {{"text", "Intento " + std::to_string(i)}});
      (r.status == 201 ? ok : r.code() == "daily_cap" ? capped : other)++;
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(ok.load(), 2);
  EXPECT_EQ(capped.load(), 6);
  EXPECT_EQ(other.load(), 0);
  EXPECT_EQ(c.get(path(id), ana.token).data().at("mine").at("claims_today").as_int64(), 2);
}

TEST_F(ChallengesApi, NumbersFourEyesCompletionAndBadge) {
  const auto org = make_org(server(), {"challenges"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto vera = make_user(server(), org, Role::kEmployee, "Vera");
  const auto c = client(org.host);
  const auto badge = *scalar(server(), sql::kInsertBadge, {org.id, "Caminante"});
  const auto ch = make(c, org,
                       {{"metric", "number"},
                        {"evidence", "none"},
                        {"unit", "km"},
                        {"max_per_claim", 10},
                        {"target", 12.5},
                        {"reward_points", 100},
                        {"badge_id", badge},
                        {"four_eyes_points", 100},
                        {"approver_ids", json::array{vera.id}},
                        {"join_mode", "automatic"}});
  const auto id = ch.at("id").as_int64();
  EXPECT_EQ(ch.at("badge").at("name").as_string(), "Caminante");

  // 0 < n <= max.
  EXPECT_EQ(claim(c, ana.token, id, {{"number", 0}}).field_error("number") != "", true);
  EXPECT_EQ(claim(c, ana.token, id, {{"number", 10.5}}).code(), "invalid_evidence");
  EXPECT_EQ(claim(c, ana.token, id, json::object{}).code(), "invalid_evidence");
  const auto first = claimed(c, ana.token, id, {{"number", 7.25}});
  const auto second = claimed(c, ana.token, id, {{"number", 6}});

  // Four eyes: the admin's approval is the first; the admin cannot give the second.
  auto r = approve(c, org.admin_token, first);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("status").as_string(), "pending");
  EXPECT_EQ(r.data().at("approvals_needed").as_int64(), 2);
  EXPECT_EQ(r.data().at("approvals_done").as_int64(), 1);
  r = approve(c, org.admin_token, first);
  EXPECT_EQ(r.status, 403);
  EXPECT_EQ(r.code(), "second_approver_required");
  const auto inbox = c.get("/api/approvals?kind=challenge_claim", vera.token);
  ASSERT_EQ(inbox.status, 200) << inbox.body;
  bool shown = false;
  const auto items = inbox.data();
  for (const auto& item : items.as_array()) {
    if (item.at("id").as_int64() != first) continue;
    shown = true;
    EXPECT_EQ(item.at("approvals").at("done").as_int64(), 1);
    EXPECT_EQ(item.at("approvals").at("needed").as_int64(), 2);
    EXPECT_EQ(item.at("title").as_string(), "7,25 km");
  }
  EXPECT_TRUE(shown);
  r = approve(c, vera.token, first);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("status").as_string(), "approved");
  EXPECT_DOUBLE_EQ(score(c, ana.token, id), 7.25);
  const auto before = balances(server(), org, ana.id).redeem;

  // The second crosses the target: 100 points and the badge, once.
  ASSERT_EQ(approve(c, vera.token, second).status, 200);
  ASSERT_EQ(approve(c, org.admin_token, second).status, 200);
  const auto detail = c.get(path(id), ana.token).data();
  EXPECT_DOUBLE_EQ(detail.at("mine").at("score").to_number<double>(), 13.25);
  EXPECT_TRUE(detail.at("mine").at("completed").as_bool());
  EXPECT_EQ(detail.at("mine").at("percent").as_int64(), 100);
  EXPECT_EQ(balances(server(), org, ana.id).redeem, before + 100);
  EXPECT_EQ(count(server(), challenges_sql::kCompletionPayments, {org.id, id}), 1);
  EXPECT_EQ(count(server(), challenges_sql::kBadgeGiven, {org.id, badge, ana.id}), 1);
  EXPECT_EQ(
      count(server(), challenges_sql::kChallengeNotices, {org.id, ana.id, "challenge_completed"}),
      1);
  EXPECT_EQ(ledger_sum(server(), org), 0);
  // The activity shows the approved claims and the completion.
  const auto activity = c.get(path(id, "/activity"), ana.token);
  ASSERT_EQ(activity.status, 200) << activity.body;
  std::multiset<std::string> types;
  const auto feed = activity.data();
  for (const auto& a : feed.as_array()) types.insert(std::string(a.at("type").as_string()));
  EXPECT_EQ(types, (std::multiset<std::string>{"claim", "claim", "completion"}));
  const auto stats = c.get(path(id, "/stats"), vera.token).data();
  EXPECT_EQ(stats.at("completions").as_int64(), 1);
  EXPECT_EQ(stats.at("points_paid").as_int64(), 100);
}

TEST_F(ChallengesApi, CompletionPaysOnceUnderConcurrentApprovals) {
  const auto org = make_org(server(), {"challenges"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto c = client(org.host);
  const auto ch = make(c, org,
                       {{"target", 5},
                        {"reward_points", 40},
                        {"max_claims_per_day", 10},
                        {"join_mode", "automatic"}});
  const auto id = ch.at("id").as_int64();
  std::vector<std::int64_t> claims;
  for (int i = 0; i < 10; ++i) {
    claims.push_back(claimed(c, ana.token, id, {{"text", "Día " + std::to_string(i)}}));
  }
  const auto before = balances(server(), org, ana.id).redeem;
  std::atomic<int> ok{0}, failed{0};
  std::vector<std::thread> threads;
  for (const auto claim_id : claims) {
    threads.emplace_back([&, claim_id] {
      const auto r = approve(client(org.host), org.admin_token, claim_id);
      (r.status == 200 ? ok : failed)++;
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(ok.load(), 10);
  EXPECT_EQ(failed.load(), 0);
  EXPECT_DOUBLE_EQ(score(c, ana.token, id), 10.0);
  EXPECT_EQ(balances(server(), org, ana.id).redeem, before + 40);
  EXPECT_EQ(count(server(), challenges_sql::kCompletionPayments, {org.id, id}), 1);
  EXPECT_EQ(ledger_sum(server(), org), 0);
}

TEST_F(ChallengesApi, ProductEventsCountOnceThroughRealRecognitionsAndSurveys) {
  const auto org = make_full_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto beto = make_user(server(), org, Role::kEmployee, "Beto");
  const auto c = client(org.host);
  const auto sent = make(c, org,
                         {{"metric", "product_event"},
                          {"product_event", "recognition_sent"},
                          {"target", 2},
                          {"reward_points", 30},
                          {"join_mode", "automatic"}});
  const auto received = make(c, org,
                             {{"metric", "product_event"},
                              {"product_event", "recognition_received"},
                              {"target", 1},
                              {"reward_points", 0},
                              {"join_mode", "open"}});
  const auto sid = sent.at("id").as_int64();
  const auto rid = received.at("id").as_int64();
  EXPECT_EQ(claim(c, ana.token, sid).code(), "wrong_metric");
  ASSERT_EQ(join(c, beto.token, rid).status, 200);

  set_giving_points(server(), org, ana.id, 100);
  const auto type = make_type(server(), org, "Gracias", 1, 50);
  ASSERT_EQ(send_recognition(server(), org, ana, {beto.email}, 5, type).status, 201);
  EXPECT_DOUBLE_EQ(score(c, ana.token, sid), 1.0);
  EXPECT_DOUBLE_EQ(score(c, beto.token, rid), 1.0);
  EXPECT_TRUE(c.get(path(rid), beto.token).data().at("mine").at("completed").as_bool());
  EXPECT_DOUBLE_EQ(score(c, beto.token, sid), 0.0) << "receiving is not sending";

  // The same post counted again (a retried hook) changes nothing.
  auto& service = server().app().service<challenges::ChallengeService>();
  server().app().db().transact([&](db::Conn& conn) {
    service.on_product_events(conn, OrgId{org.id},
                              {{"recognition_sent", ana.id, "recognition_sent", 424242, 0},
                               {"recognition_sent", ana.id, "recognition_sent", 424242, 0}});
    return 0;
  });
  EXPECT_DOUBLE_EQ(score(c, ana.token, sid), 1.0) << "at 0 ms the challenge is not open";
  const auto now = std::chrono::duration_cast<std::chrono::milliseconds>(
                       std::chrono::system_clock::now().time_since_epoch())
                       .count();
  for (int i = 0; i < 2; ++i) {
    server().app().db().transact([&](db::Conn& conn) {
      service.on_product_events(conn, OrgId{org.id},
                                {{"recognition_sent", ana.id, "recognition_sent", 424242, now}});
      return 0;
    });
  }
  EXPECT_DOUBLE_EQ(score(c, ana.token, sid), 2.0) << "counted once";
  EXPECT_TRUE(c.get(path(sid), ana.token).data().at("mine").at("completed").as_bool());

  // Surveys: an attributed or confidential answer counts; an anonymous one leaves no trace.
  const auto answered = make(c, org,
                             {{"metric", "product_event"},
                              {"product_event", "survey_answered"},
                              {"target", 5},
                              {"join_mode", "automatic"}});
  const auto aid = answered.at("id").as_int64();
  const auto form = json::parse(R"({"title": {"es": "Pulso", "en": "Pulse"},
      "questions": [{"id": "clima", "type": "likert", "required": true,
                     "title": {"es": "Me siento bien", "en": "I feel good"}}]})");
  const auto survey = [&](const char* confidentiality) {
    json::object b{{"title", json::object{{"es", "Pulso"}, {"en", "Pulse"}}},
                   {"confidentiality", confidentiality},
                   {"form", form},
                   {"points", 0},
                   {"multi_response", false},
                   {"notify", false},
                   {"audience", json::object{{"everyone", true},
                                             {"departments", json::array{}},
                                             {"groups", json::array{}},
                                             {"countries", json::array{}}}},
                   {"recurrence", "none"}};
    auto r = c.post("/api/org/surveys", b, org.admin_token);
    EXPECT_EQ(r.status, 201) << r.body;
    const auto id = r.data().at("id").as_int64();
    r = c.post("/api/org/surveys/" + std::to_string(id) + "/activate", json::object{},
               org.admin_token);
    EXPECT_EQ(r.status, 200) << r.body;
    return id;
  };
  const auto named = survey("confidential");
  const auto hidden = survey("anonymous");
  const json::object answer{{"answers", json::object{{"clima", 4}}}};
  ASSERT_EQ(
      c.post("/api/surveys/" + std::to_string(named) + "/responses", answer, ana.token).status,
      201);
  ASSERT_EQ(
      c.post("/api/surveys/" + std::to_string(hidden) + "/responses", answer, ana.token).status,
      201);
  EXPECT_DOUBLE_EQ(score(c, ana.token, aid), 1.0) << "the anonymous answer is not counted";
  EXPECT_EQ(count(server(), challenges_sql::kContributions, {aid}), 1);
}

TEST_F(ChallengesApi, TeamScoresArePerMemberAcrossTeamsOfDifferentSizes) {
  const auto org = make_org(server(), {"challenges"});
  const auto c = client(org.host);
  const auto small = *scalar(server(), sql::kInsertDepartment, {org.id, "Pequeño"});
  const auto large = *scalar(server(), sql::kInsertDepartment, {org.id, "Grande"});
  std::vector<TestUser> smalls, larges;
  for (int i = 0; i < 2; ++i) {
    smalls.push_back(make_user(server(), org, Role::kEmployee, "S" + std::to_string(i)));
    exec(server(), sql::kSetDepartment, {smalls.back().id, small});
  }
  for (int i = 0; i < 4; ++i) {
    larges.push_back(make_user(server(), org, Role::kEmployee, "L" + std::to_string(i)));
    exec(server(), sql::kSetDepartment, {larges.back().id, large});
  }
  const auto ch = make(c, org,
                       {{"kind", "team"},
                        {"team_basis", "department"},
                        {"metric", "number"},
                        {"evidence", "none"},
                        {"unit", "km"},
                        {"max_per_claim", 100},
                        {"target", 10},
                        {"reward_points", 20},
                        {"approval", "auto"},
                        {"join_mode", "open"}});
  const auto id = ch.at("id").as_int64();
  for (const auto& u : smalls) ASSERT_EQ(join(c, u.token, id).status, 200);
  for (const auto& u : larges) ASSERT_EQ(join(c, u.token, id).status, 200);
  // The large team logs 36 km (9 each); the small one 16 (8 each): per member 9 against 8.
  claimed(c, larges[0].token, id, {{"number", 36}});
  claimed(c, smalls[0].token, id, {{"number", 16}});
  auto r = c.get(path(id, "/leaderboard"), smalls[1].token);
  ASSERT_EQ(r.status, 200) << r.body;
  auto board = r.data();
  EXPECT_EQ(board.at("kind").as_string(), "team");
  ASSERT_EQ(board.at("top").as_array().size(), 2U);
  EXPECT_EQ(board.at("top").at(0).at("team").at("id").as_int64(), large);
  EXPECT_DOUBLE_EQ(board.at("top").at(0).at("score").to_number<double>(), 9.0);
  EXPECT_EQ(board.at("top").at(0).at("members").as_int64(), 4);
  EXPECT_DOUBLE_EQ(board.at("top").at(0).at("total").to_number<double>(), 36.0);
  EXPECT_EQ(board.at("me").at("team").at("id").as_int64(), small);
  EXPECT_EQ(board.at("me").at("rank").as_int64(), 2);
  // 4 km more for the small team: 10 per member, the target; both of its members are paid.
  const auto before = balances(server(), org, smalls[1].id).redeem;
  claimed(c, smalls[1].token, id, {{"number", 4}});
  EXPECT_EQ(balances(server(), org, smalls[1].id).redeem, before + 20);
  EXPECT_TRUE(c.get(path(id), smalls[0].token).data().at("mine").at("completed").as_bool());
  EXPECT_FALSE(c.get(path(id), larges[0].token).data().at("mine").at("completed").as_bool());
  EXPECT_EQ(count(server(), challenges_sql::kCompletionPayments, {org.id, id}), 2);
  // Leaving keeps the history but the member no longer counts: the large team is 3 now.
  ASSERT_EQ(c.post(path(id, "/leave"), json::object{}, larges[3].token).status, 200);
  board = c.get(path(id, "/leaderboard"), larges[0].token).data();
  EXPECT_EQ(board.at("me").at("members").as_int64(), 3);
  EXPECT_DOUBLE_EQ(board.at("me").at("score").to_number<double>(), 12.0);
}

TEST_F(ChallengesApi, GroupTeamsAreTheAudiencesGroupsEachMemberBelongsTo) {
  const auto org = make_org(server(), {"challenges"});
  const auto c = client(org.host);
  const auto red = *scalar(server(), challenges_sql::kChallengeGroup, {org.id, unique("Rojo")});
  const auto blue = *scalar(server(), challenges_sql::kChallengeGroup, {org.id, unique("Azul")});
  const auto other = *scalar(server(), challenges_sql::kChallengeGroup, {org.id, unique("Otro")});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto beto = make_user(server(), org, Role::kEmployee, "Beto");
  exec(server(), challenges_sql::kChallengeGroupMember, {red, ana.id, org.id});
  exec(server(), challenges_sql::kChallengeGroupMember, {blue, ana.id, org.id});
  exec(server(), challenges_sql::kChallengeGroupMember, {other, ana.id, org.id});
  exec(server(), challenges_sql::kChallengeGroupMember, {blue, beto.id, org.id});
  const auto ch =
      make(c, org,
           {{"kind", "team"},
            {"team_basis", "group"},
            {"audience", json::object{{"everyone", false}, {"groups", json::array{red, blue}}}},
            {"target", 2},
            {"approval", "auto"},
            {"join_mode", "automatic"}});
  const auto id = ch.at("id").as_int64();
  claimed(c, ana.token, id);
  // Ana counts for both listed groups, not for the third; Blue has two members.
  const auto mine = c.get(path(id), ana.token).data().at("mine");
  ASSERT_EQ(mine.at("teams").as_array().size(), 2U);
  const auto board = c.get(path(id, "/leaderboard"), beto.token).data();
  ASSERT_EQ(board.at("top").as_array().size(), 2U);
  EXPECT_EQ(board.at("top").at(0).at("team").at("id").as_int64(), red) << "1 per member";
  EXPECT_DOUBLE_EQ(board.at("top").at(1).at("score").to_number<double>(), 0.5);
  EXPECT_EQ(board.at("me").at("team").at("id").as_int64(), blue);
  EXPECT_EQ(board.at("me").at("members").as_int64(), 2);
}

TEST_F(ChallengesApi, AnErasedPersonLeavesTheBoardAndTheirEvidenceGoes) {
  const auto org = make_org(server(), {"challenges"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto beto = make_user(server(), org, Role::kEmployee, "Beto");
  const auto c = client(org.host);
  const auto id =
      make(c, org, {{"evidence", "link"}, {"join_mode", "automatic"}}).at("id").as_int64();
  const auto approved = claimed(c, ana.token, id, {{"link", "https://example.org/ana-1"}});
  ASSERT_EQ(approve(c, org.admin_token, approved).status, 200);
  const auto waiting = claimed(c, ana.token, id, {{"link", "https://example.org/ana-2"}});
  ASSERT_EQ(
      approve(c, org.admin_token, claimed(c, beto.token, id, {{"link", "https://example.org/b"}}))
          .status,
      200);
  auto r = c.get(path(id, "/leaderboard"), beto.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("ranked").as_int64(), 2);

  ASSERT_EQ(c.post("/api/user/admin/delete", {{"user_id", ana.id}}, org.admin_token).status, 200);
  EXPECT_EQ(count(server(), challenges_sql::kEvidenceOf, {org.id, ana.id}), 0);
  EXPECT_EQ(approve(c, org.admin_token, waiting).code(), "already_decided");
  r = c.get(path(id, "/leaderboard"), beto.token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto top = r.data().at("top");
  ASSERT_EQ(top.as_array().size(), 1U) << r.body;
  EXPECT_EQ(top.at(0).at("person").at("id").as_int64(), beto.id) << "she is no longer ranked";
  // Her link is free again: the evidence it was is gone.
  EXPECT_EQ(claim(c, beto.token, id, {{"link", "https://example.org/ana-1"}}).status, 201);
}

TEST_F(ChallengesApi, TheLeaderboardNeverShowsTheBottom) {
  const auto org = make_org(server(), {"challenges"});
  const auto c = client(org.host);
  const auto ch = make(c, org,
                       {{"metric", "number"},
                        {"evidence", "none"},
                        {"max_per_claim", 100},
                        {"target", 1000},
                        {"approval", "auto"},
                        {"join_mode", "automatic"}});
  const auto id = ch.at("id").as_int64();
  std::vector<TestUser> people;
  for (int i = 0; i < 20; ++i) {
    people.push_back(make_user(server(), org, Role::kEmployee, "P" + std::to_string(i)));
    claimed(c, people.back().token, id, {{"number", i + 1}});
  }
  const auto idle = make_user(server(), org, Role::kEmployee, "Idle");
  // P5 scored 6: 14 people above, rank 15, P6 (7) just ahead.
  auto r = c.get(path(id, "/leaderboard"), people[5].token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto board = r.data();
  const auto& top = board.at("top").as_array();
  ASSERT_EQ(top.size(), 10U);
  EXPECT_DOUBLE_EQ(top.at(0).at("score").to_number<double>(), 20.0);
  EXPECT_EQ(top.at(9).at("rank").as_int64(), 10);
  EXPECT_EQ(board.at("me").at("rank").as_int64(), 15);
  EXPECT_EQ(board.at("me").at("person").at("id").as_int64(), people[5].id);
  EXPECT_EQ(board.at("ahead").at("person").at("id").as_int64(), people[6].id);
  EXPECT_EQ(board.at("ahead").at("rank").as_int64(), 14);
  EXPECT_EQ(board.at("ranked").as_int64(), 20);
  // Nobody else is returned: the people below the top 10 other than P5 and P6 never appear.
  std::set<std::int64_t> shown;
  for (const auto& e : top) shown.insert(e.at("person").at("id").as_int64());
  shown.insert(people[5].id);
  shown.insert(people[6].id);
  EXPECT_EQ(shown.size(), 12U);
  for (int i = 0; i < 5; ++i) EXPECT_FALSE(shown.contains(people[i].id)) << i;
  EXPECT_EQ(r.body.find(people[0].email), std::string::npos);
  // Someone with nothing is not ranked; the top is still shown.
  r = c.get(path(id, "/leaderboard"), idle.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("me").is_null());
  EXPECT_TRUE(r.data().at("ahead").is_null());
  // The first sees themselves first, nobody ahead.
  r = c.get(path(id, "/leaderboard"), people[19].token);
  EXPECT_EQ(r.data().at("me").at("rank").as_int64(), 1);
  EXPECT_TRUE(r.data().at("ahead").is_null());
  EXPECT_EQ(c.get(path(id, "/leaderboard?period=2026-W01"), idle.token).status, 400);
  EXPECT_EQ(c.get(path(id), people[5].token).data().at("mine").at("rank").as_int64(), 15);
}

// Check-ins with the rotating code and the end job, on a clock the test moves.
class ChallengesClock : public ChallengesApi {};

TEST_F(ChallengesClock, CheckinsWithTheRotatingCodeAndTheEndJob) {
  ManualClock clock(1'780'315'200'000);  // 2026-06-01 12:00 UTC: the same day in the org's zone
  TestServer timed({}, &clock);
  const auto org = make_org(timed, {"challenges"});
  auto ana = make_user(timed, org, Role::kEmployee, "Ana");
  const auto vera = make_user(timed, org, Role::kEmployee, "Vera");
  const auto beto = make_user(timed, org, Role::kEmployee, "Beto");
  const auto c = timed.client(org.host);
  const auto ch = make(c, org,
                       {{"metric", "checkin"},
                        {"starts_on", "2026-05-01"},
                        {"ends_on", "2026-06-02"},
                        {"recurrence", "daily"},
                        {"target", 1},
                        {"reward_points", 10},
                        {"approver_ids", json::array{vera.id}}});
  const auto id = ch.at("id").as_int64();
  ASSERT_EQ(join(c, ana.token, id).status, 200);

  // Approvers and admins see the code; members do not.
  EXPECT_EQ(c.get(path(id, "/code"), ana.token).status, 403);
  auto r = c.get(path(id, "/code"), vera.token);
  ASSERT_EQ(r.status, 200) << r.body;
  const std::string code(r.data().at("code").as_string());
  EXPECT_EQ(code.size(), 6U);
  EXPECT_EQ(r.data().at("qr_text").as_string(), "APL-RETO:" + std::to_string(id) + ":" + code);
  EXPECT_EQ(r.data().at("expires_at").as_int64() % kCodePeriodMs, 0);
  EXPECT_EQ(c.post(path(id, "/checkin"), {{"code", code}}, beto.token).code(), "not_joined");

  // The previous window's code still works; an older one does not.
  clock.advance_ms(kCodePeriodMs);
  const auto wrong = code == "000000" ? std::string("000001") : std::string("000000");
  r = c.post(path(id, "/checkin"), {{"code", wrong}}, ana.token);
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(r.code(), "invalid_code");
  r = c.post(path(id, "/checkin"), {{"code", "APL-RETO:" + std::to_string(id) + ":" + code}},
             ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_DOUBLE_EQ(r.data().at("score").to_number<double>(), 1.0);
  EXPECT_TRUE(r.data().at("completed").as_bool());
  EXPECT_TRUE(r.data().at("checked_in_today").as_bool());
  // The admin signs in again after the clock moves (as the events' tests do).
  const auto current_code = [&] {
    const auto token = c.login(org.admin_email, org.admin_password);
    const auto got = c.get(path(id, "/code"), token);
    EXPECT_EQ(got.status, 200) << got.body;
    return got.status == 200 ? std::string(got.data().at("code").as_string()) : std::string();
  };
  const auto now_code = current_code();
  r = c.post(path(id, "/checkin"), {{"code", now_code}}, ana.token);
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.code(), "already_checked_in");
  ASSERT_EQ(join(c, beto.token, id).status, 200);
  clock.advance_ms(2 * kCodePeriodMs);
  r = c.post(path(id, "/checkin"), {{"code", now_code}}, beto.token);
  EXPECT_EQ(r.code(), "invalid_code") << "two windows old";
  // Five wrong codes a minute, then 429.
  for (int i = 0; i < 4; ++i) {
    EXPECT_EQ(c.post(path(id, "/checkin"), {{"code", wrong}}, beto.token).code(), "invalid_code");
  }
  r = c.post(path(id, "/checkin"), {{"code", wrong}}, beto.token);
  EXPECT_EQ(r.status, 429);
  EXPECT_EQ(r.code(), "too_many_attempts");

  // The next day is a new period: Ana checks in again and completes it again.
  clock.advance_ms(86'400'000);  // 2026-06-02: sessions last 12 hours, Ana signs in again
  ana.token = c.login(ana.email, ana.password);
  const auto today_code = current_code();
  r = c.post(path(id, "/checkin"), {{"code", today_code}}, ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("period").at("key").as_string(), "2026-06-02");
  EXPECT_EQ(count(timed, challenges_sql::kCompletionPayments, {org.id, id}), 2);
  const auto detail = c.get(path(id), ana.token).data();
  EXPECT_EQ(detail.at("periods").as_array().size(), 12U);
  EXPECT_EQ(detail.at("periods").at(0).at("key").as_string(), "2026-06-02");

  // The end job: not before the end day has passed in the organisation's zone.
  auto& service = timed.app().service<challenges::ChallengeService>();
  EXPECT_EQ(service.end_due(), 0);
  clock.advance_ms(86'400'000);  // 2026-06-03 12:00 UTC, 07:00 in Bogotá: ends_on has passed
  EXPECT_EQ(service.end_due(), 1);
  EXPECT_EQ(service.end_due(), 0);
  ana.token = c.login(ana.email, ana.password);
  EXPECT_EQ(c.get(path(id), ana.token).data().at("status").as_string(), "ended");
}

TEST_F(ChallengesClock, TheEndingReminderGoesOnceToWhoHasNotCompleted) {
  ManualClock clock(1'780'315'200'000);  // 2026-06-01
  TestServer timed({}, &clock);
  const auto org = make_org(timed, {"challenges"});
  const auto ana = make_user(timed, org, Role::kEmployee, "Ana");
  const auto beto = make_user(timed, org, Role::kEmployee, "Beto");
  const auto c = timed.client(org.host);
  const auto ch = make(c, org,
                       {{"starts_on", "2026-05-01"},
                        {"ends_on", "2026-06-02"},
                        {"target", 1},
                        {"approval", "auto"},
                        {"join_mode", "open"}});
  const auto id = ch.at("id").as_int64();
  ASSERT_EQ(join(c, ana.token, id).status, 200);
  ASSERT_EQ(join(c, beto.token, id).status, 200);
  claimed(c, ana.token, id);
  auto& service = timed.app().service<challenges::ChallengeService>();
  EXPECT_EQ(service.remind_ending(), 1) << "Beto only: Ana completed it";
  EXPECT_EQ(service.remind_ending(), 0) << "once";
  EXPECT_EQ(count(timed, challenges_sql::kChallengeNotices, {org.id, beto.id, "challenge_ending"}),
            1);
  // Not for organisations with the module off: nothing ends there.
  exec(timed, challenges_sql::kChallengesOff, {org.id});
  clock.advance_ms(2 * 86'400'000);
  EXPECT_EQ(service.end_due(), 0);
  EXPECT_EQ(count(timed, challenges_sql::kActive, {id}), 1);
}

}  // namespace
}  // namespace aplauso::test
