// Tasks as stored: tasks, their assignees (with the task's status and due day copied for the
// lists' index), dependencies, attachments, comments, templates, runs and the due-today
// reminders sent. The only code that runs their SQL; every method takes the organisation.
#pragma once

#include <boost/describe/class.hpp>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::tasks {

struct TaskRow {
  std::int64_t id = 0;
  std::string title;
  std::string description;
  std::int64_t creator_id = 0;
  std::optional<std::string> due_on;
  std::string priority;
  std::string status;
  std::string proof;
  std::string source_kind;
  std::optional<std::int64_t> source_id;
  std::optional<std::string> source_label;
  std::optional<std::int64_t> run_id;
  std::optional<std::int64_t> completed_at;
  std::optional<std::int64_t> completed_by;
  std::int64_t created_at = 0;
  std::int64_t updated_at = 0;
  std::int64_t comments_count = 0;
};
BOOST_DESCRIBE_STRUCT(TaskRow, (),
                      (id, title, description, creator_id, due_on, priority, status, proof,
                       source_kind, source_id, source_label, run_id, completed_at, completed_by,
                       created_at, updated_at, comments_count))

/// What a new task is written with.
struct NewTaskRow {
  std::string title;
  std::string description;
  std::int64_t creator_id = 0;
  std::optional<std::string> due_on;
  std::string priority = "normal";
  std::string proof = "none";
  std::string source_kind = "manual";
  std::optional<std::int64_t> source_id;
  std::optional<std::string> source_label;
  std::optional<std::int64_t> run_id;
};

struct AssigneeRow {
  std::int64_t task_id = 0;
  std::int64_t user_id = 0;
};
BOOST_DESCRIBE_STRUCT(AssigneeRow, (), (task_id, user_id))

/// A dependency of a task, with the title and status of the task it waits for.
struct DependencyRow {
  std::int64_t task_id = 0;
  std::int64_t depends_on = 0;
  std::string title;
  std::string status;
};
BOOST_DESCRIBE_STRUCT(DependencyRow, (), (task_id, depends_on, title, status))

struct AttachmentRow {
  std::int64_t task_id = 0;
  std::string storage_key;
  std::string file_name;
};
BOOST_DESCRIBE_STRUCT(AttachmentRow, (), (task_id, storage_key, file_name))

struct CommentRow {
  std::int64_t id = 0;
  std::int64_t task_id = 0;
  std::int64_t author_id = 0;
  std::string body;
  std::int64_t created_at = 0;
};
BOOST_DESCRIBE_STRUCT(CommentRow, (), (id, task_id, author_id, body, created_at))

struct TemplateRow {
  std::int64_t id = 0;
  std::string name;
  std::optional<std::string> name_en;
  std::string trigger;
  std::string anchor;
  bool active = true;
  std::string items;  ///< JSON array of TemplateItem
  std::int64_t created_at = 0;
  std::int64_t updated_at = 0;
};
BOOST_DESCRIBE_STRUCT(TemplateRow, (),
                      (id, name, name_en, trigger, anchor, active, items, created_at, updated_at))

struct RunRow {
  std::int64_t id = 0;
  std::optional<std::int64_t> template_id;
  std::string template_name;
  std::optional<std::string> template_name_en;
  std::int64_t subject_id = 0;
  std::string anchor_on;
  std::int64_t started_at = 0;
  std::int64_t tasks = 0;
  std::int64_t done = 0;
};
BOOST_DESCRIBE_STRUCT(RunRow, (),
                      (id, template_id, template_name, template_name_en, subject_id, anchor_on,
                       started_at, tasks, done))

/// A list's filters: the assignees it covers and the view (today, overdue, upcoming, done, all)
/// on the organisation's `today`; empty strings for filters not given.
struct ListFilter {
  std::vector<std::int64_t> assignees;
  std::string view = "all";
  std::string today;
  std::string source;
  std::string status;
  std::string q;
};

struct ViewCounts {
  std::int64_t today = 0;
  std::int64_t overdue = 0;
  std::int64_t upcoming = 0;
};

/// A task due today whose reminder was just claimed, with one assignee.
struct DueRow {
  std::int64_t task_id = 0;
  std::string title;
  std::int64_t user_id = 0;
};
BOOST_DESCRIBE_STRUCT(DueRow, (), (task_id, title, user_id))

struct OrgDay {
  std::int64_t org_id = 0;
  std::string timezone;
};
BOOST_DESCRIBE_STRUCT(OrgDay, (), (org_id, timezone))

/// A person the tasks module resolves: active or not, their leader and admission day.
struct PersonFacts {
  std::int64_t id = 0;
  bool active = false;
  std::optional<std::int64_t> leader_id;
  std::optional<std::string> admission_date;
};
BOOST_DESCRIBE_STRUCT(PersonFacts, (), (id, active, leader_id, admission_date))

class TaskRepo {
 public:
  // --- People --------------------------------------------------------------------------------
  /// The people whose leader chain (users.leader_id, up to 10 levels) reaches `leader`.
  std::vector<std::int64_t> team(db::Conn& c, OrgId org, std::int64_t leader) const;
  /// Facts of the organisation's people among `ids` (others are absent).
  std::vector<PersonFacts> facts(db::Conn& c, OrgId org,
                                 const std::vector<std::int64_t>& ids) const;
  /// The organisation's first active admin (lowest id); nullopt when none.
  std::optional<std::int64_t> first_admin(db::Conn& c, OrgId org) const;

