#include "modules/auth/auth_routes.h"

#include "app/envelope.h"
#include "app/json_input.h"
#include "modules/users/user_json.h"

namespace aplauso::auth {

using http::Method;

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

}  // namespace aplauso::auth
