// SQL of accounts: one-use links (recovery, activation), stored as hashes, sign-in codes, and
// identities of other sign-in providers.
#pragma once

#include "db/statement.h"

namespace aplauso::accounts::sql {

inline constexpr db::Statement kInsertLink{
    "accounts.insert_link",
    "INSERT INTO password_resets (token_hash, org_id, user_id, expires_at, created_at, purpose) "
    "VALUES ($1, $2, $3, $4, $5, $6)"};
// kInsertLink for many members in one statement ($3 hashes, $4 members).
inline constexpr db::Statement kInsertLinks{
    "accounts.insert_links",
    "INSERT INTO password_resets (token_hash, org_id, user_id, expires_at, created_at, purpose) "
    "SELECT t.token_hash, CAST($1 AS BIGINT), t.user_id, CAST($5 AS BIGINT), CAST($6 AS BIGINT), "
    "CAST($2 AS TEXT) FROM {{ZIP t token_hash:TEXT $3 user_id:INT $4}}"};
// Links of one purpose asked for a member since $3 (the per-account limit).
inline constexpr db::Statement kRecentLinks{
    "accounts.recent_links",
    "SELECT COUNT(*) FROM password_resets WHERE org_id = $1 AND user_id = $2 AND "
    "created_at >= $3 AND purpose = $4"};
inline constexpr db::Statement kPeekLink{
    "accounts.peek_link",
    "SELECT user_id FROM password_resets WHERE org_id = $1 AND token_hash = $2 AND "
    "used_at IS NULL AND expires_at > $3 AND purpose = $4"};
// Uses a link: only one caller wins (used_at set once), and only before it expires ($3 now).
inline constexpr db::Statement kUseLink{
    "accounts.use_link",
    "UPDATE password_resets SET used_at = $3 WHERE org_id = $1 AND token_hash = $2 AND "
    "used_at IS NULL AND expires_at > $3 AND purpose = $4 RETURNING user_id"};
// A link that connects a Teams identity ($6 subject, $7 who invited the person) once used.
inline constexpr db::Statement kInsertIdentityLink{
    "accounts.insert_identity_link",
    "INSERT INTO password_resets (token_hash, org_id, user_id, expires_at, created_at, purpose, "
    "subject, referred_by) VALUES ($1, $2, $3, $4, $5, 'teams_link', $6, $7)"};
inline constexpr db::Statement kUseIdentityLink{
    "accounts.use_identity_link",
    "UPDATE password_resets SET used_at = $3 WHERE org_id = $1 AND token_hash = $2 AND "
    "used_at IS NULL AND expires_at > $3 AND purpose = 'teams_link' RETURNING user_id, subject, "
    "referred_by"};
// A new password ends the other links of the member, whatever they were for.
inline constexpr db::Statement kRetireLinks{
    "accounts.retire_links",
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

// --- Identities of other providers (Microsoft Teams: subject "<tid>/<oid>")
// ----------------------------------------------------------------------------------------------
inline constexpr db::Statement kFindIdentity{
    "accounts.find_identity",
    "SELECT user_id FROM user_identities WHERE org_id = $1 AND provider = $2 AND subject = $3"};
inline constexpr db::Statement kUserHasIdentity{
    "accounts.user_has_identity",
    "SELECT COUNT(*) FROM user_identities WHERE org_id = $1 AND provider = $2 AND user_id = $3"};
// Two first sign-ins at once: one insert wins, the other changes nothing (and is told so).
inline constexpr db::Statement kInsertIdentity{
    "accounts.insert_identity",
    "INSERT INTO user_identities (org_id, provider, subject, user_id, referred_by, created_at) "
    "VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING"};

// --- Erasure (users::PersonErasure): the person's links, codes and outside identities go.
inline constexpr db::Statement kEraseLinks{
    "accounts.erase_links", "DELETE FROM password_resets WHERE org_id = $1 AND user_id = $2"};
inline constexpr db::Statement kEraseCodes{
    "accounts.erase_codes", "DELETE FROM login_codes WHERE org_id = $1 AND user_id = $2"};
inline constexpr db::Statement kEraseIdentities{
    "accounts.erase_identities", "DELETE FROM user_identities WHERE org_id = $1 AND user_id = $2"};

}  // namespace aplauso::accounts::sql
