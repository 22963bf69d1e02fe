// HTTP routes of the wishlist ("Guardar para después"): the member's saved products, saving one
// and removing it.
#include <boost/json/array.hpp>

#include "api/envelope.h"
#include "api/json_input.h"
#include "api/routes.h"
#include "modules/catalog/catalog_routes.h"
#include "modules/catalog/wishlist_service.h"

namespace aplauso::catalog {

namespace json = boost::json;
using http::Method;

void register_wishlist_routes(RouteTable& routes, const WishlistService& service) {
  constexpr std::string_view kModule = "catalog";
  routes.add(
      Method::kGet, "/catalog/wishlist", member(kModule),
      [&service](const http::Request&, RequestContext& ctx) {
        const auto list = service.list(ctx.org_id(), ctx.who().user_id);
        json::array items;
        for (const auto& w : list.items) {
          items.push_back(json::object{
              {"product", product_json(w.product, false)},
              {"saved_at", w.saved_at},
              {"affordable", w.affordable},
              {"missing_points", w.affordable ? 0 : w.product.row.points - list.redeem_balance}});
        }
        return ok(
            json::object{{"items", std::move(items)}, {"redeem_balance", list.redeem_balance}});
      });
  routes.add(Method::kPut, "/catalog/wishlist/{id}", member(kModule),
             [&service](const http::Request& req, RequestContext& ctx) {
               const std::int64_t id = path_id(req);
               service.save(ctx.org_id(), ctx.who().user_id, id);
               return ok(json::object{{"product_id", id}, {"saved", true}});
             });
  routes.add(Method::kDelete, "/catalog/wishlist/{id}", member(kModule),
             [&service](const http::Request& req, RequestContext& ctx) {
               const std::int64_t id = path_id(req);
               service.remove(ctx.org_id(), ctx.who().user_id, id);
               return ok(json::object{{"product_id", id}, {"saved", false}});
             });
}

}  // namespace aplauso::catalog
