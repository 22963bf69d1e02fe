#include "modules/programs/program_repo.h"

#include "db/conn.h"
#include "modules/programs/programs_sql.h"

namespace aplauso::programs {

namespace {

ProgramRow program_of(const db::Row& r) {
  ProgramRow p;
  p.id = r.i64(0);
  p.title = r.text(1);
  p.description = r.text(2);
  p.cover_key = r.opt_text(3);
  p.status = r.text(4);
  p.starts_on = r.opt_text(5);
  p.ends_on = r.opt_text(6);
  p.budget_points = r.opt_i64(7);
  p.budget_spent = r.i64(8);
  p.audience.everyone = r.boolean(9);
  p.show_in_feed = r.boolean(10);
  p.mandatory = r.boolean(11);
  p.position = r.i64(12);
  p.created_by = r.opt_i64(13);
  p.created_at = r.i64(14);
  p.actions_count = r.i64(15);
  p.pending_count = r.i64(16);
  return p;
}

ActionRow action_of(const db::Row& r) {
  ActionRow a;
  a.id = r.i64(0);
  a.program_id = r.i64(1);
  a.title = r.text(2);
  a.instructions = r.text(3);
  a.points = r.i64(4);
  a.evidence = r.text(5);
  a.recurrence = r.text(6);
  a.per_person_limit = r.opt_i64(7);
  a.starts_on = r.opt_text(8);
  a.ends_on = r.opt_text(9);
  a.auto_approve = r.boolean(10);
  a.archived = r.boolean(11);
  a.position = r.i64(12);
  return a;
}

SubmissionRow submission_of(const db::Row& r) {
  SubmissionRow s;
  s.id = r.i64(0);
  s.program_id = r.i64(1);
  s.program_title = r.text(2);
  s.action_id = r.i64(3);
  s.action_title = r.text(4);
  s.action_evidence = r.text(5);
  s.user_id = r.i64(6);
  s.status = r.text(7);
  s.text = r.text(8);
  s.link = r.opt_text(9);
  s.attachment_key = r.opt_text(10);
  s.attachment_name = r.opt_text(11);
  s.attachment_type = r.opt_text(12);
  s.points = r.i64(13);
  s.share = r.boolean(14);
  s.reviewer_id = r.opt_i64(15);
  s.reason = r.opt_text(16);
  s.decided_at = r.opt_i64(17);
  s.created_at = r.i64(18);
  s.resubmission_of = r.opt_i64(19);
  s.leader_id = r.opt_i64(20);
  s.budget_points = r.opt_i64(21);
  s.budget_spent = r.i64(22);
  return s;
}

std::vector<SubmissionRow> submissions_of(db::Rows rows) {
  std::vector<SubmissionRow> out;
  for (const db::Row& r : rows) out.push_back(submission_of(r));
  return out;
}

std::vector<std::int64_t> ids_of(db::Rows rows) {
  std::vector<std::int64_t> out;
  for (const db::Row& r : rows) out.push_back(r.i64(0));
  return out;
}

}  // namespace

// --- Programs ------------------------------------------------------------------------------------

std::optional<ProgramRow> ProgramRepo::find(db::Conn& c, OrgId org, std::int64_t id) const {
  std::vector<ProgramRow> one;
  for (const db::Row& r : c.query(sql::kFind, {org, id})) one.push_back(program_of(r));
  if (one.empty()) return std::nullopt;
  load_audiences(c, org, one);
  return std::move(one.front());
}

std::pair<std::vector<ProgramRow>, std::int64_t> ProgramRepo::page(
    db::Conn& c, OrgId org, std::int64_t viewer, bool admin, bool manage, bool mine,
    const std::string& status, const std::string& /*today*/, std::int64_t limit,
    std::int64_t offset) const {
  std::vector<ProgramRow> rows;
  std::int64_t total = 0;
  if (manage) {
    for (const db::Row& r :
         c.query(sql::kManagePage, {org, viewer, admin ? 1 : 0, status, limit, offset})) {
      rows.push_back(program_of(r));
    }
    total = c.scalar(sql::kManageCount, {org, viewer, admin ? 1 : 0, status}).value_or(0);
  } else {
    for (const db::Row& r :
         c.query(sql::kMemberPage, {org, viewer, status, mine ? 1 : 0, limit, offset})) {
      rows.push_back(program_of(r));
    }
    total = c.scalar(sql::kMemberCount, {org, viewer, status, mine ? 1 : 0}).value_or(0);
  }
  load_audiences(c, org, rows);
  return {std::move(rows), total};
}

void ProgramRepo::load_audiences(db::Conn& c, OrgId org, std::vector<ProgramRow>& rows) const {
  if (rows.empty()) return;
  std::vector<std::int64_t> ids;
  for (const auto& p : rows) ids.push_back(p.id);
  for (const db::Row& r : c.query(sql::kAudience, {org, ids})) {
    const auto program = r.i64(0);
    for (auto& p : rows) {
      if (p.id != program) continue;
      structure::add_audience_row(p.audience, r.view(1), r.i64(2));
    }
  }
}

bool ProgramRepo::takes_part(db::Conn& c, OrgId org, std::int64_t program_id,
                             std::int64_t user_id) const {
  return c.scalar(sql::kTakesPart, {org, user_id, program_id}).value_or(0) > 0;
}

bool ProgramRepo::is_owner(db::Conn& c, OrgId org, std::int64_t program_id,
                           std::int64_t user_id) const {
  return c.scalar(sql::kIsOwner, {org, program_id, user_id}).value_or(0) > 0;
}

std::vector<std::pair<std::int64_t, std::int64_t>> ProgramRepo::owners(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& program_ids) const {
  std::vector<std::pair<std::int64_t, std::int64_t>> out;
  if (program_ids.empty()) return out;
  for (const db::Row& r : c.query(sql::kOwners, {org, program_ids})) {
    out.emplace_back(r.i64(0), r.i64(1));
  }
  return out;
}

std::vector<std::int64_t> ProgramRepo::owner_ids(db::Conn& c, OrgId org,
                                                 std::int64_t program_id) const {
  return ids_of(c.query(sql::kOwnerIds, {org, program_id}));
}

std::int64_t ProgramRepo::insert(db::Conn& c, OrgId org, const ProgramRow& p,
                                 std::int64_t now) const {
  const auto position = c.scalar(sql::kFirstPosition, {org}).value_or(0) - 1;
  const auto id =
      *c.scalar(sql::kInsert, {org, p.title, p.description, p.cover_key, p.starts_on, p.ends_on,
                               p.budget_points, p.audience.everyone ? 1 : 0, p.show_in_feed ? 1 : 0,
                               p.mandatory ? 1 : 0, position, p.created_by, now});
  set_audience(c, org, id, p.audience);
  return id;
}

bool ProgramRepo::update(db::Conn& c, OrgId org, const ProgramRow& p, std::int64_t now) const {
  const auto changed =
      c.exec(sql::kUpdate, {org, p.id, p.title, p.description, p.cover_key, p.starts_on, p.ends_on,
                            p.budget_points, p.audience.everyone ? 1 : 0, p.show_in_feed ? 1 : 0,
                            p.mandatory ? 1 : 0, now});
  if (changed == 0) return false;
  set_audience(c, org, p.id, p.audience);
  return true;
}

void ProgramRepo::set_audience(db::Conn& c, OrgId org, std::int64_t program_id,
                               const Audience& audience) const {
  c.exec(sql::kDeleteAudience, {org, program_id});
  const auto rows = structure::audience_rows(audience);
  if (!rows.refs.empty()) c.exec(sql::kInsertAudience, {org, program_id, rows.kinds, rows.refs});
}

void ProgramRepo::set_owners(db::Conn& c, OrgId org, std::int64_t program_id,
                             const std::vector<std::int64_t>& user_ids) const {
  c.exec(sql::kDeleteOwners, {org, program_id});
  if (!user_ids.empty()) c.exec(sql::kInsertOwners, {org, program_id, user_ids});
}

bool ProgramRepo::set_status(db::Conn& c, OrgId org, std::int64_t id, const std::string& from,
                             const std::string& to, std::int64_t now) const {
  return c.exec(sql::kSetStatus, {org, id, from, to, now}) > 0;
}

bool ProgramRepo::soft_delete(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now) const {
  return c.exec(sql::kSoftDelete, {org, id, now}) > 0;
}

bool ProgramRepo::reserve(db::Conn& c, OrgId org, std::int64_t id, std::int64_t points) const {
  return c.exec(sql::kReserve, {org, id, points}) > 0;
}

std::int64_t ProgramRepo::count_members(db::Conn& c, OrgId org,
                                        const std::vector<std::int64_t>& ids) const {
  return c.scalar(sql::kCountMembers, {org, ids}).value_or(0);
}

std::int64_t ProgramRepo::count_departments(db::Conn& c, OrgId org,
                                            const std::vector<std::int64_t>& ids) const {
  return c.scalar(sql::kCountDepartments, {org, ids}).value_or(0);
}

std::int64_t ProgramRepo::count_groups(db::Conn& c, OrgId org,
                                       const std::vector<std::int64_t>& ids) const {
  return c.scalar(sql::kCountGroups, {org, ids}).value_or(0);
}

std::optional<Upload> ProgramRepo::upload(db::Conn& c, OrgId org, std::int64_t user_id,
                                          const std::string& key, const std::string& type) const {
  for (const db::Row& r : c.query(sql::kUpload, {org, key, type, user_id})) {
    return Upload{r.text(0), r.text(1)};
  }
  return std::nullopt;
}

std::vector<std::pair<std::int64_t, std::string>> ProgramRepo::titles(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const {
  std::vector<std::pair<std::int64_t, std::string>> out;
  if (ids.empty()) return out;
  for (const db::Row& r : c.query(sql::kTitles, {org, ids})) out.emplace_back(r.i64(0), r.text(1));
  return out;
}

// --- Actions -------------------------------------------------------------------------------------

std::vector<ActionRow> ProgramRepo::actions(db::Conn& c, OrgId org, std::int64_t program_id) const {
  std::vector<ActionRow> out;
  for (const db::Row& r : c.query(sql::kActions, {org, program_id})) out.push_back(action_of(r));
  return out;
}

std::optional<ActionRow> ProgramRepo::action(db::Conn& c, OrgId org, std::int64_t action_id) const {
  for (const db::Row& r : c.query(sql::kAction, {org, action_id})) return action_of(r);
  return std::nullopt;
}

std::int64_t ProgramRepo::insert_action(db::Conn& c, OrgId org, const ActionRow& a,
                                        std::int64_t now) const {
  return *c.scalar(sql::kInsertAction, {org, a.program_id, a.title, a.instructions, a.points,
                                        a.evidence, a.recurrence, a.per_person_limit, a.starts_on,
                                        a.ends_on, a.auto_approve ? 1 : 0, a.position, now});
}

void ProgramRepo::update_action(db::Conn& c, OrgId org, const ActionRow& a) const {
  c.exec(sql::kUpdateAction,
         {org, a.id, a.title, a.instructions, a.points, a.evidence, a.recurrence,
          a.per_person_limit, a.starts_on, a.ends_on, a.auto_approve ? 1 : 0, a.position});
}

void ProgramRepo::archive_actions_except(db::Conn& c, OrgId org, std::int64_t program_id,
                                         const std::vector<std::int64_t>& keep) const {
  c.exec(sql::kArchiveActionsExcept, {org, program_id, keep});
}

std::vector<std::pair<std::int64_t, std::int64_t>> ProgramRepo::prerequisites(
    db::Conn& c, OrgId org, std::int64_t program_id) const {
  std::vector<std::pair<std::int64_t, std::int64_t>> out;
  for (const db::Row& r : c.query(sql::kPrerequisites, {org, program_id})) {
    out.emplace_back(r.i64(0), r.i64(1));
  }
  return out;
}

void ProgramRepo::set_prerequisites(db::Conn& c, OrgId org, std::int64_t program_id,
                                    const std::vector<std::int64_t>& actions,
                                    const std::vector<std::int64_t>& prerequisites) const {
  c.exec(sql::kDeletePrerequisites, {org, program_id});
  if (!actions.empty()) {
    c.exec(sql::kInsertPrerequisites, {org, program_id, actions, prerequisites});
  }
}

std::vector<ActionTally> ProgramRepo::tallies(db::Conn& c, OrgId org, std::int64_t program_id,
                                              std::int64_t user_id, const std::string& today,
                                              const std::string& week_start,
                                              const std::string& month_start) const {
  std::vector<ActionTally> out;
  for (const db::Row& r :
       c.query(sql::kTallies, {org, program_id, user_id, today, week_start, month_start})) {
    out.push_back({r.i64(0), r.i64(1), r.i64(2), r.opt_i64(3)});
  }
  return out;
}

// --- Assignments ---------------------------------------------------------------------------------

std::optional<AssignmentRow> ProgramRepo::assignment(db::Conn& c, OrgId org,
                                                     std::int64_t program_id,
                                                     std::int64_t user_id) const {
  for (const db::Row& r : c.query(sql::kAssignment, {org, program_id, user_id})) {
    return AssignmentRow{r.i64(0), r.text(1), r.i64(2), 0};
  }
  return std::nullopt;
}

std::vector<std::pair<std::int64_t, std::string>> ProgramRepo::my_assignments(
    db::Conn& c, OrgId org, std::int64_t user_id,
    const std::vector<std::int64_t>& program_ids) const {
  std::vector<std::pair<std::int64_t, std::string>> out;
  if (program_ids.empty()) return out;
  for (const db::Row& r : c.query(sql::kMyAssignments, {org, user_id, program_ids})) {
    out.emplace_back(r.i64(0), r.text(1));
  }
  return out;
}

std::vector<Progress> ProgramRepo::my_progress(db::Conn& c, OrgId org, std::int64_t user_id,
                                               const std::vector<std::int64_t>& program_ids) const {
  std::vector<Progress> out;
  if (program_ids.empty()) return out;
  for (const db::Row& r : c.query(sql::kMyProgress, {org, user_id, program_ids})) {
    out.push_back({r.i64(0), r.i64(1), r.i64(2)});
  }
  return out;
}

std::vector<std::int64_t> ProgramRepo::resolve_people(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& users,
    const std::vector<std::int64_t>& departments, const std::vector<std::int64_t>& groups) const {
  return ids_of(c.query(sql::kResolvePeople, {org, users, departments, groups}));
}

std::vector<std::int64_t> ProgramRepo::assign(db::Conn& c, OrgId org, std::int64_t program_id,
                                              const std::vector<std::int64_t>& users,
                                              const std::string& due_on, std::int64_t by,
                                              std::int64_t now) const {
  c.exec(sql::kUpdateDue, {org, program_id, due_on, users});
  return ids_of(c.query(sql::kInsertAssignments, {org, program_id, users, due_on, by, now}));
}

std::int64_t ProgramRepo::unassign(db::Conn& c, OrgId org, std::int64_t program_id,
                                   const std::vector<std::int64_t>& users) const {
  return c.exec(sql::kUnassign, {org, program_id, users});
}

std::int64_t ProgramRepo::assignments_count(db::Conn& c, OrgId org, std::int64_t program_id) const {
  return c.scalar(sql::kAssignmentsCount, {org, program_id}).value_or(0);
}

std::vector<AssignmentRow> ProgramRepo::assignments(db::Conn& c, OrgId org, std::int64_t program_id,
                                                    std::int64_t limit, std::int64_t offset) const {
  std::vector<AssignmentRow> out;
  for (const db::Row& r : c.query(sql::kAssignments, {org, program_id, limit, offset})) {
    out.push_back({r.i64(0), r.text(1), r.i64(2), r.i64(3)});
  }
  return out;
}

std::vector<std::pair<std::int64_t, std::string>> ProgramRepo::orgs_with_due(
    db::Conn& c, const std::string& from, const std::string& to) const {
  std::vector<std::pair<std::int64_t, std::string>> out;
  for (const db::Row& r : c.query(sql::kOrgsWithDue, {from, to})) {
    out.emplace_back(r.i64(0), r.text(1));
  }
  return out;
}

std::vector<std::pair<std::int64_t, std::int64_t>> ProgramRepo::claim_due(db::Conn& c, OrgId org,
                                                                          const std::string& due_on,
                                                                          const std::string& day,
                                                                          std::int64_t now) const {
  std::vector<std::pair<std::int64_t, std::int64_t>> out;
  for (const db::Row& r : c.query(sql::kClaimDue, {org, due_on, day, now})) {
    out.emplace_back(r.i64(0), r.i64(1));
  }
  return out;
}

// --- Submissions ---------------------------------------------------------------------------------

std::optional<SubmissionRow> ProgramRepo::submission(db::Conn& c, OrgId org,
                                                     std::int64_t id) const {
  for (const db::Row& r : c.query(sql::kSubmission, {org, id})) return submission_of(r);
  return std::nullopt;
}

std::int64_t ProgramRepo::insert_submission(db::Conn& c, OrgId org, const SubmissionRow& s,
                                            const std::string& day) const {
  return *c.scalar(sql::kInsertSubmission,
                   {org, s.program_id, s.action_id, s.user_id, s.text, s.link, s.attachment_key,
                    s.attachment_name, s.attachment_type, s.points, s.share ? 1 : 0, day,
                    s.created_at, s.resubmission_of});
}

bool ProgramRepo::decide(db::Conn& c, OrgId org, std::int64_t id, const std::string& status,
                         std::optional<std::int64_t> reviewer,
                         const std::optional<std::string>& reason, std::int64_t now) const {
  return c.exec(sql::kDecide, {org, id, status, reviewer, reason, now}) > 0;
}

std::int64_t ProgramRepo::cancel_pending(db::Conn& c, OrgId org, std::int64_t program_id,
                                         std::int64_t now) const {
  return c.exec(sql::kCancelPending, {org, program_id, now});
}

std::pair<std::vector<SubmissionRow>, std::int64_t> ProgramRepo::mine(
    db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t program_id,
    const std::string& status, std::int64_t limit, std::int64_t offset) const {
  auto rows =
      submissions_of(c.query(sql::kMine, {org, user_id, program_id, status, limit, offset}));
  const auto total = c.scalar(sql::kMineCount, {org, user_id, program_id, status}).value_or(0);
  return {std::move(rows), total};
}

std::pair<std::vector<SubmissionRow>, std::int64_t> ProgramRepo::of_program(
    db::Conn& c, OrgId org, std::int64_t program_id, const std::string& status, std::int64_t limit,
    std::int64_t offset) const {
  auto rows = submissions_of(c.query(sql::kOfProgram, {org, program_id, status, limit, offset}));
  const auto total = c.scalar(sql::kOfProgramCount, {org, program_id, status}).value_or(0);
  return {std::move(rows), total};
}

std::vector<SubmissionRow> ProgramRepo::pending_for(db::Conn& c, OrgId org, std::int64_t approver,
                                                    bool admin, std::int64_t limit) const {
  return submissions_of(c.query(sql::kPendingFor, {org, approver, admin ? 1 : 0, limit}));
}

std::int64_t ProgramRepo::pending_count(db::Conn& c, OrgId org, std::int64_t approver,
                                        bool admin) const {
  return c.scalar(sql::kPendingCount, {org, approver, admin ? 1 : 0}).value_or(0);
}

// --- Figures -------------------------------------------------------------------------------------

std::vector<LeaderRow> ProgramRepo::leaders(db::Conn& c, OrgId org, std::int64_t program_id,
                                            std::int64_t department) const {
  std::vector<LeaderRow> out;
  for (const db::Row& r : c.query(sql::kLeaders, {org, program_id, department})) {
    out.push_back({r.i64(0), r.i64(1), r.i64(2), r.i64(3)});
  }
  return out;
}

std::pair<std::vector<SubmissionRow>, std::int64_t> ProgramRepo::activity(
    db::Conn& c, OrgId org, std::int64_t program_id, std::int64_t limit,
    std::int64_t offset) const {
  auto rows = submissions_of(c.query(sql::kActivity, {org, program_id, limit, offset}));
  const auto total = c.scalar(sql::kActivityCount, {org, program_id}).value_or(0);
  return {std::move(rows), total};
}

std::vector<ProgramRepo::DepartmentCount> ProgramRepo::participation(
    db::Conn& c, OrgId org, std::int64_t program_id) const {
  std::vector<DepartmentCount> out;
  for (const db::Row& r : c.query(sql::kParticipation, {org, program_id})) {
    out.push_back({r.opt_i64(0), r.opt_text(1).value_or(""), r.i64(2), r.i64(3)});
  }
  return out;
}

std::vector<std::pair<std::string, std::int64_t>> ProgramRepo::by_status(
    db::Conn& c, OrgId org, std::int64_t program_id) const {
  std::vector<std::pair<std::string, std::int64_t>> out;
  for (const db::Row& r : c.query(sql::kByStatus, {org, program_id})) {
    out.emplace_back(r.text(0), r.i64(1));
  }
  return out;
}

std::vector<std::int64_t> ProgramRepo::approval_ms(db::Conn& c, OrgId org,
                                                   std::int64_t program_id) const {
  return ids_of(c.query(sql::kApprovalMs, {org, program_id}));
}

// --- A person erased ----------------------------------------------------------------------------

void ProgramRepo::forget_person(db::Conn& c, OrgId org, std::int64_t user_id,
                                std::int64_t now_ms) const {
  c.exec(sql::kCancelPendingOfPerson, {org, user_id, now_ms});
  c.exec(sql::kForgetEvidence, {org, user_id});
  c.exec(sql::kForgetReminders, {org, user_id});
  c.exec(sql::kForgetAssignments, {org, user_id});
  c.exec(sql::kForgetOwner, {org, user_id});
}

}  // namespace aplauso::programs
