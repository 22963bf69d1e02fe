// SQL of notifications.
#pragma once

#include "db/statement.h"

namespace aplauso::notifications::sql {

// Unread notifications (pending surveys are counted by the surveys module: add_pending_counter).
inline constexpr db::Statement kCounts{
    "notifications.counts",
    "SELECT COUNT(*) FROM notifications WHERE org_id = $1 AND user_id = $2 "
    "AND read_at IS NULL AND shown = 1"};
// One notification per (member, payload) pair, shown, mailed and sent by WhatsApp as each member
// chose for the kind ($6: whether the kind is mailed by default; WhatsApp only for members who
// turned it on); ids of other organisations get none, nor do the members who want the kind on no
// channel.
inline constexpr db::Statement kAdd{
    "notifications.add",
    "INSERT INTO notifications (org_id, user_id, kind, payload, read_at, created_at, shown, "
    "mail_due, whatsapp_due) SELECT u.org_id, u.id, CAST($2 AS TEXT), CAST(t.payload AS "
    "{{JSON}}), NULL, CAST($5 AS BIGINT), COALESCE(s.in_app, 1), COALESCE(s.email, CAST($6 AS "
    "INTEGER)), CASE WHEN u.whatsapp_active = 1 THEN COALESCE(s.whatsapp, 0) ELSE 0 END "
    "FROM {{ZIP t user_id:INT $3 payload:TEXT $4}} "
    "JOIN users u ON u.id = t.user_id AND u.org_id = $1 "
    "LEFT JOIN notification_settings s ON s.org_id = $1 AND s.user_id = u.id AND "
    "s.kind = CAST($2 AS TEXT) "
    "WHERE COALESCE(s.in_app, 1) = 1 OR COALESCE(s.email, CAST($6 AS INTEGER)) = 1 OR "
    "(u.whatsapp_active = 1 AND s.whatsapp = 1)"};

// --- The list ---------------------------------------------------------------------------------
// One page of a member's notifications, newest first (notifications_user_list).
inline constexpr db::Statement kPage{
    "notifications.page",
    "SELECT id, kind, CAST(payload AS TEXT), read_at, created_at FROM notifications "
    "WHERE org_id = $1 AND user_id = $2 AND shown = 1 ORDER BY id DESC LIMIT $3 OFFSET $4"};
// How many a member has, and how many of them are unread.
inline constexpr db::Statement kTotals{
    "notifications.totals",
    "SELECT COUNT(*), COALESCE(SUM(CASE WHEN read_at IS NULL THEN 1 ELSE 0 END), 0) "
    "FROM notifications WHERE org_id = $1 AND user_id = $2 AND shown = 1"};
inline constexpr db::Statement kMarkRead{
    "notifications.mark_read",
    "UPDATE notifications SET read_at = COALESCE(read_at, $4) "
    "WHERE org_id = $1 AND user_id = $2 AND id = $3 AND shown = 1"};
inline constexpr db::Statement kMarkAllRead{
    "notifications.mark_all_read",
    "UPDATE notifications SET read_at = $3 "
    "WHERE org_id = $1 AND user_id = $2 AND read_at IS NULL AND shown = 1"};

// --- Settings ---------------------------------------------------------------------------------
inline constexpr db::Statement kSettings{
    "notifications.settings",
    "SELECT kind, in_app, email, whatsapp FROM notification_settings WHERE org_id = $1 AND "
    "user_id = $2"};
inline constexpr db::Statement kSaveSetting{
    "notifications.save_setting",
    "INSERT INTO notification_settings (org_id, user_id, kind, in_app, email, whatsapp, "
    "updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (org_id, user_id, kind) "
    "DO UPDATE SET in_app = excluded.in_app, email = excluded.email, whatsapp = "
    "excluded.whatsapp, updated_at = excluded.updated_at"};

// --- Mail -------------------------------------------------------------------------------------
// The oldest notifications still to be mailed, of every organisation, with their member, but
// those held for their member's working hours (kReleaseHeld lets them go when their time comes);
// PostgreSQL skips those another node is mailing. The partial index holds only what is due now,
// so a million held reminders cost the claim nothing (migration 0082).
inline constexpr db::Statement kClaimMail{
    "notifications.claim_mail",
    "SELECT n.id, n.org_id, n.user_id, n.kind, CAST(n.payload AS TEXT), u.email, u.first_name, "
    "u.language, u.active FROM notifications n JOIN users u ON u.id = n.user_id AND "
    "u.org_id = n.org_id WHERE n.id IN (SELECT id FROM notifications WHERE mail_due = 1 "
    "AND held_until IS NULL ORDER BY id LIMIT $1 {{SKIP_LOCKED}}) ORDER BY n.id"};
inline constexpr db::Statement kMailed{
    "notifications.mailed",
    "UPDATE notifications SET mail_due = 0 WHERE org_id = $1 AND id {{ANY_INT $2}}"};

// A reminder held for its member's working hours until $3 (ms), for every channel still due.
inline constexpr db::Statement kHold{
    "notifications.hold", "UPDATE notifications SET held_until = $3 WHERE org_id = $1 AND id = $2"};
// The held reminders whose time has come ($1: now, ms), of every organisation, due again.
inline constexpr db::Statement kReleaseHeld{
    "notifications.release_held",
    "UPDATE notifications SET held_until = NULL WHERE held_until IS NOT NULL AND held_until <= $1"};

// --- WhatsApp ---------------------------------------------------------------------------------
// The oldest notifications still to be sent by WhatsApp, with their member's number (the same
// columns as kClaimMail; the last: the member is active with WhatsApp on).
inline constexpr db::Statement kClaimWhatsApp{
    "notifications.claim_whatsapp",
    "SELECT n.id, n.org_id, n.user_id, n.kind, CAST(n.payload AS TEXT), "
    "COALESCE(u.whatsapp_phone, ''), u.first_name, u.language, CASE WHEN u.active = 1 AND "
    "u.whatsapp_active = 1 THEN 1 ELSE 0 END FROM notifications n JOIN users u ON u.id = "
    "n.user_id AND u.org_id = n.org_id WHERE n.id IN (SELECT id FROM notifications WHERE "
    "whatsapp_due = 1 AND held_until IS NULL ORDER BY id LIMIT $1 {{SKIP_LOCKED}}) "
    "ORDER BY n.id"};
inline constexpr db::Statement kWhatsAppQueued{
    "notifications.whatsapp_queued",
    "UPDATE notifications SET whatsapp_due = 0 WHERE org_id = $1 AND id {{ANY_INT $2}}"};

}  // namespace aplauso::notifications::sql
