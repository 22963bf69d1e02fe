#include "modules/auth/login_guard_repo.h"

#include <soci/soci.h>

namespace aplauso::auth {

namespace {
constexpr const char* kLockedUntil =
    "SELECT locked_until FROM login_failures WHERE org_id = :org AND email = :email";
constexpr const char* kRecordFailure =
    "INSERT INTO login_failures (org_id, email, failures, locked_until, updated_at) "
    "VALUES (:org, :email, 1, 0, :now) "
    "ON CONFLICT (org_id, email) DO UPDATE SET "
    "failures = CASE WHEN login_failures.updated_at < :window THEN 1 "
    "ELSE login_failures.failures + 1 END, updated_at = excluded.updated_at "
    "RETURNING failures";
constexpr const char* kLock =
    "UPDATE login_failures SET failures = 0, locked_until = :until "
    "WHERE org_id = :org AND email = :email";
constexpr const char* kClear = "DELETE FROM login_failures WHERE org_id = :org AND email = :email";
}  // namespace

std::int64_t LoginGuardRepo::locked_until(soci::session& s, std::int64_t org_id,
                                          const std::string& email) const {
  const long long org = org_id;
  long long until = 0;
  s << kLockedUntil, soci::use(org, "org"), soci::use(email, "email"), soci::into(until);
  return s.got_data() ? until : 0;
}

int LoginGuardRepo::record_failure(soci::session& s, std::int64_t org_id, const std::string& email,
                                   std::int64_t now_ms, std::int64_t window_start_ms) const {
  const long long org = org_id, now = now_ms, window = window_start_ms;
  int failures = 0;
  s << kRecordFailure, soci::use(org, "org"), soci::use(email, "email"), soci::use(now, "now"),
      soci::use(window, "window"), soci::into(failures);
  return failures;
}

void LoginGuardRepo::lock(soci::session& s, std::int64_t org_id, const std::string& email,
                          std::int64_t until_ms) const {
  const long long org = org_id, until = until_ms;
  s << kLock, soci::use(until, "until"), soci::use(org, "org"), soci::use(email, "email");
}

void LoginGuardRepo::clear(soci::session& s, std::int64_t org_id, const std::string& email) const {
  const long long org = org_id;
  s << kClear, soci::use(org, "org"), soci::use(email, "email");
}

}  // namespace aplauso::auth
