#include "modules/accounts/teams_service.h"

#include <algorithm>
#include <cctype>

#include "core/errors.h"
#include "core/log.h"
#include "core/utf8.h"
#include "db/database.h"
#include "modules/accounts/account_requests.h"
#include "api/tenant.h"

namespace aplauso::accounts {

namespace {
constexpr const char* kProvider = "teams";

ApiError token_invalid() {
  return ApiError(ErrorKind::kUnauthorized, "teams_token_invalid",
                  "No pudimos verificar tu identidad de Microsoft Teams. Intenta de nuevo.");
}

ApiError not_linked() {
  return forbidden("teams_not_linked",
                   "Tu cuenta de Microsoft Teams no corresponde a ninguna persona de esta "
                   "organización. Contacta a tu administrador.");
}
}  // namespace

TeamsService::TeamsService(const db::Database& db, const Clock& clock,
                           const auth::AuthService& auth, TeamsSettings settings,
                           const auth::IpLimits& ip_limits)
    : db_(db),
      clock_(clock),
      auth_(auth),
      settings_(std::move(settings)),
      keys_(settings_.jwks_url.empty() ? nullptr
                                       : std::make_unique<TeamsKeys>(settings_.jwks_url, clock)),
      ip_guard_(settings_.per_minute_per_ip, ip_limits, "teams") {}

auth::LoginResult TeamsService::sign_in(const tenancy::Tenant& tenant, std::string_view token,
                                        std::optional<std::int64_t> referred_by,
                                        std::string_view client_ip) {
  ip_guard_.enforce(client_ip, clock_);
  if (!keys_ || !tenant.auth_teams || !tenant.teams_tenant_id) {
    throw forbidden("method_disabled",
                    "Tu organización no permite iniciar sesión con Microsoft Teams.");
  }
  std::string why;
  const auto id = verify_teams_token(token, *keys_, settings_.rules, clock_.now_s(), &why);
  if (!id) {
    log::info("teams_token_refused", {{"org", tenant.org_id}, {"reason", why}});
    throw token_invalid();
  }
  if (ascii_lower(id->tid) != *tenant.teams_tenant_id) {
    log::info("teams_token_refused", {{"org", tenant.org_id}, {"reason", "tenant"}});
    throw token_invalid();
  }
  const OrgId org{tenant.org_id};
  const std::string subject = ascii_lower(id->tid) + "/" + ascii_lower(id->oid);
  auto credentials = db_.transact([&](db::Conn& c) -> std::optional<users::Credentials> {
    const std::int64_t now = clock_.now_ms();
    std::optional<users::User> user;
    if (const auto linked = identities_.find(c, org, kProvider, subject)) {
      user = users_.find(c, org, *linked);
    } else {
      // First sign-in: the e-mail finds the member once, and the link is what counts after.
      const std::string email = users::normalize_email(id->email);
      auto found = email.empty() ? std::nullopt : users_.find_credentials(c, org, email);
      if (!found || identities_.linked(c, org, kProvider, found->user.id)) return std::nullopt;
      std::optional<std::int64_t> referrer;
      if (referred_by && *referred_by != found->user.id &&
          !users_.active_ids(c, org, {*referred_by}).empty()) {
        referrer = referred_by;
      }
      if (!identities_.link(c, org, kProvider, subject, found->user.id, referrer, now)) {
        return std::nullopt;
      }
      user = std::move(found->user);
    }
    if (!user) return std::nullopt;
    if (user->active && !user->activated) {
      users_.mark_activated(c, org, user->id, now);
      user->activated = true;
    }
    return users::Credentials{std::move(*user), std::nullopt, false};
  });
  if (!credentials) throw not_linked();
  return auth_.open_session(std::move(*credentials));
}

}  // namespace aplauso::accounts
