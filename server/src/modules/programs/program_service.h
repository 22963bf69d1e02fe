// Rules of programs (docs/programs.md): who sees and manages what, the lifecycle, actions with
// evidence, limits, recurrence and prerequisites, assignments with due days, submissions and
// their decision with the budget held as a hard cap in the payment's transaction (PRG-★1), the
// leaderboard, the activity, the owners' figures and the due reminders (program_service.cpp,
// program_submissions.cpp, program_views.cpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "core/roles.h"
#include "modules/approvals/approval_registry.h"
#include "modules/programs/program_repo.h"
#include "modules/users/person_erasure.h"
#include "modules/users/user.h"

namespace aplauso::audit {
class AuditLog;
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
namespace aplauso::points {
class PointsService;
}
namespace aplauso::privacy {
class PrivacyService;
}
namespace aplauso::storage {
class FileStore;
}

namespace aplauso::programs {

inline constexpr const char* kAttachmentType = "program-attachment";
inline constexpr const char* kLedgerSource = "program_submission";

/// The caller as the rules need them.
struct Viewer {
  std::int64_t user_id = 0;
  Role role = Role::kEmployee;
  std::string today;  ///< the organisation's day, YYYY-MM-DD
  std::string timezone = "UTC";
  bool admin() const { return role_at_least(role, Role::kAdmin); }
};

struct ActionInput {
  std::optional<std::int64_t> id;
  std::string key;
  std::string title;
  std::string instructions;
  std::int64_t points = 0;
  std::string evidence = "none";
  std::string recurrence = "once";
  std::optional<std::int64_t> per_person_limit;
  std::optional<std::string> starts_on;
  std::optional<std::string> ends_on;
  std::vector<std::string> prerequisites;
  bool auto_approve = false;
};

struct ProgramInput {
  std::string title;
  std::string description;
  std::optional<std::string> cover_key;
  std::optional<std::string> starts_on;
  std::optional<std::string> ends_on;
  std::optional<std::int64_t> budget_points;
  Audience audience;
  bool show_in_feed = true;
  bool mandatory = false;
  std::optional<std::vector<std::int64_t>> owner_ids;
  std::vector<ActionInput> actions;
};

/// The caller's part in a program.
struct Mine {
  bool assigned = false;
  std::optional<std::string> due_on;
  bool overdue = false;
  std::int64_t completed = 0;
  std::int64_t total = 0;
  std::int64_t points_earned = 0;
};

struct ProgramView {
  ProgramRow row;
  std::vector<users::Person> owners;
  std::optional<std::string> cover_url;
  bool open = false;
  bool can_manage = false;
  Mine mine;
};

struct ActionView {
  ActionRow row;
  std::vector<std::int64_t> prerequisites;
  std::string state;  ///< available, pending, locked, limit_reached, not_open
  std::vector<std::int64_t> locked_by;
  bool completed = false;
  std::int64_t done_in_window = 0;
  std::optional<std::int64_t> pending_submission_id;
};

struct SubmissionView {
  SubmissionRow row;
  users::Person person;
  std::optional<users::Person> reviewer;
  std::optional<std::string> attachment_url;
  bool can_decide = false;
};

struct ProgramDetail {
  ProgramView program;
  std::vector<ActionView> actions;
  std::vector<SubmissionView> my_submissions;
  std::int64_t assignments_count = 0;
};

struct ProgramPage {
  std::vector<ProgramView> items;
  std::int64_t total = 0;
};

struct SubmissionPage {
  std::vector<SubmissionView> items;
  std::int64_t total = 0;
};

struct SubmitInput {
  std::int64_t action_id = 0;
  std::string text;
  std::optional<std::string> link;
  std::optional<std::string> attachment_key;
  bool share = true;
  std::optional<std::int64_t> resubmission_of;
};

struct AssignInput {
  std::int64_t program_id = 0;
  std::vector<std::int64_t> user_ids;
  std::vector<std::int64_t> department_ids;
  std::vector<std::int64_t> group_ids;
  std::string due_on;
};

struct AssignResult {
  std::int64_t assigned = 0;
  std::int64_t updated = 0;
  std::int64_t total = 0;
};

struct LeaderEntry {
  std::int64_t rank = 0;
  users::Person person;
  std::int64_t points = 0;
  std::int64_t completed = 0;
};

struct Leaderboard {
  std::vector<LeaderEntry> top;
  std::optional<LeaderEntry> me;
  std::optional<LeaderEntry> ahead;
  std::int64_t participants = 0;
};

struct ActivityItem {
  std::int64_t id = 0;
  users::Person person;
  std::int64_t action_id = 0;
  std::string action_title;
  std::int64_t points = 0;
  std::int64_t at = 0;
};

struct AssignmentView {
  users::Person person;
  std::string due_on;
  std::int64_t assigned_at = 0;
  std::int64_t completed = 0;
  std::int64_t total = 0;
  bool overdue = false;
};

struct DepartmentStat {
  std::optional<std::int64_t> id;
  std::string name;
  std::int64_t audience = 0;
  std::int64_t participants = 0;
  bool hidden = false;
};

struct Stats {
  std::int64_t audience = 0;
  std::int64_t participants = 0;
  std::int64_t pending = 0, approved = 0, rejected = 0, cancelled = 0;
  std::optional<std::int64_t> budget_points;
  std::int64_t budget_spent = 0;
  std::optional<double> median_hours;
  std::int64_t min_group_size = 5;
  std::vector<DepartmentStat> by_department;
};

class ProgramService {
 public:
  ProgramService(const db::Database& db, const Clock& clock, storage::FileStore& files,
                 const points::PointsService& points,
                 const notifications::NotificationService& notifications,
                 const audit::AuditLog& audit, const live::EventHub& hub,
                 const privacy::PrivacyService& privacy)
      : db_(db),
        clock_(clock),
        files_(files),
        points_(points),
        notifications_(notifications),
        audit_(audit),
        hub_(hub),
        privacy_(privacy) {}

