// Activation of invited members. A member created by an admin or an import starts unactivated
// with no password; the activation mail links to /activate?token=… (7 days, one use, stored as
// a hash), where the person chooses their password and is signed in. Asking again from
// /needs_activation (or asking for a code or a recovery link before activating) mails a new
// link; the answer is the same whether or not the address belongs to someone, and each account
// gets at most three links in 15 minutes.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "core/clock.h"
#include "core/password.h"
#include "core/rate_limiter.h"
#include "modules/accounts/account_requests.h"
#include "modules/accounts/link_repo.h"
#include "modules/auth/auth_service.h"
#include "modules/users/user_repo.h"

namespace aplauso::db {
class Database;
class Conn;
}  // namespace aplauso::db
namespace aplauso::mail {
class MailService;
}
namespace aplauso::tenancy {
struct Tenant;
}

namespace aplauso::accounts {

inline constexpr std::int64_t kMinuteMs = 60 * 1000;
/// Account mails a person asks for (activation and recovery links, sign-in codes) are counted
/// over this window.
inline constexpr std::int64_t kAccountMailWindowMs = 15 * kMinuteMs;

inline constexpr int kActivationDays = 7;
inline constexpr const char* kActivationRequested =
    "Si el correo pertenece a una cuenta pendiente de activar, te enviamos un nuevo enlace de "
    "activación. Revisa tu bandeja de entrada.";

/// Whose account an activation link opens.
struct ActivationInfo {
  std::string email;
  std::string first_name;
};

class ActivationService {
 public:
  ActivationService(const db::Database& db, const Clock& clock, const mail::MailService& mail,
                    const auth::AuthService& auth, password::Cost password_cost,
                    double per_minute_per_ip, const auth::IpLimits& ip_limits);

  /// Queues the activation mail of an invited member in the caller's transaction, unless the
  /// member already got three links in the last 15 minutes. `link_base` is the scheme and host
  /// the link points at.
  void invite(db::Conn& c, const tenancy::Tenant& tenant, const users::User& user,
              const std::string& link_base) const;
  /// `invite` for members created in the caller's transaction (no link yet, so no limit to
  /// check): their links and mails in two statements.
  void invite_new(db::Conn& c, const tenancy::Tenant& tenant, const std::vector<users::User>& users,
                  const std::string& link_base) const;
  /// /needs_activation: mails a new link when `email` is an active member who has not activated.
  void resend(const tenancy::Tenant& tenant, std::string_view email, const std::string& link_base,
              std::string_view client_ip);
  /// 400 activation_link_invalid for an unknown, used or expired link.
  ActivationInfo check(const tenancy::Tenant& tenant, std::string_view token,
                       std::string_view client_ip);
  /// Sets the first password (policy of password_policy.h), activates and signs in.
  auth::LoginResult activate(const tenancy::Tenant& tenant, std::string_view token,
                             std::string_view password, std::string_view client_ip);

 private:
  const db::Database& db_;
  const Clock& clock_;
  const mail::MailService& mail_;
  const auth::AuthService& auth_;
  password::Cost password_cost_;
  IpGuard ip_guard_;
  LinkRepo links_;
  users::UserRepo users_;
};

/// A link token as stored: its SHA-256, hex.
std::string link_token_hash(std::string_view token);

}  // namespace aplauso::accounts
