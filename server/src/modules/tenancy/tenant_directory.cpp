#include "modules/tenancy/tenant_directory.h"

#include <algorithm>

#include "core/errors.h"
#include "db/database.h"
#include "modules/tenancy/modules_catalog.h"

namespace aplauso::tenancy {

namespace {
constexpr std::size_t kMaxCachedHosts = 4096;
}

bool Tenant::supports_language(std::string_view lng) const {
  return std::find(languages.begin(), languages.end(), lng) != languages.end();
}

TenantDirectory::TenantDirectory(const db::Database& db, const Clock& clock, std::int64_t ttl_ms)
    : db_(db), clock_(clock), ttl_ms_(ttl_ms) {}

std::shared_ptr<const Tenant> TenantDirectory::resolve(const std::string& host) {
  const std::int64_t now = clock_.now_ms();
  {
    std::lock_guard lock(mutex_);
    if (auto it = cache_.find(host); it != cache_.end() && now - it->second.loaded_ms < ttl_ms_) {
      return it->second.tenant;
    }
  }
  auto tenant = load(host);
  std::lock_guard lock(mutex_);
  // Arbitrary Host headers must not grow the cache without bound.
  if (cache_.size() >= kMaxCachedHosts) cache_.clear();
  cache_[host] = Entry{tenant, now};
  return tenant;
}

std::shared_ptr<const Tenant> TenantDirectory::load(const std::string& host) {
  return db_.run([&](db::Conn& c) -> std::shared_ptr<const Tenant> {
    std::optional<HostMatch> match = repo_.find_host(c, host);
    std::optional<OrgId> org_id;
    if (match) {
      org_id = match->org_id;
    } else {
      org_id = repo_.default_org(c);
    }
    if (!org_id) {
      throw ApiError(ErrorKind::kUnavailable, "no_organization",
                     "Este servidor aún no tiene organizaciones configuradas.");
    }
    std::optional<Tenant> t = repo_.load(c, *org_id);
    if (!t) {
      throw ApiError(ErrorKind::kUnavailable, "no_organization",
                     "La organización de este dominio no está disponible.");
    }
    t->host = host;
    if (match) t->analytics_id = match->analytics_id;
    return std::make_shared<const Tenant>(std::move(*t));
  });
}

std::shared_ptr<const Tenant> TenantDirectory::by_id(OrgId org) {
  auto t = db_.run([&](db::Conn& c) { return repo_.load(c, org); });
  if (!t) throw unauthorized();
  return std::make_shared<const Tenant>(std::move(*t));
}

void TenantDirectory::invalidate() {
  std::lock_guard lock(mutex_);
  cache_.clear();
}

bool is_known_module(std::string_view name) {
  const auto& all = all_modules();
  return std::find(all.begin(), all.end(), name) != all.end();
}

}  // namespace aplauso::tenancy
