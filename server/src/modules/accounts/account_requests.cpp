#include "modules/accounts/account_requests.h"

#include "core/errors.h"
#include "modules/tenancy/tenant.h"
#include "modules/users/user.h"

namespace aplauso::accounts {

void enforce_ip_limit(RateLimiter& limiter, std::string_view ip, const Clock& clock) {
  if (const int wait = limiter.acquire(ip, clock.now_ms()); wait > 0) {
    throw ApiError(ErrorKind::kRateLimited, "rate_limited",
                   "Demasiadas solicitudes. Espera un momento.")
        .with_retry_after(wait);
  }
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
