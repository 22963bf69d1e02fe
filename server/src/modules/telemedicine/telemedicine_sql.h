// SQL of the telemedicine module: providers, their eligibility, and clicks counted per provider
// and day (no person). People (users, communication_group_members) are read, never written.
#pragma once

#include "db/statement.h"

namespace aplauso::telemedicine::sql {

// A provider row (read_providers in telemedicine_repo.cpp reads this order).
#define APLAUSO_TELEMED_COLUMNS                                                                  \
  "SELECT p.id, p.name, p.description, p.description_en, p.logo_key, p.kind, p.link, "           \
  "p.access_code, p.phone, p.whatsapp, p.hours, p.hours_en, p.languages, p.status, p.position, " \
  "p.created_at, p.updated_at FROM telemedicine_providers p "

inline constexpr db::Statement kProvider{
    "telemedicine.provider", APLAUSO_TELEMED_COLUMNS "WHERE p.org_id = $1 AND p.id = $2"};
// The providers with status $2, in the members' order.
inline constexpr db::Statement kByStatus{
    "telemedicine.by_status", APLAUSO_TELEMED_COLUMNS
    "WHERE p.org_id = $1 AND p.status = $2 ORDER BY p.position, p.id LIMIT 200"};
inline constexpr db::Statement kAll{"telemedicine.all", APLAUSO_TELEMED_COLUMNS
                                    "WHERE p.org_id = $1 ORDER BY p.position, p.id LIMIT 200"};
inline constexpr db::Statement kCount{
    "telemedicine.count", "SELECT COUNT(*) FROM telemedicine_providers WHERE org_id = $1"};
inline constexpr db::Statement kInsert{
    "telemedicine.insert",
    "INSERT INTO telemedicine_providers (org_id, name, description, description_en, logo_key, "
    "kind, link, access_code, phone, whatsapp, hours, hours_en, languages, status, position, "
    "created_by, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, "
    "$12, $13, $14, $15, $16, $17, $17) RETURNING id"};
inline constexpr db::Statement kUpdate{
    "telemedicine.change",
    "UPDATE telemedicine_providers SET name = $3, description = $4, description_en = $5, "
    "logo_key = $6, kind = $7, link = $8, access_code = $9, phone = $10, whatsapp = $11, "
    "hours = $12, hours_en = $13, languages = $14, status = $15, position = $16, updated_at = $17 "
    "WHERE org_id = $1 AND id = $2"};

// Eligibility rows of providers $2 (an array).
inline constexpr db::Statement kEligibility{
    "telemedicine.eligibility",
    "SELECT provider_id, kind, ref_id, ref_text FROM telemedicine_eligibility WHERE org_id = $1 "
    "AND provider_id {{ANY_INT $2}} ORDER BY provider_id, kind, ref_id, ref_text"};
inline constexpr db::Statement kDeleteEligibility{
    "telemedicine.delete_eligibility",
    "DELETE FROM telemedicine_eligibility WHERE org_id = $1 AND provider_id = $2"};
inline constexpr db::Statement kInsertEligibility{
    "telemedicine.insert_eligibility",
    "INSERT INTO telemedicine_eligibility (org_id, provider_id, kind, ref_id, ref_text) SELECT "
    "CAST($1 AS BIGINT), CAST($2 AS BIGINT), x.kind, x.ref_id, x.ref_text FROM {{ZIP x kind:TEXT "
    "$3 ref_id:INT $4 ref_text:TEXT $5}}"};
inline constexpr db::Statement kCountDepartments{
    "telemedicine.count_departments",
    "SELECT COUNT(*) FROM departments WHERE org_id = $1 AND id {{ANY_INT $2}}"};
inline constexpr db::Statement kCountGroups{
    "telemedicine.count_groups",
    "SELECT COUNT(*) FROM communication_groups WHERE org_id = $1 AND id {{ANY_INT $2}}"};

// --- What eligibility reads of a person ----------------------------------------------------------
inline constexpr db::Statement kPerson{
    "telemedicine.person",
    "SELECT id, department_id, country FROM users WHERE org_id = $1 AND id = $2 AND erased_at IS "
    "NULL"};
inline constexpr db::Statement kPersonGroups{
    "telemedicine.person_groups",
    "SELECT group_id FROM communication_group_members WHERE org_id = $1 AND user_id = $2"};

// --- Clicks: a count per provider and day, never who --------------------------------------------
inline constexpr db::Statement kCountClick{
    "telemedicine.count_click",
    "INSERT INTO telemedicine_clicks (org_id, provider_id, day, clicks) VALUES ($1, $2, $3, 1) ON "
    "CONFLICT (org_id, provider_id, day) DO UPDATE SET clicks = telemedicine_clicks.clicks + 1"};
// Every provider's clicks from day $2 to day $3 (inclusive).
inline constexpr db::Statement kClicks{
    "telemedicine.clicks",
    "SELECT provider_id, day, clicks FROM telemedicine_clicks WHERE org_id = $1 AND day >= $2 AND "
    "day <= $3 ORDER BY day, provider_id"};

// --- A person erased (ADR 0018): only who created a provider names anyone -----------------------
inline constexpr db::Statement kForgetCreator{
    "telemedicine.forget_creator",
    "UPDATE telemedicine_providers SET created_by = NULL WHERE org_id = $1 AND created_by = $2"};

}  // namespace aplauso::telemedicine::sql
