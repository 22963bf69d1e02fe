// SQL of communications: groups, the communications and their polls and attachments, each
// recipient's state, and the fan-out job.
#pragma once

#include "db/statement.h"

namespace aplauso::communications::sql {

// --- Groups ------------------------------------------------------------------------------------
inline constexpr db::Statement kInsertGroup{
    "communications.insert_group",
    "INSERT INTO communication_groups (org_id, name, created_by, created_at) "
    "VALUES ($1, $2, $3, $4) RETURNING id"};
inline constexpr db::Statement kGroups{
    "communications.groups",
    "SELECT g.id, g.name, g.created_at, (SELECT COUNT(*) FROM communication_group_members m "
    "WHERE m.group_id = g.id) FROM communication_groups g WHERE g.org_id = $1 "
    "ORDER BY g.name, g.id"};
inline constexpr db::Statement kGroup{
    "communications.group",
    "SELECT g.id, g.name, g.created_at, (SELECT COUNT(*) FROM communication_group_members m "
    "WHERE m.group_id = g.id) FROM communication_groups g WHERE g.org_id = $1 AND g.id = $2"};
inline constexpr db::Statement kGroupMembers{
    "communications.group_members",
    "SELECT m.user_id FROM communication_group_members m JOIN users u ON u.id = m.user_id "
    "WHERE m.org_id = $1 AND m.group_id = $2 ORDER BY u.first_name, u.last_name, u.id"};
inline constexpr db::Statement kIsGroupMember{
    "communications.is_group_member",
    "SELECT 1 FROM communication_group_members WHERE group_id = $2 AND user_id = $3 AND "
    "org_id = $1"};
inline constexpr db::Statement kRenameGroup{
    "communications.rename_group",
    "UPDATE communication_groups SET name = $3 WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kClearGroup{
    "communications.clear_group",
    "DELETE FROM communication_group_members WHERE org_id = $1 AND group_id = $2"};
// Only people of the organisation join; the service has checked they all are.
inline constexpr db::Statement kAddGroupMembers{
    "communications.add_group_members",
    "INSERT INTO communication_group_members (group_id, user_id, org_id) "
    "SELECT CAST($2 AS BIGINT), u.id, u.org_id FROM users u WHERE u.org_id = $1 AND "
    "u.id {{ANY_INT $3}}"};
inline constexpr db::Statement kDeleteGroup{
    "communications.delete_group",
    "DELETE FROM communication_groups WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kCountPeople{
    "communications.count_people",
    "SELECT COUNT(*) FROM users WHERE org_id = $1 AND id {{ANY_INT $2}}"};
inline constexpr db::Statement kDepartmentName{
    "communications.department_name", "SELECT name FROM departments WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kUserDepartment{
    "communications.user_department",
    "SELECT department_id FROM users WHERE org_id = $1 AND id = $2"};

// --- Writing a communication ---------------------------------------------------------------------
inline constexpr db::Statement kInsert{
    "communications.insert",
    "INSERT INTO communications (org_id, author_id, audience, audience_id, audience_name, title, "
    "message, pinned, email, whatsapp, newsfeed, acknowledge, poll_question, poll_multiple, "
    "created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) "
    "RETURNING id"};
inline constexpr db::Statement kInsertOptions{
    "communications.insert_options",
    "INSERT INTO poll_options (communication_id, org_id, position, text) "
    "SELECT CAST($2 AS BIGINT), CAST($1 AS BIGINT), t.position, t.text "
    "FROM {{ZIP t position:INT $3 text:TEXT $4}}"};
// Attachments are the author's ($4) own finished uploads of the kind, by key.
inline constexpr db::Statement kInsertAttachments{
    "communications.insert_attachments",
    "INSERT INTO communication_attachments (communication_id, org_id, storage_key, name, "
    "content_type, size) SELECT CAST($2 AS BIGINT), u.org_id, u.storage_key, u.file_name, "
    "u.content_type, COALESCE(u.size, u.declared_size) FROM uploads u WHERE u.org_id = $1 AND "
    "u.upload_type = 'comm-attachment' AND u.completed_at IS NOT NULL AND "
    "u.storage_key {{ANY_TEXT $3}} AND u.user_id = $4 ORDER BY u.id"};
inline constexpr db::Statement kPin{
    "communications.pin", "UPDATE communications SET pinned = $3 WHERE org_id = $1 AND id = $2"};

// --- Reading
// ---------------------------------------------------------------------------------------
#define APLAUSO_COMMUNICATION_COLUMNS                                                             \
  "c.id, c.author_id, c.audience, c.audience_id, c.audience_name, c.title, c.message, c.pinned, " \
  "c.email, c.whatsapp, c.newsfeed, c.acknowledge, c.poll_question, c.poll_multiple, "            \
  "c.fanout_state, c.recipients_count, c.emailed_count, c.whatsapp_count, c.read_count, "         \
  "c.acknowledged_count, "                                                                        \
  "c.created_at "
inline constexpr db::Statement kOne{"communications.one",
                                    "SELECT " APLAUSO_COMMUNICATION_COLUMNS
                                    "FROM communications c WHERE c.org_id = $1 AND c.id = $2"};
// The admins' list, newest first (communications_org).
inline constexpr db::Statement kAdminPage{
    "communications.admin_page",
    "SELECT " APLAUSO_COMMUNICATION_COLUMNS
    "FROM communications c WHERE c.org_id = $1 ORDER BY c.id DESC LIMIT $2 OFFSET $3"};
inline constexpr db::Statement kAdminTotal{"communications.admin_total",
                                           "SELECT COUNT(*) FROM communications WHERE org_id = $1"};
// A person's list: pinned first, then newest (communication_recipients_user).
inline constexpr db::Statement kMemberPage{
    "communications.member_page",
    "SELECT " APLAUSO_COMMUNICATION_COLUMNS
    "FROM communication_recipients r JOIN communications c ON c.id = r.communication_id "
    "WHERE r.org_id = $1 AND r.user_id = $2 AND r.filed = $3 "
    "ORDER BY c.pinned DESC, c.id DESC LIMIT $4 OFFSET $5"};
inline constexpr db::Statement kMemberTotal{
    "communications.member_total",
    "SELECT COUNT(*) FROM communication_recipients WHERE org_id = $1 AND user_id = $2 AND "
    "filed = $3"};
// What was sent to one department or group, newest first (communications_audience).
inline constexpr db::Statement kAudiencePage{
    "communications.audience_page",
    "SELECT " APLAUSO_COMMUNICATION_COLUMNS
    "FROM communications c WHERE c.org_id = $1 AND c.audience = $2 AND c.audience_id = $3 "
    "ORDER BY c.id DESC LIMIT $4 OFFSET $5"};
inline constexpr db::Statement kAudienceTotal{
    "communications.audience_total",
    "SELECT COUNT(*) FROM communications WHERE org_id = $1 AND audience = $2 AND "
    "audience_id = $3"};
#undef APLAUSO_COMMUNICATION_COLUMNS

inline constexpr db::Statement kStates{
    "communications.states",
    "SELECT communication_id, read_at, acknowledged_at, filed FROM communication_recipients "
    "WHERE org_id = $1 AND user_id = $2 AND communication_id {{ANY_INT $3}}"};
inline constexpr db::Statement kOptions{
    "communications.options",
    "SELECT communication_id, id, text FROM poll_options WHERE org_id = $1 AND "
    "communication_id {{ANY_INT $2}} ORDER BY communication_id, position"};
inline constexpr db::Statement kVoteCounts{
    "communications.vote_counts",
    "SELECT communication_id, option_id, COUNT(*) FROM poll_votes WHERE org_id = $1 AND "
    "communication_id {{ANY_INT $2}} GROUP BY communication_id, option_id"};
inline constexpr db::Statement kVoters{
    "communications.voters",
    "SELECT communication_id, COUNT(DISTINCT user_id) FROM poll_votes WHERE org_id = $1 AND "
    "communication_id {{ANY_INT $2}} GROUP BY communication_id"};
inline constexpr db::Statement kMyVotes{
    "communications.my_votes",
    "SELECT communication_id, option_id FROM poll_votes WHERE org_id = $1 AND user_id = $2 AND "
    "communication_id {{ANY_INT $3}}"};
inline constexpr db::Statement kAttachments{
    "communications.attachments",
    "SELECT communication_id, storage_key, name, content_type, size FROM "
    "communication_attachments WHERE org_id = $1 AND communication_id {{ANY_INT $2}} "
    "ORDER BY communication_id, id"};

// --- A recipient's state
// ---------------------------------------------------------------------------
inline constexpr db::Statement kLockRecipient{
    "communications.lock_recipient",
    "SELECT read_at, acknowledged_at, filed FROM communication_recipients WHERE "
    "communication_id = $2 AND user_id = $3 AND org_id = $1 {{FOR_UPDATE}}"};
inline constexpr db::Statement kIsRecipient{
    "communications.is_recipient",
    "SELECT 1 FROM communication_recipients WHERE communication_id = $2 AND user_id = $3 AND "
    "org_id = $1"};
inline constexpr db::Statement kMarkRead{
    "communications.mark_read",
    "UPDATE communication_recipients SET read_at = $4 WHERE communication_id = $2 AND "
    "user_id = $3 AND org_id = $1 AND read_at IS NULL"};
inline constexpr db::Statement kAcknowledge{
    "communications.acknowledge",
    "UPDATE communication_recipients SET acknowledged_at = $4 WHERE communication_id = $2 AND "
    "user_id = $3 AND org_id = $1 AND acknowledged_at IS NULL"};
inline constexpr db::Statement kCountRead{
    "communications.count_read",
    "UPDATE communications SET read_count = read_count + 1 WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kCountAcknowledged{
    "communications.count_acknowledged",
    "UPDATE communications SET acknowledged_count = acknowledged_count + 1 WHERE org_id = $1 "
    "AND id = $2"};
inline constexpr db::Statement kFile{
    "communications.file",
    "UPDATE communication_recipients SET filed = $4 WHERE communication_id = $2 AND "
    "user_id = $3 AND org_id = $1"};
inline constexpr db::Statement kDeleteVotes{
    "communications.delete_votes",
    "DELETE FROM poll_votes WHERE communication_id = $2 AND user_id = $3 AND org_id = $1"};
inline constexpr db::Statement kInsertVotes{
    "communications.insert_votes",
    "INSERT INTO poll_votes (communication_id, user_id, option_id, org_id, created_at) "
    "SELECT o.communication_id, CAST($3 AS BIGINT), o.id, o.org_id, CAST($5 AS BIGINT) "
    "FROM poll_options o WHERE o.org_id = $1 AND o.communication_id = $2 AND "
    "o.id {{ANY_INT $4}}"};

// --- The recipients' report
// ------------------------------------------------------------------------ $3: all, unread, read,
// acknowledged or unacknowledged.
#define APLAUSO_RECIPIENT_FILTER                                                              \
  "FROM communication_recipients r JOIN users u ON u.id = r.user_id WHERE r.org_id = $1 AND " \
  "r.communication_id = $2 AND ($3 = 'all' OR ($3 = 'unread' AND r.read_at IS NULL) OR "      \
  "($3 = 'read' AND r.read_at IS NOT NULL) OR ($3 = 'acknowledged' AND r.acknowledged_at IS " \
  "NOT NULL) OR ($3 = 'unacknowledged' AND r.acknowledged_at IS NULL)) "
inline constexpr db::Statement kRecipients{
    "communications.recipients",
    "SELECT r.user_id, r.read_at, r.acknowledged_at, EXISTS (SELECT 1 FROM poll_votes v WHERE "
    "v.communication_id = r.communication_id AND v.user_id = r.user_id), (SELECT m.status FROM "
    "mail_outbox m WHERE m.id = r.mail_id), (SELECT w.status FROM whatsapp_outbox w WHERE "
    "w.id = r.whatsapp_id) " APLAUSO_RECIPIENT_FILTER
    "ORDER BY u.first_name, u.last_name, u.id LIMIT $4 OFFSET $5"};
inline constexpr db::Statement kRecipientsTotal{"communications.recipients_total",
                                                "SELECT COUNT(*) " APLAUSO_RECIPIENT_FILTER};
#undef APLAUSO_RECIPIENT_FILTER

// --- The fan-out ---------------------------------------------------------------------------------
// The oldest communication still going out, of any organisation; PostgreSQL skips one another
// node is delivering.
inline constexpr db::Statement kClaimFanOut{
    "communications.claim_fan_out",
    "SELECT id, org_id, author_id, audience, audience_id, title, message, email, whatsapp, "
    "fanout_state, fanout_cursor FROM communications WHERE id IN (SELECT id FROM communications "
    "WHERE "
    "fanout_state <> 'done' ORDER BY id LIMIT 1 {{SKIP_LOCKED}})"};
// Everyone active of the audience becomes a recipient ($3 audience, $4 department or group).
inline constexpr db::Statement kInsertRecipients{
    "communications.insert_recipients",
    "INSERT INTO communication_recipients (communication_id, user_id, org_id) "
    "SELECT CAST($2 AS BIGINT), u.id, u.org_id FROM users u WHERE u.org_id = $1 AND "
    "u.active = 1 AND u.erased_at IS NULL AND ($3 = 'all' OR ($3 = 'department' AND "
    "u.department_id = $4) OR ($3 = 'group' AND u.id IN (SELECT m.user_id FROM "
    "communication_group_members m WHERE m.org_id = $1 AND m.group_id = $4))) "
    "ON CONFLICT DO NOTHING"};
inline constexpr db::Statement kStartNotifying{
    "communications.start_notifying",
    "UPDATE communications SET fanout_state = 'notifying', recipients_count = (SELECT COUNT(*) "
    "FROM communication_recipients r WHERE r.communication_id = $2) WHERE org_id = $1 AND "
    "id = $2"};
// The next recipients to notify, by user id after the cursor (the primary key's order).
inline constexpr db::Statement kRecipientBatch{
    "communications.recipient_batch",
    "SELECT r.user_id, u.email, u.first_name, u.language, u.whatsapp_phone, u.whatsapp_active "
    "FROM communication_recipients r "
    "JOIN users u ON u.id = r.user_id WHERE r.communication_id = $1 AND r.user_id > $2 "
    "ORDER BY r.user_id LIMIT $3"};
// Which mail went to whom, for the recipients' report.
inline constexpr db::Statement kRecordMails{
    "communications.record_mails",
    "UPDATE communication_recipients SET mail_id = t.mail_id FROM "
    "{{ZIP t user_id:INT $3 mail_id:INT $4}} WHERE communication_recipients.communication_id = $2 "
    "AND communication_recipients.org_id = $1 AND communication_recipients.user_id = t.user_id"};
// Which WhatsApp message went to whom, for the recipients' report.
inline constexpr db::Statement kRecordWhatsApp{
    "communications.record_whatsapp",
    "UPDATE communication_recipients SET whatsapp_id = t.whatsapp_id FROM "
    "{{ZIP t user_id:INT $3 whatsapp_id:INT $4}} WHERE communication_recipients.communication_id "
    "= $2 AND communication_recipients.org_id = $1 AND communication_recipients.user_id = "
    "t.user_id"};
inline constexpr db::Statement kAdvance{
    "communications.advance",
    "UPDATE communications SET fanout_cursor = $3, emailed_count = emailed_count + $4, "
    "whatsapp_count = whatsapp_count + $6, "
    "fanout_state = $5 WHERE org_id = $1 AND id = $2"};

}  // namespace aplauso::communications::sql
