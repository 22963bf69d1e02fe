// Rules for a member's own account: reading it and changing what the member may change.
#pragma once

#include <optional>
#include <string>

#include "core/clock.h"
#include "db/database.h"
#include "modules/users/user_repo.h"

namespace aplauso::users {

struct AccountUpdate {
  std::optional<std::string> language;  ///< "spanish" | "english"
};

class UserService {
 public:
  UserService(const db::Database& db, const Clock& clock) : db_(db), clock_(clock) {}

  /// The member; 401 when they no longer exist (the token outlived the account).
  User me(std::int64_t org_id, std::int64_t user_id) const;
  /// Applies `update` and returns the member; 400 naming the bad field.
  User update_account(std::int64_t org_id, std::int64_t user_id, const AccountUpdate& update) const;

 private:
  const db::Database& db_;
  const Clock& clock_;
  UserRepo repo_;
};

}  // namespace aplauso::users
