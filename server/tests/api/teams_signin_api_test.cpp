// Signing in with Microsoft Teams over HTTP, against a JWKS served from a local HTTP server with
// keys the test generates: a first sign-in never gets in by its e-mail claim, it mails the member
// that claim names a link that connects the Teams identity (ADR 0032); later sign-ins go by
// tenant + object id only; wrong audience, issuer, tenant, expiry, unknown keys and algorithm
// confusion (alg none, HS256 signed with the public key) are refused; a rotated key is fetched
// again.

#include <boost/json/array.hpp>
#include <regex>

#include "core/clock.h"
#include "modules/mail/mail_templates.h"
#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/jwks_server.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

constexpr const char* kAudience = "api://aplauso.test/5d6e1c2a-teams";
constexpr const char* kTenant = "9188040d-6c67-4c5b-b112-36a304b66dad";

class TeamsSignInApi : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    clock_ = std::make_unique<ManualClock>(SystemClock().now_ms());
    jwks_ = std::make_unique<JwksServer>();
    key_ = std::make_unique<SigningKey>("key-1");
    jwks_->publish({key_.get()});
    server_ = std::make_unique<TestServer>(
        [](Config& c) {
          c.teams_jwks_url = jwks_->url();
          c.teams_issuer = "https://login.microsoftonline.com/{tid}/v2.0";
          c.teams_audience = kAudience;
        },
        clock_.get());
  }
  static void TearDownTestSuite() {
    server_.reset();
    jwks_.reset();
  }

  // An organisation with Teams on for kTenant.
  static TestOrg teams_org() {
    const auto org = make_org(*server_);
    const auto r = server_->client(org.host).patch(
        "/api/org/auth_flow", {{"teams", true}, {"teams_tenant_id", kTenant}}, org.admin_token);
    if (r.status != 200) throw std::runtime_error(r.body);
    return org;
  }

  static json::object claims(const std::string& oid, const std::string& email,
                             const std::string& tid = kTenant) {
    const std::int64_t now = clock_->now_s();
    return {{"aud", kAudience},
            {"iss", "https://login.microsoftonline.com/" + tid + "/v2.0"},
            {"iat", now},
            {"nbf", now},
            {"exp", now + 3600},
            {"tid", tid},
            {"oid", oid},
            {"preferred_username", email},
            {"name", "Persona de Teams"}};
  }

  static HttpResult exchange(const TestOrg& org, const std::string& token,
                             json::value referred = nullptr) {
    return server_->client(org.host).post("/api/oauth2/teams/token",
                                          {{"token", token}, {"referredId", referred}});
  }

  // The Teams link mails waiting for `to`, oldest first.
  static std::vector<mail::Mail> link_mails(const TestOrg& org, const std::string& to) {
    std::vector<mail::Mail> out;
    for (const auto& m : pending_mails(*server_, org)) {
      if (m.mail.kind == "teams_link" && m.mail.to == to) out.push_back(m.mail);
    }
    return out;
  }

  static std::string link_token(const mail::Mail& m) {
    std::smatch match;
    const std::regex link("/teams/link\\?token=([A-Za-z0-9_-]+)");
    return std::regex_search(m.text, match, link) ? std::string(match[1]) : std::string();
  }

  static HttpResult confirm(const TestOrg& org, const std::string& token) {
    return server_->client(org.host).post("/api/oauth2/teams/link", {{"token", token}});
  }

  // A member whose Teams identity `oid` is connected (first sign-in, then the mailed link).
  static TestUser linked_member(const TestOrg& org, const std::string& oid) {
    auto member = make_user(*server_, org);
    const auto first = exchange(org, key_->sign(claims(oid, member.email)));
    EXPECT_EQ(first.code(), "teams_link_sent") << first.body;
    const auto mails = link_mails(org, member.email);
    EXPECT_EQ(mails.size(), 1U);
    if (!mails.empty()) {
      EXPECT_EQ(confirm(org, link_token(mails.back())).status, 200);
    }
    return member;
  }

  static inline std::unique_ptr<ManualClock> clock_;
  static inline std::unique_ptr<JwksServer> jwks_;
  static inline std::unique_ptr<SigningKey> key_;
  static inline std::unique_ptr<TestServer> server_;
};

