// The outbox delivers through a real SMTP server (aiosmtpd): once, with retries and backoff when
// the server is unreachable, never again after an interrupted delivery, and never twice when two
// workers run at once.

#include <thread>

#include "core/clock.h"
#include "modules/mail/mail_service.h"
#include "support/api_test.h"
#include "support/smtp_server.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

mail::MailService& outbox(TestServer& s) {
  return s.app().service<mail::MailService>();
}

void ask_recovery(TestServer& s, const TestOrg& org, const std::string& email) {
  ASSERT_EQ(s.client(org.host).post("/api/user/recovery/pass", {{"email", email}}).status, 200);
}

TEST(MailDelivery, SendsThroughSmtpOnceAndRecordsIt) {
  SmtpServer smtp;
  TestServer s([&](Config& c) {
    c.smtp_url = smtp.url();
    c.mail_from = "Aplauso Demo <no-reply@demo.local>";
  });
  const auto org = make_org(s);
  const auto member = make_user(s, org, Role::kEmployee, "Ana");
  ask_recovery(s, org, member.email);

  const auto report = outbox(s).deliver_due();
  EXPECT_EQ(report.sent, 1);
  EXPECT_EQ(report.failed, 0);
  EXPECT_EQ(outbox(s).deliver_due().sent, 0) << "nothing is sent twice";
  EXPECT_EQ(outbox(s).with_status(OrgId{org.id}, "sent").size(), 1U);

  const auto messages = smtp.messages();
  ASSERT_EQ(messages.size(), 1U);
  const std::string& m = messages.front();
  EXPECT_NE(m.find("To: <" + member.email + ">"), std::string::npos) << m;
  EXPECT_NE(m.find("From: Aplauso Demo <no-reply@demo.local>"), std::string::npos) << m;
  EXPECT_NE(m.find("Subject: =?UTF-8?B?"), std::string::npos) << "non-ASCII subject encoded";
  EXPECT_NE(m.find("Message-ID: <mail-"), std::string::npos);
  EXPECT_NE(m.find("multipart/alternative"), std::string::npos);
  EXPECT_NE(m.find("Content-Type: text/html; charset=utf-8"), std::string::npos);
  EXPECT_NE(m.find("/recover/password?token="), std::string::npos) << "the link, verbatim";
  EXPECT_NE(m.find("Hola, Ana:"), std::string::npos) << "UTF-8 text, 8bit";
}

TEST(MailDelivery, AnUnreachableServerIsRetriedLaterThenGivenUp) {
  ManualClock clock(1795262400000);
  TestServer s([](Config& c) { c.smtp_url = "smtp://127.0.0.1:" + std::to_string(closed_port()); },
               &clock);
  const auto org = make_org(s);
  const auto member = make_user(s, org);
  ask_recovery(s, org, member.email);

  EXPECT_EQ(outbox(s).deliver_due().failed, 1);
  EXPECT_EQ(outbox(s).with_status(OrgId{org.id}, "pending").size(), 1U) << "waits for a retry";
  EXPECT_EQ(outbox(s).deliver_due().failed, 0) << "not due again yet";
  for (int attempt = 2; attempt <= mail::MailService::kMaxAttempts; ++attempt) {
    clock.advance_ms(mail::retry_delay_ms(attempt - 1));
    EXPECT_EQ(outbox(s).deliver_due().failed, 1) << "attempt " << attempt;
  }
  EXPECT_EQ(scalar(s, sql::kMailAttempts, {org.id}), mail::MailService::kMaxAttempts);
  EXPECT_EQ(outbox(s).with_status(OrgId{org.id}, "failed").size(), 1U);
  clock.advance_ms(24 * 3600 * 1000);
  EXPECT_EQ(outbox(s).deliver_due().failed, 0) << "given up";
}

TEST(MailDelivery, AnInterruptedDeliveryIsNeverSentAgain) {
  SmtpServer smtp;
  TestServer s([&](Config& c) { c.smtp_url = smtp.url(); });
  const auto org = make_org(s);
  const auto member = make_user(s, org);
  ask_recovery(s, org, member.email);
  // A node claimed it and stopped before recording the outcome.
  exec(s, sql::kStaleClaim, {org.id, std::int64_t{1}});
  const auto report = outbox(s).deliver_due();
  EXPECT_EQ(report.interrupted, 1);
  EXPECT_EQ(report.sent, 0);
  EXPECT_TRUE(smtp.messages().empty());
  EXPECT_EQ(outbox(s).with_status(OrgId{org.id}, "interrupted").size(), 1U);
}

TEST(MailDelivery, TwoWorkersAtOnceSendEachMailOnce) {
  SmtpServer smtp;
  TestServer s([&](Config& c) {
    c.smtp_url = smtp.url();
    c.login_rate_limit_per_minute = 1000;
  });
  const auto org = make_org(s);
  for (int i = 0; i < 8; ++i) ask_recovery(s, org, make_user(s, org).email);
  std::thread other([&] {
    while (outbox(s).deliver_due().sent > 0) {
    }
  });
  while (outbox(s).deliver_due().sent > 0) {
  }
  other.join();
  EXPECT_EQ(outbox(s).with_status(OrgId{org.id}, "sent").size(), 8U);
  EXPECT_EQ(smtp.messages().size(), 8U);
}

}  // namespace
}  // namespace aplauso::test
