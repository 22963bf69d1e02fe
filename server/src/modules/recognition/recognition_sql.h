// SQL of what recognitions are made of (types with their super and sub types, corporate values)
// and of recognition groups. Every statement filters by organisation ($1).
#pragma once

#include "db/statement.h"

namespace aplauso::recognition::sql {

// --- Types ---------------------------------------------------------------------------------------
#define APLAUSO_TYPE_COLUMNS                                                                \
  "SELECT id, super_type_id, name, description, emoji, image_url, min_points, max_points, " \
  "roles, special, active, position, name_en, description_en FROM recognition_types "
inline constexpr db::Statement kTypes{
    "recognition.types", APLAUSO_TYPE_COLUMNS
    "WHERE org_id = $1 AND archived = 0 AND (active = 1 OR $2 = 1) "
    "ORDER BY position, id"};
inline constexpr db::Statement kTypesById{
    "recognition.types_by_id", APLAUSO_TYPE_COLUMNS
    "WHERE org_id = $1 AND archived = 0 AND id {{ANY_INT $2}} "
    "ORDER BY position, id"};
#undef APLAUSO_TYPE_COLUMNS
inline constexpr db::Statement kInsertType{
    "recognition.insert_type",
    "INSERT INTO recognition_types (org_id, super_type_id, name, description, emoji, image_url, "
    "min_points, max_points, roles, special, active, archived, position, created_at, updated_at, "
    "name_en, description_en) "
    "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 0, $12, $13, $13, $14, $15) "
    "RETURNING id"};
inline constexpr db::Statement kUpdateType{
    "recognition.update_type",
    "UPDATE recognition_types SET super_type_id = $3, name = $4, description = $5, emoji = $6, "
    "image_url = $7, min_points = $8, max_points = $9, roles = $10, special = $11, active = $12, "
    "position = $13, updated_at = $14, name_en = $15, description_en = $16 "
    "WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kArchiveType{
    "recognition.archive_type",
    "UPDATE recognition_types SET archived = 1, active = 0, updated_at = $3 "
    "WHERE org_id = $1 AND id = $2 AND archived = 0"};

// --- Super types ---------------------------------------------------------------------------------
inline constexpr db::Statement kSuperTypes{
    "recognition.super_types",
    "SELECT id, name, description, position, active, name_en, description_en "
    "FROM super_recognition_types WHERE org_id = $1 ORDER BY position, id"};
inline constexpr db::Statement kSuperType{
    "recognition.super_type",
    "SELECT id, name, description, position, active, name_en, description_en "
    "FROM super_recognition_types WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kInsertSuperType{
    "recognition.insert_super_type",
    "INSERT INTO super_recognition_types (org_id, name, description, position, active, "
    "created_at, name_en, description_en) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id"};
inline constexpr db::Statement kUpdateSuperType{
    "recognition.update_super_type",
    "UPDATE super_recognition_types SET name = $3, description = $4, position = $5, active = $6, "
    "name_en = $7, description_en = $8 WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kDetachSuperType{
    "recognition.detach_super_type",
    "UPDATE recognition_types SET super_type_id = NULL WHERE org_id = $1 AND super_type_id = $2"};
inline constexpr db::Statement kDeleteSuperType{
    "recognition.delete_super_type",
    "DELETE FROM super_recognition_types WHERE org_id = $1 AND id = $2"};

// --- Sub types -----------------------------------------------------------------------------------
inline constexpr db::Statement kSubTypes{
    "recognition.sub_types",
    "SELECT id, type_id, name, description, active, name_en, description_en "
    "FROM sub_recognition_types WHERE org_id = $1 AND archived = 0 AND type_id {{ANY_INT $2}} "
    "ORDER BY id"};
inline constexpr db::Statement kSubType{
    "recognition.sub_type",
    "SELECT id, type_id, name, description, active, name_en, description_en "
    "FROM sub_recognition_types WHERE org_id = $1 AND id = $2 AND archived = 0"};
inline constexpr db::Statement kInsertSubType{
    "recognition.insert_sub_type",
    "INSERT INTO sub_recognition_types (org_id, type_id, name, description, active, archived, "
    "created_at, name_en, description_en) VALUES ($1, $2, $3, $4, $5, 0, $6, $7, $8) "
    "RETURNING id"};
inline constexpr db::Statement kUpdateSubType{
    "recognition.update_sub_type",
    "UPDATE sub_recognition_types SET name = $3, description = $4, active = $5, name_en = $6, "
    "description_en = $7 WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kArchiveSubType{
    "recognition.archive_sub_type",
    "UPDATE sub_recognition_types SET archived = 1, active = 0 WHERE org_id = $1 AND id = $2 AND "
    "archived = 0"};

// --- Corporate values ----------------------------------------------------------------------------
#define APLAUSO_VALUE_COLUMNS                                                        \
  "SELECT id, name, description, emoji, position, active, name_en, description_en, " \
  "colour, examples, examples_en, keywords, keywords_en FROM corporate_values "
inline constexpr db::Statement kValues{
    "recognition.values", APLAUSO_VALUE_COLUMNS
    "WHERE org_id = $1 AND archived = 0 AND (active = 1 OR $2 = 1) "
    "ORDER BY position, id"};
inline constexpr db::Statement kValuesById{
    "recognition.values_by_id", APLAUSO_VALUE_COLUMNS
    "WHERE org_id = $1 AND archived = 0 AND id {{ANY_INT $2}} "
    "ORDER BY position, id"};
#undef APLAUSO_VALUE_COLUMNS
inline constexpr db::Statement kInsertValue{
    "recognition.insert_value",
    "INSERT INTO corporate_values (org_id, name, description, emoji, position, active, archived, "
    "created_at, name_en, description_en, colour, examples, examples_en, keywords, keywords_en) "
    "VALUES ($1, $2, $3, $4, $5, $6, 0, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id"};
inline constexpr db::Statement kUpdateValue{
    "recognition.update_value",
    "UPDATE corporate_values SET name = $3, description = $4, emoji = $5, position = $6, "
    "active = $7, name_en = $8, description_en = $9, colour = $10, examples = $11, "
    "examples_en = $12, keywords = $13, keywords_en = $14 WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kArchiveValue{
    "recognition.archive_value",
    "UPDATE corporate_values SET archived = 1, active = 0 WHERE org_id = $1 AND id = $2 AND "
    "archived = 0"};

// The organisation's values_in_recognition mode (VAL-2); no row: optional.
inline constexpr db::Statement kValuesMode{
    "recognition.values_mode", "SELECT values_mode FROM value_settings WHERE org_id = $1"};
inline constexpr db::Statement kSetValuesMode{
    "recognition.set_values_mode",
    "INSERT INTO value_settings (org_id, values_mode, updated_at) VALUES ($1, $2, $3) "
    "ON CONFLICT (org_id) DO UPDATE SET values_mode = excluded.values_mode, "
    "updated_at = excluded.updated_at"};
// The value the send dialog proposed for a recognition, and whether the sender took it.
inline constexpr db::Statement kInsertSuggestion{
    "recognition.insert_suggestion",
    "INSERT INTO value_suggestions (post_id, org_id, value_id, accepted, created_at) "
    "SELECT $2, v.org_id, v.id, $4, $5 FROM corporate_values v WHERE v.org_id = $1 AND v.id = $3"};

// --- Attachments of a send -----------------------------------------------------------------------
// Which of the keys are finished attachment uploads of the sender (or of the caller acting for
// them).
inline constexpr db::Statement kOwnAttachments{
    "recognition.own_attachments",
    "SELECT storage_key, file_name, content_type, COALESCE(size, declared_size) FROM uploads "
    "WHERE org_id = $1 AND storage_key {{ANY_TEXT $2}} AND upload_type = 'post-attachments' AND "
    "completed_at IS NOT NULL AND (user_id = $3 OR user_id = $4) ORDER BY id"};

// --- Groups --------------------------------------------------------------------------------------
inline constexpr db::Statement kGroups{"recognition.groups",
                                       "SELECT id, name FROM recognition_groups WHERE org_id = $1 "
                                       "AND owner_id = $2 ORDER BY name, id"};
inline constexpr db::Statement kGroupMembers{
    "recognition.group_members",
    "SELECT m.group_id, m.user_id FROM recognition_group_members m JOIN recognition_groups g ON "
    "g.id = m.group_id AND g.org_id = $1 AND g.owner_id = $2 JOIN users u ON u.id = m.user_id "
    "AND u.org_id = $1 AND u.active = 1 ORDER BY m.group_id, m.user_id"};
inline constexpr db::Statement kInsertGroup{
    "recognition.insert_group",
    "INSERT INTO recognition_groups (org_id, owner_id, name, created_at, updated_at) "
    "VALUES ($1, $2, $3, $4, $4) RETURNING id"};
inline constexpr db::Statement kRenameGroup{
    "recognition.rename_group",
    "UPDATE recognition_groups SET name = $4, updated_at = $5 WHERE org_id = $1 AND "
    "owner_id = $2 AND id = $3"};
inline constexpr db::Statement kClearGroup{
    "recognition.clear_group",
    "DELETE FROM recognition_group_members WHERE group_id IN (SELECT id FROM recognition_groups "
    "WHERE org_id = $1 AND owner_id = $2 AND id = $3)"};
// Members must be members of the organisation.
inline constexpr db::Statement kAddGroupMembers{
    "recognition.add_group_members",
    "INSERT INTO recognition_group_members (group_id, user_id) SELECT g.id, u.id FROM "
    "recognition_groups g JOIN users u ON u.org_id = g.org_id AND u.id {{ANY_INT $4}} "
    "WHERE g.org_id = $1 AND g.owner_id = $2 AND g.id = $3"};
inline constexpr db::Statement kDeleteGroup{
    "recognition.delete_group",
    "DELETE FROM recognition_groups WHERE org_id = $1 AND owner_id = $2 AND id = $3"};

}  // namespace aplauso::recognition::sql
