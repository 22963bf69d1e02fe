// People from an LDAP directory over HTTP, against a real slapd on 127.0.0.1: the source's
// settings (every bad field named, the bind password sealed at rest and never shown), the
// connection test and its failures, the preview (what each person of the directory is to the
// organisation), importing chosen people, and the sync, asked for or scheduled: it creates and
// updates everyone listed, deactivates the people it imported that the directory no longer
// lists (never administrators, nobody when the directory lists nobody) and brings them back when
// listed again; only the hosts and ports the operator allows are tried, and every unreachable
// directory answers alike, after the same time. Admins only; each organisation sees its own
// source.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <boost/json/serialize.hpp>
#include <chrono>

#include "core/clock.h"
#include "modules/directory/directory_sync_service.h"
#include "modules/mail/mail_service.h"
#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/slapd_server.h"
#include "support/smtp_server.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

inline constexpr db::Statement kSealedPassword{
    "test.sealed_password", "SELECT bind_password_sealed FROM directory_sources WHERE org_id = $1"};
inline constexpr db::Statement kDirectoryMembers{
    "test.directory_members", "SELECT COUNT(*) FROM directory_members WHERE user_id = $1"};

// A loopback port that accepts connections (the kernel completes them) and never answers.
class SilentPort {
 public:
  SilentPort() : fd_(socket(AF_INET, SOCK_STREAM, 0)) {
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (bind(fd_, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0 || listen(fd_, 8) != 0) {
      throw std::runtime_error("silent port: bind or listen failed");
    }
    socklen_t len = sizeof addr;
    getsockname(fd_, reinterpret_cast<sockaddr*>(&addr), &len);
    port_ = ntohs(addr.sin_port);
  }
  ~SilentPort() { close(fd_); }
  SilentPort(const SilentPort&) = delete;
  SilentPort& operator=(const SilentPort&) = delete;
  std::uint16_t port() const { return port_; }

 private:
  int fd_;
  std::uint16_t port_ = 0;
};

class DirectorySyncApi : public ApiTest {
 protected:
  static constexpr int kTimeoutSeconds = 2;

  static void SetUpTestSuite() {
    slapd_ = std::make_unique<SlapdServer>(
        person_ldif("ana", "Ana", "Torres", "Ana.Torres@Example.test", "Analista", "Ventas",
                    "+56 9 1234 5678") +
        person_ldif("jose", "José", "Núñez", "jose@example.test", "Gerente", "Finanzas") +
        person_ldif("sinmail", "Sin", "Correo", "") +
        person_ldif("marta", "Marta", "Ríos", "marta@example.test"));
    silent_ = std::make_unique<SilentPort>();
    closed_ = closed_port();
    start_server(allow_test_directories);
  }
  // The operator allows this machine (and *.directorio.test) on the unprivileged ports, where
  // the tests' directories listen, besides 389 and 636.
  static void allow_test_directories(Config& c) {
    c.ldap_allowed_hosts = {"127.0.0.1", "*.directorio.test"};
    c.ldap_allowed_ports = {{1024, 65535}};
    c.ldap_timeout_s = kTimeoutSeconds;
  }
  static void TearDownTestSuite() {
    ApiTest::TearDownTestSuite();
    silent_.reset();
    slapd_.reset();
  }
  static const SlapdServer& slapd() { return *slapd_; }
  static const SilentPort& silent() { return *silent_; }
  static std::uint16_t closed() { return closed_; }

