// Departments and groups. Every read and write is by organisation and id together.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"
#include "modules/users/user.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::structure {

struct DepartmentRow {
  std::int64_t id = 0;
  std::string name;
  bool active = true;
  std::int64_t members = 0;  ///< active members
  std::optional<std::int64_t> leader_id;
};

struct GroupRow {
  std::int64_t id = 0;
  std::string name;
  std::int64_t members = 0;  ///< active members
  std::int64_t created_at = 0;
};

struct GroupRef {
  std::int64_t id = 0;
  std::string name;
};

class StructureRepo {
 public:
  std::vector<DepartmentRow> departments(db::Conn& c, OrgId org, bool include_inactive) const;
  std::optional<DepartmentRow> department(db::Conn& c, OrgId org, std::int64_t id) const;
  /// Another department (not `except_id`) already has this name, in any case.
  bool department_name_taken(db::Conn& c, OrgId org, const std::string& name,
                             std::int64_t except_id) const;
  std::int64_t insert_department(db::Conn& c, OrgId org, const std::string& name,
                                 std::optional<std::int64_t> leader_id, std::int64_t now_ms) const;
  void update_department(db::Conn& c, OrgId org, const DepartmentRow& d) const;
  /// People (active or not) in the department.
  std::int64_t department_people(db::Conn& c, OrgId org, std::int64_t id) const;
  void delete_department(db::Conn& c, OrgId org, std::int64_t id) const;
  bool active_department(db::Conn& c, OrgId org, std::int64_t id) const;
  /// The person leads no department any more.
  void clear_leader(db::Conn& c, OrgId org, std::int64_t user_id) const;

  std::vector<GroupRow> groups(db::Conn& c, OrgId org) const;
  std::optional<GroupRow> group(db::Conn& c, OrgId org, std::int64_t id) const;
  bool group_name_taken(db::Conn& c, OrgId org, const std::string& name,
                        std::int64_t except_id) const;
  std::int64_t insert_group(db::Conn& c, OrgId org, const std::string& name,
                            std::int64_t now_ms) const;
  std::optional<std::int64_t> group_by_name(db::Conn& c, OrgId org, const std::string& name) const;
  /// The department of that exact name, created when missing; its id.
  std::int64_t ensure_department(db::Conn& c, OrgId org, const std::string& name,
                                 std::int64_t now_ms) const;
  /// The departments of these exact names, in one statement.
  std::vector<users::DepartmentRef> departments_named(db::Conn& c, OrgId org,
                                                      const std::vector<std::string>& names) const;
  /// Creates the departments of these names that are missing, in one statement.
  void ensure_departments(db::Conn& c, OrgId org, const std::vector<std::string>& names,
                          std::int64_t now_ms) const;
  /// Which of `ids` are active departments, in one statement.
  std::vector<std::int64_t> active_departments(db::Conn& c, OrgId org,
                                               const std::vector<std::int64_t>& ids) const;
  /// The oldest group of each name (any case), keyed by the name as given.
  std::map<std::string, std::int64_t> groups_named(db::Conn& c, OrgId org,
                                                   const std::vector<std::string>& names) const;
  void rename_group(db::Conn& c, OrgId org, std::int64_t id, const std::string& name) const;
  /// The group and its memberships.
  void delete_group(db::Conn& c, OrgId org, std::int64_t id) const;
  /// Which of `ids` are groups of the organisation.
  std::vector<std::int64_t> group_ids(db::Conn& c, OrgId org,
                                      const std::vector<std::int64_t>& ids) const;
  /// Adds members (ids already checked); those already in it are skipped.
  void add_members(db::Conn& c, OrgId org, std::int64_t group_id,
                   const std::vector<std::int64_t>& user_ids, std::int64_t now_ms) const;
  void remove_member(db::Conn& c, OrgId org, std::int64_t group_id, std::int64_t user_id) const;
  /// One page of members (id, active) in name order, and the total.
  std::vector<std::pair<std::int64_t, bool>> members(db::Conn& c, OrgId org, std::int64_t group_id,
                                                     std::int64_t limit, std::int64_t offset,
                                                     std::int64_t* total) const;
  /// Replaces the person's groups (ids already checked).
  void set_person_groups(db::Conn& c, OrgId org, std::int64_t user_id,
                         const std::vector<std::int64_t>& group_ids, std::int64_t now_ms) const;
  /// Replaces the groups of each person of `groups` (ids already checked), in two statements.
  void set_groups_of_people(db::Conn& c, OrgId org,
                            const std::map<std::int64_t, std::vector<std::int64_t>>& groups,
                            std::int64_t now_ms) const;
  /// The groups of each person, in name order, in one statement.
  std::map<std::int64_t, std::vector<GroupRef>> groups_of(
      db::Conn& c, OrgId org, const std::vector<std::int64_t>& user_ids) const;
};

}  // namespace aplauso::structure