  // --- Programs (program_service.cpp) ---------------------------------------------------------
  ProgramPage list(OrgId org, const Viewer& v, const std::optional<std::string>& status, bool mine,
                   bool manage, std::int64_t limit, std::int64_t offset) const;
  ProgramDetail detail(OrgId org, const Viewer& v, std::int64_t id) const;
  ProgramDetail create(OrgId org, const Viewer& v, const ProgramInput& in) const;
  ProgramDetail edit(OrgId org, const Viewer& v, std::int64_t id, const ProgramInput& in) const;
  /// Soft-deletes; returns how many pending submissions were cancelled.
  std::int64_t remove(OrgId org, const Viewer& v, std::int64_t id) const;
  ProgramDetail activate(OrgId org, const Viewer& v, std::int64_t id) const;
  ProgramDetail toggle(OrgId org, const Viewer& v, std::int64_t id) const;
  ProgramDetail close(OrgId org, const Viewer& v, std::int64_t id) const;
  AssignResult assign(OrgId org, const Viewer& v, const AssignInput& in) const;
  std::int64_t unassign(OrgId org, const Viewer& v, std::int64_t program_id,
                        const std::vector<std::int64_t>& user_ids) const;

  // --- Submissions (program_submissions.cpp) -------------------------------------------------
  SubmissionView submit(OrgId org, const Viewer& v, const SubmitInput& in) const;
  /// Approves or rejects in one transaction (the budget, the ledger, the notification, the
  /// audit). Returns the submission as the decider sees it.
  SubmissionView decide(OrgId org, const approvals::Approver& a, std::int64_t submission_id,
                        bool approve, const std::optional<std::string>& reason) const;
  SubmissionPage my_submissions(OrgId org, const Viewer& v, std::optional<std::int64_t> program_id,
                                const std::optional<std::string>& status, std::int64_t limit,
                                std::int64_t offset) const;
  SubmissionPage submissions(OrgId org, const Viewer& v, std::int64_t program_id,
                             const std::optional<std::string>& status, std::int64_t limit,
                             std::int64_t offset) const;
  /// The inbox's part (kind program_submission).
  std::vector<approvals::ApprovalItem> pending_for(OrgId org, const approvals::Approver& a,
                                                   std::int64_t limit) const;
  std::int64_t pending_count(OrgId org, const approvals::Approver& a) const;
  /// The daily reminders of assigned programs due tomorrow and today (organisations with the
  /// module on). Returns how many people were reminded.
  int remind_due() const;
  /// A person erased (ADR 0018), in the erasing transaction: their pending submissions are
  /// withdrawn (nothing paid), their evidence, assignments and ownerships deleted.
  void forget_person(db::Conn& c, OrgId org, const users::ErasedPerson& person) const;

