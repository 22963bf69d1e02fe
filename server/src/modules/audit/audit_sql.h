// SQL of the audit trail: appending to an organisation's chain, the admins' filtered pages and
// the walk that verifies a chain.
#pragma once

#include "db/statement.h"

namespace aplauso::audit::sql {

// An entry's hash in SQL, as audit::link_hash writes it: the hex SHA-256 of
// "<content>:<seq>:<prev>", where <content> is the hex SHA-256 of the entry's content (computed by
// the server, $2).
#define APLAUSO_AUDIT_LINK(seq, prev)                                                         \
  "encode(sha256(convert_to(CAST($2 AS TEXT) || ':' || CAST(" seq " AS TEXT) || ':' || " prev \
  ", 'UTF8')), 'hex')"
// PostgreSQL: one entry appended in one statement, deferred into the commit (no answer to wait
// for): the organisation's chain head moves one place on and takes the entry's hash, computed
// from the head's own last hash, and the entry is written with them. The head row stays locked
// until the commit: two appenders of one organisation take turns, for the length of a commit.
inline constexpr db::Statement kAppend{
    "audit.append",
    "WITH head AS (INSERT INTO audit_chain_heads AS h (org_id, last_seq, last_hash, prev_hash) "
    "VALUES ($1, 1, " APLAUSO_AUDIT_LINK("1", "''") ", '') ON CONFLICT (org_id) DO UPDATE SET "
    "last_seq = h.last_seq + 1, prev_hash = h.last_hash, last_hash = " APLAUSO_AUDIT_LINK(
        "h.last_seq + 1", "h.last_hash") " RETURNING last_seq, prev_hash, last_hash) "
    "INSERT INTO audit_entries (org_id, seq, created_at, actor_user_id, actor_key_id, "
    "actor_system, address, action, target_type, target_id, before_json, after_json, prev_hash, "
    "hash) SELECT $1, last_seq, CAST($3 AS BIGINT), CAST($4 AS BIGINT), CAST($5 AS BIGINT), "
    "CAST($6 AS TEXT), CAST($7 AS TEXT), CAST($8 AS TEXT), CAST($9 AS TEXT), CAST($10 AS TEXT), "
    "CAST($11 AS TEXT), CAST($12 AS TEXT), prev_hash, last_hash FROM head"};
#undef APLAUSO_AUDIT_LINK

// SQLite (no SHA-256 in SQL; the writer lock already serialises appenders): the head moves one
// place on (created at the first entry) and answers that place and the hash before it; the
// server hashes the entry, writes it there and sets the head's hash.
inline constexpr db::Statement kAdvanceHead{
    "audit.advance_head",
    "INSERT INTO audit_chain_heads (org_id, last_seq, last_hash, prev_hash) VALUES ($1, 1, '', '') "
    "ON CONFLICT (org_id) DO UPDATE SET last_seq = audit_chain_heads.last_seq + 1, "
    "prev_hash = audit_chain_heads.last_hash RETURNING last_seq, prev_hash"};
inline constexpr db::Statement kSetHeadHash{
    "audit.set_head_hash", "UPDATE audit_chain_heads SET last_hash = $2 WHERE org_id = $1"};
// The entry at the place the head just moved to, after the hash before it (both read from the
// head this transaction holds).
inline constexpr db::Statement kInsert{
    "audit.insert",
    "INSERT INTO audit_entries (org_id, seq, created_at, actor_user_id, actor_key_id, "
    "actor_system, address, action, target_type, target_id, before_json, after_json, prev_hash, "
    "hash) SELECT org_id, last_seq, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, prev_hash, $12 "
    "FROM audit_chain_heads WHERE org_id = $1"};

#define APLAUSO_AUDIT_COLUMNS                                                               \
  "e.id, e.seq, e.created_at, e.actor_user_id, e.actor_key_id, e.actor_system, e.address, " \
  "e.action, e.target_type, e.target_id, e.before_json, e.after_json, e.prev_hash, e.hash "
// The admins' list; each filter ignored when NULL: $2 the acting person, $3 the acting API key,
// $4 an action or a group of them ("people" matches "people.create"), $5 a target type, $6 its
// id, $7 from, $8 to (created_at, epoch ms, `to` excluded).
#define APLAUSO_AUDIT_FILTER                                                                      \
  "WHERE e.org_id = $1 AND (CAST($2 AS BIGINT) IS NULL OR e.actor_user_id = "                     \
  "$2) AND (CAST($3 AS BIGINT) IS NULL OR e.actor_key_id = $3) AND (CAST($4 AS TEXT) IS NULL OR " \
  "e.action = $4 OR substr(e.action, 1, length($4) + 1) = $4 || '.') AND (CAST($5 AS TEXT) IS "   \
  "NULL OR e.target_type = $5) AND (CAST($6 AS TEXT) IS NULL OR e.target_id = $6) AND (CAST($7 "  \
  "AS BIGINT) IS NULL OR e.created_at >= $7) AND (CAST($8 AS BIGINT) IS NULL OR e.created_at < "  \
  "$8) "
inline constexpr db::Statement kPage{
    "audit.page",
    "SELECT " APLAUSO_AUDIT_COLUMNS
    ", u.first_name, u.last_name, u.email, k.name FROM audit_entries e LEFT JOIN users u ON "
    "u.id = e.actor_user_id AND u.org_id = e.org_id LEFT JOIN api_keys k ON k.id = e.actor_key_id "
    "AND k.org_id = e.org_id " APLAUSO_AUDIT_FILTER "ORDER BY e.seq DESC LIMIT $9 OFFSET $10",
    {},
    db::Planning::kPerCall};
// Planned per call like the list (ADR 0035): a generic plan does not know which filters are on.
inline constexpr db::Statement kPageTotal{
    "audit.page_total",
    "SELECT COUNT(*) FROM audit_entries e " APLAUSO_AUDIT_FILTER,
    {},
    db::Planning::kPerCall};
#undef APLAUSO_AUDIT_FILTER

// Chains to verify: every organisation with a head or an entry.
inline constexpr db::Statement kChains{
    "audit.chains",
    "SELECT org_id FROM audit_chain_heads UNION SELECT DISTINCT org_id FROM audit_entries "
    "ORDER BY 1"};
inline constexpr db::Statement kHead{
    "audit.head", "SELECT last_seq, last_hash, prev_hash FROM audit_chain_heads WHERE org_id = $1"};
// One stretch of a chain in order, from place $2 on.
inline constexpr db::Statement kStretch{"audit.stretch",
                                        "SELECT " APLAUSO_AUDIT_COLUMNS
                                        "FROM audit_entries e WHERE e.org_id = $1 AND e.seq >= $2 "
                                        "ORDER BY e.seq LIMIT $3"};
#undef APLAUSO_AUDIT_COLUMNS

}  // namespace aplauso::audit::sql
