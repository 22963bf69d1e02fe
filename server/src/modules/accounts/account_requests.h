// What the public account calls (password recovery, sign-in codes) check alike before any work:
// the caller's IP within its limit, and a well-formed address. And how a mail shows the
// organisation.
#pragma once

#include <string>
#include <string_view>

#include "core/clock.h"
#include "core/rate_limiter.h"
#include "modules/mail/mail_templates.h"

namespace aplauso::tenancy {
struct Tenant;
}
namespace aplauso::auth {
class IpLimits;
}

namespace aplauso::accounts {

/// The per-IP limit of one kind of public account call: this node's token bucket first (a flood
/// never reaches the database), then the window every node shares (auth::IpLimits).
class IpGuard {
 public:
  IpGuard(double per_minute, const auth::IpLimits& shared, std::string scope);
  /// 429 rate_limited when `ip` is over either limit.
  void enforce(std::string_view ip, const Clock& clock);

 private:
  RateLimiter local_;
  const auth::IpLimits& shared_;
  std::string scope_;
};

/// The address normalised; 400 naming `email` when it is empty or not an address.
std::string requested_email(std::string_view email);

/// The organisation's name, colour and logo as its mails show them.
mail::MailBrand mail_brand(const tenancy::Tenant& tenant);

}  // namespace aplauso::accounts
