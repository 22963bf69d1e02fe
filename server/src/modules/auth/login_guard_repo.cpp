#include "modules/auth/login_guard_repo.h"

#include "db/conn.h"
#include "modules/auth/auth_sql.h"

namespace aplauso::auth {

std::int64_t LoginGuardRepo::locked_until(db::Conn& c, OrgId org, const std::string& email) const {
  return c.scalar(sql::kLockedUntil, {org, email}).value_or(0);
}

int LoginGuardRepo::record_failure(db::Conn& c, OrgId org, const std::string& email,
                                   std::int64_t now_ms, std::int64_t window_start_ms) const {
  return static_cast<int>(
      c.scalar(sql::kRecordFailure, {org, email, now_ms, window_start_ms}).value_or(1));
}

void LoginGuardRepo::lock(db::Conn& c, OrgId org, const std::string& email,
                          std::int64_t until_ms) const {
  c.exec(sql::kLock, {org, email, until_ms});
}

void LoginGuardRepo::clear(db::Conn& c, OrgId org, const std::string& email) const {
  c.exec(sql::kClear, {org, email});
}

std::int64_t LoginGuardRepo::hit_ip_window(db::Conn& c, std::string_view scope, std::string_view ip,
                                           std::int64_t window_start_ms) const {
  return c.scalar(sql::kHitIpWindow, {scope, ip, window_start_ms}).value_or(0);
}

void LoginGuardRepo::prune_ip_windows(db::Conn& c, std::int64_t before_ms) const {
  c.exec(sql::kPruneIpWindows, {before_ms});
}

}  // namespace aplauso::auth
