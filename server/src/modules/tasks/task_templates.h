// Task templates and their runs (TSK-3): a template's items are tasks due `offset_days` from an
// anchor day (the subject's hire date or the day the run starts), assigned by role (the subject,
// their leader, an admin, a named person), depending on earlier items by key. A run creates the
// tasks for one subject; it is started by hand (admins), when a person is created (trigger
// person_created, through the people module's hook, in the creating transaction) or by a later
// module (`start_runs`, trigger cycle_launched). One run per (template, subject, anchor day).
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
namespace aplauso::audit {
class AuditLog;
}
namespace aplauso::db {
class Conn;
class Database;
}  // namespace aplauso::db

namespace aplauso::tasks {

class TaskService;

struct TemplateItem {
  std::string key;
  std::string title;
  std::string description;
  std::int64_t offset_days = 0;
  std::string assignee_role = "subject";
  std::optional<std::int64_t> person_id;
  std::string priority = "normal";
  std::string proof = "none";
  std::vector<std::string> depends_on;
};

struct Template {
  TemplateRow row;
  std::vector<TemplateItem> items;
};

struct RunView {
  RunRow row;
  users::Person subject;
};

struct RunPage {
  std::vector<RunView> items;
  std::int64_t total = 0;
};

class TemplateService {
 public:
  TemplateService(const db::Database& db, const Clock& clock, const TaskService& tasks,
                  const audit::AuditLog& audit)
      : db_(db), clock_(clock), tasks_(tasks), audit_(audit) {}

  std::vector<Template> list(OrgId org) const;
  /// 422 invalid_template naming every bad field.
  Template create(OrgId org, const boost::json::object& body) const;
  /// 404 for another organisation's.
  Template read(OrgId org, std::int64_t id) const;
  Template update(OrgId org, std::int64_t id, const boost::json::object& body) const;
  void remove(OrgId org, std::int64_t id) const;

  /// Starts a run by hand (404 template or subject, 409 run_exists). `today`: the
  /// organisation's day.
  RunView start(OrgId org, std::int64_t actor, std::int64_t template_id, std::int64_t subject_id,
                const std::optional<std::string>& anchor_on, const std::string& today) const;
  RunPage runs(OrgId org, std::optional<std::int64_t> template_id,
               std::optional<std::int64_t> subject_id, std::int64_t limit,
               std::int64_t offset) const;

  /// In the caller's transaction: a run of every active template of `trigger` for each subject,
  /// anchored on `anchor_on` (or, when absent, the subject's admission date for hire_date
  /// templates, `today` otherwise); runs that exist are left alone. Returns the runs started.
  std::vector<std::int64_t> start_runs(db::Conn& c, OrgId org, const std::string& trigger,
                                       const std::vector<std::int64_t>& subject_ids,
                                       const std::optional<std::string>& anchor_on,
                                       const std::string& today) const;

 private:
  Template parse(const boost::json::object& body) const;
  /// Creates the run's tasks; nullopt when the run exists and `must_be_new` is false.
  std::optional<std::int64_t> run(db::Conn& c, OrgId org, const Template& t,
                                  const PersonFacts& subject, const std::string& anchor_on,
                                  std::optional<std::int64_t> actor, bool must_be_new) const;
  RunView run_view(db::Conn& c, OrgId org, std::int64_t run_id) const;

  const db::Database& db_;
  const Clock& clock_;
  const TaskService& tasks_;
  const audit::AuditLog& audit_;
  TaskRepo repo_;
};

}  // namespace aplauso::tasks
