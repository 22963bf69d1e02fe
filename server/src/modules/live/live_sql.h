// SQL of live updates: what was written since a watermark, and the one-use tickets.
#pragma once

#include "db/statement.h"

namespace aplauso::live::sql {

inline constexpr db::Statement kLatest{
    "live.latest",
    "SELECT (SELECT COALESCE(MAX(id), 0) FROM notifications), (SELECT COALESCE(MAX(id), 0) FROM "
    "posts)"};
// What was written since a watermark, of every organisation (primary keys).
inline constexpr db::Statement kNewNotifications{
    "live.new_notifications",
    "SELECT id, org_id, user_id FROM notifications WHERE id > $1 AND shown = 1 ORDER BY id "
    "LIMIT $2"};
inline constexpr db::Statement kNewPosts{
    "live.new_posts",
    "SELECT id, org_id FROM posts WHERE id > $1 AND filed = 0 ORDER BY id LIMIT $2"};
// What one person missed since their last event (notifications_user_list, posts_feed).
inline constexpr db::Statement kMissedNotification{
    "live.missed_notification",
    "SELECT MAX(id) FROM notifications WHERE org_id = $1 AND user_id = $2 AND id > $3 AND "
    "shown = 1"};
inline constexpr db::Statement kMissedPost{
    "live.missed_post", "SELECT MAX(id) FROM posts WHERE org_id = $1 AND filed = 0 AND id > $2"};

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
