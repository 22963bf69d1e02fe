// HTTP routes of sign-in (auth_module.cpp installs them).
#include "modules/auth/auth_routes.h"
#include "api/json_input.h"
#include "api/routes.h"
#include "modules/auth/auth_service.h"
#include "modules/auth/login_json.h"

namespace aplauso::auth {

using http::Method;

void register_routes(RouteTable& table, AuthService& service) {
  table.add(Method::kPost, "/login", public_route(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              return ok(login_json(service.login(ctx.org(), opt_string(body, "email").value_or(""),
                                                 secret_string(body, "password"), req.remote_ip)));
            });
}

}  // namespace aplauso::auth
