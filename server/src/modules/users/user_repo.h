// SQL for members and departments. Every lookup is by organisation and id (or e-mail) together.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "modules/users/user.h"

namespace soci {
class session;
}

namespace aplauso::users {

/// What authentication checks on every request.
struct AuthState {
  Role role = Role::kEmployee;
  std::int64_t token_version = 0;
  bool active = false;
};

class UserRepo {
 public:
  std::optional<User> find(soci::session& s, std::int64_t org_id, std::int64_t user_id) const;
  std::optional<Credentials> find_credentials(soci::session& s, std::int64_t org_id,
                                              const std::string& email) const;
  std::optional<AuthState> auth_state(soci::session& s, std::int64_t org_id,
                                      std::int64_t user_id) const;
  bool email_taken(soci::session& s, std::int64_t org_id, const std::string& email) const;

  std::int64_t insert(soci::session& s, std::int64_t org_id, const NewUser& user,
                      std::int64_t now_ms) const;
  void set_language(soci::session& s, std::int64_t org_id, std::int64_t user_id,
                    const std::string& language, std::int64_t now_ms) const;
  void set_password(soci::session& s, std::int64_t org_id, std::int64_t user_id,
                    const std::string& hash, std::int64_t now_ms) const;

  /// Which of `ids` are active members of the organisation.
  std::vector<std::int64_t> active_ids(soci::session& s, std::int64_t org_id,
                                       const std::vector<std::int64_t>& ids) const;
  /// Active members by e-mail (normalised e-mails in, e-mail → member out).
  std::map<std::string, std::pair<std::int64_t, bool>> active_by_email(
      soci::session& s, std::int64_t org_id, const std::vector<std::string>& emails) const;
  /// Active members of the departments, or of the whole organisation when `departments` is empty.
  std::vector<std::int64_t> active_in(soci::session& s, std::int64_t org_id,
                                      const std::vector<std::int64_t>& departments) const;
  /// Members by id (active or not), for display.
  std::vector<User> find_many(soci::session& s, std::int64_t org_id,
                              const std::vector<std::int64_t>& ids) const;

  /// Active members whose name or e-mail contains `query` (any case), in name order.
  std::vector<User> search(soci::session& s, std::int64_t org_id, const std::string& query,
                           std::optional<std::int64_t> department_id,
                           std::optional<std::int64_t> exclude_id, std::int64_t limit,
                           std::int64_t offset, std::int64_t* total) const;

  struct DepartmentRow {
    std::int64_t id = 0;
    std::string name;
    bool active = true;
    std::int64_t members = 0;  ///< active members
  };
  /// Departments with their active member counts, in name order (one query).
  std::vector<DepartmentRow> departments(soci::session& s, std::int64_t org_id,
                                         bool include_inactive) const;

  /// Creates the department if missing; returns its id.
  std::int64_t ensure_department(soci::session& s, std::int64_t org_id, const std::string& name,
                                 std::int64_t now_ms) const;
};

}  // namespace aplauso::users
