// Rules of goals (docs/goals.md): who sees and may change what, creating and editing goals,
// lists and the alignment tree (goal_service.cpp); check-ins, checklists, links and weights with
// the roll-up of calculated parents in the writer's transaction, closing, approving with points,
// comments and the check-in nudges (goal_tracking.cpp). The forecast and health are
// goal_forecast.h.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "core/roles.h"
#include "modules/goals/goal_forecast.h"
#include "modules/goals/goal_repo.h"
#include "modules/users/user.h"

namespace aplauso::audit {
class AuditLog;
}
namespace aplauso::db {
class Conn;
class Database;
}  // namespace aplauso::db
namespace aplauso::notifications {
class NotificationService;
}
namespace aplauso::points {
class PointsService;
}
namespace aplauso::storage {
class FileStore;
}
namespace aplauso::uploads {
class UploadService;
}

namespace aplauso::goals {

/// The caller as the rules need them.
struct Viewer {
  std::int64_t user_id = 0;
  Role role = Role::kEmployee;
  std::string language = "es";  ///< "es" or "en": names and the recognition message
  std::string today;            ///< the organisation's day
  std::string timezone = "UTC";
  bool admin() const { return role_at_least(role, Role::kAdmin); }
};

/// A goal as the lists show it.
struct GoalView {
  GoalRow row;
  users::Person owner;
  std::vector<users::Person> co_owners;
  double expected = 0;
  std::string health;
  std::optional<Forecast> forecast;
  std::vector<std::pair<std::string, double>> points;  ///< the check-in series: day, value
};

struct ChecklistView {
  ChecklistRow row;
  std::optional<users::Person> done_by;
};

struct Can {
  bool edit = false;
  bool check_in = false;
  bool close = false;
  bool remove = false;
  bool approve = false;
  bool comment = false;
};

struct GoalDetail {
  GoalView goal;
  std::vector<users::Person> viewers;  ///< only for those who may edit
  std::vector<ChecklistView> checklist;
  std::vector<GoalView> parents;
  std::vector<GoalView> children;
  std::int64_t hidden_children = 0;
  Can can;
  std::optional<users::Person> closed_by;
};

struct GoalPage {
  std::vector<GoalView> items;
  std::int64_t total = 0;
  std::optional<std::pair<double, std::int64_t>> weights;  ///< sum, count (scope mine + period)
};

struct TreePage {
  std::vector<GoalView> items;
  bool more = false;
  std::int64_t hidden_children = 0;
};

/// A create or an edit: absent fields are not sent (an edit keeps them; a create takes the
/// defaults); an inner nullopt clears a nullable field.
struct GoalInput {
  std::optional<std::string> title;
  std::optional<std::optional<std::string>> description;
  std::optional<std::int64_t> owner_id;
  std::optional<std::vector<std::int64_t>> co_owner_ids;
  std::optional<std::string> level;
  std::optional<std::optional<std::int64_t>> department_id;
  std::optional<std::optional<std::int64_t>> group_id;
  std::optional<std::optional<std::int64_t>> category_id;
  std::optional<std::string> starts_on;
  std::optional<std::string> ends_on;
  std::optional<std::string> metric;
  std::optional<std::optional<std::string>> unit;
  std::optional<std::optional<std::string>> currency;
  std::optional<double> start_value;
  std::optional<double> target_value;
  std::optional<std::string> progress_mode;
  std::optional<std::string> visibility;
  std::optional<std::vector<std::int64_t>> viewer_ids;
  std::optional<double> weight;
  std::optional<std::int64_t> points;
  std::optional<bool> archived;         ///< edit only: archive (true) an active or missed goal
  std::vector<ChecklistRow> checklist;  ///< create only
  std::vector<std::pair<std::int64_t, double>> parents;  ///< create only: goal, contribution
};

struct CheckinInput {
  double value = 0;
  std::string status;
  std::int64_t confidence = 0;
  std::optional<std::string> comment;
  std::vector<std::string> attachments;
};

struct CheckinView {
  CheckinRow row;
  users::Person author;
  struct File {
    std::string key;
    std::string name;
    std::string url;
  };
  std::vector<File> files;
};

struct CommentView {
  CommentRow row;
  users::Person author;
};

struct Recognition {
  std::vector<users::Person> people;
  std::string message;
};

class GoalService {
 public:
  GoalService(const db::Database& db, const Clock& clock, storage::FileStore& files,
              const points::PointsService& points, const uploads::UploadService& uploads,
              const notifications::NotificationService& notices, const audit::AuditLog& audit)
      : db_(db),
        clock_(clock),
        files_(files),
        points_(points),
        uploads_(uploads),
        notices_(notices),
        audit_(audit) {}

