// SQL of programs: programs, their audience, owners, actions and prerequisites, assignments,
// submissions and the due reminders. People (users, communication_group_members, departments)
// and finished uploads are read, never written. Statements that answer a member bind $1
// organisation and $2 the member; APLAUSO_PROGRAM_TAKES_PART(p) is the audience rule of
// docs/programs.md (everyone, a listed department or communication group, or an assignment).
#pragma once

#include "db/statement.h"

namespace aplauso::programs::sql {

#define APLAUSO_PROGRAM_TAKES_PART(p)                                                          \
  "(" #p                                                                                       \
  ".audience_everyone = 1 OR EXISTS (SELECT 1 FROM program_assignments ta WHERE "              \
  "ta.org_id = " #p ".org_id AND ta.program_id = " #p                                          \
  ".id AND ta.user_id = $2) OR EXISTS "                                                        \
  "(SELECT 1 FROM program_audience au WHERE au.org_id = " #p ".org_id AND au.program_id = " #p \
  ".id AND ((au.kind = 'department' AND au.ref_id = (SELECT tu.department_id FROM users tu "   \
  "WHERE tu.org_id = $1 AND tu.id = $2)) OR (au.kind = 'group' AND au.ref_id IN (SELECT "      \
  "tg.group_id FROM communication_group_members tg WHERE tg.org_id = $1 AND tg.user_id = "     \
  "$2)))))"

// The same rule for a person row u (the owners' figures).
#define APLAUSO_PROGRAM_PERSON_IN(p, u)                                                    \
  "(" #p                                                                                   \
  ".audience_everyone = 1 OR EXISTS (SELECT 1 FROM program_assignments ta WHERE "          \
  "ta.org_id = " #p ".org_id AND ta.program_id = " #p ".id AND ta.user_id = " #u           \
  ".id) OR EXISTS (SELECT 1 FROM program_audience au WHERE au.org_id = " #p                \
  ".org_id AND au.program_id = " #p ".id AND ((au.kind = 'department' AND au.ref_id = " #u \
  ".department_id) OR (au.kind = 'group' AND au.ref_id IN (SELECT tg.group_id FROM "       \
  "communication_group_members tg WHERE tg.org_id = " #u ".org_id AND tg.user_id = " #u ".id)))))"

// A program row (ProgramRow, program_repo.cpp reads the columns in this order).
#define APLAUSO_PROGRAM_COLUMNS                                                                 \
  "SELECT p.id, p.title, p.description, p.cover_key, p.status, p.starts_on, p.ends_on, "        \
  "p.budget_points, p.budget_spent, p.audience_everyone, p.show_in_feed, p.mandatory, "         \
  "p.position, p.created_by, p.created_at, (SELECT COUNT(*) FROM program_actions ca WHERE "     \
  "ca.org_id = p.org_id AND ca.program_id = p.id AND ca.archived = 0), (SELECT COUNT(*) FROM "  \
  "program_submissions cs WHERE cs.org_id = p.org_id AND cs.program_id = p.id AND cs.status = " \
  "'pending') FROM programs p "

// --- Programs ----------------------------------------------------------------------------------
inline constexpr db::Statement kFind{"programs.find", APLAUSO_PROGRAM_COLUMNS
                                     "WHERE p.org_id = $1 AND p.id = $2 AND p.deleted_at IS NULL"};
inline constexpr db::Statement kTakesPart{
    "programs.takes_part",
    "SELECT COUNT(*) FROM programs p WHERE p.org_id = $1 AND p.id = $3 AND "
    "p.deleted_at IS NULL AND " APLAUSO_PROGRAM_TAKES_PART(p)};

// A member's list: $3 status ('' = active and paused), $4 1 = only assigned or submitted to,
// $5 limit, $6 offset; assigned first by due day, then position, newest.
#define APLAUSO_PROGRAM_MEMBER_FROM \
  "LEFT JOIN program_assignments pa ON pa.org_id = p.org_id AND pa.program_id = p.id AND "        \
  "pa.user_id = $2 WHERE p.org_id = $1 AND p.deleted_at IS NULL AND p.status <> 'draft' AND "     \
  "((CAST($3 AS TEXT) = '' AND p.status IN ('active', 'paused')) OR p.status = $3) AND "          \
  APLAUSO_PROGRAM_TAKES_PART(p) " AND ($4 = 0 OR pa.user_id IS NOT NULL OR EXISTS (SELECT 1 FROM " \
  "program_submissions ms WHERE ms.org_id = p.org_id AND ms.program_id = p.id AND ms.user_id = "  \
  "$2)) "
inline constexpr db::Statement kMemberPage{
    "programs.member_page",
    APLAUSO_PROGRAM_COLUMNS APLAUSO_PROGRAM_MEMBER_FROM
    "ORDER BY CASE WHEN pa.user_id IS NULL THEN 1 ELSE 0 END, COALESCE(pa.due_on, ''), "
    "p.position, p.id DESC LIMIT $5 OFFSET $6",
    {},
    db::Planning::kPerCall};
inline constexpr db::Statement kMemberCount{
    "programs.member_count",
    "SELECT COUNT(*) FROM programs p " APLAUSO_PROGRAM_MEMBER_FROM,
    {},
    db::Planning::kPerCall};
// The managers' list: $3 1 for an admin (every program), else the programs $2 owns; $4 status
// ('' = every one), $5 limit, $6 offset.
#define APLAUSO_PROGRAM_MANAGE_WHERE                                                           \
  "WHERE p.org_id = $1 AND p.deleted_at IS NULL AND (CAST($4 AS TEXT) = '' OR p.status = $4) " \
  "AND ($3 = 1 OR EXISTS (SELECT 1 FROM program_owners o WHERE o.org_id = p.org_id AND "       \
  "o.program_id = p.id AND o.user_id = $2)) "
inline constexpr db::Statement kManagePage{"programs.manage_page",
                                           APLAUSO_PROGRAM_COLUMNS APLAUSO_PROGRAM_MANAGE_WHERE
                                           "ORDER BY p.position, p.id DESC LIMIT $5 OFFSET $6",
                                           {},
                                           db::Planning::kPerCall};
inline constexpr db::Statement kManageCount{
    "programs.manage_count",
    "SELECT COUNT(*) FROM programs p " APLAUSO_PROGRAM_MANAGE_WHERE,
    {},
    db::Planning::kPerCall};

inline constexpr db::Statement kAudience{
    "programs.audience",
    "SELECT program_id, kind, ref_id FROM program_audience WHERE org_id = $1 AND program_id "
    "{{ANY_INT $2}} ORDER BY program_id, kind, ref_id"};
inline constexpr db::Statement kDeleteAudience{
    "programs.delete_audience",
    "DELETE FROM program_audience WHERE org_id = $1 AND program_id = $2"};
inline constexpr db::Statement kInsertAudience{
    "programs.insert_audience",
    "INSERT INTO program_audience (org_id, program_id, kind, ref_id) SELECT CAST($1 AS BIGINT), "
    "CAST($2 AS BIGINT), x.kind, x.ref_id FROM {{ZIP x kind:TEXT $3 ref_id:INT $4}}"};
inline constexpr db::Statement kOwners{
    "programs.owners",
    "SELECT program_id, user_id FROM program_owners WHERE org_id = $1 AND program_id {{ANY_INT "
    "$2}} ORDER BY program_id, user_id"};
inline constexpr db::Statement kIsOwner{
    "programs.is_owner",
    "SELECT COUNT(*) FROM program_owners WHERE org_id = $1 AND program_id = $2 AND user_id = $3"};
inline constexpr db::Statement kOwnerIds{
    "programs.owner_ids",
    "SELECT user_id FROM program_owners WHERE org_id = $1 AND program_id = $2 ORDER BY user_id"};
inline constexpr db::Statement kDeleteOwners{
    "programs.delete_owners", "DELETE FROM program_owners WHERE org_id = $1 AND program_id = $2"};
inline constexpr db::Statement kInsertOwners{
    "programs.insert_owners",
    "INSERT INTO program_owners (org_id, program_id, user_id) SELECT CAST($1 AS BIGINT), CAST($2 "
    "AS BIGINT), x.user_id FROM {{ZIP x user_id:INT $3}}"};
inline constexpr db::Statement kFirstPosition{
    "programs.first_position",
    "SELECT COALESCE(MIN(position), 0) FROM programs WHERE org_id = $1 AND deleted_at IS NULL"};
inline constexpr db::Statement kInsert{
    "programs.insert",
    "INSERT INTO programs (org_id, title, description, cover_key, status, starts_on, ends_on, "
    "budget_points, budget_spent, audience_everyone, show_in_feed, mandatory, position, "
    "created_by, created_at, updated_at) VALUES ($1, $2, $3, $4, 'draft', $5, $6, $7, 0, $8, $9, "
    "$10, $11, $12, $13, $13) RETURNING id"};
// An edit; the budget cannot go below what is spent (0 rows then).
inline constexpr db::Statement kUpdate{
    "programs.edit",
    "UPDATE programs SET title = $3, description = $4, cover_key = $5, starts_on = $6, ends_on = "
    "$7, budget_points = $8, audience_everyone = $9, show_in_feed = $10, mandatory = $11, "
    "updated_at = $12 WHERE org_id = $1 AND id = $2 AND deleted_at IS NULL AND (CAST($8 AS "
    "BIGINT) IS NULL OR budget_spent <= $8)"};
inline constexpr db::Statement kSetStatus{
    "programs.set_status",
    "UPDATE programs SET status = $4, updated_at = $5 WHERE org_id = $1 AND id = $2 AND status = "
    "$3 AND deleted_at IS NULL"};
inline constexpr db::Statement kSoftDelete{
    "programs.soft_delete",
    "UPDATE programs SET deleted_at = $3, updated_at = $3 WHERE org_id = $1 AND id = $2 AND "
    "deleted_at IS NULL"};
// PRG-★1: the budget is reserved only when it covers the points, in the payment's transaction.
inline constexpr db::Statement kReserve{
    "programs.reserve",
    "UPDATE programs SET budget_spent = budget_spent + $3 WHERE org_id = $1 AND id = $2 AND "
    "(budget_points IS NULL OR budget_spent + $3 <= budget_points)"};
inline constexpr db::Statement kCountMembers{
    "programs.count_members",
    "SELECT COUNT(*) FROM users WHERE org_id = $1 AND active = 1 AND id {{ANY_INT $2}}"};
inline constexpr db::Statement kCountDepartments{
    "programs.count_departments",
    "SELECT COUNT(*) FROM departments WHERE org_id = $1 AND id {{ANY_INT $2}}"};
inline constexpr db::Statement kCountGroups{
    "programs.count_groups",
    "SELECT COUNT(*) FROM communication_groups WHERE org_id = $1 AND id {{ANY_INT $2}}"};
inline constexpr db::Statement kUpload{
    "programs.upload",
    "SELECT file_name, content_type FROM uploads WHERE org_id = $1 AND storage_key = $2 AND "
    "upload_type = $3 AND user_id = $4 AND completed_at IS NOT NULL"};
inline constexpr db::Statement kTitles{
    "programs.titles",
    "SELECT id, title FROM programs WHERE org_id = $1 AND id {{ANY_INT $2}} ORDER BY id"};

// --- Actions -----------------------------------------------------------------------------------
#define APLAUSO_ACTION_COLUMNS                                                               \
  "SELECT a.id, a.program_id, a.title, a.instructions, a.points, a.evidence, a.recurrence, " \
  "a.per_person_limit, a.starts_on, a.ends_on, a.auto_approve, a.archived, a.position FROM " \
  "program_actions a "
inline constexpr db::Statement kActions{
    "programs.actions", APLAUSO_ACTION_COLUMNS
    "WHERE a.org_id = $1 AND a.program_id = $2 ORDER BY a.archived, a.position, a.id"};
inline constexpr db::Statement kAction{"programs.action",
                                       APLAUSO_ACTION_COLUMNS "WHERE a.org_id = $1 AND a.id = $2"};
inline constexpr db::Statement kInsertAction{
    "programs.insert_action",
    "INSERT INTO program_actions (org_id, program_id, title, instructions, points, evidence, "
    "recurrence, per_person_limit, starts_on, ends_on, auto_approve, archived, position, "
    "created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 0, $12, $13) RETURNING id"};
inline constexpr db::Statement kUpdateAction{
    "programs.update_action",
    "UPDATE program_actions SET title = $3, instructions = $4, points = $5, evidence = $6, "
    "recurrence = $7, per_person_limit = $8, starts_on = $9, ends_on = $10, auto_approve = $11, "
    "archived = 0, position = $12 WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kArchiveActionsExcept{
    "programs.archive_actions_except",
    "UPDATE program_actions SET archived = 1 WHERE org_id = $1 AND program_id = $2 AND NOT (id "
    "{{ANY_INT $3}})"};
inline constexpr db::Statement kPrerequisites{
    "programs.prerequisites",
    "SELECT action_id, prerequisite_id FROM program_action_prerequisites WHERE org_id = $1 AND "
    "program_id = $2 ORDER BY action_id, prerequisite_id"};
inline constexpr db::Statement kDeletePrerequisites{
    "programs.delete_prerequisites",
    "DELETE FROM program_action_prerequisites WHERE org_id = $1 AND program_id = $2"};
inline constexpr db::Statement kInsertPrerequisites{
    "programs.insert_prerequisites",
    "INSERT INTO program_action_prerequisites (org_id, program_id, action_id, prerequisite_id) "
    "SELECT CAST($1 AS BIGINT), CAST($2 AS BIGINT), x.action_id, x.prerequisite_id FROM {{ZIP x "
    "action_id:INT $3 prerequisite_id:INT $4}}"};
// The member's submissions per action of a program: pending and approved in the current window
// ($4 today, $5 the week's Monday, $6 the month's first day), approved ever, the pending one.
inline constexpr db::Statement kTallies{
    "programs.tallies",
    "SELECT s.action_id, SUM(CASE WHEN s.status IN ('pending', 'approved') AND (a.recurrence IN "
    "('once', 'unlimited') OR (a.recurrence = 'daily' AND s.day = $4) OR (a.recurrence = "
    "'weekly' AND s.day >= $5) OR (a.recurrence = 'monthly' AND s.day >= $6)) THEN 1 ELSE 0 "
    "END), SUM(CASE WHEN s.status = 'approved' THEN 1 ELSE 0 END), MAX(CASE WHEN s.status = "
    "'pending' THEN s.id ELSE NULL END) FROM program_submissions s JOIN program_actions a ON "
    "a.org_id = s.org_id AND a.id = s.action_id WHERE s.org_id = $1 AND s.user_id = $3 AND "
    "s.program_id = $2 GROUP BY s.action_id"};

// --- Assignments -------------------------------------------------------------------------------
inline constexpr db::Statement kAssignment{
    "programs.assignment",
    "SELECT user_id, due_on, assigned_at FROM program_assignments WHERE org_id = $1 AND "
    "program_id = $2 AND user_id = $3"};
inline constexpr db::Statement kMyAssignments{
    "programs.my_assignments",
    "SELECT program_id, due_on FROM program_assignments WHERE org_id = $1 AND user_id = $2 AND "
    "program_id {{ANY_INT $3}}"};
// Per program: actions (not archived) with an approved submission of the member, points earned.
inline constexpr db::Statement kMyProgress{
    "programs.my_progress",
    "SELECT s.program_id, COUNT(DISTINCT CASE WHEN a.archived = 0 THEN s.action_id ELSE NULL "
    "END), SUM(s.points) FROM program_submissions s JOIN program_actions a ON a.org_id = s.org_id "
    "AND a.id = s.action_id WHERE s.org_id = $1 AND s.user_id = $2 AND s.status = 'approved' AND "
    "s.program_id {{ANY_INT $3}} GROUP BY s.program_id"};
inline constexpr db::Statement kResolvePeople{
    "programs.resolve_people",
    "SELECT u.id FROM users u WHERE u.org_id = $1 AND u.active = 1 AND u.erased_at IS NULL AND "
    "(u.id {{ANY_INT $2}} OR u.department_id {{ANY_INT $3}} OR EXISTS (SELECT 1 FROM "
    "communication_group_members g WHERE g.org_id = u.org_id AND g.user_id = u.id AND g.group_id "
    "{{ANY_INT $4}})) ORDER BY u.id"};
inline constexpr db::Statement kInsertAssignments{
    "programs.insert_assignments",
    "INSERT INTO program_assignments (org_id, program_id, user_id, due_on, assigned_by, "
    "assigned_at) SELECT CAST($1 AS BIGINT), CAST($2 AS BIGINT), x.user_id, CAST($4 AS TEXT), "
    "CAST($5 AS BIGINT), CAST($6 AS BIGINT) FROM {{ZIP x user_id:INT $3}} WHERE 1 = 1 ON CONFLICT "
    "DO NOTHING RETURNING user_id"};
inline constexpr db::Statement kUpdateDue{
    "programs.update_due",
    "UPDATE program_assignments SET due_on = $3 WHERE org_id = $1 AND program_id = $2 AND user_id "
    "{{ANY_INT $4}}"};
inline constexpr db::Statement kUnassign{
    "programs.unassign",
    "DELETE FROM program_assignments WHERE org_id = $1 AND program_id = $2 AND user_id {{ANY_INT "
    "$3}}"};
inline constexpr db::Statement kAssignmentsCount{
    "programs.assignments_count",
    "SELECT COUNT(*) FROM program_assignments WHERE org_id = $1 AND program_id = $2"};
#define APLAUSO_PROGRAM_DONE(pa)                                                                 \
  "(SELECT COUNT(DISTINCT ds.action_id) FROM program_submissions ds JOIN program_actions da ON " \
  "da.org_id = ds.org_id AND da.id = ds.action_id AND da.archived = 0 WHERE ds.org_id = " #pa    \
  ".org_id AND ds.program_id = " #pa ".program_id AND ds.user_id = " #pa                         \
  ".user_id AND ds.status = 'approved')"
inline constexpr db::Statement kAssignments{
    "programs.assignments",
    "SELECT pa.user_id, pa.due_on, pa.assigned_at, " APLAUSO_PROGRAM_DONE(
        pa) " FROM program_assignments pa WHERE pa.org_id = $1 AND pa.program_id = $2 ORDER BY "
            "pa.due_on, pa.user_id LIMIT $3 OFFSET $4"};
// The job: organisations with the module on and assignments due between $1 and $2.
inline constexpr db::Statement kOrgsWithDue{
    "programs.orgs_with_due",
    "SELECT o.id, o.timezone FROM organizations o WHERE EXISTS (SELECT 1 FROM "
    "program_assignments pa WHERE pa.org_id = o.id AND pa.due_on >= $1 AND pa.due_on <= $2) AND "
    "EXISTS (SELECT 1 FROM org_services s WHERE s.org_id = o.id AND s.service = 'programs' AND "
    "s.enabled = 1) ORDER BY o.id"};
// Claims the day's ($3) reminder of each assignment due $2 of an active or paused program whose
// person has not completed every action (once: the primary key), returning them.
inline constexpr db::Statement kClaimDue{
    "programs.claim_due",
    "INSERT INTO program_reminders (org_id, program_id, user_id, day, created_at) SELECT "
    "pa.org_id, pa.program_id, pa.user_id, CAST($3 AS TEXT), CAST($4 AS BIGINT) FROM "
    "program_assignments pa JOIN programs p ON p.org_id = pa.org_id AND p.id = pa.program_id JOIN "
    "users u ON u.org_id = pa.org_id AND u.id = pa.user_id WHERE pa.org_id = $1 AND pa.due_on = "
    "$2 AND p.deleted_at IS NULL AND p.status IN ('active', 'paused') AND u.active = 1 AND " APLAUSO_PROGRAM_DONE(
        pa) " < (SELECT COUNT(*) FROM program_actions na WHERE na.org_id = pa.org_id AND "
            "na.program_id = pa.program_id AND na.archived = 0) ON CONFLICT DO NOTHING RETURNING "
            "program_id, user_id"};

// --- Submissions -------------------------------------------------------------------------------
// A submission row (SubmissionRow) with its program's title and budget, its action's title and
// evidence kind and the submitter's leader.
#define APLAUSO_SUBMISSION_COLUMNS                                                              \
  "SELECT s.id, s.program_id, p.title, s.action_id, a.title, a.evidence, s.user_id, s.status, " \
  "s.body, s.link, s.attachment_key, s.attachment_name, s.attachment_type, s.points, s.share, " \
  "s.reviewer_id, s.reason, s.decided_at, s.created_at, s.resubmission_of, u.leader_id, "       \
  "p.budget_points, p.budget_spent FROM program_submissions s JOIN programs p ON p.org_id = "   \
  "s.org_id AND p.id = s.program_id JOIN program_actions a ON a.org_id = s.org_id AND a.id = "  \
  "s.action_id JOIN users u ON u.org_id = s.org_id AND u.id = s.user_id "
inline constexpr db::Statement kSubmission{
    "programs.submission", APLAUSO_SUBMISSION_COLUMNS "WHERE s.org_id = $1 AND s.id = $2"};
inline constexpr db::Statement kInsertSubmission{
    "programs.insert_submission",
    "INSERT INTO program_submissions (org_id, program_id, action_id, user_id, status, body, link, "
    "attachment_key, attachment_name, attachment_type, points, share, day, created_at, "
    "resubmission_of) VALUES ($1, $2, $3, $4, 'pending', $5, $6, $7, $8, $9, $10, $11, $12, $13, "
    "$14) RETURNING id"};
// pending → $3 (approved, rejected): one winner whatever the concurrency.
inline constexpr db::Statement kDecide{
    "programs.decide",
    "UPDATE program_submissions SET status = $3, reviewer_id = $4, reason = $5, decided_at = $6 "
    "WHERE org_id = $1 AND id = $2 AND status = 'pending'"};
inline constexpr db::Statement kCancelPending{
    "programs.cancel_pending",
    "UPDATE program_submissions SET status = 'cancelled', decided_at = $3 WHERE org_id = $1 AND "
    "program_id = $2 AND status = 'pending'"};
// The member's own: $3 program (0 = all), $4 status (''), $5 limit, $6 offset.
#define APLAUSO_SUBMISSION_MINE_WHERE                                                         \
  "WHERE s.org_id = $1 AND s.user_id = $2 AND ($3 = 0 OR s.program_id = $3) AND (CAST($4 AS " \
  "TEXT) = '' OR s.status = $4) AND p.deleted_at IS NULL "
inline constexpr db::Statement kMine{"programs.mine",
                                     APLAUSO_SUBMISSION_COLUMNS APLAUSO_SUBMISSION_MINE_WHERE
                                     "ORDER BY s.id DESC LIMIT $5 OFFSET $6",
                                     {},
                                     db::Planning::kPerCall};
inline constexpr db::Statement kMineCount{
    "programs.mine_count",
    "SELECT COUNT(*) FROM program_submissions s JOIN programs p ON p.org_id = s.org_id AND p.id = "
    "s.program_id " APLAUSO_SUBMISSION_MINE_WHERE,
    {},
    db::Planning::kPerCall};
// A program's: $3 status (''), $4 limit, $5 offset; pending first, then newest.
inline constexpr db::Statement kOfProgram{
    "programs.of_program",
    APLAUSO_SUBMISSION_COLUMNS
    "WHERE s.org_id = $1 AND s.program_id = $2 AND (CAST($3 AS TEXT) = '' OR s.status = $3) "
    "ORDER BY CASE WHEN s.status = 'pending' THEN 0 ELSE 1 END, s.id DESC LIMIT $4 OFFSET $5",
    {},
    db::Planning::kPerCall};
inline constexpr db::Statement kOfProgramCount{
    "programs.of_program_count",
    "SELECT COUNT(*) FROM program_submissions s WHERE s.org_id = $1 AND s.program_id = $2 AND "
    "(CAST($3 AS TEXT) = '' OR s.status = $3)",
    {},
    db::Planning::kPerCall};
// What approver $2 may decide ($3 1 for an admin): not their own; their direct reports' and the
// programs' they own; oldest first.
#define APLAUSO_SUBMISSION_PENDING_WHERE                                                        \
  "WHERE s.org_id = $1 AND s.status = 'pending' AND p.deleted_at IS NULL AND s.user_id <> $2 "  \
  "AND ($3 = 1 OR u.leader_id = $2 OR EXISTS (SELECT 1 FROM program_owners o WHERE o.org_id = " \
  "s.org_id AND o.program_id = s.program_id AND o.user_id = $2)) "
inline constexpr db::Statement kPendingFor{
    "programs.pending_for", APLAUSO_SUBMISSION_COLUMNS APLAUSO_SUBMISSION_PENDING_WHERE
    "ORDER BY s.created_at, s.id LIMIT $4"};
inline constexpr db::Statement kPendingCount{
    "programs.pending_count",
    "SELECT COUNT(*) FROM program_submissions s JOIN programs p ON p.org_id = s.org_id AND p.id = "
    "s.program_id JOIN users u ON u.org_id = s.org_id AND u.id = "
    "s.user_id " APLAUSO_SUBMISSION_PENDING_WHERE};

// --- Figures -----------------------------------------------------------------------------------
// Everyone with an approved submission ($3 department, 0 = all): points, approvals, when they
// reached their total; most points first, ties to who got there first.
inline constexpr db::Statement kLeaders{
    "programs.leaders",
    "SELECT s.user_id, SUM(s.points), COUNT(*), MAX(s.decided_at) FROM program_submissions s JOIN "
    "users u ON u.org_id = s.org_id AND u.id = s.user_id WHERE s.org_id = $1 AND s.program_id = "
    "$2 AND s.status = 'approved' AND ($3 = 0 OR u.department_id = $3) GROUP BY s.user_id ORDER "
    "BY SUM(s.points) DESC, MAX(s.decided_at), s.user_id"};
inline constexpr db::Statement kActivity{
    "programs.activity", APLAUSO_SUBMISSION_COLUMNS
    "WHERE s.org_id = $1 AND s.program_id = $2 AND s.status = 'approved' AND s.share = 1 ORDER "
    "BY s.decided_at DESC, s.id DESC LIMIT $3 OFFSET $4"};
inline constexpr db::Statement kActivityCount{
    "programs.activity_count",
    "SELECT COUNT(*) FROM program_submissions s WHERE s.org_id = $1 AND s.program_id = $2 AND "
    "s.status = 'approved' AND s.share = 1"};
// The audience (active people in it or assigned) by department, with those who submitted.
inline constexpr db::Statement kParticipation{
    "programs.participation",
    "SELECT u.department_id, d.name, COUNT(*), SUM(CASE WHEN EXISTS (SELECT 1 FROM "
    "program_submissions s WHERE s.org_id = u.org_id AND s.program_id = p.id AND s.user_id = u.id "
    "AND s.status <> 'cancelled') THEN 1 ELSE 0 END) FROM programs p JOIN users u ON u.org_id = "
    "p.org_id LEFT JOIN departments d ON d.org_id = u.org_id AND d.id = u.department_id WHERE "
    "p.org_id = $1 AND p.id = $2 AND u.active = 1 AND u.erased_at IS NULL "
    "AND " APLAUSO_PROGRAM_PERSON_IN(
        p, u) " GROUP BY u.department_id, d.name ORDER BY d.name, u.department_id"};
inline constexpr db::Statement kByStatus{
    "programs.by_status",
    "SELECT status, COUNT(*) FROM program_submissions WHERE org_id = $1 AND program_id = $2 "
    "GROUP BY status ORDER BY status"};
// Milliseconds from submission to a reviewer's approval (auto-approved ones left out).
inline constexpr db::Statement kApprovalMs{
    "programs.approval_ms",
    "SELECT decided_at - created_at FROM program_submissions WHERE org_id = $1 AND program_id = "
    "$2 AND status = 'approved' AND reviewer_id IS NOT NULL ORDER BY 1"};

// --- A person erased (ADR 0018) ----------------------------------------------------------------
// Their pending submissions are withdrawn and every submission loses its evidence (text, link,
// file): what was approved and paid stays as history, as the ledger does.
inline constexpr db::Statement kCancelPendingOfPerson{
    "programs.cancel_pending_of_person",
    "UPDATE program_submissions SET status = 'cancelled', decided_at = $3 WHERE org_id = $1 AND "
    "user_id = $2 AND status = 'pending'"};
inline constexpr db::Statement kForgetEvidence{
    "programs.forget_evidence",
    "UPDATE program_submissions SET body = '', link = NULL, attachment_key = NULL, "
    "attachment_name = NULL, attachment_type = NULL WHERE org_id = $1 AND user_id = $2"};
inline constexpr db::Statement kForgetReminders{
    "programs.forget_reminders",
    "DELETE FROM program_reminders WHERE org_id = $1 AND user_id = $2"};
inline constexpr db::Statement kForgetAssignments{
    "programs.forget_assignments",
    "DELETE FROM program_assignments WHERE org_id = $1 AND user_id = $2"};
inline constexpr db::Statement kForgetOwner{
    "programs.forget_owner", "DELETE FROM program_owners WHERE org_id = $1 AND user_id = $2"};

}  // namespace aplauso::programs::sql
