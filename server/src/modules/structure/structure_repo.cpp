#include "modules/structure/structure_repo.h"

#include "db/row_mapping.h"
#include "modules/structure/structure_sql.h"

namespace aplauso::structure {

void read_row(const db::Row& r, DepartmentRow& d) {
  d.id = r.i64(0);
  d.name = r.text(1);
  d.active = r.boolean(2);
  d.members = r.i64(3);
  d.leader_id = r.is_null(4) ? std::nullopt : std::optional<std::int64_t>(r.i64(4));
}

void read_row(const db::Row& r, GroupRow& g) {
  g.id = r.i64(0);
  g.name = r.text(1);
  g.members = r.i64(2);
  g.created_at = r.i64(3);
}

std::vector<DepartmentRow> StructureRepo::departments(db::Conn& c, OrgId org,
                                                      bool include_inactive) const {
  return db::all<DepartmentRow>(c, sql::kDepartments, {org, include_inactive ? 1 : 0});
}

std::optional<DepartmentRow> StructureRepo::department(db::Conn& c, OrgId org,
                                                       std::int64_t id) const {
  return db::one<DepartmentRow>(c, sql::kDepartment, {org, id});
}

bool StructureRepo::department_name_taken(db::Conn& c, OrgId org, const std::string& name,
                                          std::int64_t except_id) const {
  return c.scalar(sql::kDepartmentNameTaken, {org, name, except_id}).value_or(0) > 0;
}

std::int64_t StructureRepo::insert_department(db::Conn& c, OrgId org, const std::string& name,
                                              std::optional<std::int64_t> leader_id,
                                              std::int64_t now_ms) const {
  return *c.scalar(sql::kInsertDepartment, {org, name, leader_id, now_ms});
}

void StructureRepo::update_department(db::Conn& c, OrgId org, const DepartmentRow& d) const {
  c.exec(sql::kUpdateDepartment, {org, d.id, d.name, d.leader_id, d.active ? 1 : 0});
}

std::int64_t StructureRepo::department_people(db::Conn& c, OrgId org, std::int64_t id) const {
  return c.scalar(sql::kDepartmentPeople, {org, id}).value_or(0);
}

void StructureRepo::delete_department(db::Conn& c, OrgId org, std::int64_t id) const {
  c.exec(sql::kDeleteDepartment, {org, id});
}

bool StructureRepo::active_department(db::Conn& c, OrgId org, std::int64_t id) const {
  return c.scalar(sql::kActiveDepartment, {org, id}).value_or(0) > 0;
}

void StructureRepo::clear_leader(db::Conn& c, OrgId org, std::int64_t user_id) const {
  c.exec(sql::kClearLeader, {org, user_id});
}

std::vector<GroupRow> StructureRepo::groups(db::Conn& c, OrgId org) const {
  return db::all<GroupRow>(c, sql::kGroups, {org});
}

std::optional<GroupRow> StructureRepo::group(db::Conn& c, OrgId org, std::int64_t id) const {
  return db::one<GroupRow>(c, sql::kGroup, {org, id});
}

bool StructureRepo::group_name_taken(db::Conn& c, OrgId org, const std::string& name,
                                     std::int64_t except_id) const {
  return c.scalar(sql::kGroupNameTaken, {org, name, except_id}).value_or(0) > 0;
}

std::int64_t StructureRepo::insert_group(db::Conn& c, OrgId org, const std::string& name,
                                         std::int64_t now_ms) const {
  return *c.scalar(sql::kInsertGroup, {org, name, now_ms});
}

std::optional<std::int64_t> StructureRepo::group_by_name(db::Conn& c, OrgId org,
                                                         const std::string& name) const {
  return c.scalar(sql::kGroupByName, {org, name});
}

std::vector<users::DepartmentRef> StructureRepo::departments_named(
    db::Conn& c, OrgId org, const std::vector<std::string>& names) const {
  std::vector<users::DepartmentRef> out;
  if (names.empty()) return out;
  for (const db::Row& r : c.query(sql::kDepartmentsNamed, {org, names})) {
    out.push_back(users::DepartmentRef{r.i64(0), r.text(1), r.boolean(2)});
  }
  return out;
}

void StructureRepo::ensure_departments(db::Conn& c, OrgId org,
                                       const std::vector<std::string>& names,
                                       std::int64_t now_ms) const {
  if (!names.empty()) c.exec(sql::kEnsureDepartments, {org, names, now_ms});
}

std::vector<std::int64_t> StructureRepo::active_departments(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const {
  if (ids.empty()) return {};
  return db::ids(c, sql::kActiveDepartmentsAmong, {org, ids});
}

std::map<std::string, std::int64_t> StructureRepo::groups_named(
    db::Conn& c, OrgId org, const std::vector<std::string>& names) const {
  std::map<std::string, std::int64_t> out;
  if (names.empty()) return out;
  for (const db::Row& r : c.query(sql::kGroupsNamed, {org, names})) {
    out.emplace(r.text(0), r.i64(1));
  }
  return out;
}

void StructureRepo::rename_group(db::Conn& c, OrgId org, std::int64_t id,
                                 const std::string& name) const {
  c.exec(sql::kRenameGroup, {org, id, name});
}

void StructureRepo::delete_group(db::Conn& c, OrgId org, std::int64_t id) const {
  c.exec(sql::kDeleteGroupMembers, {org, id});
  c.exec(sql::kDeleteGroup, {org, id});
}

std::vector<std::int64_t> StructureRepo::group_ids(db::Conn& c, OrgId org,
                                                   const std::vector<std::int64_t>& ids) const {
  return db::ids(c, sql::kGroupIds, {org, ids});
}

void StructureRepo::add_members(db::Conn& c, OrgId org, std::int64_t group_id,
                                const std::vector<std::int64_t>& user_ids,
                                std::int64_t now_ms) const {
  if (user_ids.empty()) return;
  c.exec(sql::kAddMembers, {org, group_id, user_ids, now_ms});
}

void StructureRepo::remove_member(db::Conn& c, OrgId org, std::int64_t group_id,
                                  std::int64_t user_id) const {
  c.exec(sql::kRemoveMember, {org, group_id, user_id});
}

std::vector<std::pair<std::int64_t, bool>> StructureRepo::members(db::Conn& c, OrgId org,
                                                                  std::int64_t group_id,
                                                                  std::int64_t limit,
                                                                  std::int64_t offset,
                                                                  std::int64_t* total) const {
  *total = c.scalar(sql::kGroupMemberCount, {org, group_id}).value_or(0);
  std::vector<std::pair<std::int64_t, bool>> out;
  for (const db::Row& r : c.query(sql::kGroupMembers, {org, group_id, limit, offset})) {
    out.emplace_back(r.i64(0), r.boolean(1));
  }
  return out;
}

void StructureRepo::set_person_groups(db::Conn& c, OrgId org, std::int64_t user_id,
                                      const std::vector<std::int64_t>& group_ids,
                                      std::int64_t now_ms) const {
  c.exec(sql::kRemovePersonGroups, {org, user_id});
  if (!group_ids.empty()) c.exec(sql::kAddPersonGroups, {org, user_id, group_ids, now_ms});
}

void StructureRepo::set_groups_of_people(
    db::Conn& c, OrgId org, const std::map<std::int64_t, std::vector<std::int64_t>>& groups,
    std::int64_t now_ms) const {
  if (groups.empty()) return;
  std::vector<std::int64_t> people, pair_people, pair_groups;
  for (const auto& [user_id, ids] : groups) {
    people.push_back(user_id);
    for (const auto id : ids) {
      pair_people.push_back(user_id);
      pair_groups.push_back(id);
    }
  }
  c.exec(sql::kRemoveGroupsOfPeople, {org, people});
  if (!pair_people.empty()) {
    c.exec(sql::kAddGroupsOfPeople, {org, pair_people, pair_groups, now_ms});
  }
}

std::map<std::int64_t, std::vector<GroupRef>> StructureRepo::groups_of(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& user_ids) const {
  std::map<std::int64_t, std::vector<GroupRef>> out;
  if (user_ids.empty()) return out;
  for (const db::Row& r : c.query(sql::kGroupsOf, {org, user_ids})) {
    out[r.i64(0)].push_back(GroupRef{r.i64(1), r.text(2)});
  }
  return out;
}

std::int64_t StructureRepo::ensure_department(db::Conn& c, OrgId org, const std::string& name,
                                              std::int64_t now_ms) const {
  c.exec(sql::kEnsureDepartment, {org, name, now_ms});
  return *c.scalar(sql::kDepartmentByName, {org, name});
}

}  // namespace aplauso::structure
