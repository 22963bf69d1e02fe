// SQL of challenges: challenges, their audience and approvers, participants and their teams,
// contributions, the score tables, claims, completions and the ending reminders. People (users,
// communication_group_members, departments, communication_groups), badges and finished uploads
// are read, never written. Statements that answer a member bind $1 organisation and $2 the
// member; APLAUSO_CHALLENGE_IN_AUDIENCE(c) is the audience rule of docs/challenges.md
// (everyone, or a listed department or communication group). Amounts are thousandths.
#pragma once

#include "db/statement.h"

namespace aplauso::challenges::sql {

#define APLAUSO_CHALLENGE_IN_AUDIENCE(c)                                                     \
  "(" #c                                                                                     \
  ".audience_everyone = 1 OR EXISTS (SELECT 1 FROM challenge_audience au WHERE "             \
  "au.org_id = " #c ".org_id AND au.challenge_id = " #c                                      \
  ".id AND ((au.kind = 'department' AND au.ref_id = (SELECT tu.department_id FROM users tu " \
  "WHERE tu.org_id = $1 AND tu.id = $2)) OR (au.kind = 'group' AND au.ref_id IN (SELECT "    \
  "tg.group_id FROM communication_group_members tg WHERE tg.org_id = $1 AND tg.user_id = "   \
  "$2)))))"

// The same rule for a person row u.
#define APLAUSO_CHALLENGE_PERSON_IN(c, u)                                            \
  "(" #c                                                                             \
  ".audience_everyone = 1 OR EXISTS (SELECT 1 FROM challenge_audience au WHERE "     \
  "au.org_id = " #c ".org_id AND au.challenge_id = " #c                              \
  ".id AND ((au.kind = 'department' AND au.ref_id = " #u                             \
  ".department_id) OR (au.kind = 'group' AND au.ref_id IN (SELECT tg.group_id FROM " \
  "communication_group_members tg WHERE tg.org_id = " #u ".org_id AND tg.user_id = " #u ".id)))))"

// A challenge row (ChallengeRow, challenge_repo.cpp reads the columns in this order).
// A challenge's own columns, then how many take part and how many claims wait: counted for the
// lists and the detail (APLAUSO_CHALLENGE_COLUMNS); left at 0 where a rule only needs the
// challenge (APLAUSO_CHALLENGE_BARE: deciding a claim, a product event, the jobs), so those do
// not count every participant per item.
#define APLAUSO_CHALLENGE_OWN_COLUMNS                                                          \
  "SELECT c.id, c.title, c.rules, c.cover_key, c.kind, c.team_basis, c.audience_everyone, "    \
  "c.starts_on, c.ends_on, c.recurrence, c.metric, c.product_event, c.evidence, c.unit, "      \
  "c.max_per_claim, c.target, c.reward_points, c.badge_id, c.approval, c.max_claims_per_day, " \
  "c.max_claims_total, c.four_eyes_points, c.alternative, c.join_mode, c.show_in_feed, "       \
  "c.status, c.position, c.checkin_secret, c.created_by, c.created_at, "
#define APLAUSO_CHALLENGE_COLUMNS                                                              \
  APLAUSO_CHALLENGE_OWN_COLUMNS                                                                \
  "(SELECT COUNT(*) FROM challenge_participants cp WHERE cp.org_id = c.org_id AND "            \
  "cp.challenge_id = c.id AND cp.left_at IS NULL), (SELECT COUNT(*) FROM challenge_claims cc " \
  "WHERE cc.org_id = c.org_id AND cc.challenge_id = c.id AND cc.status = 'pending') FROM "     \
  "challenges c "
#define APLAUSO_CHALLENGE_BARE APLAUSO_CHALLENGE_OWN_COLUMNS "0, 0 FROM challenges c "

// --- Challenges --------------------------------------------------------------------------------
inline constexpr db::Statement kFind{"challenges.find",
                                     APLAUSO_CHALLENGE_COLUMNS "WHERE c.org_id = $1 AND c.id = $2"};
inline constexpr db::Statement kFindBare{
    "challenges.find_bare", APLAUSO_CHALLENGE_BARE "WHERE c.org_id = $1 AND c.id = $2"};
inline constexpr db::Statement kInAudience{
    "challenges.in_audience",
    "SELECT c.id FROM challenges c WHERE c.org_id = $1 AND c.id {{ANY_INT $3}} AND "
    "" APLAUSO_CHALLENGE_IN_AUDIENCE(c)};
inline constexpr db::Statement kIsApprover{
    "challenges.is_approver",
    "SELECT COUNT(*) FROM challenge_approvers WHERE org_id = $1 AND challenge_id = $2 AND user_id "
    "= $3"};

// A member's list: $3 status ('' = active, inactive and ended), $4 1 = only those they take part
// in, $5 limit, $6 offset; position, then newest.
#define APLAUSO_CHALLENGE_MEMBER_FROM \
  "LEFT JOIN challenge_participants mp ON mp.org_id = c.org_id AND mp.challenge_id = c.id "    \
  "AND mp.user_id = $2 WHERE c.org_id = $1 AND c.status IN ('active', 'inactive', 'ended') "   \
  "AND (CAST($3 AS TEXT) = '' OR c.status = $3) AND " APLAUSO_CHALLENGE_IN_AUDIENCE(           \
      c) " AND ($4 = 0 OR (mp.user_id IS NOT NULL AND mp.left_at IS NULL) OR c.join_mode = " \
         "'automatic') "
inline constexpr db::Statement kMemberPage{"challenges.member_page",
                                           APLAUSO_CHALLENGE_COLUMNS APLAUSO_CHALLENGE_MEMBER_FROM
                                           "ORDER BY c.position, c.id DESC LIMIT $5 OFFSET $6",
                                           {},
                                           db::Planning::kPerCall};
inline constexpr db::Statement kMemberCount{
    "challenges.member_count",
    "SELECT COUNT(*) FROM challenges c " APLAUSO_CHALLENGE_MEMBER_FROM,
    {},
    db::Planning::kPerCall};
// The admins' list: $2 status ('' = every one but archived; 'archived' the archived ones).
#define APLAUSO_CHALLENGE_MANAGE_WHERE                                                         \
  "WHERE c.org_id = $1 AND ((CAST($2 AS TEXT) = '' AND c.status <> 'archived') OR c.status = " \
  "$2) "
inline constexpr db::Statement kManagePage{"challenges.manage_page",
                                           APLAUSO_CHALLENGE_COLUMNS APLAUSO_CHALLENGE_MANAGE_WHERE
                                           "ORDER BY c.position, c.id DESC LIMIT $3 OFFSET $4",
                                           {},
                                           db::Planning::kPerCall};
inline constexpr db::Statement kManageCount{
    "challenges.manage_count",
    "SELECT COUNT(*) FROM challenges c " APLAUSO_CHALLENGE_MANAGE_WHERE,
    {},
    db::Planning::kPerCall};

inline constexpr db::Statement kAudience{
    "challenges.audience",
    "SELECT challenge_id, kind, ref_id FROM challenge_audience WHERE org_id = $1 AND challenge_id "
    "{{ANY_INT $2}} ORDER BY challenge_id, kind, ref_id"};
inline constexpr db::Statement kDeleteAudience{
    "challenges.delete_audience",
    "DELETE FROM challenge_audience WHERE org_id = $1 AND challenge_id = $2"};
inline constexpr db::Statement kInsertAudience{
    "challenges.insert_audience",
    "INSERT INTO challenge_audience (org_id, challenge_id, kind, ref_id) SELECT CAST($1 AS "
    "BIGINT), CAST($2 AS BIGINT), x.kind, x.ref_id FROM {{ZIP x kind:TEXT $3 ref_id:INT $4}}"};
inline constexpr db::Statement kApprovers{
    "challenges.approvers",
    "SELECT challenge_id, user_id FROM challenge_approvers WHERE org_id = $1 AND challenge_id "
    "{{ANY_INT $2}} ORDER BY challenge_id, user_id"};
inline constexpr db::Statement kDeleteApprovers{
    "challenges.delete_approvers",
    "DELETE FROM challenge_approvers WHERE org_id = $1 AND challenge_id = $2"};
inline constexpr db::Statement kInsertApprovers{
    "challenges.insert_approvers",
    "INSERT INTO challenge_approvers (org_id, challenge_id, user_id) SELECT CAST($1 AS BIGINT), "
    "CAST($2 AS BIGINT), x.user_id FROM {{ZIP x user_id:INT $3}}"};
inline constexpr db::Statement kFirstPosition{
    "challenges.first_position",
    "SELECT COALESCE(MIN(position), 0) FROM challenges WHERE org_id = $1"};
inline constexpr db::Statement kInsert{
    "challenges.insert",
    "INSERT INTO challenges (org_id, title, rules, cover_key, kind, team_basis, audience_everyone, "
    "starts_on, ends_on, recurrence, metric, product_event, evidence, unit, max_per_claim, target, "
    "reward_points, badge_id, approval, max_claims_per_day, max_claims_total, four_eyes_points, "
    "alternative, join_mode, show_in_feed, status, position, checkin_secret, created_by, "
    "created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, "
    "$15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, 'draft', $26, $27, $28, $29, $29) "
    "RETURNING id"};
inline constexpr db::Statement kUpdate{
    "challenges.edit",
    "UPDATE challenges SET title = $3, rules = $4, cover_key = $5, kind = $6, team_basis = $7, "
    "audience_everyone = $8, starts_on = $9, ends_on = $10, recurrence = $11, metric = $12, "
    "product_event = $13, evidence = $14, unit = $15, max_per_claim = $16, target = $17, "
    "reward_points = $18, badge_id = $19, approval = $20, max_claims_per_day = $21, "
    "max_claims_total = $22, four_eyes_points = $23, alternative = $24, join_mode = $25, "
    "show_in_feed = $26, updated_at = $27 WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kSetStatus{
    "challenges.set_status",
    "UPDATE challenges SET status = $4, updated_at = $5 WHERE org_id = $1 AND id = $2 AND status = "
    "$3"};
inline constexpr db::Statement kCountMembers{
    "challenges.count_members",
    "SELECT COUNT(*) FROM users WHERE org_id = $1 AND active = 1 AND id {{ANY_INT $2}}"};
inline constexpr db::Statement kCountDepartments{
    "challenges.count_departments",
    "SELECT COUNT(*) FROM departments WHERE org_id = $1 AND id {{ANY_INT $2}}"};
inline constexpr db::Statement kCountGroups{
    "challenges.count_groups",
    "SELECT COUNT(*) FROM communication_groups WHERE org_id = $1 AND id {{ANY_INT $2}}"};
inline constexpr db::Statement kBadges{
    "challenges.badges",
    "SELECT id, name, image_key, active FROM badges WHERE org_id = $1 AND id {{ANY_INT $2}} ORDER "
    "BY id"};
inline constexpr db::Statement kUpload{
    "challenges.upload",
    "SELECT file_name, content_type FROM uploads WHERE org_id = $1 AND storage_key = $2 AND "
    "upload_type = $3 AND user_id = $4 AND completed_at IS NOT NULL"};
inline constexpr db::Statement kAdmins{
    "challenges.admins",
    "SELECT id FROM users WHERE org_id = $1 AND active = 1 AND user_type = 'admin' ORDER BY id"};
inline constexpr db::Statement kLeaderOf{
    "challenges.leader_of", "SELECT leader_id FROM users WHERE org_id = $1 AND id = $2"};
// The active people of a challenge's audience (the launch notification).
inline constexpr db::Statement kAudiencePeople{
    "challenges.audience_people",
    "SELECT u.id FROM challenges c JOIN users u ON u.org_id = c.org_id WHERE c.org_id = $1 AND "
    "c.id = $2 AND u.active = 1 AND u.erased_at IS NULL AND " APLAUSO_CHALLENGE_PERSON_IN(
        c, u) " ORDER BY u.id"};

// --- Participants and teams --------------------------------------------------------------------
inline constexpr db::Statement kParticipants{
    "challenges.participants",
    "SELECT challenge_id, left_at FROM challenge_participants WHERE org_id = $1 AND user_id = $2 "
    "AND challenge_id {{ANY_INT $3}}"};
// Joins (or rejoins); 1 row when the person was not taking part.
inline constexpr db::Statement kJoin{
    "challenges.join",
    "INSERT INTO challenge_participants (org_id, challenge_id, user_id, joined_at) VALUES ($1, $2, "
    "$3, $4) ON CONFLICT (org_id, challenge_id, user_id) DO UPDATE SET left_at = NULL, joined_at "
    "= excluded.joined_at WHERE challenge_participants.left_at IS NOT NULL"};
// A participant's own claims take turns (CHL-★1): their row is locked before the caps are counted,
// so two claims sent at once never both pass the last free place of the day.
inline constexpr db::Statement kLockParticipant{
    "challenges.lock_participant",
    "SELECT user_id FROM challenge_participants WHERE org_id = $1 AND challenge_id = $2 AND "
    "user_id = $3 {{FOR_UPDATE}}"};
inline constexpr db::Statement kLeave{
    "challenges.leave",
    "UPDATE challenge_participants SET left_at = $4 WHERE org_id = $1 AND challenge_id = $2 AND "
    "user_id = $3 AND left_at IS NULL"};
inline constexpr db::Statement kSetRanked{
    "challenges.set_ranked",
    "UPDATE challenge_scores SET ranked = $4 WHERE org_id = $1 AND challenge_id = $2 AND user_id "
    "= $3"};
// Automatic challenges: everyone active in the audience takes part (at activation).
inline constexpr db::Statement kEnrollAudience{
    "challenges.enroll_audience",
    "INSERT INTO challenge_participants (org_id, challenge_id, user_id, joined_at) SELECT "
    "c.org_id, "
    "c.id, u.id, CAST($3 AS BIGINT) FROM challenges c JOIN users u ON u.org_id = c.org_id WHERE "
    "c.org_id = $1 AND c.id = $2 AND u.active = 1 AND u.erased_at IS NULL AND "
    "" APLAUSO_CHALLENGE_PERSON_IN(c, u) " ON CONFLICT DO NOTHING"};
// The teams of the enrolled: their department, or their groups ($3 1 = only the groups the
// audience lists). Rebuilt on every join and leave; the conflict clauses keep two concurrent
// rebuilds from failing (the later one's counts stand).
inline constexpr db::Statement kDeleteTeamMembers{
    "challenges.delete_team_members",
    "DELETE FROM challenge_team_members WHERE org_id = $1 AND challenge_id = $2"};
inline constexpr db::Statement kDepartmentTeams{
    "challenges.department_teams",
    "INSERT INTO challenge_team_members (org_id, challenge_id, team_kind, team_id, user_id) SELECT "
    "p.org_id, p.challenge_id, 'department', u.department_id, p.user_id FROM "
    "challenge_participants p JOIN users u ON u.org_id = p.org_id AND u.id = p.user_id WHERE "
    "p.org_id = $1 AND p.challenge_id = $2 AND p.left_at IS NULL AND u.department_id IS NOT NULL "
    "ON CONFLICT DO NOTHING"};
inline constexpr db::Statement kGroupTeams{
    "challenges.group_teams",
    "INSERT INTO challenge_team_members (org_id, challenge_id, team_kind, team_id, user_id) SELECT "
    "p.org_id, p.challenge_id, 'group', g.group_id, p.user_id FROM challenge_participants p JOIN "
    "communication_group_members g ON g.org_id = p.org_id AND g.user_id = p.user_id WHERE "
    "p.org_id = $1 AND p.challenge_id = $2 AND p.left_at IS NULL AND ($3 = 0 OR EXISTS (SELECT 1 "
    "FROM challenge_audience a WHERE a.org_id = p.org_id AND a.challenge_id = p.challenge_id AND "
    "a.kind = 'group' AND a.ref_id = g.group_id)) ON CONFLICT DO NOTHING"};
inline constexpr db::Statement kDeleteTeams{
    "challenges.delete_teams",
    "DELETE FROM challenge_teams WHERE org_id = $1 AND challenge_id = $2"};
inline constexpr db::Statement kCountTeams{
    "challenges.count_teams",
    "INSERT INTO challenge_teams (org_id, challenge_id, team_kind, team_id, members) SELECT "
    "t.org_id, t.challenge_id, t.team_kind, t.team_id, t.n FROM (SELECT org_id, challenge_id, "
    "team_kind, team_id, COUNT(*) AS n FROM challenge_team_members WHERE org_id = $1 AND "
    "challenge_id = $2 GROUP BY org_id, challenge_id, team_kind, team_id) t WHERE 1 = 1 ON "
    "CONFLICT (org_id, challenge_id, team_kind, team_id) DO UPDATE SET members = excluded.members"};
inline constexpr db::Statement kTeamsOf{
    "challenges.teams_of",
    "SELECT team_kind, team_id FROM challenge_team_members WHERE org_id = $1 AND challenge_id = $2 "
    "AND user_id = $3 ORDER BY team_kind, team_id"};
inline constexpr db::Statement kTeamMemberIds{
    "challenges.team_member_ids",
    "SELECT user_id FROM challenge_team_members WHERE org_id = $1 AND challenge_id = $2 AND "
    "team_kind = $3 AND team_id = $4 ORDER BY user_id"};

// --- Contributions and scores ------------------------------------------------------------------
// Once per source: 0 rows when it was already counted.
inline constexpr db::Statement kContribute{
    "challenges.contribute",
    "INSERT INTO challenge_contributions (org_id, challenge_id, user_id, period_key, amount, "
    "source_kind, source_id, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO "
    "NOTHING RETURNING id"};
inline constexpr db::Statement kAddScore{
    "challenges.add_score",
    "INSERT INTO challenge_scores (org_id, challenge_id, period_key, user_id, score, reached_at, "
    "ranked) VALUES ($1, $2, $3, $4, $5, $6, 1) ON CONFLICT (challenge_id, period_key, user_id) DO "
    "UPDATE SET score = challenge_scores.score + excluded.score, reached_at = "
    "excluded.reached_at RETURNING score, completed_at"};
inline constexpr db::Statement kMarkScoreCompleted{
    "challenges.mark_score_completed",
    "UPDATE challenge_scores SET completed_at = $5 WHERE org_id = $1 AND challenge_id = $2 AND "
    "period_key = $3 AND user_id = $4 AND completed_at IS NULL"};
inline constexpr db::Statement kAddTeamScore{
    "challenges.add_team_score",
    "INSERT INTO challenge_team_scores (org_id, challenge_id, period_key, team_kind, team_id, "
    "total, reached_at) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (challenge_id, "
    "period_key, team_kind, team_id) DO UPDATE SET total = challenge_team_scores.total + "
    "excluded.total, reached_at = excluded.reached_at RETURNING total, completed_at, (SELECT "
    "t.members FROM challenge_teams t WHERE t.org_id = $1 AND t.challenge_id = $2 AND t.team_kind "
    "= $4 AND t.team_id = $5)"};
// The team's first crossing: one winner.
inline constexpr db::Statement kMarkTeamCompleted{
    "challenges.mark_team_completed",
    "UPDATE challenge_team_scores SET completed_at = $6 WHERE org_id = $1 AND challenge_id = $2 "
    "AND period_key = $3 AND team_kind = $4 AND team_id = $5 AND completed_at IS NULL"};
// A completion per person and period, once: returns the people newly completed and the
// completion (the ledger's reference).
inline constexpr db::Statement kComplete{
    "challenges.complete",
    "INSERT INTO challenge_completions (org_id, challenge_id, period_key, user_id, points, "
    "badge_id, completed_at) SELECT CAST($1 AS BIGINT), CAST($2 AS BIGINT), CAST($3 AS TEXT), "
    "x.user_id, CAST($4 AS BIGINT), CAST($5 AS BIGINT), CAST($6 AS BIGINT) FROM {{ZIP x "
    "user_id:INT $7}} WHERE 1 = 1 ON CONFLICT DO NOTHING RETURNING user_id, id"};
// The product-event hooks: the organisation's active challenges counting one of $2, with the
// module on.
inline constexpr db::Statement kOpenForEvent{
    "challenges.open_for_event", APLAUSO_CHALLENGE_BARE
    "WHERE c.org_id = $1 AND c.product_event {{ANY_TEXT $2}} AND "
    "c.status = 'active' AND EXISTS (SELECT 1 FROM org_services s WHERE s.org_id = c.org_id AND "
    "s.service = 'challenges' AND s.enabled = 1) ORDER BY c.id"};
inline constexpr db::Statement kTimezone{"challenges.timezone",
                                         "SELECT timezone FROM organizations WHERE id = $1"};

// --- The caller's part (batched over a page: ZIP of challenge ids and their current period) -----
inline constexpr db::Statement kMyScores{
    "challenges.my_scores",
    "SELECT s.challenge_id, s.score, s.completed_at, s.ranked, (SELECT COUNT(DISTINCT o.score) "
    "FROM challenge_scores o WHERE o.challenge_id = s.challenge_id AND o.period_key = "
    "s.period_key AND o.ranked = 1 AND o.score > s.score) FROM challenge_scores s JOIN {{ZIP x "
    "challenge_id:INT $3 period_key:TEXT $4}} ON s.challenge_id = x.challenge_id AND "
    "s.period_key = x.period_key WHERE s.org_id = $1 AND s.user_id = $2"};
inline constexpr db::Statement kMyTeams{
    "challenges.my_teams",
    "SELECT m.challenge_id, m.team_kind, m.team_id, COALESCE(d.name, g.name, ''), "
    "COALESCE(ts.total, 0), COALESCE(t.members, 0) FROM challenge_team_members m JOIN {{ZIP x "
    "challenge_id:INT $3 period_key:TEXT $4}} ON m.challenge_id = x.challenge_id LEFT JOIN "
    "challenge_team_scores ts ON ts.challenge_id = m.challenge_id AND ts.period_key = "
    "x.period_key AND ts.team_kind = m.team_kind AND ts.team_id = m.team_id LEFT JOIN "
    "challenge_teams t ON t.org_id = m.org_id AND t.challenge_id = m.challenge_id AND "
    "t.team_kind = m.team_kind AND t.team_id = m.team_id LEFT JOIN departments d ON m.team_kind "
    "= 'department' AND d.org_id = m.org_id AND d.id = m.team_id LEFT JOIN communication_groups g "
    "ON m.team_kind = 'group' AND g.org_id = m.org_id AND g.id = m.team_id WHERE m.org_id = $1 "
    "AND m.user_id = $2 ORDER BY m.challenge_id, m.team_kind, m.team_id"};
inline constexpr db::Statement kMyCompletions{
    "challenges.my_completions",
    "SELECT k.challenge_id, k.completed_at FROM challenge_completions k JOIN {{ZIP x "
    "challenge_id:INT $3 period_key:TEXT $4}} ON k.challenge_id = x.challenge_id AND "
    "k.period_key = x.period_key WHERE k.org_id = $1 AND k.user_id = $2"};
// Pending and approved claims today ($5) and in the current period, per challenge.
inline constexpr db::Statement kMyClaimCounts{
    "challenges.my_claim_counts",
    "SELECT k.challenge_id, SUM(CASE WHEN k.day = $5 THEN 1 ELSE 0 END), SUM(CASE WHEN "
    "k.period_key = x.period_key THEN 1 ELSE 0 END) FROM challenge_claims k JOIN {{ZIP x "
    "challenge_id:INT $3 period_key:TEXT $4}} ON k.challenge_id = x.challenge_id WHERE k.org_id "
    "= $1 AND k.user_id = $2 AND k.status IN ('pending', 'approved') GROUP BY k.challenge_id"};
inline constexpr db::Statement kMyCheckins{
    "challenges.my_checkins",
    "SELECT challenge_id FROM challenge_contributions WHERE challenge_id {{ANY_INT $3}} AND "
    "user_id = $2 AND source_kind = 'checkin' AND source_id = $4 AND org_id = $1"};

// --- Leaderboards ------------------------------------------------------------------------------
#define APLAUSO_RANKED "WHERE challenge_id = $1 AND period_key = $2 AND ranked = 1 AND score > 0 "
inline constexpr db::Statement kTop{
    "challenges.top",
    "SELECT user_id, score, reached_at, completed_at FROM challenge_scores " APLAUSO_RANKED
    "ORDER BY score DESC, reached_at, user_id LIMIT 10"};
inline constexpr db::Statement kRankedCount{
    "challenges.ranked_count", "SELECT COUNT(*) FROM challenge_scores " APLAUSO_RANKED};
inline constexpr db::Statement kScoreOf{
    "challenges.score_of",
    "SELECT user_id, score, reached_at, completed_at FROM challenge_scores " APLAUSO_RANKED
    "AND user_id = $3"};
inline constexpr db::Statement kRankOf{
    "challenges.rank_of",
    "SELECT COUNT(DISTINCT score) FROM challenge_scores " APLAUSO_RANKED "AND score > $3"};
// The one just ahead of ($3 score, $4 reached_at, $5 user).
inline constexpr db::Statement kAhead{
    "challenges.ahead",
    "SELECT user_id, score, reached_at, completed_at FROM challenge_scores " APLAUSO_RANKED
    "AND (score > $3 OR (score = $3 AND (reached_at < $4 OR (reached_at = $4 AND user_id < "
    "$5)))) ORDER BY score, reached_at DESC, user_id DESC LIMIT 1"};
// Every team of a period with its members now and its name (teams are few: departments, groups).
inline constexpr db::Statement kTeamBoard{
    "challenges.team_board",
    "SELECT ts.team_kind, ts.team_id, COALESCE(d.name, g.name, ''), ts.total, t.members, "
    "ts.reached_at, ts.completed_at FROM challenge_team_scores ts JOIN challenge_teams t ON "
    "t.org_id = ts.org_id AND t.challenge_id = ts.challenge_id AND t.team_kind = ts.team_kind AND "
    "t.team_id = ts.team_id LEFT JOIN departments d ON ts.team_kind = 'department' AND d.org_id = "
    "ts.org_id AND d.id = ts.team_id LEFT JOIN communication_groups g ON ts.team_kind = 'group' "
    "AND g.org_id = ts.org_id AND g.id = ts.team_id WHERE ts.org_id = $1 AND ts.challenge_id = $2 "
    "AND ts.period_key = $3 AND ts.total > 0 AND t.members > 0"};

// --- Claims ------------------------------------------------------------------------------------
// A claim row (ClaimRow) with its challenge's title, metric and unit and the claimant's leader.
#define APLAUSO_CLAIM_COLUMNS                                                                      \
  "SELECT k.id, k.challenge_id, c.title, c.metric, c.unit, k.user_id, k.status, k.period_key, "    \
  "k.day, k.body, k.link, k.upload_key, k.upload_name, k.upload_type, k.number, "                  \
  "k.used_alternative, k.approvals_needed, k.first_approver_id, k.reviewer_id, k.reason, "         \
  "k.decided_at, k.created_at, u.leader_id FROM challenge_claims k JOIN challenges c ON c.org_id " \
  "= k.org_id AND c.id = k.challenge_id JOIN users u ON u.org_id = k.org_id AND u.id = k.user_id "
inline constexpr db::Statement kClaim{"challenges.claim",
                                      APLAUSO_CLAIM_COLUMNS "WHERE k.org_id = $1 AND k.id = $2"};
inline constexpr db::Statement kInsertClaim{
    "challenges.insert_claim",
    "INSERT INTO challenge_claims (org_id, challenge_id, user_id, status, period_key, day, body, "
    "link, upload_key, upload_name, upload_type, content_hash, number, used_alternative, "
    "approvals_needed, created_at) VALUES ($1, $2, $3, 'pending', $4, $5, $6, $7, $8, $9, $10, "
    "$11, $12, $13, $14, $15) RETURNING id"};
inline constexpr db::Statement kDuplicate{
    "challenges.duplicate",
    "SELECT COUNT(*) FROM challenge_claims WHERE challenge_id = $2 AND org_id = $1 AND status <> "
    "'rejected' AND (content_hash = $3 OR link = $4)"};
// pending → $3 (approved, rejected): one winner whatever the concurrency.
inline constexpr db::Statement kDecide{
    "challenges.decide",
    "UPDATE challenge_claims SET status = $3, reviewer_id = $4, reason = $5, decided_at = $6 "
    "WHERE org_id = $1 AND id = $2 AND status = 'pending'"};
inline constexpr db::Statement kFirstApproval{
    "challenges.first_approval",
    "UPDATE challenge_claims SET first_approver_id = $3, first_approved_at = $4 WHERE org_id = $1 "
    "AND id = $2 AND status = 'pending' AND first_approver_id IS NULL"};
// The member's own: $3 challenge (0 = all), $4 status (''), $5 limit, $6 offset.
#define APLAUSO_CLAIM_MINE_WHERE                                                                \
  "WHERE k.org_id = $1 AND k.user_id = $2 AND ($3 = 0 OR k.challenge_id = $3) AND (CAST($4 AS " \
  "TEXT) = '' OR k.status = $4) "
inline constexpr db::Statement kMine{"challenges.mine",
                                     APLAUSO_CLAIM_COLUMNS APLAUSO_CLAIM_MINE_WHERE
                                     "ORDER BY k.id DESC LIMIT $5 OFFSET $6",
                                     {},
                                     db::Planning::kPerCall};
inline constexpr db::Statement kMineCount{
    "challenges.mine_count",
    "SELECT COUNT(*) FROM challenge_claims k " APLAUSO_CLAIM_MINE_WHERE,
    {},
    db::Planning::kPerCall};
// A challenge's: $3 status (''), $4 limit, $5 offset; pending first, then newest.
inline constexpr db::Statement kOfChallenge{
    "challenges.of_challenge",
    APLAUSO_CLAIM_COLUMNS
    "WHERE k.org_id = $1 AND k.challenge_id = $2 AND (CAST($3 AS TEXT) = '' OR k.status = $3) "
    "ORDER BY CASE WHEN k.status = 'pending' THEN 0 ELSE 1 END, k.id DESC LIMIT $4 OFFSET $5",
    {},
    db::Planning::kPerCall};
inline constexpr db::Statement kOfChallengeCount{
    "challenges.of_challenge_count",
    "SELECT COUNT(*) FROM challenge_claims k WHERE k.org_id = $1 AND k.challenge_id = $2 AND "
    "(CAST($3 AS TEXT) = '' OR k.status = $3)",
    {},
    db::Planning::kPerCall};
// What approver $2 may decide ($3 1 for an admin): not their own, not a four-eyes claim they
// approved first; their direct reports' and the challenges' they approve; oldest first.
#define APLAUSO_CLAIM_PENDING_WHERE                                                               \
  "WHERE k.org_id = $1 AND k.status = 'pending' AND k.user_id <> $2 AND (k.first_approver_id IS " \
  "NULL OR k.first_approver_id <> $2) AND ($3 = 1 OR u.leader_id = $2 OR EXISTS (SELECT 1 FROM "  \
  "challenge_approvers o WHERE o.org_id = k.org_id AND o.challenge_id = k.challenge_id AND "      \
  "o.user_id = $2)) "
inline constexpr db::Statement kPendingFor{"challenges.pending_for",
                                           APLAUSO_CLAIM_COLUMNS APLAUSO_CLAIM_PENDING_WHERE
                                           "ORDER BY k.created_at, k.id LIMIT $4"};
inline constexpr db::Statement kPendingCount{
    "challenges.pending_count",
    "SELECT COUNT(*) FROM challenge_claims k JOIN users u ON u.org_id = k.org_id AND u.id = "
    "k.user_id " APLAUSO_CLAIM_PENDING_WHERE};

// --- Activity and figures ----------------------------------------------------------------------
#define APLAUSO_ACTIVITY_UNION                                                                  \
  "SELECT 'claim' AS kind, k.id AS ref, k.user_id AS who, COALESCE(k.number, 1000) AS amount, " \
  "k.decided_at AS at FROM challenge_claims k WHERE k.org_id = $1 AND k.challenge_id = $2 AND " \
  "k.status = 'approved' UNION ALL SELECT 'completion', m.id, m.user_id, m.points, "            \
  "m.completed_at FROM challenge_completions m WHERE m.org_id = $1 AND m.challenge_id = $2"
inline constexpr db::Statement kActivity{
    "challenges.activity", "SELECT kind, ref, who, amount, at FROM (" APLAUSO_ACTIVITY_UNION
                           ") a ORDER BY at DESC, ref DESC LIMIT $3 OFFSET $4"};
inline constexpr db::Statement kActivityCount{
    "challenges.activity_count", "SELECT COUNT(*) FROM (" APLAUSO_ACTIVITY_UNION ") a"};
inline constexpr db::Statement kClaimsByStatus{
    "challenges.claims_by_status",
    "SELECT status, COUNT(*) FROM challenge_claims WHERE org_id = $1 AND challenge_id = $2 GROUP "
    "BY status ORDER BY status"};
inline constexpr db::Statement kCompletionFigures{
    "challenges.completion_figures",
    "SELECT COUNT(*), COALESCE(SUM(points), 0) FROM challenge_completions WHERE org_id = $1 AND "
    "challenge_id = $2"};
inline constexpr db::Statement kContributionFigures{
    "challenges.contribution_figures",
    "SELECT COUNT(*), COALESCE(SUM(CASE WHEN source_kind = 'checkin' THEN 1 ELSE 0 END), 0) FROM "
    "challenge_contributions WHERE org_id = $1 AND challenge_id = $2"};

// --- Jobs --------------------------------------------------------------------------------------
// Active and inactive challenges ending by $1 (a day) of organisations with the module on.
inline constexpr db::Statement kEndingBy{
    "challenges.ending_by",
    "SELECT c.org_id, o.timezone, c.id, c.ends_on FROM challenges c JOIN organizations o ON o.id "
    "= c.org_id WHERE c.status IN ('active', 'inactive') AND c.ends_on <= $1 AND EXISTS (SELECT 1 "
    "FROM org_services s WHERE s.org_id = c.org_id AND s.service = 'challenges' AND s.enabled = "
    "1) ORDER BY c.org_id, c.id"};
// The ending reminder, once per participant who has not completed the period $3.
inline constexpr db::Statement kClaimReminders{
    "challenges.claim_reminders",
    "INSERT INTO challenge_reminders (org_id, challenge_id, user_id, created_at) SELECT p.org_id, "
    "p.challenge_id, p.user_id, CAST($4 AS BIGINT) FROM challenge_participants p JOIN users u ON "
    "u.org_id = p.org_id AND u.id = p.user_id WHERE p.org_id = $1 AND p.challenge_id = $2 AND "
    "p.left_at IS NULL AND u.active = 1 AND NOT EXISTS (SELECT 1 FROM challenge_completions k "
    "WHERE k.challenge_id = p.challenge_id AND k.period_key = $3 AND k.user_id = p.user_id) ON "
    "CONFLICT DO NOTHING RETURNING user_id"};

// --- A person erased (ADR 0018) ----------------------------------------------------------------
// The challenges the person takes part in (their teams are counted again once they leave).
inline constexpr db::Statement kJoinedByPerson{
    "challenges.joined_by_person",
    "SELECT challenge_id FROM challenge_participants WHERE org_id = $1 AND user_id = $2 AND "
    "left_at IS NULL ORDER BY challenge_id"};
inline constexpr db::Statement kLeaveAllOfPerson{
    "challenges.leave_all_of_person",
    "UPDATE challenge_participants SET left_at = $3 WHERE org_id = $1 AND user_id = $2 AND "
    "left_at IS NULL"};
inline constexpr db::Statement kUnrankPerson{
    "challenges.unrank_person",
    "UPDATE challenge_scores SET ranked = 0 WHERE org_id = $1 AND user_id = $2"};
// What waited is turned down (nothing counted); every claim loses its evidence.
inline constexpr db::Statement kRejectPendingOfPerson{
    "challenges.reject_pending_of_person",
    "UPDATE challenge_claims SET status = 'rejected', reason = 'Persona eliminada', decided_at = "
    "$3 WHERE org_id = $1 AND user_id = $2 AND status = 'pending'"};
inline constexpr db::Statement kForgetEvidence{
    "challenges.forget_evidence",
    "UPDATE challenge_claims SET body = '', link = NULL, upload_key = NULL, upload_name = NULL, "
    "upload_type = NULL, content_hash = NULL WHERE org_id = $1 AND user_id = $2"};
inline constexpr db::Statement kForgetApprover{
    "challenges.forget_approver",
    "DELETE FROM challenge_approvers WHERE org_id = $1 AND user_id = $2"};

}  // namespace aplauso::challenges::sql
