#include "modules/auth/ip_limits.h"

#include <string>

#include "core/errors.h"
#include "db/database.h"

namespace aplauso::auth {

namespace {
constexpr std::int64_t kWindowMs = 60 * 1000;
}  // namespace

void IpLimits::check(std::string_view scope, std::string_view ip) const {
  const std::int64_t now = clock_.now_ms();
  const std::int64_t window = now - now % kWindowMs;
  const std::int64_t hits =
      db_.run([&](db::Conn& c) { return guard_.hit_ip_window(c, scope, ip, window); });
  if (hits > per_minute_) {
    throw ApiError(ErrorKind::kRateLimited, "rate_limited",
                   "Demasiadas solicitudes. Espera un momento.")
        .with_retry_after(static_cast<int>((window + kWindowMs - now + 999) / 1000));
  }
}

void IpLimits::prune() const {
  db_.run([&](db::Conn& c) { guard_.prune_ip_windows(c, clock_.now_ms() - 2 * kWindowMs); });
}

}  // namespace aplauso::auth
