// SQL of organisations, their hosts and module flags.
#pragma once

#include "db/statement.h"

namespace aplauso::tenancy::sql {

inline constexpr db::Statement kFindHost{
    "tenancy.find_host", "SELECT org_id, analytics_id FROM org_hosts WHERE host = $1"};
inline constexpr db::Statement kDefaultOrg{
    "tenancy.default_org",
    "SELECT id FROM organizations WHERE active = 1 ORDER BY is_default DESC, id LIMIT 1"};
inline constexpr db::Statement kLoad{
    "tenancy.load",
    "SELECT name, slug, default_language, languages, timezone, country, banner_main, "
    "banner_secondary, logo_url, partner_logo_url, tagline, auth_password, auth_otp, auth_teams, "
    "teams_tenant_id, point_currency, point_value_micros, (SELECT h.host FROM org_hosts h WHERE "
    "h.org_id = organizations.id ORDER BY h.id LIMIT 1) FROM organizations WHERE id = $1 AND "
    "active = 1"};
inline constexpr db::Statement kEnabledModules{
    "tenancy.enabled_modules",
    "SELECT service FROM org_services WHERE org_id = $1 AND enabled = 1"};
inline constexpr db::Statement kHosts{"tenancy.hosts",
                                      "SELECT host FROM org_hosts WHERE org_id = $1 ORDER BY id"};
inline constexpr db::Statement kHostSettings{
    "tenancy.host_settings",
    "SELECT host, analytics_id FROM org_hosts WHERE org_id = $1 ORDER BY id"};
inline constexpr db::Statement kSetHostAnalytics{
    "tenancy.set_host_analytics",
    "UPDATE org_hosts SET analytics_id = $3 WHERE org_id = $1 AND host = $2"};
inline constexpr db::Statement kCount{"tenancy.count", "SELECT COUNT(*) FROM organizations"};
inline constexpr db::Statement kSlugTaken{"tenancy.slug_taken",
                                          "SELECT COUNT(*) FROM organizations WHERE slug = $1"};
inline constexpr db::Statement kHostTaken{"tenancy.host_taken",
                                          "SELECT COUNT(*) FROM org_hosts WHERE host = $1"};
inline constexpr db::Statement kInsert{
    "tenancy.insert",
    "INSERT INTO organizations (name, slug, is_default, default_language, timezone, country, "
    "tagline, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id"};
inline constexpr db::Statement kInsertHost{
    "tenancy.insert_host",
    "INSERT INTO org_hosts (org_id, host, analytics_id, created_at) VALUES ($1, $2, $3, $4)"};
inline constexpr db::Statement kSetAuthFlow{
    "tenancy.set_auth_flow",
    "UPDATE organizations SET auth_password = $2, auth_otp = $3, auth_teams = $4, "
    "teams_tenant_id = $5, updated_at = $6 WHERE id = $1"};
inline constexpr db::Statement kSetBranding{
    "tenancy.set_branding",
    "UPDATE organizations SET banner_main = $2, banner_secondary = $3, logo_url = $4, "
    "partner_logo_url = $5, tagline = $6, updated_at = $7 WHERE id = $1"};
inline constexpr db::Statement kSetProfile{
    "tenancy.set_profile",
    "UPDATE organizations SET name = $2, default_language = $3, timezone = $4, country = $5, "
    "updated_at = $6, point_currency = $7, point_value_micros = $8 WHERE id = $1"};
inline constexpr db::Statement kSetModule{
    "tenancy.set_module",
    "INSERT INTO org_services (org_id, service, enabled, updated_at) VALUES ($1, $2, $3, $4) "
    "ON CONFLICT (org_id, service) DO UPDATE SET enabled = excluded.enabled, "
    "updated_at = excluded.updated_at"};

}  // namespace aplauso::tenancy::sql
