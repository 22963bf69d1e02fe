#include "modules/mail/mail_service.h"

#include <stdexcept>

#include "core/log.h"
#include "db/database.h"

namespace aplauso::mail {

std::int64_t retry_delay_ms(std::int64_t attempts) {
  constexpr std::int64_t kMinute = 60 * 1000;
  constexpr std::int64_t kDelays[] = {kMinute, 5 * kMinute, 15 * kMinute, 60 * kMinute};
  if (attempts >= 1 && attempts <= 4) return kDelays[attempts - 1];
  return 6 * 60 * kMinute;
}

MailService::MailService(const db::Database& db, const Clock& clock,
                         std::unique_ptr<MailSender> sender, std::string from)
    : db_(db), clock_(clock), sender_(std::move(sender)), from_(std::move(from)) {}

std::int64_t MailService::queue(db::Conn& c, OrgId org, const Mail& mail) const {
  return repo_.enqueue(c, org, mail, clock_.now_ms());
}

DeliveryReport MailService::deliver_due() const {
  DeliveryReport report;
  const std::int64_t now = clock_.now_ms();
  // One transaction a round: what a stopped node left half done, then the due batch.
  const auto batch = db_.transact([&](db::Conn& c) {
    report.interrupted = repo_.give_up_interrupted(c, now);
    return repo_.claim(c, now, now + kClaimMs, kBatch);
  });
  if (report.interrupted > 0) log::warn("mail_interrupted", {{"count", report.interrupted}});
  for (const auto& queued : batch) {
    const Envelope envelope{
        from_,
        "mail-" + std::to_string(queued.id) + "." + std::to_string(queued.org.value) + "@aplauso",
        clock_.now_ms()};
    try {
      sender_->send(envelope, queued.mail);
      db_.run([&](db::Conn& c) { repo_.mark_sent(c, queued.org, queued.id, clock_.now_ms()); });
      ++report.sent;
    } catch (const std::exception& e) {
      const bool final = queued.attempts >= kMaxAttempts;
      db_.run([&](db::Conn& c) {
        repo_.mark_failed(c, queued.org, queued.id,
                          clock_.now_ms() + retry_delay_ms(queued.attempts), final, e.what());
      });
      ++report.failed;
      log::warn("mail_failed", {{"id", queued.id},
                                {"org", queued.org.value},
                                {"attempt", queued.attempts},
                                {"final", final},
                                {"error", std::string(e.what())}});
    }
  }
  return report;
}

std::vector<QueuedMail> MailService::with_status(OrgId org, const std::string& status) const {
  return db_.run([&](db::Conn& c) { return repo_.with_status(c, org, status); });
}

void MailService::forget_person(db::Conn& c, OrgId org, const users::ErasedPerson& person) const {
  repo_.erase_to(c, org, person.old_email);
}

}  // namespace aplauso::mail
