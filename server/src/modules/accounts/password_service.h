// Password changes other than recovery: the signed-in person changing theirs (proving the
// current one), an admin's temporary password, and answering the challenge of a sign-in that
// found a temporary password (POST /user/challenge/pass). Every change ends the member's other
// sessions (token version) and answers a fresh session where the person is the one changing it.
#pragma once

#include <cstdint>
#include <string_view>

#include "core/clock.h"
#include "core/password.h"
#include "core/rate_limiter.h"
#include "modules/accounts/account_requests.h"
#include "modules/accounts/link_repo.h"
#include "modules/auth/auth_service.h"
#include "modules/users/user_repo.h"

namespace aplauso::db {
class Database;
}
namespace aplauso::tenancy {
struct Tenant;
}

namespace aplauso::audit {
class AuditLog;
}

namespace aplauso::accounts {

class PasswordService {
 public:
  PasswordService(const db::Database& db, const Clock& clock, const auth::AuthService& auth,
                  password::Cost password_cost, double per_minute_per_ip,
                  const auth::IpLimits& ip_limits, const audit::AuditLog& audit);

  /// 400 wrong_password, 400 invalid_input naming `password`; a new session for this device.
  auth::LoginResult change(const tenancy::Tenant& tenant, std::int64_t user_id,
                           std::string_view current_password, std::string_view new_password,
                           std::string_view client_ip);
  /// An admin's temporary password for a member; 404 when the id is not a member.
  void set_temporary(OrgId org, std::int64_t user_id, std::string_view password) const;
  /// 400 challenge_invalid for an unknown, expired or used challenge; signs the person in.
  auth::LoginResult answer_challenge(const tenancy::Tenant& tenant, std::string_view challenge,
                                     std::string_view new_password, std::string_view client_ip);

 private:
  /// Stores the person's new password and opens their session.
  auth::LoginResult replace(OrgId org, const users::User& user, std::string_view new_password);

  const db::Database& db_;
  const Clock& clock_;
  const auth::AuthService& auth_;
  password::Cost password_cost_;
  IpGuard ip_guard_;
  const audit::AuditLog& audit_;
  LinkRepo links_;
  users::UserRepo users_;
};

}  // namespace aplauso::accounts
