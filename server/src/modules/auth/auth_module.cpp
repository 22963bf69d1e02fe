// Installs sign-in: the per-IP limits and their pruning job, the auth service and the routes
// (auth_routes.cpp).
#include <exception>
#include <string>

#include "api/module.h"
#include "core/config.h"
#include "core/log.h"
#include "core/metrics.h"
#include "modules/auth/auth_routes.h"
#include "modules/auth/auth_service.h"
#include "modules/auth/ip_limits.h"

namespace aplauso::auth {

void install(ModuleContext& m) {
  AuthOptions options;
  options.jwt_secret = m.config.jwt_secret;
  options.token_ttl_s = m.config.jwt_ttl_s;
  options.password_cost = m.config.password_cost;
  options.login_per_minute_per_ip = m.config.login_rate_limit_per_minute;
  auto& limits = m.make<IpLimits>(m.db, m.clock, m.config.login_rate_limit_per_minute);
  m.provide(limits);
  m.jobs.push_back({"auth.prune_ip_windows", std::chrono::minutes(5), [&limits] {
                      try {
                        limits.prune();
                      } catch (const std::exception& e) {
                        log::error("ip_windows_prune_failed", {{"error", std::string(e.what())}});
                      }
                    }});
  auto& service = m.make<AuthService>(m.db, m.clock, m.metrics, options, limits);
  m.provide(service);
  register_routes(m.routes, service);
}

}  // namespace aplauso::auth