  // --- Reading (goal_service.cpp) ---
  GoalPage list(OrgId org, const Viewer& v, const ListFilter& filter, std::int64_t limit,
                std::int64_t offset) const;
  /// Roots without `parent`; its visible children with it (404 when it is not visible).
  TreePage tree(OrgId org, const Viewer& v, std::optional<std::int64_t> parent,
                const std::string& from, const std::string& to) const;
  /// 404 when the goal is not the organisation's or the viewer may not see it.
  GoalDetail detail(OrgId org, const Viewer& v, std::int64_t id) const;

  // --- Writing goals (goal_service.cpp) ---
  /// 403 forbidden per level; 422 invalid_goal; 404 for unknown or hidden parents, categories,
  /// departments, groups; 409 goal_cycle.
  GoalDetail create(OrgId org, const Viewer& v, const GoalInput& in) const;
  /// 409 goal_closed unless active (archiving excepted); 403 when the caller may not edit.
  GoalDetail update(OrgId org, const Viewer& v, std::int64_t id, const GoalInput& in) const;
  /// Creator or admins; 409 goal_has_checkins.
  void remove(OrgId org, const Viewer& v, std::int64_t id) const;

  // --- Categories and settings (goal_service.cpp) ---
  std::vector<CategoryRow> categories(OrgId org, bool active_only) const;
  /// 422 invalid_category; 404 unknown value (or category on update).
  CategoryRow save_category(OrgId org, std::optional<std::int64_t> id, const CategoryRow& in) const;
  /// 409 category_in_use.
  void delete_category(OrgId org, std::int64_t id) const;
  SettingsRow settings(OrgId org) const;
  /// 422 invalid_settings.
  SettingsRow save_settings(OrgId org, const SettingsRow& s) const;

  // --- Tracking (goal_tracking.cpp) ---
  std::vector<ChecklistView> replace_checklist(OrgId org, const Viewer& v, std::int64_t id,
                                               const std::vector<ChecklistRow>& items) const;
  ChecklistView toggle_item(OrgId org, const Viewer& v, std::int64_t id, std::int64_t item_id,
                            bool done) const;
  std::pair<std::vector<CheckinView>, std::int64_t> checkins(OrgId org, const Viewer& v,
                                                             std::int64_t id, std::int64_t limit,
                                                             std::int64_t offset) const;
  /// 422 invalid_checkin / attachment_not_found; 409 goal_closed.
  std::pair<CheckinView, GoalDetail> check_in(OrgId org, const Viewer& v, std::int64_t id,
                                              const CheckinInput& in) const;
  /// 409 goal_cycle; 404 hidden parents; 403 when the caller may not edit.
  GoalDetail set_parents(OrgId org, const Viewer& v, std::int64_t id,
                         const std::vector<std::pair<std::int64_t, double>>& parents) const;
  /// A person's weights in a period: (sum, their goals in it).
  std::pair<double, std::vector<GoalView>> set_weights(
      OrgId org, const Viewer& v, std::int64_t owner, const std::string& from,
      const std::string& to, const std::vector<std::pair<std::int64_t, double>>& weights) const;
  GoalDetail set_children_weights(
      OrgId org, const Viewer& v, std::int64_t id,
      const std::vector<std::pair<std::int64_t, double>>& contributions) const;
  std::pair<GoalDetail, std::optional<Recognition>> close(
      OrgId org, const Viewer& v, std::int64_t id, const std::string& outcome,
      std::optional<double> value, const std::optional<std::string>& comment) const;
  GoalDetail reopen(OrgId org, const Viewer& v, std::int64_t id) const;
  GoalDetail approve(OrgId org, const Viewer& v, std::int64_t id) const;
  GoalDetail reject(OrgId org, const Viewer& v, std::int64_t id,
                    const std::optional<std::string>& reason) const;
  std::pair<std::vector<CommentView>, std::int64_t> comments(OrgId org, const Viewer& v,
                                                             std::int64_t id, std::int64_t limit,
                                                             std::int64_t offset) const;
  CommentView comment(OrgId org, const Viewer& v, std::int64_t id, const std::string& body) const;
  /// The job (GOA-6): nudges the owners of goals with no check-in in nudge_days. Returns how
  /// many goals it nudged.
  std::int64_t nudge() const;

