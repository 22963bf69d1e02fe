// Signing in with a mailed code over HTTP, and admins choosing the sign-in methods: off by
// default, the same answer for every address, single use, five tries, ten minutes, per
// organisation.

#include <regex>

#include "core/clock.h"
#include "modules/mail/mail_service.h"
#include "support/api_test.h"

namespace aplauso::test {
namespace {

class LoginCodeApi : public ApiTest {};

void allow_codes(TestServer& s, const TestOrg& org) {
  const auto r = s.client(org.host).patch("/api/org/auth_flow", {{"otp", true}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
}

HttpResult ask_code(TestServer& s, const TestOrg& org, const std::string& email) {
  return s.client(org.host).post("/api/otp/login", {{"email", email}});
}

HttpResult verify(TestServer& s, const TestOrg& org, const std::string& email,
                  const std::string& code) {
  return s.client(org.host).post("/api/otp/verify_code", {{"email", email}, {"code", code}});
}

// The code in the newest pending code mail.
std::string latest_code(TestServer& s, const TestOrg& org) {
  const auto mails = s.app().service<mail::MailService>().with_status(OrgId{org.id}, "pending");
  for (auto it = mails.rbegin(); it != mails.rend(); ++it) {
    if (it->mail.kind != "login_code") continue;
    std::smatch match;
    const std::regex six("\n(\\d{6})\n");
    if (std::regex_search(it->mail.text, match, six)) return match[1];
  }
  return {};
}

std::string wrong(const std::string& code) {
  return code == "000000" ? "000001" : "000000";
}

TEST_F(LoginCodeApi, CodesStayOffUntilAnAdminTurnsThemOn) {
  const auto org = make_org(server());
  const auto member = make_user(server(), org);
  const auto c = client(org.host);
  EXPECT_EQ(ask_code(server(), org, member.email).code(), "method_disabled");
  EXPECT_EQ(c.patch("/api/org/auth_flow", {{"otp", true}}, member.token).status, 403);

  auto r = c.patch("/api/org/auth_flow", {{"otp", true}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("methods").at("otp").as_bool());
  EXPECT_TRUE(c.get("/api/org/auth_flow").data().at("methods").at("otp").as_bool());
  r = c.patch("/api/org/auth_flow", {{"password", false}, {"otp", false}}, org.admin_token);
  EXPECT_EQ(r.status, 400);
  EXPECT_NE(r.body.find("Deja al menos un método"), std::string::npos) << r.body;
  EXPECT_EQ(c.patch("/api/org/auth_flow", {{"teams", true}}, org.admin_token).status, 400);
  r = c.patch("/api/org/auth_flow", {{"password", false}}, org.admin_token);
  ASSERT_EQ(r.status, 200);
  EXPECT_EQ(c.post("/api/login", {{"email", member.email}, {"password", member.password}}).code(),
            "method_disabled");
}

TEST_F(LoginCodeApi, ACodeSignsInOnceAndTheAnswerNeverRevealsAnAddress) {
  const auto org = make_org(server());
  const auto member = make_user(server(), org, Role::kEmployee, "Sofía");
  allow_codes(server(), org);
  const auto unknown = ask_code(server(), org, "nadie@example.com");
  const auto known = ask_code(server(), org, member.email);
  ASSERT_EQ(known.status, 200) << known.body;
  EXPECT_EQ(known.body, unknown.body);
  const std::string code = latest_code(server(), org);
  ASSERT_EQ(code.size(), 6U);

  EXPECT_EQ(verify(server(), org, member.email, wrong(code)).code(), "otp_invalid");
  EXPECT_EQ(verify(server(), org, member.email, "12ab56").code(), "otp_invalid");
  EXPECT_EQ(verify(server(), org, "nadie@example.com", code).code(), "otp_invalid");
  const auto r = verify(server(), org, member.email, code);
  ASSERT_EQ(r.status, 200) << r.body;
  const std::string token(r.data().at("token").as_string());
  EXPECT_EQ(r.data().at("user").at("email").as_string(), member.email);
  EXPECT_EQ(client(org.host).get("/api/user", token).status, 200);
  EXPECT_EQ(verify(server(), org, member.email, code).code(), "otp_invalid") << "single use";
}

TEST_F(LoginCodeApi, FiveWrongTriesSpendTheCodeAndANewCodeReplacesTheOld) {
  const auto org = make_org(server());
  const auto member = make_user(server(), org);
  allow_codes(server(), org);
  ASSERT_EQ(ask_code(server(), org, member.email).status, 200);
  const std::string first = latest_code(server(), org);
  ASSERT_EQ(ask_code(server(), org, member.email).status, 200);
  const std::string second = latest_code(server(), org);
  int tries = 0;
  if (first != second) {
    EXPECT_EQ(verify(server(), org, member.email, first).code(), "otp_invalid")
        << "the new code replaced it";
    ++tries;  // a wrong try against the live code
  }
  while (++tries < 5) {
    EXPECT_EQ(verify(server(), org, member.email, wrong(second)).code(), "otp_invalid") << tries;
  }
  EXPECT_EQ(verify(server(), org, member.email, wrong(second)).code(), "otp_exhausted");
  EXPECT_EQ(verify(server(), org, member.email, second).code(), "otp_exhausted")
      << "even the right code: a new one is needed";
  ASSERT_EQ(ask_code(server(), org, member.email).status, 200);
  EXPECT_EQ(verify(server(), org, member.email, latest_code(server(), org)).status, 200);
}

TEST_F(LoginCodeApi, ACodeLastsTenMinutesAndBelongsToItsOrganisation) {
  ManualClock clock(1795262400000);
  TestServer timed({}, &clock);
  const auto org = make_org(timed);
  const auto other = make_org(timed);
  const auto member = make_user(timed, org);
  allow_codes(timed, org);
  allow_codes(timed, other);
  ASSERT_EQ(ask_code(timed, org, member.email).status, 200);
  const std::string code = latest_code(timed, org);
  EXPECT_EQ(verify(timed, other, member.email, code).code(), "otp_invalid");
  clock.advance_ms(10 * 60 * 1000 + 1);
  EXPECT_EQ(verify(timed, org, member.email, code).code(), "otp_invalid") << "expired";
}

}  // namespace
}  // namespace aplauso::test
