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

namespace aplauso::accounts {

/// 429 rate_limited when `ip` is over its limit.
void enforce_ip_limit(RateLimiter& limiter, std::string_view ip, const Clock& clock);

/// The address normalised; 400 naming `email` when it is empty or not an address.
std::string requested_email(std::string_view email);

/// The organisation's name, colour and logo as its mails show them.
mail::MailBrand mail_brand(const tenancy::Tenant& tenant);

}  // namespace aplauso::accounts
