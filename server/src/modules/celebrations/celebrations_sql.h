// SQL of birthdays and work anniversaries. Every statement filters by organisation ($1), except
// the job's list of organisations to visit.
#pragma once

#include "db/statement.h"

namespace aplauso::celebrations::sql {

// Active members whose birthday (or admission date) falls on one of the days $2 ("MM-DD"), in
// day and name order: the person reference, the date, the birthday image.
#define APLAUSO_CELEBRANT_COLUMNS                                                          \
  "SELECT u.id, u.first_name, u.last_name, u.email, u.job_position, u.profile_photo_url, " \
  "d.name, "
#define APLAUSO_CELEBRANT_FROM                                                              \
  "FROM users u LEFT JOIN departments d ON d.id = u.department_id AND d.org_id = u.org_id " \
  "WHERE u.org_id = $1 AND u.active = 1 AND "
inline constexpr db::Statement kBirthdays{
    "celebrations.birthdays", APLAUSO_CELEBRANT_COLUMNS
    "u.birthday, u.birthday_image_url " APLAUSO_CELEBRANT_FROM
    "substr(u.birthday, 6, 5) {{ANY_TEXT $2}} ORDER BY substr(u.birthday, 6, 5), u.first_name, "
    "u.last_name, u.id"};
inline constexpr db::Statement kAdmissions{
    "celebrations.admissions", APLAUSO_CELEBRANT_COLUMNS
    "u.admission_date, NULL " APLAUSO_CELEBRANT_FROM
    "substr(u.admission_date, 6, 5) {{ANY_TEXT $2}} ORDER BY substr(u.admission_date, 6, 5), "
    "u.first_name, u.last_name, u.id"};
#undef APLAUSO_CELEBRANT_COLUMNS
#undef APLAUSO_CELEBRANT_FROM

// Organisations with birthdays or anniversaries on: id, time zone, anniversary points, and
// which of the two is on.
inline constexpr db::Statement kDueOrgs{
    "celebrations.due_orgs",
    "SELECT o.id, o.timezone, COALESCE((SELECT cs.anniversary_points FROM "
    "celebration_settings cs WHERE cs.org_id = o.id), 0), EXISTS (SELECT 1 FROM org_services s "
    "WHERE "
    "s.org_id = o.id AND s.service = 'birthdays' AND s.enabled = 1), EXISTS (SELECT 1 FROM "
    "org_services s WHERE s.org_id = o.id AND s.service = 'anniversaries' AND s.enabled = 1) "
    "FROM organizations o WHERE o.active = 1 AND EXISTS (SELECT 1 FROM org_services s WHERE "
    "s.org_id = o.id AND s.service IN ('birthdays', 'anniversaries') AND s.enabled = 1)"};

// One celebration per person, kind and local day: whichever node inserts it posts it.
inline constexpr db::Statement kClaim{
    "celebrations.claim",
    "INSERT INTO celebrations (org_id, kind, user_id, day, created_at) VALUES ($1, $2, $3, $4, "
    "$5) ON CONFLICT (org_id, kind, user_id, day) DO NOTHING"};
inline constexpr db::Statement kSetPost{
    "celebrations.set_post",
    "UPDATE celebrations SET post_id = $5 WHERE org_id = $1 AND kind = $2 AND user_id = $3 AND "
    "day = $4"};

inline constexpr db::Statement kAnniversaryPoints{
    "celebrations.anniversary_points",
    "SELECT anniversary_points FROM celebration_settings WHERE org_id = $1"};
inline constexpr db::Statement kSetAnniversaryPoints{
    "celebrations.set_anniversary_points",
    "INSERT INTO celebration_settings (org_id, anniversary_points, updated_at) VALUES ($1, $2, "
    "$3) ON CONFLICT (org_id) DO UPDATE SET anniversary_points = excluded.anniversary_points, "
    "updated_at = excluded.updated_at"};

}  // namespace aplauso::celebrations::sql
