// HTTP routes of birthdays and anniversaries (each behind its module flag) and the admins'
// anniversary points (celebrations_module.cpp installs them, and the daily job that posts the
// celebrations).
#include <boost/json/array.hpp>

#include "api/json_input.h"
#include "api/routes.h"
#include "api/tenant.h"
#include "modules/celebrations/celebration_service.h"
#include "modules/celebrations/celebrations_routes.h"
#include "modules/notifications/notification_service.h"
#include "modules/points/points_service.h"
#include "modules/users/user_json.h"

namespace aplauso::celebrations {

namespace json = boost::json;
using http::Method;

namespace {
json::array people_json(const std::vector<Upcoming>& items, bool anniversaries) {
  json::array out;
  for (const auto& u : items) {
    json::object o = users::person_json(u.celebrant.person);
    o["day"] = u.day;
    o["today"] = u.today;
    if (anniversaries) {
      o["years"] = u.years;
    } else {
      o["birthday_image_url"] =
          u.celebrant.image_url ? json::value(*u.celebrant.image_url) : json::value(nullptr);
    }
    out.push_back(std::move(o));
  }
  return out;
}

json::object calendar_json(const Calendar& c, bool anniversaries) {
  return {{"today", people_json(c.today, anniversaries)},
          {"month", people_json(c.month, anniversaries)}};
}
}  // namespace

void register_routes(RouteTable& table, const CelebrationService& service) {
  table.add(Method::kGet, "/users/birth", member("birthdays"),
            [&service](const http::Request&, RequestContext& ctx) {
              return ok(calendar_json(service.birthdays(ctx.org_id(), ctx.org().timezone), false));
            });
  table.add(
      Method::kGet, "/users/admission", member("anniversaries"),
      [&service](const http::Request&, RequestContext& ctx) {
        return ok(calendar_json(service.anniversaries(ctx.org_id(), ctx.org().timezone), true));
      });
  table.add(Method::kGet, "/org/settings/celebrations", admin(),
            [&service](const http::Request&, RequestContext& ctx) {
              return ok({{"anniversary_points", service.anniversary_points(ctx.org_id())}});
            });
  table.add(
      Method::kPost, "/org/settings/celebrations", admin(),
      [&service](const http::Request& req, RequestContext& ctx) {
        const auto points = opt_int(parse_object(req), "anniversary_points");
        if (!points) {
          throw invalid_input("anniversary_points", "Indica los puntos por aniversario.");
        }
        return ok({{"anniversary_points", service.set_anniversary_points(ctx.org_id(), *points)}});
      });
}

}  // namespace aplauso::celebrations
