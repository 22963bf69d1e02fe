// HTTP routes of sign-in.
#include "api/json_input.h"
#include "api/module.h"
#include "api/routes.h"
#include "core/config.h"
#include "core/log.h"
#include "core/metrics.h"
#include "modules/auth/auth_service.h"
#include "modules/auth/ip_limits.h"
#include "modules/auth/login_json.h"

namespace aplauso::auth {

using http::Method;

namespace {
void register_routes(RouteTable& table, AuthService& service) {
  table.add(Method::kPost, "/login", public_route(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              return ok(login_json(service.login(ctx.org(), opt_string(body, "email").value_or(""),
                                                 secret_string(body, "password"), req.remote_ip)));
            });
}

}  // namespace

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
