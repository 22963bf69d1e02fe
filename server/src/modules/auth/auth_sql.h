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

}  // namespace aplauso::auth::sql
