// SQL of point accounts, the double-entry ledger, point rules and levels. Every statement filters
// by organisation ($1).
#pragma once

#include "db/statement.h"

namespace aplauso::points::sql {

// --- Accounts --------------------------------------------------------------------------------
inline constexpr db::Statement kAccounts{
    "points.accounts",
    "SELECT user_id, id FROM point_accounts WHERE org_id = $1 AND kind = $2 AND "
    "user_id {{ANY_INT $3}}"};
// A movement's give and redeem accounts in one read.
// The giver's give account and the receivers' redeem accounts, locked in id order (as kLock).
inline constexpr db::Statement kLockGiveAndRedeem{
    "points.lock_give_and_redeem",
    "SELECT user_id, kind, id, balance FROM point_accounts WHERE org_id = $1 AND "
    "((kind = 'give' AND user_id = $2) OR (kind = 'redeem' AND user_id {{ANY_INT $3}})) "
    "ORDER BY id {{FOR_UPDATE}}"};
// Only members of the organisation get accounts.
inline constexpr db::Statement kCreateAccounts{
    "points.create_accounts",
    "INSERT INTO point_accounts (org_id, user_id, kind, balance, total_received, updated_at) "
    "SELECT u.org_id, u.id, CAST($2 AS TEXT), 0, 0, CAST($4 AS BIGINT) FROM users u "
    "WHERE u.org_id = $1 AND u.id {{ANY_INT $3}} "
    "ON CONFLICT DO NOTHING"};
inline constexpr db::Statement kTreasury{
    "points.treasury", "SELECT id FROM point_accounts WHERE org_id = $1 AND kind = 'treasury'"};
inline constexpr db::Statement kCreateTreasury{
    "points.create_treasury",
    "INSERT INTO point_accounts (org_id, user_id, kind, balance, total_received, updated_at) "
    "VALUES ($1, NULL, 'treasury', 0, 0, $2) ON CONFLICT DO NOTHING"};
// Locks every account of a movement in id order, so that two movements never wait on each
// other in opposite orders (no deadlock), and reads their balances.
inline constexpr db::Statement kLock{
    "points.lock",
    "SELECT id, balance, kind FROM point_accounts WHERE org_id = $1 AND id {{ANY_INT $2}} "
    "ORDER BY id {{FOR_UPDATE}}"};
inline constexpr db::Statement kApply{
    "points.apply",
    "UPDATE point_accounts SET balance = balance + t.delta, "
    "total_received = total_received + t.received, updated_at = $5 "
    "FROM {{ZIP t id:INT $2 delta:INT $3 received:INT $4}} "
    "WHERE point_accounts.id = t.id AND point_accounts.org_id = $1"};
inline constexpr db::Statement kRecord{
    "points.record",
    "INSERT INTO ledger_entries (org_id, debit_account_id, credit_account_id, amount, kind, "
    "reference_type, reference_id, actor_id, memo, created_at) "
    "SELECT CAST($1 AS BIGINT), t.debit, t.credit, t.amount, CAST($5 AS TEXT), CAST($6 AS TEXT), "
    "CAST($7 AS BIGINT), CAST($8 AS BIGINT), CAST($9 AS TEXT), CAST($10 AS BIGINT) "
    "FROM {{ZIP t debit:INT $2 credit:INT $3 amount:INT $4}}"};
inline constexpr db::Statement kBalances{
    "points.balances",
    "SELECT kind, balance, total_received FROM point_accounts WHERE org_id = $1 AND user_id = $2"};
inline constexpr db::Statement kUnusedGive{
    "points.unused_give",
    "SELECT id, balance FROM point_accounts WHERE org_id = $1 AND kind = 'give' AND balance > 0"};
inline constexpr db::Statement kBalanceSum{
    "points.balance_sum", "SELECT SUM(balance) FROM point_accounts WHERE org_id = $1"};

// --- Ledger reads ----------------------------------------------------------------------------
// One row per entry touching the member's accounts, seen from that side.
#define APLAUSO_HISTORY_FROM                                                             \
  "FROM point_accounts mine JOIN ledger_entries e ON e.org_id = mine.org_id AND "        \
  "(e.debit_account_id = mine.id OR e.credit_account_id = mine.id) "                     \
  "JOIN point_accounts other ON other.id = CASE WHEN e.debit_account_id = mine.id "      \
  "THEN e.credit_account_id ELSE e.debit_account_id END AND other.org_id = mine.org_id " \
  "WHERE mine.org_id = $1 AND mine.user_id = $2 "
inline constexpr db::Statement kHistory{
    "points.history",
    "SELECT e.id, e.kind, e.amount, e.reference_type, e.reference_id, e.memo, e.created_at, "
    "mine.kind, CASE WHEN e.debit_account_id = mine.id THEN 1 ELSE 0 END, "
    "other.user_id " APLAUSO_HISTORY_FROM "ORDER BY e.id DESC LIMIT $3 OFFSET $4"};
inline constexpr db::Statement kHistoryCount{"points.history_count",
                                             "SELECT COUNT(*) " APLAUSO_HISTORY_FROM};
#undef APLAUSO_HISTORY_FROM
// Seen from the receiving side: the credited account, amount positive, and who paid.
inline constexpr db::Statement kByReference{
    "points.by_reference",
    "SELECT e.id, e.kind, e.amount, e.reference_type, e.reference_id, e.memo, e.created_at, "
    "c.kind, 0, d.user_id FROM ledger_entries e "
    "JOIN point_accounts c ON c.id = e.credit_account_id AND c.org_id = e.org_id "
    "JOIN point_accounts d ON d.id = e.debit_account_id AND d.org_id = e.org_id "
    "WHERE e.org_id = $1 AND e.reference_type = $2 AND e.reference_id = $3 ORDER BY e.id"};
// Integer division groups by UTC day on both engines.
inline constexpr db::Statement kOutputs{
    "points.outputs",
    "SELECT kind, created_at / 86400000 AS day, COUNT(*), SUM(amount) FROM ledger_entries "
    "WHERE org_id = $1 AND created_at >= $2 AND created_at < $3 "
    "GROUP BY kind, created_at / 86400000 ORDER BY day, kind"};

// The console's overview: the period's movements by kind (ledger_kind_time), and the give points
// active members still hold.
inline constexpr db::Statement kKindTotals{
    "points.kind_totals",
    "SELECT kind, SUM(amount) FROM ledger_entries WHERE org_id = $1 AND created_at >= $2 AND "
    "created_at < $3 GROUP BY kind"};
inline constexpr db::Statement kGiveHeld{
    "points.give_held",
    "SELECT COALESCE(SUM(a.balance), 0) FROM point_accounts a JOIN users u ON u.id = a.user_id "
    "AND u.org_id = a.org_id AND u.active = 1 WHERE a.org_id = $1 AND a.kind = 'give'"};

// --- Rules and periods -----------------------------------------------------------------------
inline constexpr db::Statement kRules{
    "points.rules",
    "SELECT points_period, base_points, expire_unused FROM point_rules WHERE org_id = $1"};
inline constexpr db::Statement kSetRules{
    "points.set_rules",
    "INSERT INTO point_rules (org_id, points_period, base_points, expire_unused, updated_at) "
    "VALUES ($1, $2, $3, $4, $5) ON CONFLICT (org_id) DO UPDATE SET points_period = "
    "excluded.points_period, base_points = excluded.base_points, expire_unused = "
    "excluded.expire_unused, updated_at = excluded.updated_at"};
inline constexpr db::Statement kDueOrganizations{
    "points.due_organizations",
    "SELECT r.org_id, r.points_period, r.base_points, r.expire_unused FROM point_rules r "
    "JOIN organizations o ON o.id = r.org_id WHERE o.active = 1 AND (r.base_points > 0 OR "
    "r.expire_unused = 1)"};
inline constexpr db::Statement kClaimPeriod{
    "points.claim_period",
    "INSERT INTO point_periods (org_id, period_key, processed_at) VALUES ($1, $2, $3) "
    "ON CONFLICT (org_id, period_key) DO NOTHING"};

// --- Levels ----------------------------------------------------------------------------------
inline constexpr db::Statement kLevels{
    "points.levels",
    "SELECT id, name, min_points, emoji, name_en, badge_id FROM levels WHERE org_id = $1 "
    "ORDER BY min_points"};
inline constexpr db::Statement kDeleteLevels{"points.delete_levels",
                                             "DELETE FROM levels WHERE org_id = $1"};
inline constexpr db::Statement kInsertLevel{
    "points.insert_level",
    "INSERT INTO levels (org_id, name, min_points, emoji, created_at, name_en, badge_id) "
    "VALUES ($1, $2, $3, $4, $5, $6, $7)"};

// --- Level progress (LVL-1..4) ----------------------------------------------------------------
// Which ledger kinds count toward levels (a JSON array; no row: the defaults).
inline constexpr db::Statement kLevelSources{
    "points.level_sources", "SELECT sources FROM level_settings WHERE org_id = $1"};
inline constexpr db::Statement kSetLevelSources{
    "points.set_level_sources",
    "INSERT INTO level_settings (org_id, sources, updated_at) VALUES ($1, $2, $3) "
    "ON CONFLICT (org_id) DO UPDATE SET sources = excluded.sources, "
    "updated_at = excluded.updated_at"};
// The level basis of redeem accounts ($2): what the counted kinds ($3) credited them
// (ledger_credit).
inline constexpr db::Statement kLevelBasisOfAccounts{
    "points.level_basis_of_accounts",
    "SELECT a.id, a.user_id, COALESCE(SUM(e.amount), 0) FROM point_accounts a "
    "LEFT JOIN ledger_entries e ON e.org_id = a.org_id AND e.credit_account_id = a.id AND "
    "e.kind {{ANY_TEXT $3}} WHERE a.org_id = $1 AND a.kind = 'redeem' AND a.id {{ANY_INT $2}} "
    "GROUP BY a.id, a.user_id"};
inline constexpr db::Statement kLevelBasisOfUser{
    "points.level_basis_of_user",
    "SELECT COALESCE(SUM(e.amount), 0) FROM point_accounts a JOIN ledger_entries e ON "
    "e.org_id = a.org_id AND e.credit_account_id = a.id WHERE a.org_id = $1 AND a.user_id = $2 "
    "AND a.kind = 'redeem' AND e.kind {{ANY_TEXT $3}}"};
// Every active member's level basis (the editor's preview, LVL-4): one aggregate.
inline constexpr db::Statement kLevelBasisOfMembers{
    "points.level_basis_of_members",
    "SELECT u.id, COALESCE(SUM(e.amount), 0) FROM users u "
    "LEFT JOIN point_accounts a ON a.org_id = u.org_id AND a.user_id = u.id AND a.kind = 'redeem' "
    "LEFT JOIN ledger_entries e ON e.org_id = a.org_id AND e.credit_account_id = a.id AND "
    "e.kind {{ANY_TEXT $2}} WHERE u.org_id = $1 AND u.active = 1 GROUP BY u.id"};
// What each kind credited a member's redeem account since $3 (LVL-★3's pace).
inline constexpr db::Statement kRecentBySource{
    "points.recent_by_source",
    "SELECT e.kind, SUM(e.amount) FROM point_accounts a JOIN ledger_entries e ON "
    "e.org_id = a.org_id AND e.credit_account_id = a.id WHERE a.org_id = $1 AND a.user_id = $2 "
    "AND a.kind = 'redeem' AND e.created_at >= $3 GROUP BY e.kind ORDER BY e.kind"};
// A level-up, once per person and level: false (nothing inserted) when already announced.
inline constexpr db::Statement kInsertLevelUp{
    "points.insert_level_up",
    "INSERT INTO level_ups (org_id, user_id, level_name, level_name_en, level_emoji, "
    "min_points, basis, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) "
    "ON CONFLICT (org_id, user_id, level_name, min_points) DO NOTHING"};
inline constexpr db::Statement kLevelUps{
    "points.level_ups",
    "SELECT level_name, level_name_en, level_emoji, min_points, created_at FROM level_ups "
    "WHERE org_id = $1 AND user_id = $2 ORDER BY created_at DESC, id DESC LIMIT 50"};
// Who chose not to publish their level-ups among $2 (no row: they publish).
inline constexpr db::Statement kQuietMembers{
    "points.quiet_members",
    "SELECT user_id FROM level_preferences WHERE org_id = $1 AND user_id {{ANY_INT $2}} AND "
    "publish_level_ups = 0"};
inline constexpr db::Statement kSetPublishLevelUps{
    "points.set_publish_level_ups",
    "INSERT INTO level_preferences (org_id, user_id, publish_level_ups, updated_at) "
    "VALUES ($1, $2, $3, $4) ON CONFLICT (org_id, user_id) DO UPDATE SET "
    "publish_level_ups = excluded.publish_level_ups, updated_at = excluded.updated_at"};

// --- Point requests ----------------------------------------------------------------------------
#define APLAUSO_REQUEST_COLUMNS                                                                  \
  "r.id, r.user_id, r.amount, r.reason, r.attachment_key, r.attachment_name, r.status, r.note, " \
  "r.decided_by, r.decided_at, r.created_at "
inline constexpr db::Statement kInsertRequest{
    "points.insert_request",
    "INSERT INTO point_requests (org_id, user_id, amount, reason, attachment_key, "
    "attachment_name, status, created_at) VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7) "
    "RETURNING id"};
inline constexpr db::Statement kPendingOf{
    "points.pending_request_of",
    "SELECT COUNT(*) FROM point_requests WHERE org_id = $1 AND user_id = $2 AND "
    "status = 'pending'"};
// The file name of a finished upload of the requester ($3) for a point request's attachment:
// another member's upload is not theirs to attach.
inline constexpr db::Statement kAttachmentName{
    "points.attachment_name",
    "SELECT file_name FROM uploads WHERE org_id = $1 AND storage_key = $2 AND upload_type = "
    "'post-attachments' AND completed_at IS NOT NULL AND user_id = $3"};
inline constexpr db::Statement kRequest{
    "points.request", "SELECT " APLAUSO_REQUEST_COLUMNS
                      "FROM point_requests r WHERE r.org_id = $1 AND r.id = $2 {{FOR_UPDATE}}"};
// $3: a status, or NULL for all.
inline constexpr db::Statement kMyRequests{
    "points.my_requests",
    "SELECT " APLAUSO_REQUEST_COLUMNS
    "FROM point_requests r WHERE r.org_id = $1 AND r.user_id = $2 AND (CAST($3 AS TEXT) IS NULL "
    "OR r.status = $3) ORDER BY r.id DESC LIMIT $4 OFFSET $5"};
inline constexpr db::Statement kMyRequestsTotal{
    "points.my_requests_total",
    "SELECT COUNT(*) FROM point_requests r WHERE r.org_id = $1 AND r.user_id = $2 AND "
    "(CAST($3 AS TEXT) IS NULL OR r.status = $3)"};
// What $2 may decide: everyone else's when $4 = 1 (an admin); else the people they lead, those
// of the departments they lead, and, for a leader ($5 = 1), those of their own department ($6).
#define APLAUSO_REVIEW_FILTER                                                                      \
  "FROM point_requests r JOIN users u ON u.id = r.user_id AND u.org_id = r.org_id WHERE "          \
  "r.org_id = $1 AND r.user_id <> $2 AND (CAST($3 AS TEXT) IS NULL OR r.status = $3) AND ($4 = 1 " \
  "OR u.leader_id = $2 OR u.department_id IN (SELECT d.id FROM departments d WHERE d.org_id = $1 " \
  "AND d.leader_id = $2) OR ($5 = 1 AND u.department_id = CAST($6 AS BIGINT))) "
inline constexpr db::Statement kReview{"points.review_requests",
                                       "SELECT " APLAUSO_REQUEST_COLUMNS APLAUSO_REVIEW_FILTER
                                       "ORDER BY r.id DESC LIMIT $7 OFFSET $8"};
// The approvals inbox's order: what waits longest first.
inline constexpr db::Statement kReviewOldest{"points.review_requests_oldest",
                                             "SELECT " APLAUSO_REQUEST_COLUMNS APLAUSO_REVIEW_FILTER
                                             "ORDER BY r.id LIMIT $7 OFFSET $8"};
inline constexpr db::Statement kReviewTotal{"points.review_requests_total",
                                            "SELECT COUNT(*) " APLAUSO_REVIEW_FILTER};
#undef APLAUSO_REVIEW_FILTER
#undef APLAUSO_REQUEST_COLUMNS
// Whether $3 leads $2: their leader, their department's leader, or a leader of their department.
inline constexpr db::Statement kLeads{
    "points.leads",
    "SELECT COUNT(*) FROM users u WHERE u.org_id = $1 AND u.id = $2 AND (u.leader_id = $3 OR "
    "u.department_id IN (SELECT d.id FROM departments d WHERE d.org_id = $1 AND d.leader_id = $3) "
    "OR ($4 = 1 AND u.department_id = CAST($5 AS BIGINT)))"};
inline constexpr db::Statement kDepartmentOf{
    "points.department_of", "SELECT department_id FROM users WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kDecide{
    "points.decide_request",
    "UPDATE point_requests SET status = $3, note = $4, decided_by = $5, decided_at = $6 WHERE "
    "org_id = $1 AND id = $2 AND status = 'pending'"};

}  // namespace aplauso::points::sql
