// SQL of the support module: the organisation's support address and the messages people sent.
#pragma once

#include "db/statement.h"

namespace aplauso::support::sql {

inline constexpr db::Statement kAddress{
    "support.address", "SELECT address, updated_at FROM support_settings WHERE org_id = $1"};
inline constexpr db::Statement kSetAddress{
    "support.set_address",
    "INSERT INTO support_settings (org_id, address, updated_at) VALUES ($1, $2, $3) "
    "ON CONFLICT (org_id) DO UPDATE SET address = excluded.address, "
    "updated_at = excluded.updated_at"};
inline constexpr db::Statement kClearAddress{"support.clear_address",
                                             "DELETE FROM support_settings WHERE org_id = $1"};

inline constexpr db::Statement kInsert{
    "support.insert",
    "INSERT INTO support_messages (org_id, user_id, topic, subject, body, page, created_at) "
    "VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id"};
// The person's messages since $3 (the hourly limit), on support_messages_author.
inline constexpr db::Statement kSentSince{
    "support.sent_since",
    "SELECT COUNT(*) FROM support_messages WHERE org_id = $1 AND user_id = $2 AND "
    "created_at >= $3"};
// A page of the person's own messages, newest first ($3 rows from $4).
inline constexpr db::Statement kMine{
    "support.mine",
    "SELECT id, user_id, topic, subject, body, page, created_at FROM support_messages "
    "WHERE org_id = $1 AND user_id = $2 ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4"};
// A page of every message, newest first, on support_messages_recent.
inline constexpr db::Statement kAll{
    "support.all",
    "SELECT id, user_id, topic, subject, body, page, created_at FROM support_messages "
    "WHERE org_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3"};

// Erasure (users::PersonErasure): what the person wrote to support.
inline constexpr db::Statement kForget{
    "support.forget", "DELETE FROM support_messages WHERE org_id = $1 AND user_id = $2"};

}  // namespace aplauso::support::sql