TEST_F(TeamsSignInApi, AnEmailClaimNeverSignsInItMailsTheMemberALinkToConnectTeams) {
  const auto org = teams_org();
  const auto inviter = make_user(*server_, org);
  // A valid token of the organisation's tenant, a new object id, the admin's address.
  const auto takeover = key_->sign(claims("oid-new", org.admin_email));
  auto r = exchange(org, takeover, inviter.id);
  EXPECT_EQ(r.status, 403) << r.body;
  EXPECT_EQ(r.code(), "teams_link_sent");
  EXPECT_FALSE(r.json().as_object().contains("data")) << "no session";
  EXPECT_NE(r.json().at("error").as_string().find("enlace"), std::string::npos);
  EXPECT_EQ(exchange(org, takeover).code(), "teams_link_sent") << "still not linked";

  // The admin is mailed, at the address the organisation has, a link on its own host.
  auto mails = link_mails(org, org.admin_email);
  ASSERT_EQ(mails.size(), 2U);
  EXPECT_NE(mails[0].text.find("https://" + org.host + "/teams/link?token="), std::string::npos)
      << mails[0].text;
  EXPECT_NE(mails[0].text.find(org.admin_email), std::string::npos) << "names the Teams account";
  EXPECT_EQ(confirm(org, "inventado").code(), "teams_link_invalid");
  const auto other = teams_org();
  EXPECT_EQ(server_->client(other.host)
                .post("/api/oauth2/teams/link", {{"token", link_token(mails[0])}})
                .code(),
            "teams_link_invalid")
      << "another organisation's host";

  // Only when the admin opens the link does that Teams account sign in, as the admin.
  r = confirm(org, link_token(mails[0]));
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("email").as_string(), org.admin_email);
  EXPECT_EQ(confirm(org, link_token(mails[0])).code(), "teams_link_invalid") << "used once";
  EXPECT_EQ(confirm(org, link_token(mails[1])).code(), "teams_already_linked");
  r = exchange(org, takeover);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto admin_id = r.data().at("user").at("id").as_int64();
  EXPECT_EQ(r.data().at("user").at("email").as_string(), org.admin_email);
  EXPECT_EQ(scalar(*server_, sql::kReferredBy, {admin_id}), inviter.id);
  const std::string session(r.data().at("auth_token").as_string());
  EXPECT_EQ(server_->client(org.host).get("/api/user", session).status, 200);

  // Linked: the object id finds the person even when the token's e-mail changed.
  r = exchange(org, key_->sign(claims("oid-new", "otro-correo@example.com")));
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("user").at("id").as_int64(), admin_id);
  // Another Entra person claiming the admin's e-mail, or an address nobody has: the same answer,
  // and no mail (the admin is linked already; the stranger is no member).
  EXPECT_EQ(exchange(org, key_->sign(claims("oid-impostor", org.admin_email))).code(),
            "teams_link_sent");
  EXPECT_EQ(exchange(org, key_->sign(claims("oid-stranger", "nadie@example.com"))).code(),
            "teams_link_sent");
  EXPECT_EQ(link_mails(org, org.admin_email).size(), 2U);
  // A token with no address at all.
  auto no_email = claims("oid-anonymous", "");
  no_email.erase("preferred_username");
  EXPECT_EQ(exchange(org, key_->sign(no_email)).code(), "teams_not_linked");
}

TEST_F(TeamsSignInApi, AMemberGetsAtMostThreeLinkMailsIn15Minutes) {
  const auto org = teams_org();
  const auto member = make_user(*server_, org);
  for (int i = 0; i < 5; ++i) {
    EXPECT_EQ(exchange(org, key_->sign(claims("oid-many", member.email))).code(),
              "teams_link_sent");
  }
  EXPECT_EQ(link_mails(org, member.email).size(), 3U);
}

TEST_F(TeamsSignInApi, AnInvitedMemberSigningInThroughTeamsIsActivated) {
  const auto org = teams_org();
  const auto member = make_user(*server_, org);
  exec(*server_, sql::kSetActivated, {member.id, false});
  ASSERT_EQ(exchange(org, key_->sign(claims("oid-invited", member.email))).code(),
            "teams_link_sent");
  const auto mails = link_mails(org, member.email);
  ASSERT_EQ(mails.size(), 1U);
  ASSERT_EQ(confirm(org, link_token(mails[0])).status, 200);
  const auto r = exchange(org, key_->sign(claims("oid-invited", member.email)));
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("user").at("activated").as_bool());
}

