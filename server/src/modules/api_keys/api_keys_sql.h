// SQL of public API keys and their call log.
#pragma once

#include "db/statement.h"

namespace aplauso::api_keys::sql {

#define APLAUSO_KEY_COLUMNS                                                                 \
  "SELECT id, name, prefix, created_by, created_at, expires_at, revoked_at, last_used_at, " \
  "usage_count FROM api_keys "
inline constexpr db::Statement kList{"api_keys.list",
                                     APLAUSO_KEY_COLUMNS "WHERE org_id = $1 ORDER BY id DESC"};
inline constexpr db::Statement kFind{"api_keys.find",
                                     APLAUSO_KEY_COLUMNS "WHERE org_id = $1 AND id = $2"};
#undef APLAUSO_KEY_COLUMNS
inline constexpr db::Statement kInsert{
    "api_keys.insert",
    "INSERT INTO api_keys (org_id, name, prefix, key_hash, created_by, created_at, expires_at, "
    "usage_count) VALUES ($1, $2, $3, $4, $5, $6, $7, 0) RETURNING id"};
inline constexpr db::Statement kRevoke{
    "api_keys.revoke",
    "UPDATE api_keys SET revoked_at = $3 WHERE org_id = $1 AND id = $2 AND revoked_at IS NULL"};
// A usable key counts one call in its current one-minute window, in the database so that the
// limit holds across every node; the key's hash names it (and so its organisation).
inline constexpr db::Statement kUse{
    "api_keys.use",
    "UPDATE api_keys SET rate_count = CASE WHEN rate_window = $2 THEN rate_count + 1 ELSE 1 END, "
    "rate_window = $2 WHERE key_hash = $1 AND revoked_at IS NULL AND "
    "(expires_at IS NULL OR expires_at > $3) RETURNING id, org_id, rate_count"};
inline constexpr db::Statement kCountCall{
    "api_keys.count_call",
    "UPDATE api_keys SET usage_count = usage_count + 1, last_used_at = $3 "
    "WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kLogCall{
    "api_keys.log_call",
    "INSERT INTO api_key_calls (org_id, key_id, method, path, status, ip, request_id, created_at) "
    "VALUES ($1, $2, $3, $4, $5, $6, $7, $8)"};

}  // namespace aplauso::api_keys::sql