 private:
  static inline std::unique_ptr<SlapdServer> slapd_;
  static inline std::unique_ptr<SilentPort> silent_;
  static inline std::uint16_t closed_ = 0;
};

json::object settings(const std::string& url, const std::string& password) {
  return {{"url", url},
          {"bind_dn", SlapdServer::kAdminDn},
          {"bind_password", password},
          {"base_dn", std::string("ou=people,") + SlapdServer::kSuffix},
          {"filter", "(objectClass=inetOrgPerson)"},
          {"attributes",
           {{"email", "mail"},
            {"first_name", "givenName"},
            {"last_name", "sn"},
            {"job_position", "title"},
            {"department", "departmentNumber"},
            {"phone", "telephoneNumber"},
            {"manager", "manager"}}},
          {"sync_enabled", false},
          {"sync_hours", 24}};
}

HttpResult send(const HttpClient& c, const std::string& method, const std::string& path,
                const json::object& body, const std::string& token) {
  return c.request(method, path, json::serialize(body), token, {"Content-Type: application/json"});
}

HttpResult configure(TestServer& s, const TestOrg& org, const SlapdServer& slapd,
                     json::object changes = {}) {
  auto body = settings(slapd.url(), SlapdServer::kAdminPassword);
  for (auto& [key, value] : changes) body[key] = value;
  return send(s.client(org.host), "PUT", "/api/org/ldap", body, org.admin_token);
}

// The member with that address as the admins' list shows them (null when none).
json::value member(TestServer& s, const TestOrg& org, const std::string& email) {
  const auto r = s.client(org.host).get("/api/org/users?search_by_email=true&keywords=" + email,
                                        org.admin_token);
  const auto data = r.data();
  for (const auto& u : data.as_array()) {
    if (u.at("email").as_string() == email) return u;
  }
  return nullptr;
}

std::map<std::string, json::object> preview(TestServer& s, const TestOrg& org) {
  const auto r = s.client(org.host).get("/api/org/ldap/users", org.admin_token);
  EXPECT_EQ(r.status, 200) << r.body;
  std::map<std::string, json::object> out;
  const auto data = r.data();
  for (const auto& e : data.at("entries").as_array()) {
    out[std::string(e.at("dn").as_string())] = e.as_object();
  }
  return out;
}

TEST_F(DirectorySyncApi, SettingsAreCheckedAndThePasswordIsSealedAndNeverShown) {
  const auto org = make_org(server());
  const auto c = client(org.host);
  auto r = c.get("/api/org/ldap", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_FALSE(r.data().at("configured").as_bool());
  EXPECT_EQ(r.data().at("filter").as_string(), "(objectClass=inetOrgPerson)");
  EXPECT_EQ(r.data().at("attributes").at("email").as_string(), "mail");
  EXPECT_EQ(r.data().at("attributes").at("manager").as_string(), "manager");

  r = send(c, "PUT", "/api/org/ldap",
           {{"url", "http://directorio"},
            {"base_dn", " "},
            {"filter", "objectClass=person"},
            {"attributes",
             {{"email", ""}, {"first_name", "given name"}, {"phone", "tel;x"}, {"manager", "2x"}}},
            {"sync_hours", 0}},
           org.admin_token);
  ASSERT_EQ(r.status, 400) << r.body;
  for (const char* field : {"url", "base_dn", "filter", "attributes.email", "attributes.first_name",
                            "attributes.phone", "sync_hours"}) {
    EXPECT_FALSE(r.field_error(field).empty()) << field << " " << r.body;
  }
  EXPECT_FALSE(c.get("/api/org/ldap", org.admin_token).data().at("configured").as_bool())
      << "a refused change writes nothing";

  r = configure(server(), org, slapd(), {{"sync_enabled", true}, {"sync_hours", 12}});
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("configured").as_bool());
  EXPECT_TRUE(r.data().at("has_password").as_bool());
  EXPECT_FALSE(r.data().as_object().contains("bind_password"));
  EXPECT_EQ(r.body.find(SlapdServer::kAdminPassword), std::string::npos);
  EXPECT_FALSE(r.data().at("next_sync_at").is_null()) << "the schedule is on";
  const auto sealed = text(server(), kSealedPassword, {org.id});
  ASSERT_TRUE(sealed);
  EXPECT_EQ(sealed->find(SlapdServer::kAdminPassword), std::string::npos) << "sealed at rest";

  // Saving without a password keeps it; an empty one removes it.
  auto body = settings(slapd().url(), "");
  body.erase("bind_password");
  r = send(c, "PUT", "/api/org/ldap", body, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("has_password").as_bool());
  EXPECT_TRUE(r.data().at("next_sync_at").is_null()) << "the schedule is off";
  r = send(c, "PUT", "/api/org/ldap", settings(slapd().url(), ""), org.admin_token);
  EXPECT_FALSE(r.data().at("has_password").as_bool());
  EXPECT_FALSE(text(server(), kSealedPassword, {org.id}));

  r = c.request("DELETE", "/api/org/ldap", {}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_FALSE(c.get("/api/org/ldap", org.admin_token).data().at("configured").as_bool());
}

TEST_F(DirectorySyncApi, TheConnectionTestCountsThePeopleOrSaysWhatIsWrong) {
  const auto org = make_org(server());
  const auto c = client(org.host);
  auto r = send(c, "POST", "/api/org/ldap/test",
                settings(slapd().url(), SlapdServer::kAdminPassword), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("entries").as_int64(), 4);
  EXPECT_EQ(r.data().at("with_email").as_int64(), 3);

  // Each reason has its own code (the web says it in the reader's language) and message.
  const auto failure = [&](json::object body, const std::string& code) {
    const auto res = send(c, "POST", "/api/org/ldap/test", body, org.admin_token);
    EXPECT_EQ(res.status, 422) << res.body;
    EXPECT_EQ(res.code(), code);
    return std::string(res.json().at("error").as_string());
  };
  EXPECT_NE(failure(settings(slapd().url(), "otra-clave"), "directory_credentials_refused")
                .find("contraseña"),
            std::string::npos);
  auto unknown_base = settings(slapd().url(), SlapdServer::kAdminPassword);
  unknown_base["base_dn"] = std::string("ou=nadie,") + SlapdServer::kSuffix;
  EXPECT_NE(failure(unknown_base, "directory_base_not_found").find("base"), std::string::npos);
  EXPECT_NE(failure(settings("ldap://127.0.0.1:" + std::to_string(closed()), "x"),
                    "directory_unreachable")
                .find("conectar"),
            std::string::npos);

  // The stored password is used when the form leaves it out; nothing is saved by a test.
  ASSERT_EQ(configure(server(), org, slapd()).status, 200);
  auto body = settings(slapd().url(), "");
  body.erase("bind_password");
  r = send(c, "POST", "/api/org/ldap/test", body, org.admin_token);
  EXPECT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(c.get("/api/org/ldap", org.admin_token).data().at("has_password").as_bool());
}

TEST_F(DirectorySyncApi, OnlyAllowedHostsAndPortsAreTriedAndUnreachableOnesAnswerAlike) {
  const auto org = make_org(server());
  const auto c = client(org.host);
  // Ports and hosts the operator does not allow are refused before anything is tried.
  for (const std::string url :
       {"ldap://127.0.0.1:22", "ldaps://127.0.0.1:443", "ldap://intranet.example",
        "ldap://directorio.test", "ldap://admin@127.0.0.1", "ldap://127.0.0.1:0"}) {
    for (const char* call : {"/api/org/ldap/test", "/api/org/ldap"}) {
      const auto r = send(c, call == std::string("/api/org/ldap") ? "PUT" : "POST", call,
                          settings(url, "x"), org.admin_token);
      EXPECT_EQ(r.status, 400) << url << " " << r.body;
      EXPECT_FALSE(r.field_error("url").empty()) << url;
    }
  }
  EXPECT_NE(
      send(c, "POST", "/api/org/ldap/test", settings("ldap://127.0.0.1:22", "x"), org.admin_token)
          .field_error("url")
          .find("El puerto 22 no está permitido"),
      std::string::npos);
  EXPECT_NE(send(c, "POST", "/api/org/ldap/test", settings("ldap://intranet.example", "x"),
                 org.admin_token)
                .field_error("url")
                .find("no permite conectar"),
            std::string::npos);
  EXPECT_FALSE(c.get("/api/org/ldap", org.admin_token).data().at("configured").as_bool());

  // An allowed port where nothing listens and one that never answers: the same answer, and
  // neither before the timeout.
  std::vector<std::string> answers;
  for (const auto port : {closed(), silent().port()}) {
    const auto started = std::chrono::steady_clock::now();
    const auto r = send(c, "POST", "/api/org/ldap/test",
                        settings("ldap://127.0.0.1:" + std::to_string(port), "x"), org.admin_token);
    const auto took = std::chrono::steady_clock::now() - started;
    EXPECT_EQ(r.status, 422) << r.body;
    EXPECT_EQ(r.code(), "directory_unreachable");
    EXPECT_GE(took, std::chrono::milliseconds(kTimeoutSeconds * 1000 - 100)) << port;
    answers.push_back(r.body);
  }
  EXPECT_EQ(answers[0], answers[1]);
}

TEST_F(DirectorySyncApi, ThePreviewSaysWhatEachPersonIsAndChosenPeopleAreImported) {
  const auto org = make_org(server());
  const auto c = client(org.host);
  EXPECT_EQ(c.get("/api/org/ldap/users", org.admin_token).code(), "directory_not_configured");
  ASSERT_EQ(configure(server(), org, slapd()).status, 200);
  // José is already a member, inactive; Marta is an active member.
  const auto jose =
      c.post("/api/org/create/user", {{"email", "jose@example.test"}, {"first_name", "Pepe"}},
             org.admin_token);
  ASSERT_EQ(jose.status, 201) << jose.body;
  const auto jose_id = jose.data().at("id").as_int64();
  ASSERT_EQ(
      c.post("/api/user/active/state", {{"user_id", jose_id}, {"active", false}}, org.admin_token)
          .status,
      200);
  ASSERT_EQ(c.post("/api/org/create/user",
                   {{"email", "marta@example.test"}, {"first_name", "Marta"}}, org.admin_token)
                .status,
            201);

  auto people = preview(server(), org);
  ASSERT_EQ(people.size(), 4U);
  const auto& ana = people.at(person_dn("ana"));
  EXPECT_EQ(ana.at("status").as_string(), "new");
  EXPECT_EQ(ana.at("email").as_string(), "ana.torres@example.test") << "normalised";
  EXPECT_EQ(ana.at("department").as_string(), "Ventas");
  EXPECT_TRUE(ana.at("user_id").is_null());
  EXPECT_EQ(people.at(person_dn("jose")).at("status").as_string(), "inactive");
  EXPECT_EQ(people.at(person_dn("jose")).at("user_id").as_int64(), jose_id);
  EXPECT_EQ(people.at(person_dn("marta")).at("status").as_string(), "active");
  EXPECT_EQ(people.at(person_dn("sinmail")).at("status").as_string(), "no_email");
  EXPECT_TRUE(people.at(person_dn("sinmail")).at("email").is_null());
  EXPECT_FALSE(people.at(person_dn("marta")).at("managed").as_bool());

  auto r = send(c, "POST", "/api/org/ldap/import", {{"emails", {"nadie@example.test"}}},
                org.admin_token);
  EXPECT_EQ(r.status, 400);
  EXPECT_FALSE(r.field_error("emails").empty());

  const auto mails_before =
      server().app().service<mail::MailService>().with_status(OrgId{org.id}, "pending").size();
  r = send(c, "POST", "/api/org/ldap/import",
           {{"emails", {"ANA.TORRES@example.test", "jose@example.test"}}}, org.admin_token);
  ASSERT_EQ(r.status, 202) << r.body;
  EXPECT_EQ(r.data().at("source").as_string(), "directory");
  EXPECT_EQ(r.data().at("total").as_int64(), 2);
  const auto job_id = r.data().at("id").as_int64();
  run_import_jobs(server());
  const auto job = c.get("/api/org/upload/users/" + std::to_string(job_id), org.admin_token);
  EXPECT_EQ(job.data().at("status").as_string(), "done");
  EXPECT_EQ(job.data().at("created").as_int64(), 1);
  EXPECT_EQ(job.data().at("updated").as_int64(), 1);

  const auto created = member(server(), org, "ana.torres@example.test");
  ASSERT_TRUE(created.is_object());
  EXPECT_EQ(created.at("first_name").as_string(), "Ana");
  EXPECT_EQ(created.at("job_position").as_string(), "Analista");
  EXPECT_EQ(created.at("phone").as_string(), "+56912345678");
  EXPECT_EQ(created.at("department").at("name").as_string(), "Ventas");
  EXPECT_EQ(
      server().app().service<mail::MailService>().with_status(OrgId{org.id}, "pending").size(),
      mails_before + 1)
      << "the new person is mailed an activation link";
  const auto updated = member(server(), org, "jose@example.test");
  EXPECT_EQ(updated.at("first_name").as_string(), "José") << "the directory's name wins";
  EXPECT_FALSE(updated.at("active").as_bool()) << "an admin's deactivation stands";

  people = preview(server(), org);
  EXPECT_TRUE(people.at(person_dn("ana")).at("managed").as_bool());
  EXPECT_TRUE(people.at(person_dn("jose")).at("managed").as_bool());
  EXPECT_FALSE(people.at(person_dn("marta")).at("managed").as_bool());
}

// An entry of person_ldif with the DN of its manager.
std::string managed_by(std::string ldif, const std::string& manager_dn) {
  ldif.pop_back();  // the blank line that ends the entry
  return ldif + "manager: " + manager_dn + "\n\n";
}

TEST_F(DirectorySyncApi, ASyncMatchesTheDirectoryDeactivatingAndBringingPeopleBack) {
  // Tomás is listed before his manager; the sync imports her first and makes her his leader.
  const SlapdServer own(
      person_ldif("rosa", "Rosa", "Vega", "rosa@example.test") +
      managed_by(person_ldif("tomas", "Tomás", "Lagos", "tomas@example.test"), person_dn("jefa")) +
      person_ldif("jefa", "Zulema", "Admin", "jefa@example.test"));
  const auto org = make_org(server());
  const auto c = client(org.host);
  EXPECT_EQ(c.request("POST", "/api/org/ldap/sync", {}, org.admin_token).code(),
            "directory_not_configured");
  ASSERT_EQ(configure(server(), org, own).status, 200);
  const auto outsider = make_user(server(), org);  // not in the directory: never touched

  auto r = c.request("POST", "/api/org/ldap/sync", {}, org.admin_token);
  ASSERT_EQ(r.status, 202) << r.body;
  auto last = r.data().at("last_sync");
  EXPECT_EQ(last.at("status").as_string(), "ok");
  EXPECT_TRUE(last.at("code").is_null());
  EXPECT_EQ(last.at("entries").as_int64(), 3);
  EXPECT_EQ(last.at("deactivated").as_int64(), 0);
  run_import_jobs(server());
  const auto job = c.get("/api/org/upload/users/" + std::to_string(last.at("job_id").as_int64()),
                         org.admin_token);
  EXPECT_EQ(job.data().at("created").as_int64(), 3) << job.body;
  const auto jefa_id = member(server(), org, "jefa@example.test").at("id").as_int64();
  EXPECT_EQ(member(server(), org, "tomas@example.test").at("leader").at("id").as_int64(), jefa_id);
  ASSERT_EQ(c.patch("/api/org/users/" + std::to_string(jefa_id), {{"user_type", "admin"}},
                    org.admin_token)
                .status,
            200);

  // Syncing again changes nothing.
  r = c.request("POST", "/api/org/ldap/sync", {}, org.admin_token);
  ASSERT_EQ(r.status, 202) << r.body;
  run_import_jobs(server());
  auto again = c.get(
      "/api/org/upload/users/" + std::to_string(r.data().at("last_sync").at("job_id").as_int64()),
      org.admin_token);
  EXPECT_EQ(again.data().at("unchanged").as_int64(), 3) << again.body;

  // Rosa and the admin leave the directory: Rosa is deactivated, the admin is not.
  own.remove(person_dn("rosa"));
  own.remove(person_dn("jefa"));
  r = c.request("POST", "/api/org/ldap/sync", {}, org.admin_token);
  ASSERT_EQ(r.status, 202) << r.body;
  EXPECT_EQ(r.data().at("last_sync").at("deactivated").as_int64(), 1);
  run_import_jobs(server());
  EXPECT_FALSE(member(server(), org, "rosa@example.test").at("active").as_bool());
  EXPECT_TRUE(member(server(), org, "jefa@example.test").at("active").as_bool());
  EXPECT_TRUE(member(server(), org, "tomas@example.test").at("active").as_bool());
  EXPECT_TRUE(member(server(), org, outsider.email).at("active").as_bool());

  // Rosa comes back: so does her account.
  own.add(person_ldif("rosa", "Rosa", "Vega", "rosa@example.test", "Diseñadora"));
  r = c.request("POST", "/api/org/ldap/sync", {}, org.admin_token);
  ASSERT_EQ(r.status, 202) << r.body;
  run_import_jobs(server());
  const auto rosa = member(server(), org, "rosa@example.test");
  EXPECT_TRUE(rosa.at("active").as_bool());
  EXPECT_EQ(rosa.at("job_position").as_string(), "Diseñadora");

  // A filter that matches nobody deactivates nobody, and says so.
  ASSERT_EQ(configure(server(), org, own, {{"filter", "(uid=nadie)"}}).status, 200);
  r = c.request("POST", "/api/org/ldap/sync", {}, org.admin_token);
  EXPECT_EQ(r.status, 422) << r.body;
  EXPECT_EQ(r.code(), "directory_empty");
  EXPECT_TRUE(member(server(), org, "tomas@example.test").at("active").as_bool());
  const auto source = c.get("/api/org/ldap", org.admin_token).data();
  EXPECT_EQ(source.at("last_sync").at("status").as_string(), "failed");
  EXPECT_EQ(source.at("last_sync").at("code").as_string(), "directory_empty");
  EXPECT_FALSE(source.at("last_sync").at("message").as_string().empty());

  // Erasing a person forgets their directory entry.
  const auto tomas_id = member(server(), org, "tomas@example.test").at("id").as_int64();
  EXPECT_EQ(scalar(server(), kDirectoryMembers, {tomas_id}), 1);
  ASSERT_EQ(c.post("/api/user/admin/delete", {{"user_id", tomas_id}}, org.admin_token).status, 200);
  EXPECT_EQ(scalar(server(), kDirectoryMembers, {tomas_id}), 0);
}

TEST_F(DirectorySyncApi, TheScheduledSyncRunsWhenDueOnOneNode) {
  ManualClock clock(1'800'000'000'000);
  TestServer timed(allow_test_directories, &clock);
  const SlapdServer own(person_ldif("lia", "Lía", "Soto", "lia@example.test"));
  const auto org = make_org(timed);
  ASSERT_EQ(configure(timed, org, own, {{"sync_enabled", true}, {"sync_hours", 6}}).status, 200);
  auto& sync = timed.app().service<directory::DirectorySyncService>();
  EXPECT_EQ(sync.run_due(), 0) << "not due yet";
  clock.advance_ms(6 * 3600 * 1000);
  std::atomic<int> ran{0};
  std::vector<std::thread> nodes;
  for (int i = 0; i < 3; ++i) nodes.emplace_back([&] { ran += sync.run_due(); });
  for (auto& t : nodes) t.join();
  EXPECT_EQ(ran.load(), 1) << "one node syncs it";
  run_import_jobs(timed);
  EXPECT_TRUE(member(timed, org, "lia@example.test").is_object());
  const auto source = timed.client(org.host).get("/api/org/ldap", org.admin_token).data();
  EXPECT_EQ(source.at("last_sync").at("status").as_string(), "ok");
  EXPECT_EQ(source.at("next_sync_at").as_int64(), clock.now_ms() + 6 * 3600 * 1000);
  EXPECT_EQ(sync.run_due(), 0);
}

TEST_F(DirectorySyncApi, OnlyAdminsAndEachOrganisationItsOwn) {
  const auto org = make_org(server());
  const auto other = make_org(server());
  ASSERT_EQ(configure(server(), org, slapd()).status, 200);
  EXPECT_FALSE(
      client(other.host).get("/api/org/ldap", other.admin_token).data().at("configured").as_bool());
  EXPECT_EQ(client(other.host).get("/api/org/ldap/users", other.admin_token).status, 409);
  for (const Role role : {Role::kEmployee, Role::kLeader}) {
    const auto user = make_user(server(), org, role);
    const auto c = client(org.host);
    EXPECT_EQ(c.get("/api/org/ldap", user.token).status, 403);
    EXPECT_EQ(c.get("/api/org/ldap/users", user.token).status, 403);
    EXPECT_EQ(send(c, "PUT", "/api/org/ldap", settings("ldap://x", "y"), user.token).status, 403);
    EXPECT_EQ(send(c, "POST", "/api/org/ldap/test", settings("ldap://x", "y"), user.token).status,
              403);
    EXPECT_EQ(send(c, "POST", "/api/org/ldap/import", {{"emails", {"a@b.c"}}}, user.token).status,
              403);
    EXPECT_EQ(c.request("POST", "/api/org/ldap/sync", {}, user.token).status, 403);
    EXPECT_EQ(c.request("DELETE", "/api/org/ldap", {}, user.token).status, 403);
  }
  EXPECT_TRUE(
      client(org.host).get("/api/org/ldap", org.admin_token).data().at("configured").as_bool());
}

}  // namespace
}  // namespace aplauso::test