  // --- For reviews (the evaluations module), in the caller's connection ---
  /// A person's goals (owner or co-owner, not archived) whose period overlaps [from, to], with
  /// their weights: one statement.
  std::vector<ReviewGoal> goals_for_review(db::Conn& c, OrgId org, std::int64_t user_id,
                                           const std::string& from, const std::string& to) const {
    return repo_.review_goals(c, org, user_id, from, to);
  }
  /// The check-ins in [from_ms, to_ms) on a person's goals that the viewer may see, newest
  /// first, at most `limit`: two statements.
  std::vector<ReviewCheckin> checkins_for_review(db::Conn& c, OrgId org, const Viewer& v,
                                                 std::int64_t user_id, std::int64_t from_ms,
                                                 std::int64_t to_ms, std::int64_t limit) const;

  // --- The demo organisation (goal_demo.cpp) ---
  /// A person's department.
  std::optional<std::int64_t> department_of(OrgId org, std::int64_t user_id) const;
  /// A check-in dated `at_ms` in the past (the demo's history), with the same effects as
  /// check_in() at that moment.
  void record_past_checkin(OrgId org, std::int64_t goal_id, std::int64_t author, double value,
                           const std::string& status, std::int64_t at_ms) const;

 private:
  struct Access {
    bool visible = false;
    bool owner = false;   ///< owner or co-owner
    bool leader = false;  ///< in the owner's leader chain
    bool creator = false;
    bool admin = false;
    bool may_edit() const { return owner || leader || creator || admin; }
    bool may_approve() const { return (leader || admin) && !owner; }
  };
  ViewerKey key(db::Conn& c, OrgId org, const Viewer& v) const;
  Access access(db::Conn& c, OrgId org, const Viewer& v, const GoalRow& g) const;
  /// The goal, 404 when missing or hidden from the viewer.
  std::pair<GoalRow, Access> seen(db::Conn& c, OrgId org, const Viewer& v, std::int64_t id) const;
  /// As seen(), 403 unless the viewer may edit it.
  std::pair<GoalRow, Access> editable(db::Conn& c, OrgId org, const Viewer& v,
                                      std::int64_t id) const;
  std::vector<GoalView> decorate(db::Conn& c, OrgId org, const Viewer& v,
                                 std::vector<GoalRow> rows) const;
  GoalDetail detail(db::Conn& c, OrgId org, const Viewer& v, std::int64_t id) const;
  /// Locks the goal and its calculated ancestors (the writer's first statements).
  void lock_chain(db::Conn& c, OrgId org, std::int64_t id) const;
  /// Recomputes the calculated goals among `starts` and all their calculated ancestors, each
  /// after its descendants (GOA-5).
  void roll_up(db::Conn& c, OrgId org, const std::vector<std::int64_t>& starts) const;
  /// The goal's progress from its checklist (checklist mode).
  void checklist_progress(db::Conn& c, OrgId org, const GoalRow& g) const;
  void check_parents(db::Conn& c, OrgId org, const Viewer& v, std::int64_t id,
                     const std::vector<std::pair<std::int64_t, double>>& parents) const;
  void pay(db::Conn& c, OrgId org, const Viewer& v, const GoalRow& g) const;
  std::vector<std::int64_t> owner_ids(db::Conn& c, OrgId org, std::int64_t id) const;

  const db::Database& db_;
  const Clock& clock_;
  storage::FileStore& files_;
  const points::PointsService& points_;
  const uploads::UploadService& uploads_;
  const notifications::NotificationService& notices_;
  const audit::AuditLog& audit_;
  GoalRepo repo_;
};

/// The checklist's weighted share of done items, 0-100 (a null weight counts as the mean of the
/// others', all null as equal).
double checklist_share(const std::vector<ChecklistRow>& items);

}  // namespace aplauso::goals
