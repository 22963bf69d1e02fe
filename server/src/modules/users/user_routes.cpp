#include "modules/users/user_routes.h"

#include "app/envelope.h"
#include "app/json_input.h"
#include "modules/users/user_json.h"

namespace aplauso::users {

using http::Method;

void register_routes(RouteTable& table, const UserService& service) {
  table.add(Method::kGet, "/user", member(), [&service](const http::Request&, RequestContext& ctx) {
    return ok(to_json(service.me(ctx.org_id(), ctx.who().user_id)));
  });

  table.add(Method::kPatch, "/user/account/update", member(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              AccountUpdate update;
              update.language = opt_string(body, "language");
              return ok(to_json(service.update_account(ctx.org_id(), ctx.who().user_id, update)));
            });
}

}  // namespace aplauso::users
