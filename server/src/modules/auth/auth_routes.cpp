// HTTP routes of sign-in.
#include "api/json_input.h"
#include "api/module.h"
#include "api/routes.h"
#include "core/config.h"
#include "core/metrics.h"
#include "modules/auth/auth_service.h"
#include "modules/users/user_json.h"

namespace aplauso::auth {

using http::Method;

namespace {
void register_routes(RouteTable& table, AuthService& service) {
  table.add(Method::kPost, "/login", public_route(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto email = opt_string(body, "email").value_or("");
              // Passwords are not trimmed: spaces may be part of them.
              std::string password;
              if (const auto* p = body.if_contains("password"); p != nullptr && !p->is_null()) {
                if (!p->is_string()) {
                  throw invalid_input("password", "El campo password debe ser texto.");
                }
                password = p->as_string();
              }
              auto result = service.login(ctx.org(), email, password, req.remote_ip);
              return ok({{"token", result.token},
                         {"expires_at", result.expires_at},
                         {"user", users::to_json(result.user)}});
            });
}

}  // namespace

void install(ModuleContext& m) {
  AuthOptions options;
  options.jwt_secret = m.config.jwt_secret;
  options.token_ttl_s = m.config.jwt_ttl_s;
  options.password_cost = m.config.password_cost;
  options.login_per_minute_per_ip = m.config.login_rate_limit_per_minute;
  auto& service = m.make<AuthService>(m.db, m.clock, m.metrics, options);
  m.provide(service);
  register_routes(m.routes, service);
}

}  // namespace aplauso::auth
