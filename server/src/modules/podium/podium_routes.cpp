// HTTP routes of the podium: the boards and their settings (podium_module.cpp installs them).
#include <boost/json/array.hpp>

#include "api/json_input.h"
#include "api/routes.h"
#include "modules/podium/podium_routes.h"
#include "modules/podium/podium_service.h"
#include "modules/users/user_json.h"
#include "modules/users/user_service.h"

namespace aplauso::podium {

namespace json = boost::json;
using http::Method;

namespace {
json::object settings_json(const Settings& s) {
  json::array metrics;
  for (const auto& m : s.metrics) metrics.emplace_back(m);
  return {{"period", s.period}, {"size", s.size}, {"metrics", std::move(metrics)}};
}
}  // namespace

void register_routes(RouteTable& table, const users::UserService& users,
                     const PodiumService& service) {
  table.add(Method::kGet, "/podium", member("podium"),
            [&users, &service](const http::Request& req, RequestContext& ctx) {
              const std::string metric(req.query_param("metric").value_or("received"));
              const auto offset = query_int(req, "offset").value_or(0);
              const Board b = service.board(ctx.org_id(), metric, static_cast<int>(offset));
              std::vector<std::int64_t> ids;
              for (const auto& e : b.entries) ids.push_back(e.user_id);
              const auto people = users.people(ctx.org_id(), ids);
              json::array entries;
              for (const auto& e : b.entries) {
                entries.push_back(json::object{{"rank", e.rank},
                                               {"user", users::person_json(people.at(e.user_id))},
                                               {"value", e.value}});
              }
              return ok({{"metric", b.metric},
                         {"period", b.period},
                         {"from", b.from},
                         {"to", b.to},
                         {"entries", std::move(entries)}});
            });
  table.add(Method::kGet, "/org/settings/podium", admin(),
            [&service](const http::Request&, RequestContext& ctx) {
              return ok(settings_json(service.settings(ctx.org_id())));
            });
  table.add(Method::kPost, "/org/settings/podium", admin(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              Settings s = service.settings(ctx.org_id());
              if (auto p = opt_string(body, "period")) s.period = *p;
              if (auto n = opt_int(body, "size")) s.size = *n;
              if (body.contains("metrics")) s.metrics = opt_string_list(body, "metrics", 3);
              return ok(settings_json(service.set_settings(ctx.org_id(), s)));
            });
}

}  // namespace aplauso::podium
