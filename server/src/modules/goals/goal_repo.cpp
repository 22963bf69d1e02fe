#include "modules/goals/goal_repo.h"

#include "db/conn.h"
#include "db/row_mapping.h"
#include "modules/goals/goals_sql.h"

namespace aplauso::goals {

namespace {

std::optional<double> opt_real(const db::Row& r, int col) {
  if (r.is_null(col)) return std::nullopt;
  return r.real(col);
}

GoalRow goal_of(const db::Row& r) {
  GoalRow g;
  g.id = r.i64(0);
  g.title = r.text(1);
  g.level = r.text(2);
  g.department_id = r.opt_i64(3);
  g.department_name = r.opt_text(4);
  g.group_id = r.opt_i64(5);
  g.group_name = r.opt_text(6);
  g.owner_id = r.i64(7);
  g.category_id = r.opt_i64(8);
  g.category_name = r.opt_text(9);
  g.category_name_en = r.opt_text(10);
  g.category_value_id = r.opt_i64(11);
  g.starts_on = r.text(12);
  g.ends_on = r.text(13);
  g.metric = r.text(14);
  g.unit = r.opt_text(15);
  g.currency = r.opt_text(16);
  g.start_value = r.real(17);
  g.target_value = r.real(18);
  g.current_value = r.real(19);
  g.progress = r.real(20);
  g.status = r.text(21);
  g.weight = r.real(22);
  g.visibility = r.text(23);
  g.checkins = r.i64(24);
  g.last_checkin_at = r.opt_i64(25);
  g.last_checkin_status = r.opt_text(26);
  g.last_checkin_confidence = r.opt_i64(27);
  g.parents_count = r.i64(28);
  g.children_count = r.i64(29);
  g.points = r.i64(30);
  g.updated_at = r.i64(31);
  g.description = r.opt_text(32);
  g.progress_mode = r.text(33);
  g.creator_id = r.opt_i64(34);
  g.closed_outcome = r.opt_text(35);
  g.closed_value = opt_real(r, 36);
  g.closed_comment = r.opt_text(37);
  g.closed_at = r.opt_i64(38);
  g.closed_by = r.opt_i64(39);
  g.paid_at = r.opt_i64(40);
  g.created_at = r.i64(41);
  g.contribution = r.real(42);
  return g;
}

std::vector<GoalRow> goals_of(db::Rows rows) {
  std::vector<GoalRow> out;
  for (const db::Row& r : rows) out.push_back(goal_of(r));
  return out;
}

CheckinRow checkin_of(const db::Row& r) {
  CheckinRow k;
  k.id = r.i64(0);
  k.author_id = r.i64(1);
  k.value = r.real(2);
  k.status = r.text(3);
  k.confidence = r.i64(4);
  k.comment = r.opt_text(5);
  k.attachments = r.text(6);
  k.created_at = r.i64(7);
  return k;
}

CategoryRow category_of(const db::Row& r) {
  CategoryRow k;
  k.id = r.i64(0);
  k.name = r.text(1);
  k.name_en = r.opt_text(2);
  k.value_id = r.opt_i64(3);
  k.active = r.boolean(4);
  k.value_name = r.opt_text(5);
  k.value_name_en = r.opt_text(6);
  return k;
}

std::int64_t admin_flag(const ViewerKey& v) {
  return v.admin ? 1 : 0;
}

}  // namespace

std::vector<GoalRow> GoalRepo::list(db::Conn& c, OrgId org, const ViewerKey& v, const ListFilter& f,
                                    std::int64_t limit, std::int64_t offset) const {
  const auto& st = f.scope == "mine"      ? sql::kListMine
                   : f.scope == "team"    ? sql::kListTeam
                   : f.scope == "company" ? sql::kListCompany
                                          : sql::kListAll;
  return goals_of(
      c.query(st, {org, v.user_id, admin_flag(v), v.department_id, f.status, f.level, f.category,
                   f.owner, f.department, f.period_from, f.period_to, f.like, limit, offset}));
}

std::int64_t GoalRepo::count(db::Conn& c, OrgId org, const ViewerKey& v,
                             const ListFilter& f) const {
  const auto& st = f.scope == "mine"      ? sql::kCountMine
                   : f.scope == "team"    ? sql::kCountTeam
                   : f.scope == "company" ? sql::kCountCompany
                                          : sql::kCountAll;
  return c
      .scalar(st, {org, v.user_id, admin_flag(v), v.department_id, f.status, f.level, f.category,
                   f.owner, f.department, f.period_from, f.period_to, f.like})
      .value_or(0);
}

std::vector<GoalRow> GoalRepo::roots(db::Conn& c, OrgId org, const ViewerKey& v,
                                     const std::string& from, const std::string& to,
                                     std::int64_t limit) const {
  return goals_of(
      c.query(sql::kRoots, {org, v.user_id, admin_flag(v), v.department_id, from, to, limit}));
}

std::vector<GoalRow> GoalRepo::children(db::Conn& c, OrgId org, const ViewerKey& v,
                                        std::int64_t parent, std::int64_t limit) const {
  return goals_of(
      c.query(sql::kChildren, {org, v.user_id, admin_flag(v), v.department_id, parent, limit}));
}

std::int64_t GoalRepo::hidden_children(db::Conn& c, OrgId org, const ViewerKey& v,
                                       std::int64_t parent) const {
  return c.scalar(sql::kHiddenChildren, {org, v.user_id, admin_flag(v), v.department_id, parent})
      .value_or(0);
}

std::vector<GoalRow> GoalRepo::parents(db::Conn& c, OrgId org, const ViewerKey& v,
                                       std::int64_t child) const {
  return goals_of(c.query(sql::kParents, {org, v.user_id, admin_flag(v), v.department_id, child}));
}

std::vector<std::int64_t> GoalRepo::visible(db::Conn& c, OrgId org, const ViewerKey& v,
                                            const std::vector<std::int64_t>& ids) const {
  if (ids.empty()) return {};
  return db::ids(c, sql::kVisible, {org, v.user_id, admin_flag(v), v.department_id, ids});
}

std::optional<GoalRow> GoalRepo::find(db::Conn& c, OrgId org, std::int64_t id) const {
  auto rows = c.query(sql::kFind, {org, id});
  if (!rows.next()) return std::nullopt;
  return goal_of(rows.row());
}

std::map<std::int64_t, std::string> GoalRepo::lock(db::Conn& c, OrgId org,
                                                   const std::vector<std::int64_t>& ids) const {
  std::map<std::int64_t, std::string> out;
  for (const db::Row& r : c.query(sql::kLock, {org, ids})) out[r.i64(0)] = r.text(1);
  return out;
}

std::map<std::int64_t, std::vector<std::pair<std::int64_t, bool>>> GoalRepo::owners(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& goal_ids) const {
  std::map<std::int64_t, std::vector<std::pair<std::int64_t, bool>>> out;
  if (goal_ids.empty()) return out;
  for (const db::Row& r : c.query(sql::kOwners, {org, goal_ids})) {
    out[r.i64(0)].emplace_back(r.i64(1), r.boolean(2));
  }
  return out;
}

std::vector<std::int64_t> GoalRepo::viewers(db::Conn& c, OrgId org, std::int64_t goal_id) const {
  return db::ids(c, sql::kViewers, {org, goal_id});
}

std::map<std::int64_t, std::vector<SeriesPoint>> GoalRepo::series(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& goal_ids) const {
  std::map<std::int64_t, std::vector<SeriesPoint>> out;
  if (goal_ids.empty()) return out;
  for (const db::Row& r : c.query(sql::kSeries, {org, goal_ids})) {
    out[r.i64(0)].push_back({r.i64(1), r.real(2)});
  }
  return out;
}

std::vector<std::int64_t> GoalRepo::calculated_ancestors(db::Conn& c, OrgId org,
                                                         std::int64_t id) const {
  return db::ids(c, sql::kAncestors, {org, id});
}

bool GoalRepo::in_subtree(db::Conn& c, OrgId org, std::int64_t id,
                          const std::vector<std::int64_t>& ids) const {
  if (ids.empty()) return false;
  return c.scalar(sql::kInSubtree, {org, id, ids}).value_or(0) > 0;
}

void GoalRepo::roll_up(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now_ms) const {
  c.exec(sql::kRollUp, {org, id, now_ms});
}

std::vector<std::int64_t> GoalRepo::parent_ids(db::Conn& c, OrgId org, std::int64_t child) const {
  return db::ids(c, sql::kParentIds, {org, child});
}

std::vector<std::int64_t> GoalRepo::child_ids(db::Conn& c, OrgId org, std::int64_t parent) const {
  return db::ids(c, sql::kChildIds, {org, parent});
}

void GoalRepo::unlink_parents(db::Conn& c, OrgId org, std::int64_t child) const {
  c.exec(sql::kUnlinkParents, {org, child});
}

void GoalRepo::unlink_children(db::Conn& c, OrgId org, std::int64_t parent) const {
  c.exec(sql::kUnlinkChildren, {org, parent});
}

void GoalRepo::link(db::Conn& c, OrgId org, std::int64_t parent, std::int64_t child,
                    double contribution, std::int64_t now_ms) const {
  c.exec(sql::kLink, {org, parent, child, contribution, now_ms});
}

void GoalRepo::set_contribution(db::Conn& c, OrgId org, std::int64_t parent, std::int64_t child,
                                double contribution) const {
  c.exec(sql::kSetContribution, {org, parent, child, contribution});
}

std::int64_t GoalRepo::insert(db::Conn& c, OrgId org, const GoalFields& f, std::int64_t creator,
                              std::int64_t now_ms) const {
  return c
      .scalar(sql::kInsert, {org,
                             f.title,
                             f.description,
                             f.owner_id,
                             creator,
                             f.level,
                             f.department_id,
                             f.group_id,
                             f.category_id,
                             f.starts_on,
                             f.ends_on,
                             f.metric,
                             f.unit,
                             f.currency,
                             f.start_value,
                             f.target_value,
                             f.progress_mode,
                             f.visibility,
                             f.weight,
                             f.points,
                             now_ms})
      .value_or(0);
}

void GoalRepo::update(db::Conn& c, OrgId org, std::int64_t id, const GoalFields& f,
                      std::int64_t now_ms) const {
  c.exec(sql::kUpdate, {org,
                        id,
                        f.title,
                        f.description,
                        f.owner_id,
                        f.level,
                        f.department_id,
                        f.group_id,
                        f.category_id,
                        f.starts_on,
                        f.ends_on,
                        f.metric,
                        f.unit,
                        f.currency,
                        f.start_value,
                        f.target_value,
                        f.progress_mode,
                        f.visibility,
                        f.weight,
                        f.points,
                        now_ms});
}

void GoalRepo::set_progress(db::Conn& c, OrgId org, std::int64_t id, double value, double progress,
                            std::int64_t now_ms) const {
  c.exec(sql::kSetProgress, {org, id, value, progress, now_ms});
}

void GoalRepo::record_checkin(db::Conn& c, OrgId org, std::int64_t id, double value,
                              double progress, const std::string& status, std::int64_t confidence,
                              std::int64_t now_ms) const {
  c.exec(sql::kRecordCheckin, {org, id, value, progress, now_ms, status, confidence});
}

bool GoalRepo::set_status(db::Conn& c, OrgId org, std::int64_t id, const std::string& from,
                          const std::string& to, std::int64_t now_ms) const {
  return c.exec(sql::kSetStatus, {org, id, from, to, now_ms}) > 0;
}

bool GoalRepo::close(db::Conn& c, OrgId org, std::int64_t id, const std::string& from,
                     const std::string& status, const std::string& outcome,
                     std::optional<double> value, const std::optional<std::string>& comment,
                     std::int64_t by, std::int64_t now_ms) const {
  return c.exec(sql::kClose, {org, id, from, status, outcome, value, comment, now_ms, by}) > 0;
}

bool GoalRepo::reopen(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now_ms) const {
  return c.exec(sql::kReopen, {org, id, now_ms}) > 0;
}

bool GoalRepo::mark_paid(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now_ms) const {
  return c.exec(sql::kPaid, {org, id, now_ms}) > 0;
}

bool GoalRepo::set_weight(db::Conn& c, OrgId org, std::int64_t id, std::int64_t owner,
                          double weight, std::int64_t now_ms) const {
  return c.exec(sql::kSetWeight, {org, id, owner, weight, now_ms}) > 0;
}

std::pair<double, std::int64_t> GoalRepo::weight_sum(db::Conn& c, OrgId org, std::int64_t owner,
                                                     const std::string& from,
                                                     const std::string& to) const {
  auto rows = c.query(sql::kWeightSum, {org, owner, from, to});
  if (!rows.next()) return {0, 0};
  return {rows.row().real(0), rows.row().i64(1)};
}

bool GoalRepo::remove(db::Conn& c, OrgId org, std::int64_t id) const {
  if (checkin_count(c, org, id) > 0) return false;
  c.exec(sql::kUnlinkParents, {org, id});
  c.exec(sql::kUnlinkChildren, {org, id});
  c.exec(sql::kDeleteOwners, {org, id});
  c.exec(sql::kDeleteViewers, {org, id});
  c.exec(sql::kDeleteChecklist, {org, id});
  c.exec(sql::kDeleteComments, {org, id});
  c.exec(sql::kDeleteNudge, {org, id});
  return c.exec(sql::kDelete, {org, id}) > 0;
}

void GoalRepo::set_owners(db::Conn& c, OrgId org, std::int64_t goal_id, std::int64_t owner,
                          const std::vector<std::int64_t>& co_owners) const {
  c.exec(sql::kDeleteOwners, {org, goal_id});
  c.exec(sql::kInsertOwner, {org, goal_id, owner, 1});
  for (const auto id : co_owners) {
    if (id != owner) c.exec(sql::kInsertOwner, {org, goal_id, id, 0});
  }
}

void GoalRepo::set_viewers(db::Conn& c, OrgId org, std::int64_t goal_id,
                           const std::vector<std::int64_t>& viewers) const {
  c.exec(sql::kDeleteViewers, {org, goal_id});
  for (const auto id : viewers) c.exec(sql::kInsertViewer, {org, goal_id, id});
}

std::vector<ChecklistRow> GoalRepo::checklist(db::Conn& c, OrgId org, std::int64_t goal_id) const {
  std::vector<ChecklistRow> out;
  for (const db::Row& r : c.query(sql::kChecklist, {org, goal_id})) {
    out.push_back({r.i64(0), r.text(1), r.boolean(2), opt_real(r, 3), r.opt_i64(4), r.opt_i64(5)});
  }
  return out;
}

void GoalRepo::replace_checklist(db::Conn& c, OrgId org, std::int64_t goal_id,
                                 const std::vector<ChecklistRow>& items) const {
  c.exec(sql::kDeleteChecklist, {org, goal_id});
  std::int64_t position = 0;
  for (const auto& i : items) {
    c.exec(sql::kInsertItem,
           {org, goal_id, position++, i.title, i.weight, i.done ? 1 : 0, i.done_at, i.done_by});
  }
}

bool GoalRepo::toggle_item(db::Conn& c, OrgId org, std::int64_t goal_id, std::int64_t item_id,
                           bool done, std::optional<std::int64_t> at,
                           std::optional<std::int64_t> by) const {
  return c.exec(sql::kToggleItem, {org, goal_id, item_id, done ? 1 : 0, at, by}) > 0;
}

std::int64_t GoalRepo::insert_checkin(db::Conn& c, OrgId org, std::int64_t goal_id,
                                      const CheckinRow& k) const {
  return c
      .scalar(sql::kInsertCheckin, {org, goal_id, k.author_id, k.value, k.status, k.confidence,
                                    k.comment, k.attachments, k.created_at})
      .value_or(0);
}

std::vector<CheckinRow> GoalRepo::checkins(db::Conn& c, OrgId org, std::int64_t goal_id,
                                           std::int64_t limit, std::int64_t offset) const {
  std::vector<CheckinRow> out;
  for (const db::Row& r : c.query(sql::kCheckins, {org, goal_id, limit, offset})) {
    out.push_back(checkin_of(r));
  }
  return out;
}

std::int64_t GoalRepo::checkin_count(db::Conn& c, OrgId org, std::int64_t goal_id) const {
  return c.scalar(sql::kCheckinCount, {org, goal_id}).value_or(0);
}

std::optional<CheckinRow> GoalRepo::checkin(db::Conn& c, OrgId org, std::int64_t id) const {
  auto rows = c.query(sql::kCheckin, {org, id});
  if (!rows.next()) return std::nullopt;
  return checkin_of(rows.row());
}

std::int64_t GoalRepo::insert_comment(db::Conn& c, OrgId org, std::int64_t goal_id,
                                      std::int64_t author, const std::string& body,
                                      std::int64_t now_ms) const {
  return c.scalar(sql::kInsertComment, {org, goal_id, author, body, now_ms}).value_or(0);
}

std::vector<CommentRow> GoalRepo::comments(db::Conn& c, OrgId org, std::int64_t goal_id,
                                           std::int64_t limit, std::int64_t offset) const {
  std::vector<CommentRow> out;
  for (const db::Row& r : c.query(sql::kComments, {org, goal_id, limit, offset})) {
    out.push_back({r.i64(0), r.i64(1), r.text(2), r.i64(3)});
  }
  return out;
}

std::int64_t GoalRepo::comment_count(db::Conn& c, OrgId org, std::int64_t goal_id) const {
  return c.scalar(sql::kCommentCount, {org, goal_id}).value_or(0);
}

std::map<std::int64_t, PersonFacts> GoalRepo::people(db::Conn& c, OrgId org,
                                                     const std::vector<std::int64_t>& ids) const {
  std::map<std::int64_t, PersonFacts> out;
  if (ids.empty()) return out;
  for (const db::Row& r : c.query(sql::kPeople, {org, ids})) {
    out[r.i64(0)] = {r.i64(0), r.opt_i64(1), r.opt_i64(2), r.boolean(3)};
  }
  return out;
}

bool GoalRepo::leads(db::Conn& c, OrgId org, std::int64_t person, std::int64_t leader) const {
  return c.scalar(sql::kLeads, {org, person, leader}).value_or(0) > 0;
}

bool GoalRepo::has_reports(db::Conn& c, OrgId org, std::int64_t user_id) const {
  return c.scalar(sql::kHasReports, {org, user_id}).value_or(0) > 0;
}

std::optional<std::optional<std::int64_t>> GoalRepo::department_leader(db::Conn& c, OrgId org,
                                                                       std::int64_t id) const {
  auto rows = c.query(sql::kDepartment, {org, id});
  if (!rows.next()) return std::nullopt;
  return rows.row().opt_i64(1);
}

std::pair<bool, bool> GoalRepo::group_member(db::Conn& c, OrgId org, std::int64_t group,
                                             std::int64_t user_id) const {
  auto rows = c.query(sql::kGroupMember, {org, group, user_id});
  if (!rows.next()) return {false, false};
  return {rows.row().i64(0) > 0, rows.row().i64(1) > 0};
}

bool GoalRepo::value_exists(db::Conn& c, OrgId org, std::int64_t value_id) const {
  return c.scalar(sql::kValueExists, {org, value_id}).value_or(0) > 0;
}

std::vector<CategoryRow> GoalRepo::categories(db::Conn& c, OrgId org, bool active_only) const {
  std::vector<CategoryRow> out;
  for (const db::Row& r : c.query(sql::kCategories, {org, active_only ? 1 : 0})) {
    out.push_back(category_of(r));
  }
  return out;
}

std::optional<CategoryRow> GoalRepo::category(db::Conn& c, OrgId org, std::int64_t id) const {
  auto rows = c.query(sql::kCategory, {org, id});
  if (!rows.next()) return std::nullopt;
  return category_of(rows.row());
}

std::int64_t GoalRepo::insert_category(db::Conn& c, OrgId org, const CategoryRow& k,
                                       std::int64_t now_ms) const {
  return c.scalar(sql::kInsertCategory, {org, k.name, k.name_en, k.value_id, now_ms}).value_or(0);
}

void GoalRepo::update_category(db::Conn& c, OrgId org, const CategoryRow& k) const {
  c.exec(sql::kUpdateCategory, {org, k.id, k.name, k.name_en, k.value_id, k.active ? 1 : 0});
}

std::int64_t GoalRepo::category_uses(db::Conn& c, OrgId org, std::int64_t id) const {
  return c.scalar(sql::kCategoryUses, {org, id}).value_or(0);
}

void GoalRepo::delete_category(db::Conn& c, OrgId org, std::int64_t id) const {
  c.exec(sql::kDeleteCategory, {org, id});
}

SettingsRow GoalRepo::settings(db::Conn& c, OrgId org) const {
  auto rows = c.query(sql::kSettings, {org});
  if (!rows.next()) return {};
  return {rows.row().i64(0), rows.row().real(1), rows.row().real(2)};
}

void GoalRepo::save_settings(db::Conn& c, OrgId org, const SettingsRow& s,
                             std::int64_t now_ms) const {
  c.exec(sql::kSaveSettings, {org, s.nudge_days, s.behind_delta, s.at_risk_delta, now_ms});
}

std::vector<DueNudge> GoalRepo::due_nudges(db::Conn& c, std::int64_t now_ms,
                                           std::int64_t limit) const {
  std::vector<DueNudge> out;
  for (const db::Row& r : c.query(sql::kDueNudges, {now_ms, limit})) {
    out.push_back({r.i64(0), r.i64(1), r.text(2)});
  }
  return out;
}

void GoalRepo::nudged(db::Conn& c, OrgId org, std::int64_t goal_id, std::int64_t now_ms) const {
  c.exec(sql::kNudged, {org, goal_id, now_ms});
}

std::vector<ReviewGoal> GoalRepo::review_goals(db::Conn& c, OrgId org, std::int64_t user_id,
                                               const std::string& from,
                                               const std::string& to) const {
  std::vector<ReviewGoal> out;
  for (const auto& r : c.query(sql::kReviewGoals, {org, user_id, from, to})) {
    out.push_back({r.i64(0), r.text(1), r.real(2), r.real(3), r.text(4), r.text(5), r.text(6)});
  }
  return out;
}

std::vector<ReviewCheckin> GoalRepo::review_checkins(db::Conn& c, OrgId org, const ViewerKey& v,
                                                     std::int64_t user_id, std::int64_t from_ms,
                                                     std::int64_t to_ms, std::int64_t limit) const {
  std::vector<ReviewCheckin> out;
  for (const auto& r : c.query(
           sql::kReviewCheckins,
           {org, v.user_id, v.admin ? 1 : 0, v.department_id, user_id, from_ms, to_ms, limit})) {
    out.push_back({r.i64(0), r.text(1), r.i64(2), r.real(3), r.text(4), r.i64(5), r.opt_text(6)});
  }
  return out;
}

}  // namespace aplauso::goals
