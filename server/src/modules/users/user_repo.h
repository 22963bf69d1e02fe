// Members and departments. Every read and write is by organisation and id (or e-mail) together.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"
#include "modules/users/user.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::users {

/// What authentication checks on every request.
struct AuthState {
  Role role = Role::kEmployee;
  std::int64_t token_version = 0;
  bool active = false;
};

/// An active member found by e-mail.
struct Member {
  std::int64_t id = 0;
  bool takes_points = true;
  Person person;
};

/// The orders of the admins' people list: by name (the default), by department's name (people
/// without one last) or by when they were added; each either way.
enum class AdminSortKey { kName, kDepartment, kCreated };
struct AdminSort {
  AdminSortKey key = AdminSortKey::kName;
  bool descending = false;
};

/// Filters of the admins' people list; each optional.
struct AdminFilter {
  std::optional<std::string> role;
  std::optional<bool> active;
  std::optional<std::string> keywords;
  bool email_only = false;
  std::optional<std::int64_t> department_id;
  std::optional<std::int64_t> group_id;
  AdminSort sort;
};

struct EmailMatch {
  std::int64_t id = 0;
  std::string email;
  bool active = false;
};

struct DeletionRow {
  std::int64_t id = 0;
  std::int64_t user_id = 0;
  std::optional<std::string> reason;
  std::int64_t created_at = 0;
  std::string status = "open";  ///< open | erased | declined
  std::optional<std::string> resolution_note;
};

class UserRepo {
 public:
  /// nullopt when the id is not a member of this organisation.
  std::optional<User> find(db::Conn& c, OrgId org, std::int64_t user_id) const;
  /// nullopt for an address that is nobody's here (normalised e-mail in).
  std::optional<User> find_by_email(db::Conn& c, OrgId org, const std::string& email) const;
  /// Members (erased or not) with these normalised e-mails, in one statement.
  std::vector<User> find_by_emails(db::Conn& c, OrgId org,
                                   const std::vector<std::string>& emails) const;
  /// The member and password hash for sign-in; nullopt for an unknown e-mail.
  std::optional<Credentials> find_credentials(db::Conn& c, OrgId org,
                                              const std::string& email) const;
  std::optional<AuthState> auth_state(db::Conn& c, OrgId org, std::int64_t user_id) const;
  /// The same read, sent with the connection's next statement (db::Conn::ahead): `answer` gets
  /// the state when both answers are in.
  void auth_state_ahead(db::Conn& c, OrgId org, std::int64_t user_id,
                        std::function<void(std::optional<AuthState>)> answer) const;
  /// Whether the id is a member (active or not) of the organisation.
  bool exists(db::Conn& c, OrgId org, std::int64_t user_id) const;
  bool email_taken(db::Conn& c, OrgId org, const std::string& email) const;

  /// Unique violation when the e-mail is taken in the organisation.
  std::int64_t insert(db::Conn& c, OrgId org, const NewUser& user, std::int64_t now_ms) const;
  /// Inserts many members in one statement; their ids by e-mail. Unique violation when an e-mail
  /// is taken in the organisation (or given twice): then none is inserted.
  std::map<std::string, std::int64_t> insert_many(db::Conn& c, OrgId org,
                                                  const std::vector<NewUser>& users,
                                                  std::int64_t now_ms) const;
  void set_language(db::Conn& c, OrgId org, std::int64_t user_id, const std::string& language,
                    std::int64_t now_ms) const;
  /// A password the person chose: clears a pending forced change, ends every session.
  void set_password(db::Conn& c, OrgId org, std::int64_t user_id, const std::string& hash,
                    std::int64_t now_ms) const;
  /// An admin's temporary password: ends every session, the next sign-in must change it.
  void set_temporary_password(db::Conn& c, OrgId org, std::int64_t user_id, const std::string& hash,
                              std::int64_t now_ms) const;
  /// The first password of an invited member; marks the account activated.
  void activate(db::Conn& c, OrgId org, std::int64_t user_id, const std::string& hash,
                std::int64_t now_ms) const;
  /// Marks an invited member activated without a password (signed in through Teams).
  void mark_activated(db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t now_ms) const;
  /// Writes the member's own data (names, job position, phone, language, birthday) from `user`.
  void update_own(db::Conn& c, OrgId org, const User& user, std::int64_t now_ms) const;
  /// Bumps the token version: every token issued before stops working.
  void end_sessions(db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t now_ms) const;
  void set_placement(db::Conn& c, OrgId org, std::int64_t user_id,
                     std::optional<std::int64_t> department_id,
                     const std::optional<std::string>& job_position, std::int64_t now_ms) const;

