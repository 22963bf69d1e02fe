#include "modules/catalog/category_routes.h"

#include "app/envelope.h"
#include "modules/catalog/category_repo.h"

namespace aplauso::catalog {

namespace json = boost::json;
using http::Method;

void register_routes(RouteTable& table, const db::Database& db) {
  table.add(Method::kGet, "/product_category", member(),
            [&db](const http::Request&, RequestContext& ctx) {
              const CategoryRepo repo;
              const auto categories =
                  db.run([&](soci::session& s) { return repo.list_active(s, ctx.org_id()); });
              json::array items;
              for (const auto& c : categories) {
                items.push_back({{"id", c.id},
                                 {"name", c.name},
                                 {"icon", c.icon ? json::value(*c.icon) : json::value(nullptr)},
                                 {"active", c.active}});
              }
              return ok(std::move(items));
            });
}

}  // namespace aplauso::catalog
