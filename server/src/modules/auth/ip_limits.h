// Per-IP limits of the public account calls (sign-in, codes, recovery, activation, password
// challenges, Teams) that hold across every node: requests are counted per purpose and IP in
// one-minute windows in the database. Each service keeps its in-memory token bucket in front,
// so a flood from one IP is turned away before it reaches the database.
#pragma once

#include <cstdint>
#include <string_view>

#include "core/clock.h"
#include "modules/auth/login_guard_repo.h"

namespace aplauso::db {
class Database;
}

namespace aplauso::auth {

class IpLimits {
 public:
  IpLimits(const db::Database& db, const Clock& clock, double per_minute)
      : db_(db), clock_(clock), per_minute_(static_cast<std::int64_t>(per_minute)) {}

  /// Counts the request; 429 rate_limited (Retry-After: the rest of the minute) beyond the limit.
  void check(std::string_view scope, std::string_view ip) const;
  /// Forgets windows older than two minutes (a job).
  void prune() const;

 private:
  const db::Database& db_;
  const Clock& clock_;
  std::int64_t per_minute_;
  LoginGuardRepo guard_;
};

}  // namespace aplauso::auth
