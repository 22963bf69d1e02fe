// SQL of failed sign-ins per (organisation, e-mail), known account or not.
#pragma once

#include "db/statement.h"

namespace aplauso::auth::sql {

inline constexpr db::Statement kLockedUntil{
    "auth.locked_until",
    "SELECT locked_until FROM login_failures WHERE org_id = $1 AND email = $2"};
// Restarts the count when the last failure is older than the window ($4).
inline constexpr db::Statement kRecordFailure{
    "auth.record_failure",
    "INSERT INTO login_failures (org_id, email, failures, locked_until, updated_at) "
    "VALUES ($1, $2, 1, 0, $3) ON CONFLICT (org_id, email) DO UPDATE SET "
    "failures = CASE WHEN login_failures.updated_at < $4 THEN 1 "
    "ELSE login_failures.failures + 1 END, updated_at = excluded.updated_at RETURNING failures"};
inline constexpr db::Statement kLock{
    "auth.lock",
    "UPDATE login_failures SET failures = 0, locked_until = $3 WHERE org_id = $1 AND email = $2"};
inline constexpr db::Statement kClear{
    "auth.clear", "DELETE FROM login_failures WHERE org_id = $1 AND email = $2"};

// Counts one request of an IP for a purpose in the window starting at $3 (a new window restarts
// the count) and answers the count.
inline constexpr db::Statement kHitIpWindow{
    "auth.hit_ip_window",
    "INSERT INTO ip_windows (scope, ip, window_start, hits) VALUES ($1, $2, $3, 1) "
    "ON CONFLICT (scope, ip) DO UPDATE SET hits = CASE WHEN ip_windows.window_start = "
    "excluded.window_start THEN ip_windows.hits + 1 ELSE 1 END, window_start = "
    "excluded.window_start RETURNING hits"};
inline constexpr db::Statement kPruneIpWindows{"auth.prune_ip_windows",
                                               "DELETE FROM ip_windows WHERE window_start < $1"};

}  // namespace aplauso::auth::sql
