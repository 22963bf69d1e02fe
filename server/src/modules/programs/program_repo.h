// Programs as stored (migration 0055): programs and their owners, actions and their
// prerequisites, assignments, submissions and the due reminders. The only place their SQL runs
// (programs_sql.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/ids.h"
#include "modules/structure/audience.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::programs {

using structure::Audience;

struct ProgramRow {
  std::int64_t id = 0;
  std::string title;
  std::string description;
  std::optional<std::string> cover_key;
  std::string status;
  std::optional<std::string> starts_on;
  std::optional<std::string> ends_on;
  std::optional<std::int64_t> budget_points;
  std::int64_t budget_spent = 0;
  Audience audience;
  bool show_in_feed = true;
  bool mandatory = false;
  std::int64_t position = 0;
  std::optional<std::int64_t> created_by;
  std::int64_t created_at = 0;
  std::int64_t actions_count = 0;
  std::int64_t pending_count = 0;
};

struct ActionRow {
  std::int64_t id = 0;
  std::int64_t program_id = 0;
  std::string title;
  std::string instructions;
  std::int64_t points = 0;
  std::string evidence;
  std::string recurrence;
  std::optional<std::int64_t> per_person_limit;
  std::optional<std::string> starts_on;
  std::optional<std::string> ends_on;
  bool auto_approve = false;
  bool archived = false;
  std::int64_t position = 0;
};

struct SubmissionRow {
  std::int64_t id = 0;
  std::int64_t program_id = 0;
  std::string program_title;
  std::int64_t action_id = 0;
  std::string action_title;
  std::string action_evidence;
  std::int64_t user_id = 0;
  std::string status;
  std::string text;
  std::optional<std::string> link;
  std::optional<std::string> attachment_key;
  std::optional<std::string> attachment_name;
  std::optional<std::string> attachment_type;
  std::int64_t points = 0;
  bool share = true;
  std::optional<std::int64_t> reviewer_id;
  std::optional<std::string> reason;
  std::optional<std::int64_t> decided_at;
  std::int64_t created_at = 0;
  std::optional<std::int64_t> resubmission_of;
  std::optional<std::int64_t> leader_id;      ///< the submitter's leader
  std::optional<std::int64_t> budget_points;  ///< the program's
  std::int64_t budget_spent = 0;
};

/// The caller's submissions of one action: pending and approved in the current window, approved
/// ever, the pending one.
struct ActionTally {
  std::int64_t action_id = 0;
  std::int64_t in_window = 0;
  std::int64_t approved_ever = 0;
  std::optional<std::int64_t> pending_id;
};

struct AssignmentRow {
  std::int64_t user_id = 0;
  std::string due_on;
  std::int64_t assigned_at = 0;
  std::int64_t completed = 0;
};

struct Upload {
  std::string name;
  std::string content_type;
};

struct LeaderRow {
  std::int64_t user_id = 0;
  std::int64_t points = 0;
  std::int64_t completed = 0;
  std::int64_t first_at = 0;
};

struct Progress {
  std::int64_t program_id = 0;
  std::int64_t completed = 0;
  std::int64_t points = 0;
};

