// Installs the rewards catalog: product categories (here), products, providers and coupon pools
// (product_routes.cpp).
#include <boost/json/array.hpp>

#include "api/envelope.h"
#include "api/module.h"
#include "api/routes.h"
#include "modules/catalog/catalog_routes.h"
#include "modules/catalog/category_service.h"
#include "modules/catalog/product_service.h"

namespace aplauso::catalog {

namespace json = boost::json;
using http::Method;

void install(ModuleContext& m) {
  auto& service = m.make<CategoryService>(m.db, m.clock);
  m.provide(service);
  auto& products = m.make<ProductService>(m.db, m.clock, m.files);
  m.provide(products);
  register_product_routes(m.routes, products);
  m.routes.add(Method::kGet, "/product_category", member(),
               [&service](const http::Request&, RequestContext& ctx) {
                 json::array items;
                 for (const auto& c : service.active(ctx.org_id())) {
                   items.push_back({{"id", c.id},
                                    {"name", c.name},
                                    {"icon", c.icon ? json::value(*c.icon) : json::value(nullptr)},
                                    {"active", c.active}});
                 }
                 return ok(std::move(items));
               });
}

}  // namespace aplauso::catalog
