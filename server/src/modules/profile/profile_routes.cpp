// HTTP routes of profiles: a member's public profile (profile_module.cpp installs them).
#include <boost/json/array.hpp>

#include "api/json_input.h"
#include "api/routes.h"
#include "modules/badges/badge_json.h"
#include "modules/points/points_json.h"
#include "modules/profile/profile_routes.h"
#include "modules/profile/profile_service.h"
#include "modules/users/user_json.h"

namespace aplauso::profile {

namespace json = boost::json;
using http::Method;

void register_routes(RouteTable& routes, const ProfileService& service,
                     const storage::FileStore& files) {
  routes.add(Method::kGet, "/user/{id}/public", member(),
             [&service, &files](const http::Request& req, RequestContext& ctx) {
               const auto p = service.public_profile(ctx.org_id(), path_id(req));
               json::array badge_list;
               for (const auto& b : p.badges) {
                 badge_list.push_back(
                     json::object{{"badge", badges::badge_json(b.badge, files, ctx.now_ms / 1000)},
                                  {"count", b.count},
                                  {"last_received_at", b.last_received_at}});
               }
               return ok({{"user", users::person_json(p.user)},
                          {"received_count", p.received_count},
                          {"sent_count", p.sent_count},
                          {"lifetime_received", p.summary.balances.lifetime_received},
                          {"level", points::level_json(p.summary.level)},
                          {"badges", std::move(badge_list)}});
             });
}

}  // namespace aplauso::profile
