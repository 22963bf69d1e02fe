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

/// The member's own data. Each field: absent (nullopt) keeps it; null or "" clears it (names
/// cannot be cleared).
struct AccountUpdate {
  std::optional<std::optional<std::string>> first_name;
  std::optional<std::optional<std::string>> last_name;
  std::optional<std::optional<std::string>> job_position;
  std::optional<std::optional<std::string>> phone;     ///< "+" and 8–15 digits once normalised
  std::optional<std::optional<std::string>> birthday;  ///< YYYY-MM-DD, in the past
  std::optional<std::string> language;                 ///< "spanish" | "english"
};

/// A person's open request to delete their account.
struct DeletionRequest {
  std::int64_t id = 0;
  Person user;
  std::optional<std::string> reason;
  std::int64_t created_at = 0;
  std::string status = "open";  ///< open | erased | declined
  std::optional<std::string> resolution_note;
};

struct SearchQuery {
  std::string text;
  std::optional<std::int64_t> department_id;
  std::optional<std::int64_t> exclude_id;
  std::int64_t limit = 10;
  std::int64_t offset = 0;
};

class PersonChanges;

class UserService {
 public:
  UserService(const db::Database& db, const Clock& clock, const PersonChanges& changes)
      : db_(db), clock_(clock), changes_(changes) {}

  /// The member; 401 when they no longer exist (the token outlived the account).
  User me(OrgId org, std::int64_t user_id) const;
  /// Applies `update` and returns the member; 400 naming every bad field.
  User update_account(OrgId org, std::int64_t user_id, const AccountUpdate& update) const;

  /// Whether the member opted out of page-view analytics (ADR 0085); 401 when they are gone.
  bool analytics_opt_out(OrgId org, std::int64_t user_id) const;
  /// Records the member's choice and returns it.
  bool set_analytics_opt_out(OrgId org, std::int64_t user_id, bool opt_out) const;

  /// The person's open deletion request, if any.
  std::optional<DeletionRequest> deletion_request(OrgId org, std::int64_t user_id) const;
  /// Opens a deletion request (or answers the open one); 400 for a reason over 1000 characters.
  DeletionRequest request_deletion(OrgId org, std::int64_t user_id,
                                   std::optional<std::string> reason) const;
  /// Admins' queue: open requests, oldest first.
  std::vector<DeletionRequest> deletion_queue(OrgId org, std::int64_t limit, std::int64_t offset,
                                              std::int64_t* total) const;
  /// Person references of `ids` by id, in one statement; unknown ids are absent.
  std::map<std::int64_t, Person> people(OrgId org, const std::vector<std::int64_t>& ids) const;
  /// Active members matching the query; 400 for a query over 100 characters.
  std::vector<User> search(OrgId org, const SearchQuery& query, std::int64_t* total) const;

  /// Adds a member as the demo organisation and the command line do (no activation mail).
  std::int64_t add_member(OrgId org, const NewUser& user) const;
  void set_placement(OrgId org, std::int64_t user_id, std::optional<std::int64_t> department_id,
                     const std::optional<std::string>& job_position) const;
  void set_password_hash(OrgId org, std::int64_t user_id, const std::string& hash) const;

 private:
  const db::Database& db_;
  const Clock& clock_;
  const PersonChanges& changes_;
  UserRepo repo_;
};

}  // namespace aplauso::users
