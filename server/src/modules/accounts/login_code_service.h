// Signing in with a code sent by e-mail, when the organisation allows it. Asking for a code
// answers the same whether or not the address belongs to someone; for an active member it
// replaces their earlier codes with a new 6-digit one (10 minutes) and queues the mail in the
// same transaction. A code works once; five wrong tries spend it (a new one is needed). Codes
// are stored as an HMAC keyed with the server's secret. Each IP is rate limited; each account
// gets at most five codes in 15 minutes (further requests answer the same and send nothing). A
// member who has not activated yet gets a new activation link instead of a code.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "core/clock.h"
#include "core/rate_limiter.h"
#include "modules/accounts/account_requests.h"
#include "modules/accounts/login_code_repo.h"
#include "modules/auth/auth_service.h"
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

class ActivationService;

inline constexpr int kCodeMinutes = 10;
inline constexpr int kCodeTries = 5;
inline constexpr const char* kCodeRequested =
    "Si el correo pertenece a una cuenta activa, te enviamos un código de 6 dígitos. Vence en 10 "
    "minutos.";

class LoginCodeService {
 public:
  LoginCodeService(const db::Database& db, const Clock& clock, const mail::MailService& mail,
                   auth::AuthService& auth, const ActivationService& activation, std::string secret,
                   double per_minute_per_ip, const auth::IpLimits& ip_limits);

  /// 403 method_disabled when the organisation does not allow codes; 400 for a bad address.
  /// `link_base` is where an activation link would point.
  void request(const tenancy::Tenant& tenant, std::string_view email, const std::string& link_base,
               std::string_view client_ip);
  /// Signs in: 400 otp_invalid / otp_exhausted, 403 like a password sign-in.
  auth::LoginResult verify(const tenancy::Tenant& tenant, std::string_view email,
                           std::string_view code, std::string_view client_ip);

 private:
  std::string code_hash(OrgId org, std::int64_t user_id, std::string_view code) const;

  const db::Database& db_;
  const Clock& clock_;
  const mail::MailService& mail_;
  auth::AuthService& auth_;
  const ActivationService& activation_;
  std::string secret_;
  IpGuard ip_guard_;
  LoginCodeRepo repo_;
  users::UserRepo users_;
};

}  // namespace aplauso::accounts
