// The only code that reads and writes WhatsApp's tables (and the members' WhatsApp columns).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::whatsapp {

/// An organisation's Cloud API account as stored (secrets sealed).
struct AccountRow {
  std::string phone_number_id;
  std::optional<std::string> access_token_sealed;
  std::optional<std::string> app_secret_sealed;
  std::string template_name;
  std::string verify_token;
  bool active = false;
};

struct OptInRow {
  std::optional<std::string> phone;
  bool active = false;
};

/// A message to queue: the template's language and body texts for one number.
struct Outgoing {
  std::optional<std::int64_t> user_id;  ///< nullopt for an admin's test message
  std::string kind;                     ///< communication | notification | test
  std::string phone;                    ///< E.164
  std::string language;                 ///< es | en
  std::vector<std::string> parameters;
};

/// A message claimed for delivery.
struct Claimed {
  std::int64_t id = 0;
  OrgId org;
  std::string phone;
  std::string language;
  std::vector<std::string> parameters;
  std::int64_t attempts = 0;  ///< this one included
};

class WhatsAppRepo {
 public:
  std::optional<AccountRow> account(db::Conn& c, OrgId org) const;
  void save_account(db::Conn& c, OrgId org, const AccountRow& row, std::int64_t now_ms) const;
  void delete_account(db::Conn& c, OrgId org) const;

  /// nullopt when the organisation has no such member.
  std::optional<OptInRow> opt_in(db::Conn& c, OrgId org, std::int64_t user_id) const;

  std::int64_t enqueue(db::Conn& c, OrgId org, const Outgoing& m, std::int64_t now_ms) const;
  /// Cancels what is still queued for a member, or the whole organisation (nullopt).
  void cancel_queued(db::Conn& c, OrgId org, std::optional<std::int64_t> user_id,
                     const std::string& reason) const;
  std::vector<Claimed> claim(db::Conn& c, std::int64_t now_ms, std::int64_t until_ms,
                             int limit) const;
  void accepted(db::Conn& c, OrgId org, std::int64_t id, const std::string& message_id,
                std::int64_t now_ms) const;
  void attempt_failed(db::Conn& c, OrgId org, std::int64_t id, std::int64_t retry_at_ms, bool final,
                      const std::string& error, std::int64_t now_ms) const;
  void cancel_claimed(db::Conn& c, OrgId org, std::int64_t id, const std::string& reason) const;
  std::int64_t give_up_interrupted(db::Conn& c, std::int64_t now_ms) const;
  /// A claimed message whose request never left: due again at `due_ms`, attempt not counted.
  void release(db::Conn& c, OrgId org, std::int64_t id, std::int64_t due_ms) const;
  /// A claimed message whose request left without an answer: interrupted, never sent again.
  void interrupt(db::Conn& c, OrgId org, std::int64_t id) const;

  /// Logs a reported status and moves its message forward; returns whether the message moved.
  bool report(db::Conn& c, OrgId org, const std::string& message_id, const std::string& status,
              int rank, const std::string& error, std::int64_t reported_ms,
              std::int64_t now_ms) const;
};

}  // namespace aplauso::whatsapp
