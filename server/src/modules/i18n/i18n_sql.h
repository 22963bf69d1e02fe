// SQL of translations: an organisation's own wording and the keys the web app found missing.
#pragma once

#include "db/statement.h"

namespace aplauso::i18n::sql {

inline constexpr db::Statement kOverrides{
    "i18n.overrides",
    "SELECT tkey, value FROM translations WHERE org_id = $1 AND lng = $2 AND ns = $3"};
inline constexpr db::Statement kMissingCount{
    "i18n.missing_count", "SELECT COUNT(*) FROM missing_translations WHERE org_id = $1"};
inline constexpr db::Statement kAddMissing{
    "i18n.add_missing",
    "INSERT INTO missing_translations (org_id, lng, ns, tkey, fallback, created_at) "
    "VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (org_id, lng, ns, tkey) DO NOTHING"};

// --- An organisation's own wording, as admins edit it
inline constexpr db::Statement kSetOverride{
    "i18n.set_override",
    "INSERT INTO translations (org_id, lng, ns, tkey, value, updated_at) VALUES ($1, $2, $3, $4, "
    "$5, $6) ON CONFLICT (org_id, lng, ns, tkey) DO UPDATE SET value = excluded.value, "
    "updated_at = excluded.updated_at"};
inline constexpr db::Statement kRemoveOverride{
    "i18n.remove_override",
    "DELETE FROM translations WHERE org_id = $1 AND lng = $2 AND ns = $3 AND tkey = $4"};
inline constexpr db::Statement kMissing{
    "i18n.missing",
    "SELECT tkey, fallback, created_at FROM missing_translations WHERE org_id = $1 AND lng = $2 "
    "AND ns = $3 ORDER BY created_at DESC, tkey LIMIT $4 OFFSET $5"};
inline constexpr db::Statement kMissingTotal{
    "i18n.missing_total",
    "SELECT COUNT(*) FROM missing_translations WHERE org_id = $1 AND lng = $2 AND ns = $3"};
inline constexpr db::Statement kIsMissing{
    "i18n.is_missing",
    "SELECT COUNT(*) FROM missing_translations WHERE org_id = $1 AND lng = $2 AND ns = $3 AND "
    "tkey = $4"};
inline constexpr db::Statement kHasOverride{
    "i18n.has_override",
    "SELECT COUNT(*) FROM translations WHERE org_id = $1 AND lng = $2 AND ns = $3 AND tkey = $4"};
inline constexpr db::Statement kDropMissing{
    "i18n.drop_missing",
    "DELETE FROM missing_translations WHERE org_id = $1 AND lng = $2 AND ns = $3 AND tkey = $4"};

}  // namespace aplauso::i18n::sql
