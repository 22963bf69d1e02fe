// Statements tests run to arrange data the API does not offer (yet) and to look at what the API
// stored; and the helpers that run them on a test server's database.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>

#include "db/conn.h"
#include "db/statement.h"
#include "support/test_server.h"

namespace aplauso::test {

namespace sql {
inline constexpr db::Statement kInsertDepartment{"test.insert_department",
                                                 "INSERT INTO departments (org_id, name, active, "
                                                 "created_at) VALUES ($1, $2, 1, 1) RETURNING id"};
inline constexpr db::Statement kSetDepartment{"test.set_department",
                                              "UPDATE users SET department_id = $2 WHERE id = $1"};
inline constexpr db::Statement kSetTakesPoints{"test.set_takes_points",
                                               "UPDATE users SET points = $2 WHERE id = $1"};
inline constexpr db::Statement kSetActive{"test.set_active",
                                          "UPDATE users SET active = $2 WHERE id = $1"};
inline constexpr db::Statement kSetActivated{"test.set_activated",
                                             "UPDATE users SET activated = $2 WHERE id = $1"};
inline constexpr db::Statement kExpireLinks{
    "test.expire_links", "UPDATE password_resets SET expires_at = 1 WHERE user_id = $1"};
inline constexpr db::Statement kReferredBy{
    "test.referred_by", "SELECT referred_by FROM user_identities WHERE user_id = $1"};
inline constexpr db::Statement kSetRole{"test.set_role",
                                        "UPDATE users SET user_type = $2 WHERE id = $1"};
inline constexpr db::Statement kInsertTranslation{
    "test.insert_translation",
    "INSERT INTO translations (org_id, lng, ns, tkey, value, updated_at) "
    "VALUES ($1, $2, $3, $4, $5, 1)"};
inline constexpr db::Statement kMissingTranslations{
    "test.missing_translations", "SELECT COUNT(*) FROM missing_translations WHERE org_id = $1"};
inline constexpr db::Statement kInsertNotification{
    "test.insert_notification",
    "INSERT INTO notifications (org_id, user_id, kind, payload, read_at, created_at) "
    "VALUES ($1, $2, 'test', '{}', $3, 1)"};
inline constexpr db::Statement kHideCategory{
    "test.hide_category", "UPDATE product_categories SET active = 0 WHERE id = $1"};
inline constexpr db::Statement kFirstCategory{
    "test.first_category", "SELECT MIN(id) FROM product_categories WHERE org_id = $1"};
inline constexpr db::Statement kInsertBadge{
    "test.insert_badge",
    "INSERT INTO badges (org_id, name, image_key, active, created_at) VALUES ($1, $2, "
    "'badge.x.png', 1, 1) RETURNING id"};
inline constexpr db::Statement kKeyHash{"test.key_hash",
                                        "SELECT key_hash FROM api_keys WHERE org_id = $1"};
inline constexpr db::Statement kKeyCalls{
    "test.key_calls", "SELECT COUNT(*) FROM api_key_calls WHERE org_id = $1 AND status = $2"};
inline constexpr db::Statement kMigrationsRecorded{"test.migrations_recorded",
                                                   "SELECT COUNT(*) FROM schema_migrations"};
inline constexpr db::Statement kInsertUserRaw{
    "test.insert_user_raw",
    "INSERT INTO users (org_id, email, first_name, created_at, updated_at) "
    "VALUES ($1, $2, 'Dup', 1, 1)"};
inline constexpr db::Statement kRenameOrg{"test.rename_org",
                                          "UPDATE organizations SET name = $2 WHERE id = $1"};
// The organisation's name when $2 is null, else $2: a filter a generic plan cannot fold.
inline constexpr db::Statement kOrgNameOr{
    "test.org_name_or",
    "SELECT CASE WHEN CAST($2 AS TEXT) IS NULL THEN name ELSE CAST($2 AS TEXT) END FROM "
    "organizations WHERE id = $1 AND (CAST($2 AS TEXT) IS NULL OR name <> CAST($2 AS TEXT))",
    {},
    db::Planning::kPerCall};
// The plan cache mode a statement runs under, planned per call or generically.
inline constexpr db::Statement kPlanModePerCall{
    "test.plan_mode_per_call",
    "SELECT current_setting('plan_cache_mode') WHERE CAST($1 AS BIGINT) > 0",
    {},
    db::Planning::kPerCall};
inline constexpr db::Statement kPlanMode{
    "test.plan_mode", "SELECT current_setting('plan_cache_mode') WHERE CAST($1 AS BIGINT) > 0"};
inline constexpr db::Statement kOrgName{"test.org_name",
                                        "SELECT name FROM organizations WHERE id = $1"};
inline constexpr db::Statement kPostCount{"test.post_count",
                                          "SELECT COUNT(*) FROM posts WHERE org_id = $1"};
inline constexpr db::Statement kUploadCount{"test.upload_count",
                                            "SELECT COUNT(*) FROM uploads WHERE org_id = $1"};
inline constexpr db::Statement kBadgeCount{"test.badge_count",
                                           "SELECT COUNT(*) FROM badges WHERE org_id = $1"};
inline constexpr db::Statement kStaleClaim{
    "test.stale_claim",
    "UPDATE mail_outbox SET status = 'sending', claimed_until = $2 WHERE org_id = $1"};
inline constexpr db::Statement kMailAttempts{
    "test.mail_attempts", "SELECT MAX(attempts) FROM mail_outbox WHERE org_id = $1"};
inline constexpr db::Statement kSetLanguage{"test.set_language",
                                            "UPDATE users SET language = $2 WHERE id = $1"};
}  // namespace sql

/// Runs a statement on the server's database; returns the rows it changed.
std::int64_t exec(TestServer& server, const db::Statement& st,
                  std::initializer_list<db::Param> params = {});
/// The first column of the first row (nullopt: none or NULL).
std::optional<std::int64_t> scalar(TestServer& server, const db::Statement& st,
                                   std::initializer_list<db::Param> params = {});
std::optional<std::string> text(TestServer& server, const db::Statement& st,
                                std::initializer_list<db::Param> params = {});

}  // namespace aplauso::test
