// Password changes over HTTP: an admin's temporary password forces a change at the next sign-in
// (403 password_change_required with a challenge, POST /user/challenge/pass), and a member
// changing their own password proving the current one. Every change ends older sessions.

#include <regex>

#include "modules/mail/mail_service.h"
#include "support/api_test.h"

namespace aplauso::test {
namespace {

class PasswordChangeApi : public ApiTest {};

constexpr const char* kTemporary = "Temporal-de-la-admin-1";

HttpResult set_temporary(const HttpClient& c, std::int64_t user_id, const std::string& token,
                         const std::string& password = kTemporary) {
  return c.post("/api/user/admin/temporary_password",
                {{"user_id", user_id}, {"password", password}}, token);
}

TEST_F(PasswordChangeApi, ATemporaryPasswordMustBeChangedAtTheNextSignIn) {
  const auto org = make_org(server());
  const auto member = make_user(server(), org);
  const auto c = client(org.host);
  auto r = set_temporary(c, member.id, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("must_change_password").as_bool());
  EXPECT_EQ(c.get("/api/user", member.token).status, 401) << "the member's sessions end";

  r = c.post("/api/login", {{"email", member.email}, {"password", kTemporary}});
  ASSERT_EQ(r.status, 403) << r.body;
  EXPECT_EQ(r.code(), "password_change_required");
  const std::string challenge = r.detail("challenge");
  ASSERT_FALSE(challenge.empty()) << r.body;
  EXPECT_EQ(c.get("/api/user", challenge).status, 401) << "a challenge is not a session";

  r = c.post("/api/user/challenge/pass", {{"challenge", challenge}, {"password", kTemporary}});
  EXPECT_EQ(r.status, 400) << "the temporary password cannot be kept";
  EXPECT_EQ(r.field_error("password"), "La nueva contraseña debe ser distinta de la actual.");
  r = c.post("/api/user/challenge/pass", {{"challenge", challenge}, {"password", "qwerty123456"}});
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(r.field_error("password"), "Esta contraseña es demasiado común. Elige otra.");

  r = c.post("/api/user/challenge/pass",
             {{"challenge", challenge}, {"password", "la que yo elegí hoy"}});
  ASSERT_EQ(r.status, 200) << r.body;
  const std::string session = std::string(r.data().at("token").as_string());
  EXPECT_EQ(c.get("/api/user", session).status, 200);

  r = c.post("/api/user/challenge/pass",
             {{"challenge", challenge}, {"password", "otra más que elijo"}});
  EXPECT_EQ(r.status, 400) << "a challenge works once";
  EXPECT_EQ(r.code(), "challenge_invalid");
  EXPECT_TRUE(c.login(member.email, kTemporary).empty());
  EXPECT_FALSE(c.login(member.email, "la que yo elegí hoy").empty());
}

TEST_F(PasswordChangeApi, ChallengesAreBoundToTheirOrganisationAndCannotBeForged) {
  const auto org = make_org(server());
  const auto other = make_org(server());
  const auto member = make_user(server(), org);
  const auto c = client(org.host);
  ASSERT_EQ(set_temporary(c, member.id, org.admin_token).status, 200);
  const auto r = c.post("/api/login", {{"email", member.email}, {"password", kTemporary}});
  const std::string challenge = r.detail("challenge");
  ASSERT_FALSE(challenge.empty()) << r.body;

  auto answer = client(other.host)
                    .post("/api/user/challenge/pass",
                          {{"challenge", challenge}, {"password", "una clave larga"}});
  EXPECT_EQ(answer.status, 400) << "another organisation's host refuses it";
  answer = c.post("/api/user/challenge/pass",
                  {{"challenge", member.token}, {"password", "una clave larga"}});
  EXPECT_EQ(answer.status, 400) << "a session token is not a challenge";
  EXPECT_EQ(answer.code(), "challenge_invalid");
}

TEST_F(PasswordChangeApi, OnlyAdminsSetTemporaryPasswordsForTheirOwnMembers) {
  const auto org = make_org(server());
  const auto other = make_org(server());
  const auto member = make_user(server(), org);
  const auto stranger = make_user(server(), other);
  const auto c = client(org.host);
  EXPECT_EQ(set_temporary(c, member.id, member.token).status, 403);
  EXPECT_EQ(set_temporary(c, stranger.id, org.admin_token).status, 404);
  EXPECT_EQ(set_temporary(c, member.id, org.admin_token, "corta").status, 400);
  EXPECT_EQ(set_temporary(c, member.id, "").status, 401);
  EXPECT_FALSE(client(other.host).login(stranger.email, stranger.password).empty())
      << "the other organisation's member is untouched";
}

TEST_F(PasswordChangeApi, SigningInByCodeAlsoAsksForTheChange) {
  const auto org = make_org(server());
  const auto member = make_user(server(), org);
  const auto c = client(org.host);
  ASSERT_EQ(c.patch("/api/org/auth_flow", {{"otp", true}}, org.admin_token).status, 200);
  ASSERT_EQ(set_temporary(c, member.id, org.admin_token).status, 200);
  ASSERT_EQ(c.post("/api/otp/login", {{"email", member.email}}).status, 200);
  const auto mails =
      server().app().service<mail::MailService>().with_status(OrgId{org.id}, "pending");
  ASSERT_EQ(mails.size(), 1U);
  std::smatch match;
  ASSERT_TRUE(std::regex_search(mails.front().mail.text, match, std::regex("\n(\\d{6})\n")));
  const auto r =
      c.post("/api/otp/verify_code", {{"email", member.email}, {"code", match[1].str()}});
  EXPECT_EQ(r.status, 403) << r.body;
  EXPECT_EQ(r.code(), "password_change_required");
  EXPECT_FALSE(r.detail("challenge").empty());
}

TEST_F(PasswordChangeApi, MembersChangeTheirOwnPasswordProvingTheCurrentOne) {
  const auto org = make_org(server());
  const auto member = make_user(server(), org);
  const auto c = client(org.host);
  const std::string other_device = c.login(member.email, member.password);

  auto r = c.post("/api/user/password",
                  {{"current_password", "no es la mía"}, {"password", "una nueva y larga"}},
                  member.token);
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(r.code(), "wrong_password");
  EXPECT_EQ(r.field_error("current_password"), "La contraseña actual no es correcta.");
  r = c.post("/api/user/password",
             {{"current_password", member.password}, {"password", member.password}}, member.token);
  EXPECT_EQ(r.status, 400) << "the new password must differ";
  r = c.post("/api/user/password", {{"current_password", member.password}, {"password", "corta"}},
             member.token);
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(c.post("/api/user/password",
                   {{"current_password", member.password}, {"password", "una nueva y larga"}})
                .status,
            401);

  r = c.post("/api/user/password",
             {{"current_password", member.password}, {"password", "una nueva y larga"}},
             member.token);
  ASSERT_EQ(r.status, 200) << r.body;
  const std::string fresh = std::string(r.data().at("token").as_string());
  EXPECT_EQ(c.get("/api/user", fresh).status, 200) << "this device stays signed in";
  EXPECT_EQ(c.get("/api/user", other_device).status, 401) << "every other session ends";
  EXPECT_EQ(c.get("/api/user", member.token).status, 401);
  EXPECT_FALSE(c.login(member.email, "una nueva y larga").empty());
  EXPECT_TRUE(c.login(member.email, member.password).empty());
}

}  // namespace
}  // namespace aplauso::test
