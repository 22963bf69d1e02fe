#include "modules/accounts/teams_service.h"

#include <algorithm>
#include <cctype>

#include "api/tenant.h"
#include "core/crypto.h"
#include "core/errors.h"
#include "core/log.h"
#include "core/utf8.h"
#include "db/database.h"
#include "modules/accounts/account_requests.h"
#include "modules/accounts/activation_service.h"
#include "modules/mail/mail_service.h"
#include "modules/mail/mail_templates.h"

namespace aplauso::accounts {

namespace {
constexpr const char* kProvider = "teams";
constexpr std::int64_t kTeamsLinksPerWindow = 3;

ApiError token_invalid() {
  return ApiError(ErrorKind::kUnauthorized, "teams_token_invalid",
                  "No pudimos verificar tu identidad de Microsoft Teams. Intenta de nuevo.");
}

ApiError not_linked() {
  return forbidden("teams_not_linked",
                   "Tu cuenta de Microsoft Teams no corresponde a ninguna persona de esta "
                   "organización. Contacta a tu administrador.");
}

// The same answer whether or not the claim named a member (and whether a mail went out).
ApiError link_sent() {
  return forbidden("teams_link_sent",
                   "Tu cuenta de Microsoft Teams aún no está conectada a tu cuenta. Si tu correo "
                   "pertenece a una persona de esta organización, te enviamos un enlace para "
                   "conectarla: ábrelo y vuelve a entrar con Microsoft Teams. Si no te llega en "
                   "unos minutos, contacta a tu administrador.");
}

ApiError link_invalid() {
  return ApiError(ErrorKind::kInvalid, "teams_link_invalid",
                  "El enlace no es válido o ya venció. Vuelve a entrar con Microsoft Teams para "
                  "recibir uno nuevo.");
}

struct SignInOutcome {
  std::optional<users::Credentials> credentials;
  bool link_offered = false;
};
}  // namespace

TeamsService::TeamsService(const db::Database& db, const Clock& clock,
                           const auth::AuthService& auth, const mail::MailService& mail,
                           TeamsSettings settings, const auth::IpLimits& ip_limits)
    : db_(db),
      clock_(clock),
      auth_(auth),
      mail_(mail),
      settings_(std::move(settings)),
      keys_(settings_.jwks_url.empty() ? nullptr
                                       : std::make_unique<TeamsKeys>(settings_.jwks_url, clock)),
      ip_guard_(settings_.per_minute_per_ip, ip_limits, "teams") {}

auth::LoginResult TeamsService::sign_in(const tenancy::Tenant& tenant, std::string_view token,
                                        std::optional<std::int64_t> referred_by,
                                        std::string_view client_ip, const std::string& link_base) {
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
  // Made either way, so both answers cost the same work.
  const std::string link_token = crypto::random_token(32);
  auto outcome = db_.transact([&](db::Conn& c) -> SignInOutcome {
    const std::int64_t now = clock_.now_ms();
    if (const auto linked = identities_.find(c, org, kProvider, subject)) {
      auto user = users_.find(c, org, *linked);
      if (!user) return {};
      if (user->active && !user->activated) {
        users_.mark_activated(c, org, user->id, now);
        user->activated = true;
      }
      return {users::Credentials{std::move(*user), std::nullopt, false}};
    }
    // Not linked yet. The e-mail claim only says whom to ask: the member connects the identity
    // from a link mailed to the address the organisation has for them.
    const std::string email = users::normalize_email(id->email);
    if (!users::looks_like_email(email)) return {};
    const auto found = users_.find_credentials(c, org, email);
    if (!found || !found->user.active || identities_.linked(c, org, kProvider, found->user.id) ||
        links_.created_since(c, org, LinkPurpose::kTeamsLink, found->user.id,
                             now - kAccountMailWindowMs) >= kTeamsLinksPerWindow) {
      return {std::nullopt, true};
    }
    const auto& user = found->user;
    std::optional<std::int64_t> referrer;
    if (referred_by && *referred_by != user.id &&
        !users_.active_ids(c, org, {*referred_by}).empty()) {
      referrer = referred_by;
    }
    links_.insert_identity_link(c, org, link_token_hash(link_token), user.id, subject, referrer,
                                now + kTeamsLinkMinutes * kMinuteMs, now);
    mail_.queue(
        c, org,
        mail::teams_link_mail(mail_brand(tenant), mail::mail_language(user.language), user.email,
                              user.first_name, email, link_base + "/teams/link?token=" + link_token,
                              kTeamsLinkMinutes));
    log::info("teams_link_mailed", {{"org", tenant.org_id}, {"user", user.id}});
    return {std::nullopt, true};
  });
  if (outcome.link_offered) throw link_sent();
  if (!outcome.credentials) throw not_linked();
  return auth_.open_session(std::move(*outcome.credentials));
}

std::string TeamsService::confirm_link(const tenancy::Tenant& tenant, std::string_view token,
                                       std::string_view client_ip) {
  ip_guard_.enforce(client_ip, clock_);
  if (token.empty() || token.size() > 200) throw link_invalid();
  const OrgId org{tenant.org_id};
  return db_.transact([&](db::Conn& c) {
    const std::int64_t now = clock_.now_ms();
    const auto link = links_.use_identity_link(c, org, link_token_hash(token), now);
    if (!link) throw link_invalid();
    const auto user = users_.find(c, org, link->user_id);
    if (!user || !user->active) throw link_invalid();
    if (!identities_.link(c, org, kProvider, link->subject, user->id, link->referred_by, now)) {
      throw conflict("teams_already_linked",
                     "Tu cuenta ya está conectada con otra cuenta de Microsoft Teams, o esa "
                     "cuenta de Teams con otra persona. Contacta a tu administrador.");
    }
    log::info("teams_linked", {{"org", tenant.org_id}, {"user", user->id}});
    return user->email;
  });
}

}  // namespace aplauso::accounts
