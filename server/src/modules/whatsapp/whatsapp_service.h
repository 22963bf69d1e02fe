// WhatsApp as a channel (ADR 0026). Admins connect their organisation's WhatsApp Business Cloud
// API account; members give their number and turn WhatsApp on; modules queue template messages
// inside their own transactions (`queue`), so a message exists exactly when what it tells about
// does. The delivery job (`deliver_due`, every second on each node) claims due messages, sends a
// batch at once, and records what the Cloud API answered; the webhook moves each message forward
// (sent, delivered, read, failed), never back. Failed attempts that may pass (rate limits, the API
// unavailable, no connection) are retried with a growing pause; a claim that expires without an
// outcome is marked interrupted and never retried, so no message goes twice. When the process
// stops, a batch in flight gives up at the end of the grace period: the messages whose request
// had not left go back to the queue, those that left unanswered are interrupted (ADR 0037).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/clock.h"
#include "core/outbound_call.h"
#include "modules/users/user_repo.h"
#include "modules/whatsapp/whatsapp_repo.h"

namespace aplauso {
class Shutdown;
}

namespace aplauso::db {
class Conn;
class Database;
}  // namespace aplauso::db

namespace aplauso::audit {
class AuditLog;
}

namespace aplauso::tenancy {
class TenantDirectory;
}

namespace aplauso::whatsapp {

/// What an admin writes. Absent token or secret: the stored one is kept.
struct AccountSettings {
  std::string phone_number_id;
  std::optional<std::string> access_token;
  std::optional<std::string> app_secret;
  std::string template_name;
  bool active = false;
};

/// The account as admins see it (no secrets).
struct AccountView {
  bool configured = false;
  bool active = false;
  std::string phone_number_id;
  std::string template_name;
  bool has_access_token = false;
  bool has_app_secret = false;
  std::string verify_token;
};

/// A member's WhatsApp.
struct OptIn {
  std::optional<std::string> phone;
  bool active = false;
  bool available = false;  ///< the organisation sends by WhatsApp
};

struct DeliveryReport {
  int accepted = 0;
  int failed = 0;  ///< attempts that failed (retried later or given up)
  int cancelled = 0;
  int released = 0;  ///< handed back unsent: the process stopped before their request left
  std::int64_t interrupted = 0;  ///< claims left without an outcome, this run's and expired ones
};

struct WebhookResult {
  int statuses = 0;
  int updated = 0;
};

class WhatsAppService {
 public:
  static constexpr int kMaxAttempts = 6;
  static constexpr int kBatch = 50;
  /// How long a node may take over a claimed batch before it counts as interrupted.
  static constexpr std::int64_t kClaimMs = 5 * 60 * 1000;
  static constexpr const char* kDefaultTemplate = "aplauso_aviso";

  /// One batch of the delivery job: 5 s to connect, 10 s in all.
  static constexpr outbound::Limits kBatchLimits{std::chrono::seconds(5), std::chrono::seconds(10)};

  /// The module flag that switches WhatsApp for an organisation (ADR 0081): with it off nothing
  /// is sent, whatever the account says.
  static constexpr std::string_view kModule = "messaging_app";

  /// `shutdown`: once begun, deliveries take nothing new; once aborted, a batch in flight ends.
  /// `tenants` tells whether an organisation has the `messaging_app` module on.
  WhatsAppService(const db::Database& db, const Clock& clock, const audit::AuditLog& audit,
                  tenancy::TenantDirectory& tenants, std::string server_secret,
                  std::string api_base, const Shutdown& shutdown)
      : db_(db),
        clock_(clock),
        audit_(audit),
        tenants_(tenants),
        server_secret_(std::move(server_secret)),
        api_base_(std::move(api_base)),
        shutdown_(shutdown) {}

  AccountView account(OrgId org) const;
  /// 400 naming every bad field; turning it on needs every part.
  AccountView save_account(OrgId org, const AccountSettings& settings) const;
  /// Forgets the account; what is queued is cancelled.
  AccountView remove_account(OrgId org) const;
  /// Sends the template to `phone` now and answers the message id. 400 for a bad number,
  /// 409 whatsapp_not_configured, 422 whatsapp_failed.
  std::string send_test(OrgId org, const std::string& phone, const std::string& first_name,
                        const std::string& text, const std::string& link) const;

  /// Whether the organisation sends by WhatsApp: the module on and the account saved and on (in
  /// the caller's transaction).
  bool available(db::Conn& c, OrgId org) const;

  OptIn opt_in(OrgId org, std::int64_t user_id) const;
  /// 400 for a number that is not a full international one; 422 whatsapp_unavailable when turning
  /// it on where the organisation does not send by WhatsApp.
  OptIn save_opt_in(OrgId org, std::int64_t user_id, const std::string& phone, bool active) const;
  /// Turns it off (the number stays); what is queued for the member is cancelled.
  OptIn deactivate(OrgId org, std::int64_t user_id) const;

  /// Queues a message in the caller's transaction; returns its id.
  std::int64_t queue(db::Conn& c, OrgId org, const Outgoing& message) const;
  /// Sends what is due (one batch); safe on several nodes at once.
  DeliveryReport deliver_due() const;

  /// Meta's verification handshake: the challenge when the token is the organisation's; 403.
  std::string verify(OrgId org, std::string_view mode, std::string_view token,
                     std::string_view challenge) const;
  /// A signed status notification: 404 without an account, 401 for a bad signature, 400 for a
  /// body that is not one.
  WebhookResult receive(OrgId org, std::string_view body, std::string_view signature) const;

 private:
  std::optional<std::string> open(const std::optional<std::string>& sealed,
                                  std::string_view purpose) const;

  const db::Database& db_;
  const Clock& clock_;
  const audit::AuditLog& audit_;
  tenancy::TenantDirectory& tenants_;
  std::string server_secret_;
  std::string api_base_;
  const Shutdown& shutdown_;
  WhatsAppRepo repo_;
  users::UserRepo users_;  ///< the opt-in is kept on the member
};

/// The pause before attempt `attempts + 1` after a failure that may pass.
std::int64_t retry_delay_ms(std::int64_t attempts);

}  // namespace aplauso::whatsapp
