// SQL of notifications.
#pragma once

#include "db/statement.h"

namespace aplauso::notifications::sql {

// Unread notifications and surveys assigned but not answered, in one round trip.
inline constexpr db::Statement kCounts{
    "notifications.counts",
    "SELECT (SELECT COUNT(*) FROM notifications WHERE org_id = $1 AND user_id = $2 "
    "AND read_at IS NULL), (SELECT COUNT(*) FROM survey_assignments WHERE org_id = $1 AND "
    "user_id = $2 AND completed_at IS NULL)"};
// One notification per (member, payload) pair; ids of other organisations get none, nor do the
// members who turned this kind off.
inline constexpr db::Statement kAdd{
    "notifications.add",
    "INSERT INTO notifications (org_id, user_id, kind, payload, read_at, created_at) "
    "SELECT u.org_id, u.id, CAST($2 AS TEXT), CAST(t.payload AS {{JSON}}), NULL, "
    "CAST($5 AS BIGINT) FROM {{ZIP t user_id:INT $3 payload:TEXT $4}} "
    "JOIN users u ON u.id = t.user_id AND u.org_id = $1 "
    "WHERE NOT EXISTS (SELECT 1 FROM notification_settings s WHERE s.org_id = $1 AND "
    "s.user_id = u.id AND s.kind = CAST($2 AS TEXT) AND s.in_app = 0)"};

// --- The list ---------------------------------------------------------------------------------
// One page of a member's notifications, newest first (notifications_user_list).
inline constexpr db::Statement kPage{
    "notifications.page",
    "SELECT id, kind, CAST(payload AS TEXT), read_at, created_at FROM notifications "
    "WHERE org_id = $1 AND user_id = $2 ORDER BY id DESC LIMIT $3 OFFSET $4"};
// How many a member has, and how many of them are unread.
inline constexpr db::Statement kTotals{
    "notifications.totals",
    "SELECT COUNT(*), COALESCE(SUM(CASE WHEN read_at IS NULL THEN 1 ELSE 0 END), 0) "
    "FROM notifications WHERE org_id = $1 AND user_id = $2"};
inline constexpr db::Statement kMarkRead{"notifications.mark_read",
                                         "UPDATE notifications SET read_at = COALESCE(read_at, $4) "
                                         "WHERE org_id = $1 AND user_id = $2 AND id = $3"};
inline constexpr db::Statement kMarkAllRead{
    "notifications.mark_all_read",
    "UPDATE notifications SET read_at = $3 "
    "WHERE org_id = $1 AND user_id = $2 AND read_at IS NULL"};

// --- Settings ---------------------------------------------------------------------------------
inline constexpr db::Statement kSettings{
    "notifications.settings",
    "SELECT kind, in_app FROM notification_settings WHERE org_id = $1 AND user_id = $2"};
inline constexpr db::Statement kSaveSetting{
    "notifications.save_setting",
    "INSERT INTO notification_settings (org_id, user_id, kind, in_app, updated_at) "
    "VALUES ($1, $2, $3, $4, $5) ON CONFLICT (org_id, user_id, kind) "
    "DO UPDATE SET in_app = excluded.in_app, updated_at = excluded.updated_at"};

}  // namespace aplauso::notifications::sql
