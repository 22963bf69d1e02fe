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

}  // namespace aplauso::i18n::sql