TEST_F(TeamsSignInApi, TokensThatAreNotExactlyRightAreRefused) {
  const auto org = teams_org();
  const auto member = linked_member(org, "oid-1");
  auto expect_refused = [&](const std::string& token, const char* why) {
    const auto r = exchange(org, token);
    EXPECT_EQ(r.status, 401) << why << ": " << r.body;
    EXPECT_EQ(r.code(), "teams_token_invalid") << why;
  };
  auto c = claims("oid-1", member.email);
  c["aud"] = "api://another-app";
  expect_refused(key_->sign(c), "wrong audience");
  c = claims("oid-1", member.email);
  c["iss"] = "https://sts.windows.net/" + std::string(kTenant) + "/";
  expect_refused(key_->sign(c), "wrong issuer");
  c = claims("oid-1", member.email);
  c["exp"] = clock_->now_s() - 120;
  expect_refused(key_->sign(c), "expired");
  expect_refused(key_->sign(claims("oid-1", member.email, "0b1e0a8e-1111-4222-8333-444455556666")),
                 "another Entra tenant");
  const SigningKey unknown("key-unknown");
  expect_refused(unknown.sign(claims("oid-1", member.email)), "a key the JWKS does not have");
  expect_refused(sign_hs256({{"alg", "HS256"}, {"kid", key_->kid()}}, claims("oid-1", member.email),
                            key_->public_pem()),
                 "HS256 signed with the public key");
  const std::string none = key_->sign(claims("oid-1", member.email), {{"alg", "none"}});
  expect_refused(none.substr(0, none.rfind('.') + 1), "alg none without a signature");
  expect_refused("not.a.token", "garbage");
  expect_refused("", "empty");
  // A signature from a valid token pasted on other claims.
  const std::string real = key_->sign(claims("oid-1", member.email));
  const std::string forged = key_->sign(claims("oid-admin", member.email));
  expect_refused(forged.substr(0, forged.rfind('.')) + real.substr(real.rfind('.')),
                 "mismatched signature");
  EXPECT_EQ(exchange(org, key_->sign(claims("oid-1", member.email))).status, 200)
      << "and the right token still works";
}

TEST_F(TeamsSignInApi, ARotatedKeyIsFetchedAgain) {
  const auto org = teams_org();
  const auto member = linked_member(org, "oid-rot");
  ASSERT_EQ(exchange(org, key_->sign(claims("oid-rot", member.email))).status, 200);
  const SigningKey next("key-2");
  jwks_->publish({key_.get(), &next});
  clock_->advance_ms(31'000);  // refetches on unknown keys are at most one per 30 s
  const auto r = exchange(org, next.sign(claims("oid-rot", member.email)));
  EXPECT_EQ(r.status, 200) << r.body;
  jwks_->publish({key_.get()});
}

TEST_F(TeamsSignInApi, TeamsMustBeOnAndConfiguredForTheOrganisation) {
  const auto org = make_org(*server_);
  const auto member = make_user(*server_, org);
  const auto c = server_->client(org.host);
  auto r = exchange(org, key_->sign(claims("oid-off", member.email)));
  EXPECT_EQ(r.status, 403);
  EXPECT_EQ(r.code(), "method_disabled");

  r = c.get("/api/org/auth_flow");
  EXPECT_TRUE(r.data().at("teams_available").as_bool());
  EXPECT_TRUE(r.data().at("teams_tenant_id").is_null());
  r = c.patch("/api/org/auth_flow", {{"teams", true}}, org.admin_token);
  EXPECT_EQ(r.status, 400);
  EXPECT_FALSE(r.field_error("teams_tenant_id").empty()) << r.body;
  r = c.patch("/api/org/auth_flow", {{"teams_tenant_id", "no-es-un-guid"}}, org.admin_token);
  EXPECT_EQ(r.status, 400);
  EXPECT_FALSE(r.field_error("teams_tenant_id").empty()) << r.body;
  EXPECT_EQ(
      c.patch("/api/org/auth_flow", {{"teams", true}, {"teams_tenant_id", kTenant}}, member.token)
          .status,
      403);
  r = c.patch("/api/org/auth_flow",
              {{"teams", true}, {"teams_tenant_id", "9188040D-6C67-4C5B-B112-36A304B66DAD"}},
              org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("teams_tenant_id").as_string(), kTenant);
  EXPECT_TRUE(r.data().at("methods").at("teams").as_bool());
  EXPECT_EQ(exchange(org, key_->sign(claims("oid-on", member.email))).code(), "teams_link_sent")
      << "on: the token is accepted and the member asked to connect Teams";
}

}  // namespace
}  // namespace aplauso::test
