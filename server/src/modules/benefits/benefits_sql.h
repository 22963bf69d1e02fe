// SQL of the benefits module: benefits, their eligibility and versions, requests. People (users,
// departments, communication_group_members) are read, never written.
#pragma once

#include "db/statement.h"

namespace aplauso::benefits::sql {

// A benefit row (read_benefit in benefits_repo.cpp reads this order).
#define APLAUSO_BENEFIT_COLUMNS                                                                   \
  "SELECT b.id, b.title, b.title_en, b.description, b.description_en, b.image_key, b.provider, "  \
  "b.category, b.country, b.how_to_use, b.code, b.link, b.contact, b.valid_from, b.valid_until, " \
  "b.mode, b.approval, b.price_points, b.min_tenure_months, b.status, b.version, b.created_at, "  \
  "b.updated_at FROM benefits b "

inline constexpr db::Statement kBenefit{
    "benefits.benefit", APLAUSO_BENEFIT_COLUMNS "WHERE b.org_id = $1 AND b.id = $2"};
// Every benefit with status $2, by title.
inline constexpr db::Statement kByStatus{
    "benefits.by_status", APLAUSO_BENEFIT_COLUMNS
    "WHERE b.org_id = $1 AND b.status = $2 ORDER BY b.title, b.id LIMIT 200"};
inline constexpr db::Statement kAll{
    "benefits.all",
    APLAUSO_BENEFIT_COLUMNS "WHERE b.org_id = $1 ORDER BY b.status DESC, b.title, b.id LIMIT 200"};
inline constexpr db::Statement kCount{"benefits.count",
                                      "SELECT COUNT(*) FROM benefits WHERE org_id = $1"};
inline constexpr db::Statement kInsert{
    "benefits.insert",
    "INSERT INTO benefits (org_id, title, title_en, description, description_en, image_key, "
    "provider, category, country, how_to_use, code, link, contact, valid_from, valid_until, mode, "
    "approval, price_points, min_tenure_months, status, version, created_by, created_at, "
    "updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, "
    "$17, $18, $19, $20, 1, $21, $22, $22) RETURNING id"};
inline constexpr db::Statement kUpdate{
    "benefits.change",
    "UPDATE benefits SET title = $3, title_en = $4, description = $5, description_en = $6, "
    "image_key = $7, provider = $8, category = $9, country = $10, how_to_use = $11, code = $12, "
    "link = $13, contact = $14, valid_from = $15, valid_until = $16, mode = $17, approval = $18, "
    "price_points = $19, min_tenure_months = $20, status = $21, version = version + 1, "
    "updated_at = $22 WHERE org_id = $1 AND id = $2"};

// Eligibility rows of benefits $2 (an array).
inline constexpr db::Statement kEligibility{
    "benefits.eligibility",
    "SELECT benefit_id, kind, ref_id, ref_text FROM benefit_eligibility WHERE org_id = $1 AND "
    "benefit_id {{ANY_INT $2}} ORDER BY benefit_id, kind, ref_id, ref_text"};
inline constexpr db::Statement kDeleteEligibility{
    "benefits.delete_eligibility",
    "DELETE FROM benefit_eligibility WHERE org_id = $1 AND benefit_id = $2"};
inline constexpr db::Statement kInsertEligibility{
    "benefits.insert_eligibility",
    "INSERT INTO benefit_eligibility (org_id, benefit_id, kind, ref_id, ref_text) SELECT CAST($1 "
    "AS BIGINT), CAST($2 AS BIGINT), x.kind, x.ref_id, x.ref_text FROM {{ZIP x kind:TEXT $3 "
    "ref_id:INT $4 ref_text:TEXT $5}}"};
inline constexpr db::Statement kCountDepartments{
    "benefits.count_departments",
    "SELECT COUNT(*) FROM departments WHERE org_id = $1 AND id {{ANY_INT $2}}"};
inline constexpr db::Statement kCountGroups{
    "benefits.count_groups",
    "SELECT COUNT(*) FROM communication_groups WHERE org_id = $1 AND id {{ANY_INT $2}}"};

inline constexpr db::Statement kVersions{
    "benefits.versions",
    "SELECT version, changed_at, changed_by, before FROM benefit_versions WHERE org_id = $1 AND "
    "benefit_id = $2 ORDER BY version DESC LIMIT 100"};
inline constexpr db::Statement kInsertVersion{
    "benefits.insert_version",
    "INSERT INTO benefit_versions (org_id, benefit_id, version, changed_by, changed_at, before) "
    "VALUES ($1, $2, $3, $4, $5, $6)"};

// --- People ------------------------------------------------------------------------------------
#define APLAUSO_BENEFIT_PERSON_FACTS                                                         \
  "SELECT u.id, u.department_id, d.name, u.country, u.admission_date, u.contract_type FROM " \
  "users u LEFT JOIN "                                                                       \
  "departments d ON d.org_id = u.org_id AND d.id = u.department_id "
inline constexpr db::Statement kPerson{"benefits.person", APLAUSO_BENEFIT_PERSON_FACTS
                                       "WHERE u.org_id = $1 AND u.id = $2 AND u.erased_at IS NULL"};
inline constexpr db::Statement kPersonGroups{
    "benefits.person_groups",
    "SELECT user_id, group_id FROM communication_group_members WHERE org_id = $1 AND user_id = $2"};
// Every active member with their groups (the admins' counters and the eligibility preview).
inline constexpr db::Statement kActivePeople{
    "benefits.active_people", APLAUSO_BENEFIT_PERSON_FACTS
    "WHERE u.org_id = $1 AND u.active = 1 AND u.erased_at IS NULL ORDER BY u.id LIMIT 200000"};
inline constexpr db::Statement kActiveGroups{
    "benefits.active_groups",
    "SELECT g.user_id, g.group_id FROM communication_group_members g JOIN users u ON u.org_id = "
    "g.org_id AND u.id = g.user_id WHERE g.org_id = $1 AND u.active = 1 AND u.erased_at IS NULL"};
inline constexpr db::Statement kLeaderOf{
    "benefits.leader_of",
    "SELECT l.id FROM users u JOIN users l ON l.org_id = u.org_id AND l.id = u.leader_id AND "
    "l.active = 1 AND l.erased_at IS NULL WHERE u.org_id = $1 AND u.id = $2"};
inline constexpr db::Statement kAdmins{
    "benefits.admins",
    "SELECT id FROM users WHERE org_id = $1 AND user_type = 'admin' AND active = 1 AND erased_at "
    "IS NULL ORDER BY id LIMIT 50"};

// --- Requests ----------------------------------------------------------------------------------
#define APLAUSO_BENEFIT_REQUEST_COLUMNS                                                           \
  "SELECT r.id, r.benefit_id, b.title, b.title_en, r.user_id, r.status, r.note, r.price_points, " \
  "r.approval, r.decided_by, r.decided_at, r.reason, r.created_at FROM benefit_requests r JOIN "  \
  "benefits b ON b.org_id = r.org_id AND b.id = r.benefit_id "
inline constexpr db::Statement kRequest{
    "benefits.request", APLAUSO_BENEFIT_REQUEST_COLUMNS "WHERE r.org_id = $1 AND r.id = $2"};
// Person $2's latest request of each benefit (the member's list).
inline constexpr db::Statement kLatestOfPerson{
    "benefits.latest_of_person", APLAUSO_BENEFIT_REQUEST_COLUMNS
    "WHERE r.org_id = $1 AND r.user_id = $2 AND r.id = (SELECT MAX(r2.id) FROM benefit_requests r2 "
    "WHERE r2.org_id = r.org_id AND r2.user_id = r.user_id AND r2.benefit_id = r.benefit_id) "
    "ORDER BY r.id DESC LIMIT 200"};
inline constexpr db::Statement kOfPerson{
    "benefits.of_person", APLAUSO_BENEFIT_REQUEST_COLUMNS
    "WHERE r.org_id = $1 AND r.user_id = $2 ORDER BY r.created_at DESC, r.id DESC LIMIT $3 OFFSET "
    "$4"};
// Every request, newest first ($2 rows from $3); by status ($4), by benefit ($4), or both ($4
// the status, $5 the benefit): one statement per filter, each on its own index.
#define APLAUSO_BENEFIT_REQUESTS_PAGE " ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3"
inline constexpr db::Statement kAdminRequests{"benefits.admin_requests",
                                              APLAUSO_BENEFIT_REQUEST_COLUMNS
                                              "WHERE r.org_id = $1" APLAUSO_BENEFIT_REQUESTS_PAGE};
inline constexpr db::Statement kAdminRequestsByStatus{
    "benefits.admin_requests_by_status", APLAUSO_BENEFIT_REQUEST_COLUMNS
    "WHERE r.org_id = $1 AND r.status = $4" APLAUSO_BENEFIT_REQUESTS_PAGE};
inline constexpr db::Statement kAdminRequestsByBenefit{
    "benefits.admin_requests_by_benefit", APLAUSO_BENEFIT_REQUEST_COLUMNS
    "WHERE r.org_id = $1 AND r.benefit_id = $4" APLAUSO_BENEFIT_REQUESTS_PAGE};
inline constexpr db::Statement kAdminRequestsByBoth{
    "benefits.admin_requests_by_both", APLAUSO_BENEFIT_REQUEST_COLUMNS
    "WHERE r.org_id = $1 AND r.status = $4 AND r.benefit_id = $5" APLAUSO_BENEFIT_REQUESTS_PAGE};
// Requests per benefit and status (the admins' counters).
inline constexpr db::Statement kStatusCounts{
    "benefits.status_counts",
    "SELECT benefit_id, status, COUNT(*) FROM benefit_requests WHERE org_id = $1 GROUP BY "
    "benefit_id, status"};
inline constexpr db::Statement kInsertRequest{
    "benefits.insert_request",
    "INSERT INTO benefit_requests (org_id, benefit_id, user_id, status, note, price_points, "
    "approval, decided_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT "
    "DO NOTHING RETURNING id"};
// From pending only: the one statement that makes a decision happen once.
inline constexpr db::Statement kSettle{
    "benefits.settle",
    "UPDATE benefit_requests SET status = $3, decided_by = $4, decided_at = $5, reason = $6 WHERE "
    "org_id = $1 AND id = $2 AND status = 'pending'"};
// Pending requests approver $2 decides (admin: $3 = 1), oldest first: HR ones for admins;
// manager ones for the requester's active leader, or for admins when they have none.
#define APLAUSO_BENEFIT_PENDING_FOR                                                               \
  "FROM benefit_requests r JOIN benefits b ON b.org_id = r.org_id AND b.id = r.benefit_id JOIN "  \
  "users u ON u.org_id = r.org_id AND u.id = r.user_id WHERE r.org_id = $1 AND r.status = "       \
  "'pending' AND r.user_id <> $2 AND ((r.approval = 'hr' AND $3 = 1) OR (r.approval = 'manager' " \
  "AND (u.leader_id = $2 OR ($3 = 1 AND NOT EXISTS (SELECT 1 FROM users l WHERE l.org_id = "      \
  "u.org_id AND l.id = u.leader_id AND l.active = 1 AND l.erased_at IS NULL)))))"
inline constexpr db::Statement kPendingFor{
    "benefits.pending_for",
    "SELECT r.id, r.benefit_id, b.title, b.title_en, r.user_id, r.status, r.note, r.price_points, "
    "r.approval, r.decided_by, r.decided_at, r.reason, r.created_at " APLAUSO_BENEFIT_PENDING_FOR
    " ORDER BY r.created_at, r.id LIMIT $4"};
inline constexpr db::Statement kPendingCount{"benefits.pending_count",
                                             "SELECT COUNT(*) " APLAUSO_BENEFIT_PENDING_FOR};

// --- A person erased (ADR 0018) ----------------------------------------------------------------
inline constexpr db::Statement kPendingOfPerson{
    "benefits.pending_of_person", APLAUSO_BENEFIT_REQUEST_COLUMNS
    "WHERE r.org_id = $1 AND r.user_id = $2 AND r.status = 'pending' ORDER BY r.id LIMIT 200"};
inline constexpr db::Statement kForgetRequests{
    "benefits.forget_requests", "DELETE FROM benefit_requests WHERE org_id = $1 AND user_id = $2"};
inline constexpr db::Statement kForgetVersionAuthor{
    "benefits.forget_version_author",
    "UPDATE benefit_versions SET changed_by = NULL WHERE org_id = $1 AND changed_by = $2"};
inline constexpr db::Statement kForgetCreator{
    "benefits.forget_creator",
    "UPDATE benefits SET created_by = NULL WHERE org_id = $1 AND created_by = $2"};
inline constexpr db::Statement kForgetDecider{
    "benefits.forget_decider",
    "UPDATE benefit_requests SET decided_by = NULL WHERE org_id = $1 AND decided_by = $2"};

}  // namespace aplauso::benefits::sql
