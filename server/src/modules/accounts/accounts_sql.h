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

// --- Sign-in codes
// --------------------------------------------------------------------------------
inline constexpr db::Statement kRecentCodes{
    "accounts.recent_codes",
    "SELECT COUNT(*) FROM login_codes WHERE org_id = $1 AND user_id = $2 AND created_at >= $3"};
inline constexpr db::Statement kRetireCodes{
    "accounts.retire_codes",
    "UPDATE login_codes SET used_at = $3 WHERE org_id = $1 AND user_id = $2 AND used_at IS NULL"};
inline constexpr db::Statement kInsertCode{
    "accounts.insert_code",
    "INSERT INTO login_codes (org_id, user_id, code_hash, expires_at, tries, created_at) "
    "VALUES ($1, $2, $3, $4, 0, $5)"};
// The member's live code ($3 now): the newest unused one that has not expired.
inline constexpr db::Statement kLiveCode{
    "accounts.live_code",
    "SELECT id, code_hash, tries FROM login_codes WHERE org_id = $1 AND user_id = $2 AND "
    "used_at IS NULL AND expires_at > $3 ORDER BY id DESC LIMIT 1"};
inline constexpr db::Statement kCountTry{
    "accounts.count_try", "UPDATE login_codes SET tries = tries + 1 WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kUseCode{
    "accounts.use_code",
    "UPDATE login_codes SET used_at = $3 WHERE org_id = $1 AND id = $2 AND used_at IS NULL"};

}  // namespace aplauso::accounts::sql
