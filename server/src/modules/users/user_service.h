// Rules for members as the rest of the product sees them: a member's own account, the person
// references lists embed, search and departments.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "core/ids.h"
#include "modules/users/user_repo.h"

namespace aplauso::db {
class Database;
}

namespace aplauso::users {

struct AccountUpdate {
  std::optional<std::string> language;  ///< "spanish" | "english"
};

struct SearchQuery {
  std::string text;
  std::optional<std::int64_t> department_id;
  std::optional<std::int64_t> exclude_id;
  std::int64_t limit = 10;
  std::int64_t offset = 0;
};

class UserService {
 public:
  UserService(const db::Database& db, const Clock& clock) : db_(db), clock_(clock) {}

  /// The member; 401 when they no longer exist (the token outlived the account).
  User me(OrgId org, std::int64_t user_id) const;
  /// Applies `update` and returns the member; 400 naming the bad field.
  User update_account(OrgId org, std::int64_t user_id, const AccountUpdate& update) const;
  /// Person references of `ids` by id, in one statement; unknown ids are absent.
  std::map<std::int64_t, Person> people(OrgId org, const std::vector<std::int64_t>& ids) const;
  /// Active members matching the query; 400 for a query over 100 characters.
  std::vector<User> search(OrgId org, const SearchQuery& query, std::int64_t* total) const;
  std::vector<DepartmentRow> departments(OrgId org, bool include_inactive) const;

  /// Adds a member as the demo organisation and the command line do (no activation mail).
  std::int64_t add_member(OrgId org, const NewUser& user) const;
  std::int64_t ensure_department(OrgId org, const std::string& name) const;
  void set_placement(OrgId org, std::int64_t user_id, std::optional<std::int64_t> department_id,
                     const std::optional<std::string>& job_position) const;
  void set_password_hash(OrgId org, std::int64_t user_id, const std::string& hash) const;

 private:
  const db::Database& db_;
  const Clock& clock_;
  UserRepo repo_;
};

}  // namespace aplauso::users
