// Public API keys: management, the key calls, isolation, limits, idempotency and the call log.

#include <boost/json/array.hpp>
#include <boost/json/serialize.hpp>

#include "core/clock.h"
#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

class ApiKeysApi : public ApiTest {
 protected:
  static std::string create_key(const TestOrg& org, const json::object& extra = {}) {
    json::object body{{"name", "Integración RR. HH."}};
    for (const auto& [k, v] : extra) body[k] = v;
    const auto r = client(org.host).post("/api/api/key", body, org.admin_token);
    EXPECT_EQ(r.status, 201) << r.body;
    return std::string(r.data().at("key").as_string());
  }
  static HttpResult key_call(const std::string& host, const std::string& path,
                             const json::object& body, const std::string& key,
                             std::vector<std::string> headers = {}) {
    headers.push_back("Authorization: " + key);
    return client(host).request("POST", path, json::serialize(body), {}, headers);
  }
  static json::object send_body(const std::string& sender, const std::string& receiver,
                                std::int64_t type, std::int64_t amount = 10) {
    return {{"sender_email", sender},
            {"reciever_emails", json::array{receiver}},
            {"amount", amount},
            {"post_types", type},
            {"message", "Desde la integración"}};
  }
};

TEST_F(ApiKeysApi, KeyIsShownOnceStoredHashedListedByPrefix) {
  const auto org = make_full_org(server());
  const auto r = client(org.host).post("/api/api/key", {{"name", "Bot de Slack"}}, org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const std::string key(r.data().at("key").as_string());
  EXPECT_TRUE(key.starts_with("ak_"));
  EXPECT_EQ(key.size(), 43U);
  EXPECT_EQ(r.data().at("status").as_string(), "active");
  const auto list = client(org.host).get("/api/api/key", org.admin_token);
  ASSERT_EQ(list.status, 200);
  const auto items = list.data().as_array();
  ASSERT_EQ(items.size(), 1U);
  EXPECT_FALSE(items[0].as_object().contains("key")) << "the secret is never listed";
  EXPECT_TRUE(key.starts_with(std::string(items[0].at("prefix").as_string())));
  const std::string stored = text(server(), sql::kKeyHash, {org.id}).value_or("");
  EXPECT_EQ(stored.find(key), std::string::npos);
  EXPECT_EQ(stored.size(), 64U) << "a SHA-256 hash";
}

TEST_F(ApiKeysApi, OnlyAdminsManageKeysAndInputIsChecked) {
  const auto org = make_full_org(server());
  const auto member = make_user(server(), org);
  const auto c = client(org.host);
  EXPECT_EQ(c.get("/api/api/key", member.token).status, 403);
  EXPECT_EQ(c.post("/api/api/key", {{"name", "x"}}, member.token).status, 403);
  EXPECT_EQ(c.post("/api/api/key", {{"name", ""}}, org.admin_token).status, 400);
  EXPECT_EQ(c.post("/api/api/key", {{"name", "x"}, {"expires_at", 1000}}, org.admin_token).status,
            400)
      << "an expiry in the past";
  EXPECT_EQ(c.request("DELETE", "/api/api/key/999999", {}, org.admin_token).status, 404);
}

TEST_F(ApiKeysApi, CreatedKeySendsRecognitionsAndIsCounted) {
  const auto org = make_full_org(server());
  const auto sender = make_user(server(), org);
  const auto receiver = make_user(server(), org);
  set_giving_points(server(), org, sender.id, 100);
  const auto type = make_type(server(), org, "Gracias", 1, 50);
  const auto key = create_key(org);
  auto r =
      key_call(org.host, "/api/send_feedback", send_body(sender.email, receiver.email, type), key);
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.data().at("post").at("sender").at("id").as_int64(), sender.id);
  EXPECT_EQ(r.data().at("give_balance").as_int64(), 90);
  EXPECT_EQ(balances(server(), org, receiver.id).redeem, 10);
  r = key_call(org.host, "/api/org/send/recognition/" + std::to_string(type),
               send_body(sender.email, receiver.email, 0, 5), key);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto listed = client(org.host).get("/api/api/key", org.admin_token).data().as_array().at(0);
  EXPECT_EQ(listed.at("usage_count").as_int64(), 2);
  EXPECT_FALSE(listed.at("last_used_at").is_null());
  EXPECT_EQ(scalar(server(), sql::kKeyCalls, {org.id, 201}), 2);
  // The feed shows it like any other recognition.
  EXPECT_EQ(client(org.host).get("/api/post", receiver.token).data().as_array().size(), 2U);
}

