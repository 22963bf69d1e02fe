// SQL of tasks: tasks and their assignees (status and due day copied for the lists' index),
// dependencies, attachments, comments, templates, runs and the due-today reminders. People are
// read (users.leader_id for the leader chain), never written.
#pragma once

#include "db/statement.h"

namespace aplauso::tasks::sql {

// --- People ------------------------------------------------------------------------------------
// The people whose leader chain reaches $2, up to 10 levels (users_org_leader).
inline constexpr db::Statement kTeam{
    "tasks.team",
    "WITH RECURSIVE team(id, depth) AS (SELECT u.id, 1 FROM users u WHERE u.org_id = $1 AND "
    "u.leader_id = $2 UNION SELECT u.id, t.depth + 1 FROM users u JOIN team t ON u.leader_id = "
    "t.id WHERE u.org_id = $1 AND t.depth < 10) SELECT DISTINCT id FROM team WHERE id <> $2 "
    "ORDER BY id"};
inline constexpr db::Statement kFacts{
    "tasks.person_facts",
    "SELECT u.id, CASE WHEN u.active = 1 AND u.erased_at IS NULL THEN 1 ELSE 0 END, u.leader_id, "
    "u.admission_date FROM users u WHERE u.org_id = $1 AND u.id {{ANY_INT $2}}"};
inline constexpr db::Statement kFirstAdmin{
    "tasks.first_admin",
    "SELECT MIN(u.id) FROM users u WHERE u.org_id = $1 AND u.user_type = 'admin' AND u.active = "
    "1 AND u.erased_at IS NULL"};

// --- Tasks -------------------------------------------------------------------------------------
#define APLAUSO_TASK_COLUMNS                                                                     \
  "SELECT t.id, t.title, t.description, t.creator_id, t.due_on, t.priority, t.status, t.proof, " \
  "t.source_kind, t.source_id, t.source_label, t.run_id, t.completed_at, t.completed_by, "       \
  "t.created_at, t.updated_at, (SELECT COUNT(*) FROM task_comments m WHERE m.org_id = "          \
  "t.org_id AND m.task_id = t.id) FROM tasks t "

inline constexpr db::Statement kInsert{
    "tasks.insert",
    "INSERT INTO tasks (org_id, title, description, creator_id, due_on, priority, status, proof, "
    "source_kind, source_id, source_label, run_id, created_at, updated_at) VALUES ($1, $2, $3, "
    "$4, $5, $6, 'pending', $7, $8, $9, $10, $11, $12, $12) RETURNING id"};
inline constexpr db::Statement kFind{"tasks.find",
                                     APLAUSO_TASK_COLUMNS "WHERE t.org_id = $1 AND t.id = $2"};
inline constexpr db::Statement kFindForUpdate{"tasks.find_for_update", APLAUSO_TASK_COLUMNS
                                              "WHERE t.org_id = $1 AND t.id = $2 {{FOR_UPDATE}}"};
inline constexpr db::Statement kFindMany{
    "tasks.find_many", APLAUSO_TASK_COLUMNS "WHERE t.org_id = $1 AND t.id {{ANY_INT $2}}"};
// The tasks another module's record created (tasks_source), oldest first, at most 50.
inline constexpr db::Statement kOfSource{
    "tasks.of_source", APLAUSO_TASK_COLUMNS
    "WHERE t.org_id = $1 AND t.source_kind = $2 AND t.source_id = $3 ORDER BY t.id LIMIT 50"};
inline constexpr db::Statement kUpdateFields{
    "tasks.update_fields",
    "UPDATE tasks SET title = $3, description = $4, due_on = $5, priority = $6, proof = $7, "
    "updated_at = $8 WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kUpdateStatus{
    "tasks.update_status",
    "UPDATE tasks SET status = $3, completed_at = $4, completed_by = $5, updated_at = $6 WHERE "
    "org_id = $1 AND id = $2"};
// The copy on the assignees follows the task.
inline constexpr db::Statement kSyncAssignees{
    "tasks.sync_assignees",
    "UPDATE task_assignees SET status = $3, due_on = $4 WHERE org_id = $1 AND task_id = $2"};
inline constexpr db::Statement kSyncStatus{
    "tasks.sync_status",
    "UPDATE task_assignees SET status = $3 WHERE org_id = $1 AND task_id = $2"};
inline constexpr db::Statement kDeleteAssignees{
    "tasks.delete_assignees", "DELETE FROM task_assignees WHERE org_id = $1 AND task_id = $2"};
inline constexpr db::Statement kInsertAssignees{
    "tasks.insert_assignees",
    "INSERT INTO task_assignees (org_id, task_id, user_id, status, due_on) SELECT CAST($1 AS "
    "BIGINT), CAST($2 AS BIGINT), x.user_id, CAST($4 AS TEXT), CAST($5 AS TEXT) FROM {{ZIP x "
    "user_id:INT $3}}"};
inline constexpr db::Statement kAssignees{
    "tasks.assignees",
    "SELECT task_id, user_id FROM task_assignees WHERE org_id = $1 AND task_id {{ANY_INT $2}} "
    "ORDER BY task_id, user_id"};
inline constexpr db::Statement kDeleteTask{"tasks.delete",
                                           "DELETE FROM tasks WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kDeleteTaskComments{
    "tasks.delete_comments", "DELETE FROM task_comments WHERE org_id = $1 AND task_id = $2"};
inline constexpr db::Statement kDeleteTaskAttachments{
    "tasks.delete_attachments", "DELETE FROM task_attachments WHERE org_id = $1 AND task_id = $2"};
inline constexpr db::Statement kDeleteTaskReminders{
    "tasks.delete_reminders", "DELETE FROM task_reminders WHERE org_id = $1 AND task_id = $2"};
// Both directions: what it waits for and what waits for it.
inline constexpr db::Statement kDeleteTaskDependencies{
    "tasks.delete_all_dependencies",
    "DELETE FROM task_dependencies WHERE org_id = $1 AND (task_id = $2 OR depends_on = $2)"};

// --- Dependencies ------------------------------------------------------------------------------
inline constexpr db::Statement kDependencies{
    "tasks.dependencies",
    "SELECT d.task_id, d.depends_on, t.title, t.status FROM task_dependencies d JOIN tasks t ON "
    "t.org_id = d.org_id AND t.id = d.depends_on WHERE d.org_id = $1 AND d.task_id {{ANY_INT "
    "$2}} ORDER BY d.task_id, d.depends_on"};
inline constexpr db::Statement kDependants{
    "tasks.dependants",
    "SELECT task_id FROM task_dependencies WHERE org_id = $1 AND depends_on = $2 ORDER BY "
    "task_id"};
inline constexpr db::Statement kDeleteDependencies{
    "tasks.delete_dependencies",
    "DELETE FROM task_dependencies WHERE org_id = $1 AND task_id = $2"};
inline constexpr db::Statement kInsertDependencies{
    "tasks.insert_dependencies",
    "INSERT INTO task_dependencies (org_id, task_id, depends_on) SELECT CAST($1 AS BIGINT), "
    "CAST($2 AS BIGINT), x.depends_on FROM {{ZIP x depends_on:INT $3}}"};
// Whether $3 is reachable from the tasks $2 following what each waits for (a cycle if $3 is to
// wait for them).
inline constexpr db::Statement kReaches{
    "tasks.reaches",
    "WITH RECURSIVE reach(id) AS (SELECT d.depends_on FROM task_dependencies d WHERE d.org_id = "
    "$1 AND d.task_id {{ANY_INT $2}} UNION SELECT d.depends_on FROM task_dependencies d JOIN "
    "reach r ON d.task_id = r.id WHERE d.org_id = $1) SELECT COUNT(*) FROM reach WHERE id = $3"};

// --- Attachments -------------------------------------------------------------------------------
inline constexpr db::Statement kAttachments{
    "tasks.attachments",
    "SELECT task_id, storage_key, file_name FROM task_attachments WHERE org_id = $1 AND task_id "
    "{{ANY_INT $2}} ORDER BY task_id, id"};
inline constexpr db::Statement kInsertAttachment{
    "tasks.insert_attachment",
    "INSERT INTO task_attachments (org_id, task_id, storage_key, file_name, added_by, "
    "created_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING"};

// --- Lists -------------------------------------------------------------------------------------
// Tasks of any of the assignees $2 in view $3 (all, today, overdue, upcoming, done) on the
// organisation's day $4; $5 source kind, $6 status and $7 words in the title, '' when not given
// (task_assignees_list).
#define APLAUSO_TASK_FILTER                                                                      \
  "WHERE t.org_id = $1 AND EXISTS (SELECT 1 FROM task_assignees a WHERE a.org_id = $1 AND "      \
  "a.task_id = t.id AND a.user_id {{ANY_INT $2}} AND (CAST($3 AS TEXT) = 'all' OR "              \
  "(CAST($3 AS TEXT) = 'done' AND a.status IN ('done', 'skipped')) OR (a.status IN ('pending', " \
  "'in_progress') AND ((CAST($3 AS TEXT) = 'today' AND (a.due_on IS NULL OR a.due_on = "         \
  "CAST($4 AS TEXT))) OR (CAST($3 AS TEXT) = 'overdue' AND a.due_on < CAST($4 AS TEXT)) OR "     \
  "(CAST($3 AS TEXT) = 'upcoming' AND a.due_on > CAST($4 AS TEXT)))))) AND (CAST($5 AS TEXT) = " \
  "'' OR t.source_kind = $5) AND (CAST($6 AS TEXT) = '' OR t.status = $6) AND (CAST($7 AS "      \
  "TEXT) = '' OR t.title {{ILIKE}} '%' || CAST($7 AS TEXT) || '%') "

inline constexpr db::Statement kList{
    "tasks.list",
    APLAUSO_TASK_COLUMNS APLAUSO_TASK_FILTER
    "ORDER BY CASE WHEN t.status IN ('pending', 'in_progress') AND t.due_on < CAST($4 AS TEXT) "
    "THEN 0 ELSE 1 END, CASE WHEN t.due_on IS NULL THEN 1 ELSE 0 END, t.due_on, CASE t.priority "
    "WHEN 'urgent' THEN 0 WHEN 'high' THEN 1 WHEN 'normal' THEN 2 ELSE 3 END, t.id LIMIT $8 "
    "OFFSET $9",
    {},
    db::Planning::kPerCall};
inline constexpr db::Statement kCount{
    "tasks.count", "SELECT COUNT(*) FROM tasks t " APLAUSO_TASK_FILTER, {}, db::Planning::kPerCall};
// The tabs' badges for the assignees $2 on the day $3: open tasks due today or undated, overdue,
// upcoming.
inline constexpr db::Statement kViewCounts{
    "tasks.view_counts",
    "SELECT COALESCE(SUM(CASE WHEN t.due_on IS NULL OR t.due_on = CAST($3 AS TEXT) THEN 1 ELSE 0 "
    "END), 0), COALESCE(SUM(CASE WHEN t.due_on < CAST($3 AS TEXT) THEN 1 ELSE 0 END), 0), "
    "COALESCE(SUM(CASE WHEN t.due_on > CAST($3 AS TEXT) THEN 1 ELSE 0 END), 0) FROM tasks t "
    "WHERE t.org_id = $1 AND t.status IN ('pending', 'in_progress') AND EXISTS (SELECT 1 FROM "
    "task_assignees a WHERE a.org_id = $1 AND a.task_id = t.id AND a.user_id {{ANY_INT $2}} AND "
    "a.status IN ('pending', 'in_progress'))"};

// --- Comments ----------------------------------------------------------------------------------
inline constexpr db::Statement kInsertComment{
    "tasks.insert_comment",
    "INSERT INTO task_comments (org_id, task_id, author_id, body, created_at) VALUES ($1, $2, $3, "
    "$4, $5) RETURNING id"};
// The latest $3, newest first (the service turns them around).
inline constexpr db::Statement kComments{
    "tasks.comments",
    "SELECT id, task_id, author_id, body, created_at FROM task_comments WHERE org_id = $1 AND "
    "task_id = $2 ORDER BY id DESC LIMIT $3"};

// --- Templates ---------------------------------------------------------------------------------
#define APLAUSO_TEMPLATE_COLUMNS                                                  \
  "SELECT id, name, name_en, trigger_kind, anchor, active, CAST(items AS TEXT), " \
  "created_at, updated_at FROM task_templates "

inline constexpr db::Statement kTemplates{
    "tasks.templates", APLAUSO_TEMPLATE_COLUMNS "WHERE org_id = $1 ORDER BY name, id"};
inline constexpr db::Statement kTemplatesFor{
    "tasks.templates_for",
    APLAUSO_TEMPLATE_COLUMNS "WHERE org_id = $1 AND trigger_kind = $2 AND active = 1 ORDER BY id"};
inline constexpr db::Statement kTemplate{"tasks.template",
                                         APLAUSO_TEMPLATE_COLUMNS "WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kInsertTemplate{
    "tasks.insert_template",
    "INSERT INTO task_templates (org_id, name, name_en, trigger_kind, anchor, active, items, "
    "created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id"};
inline constexpr db::Statement kUpdateTemplate{
    "tasks.update_template",
    "UPDATE task_templates SET name = $3, name_en = $4, trigger_kind = $5, anchor = $6, active = "
    "$7, items = $8, updated_at = $9 WHERE org_id = $1 AND id = $2"};
// Its runs keep their tasks and the template's name.
inline constexpr db::Statement kDetachRuns{
    "tasks.detach_runs",
    "UPDATE task_runs SET template_id = NULL WHERE org_id = $1 AND template_id = $2"};
inline constexpr db::Statement kDeleteTemplate{
    "tasks.delete_template", "DELETE FROM task_templates WHERE org_id = $1 AND id = $2"};

// --- Runs --------------------------------------------------------------------------------------
#define APLAUSO_RUN_COLUMNS                                                                      \
  "SELECT r.id, r.template_id, r.template_name, r.template_name_en, r.subject_id, r.anchor_on, " \
  "r.started_at, (SELECT COUNT(*) FROM tasks t WHERE t.org_id = r.org_id AND t.run_id = r.id), " \
  "(SELECT COUNT(*) FROM tasks t WHERE t.org_id = r.org_id AND t.run_id = r.id AND t.status IN " \
  "('done', 'skipped')) FROM task_runs r "

inline constexpr db::Statement kInsertRun{
    "tasks.insert_run",
    "INSERT INTO task_runs (org_id, template_id, template_name, template_name_en, subject_id, "
    "anchor_on, started_by, started_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id"};
inline constexpr db::Statement kInsertRunIfNew{
    "tasks.insert_run_if_new",
    "INSERT INTO task_runs (org_id, template_id, template_name, template_name_en, subject_id, "
    "anchor_on, started_by, started_at) VALUES ($1, $2, $3, $4, $5, $6, NULL, $7) ON CONFLICT "
    "DO NOTHING RETURNING id"};
inline constexpr db::Statement kRun{"tasks.run",
                                    APLAUSO_RUN_COLUMNS "WHERE r.org_id = $1 AND r.id = $2"};
// $2 template and $3 subject: NULL for any.
inline constexpr db::Statement kRuns{
    "tasks.runs",
    APLAUSO_RUN_COLUMNS
    "WHERE r.org_id = $1 AND (CAST($2 AS BIGINT) IS NULL OR r.template_id = $2) AND (CAST($3 AS "
    "BIGINT) IS NULL OR r.subject_id = $3) ORDER BY r.id DESC LIMIT $4 OFFSET $5",
    {},
    db::Planning::kPerCall};
inline constexpr db::Statement kCountRuns{
    "tasks.count_runs",
    "SELECT COUNT(*) FROM task_runs r WHERE r.org_id = $1 AND (CAST($2 AS BIGINT) IS NULL OR "
    "r.template_id = $2) AND (CAST($3 AS BIGINT) IS NULL OR r.subject_id = $3)",
    {},
    db::Planning::kPerCall};

// --- Due today ---------------------------------------------------------------------------------
inline constexpr db::Statement kOrgsWithDue{
    "tasks.orgs_with_due",
    "SELECT o.id, o.timezone FROM organizations o WHERE EXISTS (SELECT 1 FROM tasks t WHERE "
    "t.org_id = o.id AND t.due_on IS NOT NULL AND t.status IN ('pending', 'in_progress')) ORDER "
    "BY o.id"};
// Claims the day's reminder of each open task due $2 (once: the primary key), returning them.
inline constexpr db::Statement kClaimDue{
    "tasks.claim_due",
    "INSERT INTO task_reminders (org_id, task_id, day, created_at) SELECT t.org_id, t.id, "
    "CAST($2 AS TEXT), CAST($3 AS BIGINT) FROM tasks t WHERE t.org_id = $1 AND t.due_on = $2 AND "
    "t.status IN ('pending', "
    "'in_progress') ON CONFLICT DO NOTHING RETURNING task_id"};
inline constexpr db::Statement kDueAssignees{
    "tasks.due_assignees",
    "SELECT a.task_id, t.title, a.user_id FROM task_assignees a JOIN tasks t ON t.org_id = "
    "a.org_id AND t.id = a.task_id WHERE a.org_id = $1 AND a.task_id {{ANY_INT $2}} ORDER BY "
    "a.task_id, a.user_id"};

}  // namespace aplauso::tasks::sql
