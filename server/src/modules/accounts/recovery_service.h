// Password recovery. Asking for a link answers the same whether or not the address belongs to
// someone (and costs about the same time); for an active member it stores a one-use token as a
// SHA-256 hash (30 minutes, ADR 0017) and queues the mail with the link in the same transaction;
// a member who has not activated yet gets a new activation link instead. Setting
// the new password uses the token once, ends every session (token version) and retires the
// member's other links. Each IP is rate limited; each account gets at most three links in 15
// minutes (further requests answer the same and send nothing).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "core/clock.h"
#include "core/password.h"
#include "core/rate_limiter.h"
#include "modules/accounts/account_requests.h"
#include "modules/accounts/link_repo.h"
#include "modules/users/user_repo.h"

namespace aplauso::db {
class Database;
}
namespace aplauso::mail {
class MailService;
}
namespace aplauso::tenancy {
struct Tenant;
}

namespace aplauso::accounts {

inline constexpr int kLinkMinutes = 30;
inline constexpr const char* kRecoveryRequested =
    "Si el correo pertenece a una cuenta activa, te enviamos un enlace para crear una nueva "
    "contraseña. Revisa tu bandeja de entrada.";

class ActivationService;

struct RecoveryOptions {
  password::Cost password_cost = password::Cost::kInteractive;
  double per_minute_per_ip = 10;
};

class RecoveryService {
 public:
  RecoveryService(const db::Database& db, const Clock& clock, const mail::MailService& mail,
                  const ActivationService& activation, RecoveryOptions options,
                  const auth::IpLimits& ip_limits);

  /// Queues the link mail when `email` is an active member of `tenant`. `link_base` is the
  /// scheme and host the link points at ("https://demo.example.com").
  void request(const tenancy::Tenant& tenant, std::string_view email, const std::string& link_base,
               std::string_view client_ip);
  /// Sets the new password; returns the account's e-mail. 400 recovery_link_invalid, 400 for a
  /// password the policy refuses (password_policy.h), 429 when the IP asks too often.
  std::string confirm(const tenancy::Tenant& tenant, std::string_view token,
                      std::string_view new_password, std::string_view client_ip);
  /// "Log out everywhere": every session of the member ends, this one included.
  void end_sessions(OrgId org, std::int64_t user_id) const;

 private:
  const db::Database& db_;
  const Clock& clock_;
  const mail::MailService& mail_;
  const ActivationService& activation_;
  RecoveryOptions options_;
  IpGuard ip_guard_;
  LinkRepo repo_;
  users::UserRepo users_;
};

}  // namespace aplauso::accounts
