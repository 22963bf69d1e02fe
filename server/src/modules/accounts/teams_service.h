// Signing in with Microsoft Teams (POST /oauth2/teams/token). The Teams app hands the web its
// Entra ID token; the server verifies it (teams_token.h) and finds the member by tenant id +
// object id, the link made once between the Teams identity and the member. The e-mail claim
// never signs anyone in (ADR 0032): a first sign-in whose claim names an active member mails
// that member, at their own address, a one-use link that connects the identity when they open
// it (POST /oauth2/teams/link), and answers 403 teams_link_sent. Tokens of other Entra tenants
// than the organisation's are refused. `referredId` (who invited the person) is recorded with
// the link when it names a member.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "core/clock.h"
#include "core/rate_limiter.h"
#include "modules/accounts/account_requests.h"
#include "modules/accounts/identity_repo.h"
#include "modules/accounts/link_repo.h"
#include "modules/accounts/teams_keys.h"
#include "modules/accounts/teams_token.h"
#include "modules/auth/auth_service.h"
#include "modules/users/user_repo.h"

namespace aplauso::db {
class Database;
}
namespace aplauso::mail {
class MailService;
}
namespace aplauso::tenancy {
struct Tenant;
}

namespace aplauso::accounts {

/// How long a mailed link that connects a Teams account works.
inline constexpr int kTeamsLinkMinutes = 30;

struct TeamsSettings {
  std::string jwks_url;  ///< empty: Teams sign-in is not configured on this server
  TeamsRules rules;
  double per_minute_per_ip = 20;
};

class TeamsService {
 public:
  TeamsService(const db::Database& db, const Clock& clock, const auth::AuthService& auth,
               const mail::MailService& mail, TeamsSettings settings,
               const auth::IpLimits& ip_limits);

  /// A session for the member linked to the token's identity. 403 method_disabled (off or not
  /// configured), 401 teams_token_invalid, 403 teams_link_sent (not linked yet; when the e-mail
  /// claim names an active member who is linked to no one, they are mailed a link to
  /// `link_base`/teams/link, at most three in 15 minutes), 403 teams_not_linked (no usable
  /// e-mail claim), 403 account_inactive.
  auth::LoginResult sign_in(const tenancy::Tenant& tenant, std::string_view token,
                            std::optional<std::int64_t> referred_by, std::string_view client_ip,
                            const std::string& link_base);
  /// Connects the Teams identity of a mailed link to its member; returns the member's e-mail.
  /// 400 teams_link_invalid (unknown, used or expired), 409 teams_already_linked (the member or
  /// the identity is linked to someone else meanwhile), 429 when the IP asks too often.
  std::string confirm_link(const tenancy::Tenant& tenant, std::string_view token,
                           std::string_view client_ip);

 private:
  const db::Database& db_;
  const Clock& clock_;
  const auth::AuthService& auth_;
  const mail::MailService& mail_;
  TeamsSettings settings_;
  std::unique_ptr<TeamsKeys> keys_;
  IpGuard ip_guard_;
  IdentityRepo identities_;
  LinkRepo links_;
  users::UserRepo users_;
};

}  // namespace aplauso::accounts
