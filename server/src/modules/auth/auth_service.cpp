#include "modules/auth/auth_service.h"

#include "core/crypto.h"
#include "core/errors.h"
#include "core/jwt.h"
#include "core/log.h"
#include "db/database.h"

namespace aplauso::auth {

namespace {
constexpr std::int64_t kChallengeSeconds = 10 * 60;
constexpr const char* kChallengeRole = "password_change";

ApiError invalid_credentials() {
  return ApiError(ErrorKind::kUnauthorized, "invalid_credentials",
                  "Correo o contraseña incorrectos.");
}

ApiError not_activated() {
  return forbidden("account_not_activated",
                   "Tu cuenta aún no está activada. Revisa tu correo para activarla.");
}

// Challenges are signed with their own key, so a challenge is never a session token (and the
// other way round) whatever its claims say.
std::string challenge_key(const std::string& jwt_secret) {
  return crypto::hmac_sha256(jwt_secret, "aplauso password-change challenge");
}
}  // namespace

AuthService::AuthService(const db::Database& db, const Clock& clock, Metrics& metrics,
                         AuthOptions options, const IpLimits& ip_limits)
    : db_(db),
      clock_(clock),
      metrics_(metrics),
      options_(std::move(options)),
      ip_limiter_(options_.login_per_minute_per_ip,
                  std::max(5.0, options_.login_per_minute_per_ip / 2)),
      ip_limits_(ip_limits) {}

LoginResult AuthService::login(const tenancy::Tenant& tenant, std::string_view email_in,
                               std::string_view password, std::string_view client_ip) {
  const std::int64_t now = clock_.now_ms();
  if (const int wait = ip_limiter_.acquire(client_ip, now); wait > 0) {
    metrics_.count("login_rate_limited");
    throw ApiError(ErrorKind::kRateLimited, "rate_limited",
                   "Demasiadas solicitudes. Espera un momento.")
        .with_retry_after(wait);
  }
  ip_limits_.check("login", client_ip);
  const std::string email = users::normalize_email(email_in);
  std::vector<FieldError> missing;
  if (email.empty()) missing.push_back({"email", "El correo es requerido."});
  if (password.empty()) missing.push_back({"password", "La contraseña es requerida."});
  if (!missing.empty()) throw invalid_input(std::move(missing));
  if (email.size() > 254 || password.size() > 1024) throw invalid_credentials();

  if (!tenant.auth_password) {
    throw forbidden("method_disabled", "Tu organización no permite iniciar sesión con contraseña.");
  }

  const OrgId org{tenant.org_id};
  const std::int64_t locked_until =
      db_.run([&](db::Conn& c) { return guard_.locked_until(c, org, email); });
  if (locked_until > now) {
    metrics_.count("login_locked");
    throw ApiError(ErrorKind::kRateLimited, "account_locked",
                   "Demasiados intentos fallidos. Intenta de nuevo en 15 minutos.")
        .with_retry_after(static_cast<int>((locked_until - now + 999) / 1000));
  }

  auto credentials = db_.run([&](db::Conn& c) { return users_.find_credentials(c, org, email); });
  // Verify against a decoy when there is no account, so timing reveals nothing.
  const std::string& hash = (credentials && credentials->password_hash)
                                ? *credentials->password_hash
                                : password::decoy_hash(options_.password_cost);
  const bool matches =
      password::verify(hash, password) && credentials && credentials->password_hash.has_value();
  // An invited member has no password until they activate: the answer sends them to activation
  // (after the same work). This tells that an invitation is pending for the address; ADR 0017.
  if (credentials && credentials->user.active && !credentials->user.activated &&
      !credentials->password_hash) {
    throw not_activated();
  }
  if (!matches) {
    const int failures = db_.transact([&](db::Conn& c) {
      const int n = guard_.record_failure(c, org, email, now, now - options_.lockout_ms);
      if (n >= options_.max_failures) guard_.lock(c, org, email, now + options_.lockout_ms);
      return n;
    });
    metrics_.count("login_failed");
    log::info("login_failed", {{"org", tenant.org_id}, {"failures", failures}});
    throw invalid_credentials();
  }

  db_.run([&](db::Conn& c) { guard_.clear(c, org, email); });
  metrics_.count("login_succeeded");
  return open_session(std::move(*credentials));
}

LoginResult AuthService::open_session(users::Credentials credentials) const {
  users::User& user = credentials.user;
  if (!user.active) {
    throw forbidden("account_inactive", "Tu cuenta está desactivada. Contacta a tu administrador.");
  }
  if (!user.activated) throw not_activated();
  if (credentials.must_change_password) {
    jwt::Claims claims;
    claims.sub = user.id;
    claims.org = user.org_id;
    claims.role = kChallengeRole;
    claims.ver = user.token_version;
    claims.iat = clock_.now_s();
    claims.exp = claims.iat + kChallengeSeconds;
    throw forbidden("password_change_required",
                    "Tu administrador te asignó una contraseña temporal. Elige una nueva para "
                    "continuar.")
        .with_detail("challenge", jwt::sign(claims, challenge_key(options_.jwt_secret)));
  }
  LoginResult result;
  result.token = mint(user, &result.expires_at);
  result.user = std::move(user);
  return result;
}

std::optional<std::int64_t> AuthService::challenge_user(std::string_view challenge,
                                                        const tenancy::Tenant& tenant) const {
  const auto claims = jwt::verify(challenge, challenge_key(options_.jwt_secret), clock_.now_s());
  if (!claims || claims->org != tenant.org_id || claims->role != kChallengeRole) {
    return std::nullopt;
  }
  const OrgId org{tenant.org_id};
  const auto state = db_.run([&](db::Conn& c) { return users_.auth_state(c, org, claims->sub); });
  if (!state || !state->active || state->token_version != claims->ver) return std::nullopt;
  return claims->sub;
}

std::string AuthService::mint(const users::User& user, std::int64_t* expires_at) const {
  jwt::Claims claims;
  claims.sub = user.id;
  claims.org = user.org_id;
  claims.role = std::string(to_string(user.role));
  claims.ver = user.token_version;
  claims.iat = clock_.now_s();
  claims.exp = claims.iat + options_.token_ttl_s;
  if (expires_at != nullptr) *expires_at = claims.exp;
  return jwt::sign(claims, options_.jwt_secret);
}

std::optional<Principal> AuthService::bearer(std::string_view token,
                                             const tenancy::Tenant& tenant) {
  const auto claims = jwt::verify(token, options_.jwt_secret, clock_.now_s());
  // A token minted for another organisation is worthless on this host.
  if (!claims || claims->org != tenant.org_id) return std::nullopt;
  const OrgId org{tenant.org_id};
  const auto state = db_.run([&](db::Conn& c) { return users_.auth_state(c, org, claims->sub); });
  if (!state || !state->active || state->token_version != claims->ver) return std::nullopt;
  // The role comes from the database, so a demotion takes effect at once.
  return Principal{claims->sub, org, state->role, 0};
}

std::optional<Principal> AuthService::bearer_ahead(
    std::string_view token, const tenancy::Tenant& tenant,
    std::function<void(std::optional<Principal>)> verdict) {
  const auto claims = jwt::verify(token, options_.jwt_secret, clock_.now_s());
  if (!claims || claims->org != tenant.org_id) return std::nullopt;
  const OrgId org{tenant.org_id};
  const std::int64_t user = claims->sub;
  const std::int64_t version = claims->ver;
  db_.run([&](db::Conn& c) {
    users_.auth_state_ahead(
        c, org, user,
        [org, user, version, verdict = std::move(verdict)](std::optional<users::AuthState> state) {
          if (!state || !state->active || state->token_version != version) {
            verdict(std::nullopt);
          } else {
            verdict(Principal{user, org, state->role, 0});
          }
        });
  });
  return Principal{user, org, parse_role(claims->role).value_or(Role::kEmployee), 0};
}

std::optional<Principal> AuthService::api_key(std::string_view key) {
  if (keys_ == nullptr) return std::nullopt;
  return keys_->authenticate(key);
}

void AuthService::key_call_answered(const Principal& key, const http::Request& req, int status) {
  if (keys_ != nullptr) keys_->record_call(key, req, status);
}

}  // namespace aplauso::auth
