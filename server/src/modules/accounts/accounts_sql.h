// SQL of account recovery: the one-use links of password recovery, stored as hashes.
#pragma once

#include "db/statement.h"

namespace aplauso::accounts::sql {

inline constexpr db::Statement kInsertReset{
    "accounts.insert_reset",
    "INSERT INTO password_resets (token_hash, org_id, user_id, expires_at, created_at) "
    "VALUES ($1, $2, $3, $4, $5)"};
// Links asked for a member since $3 (the per-account limit).
inline constexpr db::Statement kRecentResets{
    "accounts.recent_resets",
    "SELECT COUNT(*) FROM password_resets WHERE org_id = $1 AND user_id = $2 AND created_at >= $3"};
// Uses a link: only one caller wins (used_at set once), and only before it expires ($3 now).
inline constexpr db::Statement kUseReset{
    "accounts.use_reset",
    "UPDATE password_resets SET used_at = $3 WHERE org_id = $1 AND token_hash = $2 AND "
    "used_at IS NULL AND expires_at > $3 RETURNING user_id"};
// A new password ends the other links of the member.
inline constexpr db::Statement kRetireResets{
    "accounts.retire_resets",
    "UPDATE password_resets SET used_at = $3 WHERE org_id = $1 AND user_id = $2 AND "
    "used_at IS NULL"};

}  // namespace aplauso::accounts::sql
