// Goals as stored: goals, owners, viewers, checklists, check-ins, links, comments, categories,
// settings and nudges. The only code that runs their SQL (goals_sql.h). Every method takes the
// organisation; database failures surface as db::Error.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::goals {

/// Who is looking: the visibility rule's parameters.
struct ViewerKey {
  std::int64_t user_id = 0;
  bool admin = false;
  std::optional<std::int64_t> department_id;
};

/// A goal as stored, with the names it refers to and its link counts.
struct GoalRow {
  std::int64_t id = 0;
  std::string title;
  std::string level;
  std::optional<std::int64_t> department_id;
  std::optional<std::string> department_name;
  std::optional<std::int64_t> group_id;
  std::optional<std::string> group_name;
  std::int64_t owner_id = 0;
  std::optional<std::int64_t> category_id;
  std::optional<std::string> category_name;
  std::optional<std::string> category_name_en;
  std::optional<std::int64_t> category_value_id;
  std::string starts_on;
  std::string ends_on;
  std::string metric;
  std::optional<std::string> unit;
  std::optional<std::string> currency;
  double start_value = 0;
  double target_value = 0;
  double current_value = 0;
  double progress = 0;
  std::string status;
  double weight = 0;
  std::string visibility;
  std::int64_t checkins = 0;
  std::optional<std::int64_t> last_checkin_at;
  std::optional<std::string> last_checkin_status;
  std::optional<std::int64_t> last_checkin_confidence;
  std::int64_t parents_count = 0;
  std::int64_t children_count = 0;
  std::int64_t points = 0;
  std::int64_t updated_at = 0;
  std::optional<std::string> description;
  std::string progress_mode;
  std::optional<std::int64_t> creator_id;
  std::optional<std::string> closed_outcome;
  std::optional<double> closed_value;
  std::optional<std::string> closed_comment;
  std::optional<std::int64_t> closed_at;
  std::optional<std::int64_t> closed_by;
  std::optional<std::int64_t> paid_at;
  std::int64_t created_at = 0;
  double contribution = 0;  ///< as a child or parent in a link list; 0 elsewhere
};

/// What a create or an edit writes.
struct GoalFields {
  std::string title;
  std::optional<std::string> description;
  std::int64_t owner_id = 0;
  std::string level;
  std::optional<std::int64_t> department_id;
  std::optional<std::int64_t> group_id;
  std::optional<std::int64_t> category_id;
  std::string starts_on;
  std::string ends_on;
  std::string metric;
  std::optional<std::string> unit;
  std::optional<std::string> currency;
  double start_value = 0;
  double target_value = 0;
  std::string progress_mode;
  std::string visibility;
  double weight = 0;
  std::int64_t points = 0;
};

/// The list's filters ('' and 0 for none).
struct ListFilter {
  std::string scope = "mine";
  std::string status;
  std::string level;
  std::int64_t category = 0;
  std::int64_t owner = 0;
  std::int64_t department = 0;
  std::string period_from;
  std::string period_to;
  std::string like;  ///< a LIKE pattern of the lowered title
  /// on_track, behind, at_risk, not_started or done: computed, so the service filters the
  /// scope's first kHealthScan goals itself (the statements never see it).
  std::string health;
};

struct ChecklistRow {
  std::int64_t id = 0;
  std::string title;
  bool done = false;
  std::optional<double> weight;
  std::optional<std::int64_t> done_at;
  std::optional<std::int64_t> done_by;
};

struct CheckinRow {
  std::int64_t id = 0;
  std::int64_t author_id = 0;
  double value = 0;
  std::string status;
  std::int64_t confidence = 0;
  std::optional<std::string> comment;
  std::string attachments;  ///< JSON text: [{"key", "name"}]
  std::int64_t created_at = 0;
};

/// A goal as a review imports it.
struct ReviewGoal {
  std::int64_t id = 0;
  std::string title;
  double weight = 0;  ///< 0: no weight
  double progress = 0;
  std::string status;
  std::string starts_on;
  std::string ends_on;
};

/// A check-in as the evidence panel lists it.
struct ReviewCheckin {
  std::int64_t goal_id = 0;
  std::string goal_title;
  std::int64_t created_at = 0;
  double value = 0;
  std::string status;
  std::int64_t confidence = 0;
  std::optional<std::string> comment;
};

struct CommentRow {
  std::int64_t id = 0;
  std::int64_t author_id = 0;
  std::string body;
  std::int64_t created_at = 0;
};

struct CategoryRow {
  std::int64_t id = 0;
  std::string name;
  std::optional<std::string> name_en;
  std::optional<std::int64_t> value_id;
  bool active = true;
  std::optional<std::string> value_name;
  std::optional<std::string> value_name_en;
};

struct SettingsRow {
  std::int64_t nudge_days = 14;
  double behind_delta = 10;
  double at_risk_delta = 25;
};

