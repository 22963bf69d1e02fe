// Whether this node can serve: the database answers. Load balancers ask often, so the answer is
// kept for a second and the database is asked at most once a second whatever the request rate.
#pragma once

#include <atomic>
#include <cstdint>

#include "core/clock.h"

namespace aplauso::db {
class Database;
}

namespace aplauso::system {

class HealthService {
 public:
  static constexpr std::int64_t kCacheMs = 1000;

  HealthService(const db::Database& db, const Clock& clock) : db_(db), clock_(clock) {}

  bool database_ok() const;

 private:
  const db::Database& db_;
  const Clock& clock_;
  mutable std::atomic<std::int64_t> checked_ms_{-kCacheMs - 1};
  mutable std::atomic<bool> ok_{false};
};

}  // namespace aplauso::system
