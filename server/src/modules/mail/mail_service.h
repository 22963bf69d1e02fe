// The outbox every module sends mail through. A module queues a rendered mail with `queue` inside
// its own transaction, so the mail exists exactly when the change that causes it does; the
// delivery job (`deliver_due`, every few seconds on each node) claims due mail, sends it, and
// records the outcome. A failed attempt is retried with a growing pause (1, 5, 15, 60 minutes,
// then 6 hours) and given up after kMaxAttempts. Delivery is at least once (ADR 0037): a mail is
// done only when the SMTP server confirmed it; one handed back unsent (the process stopping,
// the server out of reach) is due again at once without counting an attempt, and a claim that
// expires without an outcome (the node died) is sent again, with the same Message-ID so the
// receiver can drop a repeat.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "core/clock.h"
#include "modules/mail/mail_sender.h"
#include "modules/mail/outbox_repo.h"
#include "modules/users/person_erasure.h"

namespace aplauso {
class Shutdown;
}
namespace aplauso::db {
class Conn;
class Database;
}  // namespace aplauso::db

namespace aplauso::mail {

struct DeliveryReport {
  int sent = 0;
  int failed = 0;             ///< attempts that failed (retried later or given up)
  int released = 0;           ///< claimed but handed back unsent (due again at once)
  std::int64_t requeued = 0;  ///< claims a stopped node left without an outcome, due again
};

class MailService {
 public:
  static constexpr int kMaxAttempts = 6;
  static constexpr int kBatch = 20;
  /// How long a claim lasts. A node sends a claimed mail only while the claim outlasts the send's
  /// deadline, so a live node's claim never expires under it.
  static constexpr std::int64_t kClaimMs = 5 * 60 * 1000;

  /// `shutdown`: once begun, deliveries take no new mail and hand back what they hold.
  MailService(const db::Database& db, const Clock& clock, std::unique_ptr<MailSender> sender,
              std::string from, const Shutdown& shutdown);

  /// Queues `mail` in the caller's transaction.
  std::int64_t queue(db::Conn& c, OrgId org, const Mail& mail) const;
  /// Queues many mails in the caller's transaction, in one statement.
  void queue_many(db::Conn& c, OrgId org, const std::vector<Mail>& mails) const;
  /// Trial mails an address may get in an hour (the set-up page).
  static constexpr std::int64_t kTrialsPerHour = 5;
  /// Queues the set-up page's trial mail (kind "setup_trial") in a transaction of its own;
  /// 429 too_many_trials after kTrialsPerHour to the same address within an hour. Its id.
  std::int64_t send_trial(OrgId org, const Mail& mail) const;
  /// Where a trial mail stands; 404 for any other mail or organisation.
  Delivery trial(OrgId org, std::int64_t id) const;
  /// Delivers what is due (one batch); safe to run on several nodes at once.
  DeliveryReport deliver_due() const;
  /// Mail of an organisation in a status (sent, pending, sending, failed; interrupted only for
  /// mail from before ADR 0037).
  std::vector<QueuedMail> with_status(OrgId org, const std::string& status) const;
  /// Removes the mails to an erased person's old address (users::PersonErasure).
  void forget_person(db::Conn& c, OrgId org, const users::ErasedPerson& person) const;

 private:
  const db::Database& db_;
  const Clock& clock_;
  std::unique_ptr<MailSender> sender_;
  std::string from_;
  const Shutdown& shutdown_;
  OutboxRepo repo_;
};

/// The pause before attempt `attempts + 1` after a failure.
std::int64_t retry_delay_ms(std::int64_t attempts);

/// The Message-ID of an outbox row: the same on every attempt.
std::string message_id(std::int64_t id, OrgId org);

}  // namespace aplauso::mail
