// Installs accounts: activation, recovery, sign-in codes, passwords and Teams sign-in, their
// routes (accounts_routes.cpp) and what it forgets of an erased person.
#include <utility>

#include "api/link_base.h"
#include "api/module.h"
#include "core/config.h"
#include "modules/accounts/account_erasure.h"
#include "modules/accounts/accounts_routes.h"
#include "modules/accounts/activation_service.h"
#include "modules/accounts/login_code_service.h"
#include "modules/accounts/password_service.h"
#include "modules/accounts/recovery_service.h"
#include "modules/accounts/teams_service.h"
#include "modules/audit/audit_log.h"
#include "modules/auth/auth_service.h"
#include "modules/auth/ip_limits.h"
#include "modules/mail/mail_service.h"
#include "modules/users/person_erasure.h"

namespace aplauso::accounts {

void install(ModuleContext& m) {
  const double per_ip = m.config.login_rate_limit_per_minute;
  auto& auth = m.need<auth::AuthService>();
  auto& mail = m.need<mail::MailService>();
  const auto& limits = m.need<auth::IpLimits>();
  auto& activation =
      m.make<ActivationService>(m.db, m.clock, mail, auth, m.config.password_cost, per_ip, limits);
  m.provide(activation);
  const PublicLinks links(m.config);
  register_activation_routes(m.routes, activation, links);

  RecoveryOptions options;
  options.password_cost = m.config.password_cost;
  options.per_minute_per_ip = per_ip;
  auto& recovery = m.make<RecoveryService>(m.db, m.clock, mail, activation, options, limits);
  m.provide(recovery);
  register_recovery_routes(m.routes, recovery, links);

  auto& codes = m.make<LoginCodeService>(m.db, m.clock, mail, auth, activation, m.config.jwt_secret,
                                         per_ip, limits);
  m.provide(codes);
  register_code_routes(m.routes, codes, links);

  auto& passwords = m.make<PasswordService>(m.db, m.clock, auth, m.config.password_cost, per_ip,
                                            limits, m.need<audit::AuditLog>());
  register_password_routes(m.routes, passwords);

  TeamsSettings teams_settings;
  if (m.config.teams_configured()) {
    teams_settings.jwks_url = m.config.teams_jwks_url;
    teams_settings.rules = {m.config.teams_issuer, m.config.teams_audience};
  }
  teams_settings.per_minute_per_ip = per_ip;
  auto& teams = m.make<TeamsService>(m.db, m.clock, auth, mail, std::move(teams_settings), limits);
  register_teams_routes(m.routes, teams, links);
  m.need<users::PersonErasure>().forget_in(m.make<AccountErasure>());
}

}  // namespace aplauso::accounts
