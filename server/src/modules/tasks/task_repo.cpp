#include "modules/tasks/task_repo.h"

#include <algorithm>

#include "db/conn.h"
#include "db/row_mapping.h"
#include "modules/tasks/tasks_sql.h"

namespace aplauso::tasks {

std::vector<std::int64_t> TaskRepo::team(db::Conn& c, OrgId org, std::int64_t leader) const {
  return db::ids(c, sql::kTeam, {org, leader});
}

std::vector<PersonFacts> TaskRepo::facts(db::Conn& c, OrgId org,
                                         const std::vector<std::int64_t>& ids) const {
  return db::all<PersonFacts>(c, sql::kFacts, {org, ids});
}

std::optional<std::int64_t> TaskRepo::first_admin(db::Conn& c, OrgId org) const {
  return c.scalar(sql::kFirstAdmin, {org});
}

std::int64_t TaskRepo::insert(db::Conn& c, OrgId org, const NewTaskRow& t,
                              std::int64_t now_ms) const {
  return *c.scalar(sql::kInsert,
                   {org, t.title, t.description, t.creator_id, t.due_on, t.priority, t.proof,
                    t.source_kind, t.source_id, t.source_label, t.run_id, now_ms});
}

void TaskRepo::set_assignees(db::Conn& c, OrgId org, std::int64_t task_id,
                             const std::vector<std::int64_t>& users, const std::string& status,
                             const std::optional<std::string>& due_on) const {
  c.exec(sql::kDeleteAssignees, {org, task_id});
  if (!users.empty()) c.exec(sql::kInsertAssignees, {org, task_id, users, status, due_on});
}

std::optional<TaskRow> TaskRepo::find(db::Conn& c, OrgId org, std::int64_t id, bool lock) const {
  return db::one<TaskRow>(c, lock ? sql::kFindForUpdate : sql::kFind, {org, id});
}

std::vector<TaskRow> TaskRepo::find_many(db::Conn& c, OrgId org,
                                         const std::vector<std::int64_t>& ids) const {
  if (ids.empty()) return {};
  return db::all<TaskRow>(c, sql::kFindMany, {org, ids});
}

std::vector<TaskRow> TaskRepo::of_source(db::Conn& c, OrgId org, const std::string& kind,
                                         std::int64_t id) const {
  return db::all<TaskRow>(c, sql::kOfSource, {org, kind, id});
}

void TaskRepo::update_fields(db::Conn& c, OrgId org, const TaskRow& t, std::int64_t now_ms) const {
  c.exec(sql::kUpdateFields,
         {org, t.id, t.title, t.description, t.due_on, t.priority, t.proof, now_ms});
  c.exec(sql::kSyncAssignees, {org, t.id, t.status, t.due_on});
}

void TaskRepo::update_status(db::Conn& c, OrgId org, std::int64_t id, const std::string& status,
                             std::optional<std::int64_t> completed_at,
                             std::optional<std::int64_t> completed_by, std::int64_t now_ms) const {
  c.exec(sql::kUpdateStatus, {org, id, status, completed_at, completed_by, now_ms});
  c.exec(sql::kSyncStatus, {org, id, status});
}

void TaskRepo::remove(db::Conn& c, OrgId org, std::int64_t id) const {
  c.exec(sql::kDeleteTaskDependencies, {org, id});
  c.exec(sql::kDeleteTaskComments, {org, id});
  c.exec(sql::kDeleteTaskAttachments, {org, id});
  c.exec(sql::kDeleteTaskReminders, {org, id});
  c.exec(sql::kDeleteAssignees, {org, id});
  c.exec(sql::kDeleteTask, {org, id});
}

std::vector<AssigneeRow> TaskRepo::assignees(db::Conn& c, OrgId org,
                                             const std::vector<std::int64_t>& tasks) const {
  if (tasks.empty()) return {};
  return db::all<AssigneeRow>(c, sql::kAssignees, {org, tasks});
}

std::vector<DependencyRow> TaskRepo::dependencies(db::Conn& c, OrgId org,
                                                  const std::vector<std::int64_t>& tasks) const {
  if (tasks.empty()) return {};
  return db::all<DependencyRow>(c, sql::kDependencies, {org, tasks});
}

std::vector<std::int64_t> TaskRepo::dependants(db::Conn& c, OrgId org, std::int64_t task_id) const {
  return db::ids(c, sql::kDependants, {org, task_id});
}

void TaskRepo::set_dependencies(db::Conn& c, OrgId org, std::int64_t task_id,
                                const std::vector<std::int64_t>& depends_on) const {
  c.exec(sql::kDeleteDependencies, {org, task_id});
  if (!depends_on.empty()) c.exec(sql::kInsertDependencies, {org, task_id, depends_on});
}

bool TaskRepo::reaches(db::Conn& c, OrgId org, const std::vector<std::int64_t>& from,
                       std::int64_t target) const {
  if (from.empty()) return false;
  return c.scalar(sql::kReaches, {org, from, target}).value_or(0) > 0;
}

std::vector<AttachmentRow> TaskRepo::attachments(db::Conn& c, OrgId org,
                                                 const std::vector<std::int64_t>& tasks) const {
  if (tasks.empty()) return {};
  return db::all<AttachmentRow>(c, sql::kAttachments, {org, tasks});
}

void TaskRepo::add_attachment(db::Conn& c, OrgId org, std::int64_t task_id, const std::string& key,
                              const std::string& name, std::int64_t user_id,
                              std::int64_t now_ms) const {
  c.exec(sql::kInsertAttachment, {org, task_id, key, name, user_id, now_ms});
}

std::vector<TaskRow> TaskRepo::list(db::Conn& c, OrgId org, const ListFilter& f, std::int64_t limit,
                                    std::int64_t offset) const {
  if (f.assignees.empty()) return {};
  return db::all<TaskRow>(
      c, sql::kList, {org, f.assignees, f.view, f.today, f.source, f.status, f.q, limit, offset});
}

std::int64_t TaskRepo::count(db::Conn& c, OrgId org, const ListFilter& f) const {
  if (f.assignees.empty()) return 0;
  return c.scalar(sql::kCount, {org, f.assignees, f.view, f.today, f.source, f.status, f.q})
      .value_or(0);
}

ViewCounts TaskRepo::view_counts(db::Conn& c, OrgId org, const std::vector<std::int64_t>& assignees,
                                 const std::string& today) const {
  ViewCounts out;
  if (assignees.empty()) return out;
  for (const db::Row& r : c.query(sql::kViewCounts, {org, assignees, today})) {
    out.today = r.i64(0);
    out.overdue = r.i64(1);
    out.upcoming = r.i64(2);
  }
  return out;
}

std::int64_t TaskRepo::insert_comment(db::Conn& c, OrgId org, std::int64_t task_id,
                                      std::int64_t author, const std::string& body,
                                      std::int64_t now_ms) const {
  return *c.scalar(sql::kInsertComment, {org, task_id, author, body, now_ms});
}

std::vector<CommentRow> TaskRepo::comments(db::Conn& c, OrgId org, std::int64_t task_id,
                                           std::int64_t limit) const {
  auto rows = db::all<CommentRow>(c, sql::kComments, {org, task_id, limit});
  std::reverse(rows.begin(), rows.end());
  return rows;
}

std::vector<TemplateRow> TaskRepo::templates(db::Conn& c, OrgId org) const {
  return db::all<TemplateRow>(c, sql::kTemplates, {org});
}

std::vector<TemplateRow> TaskRepo::templates_for(db::Conn& c, OrgId org,
                                                 const std::string& trigger) const {
  return db::all<TemplateRow>(c, sql::kTemplatesFor, {org, trigger});
}

std::optional<TemplateRow> TaskRepo::find_template(db::Conn& c, OrgId org, std::int64_t id) const {
  return db::one<TemplateRow>(c, sql::kTemplate, {org, id});
}

std::int64_t TaskRepo::insert_template(db::Conn& c, OrgId org, const TemplateRow& t,
                                       std::int64_t now_ms) const {
  return *c.scalar(sql::kInsertTemplate, {org, t.name, t.name_en, t.trigger, t.anchor,
                                          t.active ? 1 : 0, t.items, now_ms});
}

bool TaskRepo::update_template(db::Conn& c, OrgId org, const TemplateRow& t,
                               std::int64_t now_ms) const {
  return c.exec(sql::kUpdateTemplate, {org, t.id, t.name, t.name_en, t.trigger, t.anchor,
                                       t.active ? 1 : 0, t.items, now_ms}) > 0;
}

bool TaskRepo::delete_template(db::Conn& c, OrgId org, std::int64_t id) const {
  c.exec(sql::kDetachRuns, {org, id});
  return c.exec(sql::kDeleteTemplate, {org, id}) > 0;
}

std::int64_t TaskRepo::insert_run(db::Conn& c, OrgId org, const TemplateRow& t,
                                  std::int64_t subject_id, const std::string& anchor_on,
                                  std::optional<std::int64_t> started_by,
                                  std::int64_t now_ms) const {
  return *c.scalar(sql::kInsertRun,
                   {org, t.id, t.name, t.name_en, subject_id, anchor_on, started_by, now_ms});
}

std::optional<std::int64_t> TaskRepo::insert_run_if_new(db::Conn& c, OrgId org,
                                                        const TemplateRow& t,
                                                        std::int64_t subject_id,
                                                        const std::string& anchor_on,
                                                        std::int64_t now_ms) const {
  return c.scalar(sql::kInsertRunIfNew,
                  {org, t.id, t.name, t.name_en, subject_id, anchor_on, now_ms});
}

std::optional<RunRow> TaskRepo::find_run(db::Conn& c, OrgId org, std::int64_t id) const {
  return db::one<RunRow>(c, sql::kRun, {org, id});
}

std::vector<RunRow> TaskRepo::runs(db::Conn& c, OrgId org, std::optional<std::int64_t> template_id,
                                   std::optional<std::int64_t> subject_id, std::int64_t limit,
                                   std::int64_t offset) const {
  return db::all<RunRow>(c, sql::kRuns, {org, template_id, subject_id, limit, offset});
}

std::int64_t TaskRepo::count_runs(db::Conn& c, OrgId org, std::optional<std::int64_t> template_id,
                                  std::optional<std::int64_t> subject_id) const {
  return c.scalar(sql::kCountRuns, {org, template_id, subject_id}).value_or(0);
}

std::vector<OrgDay> TaskRepo::orgs_with_due(db::Conn& c) const {
  return db::all<OrgDay>(c, sql::kOrgsWithDue);
}

std::vector<DueRow> TaskRepo::claim_due_today(db::Conn& c, OrgId org, const std::string& today,
                                              std::int64_t now_ms) const {
  const auto claimed = db::ids(c, sql::kClaimDue, {org, today, now_ms});
  if (claimed.empty()) return {};
  return db::all<DueRow>(c, sql::kDueAssignees, {org, claimed});
}

}  // namespace aplauso::tasks
