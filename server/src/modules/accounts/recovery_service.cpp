#include "modules/accounts/recovery_service.h"

#include <algorithm>

#include "api/tenant.h"
#include "core/crypto.h"
#include "core/errors.h"
#include "db/database.h"
#include "modules/accounts/account_requests.h"
#include "modules/accounts/activation_service.h"
#include "modules/accounts/password_policy.h"
#include "modules/mail/mail_service.h"
#include "modules/mail/mail_templates.h"

namespace aplauso::accounts {

namespace {
constexpr std::int64_t kRecoveryLinksPerWindow = 3;

ApiError recovery_link_invalid() {
  return ApiError(ErrorKind::kInvalid, "recovery_link_invalid",
                  "El enlace no es válido o ya venció. Pide uno nuevo.");
}
}  // namespace

RecoveryService::RecoveryService(const db::Database& db, const Clock& clock,
                                 const mail::MailService& mail, const ActivationService& activation,
                                 RecoveryOptions options, const auth::IpLimits& ip_limits)
    : db_(db),
      clock_(clock),
      mail_(mail),
      activation_(activation),
      options_(options),
      ip_guard_(options.per_minute_per_ip, ip_limits, "recovery") {}

void RecoveryService::request(const tenancy::Tenant& tenant, std::string_view email_in,
                              const std::string& link_base, std::string_view client_ip) {
  ip_guard_.enforce(client_ip, clock_);
  const std::string email = requested_email(email_in);
  const OrgId org{tenant.org_id};
  const std::int64_t now = clock_.now_ms();
  // The token is made either way, so both answers cost the same work.
  const std::string token = crypto::random_token(32);
  db_.transact([&](db::Conn& c) {
    const auto found = users_.find_credentials(c, org, email);
    if (!found || !found->user.active) return;
    const auto& user = found->user;
    if (!user.activated) {
      activation_.invite(c, tenant, user, link_base);
      return;
    }
    if (repo_.created_since(c, org, LinkPurpose::kRecovery, user.id, now - kAccountMailWindowMs) >=
        kRecoveryLinksPerWindow) {
      return;
    }
    repo_.insert(c, org, LinkPurpose::kRecovery, link_token_hash(token), user.id,
                 now + kLinkMinutes * kMinuteMs, now);
    mail_.queue(c, org,
                mail::password_recovery_mail(
                    mail_brand(tenant), mail::mail_language(user.language), user.email,
                    user.first_name, link_base + "/recover/password?token=" + token, kLinkMinutes));
  });
}

std::string RecoveryService::confirm(const tenancy::Tenant& tenant, std::string_view token,
                                     std::string_view new_password, std::string_view client_ip) {
  ip_guard_.enforce(client_ip, clock_);
  if (token.empty() || token.size() > 200) throw recovery_link_invalid();
  check_password_policy(new_password);
  const std::string hash = password::hash(new_password, options_.password_cost);
  const OrgId org{tenant.org_id};
  return db_.transact([&](db::Conn& c) {
    const std::int64_t now = clock_.now_ms();
    const auto user_id = repo_.use(c, org, LinkPurpose::kRecovery, link_token_hash(token), now);
    if (!user_id) throw recovery_link_invalid();
    const auto user = users_.find(c, org, *user_id);
    if (!user || !user->active) throw recovery_link_invalid();
    users_.set_password(c, org, *user_id, hash, now);
    repo_.retire_all(c, org, *user_id, now);
    return user->email;
  });
}

void RecoveryService::end_sessions(OrgId org, std::int64_t user_id) const {
  db_.run([&](db::Conn& c) { users_.end_sessions(c, org, user_id, clock_.now_ms()); });
}

}  // namespace aplauso::accounts
