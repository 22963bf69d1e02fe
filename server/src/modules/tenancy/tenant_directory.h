// Resolves the Host header to an organisation snapshot, cached for a few seconds so that most
// requests cost no query. Unknown hosts fall back to the default organisation. Changes made
// through this node invalidate at once; other nodes see them when the entry expires.
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>

#include "api/tenant.h"
#include "core/clock.h"
#include "core/ids.h"
#include "modules/tenancy/org_repo.h"

namespace aplauso::db {
class Database;
}

namespace aplauso::tenancy {

class TenantDirectory {
 public:
  TenantDirectory(const db::Database& db, const Clock& clock, std::int64_t ttl_ms = 10'000);

  /// The organisation for `host`. Throws ApiError(kUnavailable, "no_organization") when the
  /// database holds no organisation at all.
  std::shared_ptr<const Tenant> resolve(const std::string& host);
  /// The organisation by id (API keys carry theirs); throws 401 when it is gone.
  std::shared_ptr<const Tenant> by_id(OrgId org);
  /// Drops every cached snapshot (after an organisation changed).
  void invalidate();

 private:
  struct Entry {
    std::shared_ptr<const Tenant> tenant;
    std::int64_t loaded_ms;
  };
  std::shared_ptr<const Tenant> load(const std::string& host);

  const db::Database& db_;
  const Clock& clock_;
  std::int64_t ttl_ms_;
  OrgRepo repo_;
  std::mutex mutex_;
  std::unordered_map<std::string, Entry> cache_;
};

}  // namespace aplauso::tenancy
