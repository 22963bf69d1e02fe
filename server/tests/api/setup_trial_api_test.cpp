// The set-up page's trial mail over HTTP on both engines (/testing, ADR 0080): an admin's trial
// mail reaches a real SMTP server in the organisation's name and their language and the call
// follows it to "sent"; a server out of reach shows the retry and its reason; five an hour per
// address; members cannot ask; another organisation's trial (or any other mail) is 404.
#include <string>

#include "core/config.h"
#include "modules/mail/mail_service.h"
#include "support/api_test.h"
#include "support/smtp_server.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace trial_sql {
inline constexpr db::Statement kAnyMail{
    "test.trial_any_mail",
    "SELECT id FROM mail_outbox WHERE org_id = $1 AND kind <> 'setup_trial' ORDER BY id LIMIT 1"};
}  // namespace trial_sql

TEST(SetupTrialApi, AnAdminsTrialMailReachesThemAndIsFollowedToSent) {
  SmtpServer smtp;
  TestServer s([&](Config& c) {
    c.smtp_url = smtp.url();
    c.mail_from = "Aplauso <no-reply@demo.local>";
  });
  const auto org = make_org(s);
  const auto c = s.client(org.host);

  auto r = c.post("/api/org/testing/mail", boost::json::object{}, org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto id = r.data().at("id").as_int64();
  EXPECT_EQ(r.data().at("to").as_string(), org.admin_email);
  EXPECT_EQ(r.data().at("status").as_string(), "pending");
  EXPECT_TRUE(r.data().at("sent_at").is_null());

  EXPECT_EQ(s.app().service<mail::MailService>().deliver_due().sent, 1);
  const auto mails = smtp.messages();
  ASSERT_EQ(mails.size(), 1U);
  EXPECT_NE(mails[0].find("To: <" + org.admin_email + ">"), std::string::npos) << mails[0];
  EXPECT_NE(mails[0].find("Correo de prueba de "), std::string::npos) << "in Spanish";
  EXPECT_NE(mails[0].find("los correos de tu organizaci"), std::string::npos);

  r = c.get("/api/org/testing/mail/" + std::to_string(id), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("status").as_string(), "sent");
  EXPECT_EQ(r.data().at("attempts").as_int64(), 1);
  EXPECT_FALSE(r.data().at("sent_at").is_null());
  EXPECT_TRUE(r.data().at("last_error").is_null());
}

TEST(SetupTrialApi, AnUnreachableServerShowsTheRetryAndWhy) {
  ManualClock clock(1'795'262'400'000);
  TestServer s([](Config& c) { c.smtp_url = "smtp://127.0.0.1:" + std::to_string(closed_port()); },
               &clock);
  const auto org = make_org(s);
  const auto c = s.client(org.host);
  auto r = c.post("/api/org/testing/mail", boost::json::object{}, org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto id = r.data().at("id").as_int64();
  EXPECT_EQ(s.app().service<mail::MailService>().deliver_due().failed, 1);
  r = c.get("/api/org/testing/mail/" + std::to_string(id), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("status").as_string(), "pending") << "waits for its retry";
  EXPECT_EQ(r.data().at("attempts").as_int64(), 1);
  EXPECT_FALSE(r.data().at("last_error").as_string().empty()) << r.body;
}

TEST(SetupTrialApi, FiveAnHourRolesAndOtherOrganisations) {
  ManualClock clock(1'795'262'400'000);
  TestServer s({}, &clock);
  const auto org = make_org(s);
  const auto other = make_org(s);
  const auto ana = make_user(s, org);
  const auto c = s.client(org.host);

  auto r = c.post("/api/org/testing/mail", boost::json::object{}, ana.token);
  EXPECT_EQ(r.status, 403) << "members cannot ask: " << r.body;

  std::int64_t first = 0;
  for (int i = 0; i < 5; ++i) {
    r = c.post("/api/org/testing/mail", boost::json::object{}, org.admin_token);
    ASSERT_EQ(r.status, 201) << r.body;
    if (i == 0) first = r.data().at("id").as_int64();
    clock.advance_ms(60'000);
  }
  r = c.post("/api/org/testing/mail", boost::json::object{}, org.admin_token);
  EXPECT_EQ(r.status, 429) << r.body;
  EXPECT_EQ(r.code(), "too_many_trials");
  clock.advance_ms(56LL * 60'000);
  EXPECT_EQ(c.post("/api/org/testing/mail", boost::json::object{}, org.admin_token).status, 201)
      << "an hour after the first";

  EXPECT_EQ(c.get("/api/org/testing/mail/" + std::to_string(first), ana.token).status, 403);
  const auto oc = s.client(other.host);
  EXPECT_EQ(oc.get("/api/org/testing/mail/" + std::to_string(first), other.admin_token).status, 404)
      << "another organisation's trial";
  EXPECT_EQ(oc.get("/api/org/testing/mail/999999999", other.admin_token).status, 404);

  // Any other mail of the organisation (a recovery mail) is not readable through this call.
  ASSERT_EQ(c.post("/api/user/recovery/pass", {{"email", ana.email}}).status, 200);
  const auto recovery = scalar(s, trial_sql::kAnyMail, {OrgId{org.id}});
  ASSERT_TRUE(recovery.has_value());
  EXPECT_EQ(c.get("/api/org/testing/mail/" + std::to_string(*recovery), org.admin_token).status,
            404);
}

}  // namespace
}  // namespace aplauso::test
