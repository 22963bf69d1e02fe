// The Content-Security-Policy of every response: the product's own origins, GA4 and Sentry
// (spec §7), the extra origins configured, Teams as the only framing host and, when the server
// is set up for Teams sign-in, the CDN the Teams SDK reads its list of Teams origins from.
#pragma once

#include <string>

namespace aplauso {

struct Config;

std::string content_security_policy(const Config& config);

}  // namespace aplauso
