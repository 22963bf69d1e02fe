// SQL of the forms engine: form definitions (every version of each form) and the submissions of
// admin-built forms.
#pragma once

#include "db/statement.h"

namespace aplauso::forms::sql {

// --- Definitions -------------------------------------------------------------------------------
#define APLAUSO_FORM_COLUMNS                                                                       \
  "SELECT form_id, version, owner, CAST(definition AS TEXT), created_by, created_at, archived_at " \
  "FROM form_definitions "
// The latest version of a form (form_definitions_version).
inline constexpr db::Statement kLatest{
    "forms.latest",
    APLAUSO_FORM_COLUMNS "WHERE org_id = $1 AND form_id = $2 ORDER BY version DESC LIMIT 1"};
// The latest version, locked until the transaction ends: saves of one form take turns.
inline constexpr db::Statement kLatestForUpdate{
    "forms.latest_for_update", APLAUSO_FORM_COLUMNS
    "WHERE org_id = $1 AND form_id = $2 ORDER BY version DESC LIMIT 1 {{FOR_UPDATE}}"};
// One version of a form.
inline constexpr db::Statement kVersion{
    "forms.version", APLAUSO_FORM_COLUMNS "WHERE org_id = $1 AND form_id = $2 AND version = $3"};
#undef APLAUSO_FORM_COLUMNS

// The latest version of each form of an owner ($3 = 1: archived ones too), newest form first,
// with how many submissions each has (form_definitions_owner, form_submissions_form).
inline constexpr db::Statement kList{
    "forms.list",
    "SELECT d.form_id, d.version, d.owner, CAST(d.definition AS TEXT), d.created_by, "
    "d.created_at, d.archived_at, (SELECT COUNT(*) FROM form_submissions s WHERE "
    "s.org_id = d.org_id AND s.form_id = d.form_id) "
    "FROM form_definitions d WHERE d.org_id = $1 AND d.owner = $2 AND "
    "($3 = 1 OR d.archived_at IS NULL) AND d.version = (SELECT MAX(m.version) FROM "
    "form_definitions m WHERE m.org_id = d.org_id AND m.form_id = d.form_id) "
    "ORDER BY d.created_at DESC, d.form_id LIMIT $4 OFFSET $5"};
// How many forms an owner has (every form has a version 1).
inline constexpr db::Statement kCount{
    "forms.count",
    "SELECT COUNT(*) FROM form_definitions WHERE org_id = $1 AND owner = $2 AND version = 1 AND "
    "($3 = 1 OR archived_at IS NULL)"};
inline constexpr db::Statement kInsert{
    "forms.insert",
    "INSERT INTO form_definitions (org_id, form_id, version, owner, definition, created_by, "
    "created_at) VALUES ($1, $2, $3, $4, CAST($5 AS {{JSON}}), $6, $7) RETURNING id"};
// Archives every version of a form; the count of rows it changed.
// A form its owning module deleted (a draft survey): every version, and any submission.
inline constexpr db::Statement kForgetFormVersions{
    "forms.forget_form_versions",
    "DELETE FROM form_definitions WHERE org_id = $1 AND owner = $2 AND form_id = $3"};
inline constexpr db::Statement kForgetFormSubmissions{
    "forms.forget_form_submissions",
    "DELETE FROM form_submissions WHERE org_id = $1 AND form_id = $2 AND EXISTS (SELECT 1 FROM "
    "form_definitions d WHERE d.org_id = $1 AND d.owner = $3 AND d.form_id = $2)"};
inline constexpr db::Statement kArchive{
    "forms.archive",
    "UPDATE form_definitions SET archived_at = $3 WHERE org_id = $1 AND form_id = $2 AND "
    "archived_at IS NULL"};

// --- Submissions -------------------------------------------------------------------------------
inline constexpr db::Statement kInsertSubmission{
    "forms.insert_submission",
    "INSERT INTO form_submissions (org_id, form_id, version, user_id, answers, submitted_at) "
    "VALUES ($1, $2, $3, $4, CAST($5 AS {{JSON}}), $6) RETURNING id"};
inline constexpr db::Statement kSubmissionCount{
    "forms.submission_count",
    "SELECT COUNT(*) FROM form_submissions WHERE org_id = $1 AND form_id = $2"};
// An erased person's submissions go (users::PersonErasure).
inline constexpr db::Statement kForgetPerson{
    "forms.forget_person", "DELETE FROM form_submissions WHERE org_id = $1 AND user_id = $2"};

// --- What answers refer to ---------------------------------------------------------------------
// How many of the keys are uploads of the type that the person completed.
inline constexpr db::Statement kOwnUploads{
    "forms.own_uploads",
    "SELECT COUNT(*) FROM uploads WHERE org_id = $1 AND user_id = $2 AND upload_type = $3 AND "
    "completed_at IS NOT NULL AND storage_key {{ANY_TEXT $4}}"};
// How many of the ids are active people of the organisation.
inline constexpr db::Statement kActivePeople{
    "forms.active_people",
    "SELECT COUNT(*) FROM users WHERE org_id = $1 AND active = 1 AND erased_at IS NULL AND "
    "id {{ANY_INT $2}}"};

}  // namespace aplauso::forms::sql
