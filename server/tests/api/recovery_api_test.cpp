// Password recovery over HTTP: the same answer for every address, the mail queued with its
// one-use link, the new password, expiry, other organisations and the limits.

#include <regex>

#include "core/clock.h"
#include "modules/mail/mail_service.h"
#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

class RecoveryApi : public ApiTest {};

// The token of the link in a recovery mail's text.
std::string recovery_token_in(const mail::QueuedMail& m) {
  std::smatch match;
  const std::regex link("/recover/password\\?token=([A-Za-z0-9_-]+)");
  if (!std::regex_search(m.mail.text, match, link)) return {};
  return match[1];
}

HttpResult request_recovery(TestServer& s, const TestOrg& org, const std::string& email) {
  return s.client(org.host).post("/api/user/recovery/pass", {{"email", email}});
}

HttpResult confirm(TestServer& s, const TestOrg& org, const std::string& token,
                   const std::string& password) {
  return s.client(org.host).post("/api/user/confirm/pass/recovery",
                                 {{"token", token}, {"password", password}});
}

TEST_F(RecoveryApi, EveryAddressGetsTheSameAnswerAndOnlyMembersAMail) {
  const auto org = make_org(server());
  const auto member = make_user(server(), org, Role::kEmployee, "Ana");
  const auto unknown = request_recovery(server(), org, "nadie@example.com");
  ASSERT_EQ(unknown.status, 200) << unknown.body;
  EXPECT_TRUE(pending_mails(server(), org).empty());
  const auto known = request_recovery(server(), org, member.email);
  ASSERT_EQ(known.status, 200) << known.body;
  EXPECT_EQ(known.body, unknown.body) << "the answer never tells whether the address exists";

  const auto mails = pending_mails(server(), org);
  ASSERT_EQ(mails.size(), 1U);
  const auto& m = mails.front().mail;
  EXPECT_EQ(m.kind, "password_recovery");
  EXPECT_EQ(m.to, member.email);
  EXPECT_NE(m.subject.find("Crea una nueva contraseña"), std::string::npos) << m.subject;
  EXPECT_NE(m.text.find("Hola, Ana:"), std::string::npos) << m.text;
  // The organisation's own host (https: it is not a development host).
  EXPECT_NE(m.text.find("\nhttps://" + org.host + "/recover/password?token="), std::string::npos)
      << m.text;
  EXPECT_NE(m.html.find("<a href=\"https://" + org.host), std::string::npos);
  EXPECT_EQ(m.text.find(member.password), std::string::npos) << "a mail never holds a password";
  EXPECT_EQ(recovery_token_in(mails.front()).size(), 43U) << "32 random bytes, base64url";

  EXPECT_EQ(request_recovery(server(), org, "no es un correo").status, 400);
  EXPECT_EQ(request_recovery(server(), org, "").status, 400);
}

TEST_F(RecoveryApi, TheLinkSetsANewPasswordOnceAndEndsEverySession) {
  const auto org = make_org(server());
  const auto member = make_user(server(), org);
  ASSERT_EQ(request_recovery(server(), org, member.email).status, 200);
  const std::string token = recovery_token_in(pending_mails(server(), org).at(0));
  const auto c = client(org.host);

  auto r = confirm(server(), org, token, "corta");
  EXPECT_EQ(r.status, 400);
  EXPECT_NE(r.body.find("entre 12 y 128 caracteres"), std::string::npos) << r.body;
  EXPECT_EQ(confirm(server(), org, token, std::string(129, 'x')).status, 400);

  r = confirm(server(), org, token, "una clave nueva y larga");
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("email").as_string(), member.email);
  EXPECT_EQ(c.get("/api/user", member.token).status, 401) << "old sessions end";
  EXPECT_EQ(c.post("/api/login", {{"email", member.email}, {"password", member.password}}).status,
            401);
  EXPECT_EQ(c.post("/api/login", {{"email", member.email}, {"password", "una clave nueva y larga"}})
                .status,
            200);
  r = confirm(server(), org, token, "otra clave nueva y larga");
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(r.code(), "recovery_link_invalid") << "a link works once";
  EXPECT_EQ(confirm(server(), org, "inventado", "otra clave nueva y larga").code(),
            "recovery_link_invalid");
}

TEST_F(RecoveryApi, ALinkBelongsToItsOrganisationAndDoesNotOutliveThirtyMinutes) {
  ManualClock clock(1795262400000);
  TestServer timed({}, &clock);
  const auto org = make_org(timed);
  const auto other = make_org(timed);
  const auto member = make_user(timed, org);
  ASSERT_EQ(request_recovery(timed, org, member.email).status, 200);
  const std::string token = recovery_token_in(pending_mails(timed, org).at(0));
  EXPECT_EQ(confirm(timed, other, token, "una clave nueva y larga").code(), "recovery_link_invalid")
      << "another organisation's host";
  clock.advance_ms(31 * 60 * 1000);
  EXPECT_EQ(confirm(timed, org, token, "una clave nueva y larga").code(), "recovery_link_invalid")
      << "expired";

  // At most three links in 15 minutes per account; the answer stays the same.
  const auto first = request_recovery(timed, org, member.email);
  for (int i = 0; i < 3; ++i)
    EXPECT_EQ(request_recovery(timed, org, member.email).body, first.body);
  EXPECT_EQ(pending_mails(timed, org).size(), 4U) << "1 expired + 3 new";
}

TEST_F(RecoveryApi, EnglishSpeakersGetTheMailInEnglish) {
  const auto org = make_org(server());
  const auto member = make_user(server(), org, Role::kEmployee, "Val");
  exec(server(), sql::kSetLanguage, {member.id, "english"});
  ASSERT_EQ(request_recovery(server(), org, member.email).status, 200);
  const auto m = pending_mails(server(), org).at(0).mail;
  EXPECT_EQ(m.subject.rfind("Create a new password for ", 0), 0U) << m.subject;
  EXPECT_NE(m.text.find("Hi Val,"), std::string::npos) << m.text;
  EXPECT_NE(m.html.find("lang=\"en\""), std::string::npos);
}

TEST_F(RecoveryApi, RequestsAreRateLimitedPerAddress) {
  TestServer limited([](Config& c) { c.login_rate_limit_per_minute = 2; });
  const auto org = make_org(limited);
  int limited_count = 0;
  for (int i = 0; i < 8; ++i) {
    if (request_recovery(limited, org, "nadie@example.com").status == 429) ++limited_count;
  }
  EXPECT_GT(limited_count, 0);
}

TEST_F(RecoveryApi, LoggingOutEverywhereEndsEverySession) {
  const auto org = make_org(server());
  const auto member = make_user(server(), org);
  const auto c = client(org.host);
  const auto second =
      c.post("/api/login", {{"email", member.email}, {"password", member.password}});
  ASSERT_EQ(second.status, 200);
  const std::string other_device(second.data().at("token").as_string());
  EXPECT_EQ(c.post("/api/user/logout_all", boost::json::object{}).status, 401);
  ASSERT_EQ(c.post("/api/user/logout_all", boost::json::object{}, member.token).status, 200);
  EXPECT_EQ(c.get("/api/user", member.token).status, 401);
  EXPECT_EQ(c.get("/api/user", other_device).status, 401);
  EXPECT_EQ(c.post("/api/login", {{"email", member.email}, {"password", member.password}}).status,
            200)
      << "the password still works";
}

}  // namespace
}  // namespace aplauso::test
