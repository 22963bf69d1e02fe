// The audit trail: one entry per admin action and per movement of points or rights, with who,
// from where, what and the change (secrets left out); only the organisation's admins read it;
// `aplauso audit verify` finds an edited, deleted or moved entry; appenders never fork a chain.

#include <atomic>
#include <boost/json/array.hpp>
#include <boost/json/serialize.hpp>
#include <sstream>
#include <thread>

#include "cli/commands.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/audit/audit_service.h"
#include "modules/points/points_service.h"
#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

HttpResult put_json(const HttpClient& c, const std::string& path, const json::object& body,
                    const std::string& token) {
  return c.request("PUT", path, json::serialize(body), token, {"Content-Type: application/json"});
}

std::int64_t my_id(const HttpClient& c, const std::string& token) {
  return c.get("/api/user", token).data().at("id").as_int64();
}

class AuditTest : public ApiTest {
 protected:
  // The organisation's entries the filters select, newest first (at most 100).
  static json::array entries(const TestOrg& org, const std::string& query = "") {
    const auto r = client(org.host).get("/api/org/audit_log?perPage=100" + query, org.admin_token);
    EXPECT_EQ(r.status, 200) << r.body;
    return r.data().as_array();
  }
};

class AuditApi : public AuditTest {
 protected:
  // The one entry of `action` about `target_id`, checked to be the only one.
  static json::object only_entry(const TestOrg& org, const std::string& action,
                                 const std::string& target_id) {
    const auto r = client(org.host).get(
        "/api/org/audit_log?action=" + action + "&target_id=" + target_id, org.admin_token);
    EXPECT_EQ(r.status, 200) << r.body;
    const auto items = r.data().as_array();
    EXPECT_EQ(items.size(), 1U) << action << " " << target_id << ": " << r.body;
    if (items.empty()) return {};
    auto e = items.front().as_object();
    EXPECT_EQ(e.at("action").as_string(), action);
    EXPECT_EQ(e.at("target_id").as_string(), target_id);
    return e;
  }
  static void acted_by(const json::object& e, std::int64_t user_id) {
    ASSERT_FALSE(e.empty());
    EXPECT_EQ(e.at("actor").at("type").as_string(), "user");
    EXPECT_EQ(e.at("actor").at("id").as_int64(), user_id);
    EXPECT_EQ(e.at("address").as_string(), "127.0.0.1");
  }
};

