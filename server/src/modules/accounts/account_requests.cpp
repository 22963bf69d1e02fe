#include "modules/accounts/account_requests.h"

#include <algorithm>

#include "api/tenant.h"
#include "core/errors.h"
#include "modules/auth/ip_limits.h"
#include "modules/users/user.h"

namespace aplauso::accounts {

IpGuard::IpGuard(double per_minute, const auth::IpLimits& shared, std::string scope)
    : local_(per_minute, std::max(3.0, per_minute / 2)),
      shared_(shared),
      scope_(std::move(scope)) {}

void IpGuard::enforce(std::string_view ip, const Clock& clock) {
  if (const int wait = local_.acquire(ip, clock.now_ms()); wait > 0) {
    throw ApiError(ErrorKind::kRateLimited, "rate_limited",
                   "Demasiadas solicitudes. Espera un momento.")
        .with_retry_after(wait);
  }
  shared_.check(scope_, ip);
}

std::string requested_email(std::string_view email_in) {
  std::string email = users::normalize_email(email_in);
  if (email.empty()) throw invalid_input("email", "El correo es requerido.");
  if (email.size() > 254 || email.find('@') == std::string::npos) {
    throw invalid_input("email", "Escribe un correo válido.");
  }
  return email;
}

mail::MailBrand mail_brand(const tenancy::Tenant& tenant) {
  return {tenant.name, tenant.branding.banner_main, tenant.branding.logo_url};
}

}  // namespace aplauso::accounts
