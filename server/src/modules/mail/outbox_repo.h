// The mail outbox: the only code that reads and writes mail_outbox.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::mail {

/// A rendered mail as the outbox keeps it.
struct Mail {
  std::string kind;  ///< the template, e.g. "password_recovery"
  std::string to;
  std::string subject;
  std::string text;
  std::string html;
  std::string reply_to;  ///< where answers go (a support message's author); empty for none;
                         ///< kept by `queue` only (queue_many's mails have none)
};

/// A mail claimed for delivery.
struct QueuedMail {
  std::int64_t id = 0;
  OrgId org;
  Mail mail;
  std::int64_t attempts = 0;  ///< this one included
};

/// Where one mail's delivery stands (the set-up page's trial mail).
struct Delivery {
  std::int64_t id = 0;
  std::string to;
  std::string status;  ///< pending, sending, sent, failed, interrupted
  std::int64_t attempts = 0;
  std::optional<std::string> last_error;
  std::int64_t created_at = 0;
  std::optional<std::int64_t> sent_at;
};

class OutboxRepo {
 public:
  std::int64_t enqueue(db::Conn& c, OrgId org, const Mail& m, std::int64_t now_ms) const;
  /// Queues many mails in one statement.
  void enqueue_many(db::Conn& c, OrgId org, const std::vector<Mail>& mails,
                    std::int64_t now_ms) const;
  /// Marks up to `limit` due mails as being sent until `until_ms` and returns them.
  std::vector<QueuedMail> claim(db::Conn& c, std::int64_t now_ms, std::int64_t until_ms,
                                int limit) const;
  /// Trial mails to `to` queued after `since_ms`.
  std::int64_t trials_since(db::Conn& c, OrgId org, const std::string& to,
                            std::int64_t since_ms) const;
  /// One trial mail of the organisation (none: another kind, another organisation's, unknown).
  std::optional<Delivery> trial_delivery(db::Conn& c, OrgId org, std::int64_t id) const;
  void mark_sent(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now_ms) const;
  void mark_failed(db::Conn& c, OrgId org, std::int64_t id, std::int64_t retry_at_ms, bool final,
                   const std::string& error) const;
  /// Claims that expired without an outcome are due again (failed after `max_attempts`);
  /// returns how many.
  std::int64_t requeue_unconfirmed(db::Conn& c, std::int64_t now_ms, int max_attempts) const;
  /// Hands a claimed mail back unsent, due at `due_ms`; `tried` says whether its attempt counts.
  void release(db::Conn& c, OrgId org, std::int64_t id, bool tried, std::int64_t due_ms) const;
  /// The organisation's mail in a status (tests and support).
  std::vector<QueuedMail> with_status(db::Conn& c, OrgId org, const std::string& status) const;
  /// Removes every mail to `address` (erasure).
  void erase_to(db::Conn& c, OrgId org, const std::string& address) const;
};

}  // namespace aplauso::mail
