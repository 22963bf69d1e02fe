// SQL of the workplace module: sites (centros de trabajo) and who works where. People (users,
// departments) are read, never written.
#pragma once

#include "db/statement.h"

namespace aplauso::workplace::sql {

// A site row (read_sites in workplace_repo.cpp reads this order).
#define APLAUSO_WORKPLACE_SITE_COLUMNS                                                      \
  "SELECT s.id, s.name, s.address, s.city, s.country, s.timezone, s.phone, s.map_url, "     \
  "s.notes, s.notes_en, s.status, s.created_at, s.updated_at, (SELECT COUNT(*) FROM "       \
  "workplace_assignments a JOIN users u ON u.org_id = a.org_id AND u.id = a.user_id WHERE " \
  "a.org_id = s.org_id AND a.site_id = s.id AND u.erased_at IS NULL) FROM workplace_sites s "

inline constexpr db::Statement kSite{
    "workplace.site", APLAUSO_WORKPLACE_SITE_COLUMNS "WHERE s.org_id = $1 AND s.id = $2"};
// Every site, the active ones first, by name.
inline constexpr db::Statement kSites{
    "workplace.sites",
    APLAUSO_WORKPLACE_SITE_COLUMNS "WHERE s.org_id = $1 ORDER BY s.status, s.name, s.id LIMIT 500"};
// The sites with status $2, by name.
inline constexpr db::Statement kSitesByStatus{
    "workplace.sites_by_status", APLAUSO_WORKPLACE_SITE_COLUMNS
    "WHERE s.org_id = $1 AND s.status = $2 ORDER BY s.name, s.id LIMIT 500"};
inline constexpr db::Statement kSiteCount{"workplace.site_count",
                                          "SELECT COUNT(*) FROM workplace_sites WHERE org_id = $1"};
// Another site of the organisation with name $2 (any but $3).
inline constexpr db::Statement kSameName{
    "workplace.same_name",
    "SELECT COUNT(*) FROM workplace_sites WHERE org_id = $1 AND name = $2 AND id <> $3"};
inline constexpr db::Statement kInsertSite{
    "workplace.insert_site",
    "INSERT INTO workplace_sites (org_id, name, address, city, country, timezone, phone, "
    "map_url, notes, notes_en, status, created_by, created_at, updated_at) VALUES ($1, $2, $3, "
    "$4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) RETURNING id"};
inline constexpr db::Statement kChangeSite{
    "workplace.change_site",
    "UPDATE workplace_sites SET name = $3, address = $4, city = $5, country = $6, timezone = $7, "
    "phone = $8, map_url = $9, notes = $10, notes_en = $11, status = $12, updated_at = $13 WHERE "
    "org_id = $1 AND id = $2"};
inline constexpr db::Statement kDeleteSite{
    "workplace.delete_site", "DELETE FROM workplace_sites WHERE org_id = $1 AND id = $2"};

// --- Who works where ----------------------------------------------------------------------------
// The site of person $2 (its status tells whether it is archived).
inline constexpr db::Statement kSiteOfPerson{
    "workplace.site_of_person", APLAUSO_WORKPLACE_SITE_COLUMNS
    "JOIN workplace_assignments w ON w.org_id = s.org_id AND w.site_id = s.id WHERE s.org_id = "
    "$1 AND w.user_id = $2"};
// Every assignment to site $2, counted (erased people left out).
inline constexpr db::Statement kAssignedCount{
    "workplace.assigned_count",
    "SELECT COUNT(*) FROM workplace_assignments WHERE org_id = $1 AND site_id = $2"};
// One page ($3 rows from $4) of the people of site $2, by name.
#define APLAUSO_WORKPLACE_PEOPLE_OF_SITE                                                   \
  "FROM workplace_assignments a JOIN users u ON u.org_id = a.org_id AND u.id = a.user_id " \
  "WHERE a.org_id = $1 AND a.site_id = $2 AND u.erased_at IS NULL"
inline constexpr db::Statement kPeopleOfSite{
    "workplace.people_of_site", "SELECT u.id " APLAUSO_WORKPLACE_PEOPLE_OF_SITE
                                " ORDER BY u.first_name, u.last_name, u.id LIMIT $3 OFFSET $4"};
inline constexpr db::Statement kPeopleOfSiteCount{
    "workplace.people_of_site_count", "SELECT COUNT(*) " APLAUSO_WORKPLACE_PEOPLE_OF_SITE};
// The same, only people whose name or e-mail matches a LIKE pattern (lower case): $5 on a page,
// $3 in the count.
#define APLAUSO_WORKPLACE_PEOPLE_MATCHING(p)                                                 \
  APLAUSO_WORKPLACE_PEOPLE_OF_SITE " AND (LOWER(u.first_name || ' ' || u.last_name) LIKE " p \
                                   " ESCAPE '\\' OR LOWER(u.email) LIKE " p " ESCAPE '\\')"
inline constexpr db::Statement kPeopleOfSiteMatching{
    "workplace.people_of_site_matching",
    "SELECT u.id " APLAUSO_WORKPLACE_PEOPLE_MATCHING(
        "$5") " ORDER BY u.first_name, u.last_name, u.id LIMIT $3 OFFSET $4"};
inline constexpr db::Statement kPeopleOfSiteMatchingCount{
    "workplace.people_of_site_matching_count",
    "SELECT COUNT(*) " APLAUSO_WORKPLACE_PEOPLE_MATCHING("$3")};
// People $3 (an array) work at site $2 from now ($5), as admin $4 says; an earlier site replaced.
inline constexpr db::Statement kAssign{
    "workplace.assign",
    "INSERT INTO workplace_assignments (org_id, user_id, site_id, assigned_by, assigned_at) "
    "SELECT CAST($1 AS BIGINT), t.user_id, CAST($2 AS BIGINT), CAST($4 AS BIGINT), CAST($5 AS "
    "BIGINT) FROM {{ZIP t user_id:INT $3}} WHERE 1 = 1 ON CONFLICT (org_id, user_id) DO UPDATE "
    "SET site_id = excluded.site_id, assigned_by = excluded.assigned_by, assigned_at = "
    "excluded.assigned_at"};
inline constexpr db::Statement kUnassign{
    "workplace.unassign", "DELETE FROM workplace_assignments WHERE org_id = $1 AND user_id = $2"};

// --- A person's colleagues (the page "Mi centro de trabajo") ----------------------------------
// The active people of site $2 other than person $3, by name: one page ($4 rows from $5) and the
// count. The site filter is a range of workplace_assignments_site (org_id, site_id, user_id);
// each row then joins its user by primary key.
#define APLAUSO_WORKPLACE_COLLEAGUES                                                       \
  "FROM workplace_assignments a JOIN users u ON u.org_id = a.org_id AND u.id = a.user_id " \
  "WHERE a.org_id = $1 AND a.site_id = $2 AND a.user_id <> $3 AND u.active = 1 AND "       \
  "u.erased_at IS NULL"
inline constexpr db::Statement kColleagues{
    "workplace.colleagues", "SELECT u.id " APLAUSO_WORKPLACE_COLLEAGUES
                            " ORDER BY u.first_name, u.last_name, u.id LIMIT $4 OFFSET $5"};
inline constexpr db::Statement kColleagueCount{"workplace.colleague_count",
                                               "SELECT COUNT(*) " APLAUSO_WORKPLACE_COLLEAGUES};
// The same, only those whose name matches a LIKE pattern (lower case): $6 on a page, $4 in the
// count.
#define APLAUSO_WORKPLACE_COLLEAGUES_NAMED(p)                                           \
  APLAUSO_WORKPLACE_COLLEAGUES " AND LOWER(u.first_name || ' ' || u.last_name) LIKE " p \
                               " ESCAPE '\\'"
inline constexpr db::Statement kColleaguesNamed{
    "workplace.colleagues_named",
    "SELECT u.id " APLAUSO_WORKPLACE_COLLEAGUES_NAMED(
        "$6") " ORDER BY u.first_name, u.last_name, u.id LIMIT $4 OFFSET $5"};
inline constexpr db::Statement kColleaguesNamedCount{
    "workplace.colleagues_named_count",
    "SELECT COUNT(*) " APLAUSO_WORKPLACE_COLLEAGUES_NAMED("$4")};

// --- People and departments, read ------------------------------------------------------------
inline constexpr db::Statement kPersonHere{
    "workplace.person_here",
    "SELECT COUNT(*) FROM users WHERE org_id = $1 AND id = $2 AND erased_at IS NULL"};
inline constexpr db::Statement kDepartmentHere{
    "workplace.department_here", "SELECT COUNT(*) FROM departments WHERE org_id = $1 AND id = $2"};

// --- A person erased (ADR 0018) ---------------------------------------------------------------
inline constexpr db::Statement kForgetAssigner{
    "workplace.forget_assigner",
    "UPDATE workplace_assignments SET assigned_by = NULL WHERE org_id = $1 AND assigned_by = $2"};
inline constexpr db::Statement kForgetCreator{
    "workplace.forget_creator",
    "UPDATE workplace_sites SET created_by = NULL WHERE org_id = $1 AND created_by = $2"};

}  // namespace aplauso::workplace::sql