  /// Which of `ids` are active members of the organisation.
  std::vector<std::int64_t> active_ids(db::Conn& c, OrgId org,
                                       const std::vector<std::int64_t>& ids) const;
  /// Active members by e-mail (normalised e-mails in), in one statement.
  std::map<std::string, Member> active_by_email(db::Conn& c, OrgId org,
                                                const std::vector<std::string>& emails) const;
  /// Active members of the departments, or of the whole organisation when `departments` is empty.
  std::vector<std::int64_t> active_in(db::Conn& c, OrgId org,
                                      const std::vector<std::int64_t>& departments) const;
  /// Members by id (active or not); ids of other organisations are absent.
  std::vector<User> find_many(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const;
  /// The member `id` (active or not) and the members with these (normalised) e-mails, in one
  /// statement: who sends and who receives. Other organisations' people are absent.
  std::vector<User> find_by_id_or_emails(db::Conn& c, OrgId org, std::int64_t id,
                                         const std::vector<std::string>& emails) const;
  /// Person references by id, in one statement; ids of other organisations are absent.
  std::vector<Person> people(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const;

  /// The admins' people list (erased accounts excluded), one page in name order.
  std::vector<User> admin_list(db::Conn& c, OrgId org, const AdminFilter& filter,
                               std::int64_t limit, std::int64_t offset, std::int64_t* total) const;
  /// Writes every field an admin may change from `user`; false when it is gone or erased.
  bool update_by_admin(db::Conn& c, OrgId org, const User& user, std::int64_t now_ms) const;
  /// update_by_admin for many members in one statement; the gone or erased are skipped.
  void update_many_by_admin(db::Conn& c, OrgId org, const std::vector<User>& users,
                            std::int64_t now_ms) const;
  /// Who holds each of these normalised national documents (erased people hold none).
  std::map<std::string, std::int64_t> national_id_owners(
      db::Conn& c, OrgId org, const std::vector<std::string>& national_ids) const;
  std::optional<std::int64_t> national_id_owner(db::Conn& c, OrgId org,
                                                const std::string& national_id) const;
  /// Members (not erased) by normalised e-mail.
  std::vector<EmailMatch> by_emails(db::Conn& c, OrgId org,
                                    const std::vector<std::string>& emails) const;

  /// Active members whose name or e-mail contains `query` (any case), in name order.
  std::vector<User> search(db::Conn& c, OrgId org, const std::string& query,
                           std::optional<std::int64_t> department_id,
                           std::optional<std::int64_t> exclude_id, std::int64_t limit,
                           std::int64_t offset, std::int64_t* total) const;

  /// Whether the member opted out of page-view analytics; nullopt for no such member.
  std::optional<bool> analytics_opt_out(db::Conn& c, OrgId org, std::int64_t user_id) const;
  void set_analytics_opt_out(db::Conn& c, OrgId org, std::int64_t user_id, bool opt_out,
                             std::int64_t now_ms) const;

  /// The open deletion request of a member: its id, reason and creation time.
  std::optional<DeletionRow> open_deletion_request(db::Conn& c, OrgId org,
                                                   std::int64_t user_id) const;
  /// Opens one; false when the member already has an open request (unique index).
  bool insert_deletion_request(db::Conn& c, OrgId org, std::int64_t user_id,
                               const std::optional<std::string>& reason, std::int64_t now_ms) const;
  /// A request by id (any status).
  std::optional<DeletionRow> deletion_request(db::Conn& c, OrgId org, std::int64_t id) const;
  /// Declines an open request; false when it was no longer open.
  bool decline_deletion(db::Conn& c, OrgId org, std::int64_t id,
                        const std::optional<std::string>& note, std::int64_t now_ms) const;
  /// Marks the member's open request erased (if any).
  void close_deletion_erased(db::Conn& c, OrgId org, std::int64_t user_id,
                             std::int64_t now_ms) const;
  /// Open requests of the organisation, oldest first, one page.
  std::vector<DeletionRow> deletion_queue(db::Conn& c, OrgId org, std::int64_t limit,
                                          std::int64_t offset, std::int64_t* total) const;

  /// The department of that exact name, if any.
  std::optional<std::int64_t> department_by_name(db::Conn& c, OrgId org,
                                                 const std::string& name) const;

  /// Deactivates the members (not erased) and ends their sessions.
  void deactivate(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids,
                  std::int64_t now_ms) const;
  void reactivate(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now_ms) const;
  /// Anonymises the member (a placeholder address, no personal data, sessions ended), removes
  /// their photos and whom they led; false when they were already erased.
  bool erase(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now_ms) const;
  /// The member's WhatsApp number and opt-in (the whatsapp module checks them).
  void set_whatsapp(db::Conn& c, OrgId org, std::int64_t id,
                    const std::optional<std::string>& phone, bool active) const;
};

}  // namespace aplauso::users
