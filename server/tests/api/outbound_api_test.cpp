// Requests that wait on other systems (ADR 0036), against servers that accept and never answer
// (started by the test on 127.0.0.1): an organisation's silent directory or a hanging Teams key
// endpoint holds neither the server's event loops (health answers at once) nor another
// organisation's requests; each slow call ends at its deadline with a clear error, and an
// organisation beyond its share of outbound calls gets 429 outbound_busy with Retry-After at
// once. When the process stops, a WhatsApp batch in flight ends with the grace period: what
// never left is sent after the restart, what left unanswered is not sent twice.

#include <boost/json/serialize.hpp>

#include <chrono>
#include <future>
#include <vector>

#include "core/clock.h"
#include "db/database.h"
#include "modules/whatsapp/whatsapp_service.h"
#include "support/api_test.h"
#include "support/jwks_server.h"
#include "support/silent_server.h"
#include "support/test_sql.h"
#include "support/whatsapp_cloud.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;
using std::chrono::milliseconds;
using std::chrono::steady_clock;

constexpr db::Statement kWhatsAppByStatus{
    "test.whatsapp_by_status",
    "SELECT COUNT(*) FROM whatsapp_outbox WHERE org_id = $1 AND status = $2"};

struct Timed {
  HttpResult result;
  milliseconds took{0};
};

template <class Call>
Timed timed(Call call) {
  const auto start = steady_clock::now();
  HttpResult r = call();
  return {std::move(r), std::chrono::duration_cast<milliseconds>(steady_clock::now() - start)};
}

// What the rest of the server answers while the slow calls wait: health, and a member of
// another organisation reading their own account, each in well under the 10 s a directory may take.
void expect_the_others_answer_at_once(TestServer& s, const TestOrg& other, const TestUser& member) {
  for (int i = 0; i < 5; ++i) {
    const auto health = timed([&] { return s.client().get("/api/health"); });
    EXPECT_EQ(health.result.status, 200);
    EXPECT_LT(health.took.count(), 2000) << "health waited on another system";
    const auto own = timed([&] { return s.client(other.host).get("/api/user", member.token); });
    EXPECT_EQ(own.result.status, 200) << own.result.body;
    EXPECT_LT(own.took.count(), 2000) << "another organisation waited on a directory";
  }
}

TEST(OutboundApi, ASilentDirectoryHoldsNeitherTheServerNorAnotherOrganisation) {
  SilentServer directory;
  TestServer s([](Config& c) {
    c.worker_threads = 2;  // fewer loops than slow calls: run inline, they would hold them all
    c.outbound_per_org = 6;
    c.ldap_allowed_ports = {{1024, 65535}};  // the silent directory's ephemeral port
  });
  const auto slow = make_org(s);
  const auto other = make_org(s);
  const auto member = make_user(s, other);
  const json::object settings{
      {"url", "ldap://127.0.0.1:" + std::to_string(directory.port())},
      {"bind_dn", "cn=admin,dc=example,dc=test"},
      {"bind_password", "secreto"},
      {"base_dn", "ou=people,dc=example,dc=test"},
      {"filter", "(objectClass=inetOrgPerson)"},
      {"attributes", {{"email", "mail"}, {"first_name", "givenName"}, {"last_name", "sn"}}},
      {"sync_enabled", false},
      {"sync_hours", 24}};

  std::vector<std::future<Timed>> tests;
  for (int i = 0; i < 8; ++i) {
    tests.push_back(std::async(std::launch::async, [&] {
      return timed([&] {
        return s.client(slow.host).post("/api/org/ldap/test", settings, slow.admin_token);
      });
    }));
  }
  // Six reach the directory (the organisation's share) and wait there.
  ASSERT_TRUE(directory.wait_for_connections(6, std::chrono::seconds(5)));
  expect_the_others_answer_at_once(s, other, member);

  int unreachable = 0, busy = 0;
  for (auto& f : tests) {
    const Timed t = f.get();
    if (t.result.status == 429) {
      ++busy;
      EXPECT_EQ(t.result.code(), "outbound_busy");
      EXPECT_EQ(t.result.header("retry-after"), "5");
      EXPECT_NE(t.result.json().at("error").as_string().find("Espera unos segundos"),
                std::string::npos);
      EXPECT_LT(t.took.count(), 2000) << "refused at once, not after waiting";
      continue;
    }
    ++unreachable;
    EXPECT_EQ(t.result.status, 422) << t.result.body;
    EXPECT_EQ(t.result.code(), "directory_unreachable");
    // The directory's deadline (10 s in all), neither much sooner nor much later.
    EXPECT_GE(t.took.count(), 9000);
    EXPECT_LT(t.took.count(), 14000);
  }
  EXPECT_EQ(unreachable, 6);
  EXPECT_EQ(busy, 2);
  EXPECT_EQ(directory.accepted(), 6) << "a refused call never reached the directory";
  // The slots are given back: the organisation may try again.
  EXPECT_EQ(s.client(slow.host).get("/api/org/ldap", slow.admin_token).status, 200);
}