  // --- Tasks ---------------------------------------------------------------------------------
  /// Returns the new id.
  std::int64_t insert(db::Conn& c, OrgId org, const NewTaskRow& t, std::int64_t now_ms) const;
  /// Replaces the task's assignees, copying its status and due day.
  void set_assignees(db::Conn& c, OrgId org, std::int64_t task_id,
                     const std::vector<std::int64_t>& users, const std::string& status,
                     const std::optional<std::string>& due_on) const;
  /// nullopt when the organisation has no such task. `lock`: FOR UPDATE on PostgreSQL.
  std::optional<TaskRow> find(db::Conn& c, OrgId org, std::int64_t id, bool lock = false) const;
  std::vector<TaskRow> find_many(db::Conn& c, OrgId org,
                                 const std::vector<std::int64_t>& ids) const;
  /// The tasks of one record of another module (at most 50, oldest first).
  std::vector<TaskRow> of_source(db::Conn& c, OrgId org, const std::string& kind,
                                 std::int64_t id) const;
  void update_fields(db::Conn& c, OrgId org, const TaskRow& t, std::int64_t now_ms) const;
  void update_status(db::Conn& c, OrgId org, std::int64_t id, const std::string& status,
                     std::optional<std::int64_t> completed_at,
                     std::optional<std::int64_t> completed_by, std::int64_t now_ms) const;
  void remove(db::Conn& c, OrgId org, std::int64_t id) const;

  std::vector<AssigneeRow> assignees(db::Conn& c, OrgId org,
                                     const std::vector<std::int64_t>& tasks) const;
  std::vector<DependencyRow> dependencies(db::Conn& c, OrgId org,
                                          const std::vector<std::int64_t>& tasks) const;
  /// The tasks that depend on `task_id`.
  std::vector<std::int64_t> dependants(db::Conn& c, OrgId org, std::int64_t task_id) const;
  void set_dependencies(db::Conn& c, OrgId org, std::int64_t task_id,
                        const std::vector<std::int64_t>& depends_on) const;
  /// Whether `target` is reachable from any of `from` following dependencies.
  bool reaches(db::Conn& c, OrgId org, const std::vector<std::int64_t>& from,
               std::int64_t target) const;
  std::vector<AttachmentRow> attachments(db::Conn& c, OrgId org,
                                         const std::vector<std::int64_t>& tasks) const;
  /// Keys already on the task are left as they are.
  void add_attachment(db::Conn& c, OrgId org, std::int64_t task_id, const std::string& key,
                      const std::string& name, std::int64_t user_id, std::int64_t now_ms) const;

  std::vector<TaskRow> list(db::Conn& c, OrgId org, const ListFilter& f, std::int64_t limit,
                            std::int64_t offset) const;
  std::int64_t count(db::Conn& c, OrgId org, const ListFilter& f) const;
  ViewCounts view_counts(db::Conn& c, OrgId org, const std::vector<std::int64_t>& assignees,
                         const std::string& today) const;

  // --- Comments ------------------------------------------------------------------------------
  std::int64_t insert_comment(db::Conn& c, OrgId org, std::int64_t task_id, std::int64_t author,
                              const std::string& body, std::int64_t now_ms) const;
  /// The latest `limit`, oldest first.
  std::vector<CommentRow> comments(db::Conn& c, OrgId org, std::int64_t task_id,
                                   std::int64_t limit) const;

  // --- Templates and runs --------------------------------------------------------------------
  std::vector<TemplateRow> templates(db::Conn& c, OrgId org) const;
  /// Active templates of a trigger.
  std::vector<TemplateRow> templates_for(db::Conn& c, OrgId org, const std::string& trigger) const;
  std::optional<TemplateRow> find_template(db::Conn& c, OrgId org, std::int64_t id) const;
  std::int64_t insert_template(db::Conn& c, OrgId org, const TemplateRow& t,
                               std::int64_t now_ms) const;
  /// False when the organisation has no such template.
  bool update_template(db::Conn& c, OrgId org, const TemplateRow& t, std::int64_t now_ms) const;
  bool delete_template(db::Conn& c, OrgId org, std::int64_t id) const;
  /// Throws db::Error (unique violation) when the run exists.
  std::int64_t insert_run(db::Conn& c, OrgId org, const TemplateRow& t, std::int64_t subject_id,
                          const std::string& anchor_on, std::optional<std::int64_t> started_by,
                          std::int64_t now_ms) const;
  /// nullopt when the run exists (ON CONFLICT DO NOTHING): for starts inside another module's
  /// transaction, which a unique violation would abort on PostgreSQL.
  std::optional<std::int64_t> insert_run_if_new(db::Conn& c, OrgId org, const TemplateRow& t,
                                                std::int64_t subject_id,
                                                const std::string& anchor_on,
                                                std::int64_t now_ms) const;
  std::optional<RunRow> find_run(db::Conn& c, OrgId org, std::int64_t id) const;
  std::vector<RunRow> runs(db::Conn& c, OrgId org, std::optional<std::int64_t> template_id,
                           std::optional<std::int64_t> subject_id, std::int64_t limit,
                           std::int64_t offset) const;
  std::int64_t count_runs(db::Conn& c, OrgId org, std::optional<std::int64_t> template_id,
                          std::optional<std::int64_t> subject_id) const;

  // --- Due today -----------------------------------------------------------------------------
  /// Organisations with open tasks that have a due day, and their time zones.
  std::vector<OrgDay> orgs_with_due(db::Conn& c) const;
  /// Claims the reminder of each open task due `today` not claimed yet and returns them with
  /// their assignees.
  std::vector<DueRow> claim_due_today(db::Conn& c, OrgId org, const std::string& today,
                                      std::int64_t now_ms) const;
};

}  // namespace aplauso::tasks
