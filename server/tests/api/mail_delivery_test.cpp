// The outbox delivers through a real SMTP server (aiosmtpd): once, with retries and backoff when
// the server is unreachable, again (with the same Message-ID) after a delivery left without an
// outcome, never twice when two workers run at once, and when the process stops while the mail
// server hangs, the shutdown ends within its grace period and every claimed mail goes after the
// restart (ADR 0037).

#include <chrono>
#include <set>
#include <thread>

#include "core/clock.h"
#include "db/database.h"
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

TEST(MailDelivery, ADeliveryLeftWithoutAnOutcomeGoesAgainWithTheSameMessageId) {
  SmtpServer smtp;
  TestServer s([&](Config& c) { c.smtp_url = smtp.url(); });
  const auto org = make_org(s);
  const auto member = make_user(s, org);
  ask_recovery(s, org, member.email);
  const auto id = outbox(s).with_status(OrgId{org.id}, "pending").at(0).id;
  // A node claimed it and died before recording the outcome: the server may or may not have it.
  exec(s, sql::kStaleClaim, {org.id, std::int64_t{1}});
  const auto report = outbox(s).deliver_due();
  EXPECT_EQ(report.requeued, 1);
  EXPECT_EQ(report.sent, 1);
  EXPECT_EQ(outbox(s).with_status(OrgId{org.id}, "sent").size(), 1U);
  const auto messages = smtp.messages();
  ASSERT_EQ(messages.size(), 1U);
  EXPECT_NE(messages.front().find("Message-ID: <" + mail::message_id(id, OrgId{org.id}) + ">"),
            std::string::npos)
      << "a receiver that got the first attempt drops this one";
}

// Waits (up to 60 s) until `n` mails of the organisation are in `status`. With the jobs on,
// the delivery job takes its turn of the job gate behind the first runs of every other job:
// under the sanitizers on a busy CI machine that took more than 15 s.
bool mails_reach(TestServer& s, const TestOrg& org, const std::string& status, std::size_t n) {
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  while (outbox(s).with_status(OrgId{org.id}, status).size() < n) {
    if (std::chrono::steady_clock::now() > until) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  return true;
}

TEST(MailDelivery, AHangingServerHoldsNeitherTheShutdownNorTheMailClaimedFromIt) {
  SmtpServer smtp;
  TestServer s([&](Config& c) {
    c.smtp_url = smtp.url();
    c.shutdown_grace_s = 2;
    c.run_jobs = true;  // the delivery job, as in production
  });
  const auto org = make_org(s);
  // The mail server accepts connections and answers nothing.
  smtp.pause();
  s.app().db().transact([&](db::Conn& c) {
    for (int i = 0; i < 9; ++i) {
      outbox(s).queue(c, OrgId{org.id},
                      {"test", "persona" + std::to_string(i) + "@" + org.host, "Hola",
                       "Texto " + std::to_string(i), "<p>Texto</p>", ""});
    }
  });
  // The job claims the nine and waits on the first.
  ASSERT_TRUE(mails_reach(s, org, "sending", 9));

  const auto start = std::chrono::steady_clock::now();
  s.stop();
  const auto took = std::chrono::duration_cast<std::chrono::milliseconds>(
      std::chrono::steady_clock::now() - start);
  EXPECT_LT(took.count(), 4500) << "the shutdown ends with SHUTDOWN_GRACE_SECONDS (2 s)";
  // None confirmed, so none is done: all nine wait to go again, none interrupted.
  EXPECT_EQ(outbox(s).with_status(OrgId{org.id}, "pending").size(), 9U);
  EXPECT_TRUE(outbox(s).with_status(OrgId{org.id}, "sending").empty());
  EXPECT_TRUE(outbox(s).with_status(OrgId{org.id}, "interrupted").empty());
  EXPECT_TRUE(smtp.messages().empty());
  EXPECT_LE(scalar(s, sql::kMailAttempts, {org.id}), 1) << "untried mail keeps its attempts";

  // After the restart, with the server answering again, each of the nine goes once.
  smtp.resume();
  s.restart([](Config& c) { c.run_jobs = false; });
  EXPECT_EQ(outbox(s).deliver_due().sent, 9);
  const auto messages = smtp.messages();
  ASSERT_EQ(messages.size(), 9U);
  std::set<std::string> ids;
  for (const auto& m : messages) {
    const auto at = m.find("Message-ID: <mail-");
    ASSERT_NE(at, std::string::npos);
    ids.insert(m.substr(at, m.find('>', at) - at));
  }
  EXPECT_EQ(ids.size(), 9U);
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
