// SQL of departments and groups. Every statement filters by organisation ($1).
#pragma once

#include "db/statement.h"

namespace aplauso::structure::sql {

// --- Departments: id, name, active, active members, leader id (StructureRepo's row map).
#define APLAUSO_DEPARTMENT_COLUMNS                                                          \
  "SELECT d.id, d.name, d.active, (SELECT COUNT(*) FROM users u WHERE u.org_id = d.org_id " \
  "AND u.department_id = d.id AND u.active = 1), d.leader_id FROM departments d "
inline constexpr db::Statement kDepartments{
    "structure.departments", APLAUSO_DEPARTMENT_COLUMNS
    "WHERE d.org_id = $1 AND (d.active = 1 OR $2 = 1) ORDER BY d.name, d.id"};
inline constexpr db::Statement kDepartment{
    "structure.department", APLAUSO_DEPARTMENT_COLUMNS "WHERE d.org_id = $1 AND d.id = $2"};
#undef APLAUSO_DEPARTMENT_COLUMNS
inline constexpr db::Statement kDepartmentNameTaken{
    "structure.department_name_taken",
    "SELECT COUNT(*) FROM departments WHERE org_id = $1 AND LOWER(name) = LOWER($2) AND id <> $3"};
inline constexpr db::Statement kInsertDepartment{
    "structure.insert_department",
    "INSERT INTO departments (org_id, name, active, leader_id, created_at) "
    "VALUES ($1, $2, 1, $3, $4) RETURNING id"};
// Imports and the demo name departments: created when missing (a concurrent creator wins).
inline constexpr db::Statement kEnsureDepartment{
    "structure.ensure_department",
    "INSERT INTO departments (org_id, name, active, created_at) VALUES ($1, $2, 1, $3) "
    "ON CONFLICT (org_id, name) DO NOTHING"};
inline constexpr db::Statement kDepartmentByName{
    "structure.department_by_name", "SELECT id FROM departments WHERE org_id = $1 AND name = $2"};
// Batches of imported rows: the departments of these exact names (id, name, active), creating
// the missing ones, and which of some ids are active departments.
inline constexpr db::Statement kDepartmentsNamed{
    "structure.departments_named",
    "SELECT id, name, active FROM departments WHERE org_id = $1 AND name {{ANY_TEXT $2}}"};
inline constexpr db::Statement kEnsureDepartments{
    "structure.ensure_departments",
    "INSERT INTO departments (org_id, name, active, created_at) SELECT CAST($1 AS BIGINT), "
    "t.name, 1, CAST($3 AS BIGINT) FROM {{ZIP t name:TEXT $2}} WHERE 1 = 1 "
    "ON CONFLICT (org_id, name) DO NOTHING"};
inline constexpr db::Statement kActiveDepartmentsAmong{
    "structure.active_departments_among",
    "SELECT id FROM departments WHERE org_id = $1 AND active = 1 AND id {{ANY_INT $2}}"};
inline constexpr db::Statement kUpdateDepartment{
    "structure.update_department",
    "UPDATE departments SET name = $3, leader_id = $4, active = $5 WHERE org_id = $1 AND id = $2"};
// Members, active or not: a department that still has people cannot go.
inline constexpr db::Statement kDepartmentPeople{
    "structure.department_people",
    "SELECT COUNT(*) FROM users WHERE org_id = $1 AND department_id = $2"};
inline constexpr db::Statement kDeleteDepartment{
    "structure.delete_department", "DELETE FROM departments WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kActiveDepartment{
    "structure.active_department",
    "SELECT COUNT(*) FROM departments WHERE org_id = $1 AND id = $2 AND active = 1"};
inline constexpr db::Statement kClearLeader{
    "structure.clear_leader",
    "UPDATE departments SET leader_id = NULL WHERE org_id = $1 AND leader_id = $2"};

// --- Groups: id, name, active members, creation time.
#define APLAUSO_GROUP_COLUMNS                                                                  \
  "SELECT g.id, g.name, (SELECT COUNT(*) FROM org_group_members m JOIN users u ON u.id = "     \
  "m.user_id AND u.org_id = m.org_id WHERE m.group_id = g.id AND u.active = 1), g.created_at " \
  "FROM org_groups g "
inline constexpr db::Statement kGroups{
    "structure.groups", APLAUSO_GROUP_COLUMNS "WHERE g.org_id = $1 ORDER BY g.name, g.id"};
inline constexpr db::Statement kGroup{"structure.group",
                                      APLAUSO_GROUP_COLUMNS "WHERE g.org_id = $1 AND g.id = $2"};
#undef APLAUSO_GROUP_COLUMNS
inline constexpr db::Statement kGroupNameTaken{
    "structure.group_name_taken",
    "SELECT COUNT(*) FROM org_groups WHERE org_id = $1 AND LOWER(name) = LOWER($2) AND id <> $3"};
inline constexpr db::Statement kInsertGroup{
    "structure.insert_group",
    "INSERT INTO org_groups (org_id, name, created_at) VALUES ($1, $2, $3) RETURNING id"};
inline constexpr db::Statement kGroupByName{
    "structure.group_by_name",
    "SELECT id FROM org_groups WHERE org_id = $1 AND LOWER(name) = LOWER($2)"};
// The group of each name (any case), oldest first: (the name as given, id).
inline constexpr db::Statement kGroupsNamed{
    "structure.groups_named",
    "SELECT t.name, g.id FROM {{ZIP t name:TEXT $2}} JOIN org_groups g ON g.org_id = $1 AND "
    "LOWER(g.name) = LOWER(t.name) ORDER BY g.id"};
inline constexpr db::Statement kRenameGroup{
    "structure.rename_group", "UPDATE org_groups SET name = $3 WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kDeleteGroupMembers{
    "structure.delete_group_members",
    "DELETE FROM org_group_members WHERE org_id = $1 AND group_id = $2"};
inline constexpr db::Statement kDeleteGroup{"structure.delete_group",
                                            "DELETE FROM org_groups WHERE org_id = $1 AND id = $2"};
// Which of the ids are groups of the organisation.
inline constexpr db::Statement kGroupIds{
    "structure.group_ids", "SELECT id FROM org_groups WHERE org_id = $1 AND id {{ANY_INT $2}}"};
inline constexpr db::Statement kAddMembers{
    "structure.add_members",
    "INSERT INTO org_group_members (group_id, user_id, org_id, created_at) "
    "SELECT CAST($2 AS BIGINT), t.user_id, CAST($1 AS BIGINT), CAST($4 AS BIGINT) FROM {{ZIP t "
    "user_id:INT $3}} "
    "WHERE 1 = 1 ON CONFLICT (group_id, user_id) DO NOTHING"};
inline constexpr db::Statement kRemoveMember{
    "structure.remove_member",
    "DELETE FROM org_group_members WHERE org_id = $1 AND group_id = $2 AND user_id = $3"};
inline constexpr db::Statement kGroupMembers{
    "structure.group_members",
    "SELECT u.id, u.active FROM org_group_members m JOIN users u ON u.id = m.user_id AND u.org_id "
    "= "
    "m.org_id WHERE m.org_id = $1 AND m.group_id = $2 ORDER BY u.first_name, u.last_name, u.id "
    "LIMIT $3 OFFSET $4"};
inline constexpr db::Statement kGroupMemberCount{
    "structure.group_member_count",
    "SELECT COUNT(*) FROM org_group_members WHERE org_id = $1 AND group_id = $2"};
// A person's groups: replaced as a whole from an admin's form.
inline constexpr db::Statement kRemovePersonGroups{
    "structure.remove_person_groups",
    "DELETE FROM org_group_members WHERE org_id = $1 AND user_id = $2"};
inline constexpr db::Statement kAddPersonGroups{
    "structure.add_person_groups",
    "INSERT INTO org_group_members (group_id, user_id, org_id, created_at) "
    "SELECT t.group_id, CAST($2 AS BIGINT), CAST($1 AS BIGINT), CAST($4 AS BIGINT) FROM {{ZIP t "
    "group_id:INT $3}} "
    "WHERE 1 = 1 ON CONFLICT (group_id, user_id) DO NOTHING"};
// Replacing the groups of many people ($2 the people; then pairs of person and group).
inline constexpr db::Statement kRemoveGroupsOfPeople{
    "structure.remove_groups_of_people",
    "DELETE FROM org_group_members WHERE org_id = $1 AND user_id {{ANY_INT $2}}"};
inline constexpr db::Statement kAddGroupsOfPeople{
    "structure.add_groups_of_people",
    "INSERT INTO org_group_members (group_id, user_id, org_id, created_at) "
    "SELECT t.group_id, t.user_id, CAST($1 AS BIGINT), CAST($4 AS BIGINT) FROM {{ZIP t "
    "user_id:INT $2 group_id:INT $3}} WHERE 1 = 1 ON CONFLICT (group_id, user_id) DO NOTHING"};
// The groups of several people at once (a page of the people list).
inline constexpr db::Statement kGroupsOf{
    "structure.groups_of",
    "SELECT m.user_id, g.id, g.name FROM org_group_members m JOIN org_groups g ON g.id = "
    "m.group_id AND g.org_id = m.org_id WHERE m.org_id = $1 AND m.user_id {{ANY_INT $2}} "
    "ORDER BY g.name"};

}  // namespace aplauso::structure::sql
