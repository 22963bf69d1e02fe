// Public API keys: admins create (the secret is shown once and stored only as a hash), list and
// revoke them. A key authenticates as its organisation's integration on the key calls; revoked
// or expired keys stop working at once; each key has a per-minute allowance counted in the
// database (so it holds across nodes) and every call is logged.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "api/context.h"
#include "core/clock.h"
#include "http/message.h"
#include "modules/api_keys/api_key_repo.h"
#include "modules/auth/key_verifier.h"

namespace aplauso::db {
class Database;
}

namespace aplauso::audit {
class AuditLog;
}

namespace aplauso::api_keys {

struct CreatedKey {
  ApiKey key;
  std::string secret;  ///< the only time it exists in clear
};

class ApiKeyService : public auth::KeyVerifier {
 public:
  ApiKeyService(const db::Database& db, const Clock& clock, const audit::AuditLog& audit,
                std::int64_t per_minute)
      : db_(db), clock_(clock), audit_(audit), per_minute_(per_minute) {}

  std::vector<ApiKey> list(OrgId org) const;
  /// 400 for a missing or long name, or an expiry in the past.
  CreatedKey create(OrgId org, std::int64_t admin_id, const std::string& name,
                    std::optional<std::int64_t> expires_at) const;
  /// 404 when the key is not the organisation's.
  ApiKey revoke(OrgId org, std::int64_t id) const;

  /// The principal a raw key stands for, or nullopt (unknown, revoked, expired). Throws 429
  /// with Retry-After when the key has used its calls of the current minute.
  std::optional<Principal> authenticate(std::string_view raw) const override;
  /// Counts and logs one call made with a key.
  void record_call(const Principal& key, const http::Request& req, int status) const override;

 private:
  const db::Database& db_;
  const Clock& clock_;
  const audit::AuditLog& audit_;
  std::int64_t per_minute_;
  ApiKeyRepo repo_;
};

/// "ak_" followed by 40 random URL-safe characters.
bool looks_like_key(std::string_view raw);

}  // namespace aplauso::api_keys