TEST_F(AuditApi, EachAdminActionIsRecordedOnceWithWhoWhatAndNoSecrets) {
  const auto org = make_full_org(server());
  const auto c = client(org.host);
  const auto admin = my_id(c, org.admin_token);

  // People: create, change the role, deactivate; a temporary password.
  auto r = c.post("/api/org/create/user",
                  {{"email", "nueva@" + org.host}, {"first_name", "Nora"}, {"last_name", "Nueva"}},
                  org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto nora = r.data().at("id").as_int64();
  auto e = only_entry(org, "people.create", std::to_string(nora));
  acted_by(e, admin);
  EXPECT_TRUE(e.at("before").is_null());
  EXPECT_EQ(e.at("after").at("email").as_string(), "nueva@" + org.host);

  ASSERT_EQ(
      c.patch("/api/org/users/" + std::to_string(nora), {{"user_type", "leader"}}, org.admin_token)
          .status,
      200);
  e = only_entry(org, "people.update", std::to_string(nora));
  acted_by(e, admin);
  EXPECT_EQ(e.at("before").at("user_type").as_string(), "employee");
  EXPECT_EQ(e.at("after").at("user_type").as_string(), "leader");
  EXPECT_FALSE(e.at("after").as_object().contains("email")) << "only what changed";

  ASSERT_EQ(
      c.post("/api/user/active/state", {{"user_id", nora}, {"active", false}}, org.admin_token)
          .status,
      200);
  e = only_entry(org, "people.deactivate", std::to_string(nora));
  acted_by(e, admin);
  EXPECT_FALSE(e.at("after").at("active").as_bool());

  const std::string temporary = "Temporal-de-auditoria-42";
  const auto member = make_user(server(), org);
  ASSERT_EQ(c.post("/api/user/admin/temporary_password",
                   {{"user_id", member.id}, {"password", temporary}}, org.admin_token)
                .status,
            200);
  acted_by(only_entry(org, "accounts.temporary_password", std::to_string(member.id)), admin);

  // Structure and catalog.
  r = c.post("/api/org/departments", {{"name", "Auditoría"}}, org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  acted_by(
      only_entry(org, "structure.create_department", std::to_string(r.data().at("id").as_int64())),
      admin);
  r = c.post("/api/product_category", {{"name", "Libros"}}, org.admin_token);
  ASSERT_TRUE(r.status == 200 || r.status == 201) << r.body;
  acted_by(only_entry(org, "catalog.create_category", std::to_string(r.data().at("id").as_int64())),
           admin);

  // API keys: created and revoked; the key itself is nowhere.
  r = c.post("/api/api/key", {{"name", "Integración"}}, org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const std::string key(r.data().at("key").as_string());
  const auto key_id = r.data().at("id").as_int64();
  acted_by(only_entry(org, "api_keys.create", std::to_string(key_id)), admin);
  ASSERT_EQ(
      c.request("DELETE", "/api/api/key/" + std::to_string(key_id), {}, org.admin_token).status,
      200);
  e = only_entry(org, "api_keys.revoke", std::to_string(key_id));
  acted_by(e, admin);
  EXPECT_TRUE(e.at("after").at("revoked").as_bool());

  // Settings with secrets: WhatsApp and the directory.
  const std::string token = "EAAG-audit-very-secret-token";
  const std::string app_secret = "audit-app-s3cr3t";
  ASSERT_EQ(put_json(c, "/api/org/whatsapp",
                     {{"phone_number_id", "106540352242922"},
                      {"access_token", token},
                      {"app_secret", app_secret},
                      {"template_name", "aplauso_aviso"},
                      {"active", true}},
                     org.admin_token)
                .status,
            200);
  acted_by(only_entry(org, "whatsapp.save", std::to_string(org.id)), admin);
  const std::string bind_password = "ldap-bind-s3cr3t";
  r = put_json(c, "/api/org/ldap",
               {{"url", "ldap://127.0.0.1:389"},
                {"bind_dn", "cn=admin,dc=example,dc=org"},
                {"bind_password", bind_password},
                {"base_dn", "ou=people,dc=example,dc=org"},
                {"filter", "(objectClass=inetOrgPerson)"},
                {"attributes", {{"email", "mail"}, {"first_name", "givenName"}}},
                {"sync_enabled", false},
                {"sync_hours", 24}},
               org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  e = only_entry(org, "directory.save", std::to_string(org.id));
  acted_by(e, admin);
  EXPECT_TRUE(e.at("after").at("credentials_changed").as_bool());

  // Points, branding, texts, celebrations.
  ASSERT_EQ(c.post("/api/org/points_to_distribute",
                   {{"mode", "set"}, {"amount", 70}, {"user_ids", json::array{member.id}}},
                   org.admin_token)
                .status,
            200);
  e = only_entry(org, "points.distribute", std::to_string(member.id));
  acted_by(e, admin);
  EXPECT_EQ(e.at("after").at("give").as_int64(), 70);
  ASSERT_EQ(c.patch("/api/org/custom", {{"tagline", "Auditados"}}, org.admin_token).status, 200);
  e = only_entry(org, "tenancy.branding", std::to_string(org.id));
  acted_by(e, admin);
  EXPECT_EQ(e.at("after").at("tagline").as_string(), "Auditados");
  ASSERT_EQ(put_json(c, "/api/org/glossary/es", {{"key", "nav.home"}, {"value", "Portada"}},
                     org.admin_token)
                .status,
            200);
  e = only_entry(org, "i18n.text", "es:nav.home");
  acted_by(e, admin);
  EXPECT_EQ(e.at("after").at("text").as_string(), "Portada");
  ASSERT_EQ(c.post("/api/org/settings/celebrations", {{"anniversary_points", 25}}, org.admin_token)
                .status,
            200);
  e = only_entry(org, "celebrations.settings", std::to_string(org.id));
  EXPECT_EQ(e.at("after").at("anniversary_points").as_int64(), 25);

  // No secret anywhere in the trail, nor in its export.
  const auto all = client(org.host).get("/api/org/audit_log?perPage=100", org.admin_token);
  for (const auto& secret : {key, token, app_secret, bind_password, temporary}) {
    EXPECT_EQ(all.body.find(secret), std::string::npos) << secret << " leaked";
  }
  const auto sheet = c.get("/api/org/audit_log/export", org.admin_token);
  ASSERT_EQ(sheet.status, 200);
  EXPECT_EQ(sheet.header("content-type"),
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
  EXPECT_TRUE(sheet.body.starts_with("PK")) << "a zip: an .xlsx workbook";
}

TEST_F(AuditApi, PointsMovedByMembersKeysAndJobsAreRecorded) {
  const auto org = make_full_org(server());
  const auto c = client(org.host);
  const auto sender = make_user(server(), org);
  const auto receiver = make_user(server(), org);
  set_giving_points(server(), org, sender.id, 100);
  const auto type = make_type(server(), org, "Gracias", 1, 50);

  // A member's recognition with points: the sender acted.
  auto r = send_recognition(server(), org, sender, {receiver.email}, 10, type);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto post = r.data().at("post").at("id").as_int64();
  auto e = only_entry(org, "recognition.send", std::to_string(post));
  acted_by(e, sender.id);
  EXPECT_EQ(e.at("after").at("total_points").as_int64(), 10);
  // Without points it moves nothing: not recorded.
  r = send_recognition(server(), org, sender, {receiver.email}, 0,
                       make_type(server(), org, "Hola"));
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_TRUE(entries(org, "&target_type=post&target_id=" +
                               std::to_string(r.data().at("post").at("id").as_int64()))
                  .empty());

  // Through an API key: the key acted.
  r = c.post("/api/api/key", {{"name", "Bot"}}, org.admin_token);
  const std::string key(r.data().at("key").as_string());
  const auto key_id = r.data().at("id").as_int64();
  r = c.request("POST", "/api/send_feedback",
                json::serialize(json::object{{"sender_email", sender.email},
                                             {"reciever_emails", json::array{receiver.email}},
                                             {"amount", 5},
                                             {"post_types", type},
                                             {"message", "Desde la integración"}}),
                {}, {"Authorization: " + key, "Content-Type: application/json"});
  ASSERT_EQ(r.status, 201) << r.body;
  e = only_entry(org, "recognition.send", std::to_string(r.data().at("post").at("id").as_int64()));
  EXPECT_EQ(e.at("actor").at("type").as_string(), "api_key");
  EXPECT_EQ(e.at("actor").at("id").as_int64(), key_id);
  EXPECT_EQ(e.at("actor").at("name").as_string(), "Bot");
  const auto by_key = entries(org, "&api_key_id=" + std::to_string(key_id));
  EXPECT_EQ(by_key.size(), 1U);

  // Work no one started (an allowance period) is the system's.
  ASSERT_EQ(
      c.post("/api/org/base_points", {{"base_points", 30}, {"period", "month"}}, org.admin_token)
          .status,
      200);
  server().app().service<points::PointsService>().run_allowances();
  e = only_entry(org, "points.allowance", std::to_string(org.id));
  EXPECT_EQ(e.at("actor").at("type").as_string(), "system");
  EXPECT_EQ(e.at("address").as_string(), "");
}

TEST_F(AuditApi, OnlyTheOrganisationsAdminsReadItsTrail) {
  const auto org = make_full_org(server());
  const auto other = make_full_org(server());
  const auto c = client(org.host);
  ASSERT_EQ(c.post("/api/org/departments", {{"name", "Secreta"}}, org.admin_token).status, 201);
  const auto mine = entries(org);
  ASSERT_FALSE(mine.empty());

  // Another organisation's admin sees only their own organisation's entries.
  const auto theirs = entries(other);
  for (const auto& e : theirs) {
    EXPECT_NE(e.at("action").as_string(), "structure.create_department") << json::serialize(e);
  }
  const auto everything =
      client(other.host).get("/api/org/audit_log?perPage=100", other.admin_token);
  EXPECT_EQ(everything.body.find("Secreta"), std::string::npos);
  // ... and cannot reach this one's with their token.
  EXPECT_EQ(c.get("/api/org/audit_log", other.admin_token).status, 401);
  EXPECT_EQ(c.get("/api/org/audit_log/export", other.admin_token).status, 401);

  // Members and leaders cannot read it.
  for (const auto role : {Role::kEmployee, Role::kLeader}) {
    const auto user = make_user(server(), org, role);
    EXPECT_EQ(c.get("/api/org/audit_log", user.token).status, 403);
    EXPECT_EQ(c.get("/api/org/audit_log/export", user.token).status, 403);
  }
  EXPECT_EQ(c.get("/api/org/audit_log").status, 401);
}

TEST_F(AuditApi, FiltersAndPages) {
  const auto org = make_full_org(server());
  const auto c = client(org.host);
  const auto admin = my_id(c, org.admin_token);
  const auto second = make_user(server(), org, Role::kAdmin, "Otra");
  for (int i = 0; i < 3; ++i) {
    ASSERT_EQ(
        c.post("/api/org/departments", {{"name", "Área " + std::to_string(i)}}, org.admin_token)
            .status,
        201);
  }
  const auto group = c.post("/api/org/groups", {{"name", "Comité"}}, second.token);
  ASSERT_EQ(group.status, 201) << group.body;
  const auto group_id = std::to_string(group.data().at("id").as_int64());

  auto r = c.get("/api/org/audit_log?action=structure&perPage=2&page=1", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.json().at("meta").at("total").as_int64(), 4);
  EXPECT_EQ(r.json().at("meta").at("perPage").as_int64(), 2);
  ASSERT_EQ(r.data().as_array().size(), 2U);
  EXPECT_EQ(r.data().as_array()[0].at("action").as_string(), "structure.create_group")
      << "newest first";
  r = c.get("/api/org/audit_log?action=structure&perPage=2&page=2", org.admin_token);
  EXPECT_EQ(r.data().as_array().size(), 2U);

  EXPECT_EQ(entries(org, "&action=structure.create_department").size(), 3U);
  EXPECT_EQ(entries(org, "&action=struct").size(), 0U) << "an area is matched whole";
  EXPECT_EQ(entries(org, "&action=structure&actor_id=" + std::to_string(admin)).size(), 3U);
  EXPECT_EQ(entries(org, "&actor_id=" + std::to_string(second.id)).size(), 1U);
  EXPECT_EQ(entries(org, "&target_type=group&target_id=" + group_id).size(), 1U);

  const auto newest = entries(org).front().at("created_at").as_int64();
  EXPECT_EQ(entries(org, "&from=" + std::to_string(newest + 1)).size(), 0U);
  EXPECT_FALSE(entries(org, "&to=" + std::to_string(newest + 1)).empty());
  EXPECT_EQ(c.get("/api/org/audit_log?from=10&to=5", org.admin_token).status, 400);
  EXPECT_EQ(c.get("/api/org/audit_log?perPage=101", org.admin_token).status, 400);
  EXPECT_EQ(c.get("/api/org/audit_log?actor_id=x", org.admin_token).status, 400);

  // Without a filter the total is the chain's length: every entry, counted without reading them.
  r = c.get("/api/org/audit_log?perPage=100", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.json().at("meta").at("total").as_int64(),
            static_cast<std::int64_t>(r.data().as_array().size()));
  EXPECT_GE(r.data().as_array().size(), 4U);
}

TEST_F(AuditApi, AnEntryCommitsOrRollsBackWithItsAction) {
  const auto org = make_org(server());
  const auto& log = server().app().service<audit::AuditLog>();
  const auto before = entries(org).size();
  try {
    server().app().db().transact([&](db::Conn& c) {
      log.record(c, OrgId{org.id}, "test.rolled_back", {"thing", 1});
      throw std::runtime_error("the action failed");
    });
  } catch (const std::runtime_error&) {
  }
  EXPECT_EQ(entries(org).size(), before);
  server().app().db().transact([&](db::Conn& c) {
    log.record(c, OrgId{org.id}, "test.kept", {"thing", 2}, nullptr, {{"n", 1}});
    log.record(c, OrgId{org.id}, "test.kept", {"thing", 3}, nullptr, {{"n", 2}});
  });
  const auto kept = entries(org, "&action=test.kept");
  ASSERT_EQ(kept.size(), 2U);
  EXPECT_EQ(kept[0].at("seq").as_int64(), kept[1].at("seq").as_int64() + 1);
  EXPECT_EQ(kept[0].at("actor").at("type").as_string(), "system");
  std::ostringstream out;
  EXPECT_EQ(cli::verify_audit(server().app(), org.id, out), 0) << out.str();
}

// Appenders of one organisation take turns at the chain head: many at once leave one chain.
TEST_F(AuditApi, ConcurrentAppendsKeepOneChain) {
  const auto org = make_org(server());
  constexpr int kThreads = 6;
  constexpr int kEach = 8;
  std::vector<std::thread> threads;
  std::atomic<int> failed = 0;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      const auto c = client(org.host);
      for (int i = 0; i < kEach; ++i) {
        const auto r = c.post("/api/org/departments",
                              {{"name", "Equipo " + std::to_string(t) + "-" + std::to_string(i)}},
                              org.admin_token);
        if (r.status != 201) ++failed;
      }
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(failed, 0);
  const auto all = entries(org, "&action=structure.create_department");
  EXPECT_EQ(all.size(), static_cast<std::size_t>(kThreads * kEach));
  const auto report = server().app().service<audit::AuditService>().verify(OrgId{org.id});
  EXPECT_TRUE(report.intact) << report.problem;
  // The organisation's creation is the first entry.
  EXPECT_EQ(report.entries, kThreads * kEach + 1);
}

// --- Verification -------------------------------------------------------------------------------

constexpr db::Statement kEditEntry{
    "test.audit_edit", "UPDATE audit_entries SET after_json = $3 WHERE org_id = $1 AND seq = $2"};
constexpr db::Statement kDeleteEntry{"test.audit_delete",
                                     "DELETE FROM audit_entries WHERE org_id = $1 AND seq = $2"};
constexpr db::Statement kMoveEntry{
    "test.audit_move", "UPDATE audit_entries SET seq = $3 WHERE org_id = $1 AND seq = $2"};
constexpr db::Statement kRehash{
    "test.audit_rehash", "UPDATE audit_entries SET hash = $3 WHERE org_id = $1 AND seq = $2"};
constexpr db::Statement kEntry{
    "test.audit_entry",
    "SELECT id, seq, created_at, actor_user_id, actor_key_id, actor_system, address, action, "
    "target_type, target_id, before_json, after_json, prev_hash, hash FROM audit_entries WHERE "
    "org_id = $1 AND seq = $2"};

class AuditChain : public AuditTest {
 protected:
  // An organisation with five entries after its creation's.
  static TestOrg org_with_entries() {
    const auto org = make_org(server());
    const auto c = client(org.host);
    for (int i = 0; i < 5; ++i) {
      EXPECT_EQ(c.post("/api/org/departments", {{"name", "D" + std::to_string(i)}}, org.admin_token)
                    .status,
                201);
    }
    return org;
  }
  static std::pair<int, std::string> verify(const TestOrg& org) {
    std::ostringstream out;
    const int code = cli::verify_audit(server().app(), org.id, out);
    return {code, out.str()};
  }
};

TEST_F(AuditChain, AnIntactChainVerifies) {
  const auto org = org_with_entries();
  const auto [code, out] = verify(org);
  EXPECT_EQ(code, 0) << out;
  EXPECT_NE(out.find("6 entries, chain intact"), std::string::npos) << out;
}

TEST_F(AuditChain, AnEditedEntryIsFound) {
  const auto org = org_with_entries();
  exec(server(), kEditEntry, {org.id, 3, R"({"name":"Otra cosa"})"});
  const auto [code, out] = verify(org);
  EXPECT_EQ(code, 1);
  EXPECT_NE(out.find("BROKEN at entry 3"), std::string::npos) << out;
  EXPECT_NE(out.find("edited"), std::string::npos) << out;
}

TEST_F(AuditChain, AnEditedEntryWithItsHashRecomputedBreaksTheNextLink) {
  const auto org = org_with_entries();
  // A careful forger rewrites entry 3 and its hash: entry 4 no longer follows it.
  const std::string forged = R"({"name":"Otra cosa"})";
  exec(server(), kEditEntry, {org.id, 3, forged});
  const auto row = server().app().db().run([&](db::Conn& c) {
    auto rows = c.query(kEntry, {org.id, 3});
    rows.next();
    audit::Entry e;
    const auto& r = rows.row();
    e.seq = r.i64(1);
    e.created_at = r.i64(2);
    e.actor_user_id = r.opt_i64(3);
    e.actor_key_id = r.opt_i64(4);
    e.actor_system = r.opt_text(5);
    e.address = r.text(6);
    e.action = r.text(7);
    e.target_type = r.text(8);
    e.target_id = r.text(9);
    e.before = r.opt_text(10);
    e.after = r.opt_text(11);
    e.prev_hash = r.text(12);
    return e;
  });
  exec(server(), kRehash, {org.id, 3, audit::entry_hash(OrgId{org.id}, row)});
  const auto [code, out] = verify(org);
  EXPECT_EQ(code, 1);
  EXPECT_NE(out.find("BROKEN at entry 4"), std::string::npos) << out;
}

TEST_F(AuditChain, ADeletedEntryIsFound) {
  const auto org = org_with_entries();
  exec(server(), kDeleteEntry, {org.id, 2});
  auto [code, out] = verify(org);
  EXPECT_EQ(code, 1);
  EXPECT_NE(out.find("BROKEN at entry 2"), std::string::npos) << out;
  EXPECT_NE(out.find("missing"), std::string::npos) << out;

  const auto last = org_with_entries();
  exec(server(), kDeleteEntry, {last.id, 6});
  std::tie(code, out) = verify(last);
  EXPECT_EQ(code, 1);
  EXPECT_NE(out.find("BROKEN at entry 6"), std::string::npos) << out;
}

TEST_F(AuditChain, ReorderedEntriesAreFound) {
  const auto org = org_with_entries();
  // Swap entries 2 and 4 (through a free place: the places are unique).
  exec(server(), kMoveEntry, {org.id, 2, 1000});
  exec(server(), kMoveEntry, {org.id, 4, 2});
  exec(server(), kMoveEntry, {org.id, 1000, 4});
  const auto [code, out] = verify(org);
  EXPECT_EQ(code, 1);
  EXPECT_NE(out.find("BROKEN at entry 2"), std::string::npos) << out;
}

TEST_F(AuditChain, VerifyingEveryOrganisationFailsOnAnyBrokenChain) {
  const auto intact = org_with_entries();
  const auto broken = org_with_entries();
  exec(server(), kDeleteEntry, {broken.id, 3});
  std::ostringstream out;
  EXPECT_EQ(cli::verify_audit(server().app(), std::nullopt, out), 1);
  EXPECT_NE(out.str().find("organisation " + std::to_string(broken.id) + ": BROKEN"),
            std::string::npos)
      << out.str();
  EXPECT_NE(out.str().find("organisation " + std::to_string(intact.id) + ": 6 entries"),
            std::string::npos)
      << out.str();
}

// --- Pure rules ---------------------------------------------------------------------------------

TEST(UnitAudit, SecretsAreLeftOutByFieldNameAtAnyDepth) {
  const auto v = audit::redact(
      json::value{{"name", "Integración"},
                  {"password", "x"},
                  {"bind_password", "x"},
                  {"access_token", "x"},
                  {"app_secret", "x"},
                  {"key", "x"},
                  {"codes", json::array{"A", "B"}},
                  {"nested", {{"list", json::array{json::object{{"token", "x"}, {"ok", 1}}}}}},
                  {"image_key", "x"},
                  {"password_hash", nullptr}});
  EXPECT_EQ(v.at("name").as_string(), "Integración");
  for (const auto* field :
       {"password", "bind_password", "access_token", "app_secret", "key", "codes", "image_key"}) {
    EXPECT_EQ(v.at(field), json::value("***")) << field;
  }
  EXPECT_EQ(v.at("nested").at("list").as_array()[0].at("token").as_string(), "***");
  EXPECT_EQ(v.at("nested").at("list").as_array()[0].at("ok").as_int64(), 1);
  EXPECT_TRUE(v.at("password_hash").is_null()) << "an absent secret stays absent";
  EXPECT_FALSE(audit::is_secret_field("user_type"));
  EXPECT_FALSE(audit::is_secret_field("email"));
}

TEST(UnitAudit, EveryFieldOfAnEntryIsInItsHash) {
  audit::Entry e;
  e.seq = 7;
  e.created_at = 1'700'000'000'000;
  e.actor_user_id = 3;
  e.address = "10.0.0.1";
  e.action = "people.update";
  e.target_type = "user";
  e.target_id = "9";
  e.before = R"({"a":1})";
  e.after = R"({"a":2})";
  e.prev_hash = std::string(64, 'a');
  const auto base = audit::entry_hash(OrgId{1}, e);
  EXPECT_EQ(base.size(), 64U);
  EXPECT_NE(audit::entry_hash(OrgId{2}, e), base);
  auto changed = e;
  changed.seq = 8;
  EXPECT_NE(audit::entry_hash(OrgId{1}, changed), base);
  changed = e;
  changed.after = R"({"a":3})";
  EXPECT_NE(audit::entry_hash(OrgId{1}, changed), base);
  changed = e;
  changed.actor_user_id.reset();
  changed.actor_key_id = 3;
  EXPECT_NE(audit::entry_hash(OrgId{1}, changed), base);
  changed = e;
  changed.prev_hash = std::string(64, 'b');
  EXPECT_NE(audit::entry_hash(OrgId{1}, changed), base);
  changed = e;
  changed.target_type = "user9";
  changed.target_id = "";
  EXPECT_NE(audit::entry_hash(OrgId{1}, changed), base) << "fields cannot run into each other";
}

}  // namespace
}  // namespace aplauso::test
