// Tasks (issue 30, engagement.md §8; docs/tasks.md, ADR 0056): the organisation's one to-do list.
// People create tasks for themselves, leaders for the people whose leader chain reaches them,
// admins for anyone; other modules create them through `create_for` in their own transaction.
// A task is seen by its assignees, its creator, the assignees' leader chain and admins.
// Dependencies block a task until what it waits for is done or skipped (TSK-★1), and completing
// one unblocks and notifies its dependants in the same transaction; proof "attachment" keeps a
// task from being done without one (TSK-★2). Templates (task_templates.cpp) start runs of tasks
// due relative to an anchor day, by hand or on a trigger (a person created).
#pragma once

#include <boost/json/object.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"
#include "modules/tasks/task_repo.h"
#include "modules/users/user.h"

namespace aplauso {
class Clock;
}
namespace aplauso::db {
class Conn;
class Database;
}  // namespace aplauso::db
namespace aplauso::live {
class EventHub;
}
namespace aplauso::notifications {
class NotificationService;
}
namespace aplauso::storage {
class FileStore;
}
namespace aplauso::uploads {
class UploadService;
}

namespace aplauso::tasks {

/// The live hint each assignee of a new task gets (the list appends it).
inline constexpr const char* kAppendedSignal = "tasks.appended";
/// The upload type of task attachments.
inline constexpr const char* kAttachmentType = "task-attachment";

/// Who is calling.
struct Caller {
  std::int64_t user_id = 0;
  bool admin = false;
};

/// Where a task comes from: manual, template, or another module's record.
struct Source {
  std::string kind = "manual";
  std::optional<std::int64_t> id;
  std::optional<std::string> label;
};

/// A task to create (create_for, runs).
struct NewTask {
  std::string title;
  std::string description;
  std::vector<std::int64_t> assignee_ids;
  std::optional<std::string> due_on;
  std::string priority = "normal";
  std::string proof = "none";
  std::vector<std::int64_t> depends_on;
};

struct Attachment {
  std::string key;
  std::string name;
  std::string url;
};

/// A task as the calls show it.
struct TaskView {
  TaskRow row;
  std::vector<users::Person> assignees;
  users::Person creator;
  std::optional<users::Person> completed_by;
  std::vector<std::int64_t> depends_on;
  std::vector<std::pair<std::int64_t, std::string>> blocked_by;  ///< id, title
  std::vector<Attachment> attachments;
  bool blocked() const { return !blocked_by.empty(); }
};

struct CommentView {
  CommentRow row;
  users::Person author;
};

struct TaskDetail {
  TaskView task;
  std::vector<CommentView> comments;
};

struct ListQuery {
  std::string view = "all";
  std::string assignee = "me";  ///< me, team or a user id
  std::string source;
  std::string status;
  std::string q;
  std::string today;
  std::int64_t limit = 20;
  std::int64_t offset = 0;
};

struct TaskPage {
  std::vector<TaskView> items;
  std::int64_t total = 0;
  ViewCounts counts;
};

class TaskService {
 public:
  TaskService(const db::Database& db, const Clock& clock, const storage::FileStore& files,
              const uploads::UploadService& uploads,
              const notifications::NotificationService& notifications, const live::EventHub& hub)
      : db_(db),
        clock_(clock),
        files_(files),
        uploads_(uploads),
        notifications_(notifications),
        hub_(hub) {}

  /// 403 not_a_leader for assignee=team when nobody reports to the caller; 404 for a person
  /// the caller may not look at. A fixed number of statements whatever the page's size.
  TaskPage list(OrgId org, const Caller& who, const ListQuery& q) const;
  /// 422 naming every bad field, 403 forbidden for an assignee the caller may not give tasks
  /// to, 404 for a dependency they cannot see.
  TaskView create(OrgId org, const Caller& who, const boost::json::object& body) const;
  /// 404 when the caller may not see it.
  TaskDetail read(OrgId org, const Caller& who, std::int64_t id) const;
  /// Fields and/or status (the rules in task_service.cpp and docs/tasks.md).
  TaskView update(OrgId org, const Caller& who, std::int64_t id,
                  const boost::json::object& body) const;
  void remove(OrgId org, const Caller& who, std::int64_t id) const;
  CommentView comment(OrgId org, const Caller& who, std::int64_t id,
                      const boost::json::object& body) const;
  TaskView attach(OrgId org, const Caller& who, std::int64_t id,
                  const boost::json::object& body) const;

  /// For modules installed after tasks: creates a task in the caller's transaction with its
  /// source (kind survey_action, evaluation, program, complaint, health_safety; id and label),
  /// created by `creator_id`, notifying its assignees and hinting their lists once it commits.
  /// No permission check (the calling module decided); 422 for bad fields or assignees not of
  /// the organisation. Returns the task's id.
  std::int64_t create_for(db::Conn& c, OrgId org, const Source& source, std::int64_t creator_id,
                          const NewTask& task) const;

  /// For modules installed after tasks, in the caller's transaction: the tasks one of their
  /// records created (source kind and id), at most 50, oldest first. No permission check.
  std::vector<TaskRow> of_source(db::Conn& c, OrgId org, const std::string& kind,
                                 std::int64_t id) const {
    return repo_.of_source(c, org, kind, id);
  }

  /// The daily reminder: each open task due today (the organisation's day) gets one
  /// task_due_today notification to its assignees, once. Returns how many tasks were reminded.
  int remind_due_today() const;

  // For the templates' runs (same module).
  std::int64_t insert_task(db::Conn& c, OrgId org, const Source& source,
                           std::optional<std::int64_t> run_id, std::int64_t creator_id,
                           const NewTask& task) const;
  /// Notifications and live hints for new tasks, in the caller's transaction; the actor (when
  /// given) hears nothing of their own tasks.
  void announce(db::Conn& c, OrgId org, const std::vector<std::int64_t>& task_ids,
                std::optional<std::int64_t> actor) const;
  const TaskRepo& repo() const { return repo_; }

 private:
  std::vector<TaskView> views(db::Conn& c, OrgId org, std::vector<TaskRow> rows) const;
  TaskView view(db::Conn& c, OrgId org, std::int64_t id) const;
  /// The task, or 404 when the caller may not see it. `can_edit` receives whether they may
  /// change its fields.
  TaskRow visible(db::Conn& c, OrgId org, const Caller& who, std::int64_t id, bool lock,
                  bool* can_edit) const;
  void check_assignees(db::Conn& c, OrgId org, const Caller& who,
                       const std::vector<std::int64_t>& ids) const;
  std::vector<std::int64_t> visible_dependencies(db::Conn& c, OrgId org, const Caller& who,
                                                 const std::vector<std::int64_t>& ids) const;
  void add_attachments(db::Conn& c, OrgId org, const Caller& who, std::int64_t task_id,
                       const std::vector<std::string>& keys, const std::string& field) const;
  /// After `task_id` was completed, skipped or deleted: its dependants with nothing left to
  /// wait for are unblocked; their assignees hear of it.
  void unblocked(db::Conn& c, OrgId org, const std::vector<std::int64_t>& dependants,
                 std::int64_t actor) const;

  const db::Database& db_;
  const Clock& clock_;
  const storage::FileStore& files_;
  const uploads::UploadService& uploads_;
  const notifications::NotificationService& notifications_;
  const live::EventHub& hub_;
  TaskRepo repo_;
};

}  // namespace aplauso::tasks
