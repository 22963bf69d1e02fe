// Sign-in, tokens, lockout, rate limits and tenant isolation, over HTTP.

#include "core/clock.h"
#include "core/password.h"
#include "modules/users/user_service.h"
#include "support/api_test.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

class AuthApi : public ApiTest {};

TEST_F(AuthApi, SignInReturnsATokenAndTheUser) {
  const auto org = make_org(server());
  const auto r = client(org.host).post(
      "/api/login", {{"email", org.admin_email}, {"password", org.admin_password}});
  ASSERT_EQ(r.status, 200) << r.body;
  const auto data = r.data().as_object();
  EXPECT_FALSE(data.at("token").as_string().empty());
  EXPECT_GT(data.at("expires_at").as_int64(), 0);
  const auto& user = data.at("user").as_object();
  EXPECT_EQ(user.at("email").as_string(), org.admin_email);
  EXPECT_EQ(user.at("user_type").as_string(), "admin");
  EXPECT_EQ(user.at("full_name").as_string(), "Alicia Admin");
  EXPECT_EQ(user.find("password_hash"), user.end());
}

TEST_F(AuthApi, EmailIsMatchedWithoutCaseOrSpaces) {
  const auto org = make_org(server());
  const auto r = client(org.host).post(
      "/api/login", {{"email", "  ADMIN@" + org.host + " "}, {"password", org.admin_password}});
  EXPECT_EQ(r.status, 200) << r.body;
}

TEST_F(AuthApi, WrongPasswordAndUnknownEmailAnswerTheSame) {
  const auto org = make_org(server());
  const auto wrong = client(org.host).post(
      "/api/login", {{"email", org.admin_email}, {"password", "not the password"}});
  const auto unknown = client(org.host).post(
      "/api/login", {{"email", "nobody@" + org.host}, {"password", "not the password"}});
  EXPECT_EQ(wrong.status, 401);
  EXPECT_EQ(unknown.status, 401);
  EXPECT_EQ(wrong.body, unknown.body);
  EXPECT_EQ(wrong.code(), "invalid_credentials");
  EXPECT_EQ(wrong.json().at("error").as_string(), "Correo o contraseña incorrectos.");
}

TEST_F(AuthApi, MissingFieldsAreNamed) {
  const auto org = make_org(server());
  const auto r = client(org.host).post("/api/login", json::object{});
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(r.code(), "invalid_input");
  const auto body = r.json();
  const auto& fields = body.at("details").at("fields").as_object();
  EXPECT_TRUE(fields.contains("email"));
  EXPECT_TRUE(fields.contains("password"));
  const auto wrong_type = client(org.host).post("/api/login", {{"email", 5}, {"password", "x"}});
  EXPECT_EQ(wrong_type.status, 400);
}

TEST_F(AuthApi, MalformedJsonIsAClear400) {
  const auto org = make_org(server());
  for (const std::string body : {"{not json", "[1,2]", "\"text\"", ""}) {
    const auto r = client(org.host).request("POST", "/api/login", body);
    EXPECT_EQ(r.status, 400) << body;
    EXPECT_EQ(r.code(), "invalid_json") << body;
  }
}

TEST_F(AuthApi, FiveFailuresLockTheAddressEvenWithTheRightPassword) {
  const auto org = make_org(server());
  const auto c = client(org.host);
  for (int i = 0; i < 5; ++i) {
    EXPECT_EQ(c.post("/api/login", {{"email", org.admin_email}, {"password", "wrong"}}).status,
              401);
  }
  const auto locked =
      c.post("/api/login", {{"email", org.admin_email}, {"password", org.admin_password}});
  EXPECT_EQ(locked.status, 429);
  EXPECT_EQ(locked.code(), "account_locked");
  const int retry = std::stoi(locked.header("retry-after"));
  EXPECT_GT(retry, 800);
  EXPECT_LE(retry, 900);
  // Unknown addresses lock the same way, so a lockout reveals nothing.
  for (int i = 0; i < 5; ++i) {
    c.post("/api/login", {{"email", "ghost@" + org.host}, {"password", "wrong"}});
  }
  EXPECT_EQ(c.post("/api/login", {{"email", "ghost@" + org.host}, {"password", "x"}}).code(),
            "account_locked");
}

TEST_F(AuthApi, TokenOfAnotherOrganisationIsRejected) {
  const auto a = make_org(server());
  const auto b = make_org(server());
  EXPECT_EQ(client(a.host).get("/api/user", a.admin_token).status, 200);
  const auto r = client(b.host).get("/api/user", a.admin_token);
  EXPECT_EQ(r.status, 401);
  EXPECT_EQ(r.code(), "unauthorized");
}

