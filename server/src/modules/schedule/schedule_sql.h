// SQL of the schedule module: work schedules and who each one applies to. People (users,
// departments), the organisation's time zone and its modules are read, never written.
#pragma once

#include "db/statement.h"

namespace aplauso::schedule::sql {

// A schedule row (read_schedule in schedule_repo.cpp reads this order).
#define APLAUSO_WORK_SCHEDULE_COLUMNS                                                             \
  "SELECT s.id, s.name, s.timezone, s.week, s.is_default, s.status, s.created_at, s.updated_at, " \
  "(SELECT COUNT(*) FROM work_schedule_people p WHERE p.org_id = s.org_id AND p.schedule_id = "   \
  "s.id) FROM work_schedules s "

inline constexpr db::Statement kSchedule{
    "schedule.schedule", APLAUSO_WORK_SCHEDULE_COLUMNS "WHERE s.org_id = $1 AND s.id = $2"};
// Every schedule, active ones first, by name (work_schedules_list).
inline constexpr db::Statement kSchedules{
    "schedule.schedules",
    APLAUSO_WORK_SCHEDULE_COLUMNS "WHERE s.org_id = $1 ORDER BY s.status, s.name, s.id LIMIT 200"};
// The organisation's default (work_schedules_default).
inline constexpr db::Statement kDefault{
    "schedule.default", APLAUSO_WORK_SCHEDULE_COLUMNS
    "WHERE s.org_id = $1 AND s.is_default = 1 AND s.status = 'active' ORDER BY s.id LIMIT 1"};
// The schedule assigned to person $2 (the primary key).
inline constexpr db::Statement kOfPerson{
    "schedule.of_person", APLAUSO_WORK_SCHEDULE_COLUMNS
    "JOIN work_schedule_people a ON a.org_id = s.org_id AND "
    "a.schedule_id = s.id WHERE a.org_id = $1 AND a.user_id = $2"};
inline constexpr db::Statement kCount{"schedule.count",
                                      "SELECT COUNT(*) FROM work_schedules WHERE org_id = $1"};
inline constexpr db::Statement kInsert{
    "schedule.insert",
    "INSERT INTO work_schedules (org_id, name, timezone, week, is_default, status, created_by, "
    "created_at, updated_at) VALUES ($1, $2, $3, $4, 0, 'active', $5, $6, $6) RETURNING id"};
inline constexpr db::Statement kChange{
    "schedule.change",
    "UPDATE work_schedules SET name = $3, timezone = $4, week = $5, status = $6, updated_at = $7 "
    "WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kClearDefault{
    "schedule.clear_default",
    "UPDATE work_schedules SET is_default = 0 WHERE org_id = $1 AND is_default = 1"};
inline constexpr db::Statement kSetDefault{
    "schedule.set_default",
    "UPDATE work_schedules SET is_default = 1 WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kDelete{"schedule.delete",
                                       "DELETE FROM work_schedules WHERE org_id = $1 AND id = $2"};

// --- People ------------------------------------------------------------------------------------
// Who schedule $2 applies to (work_schedule_people_schedule).
inline constexpr db::Statement kPeople{
    "schedule.people",
    "SELECT user_id FROM work_schedule_people WHERE org_id = $1 AND schedule_id = $2 ORDER BY "
    "user_id LIMIT 1000"};
// Assigns schedule $3 to the people $2 of the organisation (an array), replacing theirs.
inline constexpr db::Statement kAssign{
    "schedule.assign",
    "INSERT INTO work_schedule_people (org_id, user_id, schedule_id, assigned_by, assigned_at) "
    "SELECT u.org_id, u.id, CAST($3 AS BIGINT), CAST($4 AS BIGINT), CAST($5 AS BIGINT) FROM "
    "users u WHERE u.org_id = $1 AND u.id {{ANY_INT $2}} ON CONFLICT (org_id, user_id) DO UPDATE "
    "SET schedule_id = excluded.schedule_id, assigned_by = excluded.assigned_by, assigned_at = "
    "excluded.assigned_at"};
// Back to the organisation's default for the people $2 (an array).
inline constexpr db::Statement kUnassign{
    "schedule.unassign",
    "DELETE FROM work_schedule_people WHERE org_id = $1 AND user_id {{ANY_INT $2}}"};
inline constexpr db::Statement kForget{
    "schedule.forget", "DELETE FROM work_schedule_people WHERE org_id = $1 AND user_id = $2"};
// How many of the ids $2 are people of the organisation not erased.
inline constexpr db::Statement kCountPeople{
    "schedule.count_people",
    "SELECT COUNT(*) FROM users WHERE org_id = $1 AND id {{ANY_INT $2}} AND erased_at IS NULL"};
// The people of department $2 not erased (users_org_department).
inline constexpr db::Statement kDepartmentPeople{
    "schedule.department_people",
    "SELECT id FROM users WHERE org_id = $1 AND department_id = $2 AND erased_at IS NULL ORDER "
    "BY id"};
inline constexpr db::Statement kDepartmentExists{
    "schedule.department_exists", "SELECT COUNT(*) FROM departments WHERE org_id = $1 AND id = $2"};

// --- The organisation --------------------------------------------------------------------------
// Its time zone and whether the schedule module is on for it.
inline constexpr db::Statement kOrgHours{
    "schedule.org_hours",
    "SELECT o.timezone, (SELECT COUNT(*) FROM org_services v WHERE v.org_id = $1 AND v.service = "
    "'schedule' AND v.enabled = 1) FROM organizations o WHERE o.id = $1"};

}  // namespace aplauso::schedule::sql
