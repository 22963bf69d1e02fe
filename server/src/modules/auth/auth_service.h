// Password sign-in and token checks. Sign-in answers the same for an unknown e-mail and a wrong
// password (same message, same argon2 work); five failures lock the address for 15 minutes;
// each IP is rate limited. Tokens are HS256 JWTs bound to one organisation and to the user's
// token version, checked against the database on every request.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "api/authenticator.h"
#include "core/clock.h"
#include "core/metrics.h"
#include "core/password.h"
#include "core/rate_limiter.h"
#include "modules/auth/ip_limits.h"
#include "modules/auth/key_verifier.h"
#include "modules/auth/login_guard_repo.h"
#include "modules/users/user_repo.h"

namespace aplauso::db {
class Database;
}

namespace aplauso::auth {

struct AuthOptions {
  std::string jwt_secret;
  std::int64_t token_ttl_s = 12 * 3600;
  password::Cost password_cost = password::Cost::kInteractive;
  double login_per_minute_per_ip = 20;
  int max_failures = 5;
  std::int64_t lockout_ms = 15 * 60 * 1000;
};

struct LoginResult {
  std::string token;
  std::int64_t expires_at = 0;  ///< seconds since the epoch
  users::User user;
};

class AuthService final : public Authenticator {
 public:
  AuthService(const db::Database& db, const Clock& clock, Metrics& metrics, AuthOptions options,
              const IpLimits& ip_limits);

  /// Signs in on `tenant`. Throws 400 invalid_input, 401 invalid_credentials, 403
  /// account_inactive / account_not_activated, 429 account_locked / rate_limited.
  LoginResult login(const tenancy::Tenant& tenant, std::string_view email,
                    std::string_view password, std::string_view client_ip);

  /// Mints a token for a member.
  std::string mint(const users::User& user, std::int64_t* expires_at = nullptr) const;
  /// Opens a session for a member who proved who they are (password, code, link): 403
  /// account_inactive / account_not_activated, or 403 password_change_required carrying
  /// `details.challenge` while a temporary password set by an admin waits to be changed.
  LoginResult open_session(users::Credentials credentials) const;
  /// The member a password-change challenge was issued to, while it is valid: 10 minutes, and
  /// only until their password (token version) changes. nullopt otherwise.
  std::optional<std::int64_t> challenge_user(std::string_view challenge,
                                             const tenancy::Tenant& tenant) const;

  std::optional<Principal> bearer(std::string_view token, const tenancy::Tenant& tenant) override;
  std::optional<Principal> bearer_ahead(
      std::string_view token, const tenancy::Tenant& tenant,
      std::function<void(std::optional<Principal>)> verdict) override;
  /// Delegates to the API keys module (no keys are valid without it).
  std::optional<Principal> api_key(std::string_view key) override;
  void key_call_answered(const Principal& key, const http::Request& req, int status) override;
  void set_key_verifier(const KeyVerifier* keys) { keys_ = keys; }

  password::Cost password_cost() const { return options_.password_cost; }

 private:
  const db::Database& db_;
  const Clock& clock_;
  Metrics& metrics_;
  AuthOptions options_;
  RateLimiter ip_limiter_;
  const IpLimits& ip_limits_;
  users::UserRepo users_;
  LoginGuardRepo guard_;
  const KeyVerifier* keys_ = nullptr;
};

}  // namespace aplauso::auth
