// SQL of people administration: activating and deactivating members, and erasure (what it
// anonymises and what it removes). Every statement filters by organisation ($1).
#pragma once

#include "db/statement.h"

namespace aplauso::people::sql {

// Deactivating ends every session; reactivating keeps them ended.
inline constexpr db::Statement kDeactivate{
    "people.deactivate",
    "UPDATE users SET active = 0, token_version = token_version + 1, updated_at = $3 "
    "WHERE org_id = $1 AND id {{ANY_INT $2}} AND erased_at IS NULL"};
inline constexpr db::Statement kReactivate{
    "people.reactivate",
    "UPDATE users SET active = 1, updated_at = $3 WHERE org_id = $1 AND id = $2 AND "
    "erased_at IS NULL"};
// Every active member as a picker shows them.
inline constexpr db::Statement kAllActive{
    "people.all_active",
    "SELECT u.id, u.first_name, u.last_name, u.email, u.job_position, u.profile_photo_url, "
    "d.name FROM users u LEFT JOIN departments d ON d.id = u.department_id AND d.org_id = "
    "u.org_id WHERE u.org_id = $1 AND u.active = 1 ORDER BY u.first_name, u.last_name, u.id"};

// --- Erasure: the row stays (posts, ledger entries and their sums keep pointing at it), its
// personal data goes. $3 is the placeholder address (unique per member), $4 now.
inline constexpr db::Statement kErase{
    "people.erase",
    "UPDATE users SET email = $3, first_name = 'Persona', last_name = 'eliminada', "
    "job_position = NULL, phone = NULL, birthday = NULL, admission_date = NULL, country = NULL, "
    "password_hash = NULL, must_change_password = 0, profile_photo_url = NULL, "
    "background_image_url = NULL, birthday_image_url = NULL, leader_id = NULL, "
    "department_id = NULL, active = 0, token_version = token_version + 1, erased_at = $4, "
    "updated_at = $4 WHERE org_id = $1 AND id = $2 AND erased_at IS NULL"};
inline constexpr db::Statement kErasePhotos{
    "people.erase_photos", "DELETE FROM user_photos WHERE org_id = $1 AND user_id = $2"};
inline constexpr db::Statement kEraseIdentities{
    "people.erase_identities", "DELETE FROM user_identities WHERE org_id = $1 AND user_id = $2"};
// The directory's name for the person (their DN) goes too; a directory that still lists them
// creates a new account at its next sync.
inline constexpr db::Statement kEraseDirectoryMember{
    "people.erase_directory_member",
    "DELETE FROM directory_members WHERE org_id = $1 AND user_id = $2"};
inline constexpr db::Statement kEraseLinks{
    "people.erase_links", "DELETE FROM password_resets WHERE org_id = $1 AND user_id = $2"};
inline constexpr db::Statement kEraseCodes{
    "people.erase_codes", "DELETE FROM login_codes WHERE org_id = $1 AND user_id = $2"};
// Mails to the old address (they carry the person's name).
inline constexpr db::Statement kEraseMails{
    "people.erase_mails", "DELETE FROM mail_outbox WHERE org_id = $1 AND to_address = $2"};
// Nobody reports to an erased person any more.
inline constexpr db::Statement kForgetAsLeader{
    "people.forget_as_leader",
    "UPDATE users SET leader_id = NULL, updated_at = $3 WHERE org_id = $1 AND leader_id = $2"};

}  // namespace aplauso::people::sql
