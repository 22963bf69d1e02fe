#include "modules/accounts/activation_service.h"

#include <algorithm>

#include "api/tenant.h"
#include "core/crypto.h"
#include "core/errors.h"
#include "db/database.h"
#include "modules/accounts/account_requests.h"
#include "modules/accounts/password_policy.h"
#include "modules/mail/mail_service.h"
#include "modules/mail/mail_templates.h"

namespace aplauso::accounts {

namespace {
constexpr std::int64_t kDay = 24 * 60 * kMinuteMs;
constexpr std::int64_t kActivationLinksPerWindow = 3;

ApiError activation_link_invalid() {
  return ApiError(ErrorKind::kInvalid, "activation_link_invalid",
                  "El enlace de activación no es válido o ya venció. Pide uno nuevo.");
}
}  // namespace

std::string link_token_hash(std::string_view token) {
  return crypto::to_hex(crypto::sha256(token));
}

ActivationService::ActivationService(const db::Database& db, const Clock& clock,
                                     const mail::MailService& mail, const auth::AuthService& auth,
                                     password::Cost password_cost, double per_minute_per_ip,
                                     const auth::IpLimits& ip_limits)
    : db_(db),
      clock_(clock),
      mail_(mail),
      auth_(auth),
      password_cost_(password_cost),
      ip_guard_(per_minute_per_ip, ip_limits, "activation") {}

void ActivationService::invite(db::Conn& c, const tenancy::Tenant& tenant, const users::User& user,
                               const std::string& link_base) const {
  const OrgId org{tenant.org_id};
  const std::int64_t now = clock_.now_ms();
  if (links_.created_since(c, org, LinkPurpose::kActivation, user.id, now - kAccountMailWindowMs) >=
      kActivationLinksPerWindow) {
    return;
  }
  const std::string token = crypto::random_token(32);
  links_.insert(c, org, LinkPurpose::kActivation, link_token_hash(token), user.id,
                now + kActivationDays * kDay, now);
  mail_.queue(c, org,
              mail::activation_mail(mail_brand(tenant), mail::mail_language(user.language),
                                    user.email, user.first_name,
                                    link_base + "/activate?token=" + token, kActivationDays));
}

void ActivationService::invite_new(db::Conn& c, const tenancy::Tenant& tenant,
                                   const std::vector<users::User>& users,
                                   const std::string& link_base) const {
  if (users.empty()) return;
  const OrgId org{tenant.org_id};
  const std::int64_t now = clock_.now_ms();
  std::vector<std::string> hashes;
  std::vector<std::int64_t> ids;
  std::vector<mail::Mail> mails;
  for (const auto& user : users) {
    const std::string token = crypto::random_token(32);
    hashes.push_back(link_token_hash(token));
    ids.push_back(user.id);
    mails.push_back(mail::activation_mail(mail_brand(tenant), mail::mail_language(user.language),
                                          user.email, user.first_name,
                                          link_base + "/activate?token=" + token, kActivationDays));
  }
  links_.insert_many(c, org, LinkPurpose::kActivation, hashes, ids, now + kActivationDays * kDay,
                     now);
  mail_.queue_many(c, org, mails);
}

void ActivationService::resend(const tenancy::Tenant& tenant, std::string_view email_in,
                               const std::string& link_base, std::string_view client_ip) {
  ip_guard_.enforce(client_ip, clock_);
  const std::string email = requested_email(email_in);
  const OrgId org{tenant.org_id};
  db_.transact([&](db::Conn& c) {
    const auto found = users_.find_credentials(c, org, email);
    if (!found || !found->user.active || found->user.activated) return;
    invite(c, tenant, found->user, link_base);
  });
}

ActivationInfo ActivationService::check(const tenancy::Tenant& tenant, std::string_view token,
                                        std::string_view client_ip) {
  ip_guard_.enforce(client_ip, clock_);
  if (token.empty() || token.size() > 200) throw activation_link_invalid();
  const OrgId org{tenant.org_id};
  auto user = db_.run([&](db::Conn& c) -> std::optional<users::User> {
    const auto id =
        links_.peek(c, org, LinkPurpose::kActivation, link_token_hash(token), clock_.now_ms());
    if (!id) return std::nullopt;
    return users_.find(c, org, *id);
  });
  if (!user || !user->active || user->activated) throw activation_link_invalid();
  return {user->email, user->first_name};
}

auth::LoginResult ActivationService::activate(const tenancy::Tenant& tenant, std::string_view token,
                                              std::string_view password,
                                              std::string_view client_ip) {
  ip_guard_.enforce(client_ip, clock_);
  if (token.empty() || token.size() > 200) throw activation_link_invalid();
  check_password_policy(password);
  const std::string hash = password::hash(password, password_cost_);
  const OrgId org{tenant.org_id};
  auto credentials = db_.transact([&](db::Conn& c) {
    const std::int64_t now = clock_.now_ms();
    const auto user_id = links_.use(c, org, LinkPurpose::kActivation, link_token_hash(token), now);
    if (!user_id) throw activation_link_invalid();
    const auto user = users_.find(c, org, *user_id);
    if (!user || !user->active || user->activated) throw activation_link_invalid();
    users_.activate(c, org, *user_id, hash, now);
    links_.retire_all(c, org, *user_id, now);
    auto found = users_.find_credentials(c, org, user->email);
    if (!found) throw activation_link_invalid();
    return std::move(*found);
  });
  return auth_.open_session(std::move(credentials));
}

}  // namespace aplauso::accounts
