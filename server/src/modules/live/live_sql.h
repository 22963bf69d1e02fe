// SQL of live updates: what was written since a watermark, and the one-use tickets.
#pragma once

#include "db/statement.h"

namespace aplauso::live::sql {

inline constexpr db::Statement kLatest{
    "live.latest",
    "SELECT (SELECT COALESCE(MAX(id), 0) FROM notifications), (SELECT COALESCE(MAX(id), 0) FROM "
    "posts), (SELECT COALESCE(MAX(id), 0) FROM live_signals)"};
// What was written since a watermark, of every organisation (primary keys).
inline constexpr db::Statement kNewNotifications{
    "live.new_notifications",
    "SELECT id, org_id, user_id FROM notifications WHERE id > $1 AND shown = 1 ORDER BY id "
    "LIMIT $2"};
inline constexpr db::Statement kNewPosts{
    "live.new_posts",
    "SELECT id, org_id FROM posts WHERE id > $1 AND filed = 0 ORDER BY id LIMIT $2"};
inline constexpr db::Statement kNewSignals{
    "live.new_signals",
    "SELECT id, org_id, user_id, name FROM live_signals WHERE id > $1 ORDER BY id LIMIT $2"};
// What one person missed since their last event (notifications_user_list, posts_feed).
inline constexpr db::Statement kMissedNotification{
    "live.missed_notification",
    "SELECT MAX(id) FROM notifications WHERE org_id = $1 AND user_id = $2 AND id > $3 AND "
    "shown = 1"};
inline constexpr db::Statement kMissedPost{
    "live.missed_post", "SELECT MAX(id) FROM posts WHERE org_id = $1 AND filed = 0 AND id > $2"};

// The newest signal of each name the person missed (live_signals_user).
inline constexpr db::Statement kMissedSignals{
    "live.missed_signals",
    "SELECT name, MAX(id) FROM live_signals WHERE org_id = $1 AND user_id = $2 AND id > $3 GROUP "
    "BY name ORDER BY 2"};
// One signal per person of the organisation ($3), in the caller's transaction.
inline constexpr db::Statement kInsertSignals{
    "live.insert_signals",
    "INSERT INTO live_signals (org_id, user_id, name, created_at) SELECT CAST($1 AS BIGINT), "
    "t.user_id, CAST($2 AS TEXT), CAST($4 AS BIGINT) FROM {{ZIP t user_id:INT $3}}"};
inline constexpr db::Statement kPruneSignals{"live.prune_signals",
                                             "DELETE FROM live_signals WHERE created_at < $1"};

inline constexpr db::Statement kInsertTicket{
    "live.insert_ticket",
    "INSERT INTO live_tickets (token_hash, org_id, user_id, expires_at) VALUES ($1, $2, $3, $4)"};
inline constexpr db::Statement kTakeTicket{
    "live.take_ticket",
    "DELETE FROM live_tickets WHERE token_hash = $1 AND expires_at > $2 RETURNING org_id, "
    "user_id"};
inline constexpr db::Statement kPruneTickets{"live.prune_tickets",
                                             "DELETE FROM live_tickets WHERE expires_at <= $1"};

}  // namespace aplauso::live::sql