  // --- Figures (program_views.cpp) -----------------------------------------------------------
  Leaderboard leaderboard(OrgId org, const Viewer& v, std::int64_t program_id,
                          std::optional<std::int64_t> department) const;
  std::pair<std::vector<ActivityItem>, std::int64_t> activity(OrgId org, const Viewer& v,
                                                              std::int64_t program_id,
                                                              std::int64_t limit,
                                                              std::int64_t offset) const;
  std::pair<std::vector<AssignmentView>, std::int64_t> assignments(OrgId org, const Viewer& v,
                                                                   std::int64_t program_id,
                                                                   std::int64_t limit,
                                                                   std::int64_t offset) const;
  Stats stats(OrgId org, const Viewer& v, std::int64_t program_id) const;

 private:
  ProgramRow visible(db::Conn& c, OrgId org, const Viewer& v, std::int64_t id) const;
  ProgramRow managed(db::Conn& c, OrgId org, const Viewer& v, std::int64_t id) const;
  bool may_manage(db::Conn& c, OrgId org, const Viewer& v, const ProgramRow& p) const;
  ProgramDetail detail_in(db::Conn& c, OrgId org, const Viewer& v, const ProgramRow& p) const;
  std::vector<ProgramView> views(db::Conn& c, OrgId org, const Viewer& v,
                                 std::vector<ProgramRow> rows) const;
  std::vector<SubmissionView> submission_views(db::Conn& c, OrgId org,
                                               std::optional<std::int64_t> viewer,
                                               std::vector<SubmissionRow> rows) const;
  void save_actions(db::Conn& c, OrgId org, std::int64_t program_id,
                    const std::vector<ActionInput>& actions) const;
  /// 422 invalid_program naming every bad field; `current` is the program being edited.
  void check_input(db::Conn& c, OrgId org, const Viewer& v, const ProgramInput& in,
                   const ProgramRow* current) const;
  /// Approves or rejects in the caller's transaction (decide and auto-approval).
  void approve_in(db::Conn& c, OrgId org, const SubmissionRow& s,
                  std::optional<std::int64_t> reviewer,
                  const std::optional<std::string>& note) const;
  ProgramDetail set_status(OrgId org, const Viewer& v, std::int64_t id,
                           const std::string& action) const;

  const db::Database& db_;
  const Clock& clock_;
  storage::FileStore& files_;
  const points::PointsService& points_;
  const notifications::NotificationService& notifications_;
  const audit::AuditLog& audit_;
  const live::EventHub& hub_;
  const privacy::PrivacyService& privacy_;
  ProgramRepo repo_;
};

/// The program_submission source of the approvals inbox.
class SubmissionSource : public approvals::ApprovalSource {
 public:
  explicit SubmissionSource(const ProgramService& service) : service_(service) {}
  std::string kind() const override { return "program_submission"; }
  std::string module_flag() const override { return "programs"; }
  std::vector<approvals::ApprovalItem> pending(OrgId org, const approvals::Approver& a,
                                               std::int64_t limit) const override {
    return service_.pending_for(org, a, limit);
  }
  std::int64_t pending_count(OrgId org, const approvals::Approver& a) const override {
    return service_.pending_count(org, a);
  }
  std::int64_t decide(OrgId org, const approvals::Approver& a, std::int64_t id, bool approve,
                      const std::optional<std::string>& reason) const override {
    return service_.decide(org, a, id, approve, reason).row.user_id;
  }

 private:
  const ProgramService& service_;
};

}  // namespace aplauso::programs
