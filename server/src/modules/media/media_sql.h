// Every statement of the media library (media_repo.cpp runs them).
#pragma once

#include "db/statement.h"

namespace aplauso::media::sql {

// Newest first; media_items_org (org_id, active, id).
inline constexpr db::Statement kListActive{
    "media.list_active",
    "SELECT id, storage_key, content_type, size, title, title_en, active, created_at FROM "
    "media_items WHERE org_id = $1 AND active = 1 ORDER BY id DESC LIMIT $2"};
inline constexpr db::Statement kListAll{
    "media.list_all",
    "SELECT id, storage_key, content_type, size, title, title_en, active, created_at FROM "
    "media_items WHERE org_id = $1 ORDER BY id DESC LIMIT $2"};
inline constexpr db::Statement kCount{"media.count",
                                      "SELECT COUNT(*) FROM media_items WHERE org_id = $1"};
inline constexpr db::Statement kFind{
    "media.find",
    "SELECT id, storage_key, content_type, size, title, title_en, active, created_at FROM "
    "media_items WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kInsert{
    "media.insert",
    "INSERT INTO media_items (org_id, storage_key, content_type, size, title, title_en, active, "
    "created_by, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, 1, $7, $8, $8) "
    "RETURNING id"};
inline constexpr db::Statement kUpdate{
    "media.edit",
    "UPDATE media_items SET title = $3, title_en = $4, active = $5, updated_at = $6 WHERE "
    "org_id = $1 AND id = $2"};
inline constexpr db::Statement kDelete{"media.delete",
                                       "DELETE FROM media_items WHERE org_id = $1 AND id = $2"};

}  // namespace aplauso::media::sql