TEST(OutboundApi, AHangingKeyEndpointHoldsNeitherTheServerNorAnotherOrganisation) {
  constexpr const char* kAudience = "api://aplauso.test/outbound";
  constexpr const char* kTenant = "3f1a5c7e-0b2d-4e6f-8a9c-1d3e5f7a9b0c";
  SilentServer keys;
  TestServer s([&](Config& c) {
    c.worker_threads = 2;
    c.teams_jwks_url = "http://127.0.0.1:" + std::to_string(keys.port()) + "/keys.json";
    c.teams_issuer = "https://login.microsoftonline.com/{tid}/v2.0";
    c.teams_audience = kAudience;
  });
  const auto teams = make_org(s);
  ASSERT_EQ(s.client(teams.host)
                .patch("/api/org/auth_flow", {{"teams", true}, {"teams_tenant_id", kTenant}},
                       teams.admin_token)
                .status,
            200);
  const auto other = make_org(s);
  const auto member = make_user(s, other);
  const SigningKey key("key-outbound");
  const std::int64_t now = SystemClock().now_s();
  const std::string token =
      key.sign({{"aud", kAudience},
                {"iss", std::string("https://login.microsoftonline.com/") + kTenant + "/v2.0"},
                {"iat", now},
                {"nbf", now},
                {"exp", now + 3600},
                {"tid", kTenant},
                {"oid", "oid-outbound"},
                {"preferred_username", teams.admin_email}});

  std::vector<std::future<Timed>> sign_ins;
  for (int i = 0; i < 3; ++i) {
    sign_ins.push_back(std::async(std::launch::async, [&] {
      return timed([&] {
        return s.client(teams.host).post("/api/oauth2/teams/token", {{"token", token}});
      });
    }));
  }
  ASSERT_TRUE(keys.wait_for_connections(1, std::chrono::seconds(5)));
  expect_the_others_answer_at_once(s, other, member);
  for (auto& f : sign_ins) {
    const Timed t = f.get();
    // No keys within the key endpoint's deadline (5 s): the token cannot be checked.
    EXPECT_EQ(t.result.status, 401) << t.result.body;
    EXPECT_EQ(t.result.code(), "teams_token_invalid");
    EXPECT_LT(t.took.count(), 8000);
  }
  EXPECT_EQ(keys.accepted(), 1) << "one fetch at a time, and not again at once";
}

// An organisation with a WhatsApp account on, sending through `api` (its number registered
// there when it is a real local Cloud API).
TestOrg whatsapp_org(TestServer& s, WhatsAppCloud* cloud) {
  const auto org = make_org(s);
  const std::string number_id = std::to_string(200000 + org.id);
  const auto r = s.client(org.host).request(
      "PUT", "/api/org/whatsapp",
      json::serialize(json::object{{"phone_number_id", number_id},
                                   {"access_token", "EAAG-token-" + number_id},
                                   {"app_secret", "app-secret-1"},
                                   {"template_name", "aplauso_aviso"},
                                   {"active", true}}),
      org.admin_token, {"Content-Type: application/json"});
  EXPECT_EQ(r.status, 200) << r.body;
  if (cloud != nullptr) {
    cloud->register_app(number_id, "EAAG-token-" + number_id, "app-secret-1", s.port(), org.host);
  }
  return org;
}

TEST(OutboundShutdown, AWhatsAppBatchInFlightEndsWithTheGraceAndWhatNeverLeftGoesAfterRestart) {
  SilentServer hanging_api;
  TestServer s([&](Config& c) {
    c.whatsapp_api_url = "http://127.0.0.1:" + std::to_string(hanging_api.port()) + "/v21.0";
    c.shutdown_grace_s = 2;
    c.run_jobs = true;  // the delivery job, as in production
  });
  const auto org = whatsapp_org(s, nullptr);
  auto& outbox = s.app().service<whatsapp::WhatsAppService>();
  // Twelve messages: the batch sends eight at once (its connections), four wait their turn.
  s.app().db().transact([&](db::Conn& c) {
    for (int i = 0; i < 12; ++i) {
      outbox.queue(c, OrgId{org.id},
                   {std::nullopt,
                    "communication",
                    "+346001110" + std::to_string(10 + i),
                    "es",
                    {"Ana", "Turnos", "https://example.test"}});
    }
  });
  // The job's batch is in flight: eight requests sent, no answer coming. The job may wait its
  // turn of the job gate behind the first runs of the others (more than 10 s on a busy machine).
  ASSERT_TRUE(hanging_api.wait_for_connections(8, std::chrono::seconds(60)));

  const auto start = steady_clock::now();
  s.stop();
  const auto took = std::chrono::duration_cast<milliseconds>(steady_clock::now() - start);
  EXPECT_LT(took.count(), 4500) << "the shutdown ends with SHUTDOWN_GRACE_SECONDS (2 s)";
  EXPECT_EQ(scalar(s, kWhatsAppByStatus, {org.id, "sending"}), 0);
  // Requests that left unanswered may have been taken: never sent twice (ADR 0026).
  EXPECT_EQ(scalar(s, kWhatsAppByStatus, {org.id, "interrupted"}), 8);
  EXPECT_EQ(scalar(s, kWhatsAppByStatus, {org.id, "pending"}), 4);

  // After the restart, against a Cloud API that answers, the four that never left go.
  WhatsAppCloud cloud;
  s.restart([&](Config& c) {
    c.whatsapp_api_url = cloud.api_url();
    c.run_jobs = false;
  });
  const std::string number_id = std::to_string(200000 + org.id);
  cloud.register_app(number_id, "EAAG-token-" + number_id, "app-secret-1", s.port(), org.host);
  EXPECT_EQ(s.app().service<whatsapp::WhatsAppService>().deliver_due().accepted, 4);
  EXPECT_EQ(cloud.messages().size(), 4U);
}

}  // namespace
}  // namespace aplauso::test
