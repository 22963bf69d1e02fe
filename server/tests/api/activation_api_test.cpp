// Activation of invited members over HTTP: sign-in tells them to activate, the activation mail
// and its one-use link, the first password (length and common-password rule), resending from
// /needs_activation with the same answer for every address, and code or recovery requests of an
// invited member mailing an activation link instead.

#include <regex>

#include "core/password.h"
#include "modules/mail/mail_service.h"
#include "modules/users/user_service.h"
#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

class ActivationApi : public ApiTest {};

struct Invited {
  std::int64_t id = 0;
  std::string email;
};

// A member an admin created: active, not activated, no password yet.
Invited invite(TestServer& s, const TestOrg& org, const std::string& first_name = "Lucía") {
  users::NewUser nu;
  nu.email = unique("invited") + "@" + org.host;
  nu.first_name = first_name;
  nu.activated = false;
  return {s.app().service<users::UserService>().add_member(OrgId{org.id}, nu), nu.email};
}

std::string activation_token_in(const mail::QueuedMail& m) {
  std::smatch match;
  const std::regex link("/activate\\?token=([A-Za-z0-9_-]+)");
  if (!std::regex_search(m.mail.text, match, link)) return {};
  return match[1];
}

HttpResult resend(TestServer& s, const TestOrg& org, const std::string& email) {
  return s.client(org.host).post("/api/user/activation/resend", {{"email", email}});
}

HttpResult activate(TestServer& s, const TestOrg& org, const std::string& token,
                    const std::string& password) {
  return s.client(org.host).post("/api/user/activate", {{"token", token}, {"password", password}});
}

TEST_F(ActivationApi, AnInvitedMemberSigningInIsToldToActivate) {
  const auto org = make_org(server());
  const auto invited = invite(server(), org);
  const auto c = client(org.host);
  auto r = c.post("/api/login", {{"email", invited.email}, {"password", "cualquier-cosa-123"}});
  EXPECT_EQ(r.status, 403);
  EXPECT_EQ(r.code(), "account_not_activated") << r.body;
  r = c.post("/api/login", {{"email", "nadie-" + invited.email}, {"password", "x"}});
  EXPECT_EQ(r.status, 401) << "an unknown address is still just wrong credentials";
}

TEST_F(ActivationApi, ResendingAnswersTheSameAndMailsOnlyInvitedMembers) {
  const auto org = make_org(server());
  const auto invited = invite(server(), org, "Lucía");
  const auto member = make_user(server(), org);
  const auto unknown = resend(server(), org, "nadie@example.com");
  ASSERT_EQ(unknown.status, 200) << unknown.body;
  EXPECT_EQ(resend(server(), org, member.email).body, unknown.body);
  EXPECT_TRUE(pending_mails(server(), org).empty())
      << "activated members and strangers get nothing";

  const auto known = resend(server(), org, invited.email);
  EXPECT_EQ(known.body, unknown.body) << "the answer never tells whether the address exists";
  const auto mails = pending_mails(server(), org);
  ASSERT_EQ(mails.size(), 1U);
  const auto& m = mails.front().mail;
  EXPECT_EQ(m.kind, "activation");
  EXPECT_EQ(m.to, invited.email);
  EXPECT_NE(m.subject.find("Activa tu cuenta de"), std::string::npos) << m.subject;
  EXPECT_NE(m.text.find("Hola, Lucía:"), std::string::npos) << m.text;
  EXPECT_NE(m.text.find("vence en 7 días"), std::string::npos) << m.text;
  EXPECT_NE(m.text.find("https://" + org.host + "/activate?token="), std::string::npos);
  EXPECT_EQ(activation_token_in(mails.front()).size(), 43U);

  // Three links per 15 minutes and account; further requests answer the same, send nothing.
  ASSERT_EQ(resend(server(), org, invited.email).status, 200);
  ASSERT_EQ(resend(server(), org, invited.email).status, 200);
  EXPECT_EQ(resend(server(), org, invited.email).body, unknown.body);
  EXPECT_EQ(pending_mails(server(), org).size(), 3U);
  EXPECT_EQ(resend(server(), org, "no es un correo").status, 400);
}

