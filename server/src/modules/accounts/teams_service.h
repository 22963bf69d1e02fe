// Signing in with Microsoft Teams (POST /oauth2/teams/token). The Teams app hands the web its
// Entra ID token; the server verifies it (teams_token.h) and finds the member by tenant id +
// object id. The first time, the member is found by the token's e-mail within the
// organisation and linked; afterwards only the link counts, never the e-mail claim. Tokens of
// other Entra tenants than the organisation's are refused. `referredId` (who invited the person)
// is recorded with the link when it names a member.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>

#include "core/clock.h"
#include "core/rate_limiter.h"
#include "modules/accounts/account_requests.h"
#include "modules/accounts/identity_repo.h"
#include "modules/accounts/teams_keys.h"
#include "modules/accounts/teams_token.h"
#include "modules/auth/auth_service.h"
#include "modules/users/user_repo.h"

namespace aplauso::db {
class Database;
}
namespace aplauso::tenancy {
struct Tenant;
}

namespace aplauso::accounts {

struct TeamsSettings {
  std::string jwks_url;  ///< empty: Teams sign-in is not configured on this server
  TeamsRules rules;
  double per_minute_per_ip = 20;
};

class TeamsService {
 public:
  TeamsService(const db::Database& db, const Clock& clock, const auth::AuthService& auth,
               TeamsSettings settings, const auth::IpLimits& ip_limits);

  /// 403 method_disabled (off or not configured), 401 teams_token_invalid, 403
  /// teams_not_linked (no member for this person, or the member is linked to someone else),
  /// 403 account_inactive.
  auth::LoginResult sign_in(const tenancy::Tenant& tenant, std::string_view token,
                            std::optional<std::int64_t> referred_by, std::string_view client_ip);

 private:
  const db::Database& db_;
  const Clock& clock_;
  const auth::AuthService& auth_;
  TeamsSettings settings_;
  std::unique_ptr<TeamsKeys> keys_;
  IpGuard ip_guard_;
  IdentityRepo identities_;
  users::UserRepo users_;
};

}  // namespace aplauso::accounts
