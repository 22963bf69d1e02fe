// HTTP routes of the rewards catalog's product categories (catalog_module.cpp installs them).
#include <boost/json/array.hpp>

#include "api/envelope.h"
#include "api/json_input.h"
#include "api/routes.h"
#include "core/roles.h"
#include "modules/catalog/catalog_routes.h"
#include "modules/catalog/category_service.h"

namespace aplauso::catalog {

namespace json = boost::json;
using http::Method;

void register_category_routes(RouteTable& routes, const CategoryService& service) {
  const auto category_json = [](const Category& c) {
    return json::object{{"id", c.id},
                        {"name", c.name},
                        {"icon", c.icon ? json::value(*c.icon) : json::value(nullptr)},
                        {"active", c.active}};
  };
  routes.add(
      Method::kGet, "/product_category", member(),
      [&service, category_json](const http::Request& req, RequestContext& ctx) {
        const bool all = query_bool(req, "all").value_or(false) && ctx.who().role == Role::kAdmin;
        json::array items;
        for (const auto& c : all ? service.all(ctx.org_id()) : service.active(ctx.org_id())) {
          items.push_back(category_json(c));
        }
        return ok(std::move(items));
      });
  routes.add(Method::kPost, "/product_category", admin("catalog"),
             [&service, category_json](const http::Request& req, RequestContext& ctx) {
               const auto body = parse_object(req);
               std::optional<std::string> icon;
               if (auto v = nullable_string(body, "icon")) icon = *v;
               return ok(category_json(service.create(ctx.org_id(),
                                                      opt_string(body, "name").value_or(""), icon)),
                         201);
             });
  routes.add(
      Method::kPost, "/product/category/{id}", admin("catalog"),
      [&service, category_json](const http::Request& req, RequestContext& ctx) {
        const auto body = parse_object(req);
        return ok(category_json(service.change(
            ctx.org_id(), path_id(req), opt_string(body, "name"), nullable_string(body, "icon"),
            opt_bool(body, "active"), opt_int(body, "position"))));
      });
}

}  // namespace aplauso::catalog