struct PersonFacts {
  std::int64_t id = 0;
  std::optional<std::int64_t> department_id;
  std::optional<std::int64_t> leader_id;
  bool active = false;
};

struct DueNudge {
  std::int64_t org_id = 0;
  std::int64_t goal_id = 0;
  std::string title;
};

/// One point of a goal's check-in series.
struct SeriesPoint {
  std::int64_t at_ms = 0;
  double value = 0;
};

class GoalRepo {
 public:
  // --- Reading ---
  /// A page of the goals the viewer sees (ordered by ends_on, id) and, with `total`, their count.
  std::vector<GoalRow> list(db::Conn& c, OrgId org, const ViewerKey& v, const ListFilter& f,
                            std::int64_t limit, std::int64_t offset) const;
  std::int64_t count(db::Conn& c, OrgId org, const ViewerKey& v, const ListFilter& f) const;
  std::vector<GoalRow> roots(db::Conn& c, OrgId org, const ViewerKey& v, const std::string& from,
                             const std::string& to, std::int64_t limit) const;
  std::vector<GoalRow> children(db::Conn& c, OrgId org, const ViewerKey& v, std::int64_t parent,
                                std::int64_t limit) const;
  std::int64_t hidden_children(db::Conn& c, OrgId org, const ViewerKey& v,
                               std::int64_t parent) const;
  std::vector<GoalRow> parents(db::Conn& c, OrgId org, const ViewerKey& v,
                               std::int64_t child) const;
  /// The ids among `ids` the viewer sees.
  std::vector<std::int64_t> visible(db::Conn& c, OrgId org, const ViewerKey& v,
                                    const std::vector<std::int64_t>& ids) const;
  /// nullopt when there is no such goal in the organisation.
  std::optional<GoalRow> find(db::Conn& c, OrgId org, std::int64_t id) const;
  /// Locks the goals (id order); returns id → status of those that exist.
  std::map<std::int64_t, std::string> lock(db::Conn& c, OrgId org,
                                           const std::vector<std::int64_t>& ids) const;
  /// goal id → (user id, is owner) pairs, the owner first.
  std::map<std::int64_t, std::vector<std::pair<std::int64_t, bool>>> owners(
      db::Conn& c, OrgId org, const std::vector<std::int64_t>& goal_ids) const;
  std::vector<std::int64_t> viewers(db::Conn& c, OrgId org, std::int64_t goal_id) const;
  /// goal id → its check-ins' values, newest first.
  std::map<std::int64_t, std::vector<SeriesPoint>> series(
      db::Conn& c, OrgId org, const std::vector<std::int64_t>& goal_ids) const;

  // --- Graph ---
  /// The calculated ancestors of a goal, each after its calculated descendants.
  std::vector<std::int64_t> calculated_ancestors(db::Conn& c, OrgId org, std::int64_t id) const;
  /// True when one of `ids` is the goal or one of its descendants.
  bool in_subtree(db::Conn& c, OrgId org, std::int64_t id,
                  const std::vector<std::int64_t>& ids) const;
  void roll_up(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now_ms) const;
  std::vector<std::int64_t> parent_ids(db::Conn& c, OrgId org, std::int64_t child) const;
  std::vector<std::int64_t> child_ids(db::Conn& c, OrgId org, std::int64_t parent) const;
  void unlink_parents(db::Conn& c, OrgId org, std::int64_t child) const;
  void unlink_children(db::Conn& c, OrgId org, std::int64_t parent) const;
  void link(db::Conn& c, OrgId org, std::int64_t parent, std::int64_t child, double contribution,
            std::int64_t now_ms) const;
  void set_contribution(db::Conn& c, OrgId org, std::int64_t parent, std::int64_t child,
                        double contribution) const;

  // --- Writing ---
  std::int64_t insert(db::Conn& c, OrgId org, const GoalFields& f, std::int64_t creator,
                      std::int64_t now_ms) const;
  void update(db::Conn& c, OrgId org, std::int64_t id, const GoalFields& f,
              std::int64_t now_ms) const;
  void set_progress(db::Conn& c, OrgId org, std::int64_t id, double value, double progress,
                    std::int64_t now_ms) const;
  void record_checkin(db::Conn& c, OrgId org, std::int64_t id, double value, double progress,
                      const std::string& status, std::int64_t confidence,
                      std::int64_t now_ms) const;
  /// False when the goal was no longer in status `from`.
  bool set_status(db::Conn& c, OrgId org, std::int64_t id, const std::string& from,
                  const std::string& to, std::int64_t now_ms) const;
  bool close(db::Conn& c, OrgId org, std::int64_t id, const std::string& from,
             const std::string& status, const std::string& outcome, std::optional<double> value,
             const std::optional<std::string>& comment, std::int64_t by, std::int64_t now_ms) const;
  /// False when its points were paid.
  bool reopen(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now_ms) const;
  /// False when they were paid already.
  bool mark_paid(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now_ms) const;
  /// False when the goal is not the owner's.
  bool set_weight(db::Conn& c, OrgId org, std::int64_t id, std::int64_t owner, double weight,
                  std::int64_t now_ms) const;
  std::pair<double, std::int64_t> weight_sum(db::Conn& c, OrgId org, std::int64_t owner,
                                             const std::string& from, const std::string& to) const;
  /// Deletes a goal without check-ins and everything it holds; false when it has check-ins.
  bool remove(db::Conn& c, OrgId org, std::int64_t id) const;
  void set_owners(db::Conn& c, OrgId org, std::int64_t goal_id, std::int64_t owner,
                  const std::vector<std::int64_t>& co_owners) const;
  void set_viewers(db::Conn& c, OrgId org, std::int64_t goal_id,
                   const std::vector<std::int64_t>& viewers) const;

