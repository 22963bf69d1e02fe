// Public API keys: admins create (the secret is shown once and stored only as a hash), list and
// revoke them. A key authenticates as its organisation's integration on the key calls; revoked
// or expired keys stop working at once; each key is rate limited and every call is logged.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "app/context.h"
#include "core/clock.h"
#include "core/rate_limiter.h"
#include "db/database.h"

namespace aplauso::api_keys {

struct ApiKey {
  std::int64_t id = 0;
  std::string name;
  std::string prefix;
  std::optional<std::int64_t> created_by;
  std::int64_t created_at = 0;
  std::optional<std::int64_t> expires_at;
  std::optional<std::int64_t> revoked_at;
  std::optional<std::int64_t> last_used_at;
  std::int64_t usage_count = 0;
};

struct CreatedKey {
  ApiKey key;
  std::string secret;  ///< the only time it exists in clear
};

class ApiKeyService {
 public:
  ApiKeyService(const db::Database& db, const Clock& clock, double per_minute)
      : db_(db), clock_(clock), limiter_(per_minute, std::max(10.0, per_minute / 2)) {}

  std::vector<ApiKey> list(std::int64_t org_id) const;
  /// 400 for a missing or long name, or an expiry in the past.
  CreatedKey create(std::int64_t org_id, std::int64_t admin_id, const std::string& name,
                    std::optional<std::int64_t> expires_at) const;
  /// 404 when the key is not the organisation's.
  ApiKey revoke(std::int64_t org_id, std::int64_t id) const;

  /// The principal a raw key stands for, or nullopt (unknown, revoked, expired). Throws 429
  /// with Retry-After when the key exceeds its rate.
  std::optional<Principal> authenticate(std::string_view raw);
  /// Counts and logs one call made with a key.
  void record_call(const Principal& key, const http::Request& req, int status) const;

 private:
  const db::Database& db_;
  const Clock& clock_;
  RateLimiter limiter_;
};

/// "ak_" followed by 40 random URL-safe characters.
bool looks_like_key(std::string_view raw);

}  // namespace aplauso::api_keys
