// SQL of members and departments. Every statement filters by organisation ($1).
#pragma once

#include "db/statement.h"

namespace aplauso::users::sql {

// One shape for every full read of a member, with its department joined in (UserRepo's row map).
#define APLAUSO_USER_COLUMNS                                                                 \
  "SELECT u.id, u.org_id, u.email, u.first_name, u.last_name, u.job_position, u.user_type, " \
  "u.language, u.points, u.active, u.activated, u.birthday, u.admission_date, u.country, "   \
  "u.profile_photo_url, u.token_version, d.id, d.name, d.active, u.phone, "                  \
  "u.background_image_url, u.birthday_image_url, u.external, u.leader_id, "                  \
  "u.erased_at IS NOT NULL, u.national_id, u.contract_type, u.gender "                       \
  "FROM users u LEFT JOIN departments d ON d.id = u.department_id AND d.org_id = u.org_id "

inline constexpr db::Statement kFind{"users.find",
                                     APLAUSO_USER_COLUMNS "WHERE u.org_id = $1 AND u.id = $2"};
inline constexpr db::Statement kFindByEmail{
    "users.find_by_email", APLAUSO_USER_COLUMNS "WHERE u.org_id = $1 AND u.email = $2"};
// Members by (normalised) e-mail, erased or not, in one statement: who a batch of rows names.
inline constexpr db::Statement kFindByEmails{
    "users.find_by_emails", APLAUSO_USER_COLUMNS "WHERE u.org_id = $1 AND u.email {{ANY_TEXT $2}}"};
inline constexpr db::Statement kPasswordHash{
    "users.password_hash",
    "SELECT password_hash, must_change_password FROM users WHERE org_id = $1 AND id = $2"};
// A sender and their receivers in one statement.
inline constexpr db::Statement kFindByIdOrEmails{
    "users.find_by_id_or_emails",
    APLAUSO_USER_COLUMNS "WHERE u.org_id = $1 AND (u.id = $2 OR u.email {{ANY_TEXT $3}})"};
inline constexpr db::Statement kFindMany{
    "users.find_many", APLAUSO_USER_COLUMNS "WHERE u.org_id = $1 AND u.id {{ANY_INT $2}}"};
// Who a card or a list shows: no more than the person reference needs.
inline constexpr db::Statement kPeople{
    "users.people",
    "SELECT u.id, u.first_name, u.last_name, u.email, u.job_position, u.profile_photo_url, "
    "d.name FROM users u LEFT JOIN departments d ON d.id = u.department_id AND d.org_id = "
    "u.org_id WHERE u.org_id = $1 AND u.id {{ANY_INT $2}}"};
inline constexpr db::Statement kSearch{
    "users.search", APLAUSO_USER_COLUMNS
    "WHERE u.org_id = $1 AND u.active = 1 AND (LOWER(u.first_name || ' ' || u.last_name) LIKE $2 "
    "ESCAPE '\\' OR u.email LIKE $2 ESCAPE '\\') AND (CAST($3 AS BIGINT) IS NULL OR "
    "u.department_id = $3) AND (CAST($4 AS BIGINT) IS NULL OR u.id <> $4) "
    "ORDER BY u.first_name, u.last_name, u.id LIMIT $5 OFFSET $6"};
inline constexpr db::Statement kSearchCount{
    "users.search_count",
    "SELECT COUNT(*) FROM users u WHERE u.org_id = $1 AND u.active = 1 AND "
    "(LOWER(u.first_name || ' ' || u.last_name) LIKE $2 ESCAPE '\\' OR u.email LIKE $2 ESCAPE "
    "'\\') AND (CAST($3 AS BIGINT) IS NULL OR u.department_id = $3) AND "
    "(CAST($4 AS BIGINT) IS NULL OR u.id <> $4)"};
// The admins' people list: erased accounts never show; every filter optional ($2 role, $3
// active, $4 LIKE pattern on e-mail, and on names too unless $5 = 1, $6 department, $7 group).
#define APLAUSO_ADMIN_FILTER                                                                   \
  "WHERE u.org_id = $1 AND u.erased_at IS NULL AND (CAST($2 AS TEXT) IS NULL OR "              \
  "u.user_type = $2) AND (CAST($3 AS BIGINT) IS NULL OR u.active = $3) AND (CAST($4 AS TEXT) " \
  "IS NULL OR LOWER(u.email) LIKE $4 ESCAPE '\\' OR ($5 = 0 AND LOWER(u.first_name || ' ' "    \
  "|| u.last_name) LIKE $4 ESCAPE '\\')) AND (CAST($6 AS BIGINT) IS NULL OR u.department_id "  \
  "= $6) AND (CAST($7 AS BIGINT) IS NULL OR EXISTS (SELECT 1 FROM org_group_members m WHERE "  \
  "m.group_id = $7 AND m.user_id = u.id AND m.org_id = u.org_id)) "
// A page in each order an admin may sort by (AdminSort): fixed text, one statement each. People
// without a department come last either way.
#define APLAUSO_ADMIN_PAGE(order) \
  APLAUSO_USER_COLUMNS APLAUSO_ADMIN_FILTER "ORDER BY " order " LIMIT $8 OFFSET $9"
inline constexpr db::Statement kAdminList{"users.admin_list",
                                          APLAUSO_ADMIN_PAGE("u.first_name, u.last_name, u.id")};
inline constexpr db::Statement kAdminListNameDesc{
    "users.admin_list_name_desc",
    APLAUSO_ADMIN_PAGE("u.first_name DESC, u.last_name DESC, u.id DESC")};
inline constexpr db::Statement kAdminListDepartment{
    "users.admin_list_department",
    APLAUSO_ADMIN_PAGE("(d.name IS NULL), d.name, u.first_name, u.last_name, u.id")};
inline constexpr db::Statement kAdminListDepartmentDesc{
    "users.admin_list_department_desc",
    APLAUSO_ADMIN_PAGE("(d.name IS NULL), d.name DESC, u.first_name, u.last_name, u.id")};
inline constexpr db::Statement kAdminListOldest{"users.admin_list_oldest",
                                                APLAUSO_ADMIN_PAGE("u.id")};
inline constexpr db::Statement kAdminListNewest{"users.admin_list_newest",
                                                APLAUSO_ADMIN_PAGE("u.id DESC")};
#undef APLAUSO_ADMIN_PAGE
inline constexpr db::Statement kAdminCount{"users.admin_count",
                                           "SELECT COUNT(*) FROM users u " APLAUSO_ADMIN_FILTER};
#undef APLAUSO_ADMIN_FILTER
#undef APLAUSO_USER_COLUMNS
// Every field an admin writes (the service merges the request with the row).
inline constexpr db::Statement kUpdateByAdmin{
    "users.update_by_admin",
    "UPDATE users SET email = $3, first_name = $4, last_name = $5, job_position = $6, "
    "user_type = $7, department_id = $8, leader_id = $9, country = $10, language = $11, "
    "phone = $12, birthday = $13, admission_date = $14, points = $15, updated_at = $16, "
    "national_id = $17, contract_type = $18, gender = $19 "
    "WHERE org_id = $1 AND id = $2 AND erased_at IS NULL"};
// kUpdateByAdmin for many members in one statement, one array per column, position by position.
// Arrays hold no nulls: '' and 0 stand for an empty optional text or id (an admin's text field
// is never stored empty, and no id is 0).
inline constexpr db::Statement kUpdateManyByAdmin{
    "users.update_many_by_admin",
    "UPDATE users SET email = t.email, first_name = t.first_name, last_name = t.last_name, "
    "job_position = NULLIF(t.job_position, ''), user_type = t.user_type, department_id = "
    "NULLIF(t.department_id, 0), leader_id = NULLIF(t.leader_id, 0), country = NULLIF(t.country, "
    "''), language = t.language, phone = NULLIF(t.phone, ''), birthday = NULLIF(t.birthday, ''), "
    "admission_date = NULLIF(t.admission_date, ''), points = t.points, updated_at = $16, "
    "national_id = NULLIF(t.national_id, ''), contract_type = NULLIF(t.contract_type, ''), "
    "gender = NULLIF(t.gender, '') FROM "
    "{{ZIP t id:INT $2 email:TEXT $3 first_name:TEXT $4 last_name:TEXT $5 job_position:TEXT $6 "
    "user_type:TEXT $7 department_id:INT $8 leader_id:INT $9 country:TEXT $10 language:TEXT $11 "
    "phone:TEXT $12 birthday:TEXT $13 admission_date:TEXT $14 points:INT $15 national_id:TEXT $17 "
    "contract_type:TEXT $18 gender:TEXT $19}} "
    "WHERE users.org_id = $1 AND users.id = t.id AND users.erased_at IS NULL"};
// Who holds each of these (normalised) national documents: document, id.
inline constexpr db::Statement kNationalIdOwners{
    "users.national_id_owners",
    "SELECT national_id, id FROM users WHERE org_id = $1 AND national_id {{ANY_TEXT $2}}"};
// Members (not erased) by e-mail: id, e-mail, active.
inline constexpr db::Statement kByEmails{
    "users.by_emails",
    "SELECT id, email, active FROM users WHERE org_id = $1 AND erased_at IS NULL AND "
    "email {{ANY_TEXT $2}}"};

inline constexpr db::Statement kAuthState{
    "users.auth_state",
    "SELECT user_type, token_version, active FROM users WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kExists{"users.exists",
                                       "SELECT COUNT(*) FROM users WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kEmailTaken{
    "users.email_taken", "SELECT COUNT(*) FROM users WHERE org_id = $1 AND email = $2"};
inline constexpr db::Statement kInsert{
    "users.insert",
    "INSERT INTO users (org_id, email, password_hash, first_name, last_name, job_position, "
    "user_type, department_id, leader_id, language, points, active, activated, birthday, "
    "admission_date, country, phone, external, created_at, updated_at, national_id, "
    "contract_type, gender) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, "
    "$15, $16, $17, $18, $19, $19, $20, $21, $22) RETURNING id"};
// kInsert for many members in one statement (arrays as in kUpdateManyByAdmin): id and e-mail of
// each, in no particular order.
inline constexpr db::Statement kInsertMany{
    "users.insert_many",
    "INSERT INTO users (org_id, email, password_hash, first_name, last_name, job_position, "
    "user_type, department_id, leader_id, language, points, active, activated, birthday, "
    "admission_date, country, phone, external, created_at, updated_at, national_id, "
    "contract_type, gender) SELECT CAST($1 AS BIGINT), "
    "t.email, NULLIF(t.password_hash, ''), t.first_name, t.last_name, NULLIF(t.job_position, ''), "
    "t.user_type, NULLIF(t.department_id, 0), NULLIF(t.leader_id, 0), t.language, t.points, "
    "t.active, t.activated, NULLIF(t.birthday, ''), NULLIF(t.admission_date, ''), "
    "NULLIF(t.country, ''), NULLIF(t.phone, ''), t.external, CAST($19 AS BIGINT), "
    "CAST($19 AS BIGINT), NULLIF(t.national_id, ''), NULLIF(t.contract_type, ''), "
    "NULLIF(t.gender, '') FROM {{ZIP t email:TEXT $2 password_hash:TEXT $3 first_name:TEXT $4 "
    "last_name:TEXT $5 job_position:TEXT $6 user_type:TEXT $7 department_id:INT $8 leader_id:INT "
    "$9 language:TEXT $10 points:INT $11 active:INT $12 activated:INT $13 birthday:TEXT $14 "
    "admission_date:TEXT $15 country:TEXT $16 phone:TEXT $17 external:INT $18 national_id:TEXT $20 "
    "contract_type:TEXT $21 gender:TEXT $22}} "
    "RETURNING id, email"};
inline constexpr db::Statement kSetLanguage{
    "users.set_language",
    "UPDATE users SET language = $3, updated_at = $4 WHERE org_id = $1 AND id = $2"};
// A new password the person chose ends every session opened with the old one.
inline constexpr db::Statement kSetPassword{
    "users.set_password",
    "UPDATE users SET password_hash = $3, must_change_password = 0, "
    "token_version = token_version + 1, updated_at = $4 WHERE org_id = $1 AND id = $2"};
// An admin's temporary password: sessions end and the next sign-in must choose a new one.
inline constexpr db::Statement kSetTemporaryPassword{
    "users.set_temporary_password",
    "UPDATE users SET password_hash = $3, must_change_password = 1, "
    "token_version = token_version + 1, updated_at = $4 WHERE org_id = $1 AND id = $2"};
// The first password of an invited member activates the account.
inline constexpr db::Statement kActivate{
    "users.activate",
    "UPDATE users SET password_hash = $3, activated = 1, must_change_password = 0, "
    "token_version = token_version + 1, updated_at = $4 WHERE org_id = $1 AND id = $2"};
// Signing in through the organisation's directory (Teams) proves the person: no password needed.
inline constexpr db::Statement kMarkActivated{
    "users.mark_activated",
    "UPDATE users SET activated = 1, updated_at = $3 WHERE org_id = $1 AND id = $2"};
// The member's own data (every field written; the service merges the request with the row).
inline constexpr db::Statement kUpdateOwn{
    "users.update_own",
    "UPDATE users SET first_name = $3, last_name = $4, job_position = $5, phone = $6, "
    "language = $7, birthday = $8, updated_at = $9 WHERE org_id = $1 AND id = $2"};
// "Log out everywhere": every token issued so far stops working.
inline constexpr db::Statement kEndSessions{
    "users.end_sessions",
    "UPDATE users SET token_version = token_version + 1, updated_at = $3 "
    "WHERE org_id = $1 AND id = $2"};
// --- Deletion requests (at most one open per member: deletion_requests_open)
inline constexpr db::Statement kOpenDeletion{
    "users.open_deletion",
    "SELECT id, user_id, reason, created_at, status, resolution_note FROM deletion_requests WHERE "
    "org_id = $1 AND "
    "user_id = $2 AND status = 'open'"};
inline constexpr db::Statement kInsertDeletion{
    "users.insert_deletion",
    "INSERT INTO deletion_requests (org_id, user_id, reason, status, created_at) "
    "VALUES ($1, $2, $3, 'open', $4) ON CONFLICT DO NOTHING"};
inline constexpr db::Statement kDeletionQueue{
    "users.deletion_queue",
    "SELECT id, user_id, reason, created_at, status, resolution_note FROM deletion_requests WHERE "
    "org_id = $1 AND "
    "status = 'open' ORDER BY id LIMIT $2 OFFSET $3"};
inline constexpr db::Statement kDeletionById{
    "users.deletion_by_id",
    "SELECT id, user_id, reason, created_at, status, resolution_note FROM deletion_requests "
    "WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kDeclineDeletion{
    "users.decline_deletion",
    "UPDATE deletion_requests SET status = 'declined', resolution_note = $3, resolved_at = $4 "
    "WHERE org_id = $1 AND id = $2 AND status = 'open'"};
inline constexpr db::Statement kCloseDeletionErased{
    "users.close_deletion_erased",
    "UPDATE deletion_requests SET status = 'erased', resolved_at = $3 "
    "WHERE org_id = $1 AND user_id = $2 AND status = 'open'"};
inline constexpr db::Statement kDeletionQueueCount{
    "users.deletion_queue_count",
    "SELECT COUNT(*) FROM deletion_requests WHERE org_id = $1 AND status = 'open'"};

// --- Photos, backgrounds and birthday images (kind 'profile' | 'background' | 'birthday')
inline constexpr db::Statement kInsertPhoto{
    "users.insert_photo",
    "INSERT INTO user_photos (name, org_id, user_id, kind, image, small, created_at) "
    "VALUES ($1, $2, $3, $4, $5, $6, $7)"};
inline constexpr db::Statement kRemovePhotos{
    "users.remove_photos",
    "DELETE FROM user_photos WHERE org_id = $1 AND user_id = $2 AND kind = $3"};
inline constexpr db::Statement kPhotoImage{
    "users.photo_image", "SELECT image FROM user_photos WHERE org_id = $1 AND name = $2"};
inline constexpr db::Statement kPhotoSmall{
    "users.photo_small",
    "SELECT small FROM user_photos WHERE org_id = $1 AND user_id = $2 AND kind = 'profile'"};
inline constexpr db::Statement kSetPhotoUrl{
    "users.set_photo_url",
    "UPDATE users SET profile_photo_url = $3, updated_at = $4 WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kSetBackgroundUrl{
    "users.set_background_url",
    "UPDATE users SET background_image_url = $3, updated_at = $4 WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kSetBirthdayImageUrl{
    "users.set_birthday_image_url",
    "UPDATE users SET birthday_image_url = $3, updated_at = $4 WHERE org_id = $1 AND id = $2"};

inline constexpr db::Statement kSetPlacement{
    "users.set_placement",
    "UPDATE users SET department_id = $3, job_position = $4, updated_at = $5 "
    "WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kActiveIds{
    "users.active_ids",
    "SELECT id FROM users WHERE org_id = $1 AND active = 1 AND id {{ANY_INT $2}}"};
// Active members by e-mail, with what a card shows of them.
inline constexpr db::Statement kActiveByEmail{
    "users.active_by_email",
    "SELECT u.email, u.id, u.points, u.first_name, u.last_name, u.job_position, "
    "u.profile_photo_url, d.name FROM users u LEFT JOIN departments d ON d.id = u.department_id "
    "AND d.org_id = u.org_id WHERE u.org_id = $1 AND u.active = 1 AND u.email {{ANY_TEXT $2}}"};
inline constexpr db::Statement kActiveAll{"users.active_all",
                                          "SELECT id FROM users WHERE org_id = $1 AND active = 1"};
inline constexpr db::Statement kActiveInDepartments{
    "users.active_in_departments",
    "SELECT id FROM users WHERE org_id = $1 AND active = 1 AND department_id {{ANY_INT $2}}"};

inline constexpr db::Statement kDepartmentByName{
    "users.department_by_name", "SELECT id FROM departments WHERE org_id = $1 AND name = $2"};

// --- Activation state and erasure (the people rules decide; ADR 0018) -------------------------
// Deactivating ends every session; reactivating keeps them ended.
inline constexpr db::Statement kDeactivate{
    "users.deactivate",
    "UPDATE users SET active = 0, token_version = token_version + 1, updated_at = $3 "
    "WHERE org_id = $1 AND id {{ANY_INT $2}} AND erased_at IS NULL"};
inline constexpr db::Statement kReactivate{
    "users.reactivate",
    "UPDATE users SET active = 1, updated_at = $3 WHERE org_id = $1 AND id = $2 AND "
    "erased_at IS NULL"};
// --- Erasure: the row stays (posts, ledger entries and their sums keep pointing at it), its
// personal data goes. $3 is the placeholder address (unique per member), $4 now.
inline constexpr db::Statement kErase{
    "users.erase",
    "UPDATE users SET email = $3, first_name = 'Persona', last_name = 'eliminada', "
    "job_position = NULL, phone = NULL, birthday = NULL, admission_date = NULL, country = NULL, "
    "national_id = NULL, contract_type = NULL, gender = NULL, "
    "password_hash = NULL, must_change_password = 0, profile_photo_url = NULL, "
    "whatsapp_phone = NULL, whatsapp_active = 0, "
    "background_image_url = NULL, birthday_image_url = NULL, leader_id = NULL, "
    "department_id = NULL, active = 0, token_version = token_version + 1, erased_at = $4, "
    "updated_at = $4 WHERE org_id = $1 AND id = $2 AND erased_at IS NULL"};
inline constexpr db::Statement kErasePhotos{
    "users.erase_photos", "DELETE FROM user_photos WHERE org_id = $1 AND user_id = $2"};
// Nobody reports to an erased person any more.
inline constexpr db::Statement kForgetAsLeader{
    "users.forget_as_leader",
    "UPDATE users SET leader_id = NULL, updated_at = $3 WHERE org_id = $1 AND leader_id = $2"};

// The member's WhatsApp number and whether they want messages there (the whatsapp module's rules).
inline constexpr db::Statement kSetWhatsApp{
    "users.set_whatsapp",
    "UPDATE users SET whatsapp_phone = $3, whatsapp_active = $4 WHERE org_id = $1 AND id = $2"};

// The member's choice about page-view analytics (ADR 0085); NULL row = no such member.
inline constexpr db::Statement kAnalyticsOptOut{
    "users.analytics_opt_out", "SELECT analytics_opt_out FROM users WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kSetAnalyticsOptOut{
    "users.set_analytics_opt_out",
    "UPDATE users SET analytics_opt_out = $3, updated_at = $4 WHERE org_id = $1 AND id = $2"};

}  // namespace aplauso::users::sql