  // --- Checklist ---
  std::vector<ChecklistRow> checklist(db::Conn& c, OrgId org, std::int64_t goal_id) const;
  /// Replaces the list (items in order).
  void replace_checklist(db::Conn& c, OrgId org, std::int64_t goal_id,
                         const std::vector<ChecklistRow>& items) const;
  /// False when the item is not the goal's.
  bool toggle_item(db::Conn& c, OrgId org, std::int64_t goal_id, std::int64_t item_id, bool done,
                   std::optional<std::int64_t> at, std::optional<std::int64_t> by) const;

  // --- Check-ins ---
  std::int64_t insert_checkin(db::Conn& c, OrgId org, std::int64_t goal_id,
                              const CheckinRow& row) const;
  std::vector<CheckinRow> checkins(db::Conn& c, OrgId org, std::int64_t goal_id, std::int64_t limit,
                                   std::int64_t offset) const;
  std::int64_t checkin_count(db::Conn& c, OrgId org, std::int64_t goal_id) const;
  std::optional<CheckinRow> checkin(db::Conn& c, OrgId org, std::int64_t id) const;
  // --- Comments ---
  std::int64_t insert_comment(db::Conn& c, OrgId org, std::int64_t goal_id, std::int64_t author,
                              const std::string& body, std::int64_t now_ms) const;
  std::vector<CommentRow> comments(db::Conn& c, OrgId org, std::int64_t goal_id, std::int64_t limit,
                                   std::int64_t offset) const;
  std::int64_t comment_count(db::Conn& c, OrgId org, std::int64_t goal_id) const;

  // --- People and structure ---
  std::map<std::int64_t, PersonFacts> people(db::Conn& c, OrgId org,
                                             const std::vector<std::int64_t>& ids) const;
  /// True when `leader` is in `person`'s leader chain.
  bool leads(db::Conn& c, OrgId org, std::int64_t person, std::int64_t leader) const;
  bool has_reports(db::Conn& c, OrgId org, std::int64_t user_id) const;
  /// nullopt: no such department; else its leader (which may be none).
  std::optional<std::optional<std::int64_t>> department_leader(db::Conn& c, OrgId org,
                                                               std::int64_t id) const;
  /// (group exists, user is a member).
  std::pair<bool, bool> group_member(db::Conn& c, OrgId org, std::int64_t group,
                                     std::int64_t user_id) const;
  bool value_exists(db::Conn& c, OrgId org, std::int64_t value_id) const;

  // --- Categories ---
  std::vector<CategoryRow> categories(db::Conn& c, OrgId org, bool active_only) const;
  std::optional<CategoryRow> category(db::Conn& c, OrgId org, std::int64_t id) const;
  std::int64_t insert_category(db::Conn& c, OrgId org, const CategoryRow& row,
                               std::int64_t now_ms) const;
  void update_category(db::Conn& c, OrgId org, const CategoryRow& row) const;
  std::int64_t category_uses(db::Conn& c, OrgId org, std::int64_t id) const;
  void delete_category(db::Conn& c, OrgId org, std::int64_t id) const;

  // --- Settings and nudges ---
  SettingsRow settings(db::Conn& c, OrgId org) const;
  void save_settings(db::Conn& c, OrgId org, const SettingsRow& s, std::int64_t now_ms) const;
  /// Across organisations (the job): goals due a nudge at `now_ms`.
  std::vector<DueNudge> due_nudges(db::Conn& c, std::int64_t now_ms, std::int64_t limit) const;
  void nudged(db::Conn& c, OrgId org, std::int64_t goal_id, std::int64_t now_ms) const;
  std::vector<ReviewGoal> review_goals(db::Conn& c, OrgId org, std::int64_t user_id,
                                       const std::string& from, const std::string& to) const;
  std::vector<ReviewCheckin> review_checkins(db::Conn& c, OrgId org, const ViewerKey& v,
                                             std::int64_t user_id, std::int64_t from_ms,
                                             std::int64_t to_ms, std::int64_t limit) const;
};

}  // namespace aplauso::goals
