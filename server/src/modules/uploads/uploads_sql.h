// SQL of uploads: files recorded by key, first declared (presigned), then completed.
#pragma once

#include "db/statement.h"

namespace aplauso::uploads::sql {

inline constexpr db::Statement kInsert{
    "uploads.insert",
    "INSERT INTO uploads (org_id, user_id, upload_type, storage_key, file_name, content_type, "
    "declared_size, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)"};
// A file the server stored itself (a badge image): recorded complete at once.
inline constexpr db::Statement kInsertComplete{
    "uploads.insert_complete",
    "INSERT INTO uploads (org_id, user_id, upload_type, storage_key, file_name, content_type, "
    "declared_size, size, completed_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, "
    "$8)"};
// Keys are unique across organisations: the signed file URLs carry only the key.
inline constexpr db::Statement kFind{
    "uploads.find",
    "SELECT org_id, upload_type, file_name, content_type, declared_size, completed_at, user_id "
    "FROM uploads WHERE storage_key = $1"};
inline constexpr db::Statement kComplete{
    "uploads.complete",
    "UPDATE uploads SET size = $3, completed_at = $4 WHERE org_id = $1 AND storage_key = $2 AND "
    "completed_at IS NULL"};
inline constexpr db::Statement kUncomplete{
    "uploads.uncomplete",
    "UPDATE uploads SET size = NULL, completed_at = NULL WHERE org_id = $1 AND storage_key = $2"};
// The file names of finished uploads of a type that one member made ($3 type, $4 member), among
// the keys $2: what another module lets them attach.
inline constexpr db::Statement kFinishedOf{
    "uploads.finished_of",
    "SELECT storage_key, file_name FROM uploads WHERE org_id = $1 AND storage_key {{ANY_TEXT "
    "$2}} AND upload_type = $3 AND user_id = $4 AND completed_at IS NOT NULL"};
// Forgets who uploaded the keys $2 (files attached to an anonymous suggestion: nothing may link
// them to their author).
inline constexpr db::Statement kDisown{
    "uploads.disown",
    "UPDATE uploads SET user_id = NULL WHERE org_id = $1 AND storage_key {{ANY_TEXT $2}}"};
inline constexpr db::Statement kDelete{
    "uploads.delete", "DELETE FROM uploads WHERE org_id = $1 AND storage_key = $2"};

}  // namespace aplauso::uploads::sql
