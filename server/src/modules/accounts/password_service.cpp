#include "modules/accounts/password_service.h"

#include <algorithm>

#include "api/tenant.h"
#include "core/errors.h"
#include "db/database.h"
#include "modules/accounts/account_requests.h"
#include "modules/accounts/password_policy.h"
#include "modules/audit/audit_log.h"

namespace aplauso::accounts {

namespace {
ApiError same_password() {
  return invalid_input("password", "La nueva contraseña debe ser distinta de la actual.");
}
}  // namespace

PasswordService::PasswordService(const db::Database& db, const Clock& clock,
                                 const auth::AuthService& auth, password::Cost password_cost,
                                 double per_minute_per_ip, const auth::IpLimits& ip_limits,
                                 const audit::AuditLog& audit)
    : db_(db),
      clock_(clock),
      auth_(auth),
      password_cost_(password_cost),
      ip_guard_(per_minute_per_ip, ip_limits, "password"),
      audit_(audit) {}

auth::LoginResult PasswordService::change(const tenancy::Tenant& tenant, std::int64_t user_id,
                                          std::string_view current_password,
                                          std::string_view new_password,
                                          std::string_view client_ip) {
  ip_guard_.enforce(client_ip, clock_);
  const OrgId org{tenant.org_id};
  const auto credentials = db_.run([&](db::Conn& c) -> std::optional<users::Credentials> {
    const auto user = users_.find(c, org, user_id);
    if (!user) return std::nullopt;
    return users_.find_credentials(c, org, user->email);
  });
  if (!credentials) throw unauthorized();
  const std::string& hash = credentials->password_hash ? *credentials->password_hash
                                                       : password::decoy_hash(password_cost_);
  if (current_password.empty() || !credentials->password_hash ||
      !password::verify(hash, current_password)) {
    throw ApiError(ErrorKind::kInvalid, "wrong_password", "La contraseña actual no es correcta.",
                   {{"current_password", "La contraseña actual no es correcta."}});
  }
  check_password_policy(new_password);
  if (new_password == current_password) throw same_password();
  return replace(org, credentials->user, new_password);
}

void PasswordService::set_temporary(OrgId org, std::int64_t user_id,
                                    std::string_view password) const {
  check_password_policy(password);
  const std::string hash = password::hash(password, password_cost_);
  db_.transact([&](db::Conn& c) {
    if (!users_.exists(c, org, user_id)) throw not_found("La persona no existe.");
    const std::int64_t now = clock_.now_ms();
    users_.set_temporary_password(c, org, user_id, hash, now);
    links_.retire_all(c, org, user_id, now);
    // That it was set, never the password.
    audit_.record(c, org, "accounts.temporary_password", {"user", user_id}, nullptr,
                  {{"must_change_password", true}});
  });
}

auth::LoginResult PasswordService::answer_challenge(const tenancy::Tenant& tenant,
                                                    std::string_view challenge,
                                                    std::string_view new_password,
                                                    std::string_view client_ip) {
  ip_guard_.enforce(client_ip, clock_);
  const auto user_id =
      challenge.size() <= 2000 ? auth_.challenge_user(challenge, tenant) : std::nullopt;
  if (!user_id) {
    throw ApiError(ErrorKind::kInvalid, "challenge_invalid",
                   "Tu solicitud para cambiar la contraseña venció. Vuelve a iniciar sesión.");
  }
  check_password_policy(new_password);
  const OrgId org{tenant.org_id};
  const auto credentials = db_.run([&](db::Conn& c) -> std::optional<users::Credentials> {
    const auto user = users_.find(c, org, *user_id);
    if (!user) return std::nullopt;
    return users_.find_credentials(c, org, user->email);
  });
  if (!credentials) throw unauthorized();
  // The temporary password was shared by someone else: it cannot be kept.
  if (credentials->password_hash && password::verify(*credentials->password_hash, new_password)) {
    throw same_password();
  }
  return replace(org, credentials->user, new_password);
}

auth::LoginResult PasswordService::replace(OrgId org, const users::User& user,
                                           std::string_view new_password) {
  const std::string hash = password::hash(new_password, password_cost_);
  auto credentials = db_.transact([&](db::Conn& c) {
    const std::int64_t now = clock_.now_ms();
    users_.set_password(c, org, user.id, hash, now);
    links_.retire_all(c, org, user.id, now);
    auto found = users_.find_credentials(c, org, user.email);
    if (!found) throw unauthorized();
    return std::move(*found);
  });
  return auth_.open_session(std::move(credentials));
}

}  // namespace aplauso::accounts