TEST_F(AuthApi, MissingBrokenOrForeignTokensAre401) {
  const auto org = make_org(server());
  const auto c = client(org.host);
  EXPECT_EQ(c.get("/api/user").status, 401);
  EXPECT_EQ(c.get("/api/user", "not-a-token").status, 401);
  auto tampered = org.admin_token;
  tampered.back() = tampered.back() == 'A' ? 'B' : 'A';
  EXPECT_EQ(c.get("/api/user", tampered).status, 401);
  EXPECT_EQ(c.request("GET", "/api/user", {}, {}, {"Authorization: " + org.admin_token}).status,
            401)
      << "a raw token is not a Bearer token";
}

TEST_F(AuthApi, PasswordChangeKillsOlderTokens) {
  const auto org = make_org(server());
  const auto user = make_user(server(), org);
  const auto c = client(org.host);
  EXPECT_EQ(c.get("/api/user", user.token).status, 200);
  server().app().service<users::UserService>().set_password_hash(
      OrgId{org.id}, user.id, password::hash("Another-password-123", password::Cost::kFast));
  EXPECT_EQ(c.get("/api/user", user.token).status, 401);
}

TEST_F(AuthApi, DeactivatedOrNotActivatedAccountsCannotSignIn) {
  const auto org = make_org(server());
  const auto user = make_user(server(), org);
  const auto c = client(org.host);
  exec(server(), sql::kSetActive, {user.id, 0});
  EXPECT_EQ(c.get("/api/user", user.token).status, 401) << "existing sessions end at once";
  auto r = c.post("/api/login", {{"email", user.email}, {"password", user.password}});
  EXPECT_EQ(r.status, 403);
  EXPECT_EQ(r.code(), "account_inactive");
  exec(server(), sql::kSetActive, {user.id, 1});
  exec(server(), sql::kSetActivated, {user.id, 0});
  r = c.post("/api/login", {{"email", user.email}, {"password", user.password}});
  EXPECT_EQ(r.status, 403);
  EXPECT_EQ(r.code(), "account_not_activated");
}

TEST_F(AuthApi, DemotionTakesEffectWithoutANewToken) {
  const auto org = make_org(server());
  const auto admin_id =
      client(org.host).get("/api/user", org.admin_token).data().at("id").as_int64();
  exec(server(), sql::kSetRole, {admin_id, "employee"});
  const auto r = client(org.host).get("/api/user", org.admin_token);
  EXPECT_EQ(r.status, 200);
  EXPECT_EQ(r.data().at("user_type").as_string(), "employee");
}

TEST(DbAuthLimits, SignInIsRateLimitedPerIp) {
  TestServer limited([](Config& c) { c.login_rate_limit_per_minute = 6; });
  const auto org = make_org(limited);  // one sign-in spent here
  const auto c = limited.client(org.host);
  long status = 0;
  std::string retry_after;
  for (int i = 0; i < 10 && status != 429; ++i) {
    const auto r = c.post("/api/login", {{"email", org.admin_email}, {"password", "wrong"}});
    status = r.status;
    retry_after = r.header("retry-after");
  }
  EXPECT_EQ(status, 429);
  EXPECT_FALSE(retry_after.empty());
}

TEST(DbAuthLimits, LockoutEndsAfterFifteenMinutes) {
  ManualClock clock(1'800'000'000'000);
  TestServer timed({}, &clock);
  const auto org = make_org(timed);
  const auto c = timed.client(org.host);
  for (int i = 0; i < 5; ++i) c.post("/api/login", {{"email", org.admin_email}, {"password", "x"}});
  EXPECT_EQ(
      c.post("/api/login", {{"email", org.admin_email}, {"password", org.admin_password}}).status,
      429);
  clock.advance_ms(14 * 60 * 1000);
  EXPECT_EQ(
      c.post("/api/login", {{"email", org.admin_email}, {"password", org.admin_password}}).status,
      429);
  clock.advance_ms(61 * 1000);
  EXPECT_EQ(
      c.post("/api/login", {{"email", org.admin_email}, {"password", org.admin_password}}).status,
      200);
}

TEST(DbAuthLimits, ExpiredTokensAreRejected) {
  ManualClock clock(1'800'000'000'000);
  TestServer timed([](Config& c) { c.jwt_ttl_s = 3600; }, &clock);
  const auto org = make_org(timed);
  const auto c = timed.client(org.host);
  EXPECT_EQ(c.get("/api/user", org.admin_token).status, 200);
  clock.advance_ms(3601 * 1000);
  EXPECT_EQ(c.get("/api/user", org.admin_token).status, 401);
}

}  // namespace
}  // namespace aplauso::test