TEST_F(ActivationApi, TheLinkSetsTheFirstPasswordOnceAndSignsIn) {
  const auto org = make_org(server());
  const auto invited = invite(server(), org, "Lucía");
  ASSERT_EQ(resend(server(), org, invited.email).status, 200);
  const std::string token = activation_token_in(pending_mails(server(), org).at(0));
  const auto c = client(org.host);

  auto r = c.post("/api/user/activation/check", {{"token", token}});
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("email").as_string(), invited.email);
  EXPECT_EQ(r.data().at("first_name").as_string(), "Lucía");

  r = activate(server(), org, token, "corta");
  EXPECT_EQ(r.status, 400);
  EXPECT_NE(r.body.find("entre 12 y 128 caracteres"), std::string::npos) << r.body;
  r = activate(server(), org, token, "123QWEasdzxc");
  EXPECT_EQ(r.status, 400) << "one of the 10,000 most common passwords, in any case";
  EXPECT_EQ(r.field_error("password"), "Esta contraseña es demasiado común. Elige otra.");

  r = activate(server(), org, token, "mi primera clave larga");
  ASSERT_EQ(r.status, 200) << r.body;
  const std::string session = std::string(r.data().at("token").as_string());
  EXPECT_TRUE(r.data().at("user").at("activated").as_bool());
  r = c.get("/api/user", session);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("email").as_string(), invited.email);

  r = activate(server(), org, token, "otra clave larga más");
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(r.code(), "activation_link_invalid") << "a link works once";
  EXPECT_EQ(c.post("/api/user/activation/check", {{"token", token}}).status, 400);
  EXPECT_FALSE(c.login(invited.email, "mi primera clave larga").empty());
  EXPECT_EQ(resend(server(), org, invited.email).status, 200);
  EXPECT_TRUE(pending_mails(server(), org).size() == 1U) << "an activated member gets no new link";
}

TEST_F(ActivationApi, ExpiredUnknownAndOtherOrganisationsLinksAreRefused) {
  const auto org = make_org(server());
  const auto other = make_org(server());
  const auto invited = invite(server(), org);
  ASSERT_EQ(resend(server(), org, invited.email).status, 200);
  const std::string token = activation_token_in(pending_mails(server(), org).at(0));

  auto r = activate(server(), other, token, "una clave larga y buena");
  EXPECT_EQ(r.status, 400) << "another organisation's host does not know the link";
  EXPECT_EQ(r.code(), "activation_link_invalid");
  EXPECT_EQ(activate(server(), org, "no-existe", "una clave larga y buena").status, 400);
  EXPECT_EQ(activate(server(), org, "", "una clave larga y buena").status, 400);

  exec(server(), sql::kExpireLinks, {invited.id});
  r = activate(server(), org, token, "una clave larga y buena");
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(r.code(), "activation_link_invalid") << "links last 7 days";
}

TEST_F(ActivationApi, CodeAndRecoveryRequestsOfAnInvitedMemberMailAnActivationLink) {
  const auto org = make_org(server());
  const auto invited = invite(server(), org);
  const auto c = client(org.host);
  ASSERT_EQ(c.patch("/api/org/auth_flow", {{"otp", true}}, org.admin_token).status, 200);
  ASSERT_EQ(c.post("/api/otp/login", {{"email", invited.email}}).status, 200);
  ASSERT_EQ(c.post("/api/user/recovery/pass", {{"email", invited.email}}).status, 200);
  const auto mails = pending_mails(server(), org);
  ASSERT_EQ(mails.size(), 2U);
  for (const auto& m : mails) {
    EXPECT_EQ(m.mail.kind, "activation");
    EXPECT_FALSE(activation_token_in(m).empty());
  }
}

}  // namespace
}  // namespace aplauso::test
