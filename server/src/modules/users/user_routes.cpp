// HTTP routes of the users module: the member's own account, people search and departments.
#include <boost/json/array.hpp>

#include "api/json_input.h"
#include "api/module.h"
#include "api/routes.h"
#include "modules/users/user_json.h"
#include "modules/users/user_service.h"

namespace aplauso::users {

using http::Method;

namespace {
void register_routes(RouteTable& table, const UserService& service) {
  table.add(Method::kGet, "/user", member(), [&service](const http::Request&, RequestContext& ctx) {
    return ok(to_json(service.me(ctx.org_id(), ctx.who().user_id)));
  });

  table.add(Method::kPost, "/user/search", member(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = req.body.empty() ? boost::json::object{} : parse_object(req);
              PageMeta page = checked_page(opt_int(body, "page"), opt_int(body, "perPage"));
              SearchQuery q;
              q.text = opt_string(body, "query").value_or("");
              q.department_id = opt_int(body, "department_id");
              if (opt_bool(body, "exclude_self").value_or(false)) q.exclude_id = ctx.who().user_id;
              q.limit = page.per_page;
              q.offset = (page.page - 1) * page.per_page;
              std::int64_t total = 0;
              boost::json::array items;
              for (const auto& u : service.search(ctx.org_id(), q, &total)) {
                items.push_back(person_json(u));
              }
              page.total = total;
              page.has_more = page.page * page.per_page < total;
              return ok_page(std::move(items), page);
            });

  table.add(
      Method::kGet, "/departments", member(),
      [&service](const http::Request& req, RequestContext& ctx) {
        const bool all = query_bool(req, "all").value_or(false);
        if (all && ctx.who().role != Role::kAdmin) throw forbidden();
        boost::json::array items;
        for (const auto& d : service.departments(ctx.org_id(), all)) {
          items.push_back(boost::json::object{
              {"id", d.id}, {"name", d.name}, {"active", d.active}, {"member_count", d.members}});
        }
        return ok(std::move(items));
      });

  table.add(Method::kPatch, "/user/account/update", member(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              AccountUpdate update;
              update.language = opt_string(body, "language");
              return ok(to_json(service.update_account(ctx.org_id(), ctx.who().user_id, update)));
            });
}
}  // namespace

void install(ModuleContext& m) {
  auto& service = m.make<UserService>(m.db, m.clock);
  m.provide(service);
  register_routes(m.routes, service);
}

}  // namespace aplauso::users