TEST_F(ApiKeysApi, KeySendsBadgesFromTheOrganisation) {
  const auto org = make_full_org(server());
  const auto receiver = make_user(server(), org);
  const auto badge = *scalar(server(), sql::kInsertBadge, {org.id, "Estrella"});
  const auto key = create_key(org);
  const auto r =
      key_call(org.host, "/api/org/badges/send",
               {{"reciever_emails", json::array{receiver.email}}, {"badge_id", badge}}, key);
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_TRUE(r.data().at("post").at("sender").is_null());
  EXPECT_EQ(r.data().at("post").at("badge").at("name").as_string(), "Estrella");
}

TEST_F(ApiKeysApi, RevokedAndExpiredKeysStopAtOnce) {
  ManualClock clock(1'800'000'000'000);
  TestServer timed({}, &clock);
  auto org = make_full_org(timed);
  const auto sender = make_user(timed, org);
  const auto receiver = make_user(timed, org);
  set_giving_points(timed, org, sender.id, 100);
  const auto type = make_type(timed, org, "Gracias", 1, 50);
  const auto c = timed.client(org.host);
  auto created = c.post("/api/api/key", {{"name", "temporal"}, {"expires_at", 1'800'000'060'000}},
                        org.admin_token);
  ASSERT_EQ(created.status, 201) << created.body;
  const std::string expiring(created.data().at("key").as_string());
  created = c.post("/api/api/key", {{"name", "a revocar"}}, org.admin_token);
  const std::string revoked(created.data().at("key").as_string());
  const auto revoked_id = created.data().at("id").as_int64();
  auto call = [&](const std::string& key) {
    return c.request("POST", "/api/send_feedback",
                     json::serialize(send_body(sender.email, receiver.email, type, 1)), {},
                     {"Authorization: " + key});
  };
  EXPECT_EQ(call(revoked).status, 201);
  ASSERT_EQ(
      c.request("DELETE", "/api/api/key/" + std::to_string(revoked_id), {}, org.admin_token).status,
      200);
  EXPECT_EQ(call(revoked).status, 401);
  EXPECT_EQ(call(expiring).status, 201);
  clock.advance_ms(61'000);
  const auto late = call(expiring);
  EXPECT_EQ(late.status, 401);
  EXPECT_EQ(late.code(), "unauthorized");
  org.admin_token = c.login(org.admin_email, org.admin_password);
  const auto keys = c.get("/api/api/key", org.admin_token).data().as_array();
  for (const auto& k : keys) {
    EXPECT_NE(k.at("status").as_string(), "active") << k.at("name").as_string();
  }
}

TEST_F(ApiKeysApi, KeysActForTheirOwnOrganisationWhateverTheHost) {
  const auto a = make_full_org(server());
  const auto b = make_full_org(server());
  const auto a_sender = make_user(server(), a);
  const auto a_receiver = make_user(server(), a);
  const auto b_sender = make_user(server(), b);
  const auto b_receiver = make_user(server(), b);
  set_giving_points(server(), a, a_sender.id, 100);
  set_giving_points(server(), b, b_sender.id, 100);
  const auto a_type = make_type(server(), a, "Gracias", 1, 50);
  const auto b_type = make_type(server(), b, "Gracias", 1, 50);
  const auto key = create_key(a);
  // On B's host, the key still acts for A: B's people are unknown to it.
  auto r = key_call(b.host, "/api/send_feedback",
                    send_body(b_sender.email, b_receiver.email, b_type), key);
  EXPECT_EQ(r.status, 422) << r.body;
  EXPECT_EQ(r.code(), "sender_not_found");
  r = key_call(b.host, "/api/send_feedback", send_body(a_sender.email, b_receiver.email, a_type),
               key);
  EXPECT_EQ(r.code(), "receiver_not_found");
  r = key_call(b.host, "/api/send_feedback", send_body(a_sender.email, a_receiver.email, a_type),
               key);
  EXPECT_EQ(r.status, 201) << "A's people through B's host still go to A: " << r.body;
  EXPECT_EQ(balances(server(), b, b_receiver.id).redeem, 0);
  EXPECT_EQ(balances(server(), a, a_receiver.id).redeem, 10);
}

TEST_F(ApiKeysApi, KeysAndTokensNeverStandInForEachOther) {
  const auto org = make_full_org(server());
  const auto sender = make_user(server(), org);
  const auto receiver = make_user(server(), org);
  set_giving_points(server(), org, sender.id, 100);
  const auto type = make_type(server(), org, "Gracias", 1, 50);
  const auto key = create_key(org);
  const auto c = client(org.host);
  // A key on the app's own calls.
  EXPECT_EQ(c.request("GET", "/api/user", {}, {}, {"Authorization: " + key}).status, 401);
  EXPECT_EQ(c.request("GET", "/api/post", {}, {}, {"Authorization: " + key}).status, 401);
  EXPECT_EQ(c.request("GET", "/api/api/key", {}, {}, {"Authorization: " + key}).status, 401);
  EXPECT_EQ(c.request("GET", "/api/user", {}, {}, {"Authorization: Bearer " + key}).status, 401);
  // A user token used as a raw key.
  EXPECT_EQ(key_call(org.host, "/api/send_feedback", send_body(sender.email, receiver.email, type),
                     sender.token)
                .status,
            401);
  EXPECT_EQ(key_call(org.host, "/api/send_feedback", send_body(sender.email, receiver.email, type),
                     "ak_" + std::string(40, 'x'))
                .status,
            401);
  EXPECT_EQ(balances(server(), org, receiver.id).redeem, 0);
}

TEST_F(ApiKeysApi, KeyCallsValidateLikeTheApp) {
  const auto org = make_full_org(server());
  const auto sender = make_user(server(), org);
  const auto receiver = make_user(server(), org);
  set_giving_points(server(), org, sender.id, 20);
  const auto type = make_type(server(), org, "Gracias", 5, 50);
  const auto key = create_key(org);
  auto body = send_body(sender.email, receiver.email, type);
  body.erase("sender_email");
  EXPECT_EQ(key_call(org.host, "/api/send_feedback", body, key).status, 400);
  EXPECT_EQ(
      key_call(org.host, "/api/send_feedback", send_body(sender.email, sender.email, type), key)
          .code(),
      "self_recognition");
  EXPECT_EQ(key_call(org.host, "/api/send_feedback",
                     send_body(sender.email, receiver.email, type, 2), key)
                .code(),
            "amount_out_of_bounds");
  EXPECT_EQ(key_call(org.host, "/api/send_feedback",
                     send_body(sender.email, receiver.email, type, 30), key)
                .code(),
            "insufficient_points");
  EXPECT_EQ(client(org.host)
                .request("POST", "/api/send_feedback", "{broken", {}, {"Authorization: " + key})
                .code(),
            "invalid_json");
  EXPECT_EQ(key_call(org.host, "/api/org/badges/send",
                     {{"reciever_emails", json::array{receiver.email}}}, key)
                .status,
            400);
}

TEST_F(ApiKeysApi, IdempotencyKeyHoldsForKeyCalls) {
  const auto org = make_full_org(server());
  const auto sender = make_user(server(), org);
  const auto receiver = make_user(server(), org);
  set_giving_points(server(), org, sender.id, 100);
  const auto type = make_type(server(), org, "Gracias", 1, 50);
  const auto key = create_key(org);
  const auto body = send_body(sender.email, receiver.email, type);
  const auto first =
      key_call(org.host, "/api/send_feedback", body, key, {"Idempotency-Key: nomina-2026-11"});
  const auto again =
      key_call(org.host, "/api/send_feedback", body, key, {"Idempotency-Key: nomina-2026-11"});
  ASSERT_EQ(first.status, 201) << first.body;
  EXPECT_EQ(again.body, first.body);
  EXPECT_EQ(balances(server(), org, receiver.id).redeem, 10);
  EXPECT_EQ(
      key_call(org.host, "/api/send_feedback", send_body(sender.email, receiver.email, type, 11),
               key, {"Idempotency-Key: nomina-2026-11"})
          .status,
      409);
}

TEST(DbApiKeyLimits, EachKeyIsRateLimited) {
  TestServer limited([](Config& c) { c.api_key_rate_limit_per_minute = 12; });  // bursts of 10
  const auto org = make_full_org(limited);
  const auto r = limited.client(org.host).post("/api/api/key", {{"name", "k"}}, org.admin_token);
  const std::string key(r.data().at("key").as_string());
  long status = 0;
  std::string retry;
  for (int i = 0; i < 30 && status != 429; ++i) {
    const auto call = limited.client(org.host).request("POST", "/api/send_feedback", "{}", {},
                                                       {"Authorization: " + key});
    status = call.status;
    retry = call.header("retry-after");
  }
  EXPECT_EQ(status, 429);
  EXPECT_FALSE(retry.empty());
  // Another key of the same organisation has its own allowance.
  const auto other =
      limited.client(org.host).post("/api/api/key", {{"name", "k2"}}, org.admin_token);
  EXPECT_EQ(limited.client(org.host)
                .request("POST", "/api/send_feedback", "{}", {},
                         {"Authorization: " + std::string(other.data().at("key").as_string())})
                .status,
            400);
}

}  // namespace
}  // namespace aplauso::test
