// SQL for members and departments. Every lookup is by organisation and id (or e-mail) together.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

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

  /// Creates the department if missing; returns its id.
  std::int64_t ensure_department(soci::session& s, std::int64_t org_id, const std::string& name,
                                 std::int64_t now_ms) const;
};

}  // namespace aplauso::users
