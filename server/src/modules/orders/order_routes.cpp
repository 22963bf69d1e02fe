// HTTP routes of the cart, the checkout, orders and the members' coupon codes (orders_module.cpp
// installs them).
#include <boost/json/array.hpp>

#include "api/envelope.h"
#include "api/json_input.h"
#include "api/json_output.h"
#include "api/routes.h"
#include "core/roles.h"
#include "modules/catalog/catalog_routes.h"
#include "modules/orders/order_service.h"
#include "modules/orders/orders_routes.h"
#include "modules/users/user_json.h"

namespace aplauso::orders {

namespace json = boost::json;
using http::Method;

namespace {
constexpr std::string_view kModule = "catalog";

json::object cart_json(const CartView& cart) {
  json::array items;
  for (const auto& l : cart.lines) {
    items.push_back(json::object{{"product", catalog::product_json(l.product, false)},
                                 {"quantity", l.quantity},
                                 {"subtotal", l.subtotal}});
  }
  return {{"items", std::move(items)},
          {"total", cart.total},
          {"balance", cart.balance},
          {"missing", cart.missing}};
}

json::object order_json(const OrderView& o) {
  json::array items;
  for (const auto& i : o.items) {
    json::array codes;
    for (const auto& k : i.codes) codes.emplace_back(k);
    items.push_back(json::object{{"id", i.row.id},
                                 {"product_id", i.row.product_id},
                                 {"name", i.row.name},
                                 {"type", i.row.type},
                                 {"points", i.row.points},
                                 {"quantity", i.row.quantity},
                                 {"status", i.row.status},
                                 {"reason", or_null(i.row.reason)},
                                 {"codes", std::move(codes)},
                                 {"status_at", i.row.status_at}});
  }
  json::value gift = nullptr;
  if (o.giver) {
    gift = json::object{{"by", users::person_json(*o.giver)}, {"note", or_null(o.row.gift_note)}};
  }
  return {{"id", o.row.id},
          {"buyer", users::person_json(o.buyer)},
          {"total", o.row.total},
          {"gift", std::move(gift)},
          {"items", std::move(items)},
          {"created_at", o.row.created_at}};
}

http::Response orders_page(const OrderPage& result, PageMeta page) {
  json::array items;
  for (const auto& o : result.items) items.push_back(order_json(o));
  page.total = result.total;
  return ok_page(std::move(items), page);
}

std::pair<std::int64_t, std::int64_t> line_of(const json::object& o) {
  const auto id = opt_int(o, "product_id");
  if (!id) throw invalid_input("product_id", "Indica el producto.");
  const auto quantity = opt_int(o, "quantity");
  if (!quantity) throw invalid_input("quantity", "Indica la cantidad.");
  return {*id, *quantity};
}

OrderFilter filter_of(const json::object& body) {
  OrderFilter f;
  f.status = opt_string(body, "status");
  if (f.status && f.status->empty()) f.status.reset();
  f.user_id = opt_int(body, "user_id");
  f.product_id = opt_int(body, "product_id");
  f.from = opt_int(body, "from");
  f.to = opt_int(body, "to");
  // sort: created (the default) or points; order: desc (the default) or asc.
  const auto sort = opt_string(body, "sort").value_or("created");
  if (sort != "created" && sort != "points") {
    throw invalid_input("sort", "Ordena por created o points.");
  }
  const auto order = opt_string(body, "order").value_or("desc");
  if (order != "asc" && order != "desc")
    throw invalid_input("order", "El orden debe ser asc o desc.");
  f.sort = {sort == "points", order == "desc"};
  return f;
}
}  // namespace

void register_routes(RouteTable& routes, const OrderService& service) {
  // --- The cart --------------------------------------------------------------------------------
  routes.add(Method::kGet, "/cart", member(kModule),
             [&service](const http::Request&, RequestContext& ctx) {
               return ok(cart_json(service.cart(ctx.org_id(), ctx.who().user_id)));
             });
  routes.add(Method::kPost, "/cart", member(kModule),
             [&service](const http::Request& req, RequestContext& ctx) {
               return ok(cart_json(
                   service.add(ctx.org_id(), ctx.who().user_id, {line_of(parse_object(req))})));
             });
  routes.add(Method::kPost, "/update_cart", member(kModule),
             [&service](const http::Request& req, RequestContext& ctx) {
               const auto [id, quantity] = line_of(parse_object(req));
               return ok(cart_json(service.set(ctx.org_id(), ctx.who().user_id, id, quantity)));
             });
  routes.add(Method::kDelete, "/cart", member(kModule),
             [&service](const http::Request& req, RequestContext& ctx) {
               return ok(cart_json(
                   service.remove(ctx.org_id(), ctx.who().user_id, query_int(req, "product_id"))));
             });
  routes.add(Method::kPost, "/cart/external", member(kModule),
             [&service](const http::Request& req, RequestContext& ctx) {
               const auto body = parse_object(req);
               const auto* items = body.if_contains("items");
               if (items == nullptr || !items->is_array() || items->as_array().empty()) {
                 throw invalid_input("items", "Envía la lista de productos (items).");
               }
               if (items->as_array().size() > kMaxLines) {
                 throw invalid_input("items", "El carrito admite hasta 50 productos distintos.");
               }
               std::vector<std::pair<std::int64_t, std::int64_t>> lines;
               for (const auto& v : items->as_array()) {
                 if (!v.is_object()) throw invalid_input("items", "Cada producto es un objeto.");
                 lines.push_back(line_of(v.as_object()));
               }
               return ok(cart_json(service.add(ctx.org_id(), ctx.who().user_id, lines)));
             });

  // --- Checkout and orders ---------------------------------------------------------------------
  routes.add(Method::kPost, "/buy_products", member(kModule).with_idempotency(),
             [&service](const http::Request& req, RequestContext& ctx) {
               const auto total = opt_int(parse_object(req), "total");
               if (!total) throw invalid_input("total", "Indica el total que viste en el carrito.");
               return ok(order_json(service.checkout(ctx.org_id(), ctx.who().user_id, *total)),
                         201);
             });
  routes.add(Method::kPost, "/org/products/{id}/send", admin(kModule).with_idempotency(),
             [&service](const http::Request& req, RequestContext& ctx) {
               const auto body = parse_object(req);
               const auto people = opt_int_list(body, "user_ids", kMaxGiftPeople);
               std::optional<std::string> note;
               if (auto v = nullable_string(body, "note"); v && *v) note = **v;
               json::array out;
               for (const auto& o :
                    service.send(ctx.org_id(), ctx.who().user_id, path_id(req), people, note)) {
                 out.push_back(order_json(o));
               }
               return ok(std::move(out), 201);
             });
  routes.add(Method::kGet, "/orders", member(kModule),
             [&service](const http::Request& req, RequestContext& ctx) {
               const PageMeta page = read_page(req, 10);
               return orders_page(service.mine(ctx.org_id(), ctx.who().user_id, page.per_page,
                                               (page.page - 1) * page.per_page),
                                  page);
             });
  routes.add(Method::kGet, "/orders/{id}", member(kModule),
             [&service](const http::Request& req, RequestContext& ctx) {
               return ok(order_json(service.get(ctx.org_id(), ctx.who().user_id,
                                                ctx.who().role == Role::kAdmin, path_id(req))));
             });
  routes.add(
      Method::kPost, "/org/orders", admin(kModule),
      [&service](const http::Request& req, RequestContext& ctx) {
        const auto body = parse_object(req);
        const auto filter = filter_of(body);
        if (opt_string(body, "format").value_or("json") == "xlsx") {
          http::Response res;
          res.body = service.export_workbook(ctx.org_id(), filter);
          res.headers.set("Content-Type",
                          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
          res.headers.set("Content-Disposition", "attachment; filename=\"pedidos.xlsx\"");
          res.headers.set("Cache-Control", "no-store");
          return res;
        }
        const PageMeta page = checked_page(opt_int(body, "page"), opt_int(body, "perPage"), 20);
        return orders_page(
            service.all(ctx.org_id(), filter, page.per_page, (page.page - 1) * page.per_page),
            page);
      });
  routes.add(
      Method::kPatch, "/order_item/{id}/status", admin(kModule),
      [&service](const http::Request& req, RequestContext& ctx) {
        const auto body = parse_object(req);
        const auto status = opt_string(body, "status");
        if (!status) throw invalid_input("status", "Indica el nuevo estado.");
        return ok(order_json(service.set_status(ctx.org_id(), ctx.who().user_id, path_id(req),
                                                *status, opt_string(body, "reason"))));
      });
  routes.add(Method::kPost, "/org/order_items/status", admin(kModule),
             [&service](const http::Request& req, RequestContext& ctx) {
               const auto body = parse_object(req);
               const auto ids = opt_int_list(body, "ids", kMaxBulkItems);
               const auto status = opt_string(body, "status");
               if (!status) throw invalid_input("status", "Indica el nuevo estado.");
               json::array items;
               for (const auto& m : service.set_statuses(ctx.org_id(), ctx.who().user_id, ids,
                                                         *status, opt_string(body, "reason"))) {
                 items.push_back(
                     json::object{{"id", m.id}, {"order_id", m.order_id}, {"status", m.status}});
               }
               const auto count = static_cast<std::int64_t>(items.size());
               return ok(json::object{{"items", std::move(items)}, {"updated", count}});
             });
  routes.add(Method::kGet, "/cupons", member(kModule),
             [&service](const http::Request&, RequestContext& ctx) {
               json::array items;
               for (const auto& k : service.coupons(ctx.org_id(), ctx.who().user_id)) {
                 items.push_back(json::object{{"code", k.code},
                                              {"product_id", k.product_id},
                                              {"name", k.name},
                                              {"order_id", k.order_id},
                                              {"delivered_at", k.delivered_at}});
               }
               return ok(std::move(items));
             });
}

}  // namespace aplauso::orders
