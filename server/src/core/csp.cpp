#include "core/csp.h"

#include "core/config.h"

namespace aplauso {

namespace {
std::string each_after_space(const std::vector<std::string>& items) {
  std::string out;
  for (const auto& i : items) out += " " + i;
  return out;
}
}  // namespace

std::string content_security_policy(const Config& c) {
  // GA4 and Sentry are part of the product (spec §7); everything else is opt-in by config. blob:
  // in connect-src lets the page read back object URLs it made itself (cropped photos, the
  // cached small photos); they never reach another origin.
  const std::string analytics = " https://www.googletagmanager.com";
  const std::string telemetry =
      " https://*.google-analytics.com https://*.analytics.google.com"
      " https://www.googletagmanager.com https://*.sentry.io";
  // The Microsoft Teams SDK (loaded by the Teams sign-in button) reads Microsoft's list of Teams
  // origins from its CDN as it loads; refused, it logs a CSP violation in every Teams sign-in.
  const std::string teams = c.teams_configured() ? " https://res.cdn.office.net" : "";
  return "default-src 'self'; script-src 'self'" + analytics + each_after_space(c.csp_script_src) +
         "; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; "
         "font-src 'self' data:; connect-src 'self' blob:" +
         telemetry + teams + each_after_space(c.csp_connect_src) +
         "; media-src 'self' blob: https:; object-src 'none'; base-uri 'none'; "
         "form-action 'self'; frame-ancestors 'self' https://teams.microsoft.com "
         "https://*.teams.microsoft.com https://*.cloud.microsoft https://*.office.com";
}

}  // namespace aplauso
