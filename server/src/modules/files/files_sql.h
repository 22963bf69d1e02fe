// SQL of the files repository: folders, their audience and owners, files, versions, tags, read
// confirmations, the expiry reminders and certificates. People (users, departments,
// communication_group_members) are read, never written. A folder's audience and owners live on
// its top-level folder r (r.id = f.root_id; a top-level folder's root_id is its own id).
#pragma once

#include "db/statement.h"

namespace aplauso::files::sql {

// Whether member $2 of organisation $1 sees top-level folder r: a personal folder's person; a
// shared folder's owners and audience (everyone, the viewer's department, one of their
// communication groups, or the viewer listed by id). APLAUSO_FOLDER_SEES adds admins ($3 = 1),
// who see all.
#define APLAUSO_FOLDER_SEES_MEMBER(r)                                                            \
  "((" #r ".kind = 'personal' AND " #r ".person_id = $2) OR (" #r ".kind = 'shared' AND (" #r    \
  ".audience_everyone = 1 OR EXISTS (SELECT 1 FROM file_folder_owners vo WHERE vo.org_id = $1 "  \
  "AND vo.folder_id = " #r                                                                       \
  ".id AND vo.user_id = $2) OR EXISTS (SELECT 1 FROM "                                           \
  "file_folder_audience va WHERE va.org_id = $1 AND va.folder_id = " #r                          \
  ".id AND ((va.kind = 'person' AND va.ref_id = $2) OR (va.kind = 'department' AND va.ref_id = " \
  "(SELECT vu.department_id FROM users vu WHERE vu.org_id = $1 AND vu.id = $2)) OR (va.kind = "  \
  "'group' AND va.ref_id IN (SELECT vg.group_id FROM communication_group_members vg WHERE "      \
  "vg.org_id = $1 AND vg.user_id = $2)))))))"
#define APLAUSO_FOLDER_SEES(r) "($3 = 1 OR " APLAUSO_FOLDER_SEES_MEMBER(r) ")"

// Whether person row u is in top-level folder r's audience (owners and admins are not, unless
// listed): the confirmation report and one's pending documents.
#define APLAUSO_FOLDER_PERSON_IN(r, u)                                                             \
  "((" #r ".kind = 'personal' AND " #r ".person_id = " #u ".id) OR (" #r                           \
  ".kind = 'shared' AND (" #r                                                                      \
  ".audience_everyone = 1 OR EXISTS (SELECT 1 FROM file_folder_audience pa WHERE pa.org_id = " #u  \
  ".org_id AND pa.folder_id = " #r ".id AND ((pa.kind = 'person' AND pa.ref_id = " #u              \
  ".id) OR (pa.kind = 'department' AND pa.ref_id = " #u                                            \
  ".department_id) OR (pa.kind = 'group' "                                                         \
  "AND pa.ref_id IN (SELECT pg.group_id FROM communication_group_members pg WHERE pg.org_id = " #u \
  ".org_id AND pg.user_id = " #u ".id)))))))"

// A folder row f with its top-level folder r (FolderRow in files_repo.cpp reads this order).
#define APLAUSO_FOLDER_COLUMNS                                                                   \
  "SELECT f.id, f.parent_id, r.id, f.depth, f.name, f.description, r.kind, r.person_id, "        \
  "r.employee_upload, r.audience_everyone, (SELECT COUNT(*) FROM repository_files cf WHERE "     \
  "cf.org_id = f.org_id AND cf.folder_id = f.id), (SELECT COUNT(*) FROM file_folders cs WHERE "  \
  "cs.org_id = f.org_id AND cs.parent_id = f.id), f.created_at, f.updated_at, f.retention_days " \
  "FROM file_folders f JOIN file_folders r ON r.org_id = f.org_id AND r.id = f.root_id "

// A file row fi with its folder fo; $2 is the viewer (whether they confirmed the current
// version). FileRow in files_repo.cpp reads this order.
#define APLAUSO_FILE_COLUMNS                                                                  \
  "SELECT fi.id, fi.folder_id, fo.name, fi.name, fi.description, fi.tags, fi.requires_ack, "  \
  "fi.expires_on, fi.version_id, fi.version_number, fi.content_type, fi.size, CASE WHEN "     \
  "EXISTS (SELECT 1 FROM file_acknowledgements ka WHERE ka.org_id = fi.org_id AND "           \
  "ka.version_id = fi.version_id AND ka.user_id = $2) THEN 1 ELSE 0 END, fi.created_at, "     \
  "fi.updated_at FROM repository_files fi JOIN file_folders fo ON fo.org_id = fi.org_id AND " \
  "fo.id = fi.folder_id "

// --- Folders -----------------------------------------------------------------------------------
inline constexpr db::Statement kFolder{"files.folder",
                                       APLAUSO_FOLDER_COLUMNS "WHERE f.org_id = $1 AND f.id = $2"};
// Whether viewer $2 (admin: $3) sees top-level folder $4.
inline constexpr db::Statement kSees{"files.sees",
                                     "SELECT COUNT(*) FROM file_folders r WHERE r.org_id = $1 AND "
                                     "r.id = $4 AND " APLAUSO_FOLDER_SEES(r)};
// The top-level shared folders viewer $2 sees, by name.
inline constexpr db::Statement kTopFolders{
    "files.top_folders", APLAUSO_FOLDER_COLUMNS
    "WHERE f.org_id = $1 AND f.parent_id IS NULL AND f.kind = 'shared' AND " APLAUSO_FOLDER_SEES(
        r) " ORDER BY f.name, f.id LIMIT 500"};
inline constexpr db::Statement kPersonalOf{
    "files.personal_of",
    APLAUSO_FOLDER_COLUMNS "WHERE f.org_id = $1 AND f.person_id = $2 AND f.kind = 'personal'"};
inline constexpr db::Statement kChildren{
    "files.children", APLAUSO_FOLDER_COLUMNS
    "WHERE f.org_id = $1 AND f.parent_id = $2 ORDER BY f.name, f.id LIMIT 500"};
// From folder $2 up to its top-level folder (itself first).
inline constexpr db::Statement kPath{
    "files.path",
    "WITH RECURSIVE up(id, parent_id, name, lvl) AS (SELECT id, parent_id, name, 0 FROM "
    "file_folders WHERE org_id = $1 AND id = $2 UNION ALL SELECT f.id, f.parent_id, f.name, "
    "up.lvl + 1 FROM file_folders f JOIN up ON f.org_id = $1 AND f.id = up.parent_id WHERE "
    "up.lvl < 10) SELECT id, name FROM up ORDER BY lvl"};
inline constexpr db::Statement kInsertFolder{
    "files.insert_folder",
    "INSERT INTO file_folders (org_id, parent_id, root_id, depth, name, description, kind, "
    "person_id, employee_upload, audience_everyone, created_by, created_at, updated_at, "
    "retention_days) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12, $13) "
    "RETURNING id"};
// A top-level folder is its own root.
inline constexpr db::Statement kSetOwnRoot{
    "files.set_own_root",
    "UPDATE file_folders SET root_id = id WHERE org_id = $1 AND id = $2 AND root_id IS NULL"};
inline constexpr db::Statement kUpdateFolder{
    "files.update_folder",
    "UPDATE file_folders SET name = $3, description = $4, employee_upload = $5, "
    "audience_everyone = $6, updated_at = $7, retention_days = $8 WHERE org_id = $1 AND id = $2"};
// Files past their folder's retention ($1: now), every organisation, oldest first, a batch.
inline constexpr db::Statement kPastRetention{
    "files.past_retention",
    "SELECT fi.org_id, fi.id, fi.folder_id, fi.name, fo.retention_days FROM file_folders fo JOIN "
    "repository_files fi ON fi.org_id = fo.org_id AND fi.folder_id = fo.id WHERE "
    "fo.retention_days IS NOT NULL AND fi.updated_at < $1 - fo.retention_days * 86400000 ORDER "
    "BY fi.updated_at LIMIT 200"};
inline constexpr db::Statement kTouchFolder{
    "files.touch_folder", "UPDATE file_folders SET updated_at = $3 WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kDeleteFolder{
    "files.delete_folder", "DELETE FROM file_folders WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kAudience{
    "files.audience",
    "SELECT kind, ref_id FROM file_folder_audience WHERE org_id = $1 AND folder_id = $2 ORDER BY "
    "kind, ref_id"};
inline constexpr db::Statement kDeleteAudience{
    "files.delete_audience",
    "DELETE FROM file_folder_audience WHERE org_id = $1 AND folder_id = $2"};
inline constexpr db::Statement kInsertAudience{
    "files.insert_audience",
    "INSERT INTO file_folder_audience (org_id, folder_id, kind, ref_id) SELECT CAST($1 AS "
    "BIGINT), CAST($2 AS BIGINT), x.kind, x.ref_id FROM {{ZIP x kind:TEXT $3 ref_id:INT $4}}"};
inline constexpr db::Statement kOwners{
    "files.owners",
    "SELECT user_id FROM file_folder_owners WHERE org_id = $1 AND folder_id = $2 ORDER BY user_id"};
inline constexpr db::Statement kIsOwner{
    "files.is_owner",
    "SELECT COUNT(*) FROM file_folder_owners WHERE org_id = $1 AND folder_id = $2 AND user_id = "
    "$3"};
inline constexpr db::Statement kDeleteOwners{
    "files.delete_owners", "DELETE FROM file_folder_owners WHERE org_id = $1 AND folder_id = $2"};
inline constexpr db::Statement kInsertOwners{
    "files.insert_owners",
    "INSERT INTO file_folder_owners (org_id, folder_id, user_id) SELECT CAST($1 AS BIGINT), "
    "CAST($2 AS BIGINT), u.id FROM users u WHERE u.org_id = $1 AND u.id {{ANY_INT $3}}"};
inline constexpr db::Statement kCountDepartments{
    "files.count_departments",
    "SELECT COUNT(*) FROM departments WHERE org_id = $1 AND id {{ANY_INT $2}}"};
inline constexpr db::Statement kCountGroups{
    "files.count_groups",
    "SELECT COUNT(*) FROM communication_groups WHERE org_id = $1 AND id {{ANY_INT $2}}"};
inline constexpr db::Statement kCountPeople{
    "files.count_people",
    "SELECT COUNT(*) FROM users WHERE org_id = $1 AND erased_at IS NULL AND id {{ANY_INT $2}}"};
inline constexpr db::Statement kPersonExists{
    "files.person_exists",
    "SELECT COUNT(*) FROM users WHERE org_id = $1 AND id = $2 AND erased_at IS NULL"};

// --- Files -------------------------------------------------------------------------------------
inline constexpr db::Statement kFile{"files.file",
                                     APLAUSO_FILE_COLUMNS "WHERE fi.org_id = $1 AND fi.id = $3"};
// Files $4 (an array) that viewer $2 (admin: $3) sees, by id: the files other modules link to
// (an organisation's own pages).
inline constexpr db::Statement kVisibleFiles{
    "files.visible_files", APLAUSO_FILE_COLUMNS
    "JOIN file_folders r ON r.org_id = fo.org_id AND r.id = fo.root_id WHERE "
    "fi.org_id = $1 AND fi.id {{ANY_INT $4}} AND " APLAUSO_FOLDER_SEES(r) " ORDER BY fi.id"};
// A page of folder $3's files by name ($4 rows from $5).
inline constexpr db::Statement kFolderFiles{
    "files.folder_files", APLAUSO_FILE_COLUMNS
    "WHERE fi.org_id = $1 AND fi.folder_id = $3 ORDER BY fi.name_key, fi.id LIMIT $4 OFFSET $5"};
// Files member $2 sees (in the folders whose top-level folder they see) whose lower-case name
// contains $3 (a LIKE pattern), by name, or that carry tag $3, newest first; $4 rows from $5.
// The folders they see are few: PostgreSQL reads them first as an array and the files through
// repository_files_folder (an IN would let it scan every file with the pattern first).
#define APLAUSO_FILES_MEMBER_FOLDERS                                                               \
  "SELECT vf.id FROM file_folders r JOIN file_folders vf ON vf.org_id = r.org_id AND "             \
  "vf.root_id = r.id WHERE r.org_id = $1 AND r.parent_id IS NULL AND " APLAUSO_FOLDER_SEES_MEMBER( \
      r)
#define APLAUSO_FILES_BY_NAME \
  " AND fi.name_key LIKE $3 ORDER BY fi.name_key, fi.id LIMIT $4 OFFSET $5"
#define APLAUSO_FILES_BY_TAG                                                                     \
  " AND EXISTS (SELECT 1 FROM repository_file_tags t WHERE t.org_id = fi.org_id AND t.tag = $3 " \
  "AND t.file_id = fi.id) ORDER BY fi.id DESC LIMIT $4 OFFSET $5"
inline constexpr db::Statement kSearchName{
    "files.search_name",
    APLAUSO_FILE_COLUMNS "WHERE fi.org_id = $1 AND fi.folder_id IN (" APLAUSO_FILES_MEMBER_FOLDERS
                         ")" APLAUSO_FILES_BY_NAME,
    APLAUSO_FILE_COLUMNS
    "WHERE fi.org_id = $1 AND fi.folder_id = ANY(ARRAY(" APLAUSO_FILES_MEMBER_FOLDERS
    "))" APLAUSO_FILES_BY_NAME};
inline constexpr db::Statement kSearchTag{
    "files.search_tag",
    APLAUSO_FILE_COLUMNS "WHERE fi.org_id = $1 AND fi.folder_id IN (" APLAUSO_FILES_MEMBER_FOLDERS
                         ")" APLAUSO_FILES_BY_TAG,
    APLAUSO_FILE_COLUMNS
    "WHERE fi.org_id = $1 AND fi.folder_id = ANY(ARRAY(" APLAUSO_FILES_MEMBER_FOLDERS
    "))" APLAUSO_FILES_BY_TAG};
// The same for admins, who see every file: by name on repository_files_name; by tag, the page's
// files read from repository_file_tags_tag, newest first.
inline constexpr db::Statement kSearchNameAll{
    "files.search_name_all", APLAUSO_FILE_COLUMNS "WHERE fi.org_id = $1" APLAUSO_FILES_BY_NAME};
#define APLAUSO_FILES_TAG_PAGE                                                                \
  "SELECT t.file_id FROM repository_file_tags t WHERE t.org_id = $1 AND t.tag = $3 ORDER BY " \
  "t.file_id DESC LIMIT CAST($4 AS BIGINT) + CAST($5 AS BIGINT)"
inline constexpr db::Statement kSearchTagAll{
    "files.search_tag_all",
    APLAUSO_FILE_COLUMNS "WHERE fi.org_id = $1 AND fi.id IN (" APLAUSO_FILES_TAG_PAGE
                         ") ORDER BY fi.id DESC LIMIT $4 OFFSET $5",
    APLAUSO_FILE_COLUMNS "WHERE fi.org_id = $1 AND fi.id = ANY(ARRAY(" APLAUSO_FILES_TAG_PAGE
                         ")) ORDER BY fi.id DESC LIMIT $4 OFFSET $5"};
// Files that ask person $2 to confirm their current version and that they have not confirmed,
// oldest first ($3 rows from $4).
#define APLAUSO_FILES_PENDING                                                                    \
  "JOIN file_folders r ON r.org_id = fo.org_id AND r.id = fo.root_id JOIN "                      \
  "users me ON me.org_id = fi.org_id AND me.id = $2 WHERE fi.org_id = $1 AND fi.requires_ack = " \
  "1 AND NOT EXISTS (SELECT 1 FROM file_acknowledgements pk WHERE pk.org_id = fi.org_id AND "    \
  "pk.version_id = fi.version_id AND pk.user_id = $2) AND " APLAUSO_FOLDER_PERSON_IN(r, me)
inline constexpr db::Statement kPending{"files.pending", APLAUSO_FILE_COLUMNS APLAUSO_FILES_PENDING
                                        " ORDER BY fi.id LIMIT $3 OFFSET $4"};
inline constexpr db::Statement kPendingCount{
    "files.pending_count",
    "SELECT COUNT(*) FROM repository_files fi JOIN file_folders fo ON fo.org_id = fi.org_id AND "
    "fo.id = fi.folder_id " APLAUSO_FILES_PENDING};
inline constexpr db::Statement kInsertFile{
    "files.insert_file",
    "INSERT INTO repository_files (org_id, folder_id, name, name_key, description, tags, "
    "requires_ack, expires_on, version_number, content_type, size, created_by, created_at, "
    "updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 1, $9, $10, $11, $12, $12) RETURNING id"};
inline constexpr db::Statement kSetCurrent{
    "files.set_current",
    "UPDATE repository_files SET version_id = $3, version_number = $4, content_type = $5, size = "
    "$6, updated_at = $7 WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kUpdateFile{
    "files.update_file",
    "UPDATE repository_files SET name = $3, name_key = $4, description = $5, tags = $6, "
    "requires_ack = $7, expires_on = $8, updated_at = $9 WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kDeleteFileAcks{
    "files.delete_file_acks",
    "DELETE FROM file_acknowledgements WHERE org_id = $1 AND file_id = $2"};
inline constexpr db::Statement kDeleteFileVersions{
    "files.delete_file_versions", "DELETE FROM file_versions WHERE org_id = $1 AND file_id = $2"};
inline constexpr db::Statement kDeleteFile{
    "files.delete_file", "DELETE FROM repository_files WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kDeleteTags{
    "files.delete_tags", "DELETE FROM repository_file_tags WHERE org_id = $1 AND file_id = $2"};
inline constexpr db::Statement kInsertTags{
    "files.insert_tags",
    "INSERT INTO repository_file_tags (org_id, file_id, tag) SELECT CAST($1 AS BIGINT), CAST($2 "
    "AS BIGINT), x.tag FROM {{ZIP x tag:TEXT $3}}"};

// --- Versions ----------------------------------------------------------------------------------
#define APLAUSO_VERSION_COLUMNS                                                              \
  "SELECT id, file_id, number, storage_key, content_type, size, sha256, note, uploaded_by, " \
  "created_at FROM file_versions "
inline constexpr db::Statement kVersions{
    "files.versions",
    APLAUSO_VERSION_COLUMNS "WHERE org_id = $1 AND file_id = $2 ORDER BY number DESC LIMIT 200"};
inline constexpr db::Statement kVersion{"files.version",
                                        APLAUSO_VERSION_COLUMNS "WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kInsertVersion{
    "files.insert_version",
    "INSERT INTO file_versions (org_id, file_id, number, storage_key, content_type, size, sha256, "
    "note, uploaded_by, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id"};

inline constexpr db::Statement kDeleteVersion{
    "files.delete_version", "DELETE FROM file_versions WHERE org_id = $1 AND id = $2"};

// --- Read confirmations ------------------------------------------------------------------------
inline constexpr db::Statement kMyAck{
    "files.my_ack",
    "SELECT version_id, version_number, sha256, confirmed_at FROM file_acknowledgements WHERE "
    "org_id = $1 AND file_id = $2 AND user_id = $3 ORDER BY version_number DESC LIMIT 1"};
inline constexpr db::Statement kAckOf{
    "files.ack_of",
    "SELECT version_id, version_number, sha256, confirmed_at FROM file_acknowledgements WHERE "
    "org_id = $1 AND version_id = $2 AND user_id = $3"};
inline constexpr db::Statement kInsertAck{
    "files.insert_ack",
    "INSERT INTO file_acknowledgements (org_id, file_id, version_id, user_id, version_number, "
    "sha256, confirmed_at) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (org_id, version_id, "
    "user_id) DO NOTHING"};
// The audience of top-level folder $2 and how many of them confirmed version $3.
inline constexpr db::Statement kReportCounts{
    "files.report_counts",
    "SELECT COUNT(*), COALESCE(SUM(CASE WHEN EXISTS (SELECT 1 FROM file_acknowledgements k WHERE "
    "k.org_id = u.org_id AND k.version_id = $3 AND k.user_id = u.id) THEN 1 ELSE 0 END), 0) FROM "
    "file_folders r JOIN users u ON u.org_id = r.org_id WHERE r.org_id = $1 AND r.id = $2 AND "
    "u.active = 1 AND u.erased_at IS NULL AND " APLAUSO_FOLDER_PERSON_IN(r, u)};
// A page of that audience by name with each person's latest confirmation of file $4; $5 is
// 'all', 'confirmed' (of version $3) or 'pending'; $6 rows from $7.
inline constexpr db::Statement kReportRows{
    "files.report_rows",
    "SELECT u.id, k.version_id, k.version_number, k.sha256, k.confirmed_at FROM file_folders r "
    "JOIN users u ON u.org_id = r.org_id LEFT JOIN file_acknowledgements k ON k.org_id = u.org_id "
    "AND k.file_id = $4 AND k.user_id = u.id AND k.version_number = (SELECT MAX(k2.version_number) "
    "FROM file_acknowledgements k2 WHERE k2.org_id = u.org_id AND k2.file_id = $4 AND k2.user_id = "
    "u.id) WHERE r.org_id = $1 AND r.id = $2 AND u.active = 1 AND u.erased_at IS NULL AND "
    "(CAST($5 AS TEXT) = 'all' OR (CAST($5 AS TEXT) = 'confirmed' AND k.version_id = $3) OR "
    "(CAST($5 AS TEXT) = 'pending' AND (k.version_id IS NULL OR k.version_id <> $3))) "
    "AND " APLAUSO_FOLDER_PERSON_IN(
        r, u) " ORDER BY u.first_name, u.last_name, u.id LIMIT $6 OFFSET $7"};
// The active people in top-level folder $2's audience but $3 (who asked them to confirm).
inline constexpr db::Statement kAudienceIds{
    "files.audience_ids",
    "SELECT u.id FROM file_folders r JOIN users u ON u.org_id = r.org_id WHERE r.org_id = $1 AND "
    "r.id = $2 AND u.active = 1 AND u.erased_at IS NULL AND u.id <> $3 "
    "AND " APLAUSO_FOLDER_PERSON_IN(r, u) " ORDER BY u.id LIMIT 200000"};
// Every confirmation of file $2, oldest first (the evidence export).
inline constexpr db::Statement kEvidence{
    "files.evidence",
    "SELECT u.first_name, u.last_name, u.email, d.name, k.version_number, k.sha256, "
    "k.confirmed_at FROM file_acknowledgements k JOIN users u ON u.org_id = k.org_id AND u.id = "
    "k.user_id LEFT JOIN departments d ON d.org_id = u.org_id AND d.id = u.department_id WHERE "
    "k.org_id = $1 AND k.file_id = $2 ORDER BY k.confirmed_at, u.id LIMIT 200000"};

// --- Bulk upload -------------------------------------------------------------------------------
inline constexpr db::Statement kPersonByEmail{
    "files.person_by_email",
    "SELECT id FROM users WHERE org_id = $1 AND email = $2 AND erased_at IS NULL"};
// Who holds any of these normalised national documents (users_org_national_id).
inline constexpr db::Statement kPeopleByNationalIds{
    "files.people_by_national_ids",
    "SELECT id FROM users WHERE org_id = $1 AND national_id {{ANY_TEXT $2}} AND "
    "erased_at IS NULL ORDER BY id"};

// --- Expiry reminders --------------------------------------------------------------------------
// Files expiring by $1 whose managers were not reminded of that date, a batch at a time, in
// organisations with the module on.
inline constexpr db::Statement kExpiring{
    "files.expiring",
    "SELECT fi.org_id, fi.id, fi.name, fi.expires_on, fo.root_id, fi.created_by "
    "FROM repository_files fi JOIN file_folders fo ON fo.org_id = fi.org_id AND fo.id = "
    "fi.folder_id WHERE fi.expires_on IS NOT NULL AND fi.expires_on <= $1 AND (fi.reminded_for "
    "IS NULL OR fi.reminded_for <> fi.expires_on) AND EXISTS (SELECT 1 FROM org_services s WHERE "
    "s.org_id = fi.org_id AND s.service = 'files_repository' AND s.enabled = 1) ORDER BY "
    "fi.expires_on, fi.id LIMIT 200"};
inline constexpr db::Statement kMarkReminded{
    "files.mark_reminded",
    "UPDATE repository_files SET reminded_for = expires_on WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kAdmins{
    "files.admins",
    "SELECT id FROM users WHERE org_id = $1 AND user_type = 'admin' AND active = 1 AND erased_at "
    "IS NULL ORDER BY id LIMIT 50"};
inline constexpr db::Statement kActiveAmong{
    "files.active_among",
    "SELECT id FROM users WHERE org_id = $1 AND active = 1 AND erased_at IS NULL AND id "
    "{{ANY_INT $2}} ORDER BY id"};

// --- Certificates ------------------------------------------------------------------------------
inline constexpr db::Statement kProfileFacts{
    "files.profile_facts",
    "SELECT u.first_name, u.last_name, u.job_position, u.admission_date, d.name FROM users u LEFT "
    "JOIN departments d ON d.org_id = u.org_id AND d.id = u.department_id WHERE u.org_id = $1 AND "
    "u.id = $2 AND u.erased_at IS NULL"};
#define APLAUSO_CERTIFICATE_COLUMNS                                               \
  "SELECT id, user_id, kind, code, language, issued_at, issued_on, person_name, " \
  "organization_name, admission_date, job_position, department_name FROM certificates "
inline constexpr db::Statement kCertificates{
    "files.certificates", APLAUSO_CERTIFICATE_COLUMNS
    "WHERE org_id = $1 AND user_id = $2 ORDER BY issued_at DESC, id DESC LIMIT 100"};
inline constexpr db::Statement kCertificate{"files.certificate", APLAUSO_CERTIFICATE_COLUMNS
                                            "WHERE org_id = $1 AND user_id = $2 AND id = $3"};
inline constexpr db::Statement kCertificateByCode{
    "files.certificate_by_code", APLAUSO_CERTIFICATE_COLUMNS "WHERE org_id = $1 AND code = $2"};
inline constexpr db::Statement kIssuedSince{
    "files.issued_since",
    "SELECT COUNT(*) FROM certificates WHERE org_id = $1 AND user_id = $2 AND issued_at >= $3"};
inline constexpr db::Statement kInsertCertificate{
    "files.insert_certificate",
    "INSERT INTO certificates (org_id, user_id, kind, code, language, issued_at, issued_on, "
    "person_name, organization_name, admission_date, job_position, department_name) VALUES ($1, "
    "$2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id"};

// --- A person erased (ADR 0018) ----------------------------------------------------------------
// Their personal folder with its files, their certificates and confirmations go; what they
// uploaded to shared folders stays without their name.
#define APLAUSO_PERSONAL_FILES                                                                \
  "(SELECT pf.id FROM repository_files pf JOIN file_folders pp ON pp.org_id = pf.org_id AND " \
  "pp.id = pf.folder_id WHERE pf.org_id = $1 AND pp.person_id = $2)"
inline constexpr db::Statement kForgetAcks{
    "files.forget_acks", "DELETE FROM file_acknowledgements WHERE org_id = $1 AND user_id = $2"};
inline constexpr db::Statement kForgetPersonalAcks{
    "files.forget_personal_acks",
    "DELETE FROM file_acknowledgements WHERE org_id = $1 AND file_id IN " APLAUSO_PERSONAL_FILES};
inline constexpr db::Statement kForgetPersonalTags{
    "files.forget_personal_tags",
    "DELETE FROM repository_file_tags WHERE org_id = $1 AND file_id IN " APLAUSO_PERSONAL_FILES};
inline constexpr db::Statement kForgetPersonalVersions{
    "files.forget_personal_versions",
    "DELETE FROM file_versions WHERE org_id = $1 AND file_id IN " APLAUSO_PERSONAL_FILES};
inline constexpr db::Statement kForgetPersonalFiles{
    "files.forget_personal_files",
    "DELETE FROM repository_files WHERE org_id = $1 AND folder_id IN (SELECT pp.id FROM "
    "file_folders pp WHERE pp.org_id = $1 AND pp.person_id = $2)"};
inline constexpr db::Statement kForgetPersonalFolder{
    "files.forget_personal_folder",
    "DELETE FROM file_folders WHERE org_id = $1 AND person_id = $2"};
inline constexpr db::Statement kForgetOwner{
    "files.forget_owner", "DELETE FROM file_folder_owners WHERE org_id = $1 AND user_id = $2"};
inline constexpr db::Statement kForgetListed{
    "files.forget_listed",
    "DELETE FROM file_folder_audience WHERE org_id = $1 AND kind = 'person' AND ref_id = $2"};
inline constexpr db::Statement kForgetCertificates{
    "files.forget_certificates", "DELETE FROM certificates WHERE org_id = $1 AND user_id = $2"};
inline constexpr db::Statement kForgetFileAuthor{
    "files.forget_file_author",
    "UPDATE repository_files SET created_by = NULL WHERE org_id = $1 AND created_by = $2"};
inline constexpr db::Statement kForgetVersionAuthor{
    "files.forget_version_author",
    "UPDATE file_versions SET uploaded_by = NULL WHERE org_id = $1 AND uploaded_by = $2"};
inline constexpr db::Statement kForgetFolderAuthor{
    "files.forget_folder_author",
    "UPDATE file_folders SET created_by = NULL WHERE org_id = $1 AND created_by = $2"};

}  // namespace aplauso::files::sql
