#include "modules/mail/mail_service.h"

#include <stdexcept>

#include "core/errors.h"
#include "core/log.h"
#include "core/shutdown.h"
#include "db/database.h"

namespace aplauso::mail {

std::int64_t retry_delay_ms(std::int64_t attempts) {
  constexpr std::int64_t kMinute = 60 * 1000;
  constexpr std::int64_t kDelays[] = {kMinute, 5 * kMinute, 15 * kMinute, 60 * kMinute};
  if (attempts >= 1 && attempts <= 4) return kDelays[attempts - 1];
  return 6 * 60 * kMinute;
}

std::string message_id(std::int64_t id, OrgId org) {
  return "mail-" + std::to_string(id) + "." + std::to_string(org.value) + "@aplauso";
}

MailService::MailService(const db::Database& db, const Clock& clock,
                         std::unique_ptr<MailSender> sender, std::string from,
                         const Shutdown& shutdown)
    : db_(db),
      clock_(clock),
      sender_(std::move(sender)),
      from_(std::move(from)),
      shutdown_(shutdown) {}

std::int64_t MailService::queue(db::Conn& c, OrgId org, const Mail& mail) const {
  return repo_.enqueue(c, org, mail, clock_.now_ms());
}

void MailService::queue_many(db::Conn& c, OrgId org, const std::vector<Mail>& mails) const {
  repo_.enqueue_many(c, org, mails, clock_.now_ms());
}

std::int64_t MailService::send_trial(OrgId org, const Mail& mail) const {
  return db_.transact([&](db::Conn& c) {
    const std::int64_t now = clock_.now_ms();
    if (repo_.trials_since(c, org, mail.to, now - 60 * 60 * 1000) >= kTrialsPerHour) {
      throw ApiError(ErrorKind::kRateLimited, "too_many_trials",
                     "Ya enviaste cinco correos de prueba en la última hora. Espera un poco antes "
                     "de pedir otro.")
          .with_retry_after(15 * 60)
          .with_detail("retry_after_seconds", std::to_string(15 * 60));
    }
    return repo_.enqueue(c, org, mail, now);
  });
}

Delivery MailService::trial(OrgId org, std::int64_t id) const {
  auto found = db_.run([&](db::Conn& c) { return repo_.trial_delivery(c, org, id); });
  if (!found) throw not_found("Ese correo de prueba no existe.");
  return *found;
}

DeliveryReport MailService::deliver_due() const {
  DeliveryReport report;
  if (shutdown_.begun()) return report;
  const std::int64_t now = clock_.now_ms();
  const std::int64_t claimed_until = now + kClaimMs;
  // One transaction a round: what a stopped node left without an outcome, then the due batch.
  const auto batch = db_.transact([&](db::Conn& c) {
    report.requeued = repo_.requeue_unconfirmed(c, now, kMaxAttempts);
    return repo_.claim(c, now, claimed_until, kBatch);
  });
  if (report.requeued > 0) log::warn("mail_requeued", {{"count", report.requeued}});
  bool hand_back = false;  // the rest of the batch goes back unsent
  for (const auto& queued : batch) {
    // Not once the process is stopping, the server is out of reach, or the claim would end
    // before the send's deadline (another node would take the mail while it is still going).
    hand_back = hand_back || shutdown_.begun() ||
                clock_.now_ms() + kSmtpLimits.total.count() >= claimed_until;
    if (hand_back) {
      db_.run(
          [&](db::Conn& c) { repo_.release(c, queued.org, queued.id, false, clock_.now_ms()); });
      ++report.released;
      continue;
    }
    const Envelope envelope{from_, message_id(queued.id, queued.org), clock_.now_ms()};
    try {
      sender_->send(envelope, queued.mail);
      db_.run([&](db::Conn& c) { repo_.mark_sent(c, queued.org, queued.id, clock_.now_ms()); });
      ++report.sent;
    } catch (const std::exception& e) {
      const auto* failed = dynamic_cast<const SendFailed*>(&e);
      if (failed != nullptr && failed->stopped()) {
        // Cut short by the shutdown before the server confirmed it: due again at once.
        db_.run(
            [&](db::Conn& c) { repo_.release(c, queued.org, queued.id, true, clock_.now_ms()); });
        ++report.released;
        hand_back = true;
        log::info("mail_handed_back", {{"id", queued.id}, {"org", queued.org.value}});
        continue;
      }
      const bool final = queued.attempts >= kMaxAttempts;
      db_.run([&](db::Conn& c) {
        repo_.mark_failed(c, queued.org, queued.id,
                          clock_.now_ms() + retry_delay_ms(queued.attempts), final, e.what());
      });
      ++report.failed;
      // No answer at all from the server: the next mails would only wait for it too.
      hand_back = failed != nullptr && !failed->reached_server();
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