class ProgramRepo {
 public:
  // --- Programs --------------------------------------------------------------------------------
  std::optional<ProgramRow> find(db::Conn& c, OrgId org, std::int64_t id) const;
  /// A page of programs the list shows and its count. `manage`: programs the viewer manages
  /// (admin: all); otherwise the ones they take part in. `status` "" for the default.
  std::pair<std::vector<ProgramRow>, std::int64_t> page(db::Conn& c, OrgId org, std::int64_t viewer,
                                                        bool admin, bool manage, bool mine,
                                                        const std::string& status,
                                                        const std::string& today,
                                                        std::int64_t limit,
                                                        std::int64_t offset) const;
  /// True when the person is in the program's audience (or assigned to it).
  bool takes_part(db::Conn& c, OrgId org, std::int64_t program_id, std::int64_t user_id) const;
  bool is_owner(db::Conn& c, OrgId org, std::int64_t program_id, std::int64_t user_id) const;
  std::vector<std::pair<std::int64_t, std::int64_t>> owners(
      db::Conn& c, OrgId org, const std::vector<std::int64_t>& program_ids) const;
  /// Inserts a draft put first (the smallest position less one) with its audience.
  std::int64_t insert(db::Conn& c, OrgId org, const ProgramRow& p, std::int64_t now) const;
  /// Writes the fields and audience; false when the budget would go below what is spent.
  bool update(db::Conn& c, OrgId org, const ProgramRow& p, std::int64_t now) const;
  void set_audience(db::Conn& c, OrgId org, std::int64_t program_id,
                    const Audience& audience) const;
  /// Fills the departments and groups of the rows' audiences (one statement).
  void load_audiences(db::Conn& c, OrgId org, std::vector<ProgramRow>& rows) const;
  std::vector<std::pair<std::int64_t, std::string>> titles(
      db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const;
  void set_owners(db::Conn& c, OrgId org, std::int64_t program_id,
                  const std::vector<std::int64_t>& user_ids) const;
  bool set_status(db::Conn& c, OrgId org, std::int64_t id, const std::string& from,
                  const std::string& to, std::int64_t now) const;
  bool soft_delete(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now) const;
  /// Reserves `points` of the budget: false when spent + points would pass it (PRG-★1).
  bool reserve(db::Conn& c, OrgId org, std::int64_t id, std::int64_t points) const;
  /// How many of `ids` are active members of the organisation.
  std::int64_t count_members(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const;
  std::int64_t count_departments(db::Conn& c, OrgId org,
                                 const std::vector<std::int64_t>& ids) const;
  std::int64_t count_groups(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const;
  std::optional<Upload> upload(db::Conn& c, OrgId org, std::int64_t user_id, const std::string& key,
                               const std::string& type) const;

  // --- Actions ---------------------------------------------------------------------------------
  std::vector<ActionRow> actions(db::Conn& c, OrgId org, std::int64_t program_id) const;
  std::optional<ActionRow> action(db::Conn& c, OrgId org, std::int64_t action_id) const;
  std::int64_t insert_action(db::Conn& c, OrgId org, const ActionRow& a, std::int64_t now) const;
  void update_action(db::Conn& c, OrgId org, const ActionRow& a) const;
  void archive_actions_except(db::Conn& c, OrgId org, std::int64_t program_id,
                              const std::vector<std::int64_t>& keep) const;
  /// (action, prerequisite) pairs of the program.
  std::vector<std::pair<std::int64_t, std::int64_t>> prerequisites(db::Conn& c, OrgId org,
                                                                   std::int64_t program_id) const;
  void set_prerequisites(db::Conn& c, OrgId org, std::int64_t program_id,
                         const std::vector<std::int64_t>& actions,
                         const std::vector<std::int64_t>& prerequisites) const;
  /// The caller's tallies per action of the program; `window_start` per recurrence is applied
  /// by bound days (day, week start, month start).
  std::vector<ActionTally> tallies(db::Conn& c, OrgId org, std::int64_t program_id,
                                   std::int64_t user_id, const std::string& today,
                                   const std::string& week_start,
                                   const std::string& month_start) const;

  // --- Assignments -----------------------------------------------------------------------------
  std::optional<AssignmentRow> assignment(db::Conn& c, OrgId org, std::int64_t program_id,
                                          std::int64_t user_id) const;
  std::vector<std::pair<std::int64_t, std::string>> my_assignments(
      db::Conn& c, OrgId org, std::int64_t user_id,
      const std::vector<std::int64_t>& program_ids) const;
  /// The caller's completed actions and points earned per program.
  std::vector<Progress> my_progress(db::Conn& c, OrgId org, std::int64_t user_id,
                                    const std::vector<std::int64_t>& program_ids) const;
  /// People an assignment names: the users, the active members of the departments (and their
  /// sub-departments) and groups.
  std::vector<std::int64_t> resolve_people(db::Conn& c, OrgId org,
                                           const std::vector<std::int64_t>& users,
                                           const std::vector<std::int64_t>& departments,
                                           const std::vector<std::int64_t>& groups) const;
  /// Inserts the assignments missing, returning the people newly assigned; updates the due day
  /// of the others.
  std::vector<std::int64_t> assign(db::Conn& c, OrgId org, std::int64_t program_id,
                                   const std::vector<std::int64_t>& users,
                                   const std::string& due_on, std::int64_t by,
                                   std::int64_t now) const;
  std::int64_t unassign(db::Conn& c, OrgId org, std::int64_t program_id,
                        const std::vector<std::int64_t>& users) const;
  std::int64_t assignments_count(db::Conn& c, OrgId org, std::int64_t program_id) const;
  std::vector<AssignmentRow> assignments(db::Conn& c, OrgId org, std::int64_t program_id,
                                         std::int64_t limit, std::int64_t offset) const;
  /// Orgs (with the module on) having assignments due on `day1` or `day2` (job).
  std::vector<std::pair<std::int64_t, std::string>> orgs_with_due(db::Conn& c,
                                                                  const std::string& from,
                                                                  const std::string& to) const;
  /// Claims the reminders of assignments due `due_on` not complete, for `day` (once each):
  /// (program, person) pairs.
  std::vector<std::pair<std::int64_t, std::int64_t>> claim_due(db::Conn& c, OrgId org,
                                                               const std::string& due_on,
                                                               const std::string& day,
                                                               std::int64_t now) const;

  // --- Submissions -----------------------------------------------------------------------------
  std::optional<SubmissionRow> submission(db::Conn& c, OrgId org, std::int64_t id) const;
  std::int64_t insert_submission(db::Conn& c, OrgId org, const SubmissionRow& s,
                                 const std::string& day) const;
  /// pending → approved/rejected; false when it was no longer pending.
  bool decide(db::Conn& c, OrgId org, std::int64_t id, const std::string& status,
              std::optional<std::int64_t> reviewer, const std::optional<std::string>& reason,
              std::int64_t now) const;
  std::int64_t cancel_pending(db::Conn& c, OrgId org, std::int64_t program_id,
                              std::int64_t now) const;
  std::pair<std::vector<SubmissionRow>, std::int64_t> mine(
      db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t program_id,
      const std::string& status, std::int64_t limit, std::int64_t offset) const;
  std::pair<std::vector<SubmissionRow>, std::int64_t> of_program(db::Conn& c, OrgId org,
                                                                 std::int64_t program_id,
                                                                 const std::string& status,
                                                                 std::int64_t limit,
                                                                 std::int64_t offset) const;
  /// Pending submissions an approver may decide, oldest first (bounded), and their count.
  std::vector<SubmissionRow> pending_for(db::Conn& c, OrgId org, std::int64_t approver, bool admin,
                                         std::int64_t limit) const;
  std::int64_t pending_count(db::Conn& c, OrgId org, std::int64_t approver, bool admin) const;
  std::vector<std::int64_t> owner_ids(db::Conn& c, OrgId org, std::int64_t program_id) const;

  // --- Figures ---------------------------------------------------------------------------------
  std::vector<LeaderRow> leaders(db::Conn& c, OrgId org, std::int64_t program_id,
                                 std::int64_t department) const;
  std::pair<std::vector<SubmissionRow>, std::int64_t> activity(db::Conn& c, OrgId org,
                                                               std::int64_t program_id,
                                                               std::int64_t limit,
                                                               std::int64_t offset) const;
  /// (department id or null, department name, audience people, participants) of the audience.
  struct DepartmentCount {
    std::optional<std::int64_t> id;
    std::string name;
    std::int64_t audience = 0;
    std::int64_t participants = 0;
  };
  std::vector<DepartmentCount> participation(db::Conn& c, OrgId org, std::int64_t program_id) const;
  /// Counts by status.
  std::vector<std::pair<std::string, std::int64_t>> by_status(db::Conn& c, OrgId org,
                                                              std::int64_t program_id) const;
  /// Hours from submission to approval of the approved ones (for the median).
  std::vector<std::int64_t> approval_ms(db::Conn& c, OrgId org, std::int64_t program_id) const;

  /// A person erased: pending submissions withdrawn, evidence, assignments, reminders and
  /// ownerships deleted.
  void forget_person(db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t now_ms) const;
};

}  // namespace aplauso::programs
