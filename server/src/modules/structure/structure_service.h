// Departments (with a leader; activated, deactivated, deleted when empty) and groups (named sets
// of members). Both filter the people list and feed the pickers of other modules; the people
// module writes a person's groups through `set_person_groups` in its own transaction.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "core/ids.h"
#include "modules/structure/structure_repo.h"
#include "modules/users/person_erasure.h"
#include "modules/users/user.h"
#include "modules/users/user_repo.h"

namespace aplauso::db {
class Database;
class Conn;
}  // namespace aplauso::db

namespace aplauso::audit {
class AuditLog;
}

namespace aplauso::structure {

inline constexpr std::size_t kMaxStructureName = 80;
inline constexpr std::size_t kMaxMembersAtOnce = 1000;

struct GroupMember {
  users::Person person;
  bool active = true;
};

struct Department {
  DepartmentRow row;
  std::optional<users::Person> leader;
};

/// A change to a department: absent fields are kept; `leader_id` holding nullopt clears it.
struct DepartmentChange {
  std::optional<std::string> name;
  std::optional<std::optional<std::int64_t>> leader_id;
  std::optional<bool> active;
};

class StructureService {
 public:
  StructureService(const db::Database& db, const Clock& clock, const audit::AuditLog& audit)
      : db_(db), clock_(clock), audit_(audit) {}

  std::vector<Department> departments(OrgId org, bool include_inactive) const;
  /// 400 for a bad name or a leader who is not an active member, 409 department_name_taken.
  Department create_department(OrgId org, const std::string& name,
                               std::optional<std::int64_t> leader_id) const;
  Department update_department(OrgId org, std::int64_t id, const DepartmentChange& change) const;
  /// 409 department_not_empty while anyone (active or not) belongs to it.
  void delete_department(OrgId org, std::int64_t id) const;

  std::vector<GroupRow> groups(OrgId org) const;
  /// 400 for a bad name or a member id that is not an active member; 409 group_name_taken.
  GroupRow create_group(OrgId org, const std::string& name,
                        const std::vector<std::int64_t>& member_ids) const;
  GroupRow rename_group(OrgId org, std::int64_t id, const std::string& name) const;
  void delete_group(OrgId org, std::int64_t id) const;
  std::vector<GroupMember> members(OrgId org, std::int64_t group_id, std::int64_t limit,
                                   std::int64_t offset, std::int64_t* total) const;
  GroupRow add_members(OrgId org, std::int64_t group_id,
                       const std::vector<std::int64_t>& user_ids) const;
  GroupRow remove_member(OrgId org, std::int64_t group_id, std::int64_t user_id) const;

  // For the people module, inside its transaction.
  /// Whether the id is an active department of the organisation.
  bool active_department(db::Conn& c, OrgId org, std::int64_t id) const;
  /// The ids that are not groups of the organisation.
  std::vector<std::int64_t> unknown_groups(db::Conn& c, OrgId org,
                                           const std::vector<std::int64_t>& ids) const;
  void set_person_groups(db::Conn& c, OrgId org, std::int64_t user_id,
                         const std::vector<std::int64_t>& group_ids) const;
  std::map<std::int64_t, std::vector<GroupRef>> groups_of(
      db::Conn& c, OrgId org, const std::vector<std::int64_t>& user_ids) const;
  /// The group of that name (any case), created when missing (spreadsheet imports).
  std::int64_t ensure_group(db::Conn& c, OrgId org, const std::string& name) const;
  /// The department of that name (trimmed), created when missing: imports and the demo name
  /// departments. 400 for a blank or too long name.
  std::int64_t ensure_department(db::Conn& c, OrgId org, const std::string& name) const;
  std::int64_t ensure_department(OrgId org, const std::string& name) const;
  // Batches of imported rows, in the caller's transaction, a fixed number of statements each.
  /// The departments of these exact (checked) names that exist, active or not.
  std::vector<users::DepartmentRef> departments_named(db::Conn& c, OrgId org,
                                                      const std::vector<std::string>& names) const;
  /// ensure_department for many checked names: the id of each.
  std::map<std::string, std::int64_t> ensure_departments(
      db::Conn& c, OrgId org, const std::vector<std::string>& names) const;
  /// Which of `ids` are active departments.
  std::vector<std::int64_t> active_departments(db::Conn& c, OrgId org,
                                               const std::vector<std::int64_t>& ids) const;
  /// The groups of these checked names (any case) that exist, keyed by the name as given.
  std::map<std::string, std::int64_t> groups_named(db::Conn& c, OrgId org,
                                                   const std::vector<std::string>& names) const;
  /// set_person_groups for many people.
  void set_groups_of_people(db::Conn& c, OrgId org,
                            const std::map<std::int64_t, std::vector<std::int64_t>>& groups) const;
  /// 400 for a blank name or over 80 characters; the trimmed name (as ensure_* store it).
  static std::string checked_name(const std::string& name, const char* message);
  /// Forgets an erased person here (users::PersonErasure): their memberships and leaderships.
  void forget_person(db::Conn& c, OrgId org, const users::ErasedPerson& person) const;

 private:
  Department with_leader(db::Conn& c, OrgId org, DepartmentRow row) const;
  void check_members(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids,
                     const char* field) const;

  const db::Database& db_;
  const Clock& clock_;
  const audit::AuditLog& audit_;
  StructureRepo repo_;
  users::UserRepo users_;
};

}  // namespace aplauso::structure
