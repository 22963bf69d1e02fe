// HTTP routes of the rewards catalog: the members' catalog, the admins' products, providers and
// coupon pools.
#include <boost/json/array.hpp>

#include "api/envelope.h"
#include "api/json_input.h"
#include "api/json_output.h"
#include "api/multipart.h"
#include "api/routes.h"
#include "modules/catalog/catalog_routes.h"
#include "modules/catalog/product_service.h"

namespace aplauso::catalog {

namespace json = boost::json;
using http::Method;

namespace {
constexpr std::string_view kModule = "catalog";

ProductFilter filter_of(const http::Request& req) {
  ProductFilter f;
  f.department_id = query_int(req, "department");
  f.category_id = query_int(req, "category");
  f.value_from = query_int(req, "valueFrom");
  f.value_to = query_int(req, "valueTo");
  if (const auto v = req.query_param("country"); v && !v->empty()) f.country = std::string(*v);
  if (const auto v = req.query_param("type"); v && !v->empty()) f.type = std::string(*v);
  if (const auto v = req.query_param("q"); v && !v->empty()) {
    if (v->size() > 100) throw invalid_input("q", "Busca con menos de 100 caracteres.");
    f.q = std::string(*v);
  }
  f.featured = query_bool(req, "featured");
  f.active = query_bool(req, "active");
  f.send_users = query_bool(req, "sendUsers");
  if (const auto v = req.query_param("sort"); v && !v->empty()) {
    if (*v == "price_asc") {
      f.sort = ProductSort::kPriceAsc;
    } else if (*v == "price_desc") {
      f.sort = ProductSort::kPriceDesc;
    } else if (*v == "newest") {
      f.sort = ProductSort::kNewest;
    } else if (*v == "popular") {
      f.sort = ProductSort::kPopular;
    } else {
      throw invalid_input("sort", "Ordena por price_asc, price_desc, newest o popular.");
    }
  }
  return f;
}

json::object provider_json(const ProviderRow& p) {
  return {{"id", p.id},
          {"name", p.name},
          {"contact_name", or_null(p.contact_name)},
          {"contact_email", or_null(p.contact_email)},
          {"phone", or_null(p.phone)},
          {"active", p.active},
          {"products_count", p.products_count}};
}

json::object pool_json(const PoolRow& p) {
  return {{"product_id", p.product_id}, {"name", p.name}, {"total", p.total}, {"left", p.left}};
}

ProductInput input_of(const json::object& body) {
  ProductInput in;
  in.id = opt_int(body, "id");
  auto& f = in.fields;
  f.name = opt_string(body, "name").value_or("");
  if (auto v = nullable_string(body, "name_en")) f.name_en = *v;
  f.description = opt_string(body, "description").value_or("");
  f.points = opt_int(body, "points").value_or(0);
  if (const auto* s = body.if_contains("stock"); s != nullptr && !s->is_null()) {
    f.stock = opt_int(body, "stock");
  }
  if (const auto* v = body.if_contains("category_id"); v != nullptr && !v->is_null()) {
    f.category_id = opt_int(body, "category_id");
  }
  if (const auto* v = body.if_contains("provider_id"); v != nullptr && !v->is_null()) {
    f.provider_id = opt_int(body, "provider_id");
  }
  if (auto v = nullable_string(body, "country")) f.country = *v;
  f.type = opt_string(body, "type").value_or("");
  f.department_ids = opt_int_list(body, "department_ids", 500);
  f.active = opt_bool(body, "active").value_or(true);
  f.featured = opt_bool(body, "featured").value_or(false);
  f.send_users = opt_bool(body, "send_users").value_or(false);
  in.image_keys = opt_string_list(body, "image_keys", 8);
  return in;
}
}  // namespace

json::object product_json(const ProductView& v, bool for_admins) {
  json::array images;
  for (const auto& i : v.images) images.push_back(json::object{{"key", i.key}, {"url", i.url}});
  json::array departments;
  for (const auto d : v.department_ids) departments.push_back(d);
  const auto& r = v.row;
  json::value category = nullptr;
  if (r.category_id) {
    category = json::object{{"id", *r.category_id},
                            {"name", r.category_name.value_or("")},
                            {"icon", or_null(r.category_icon)},
                            {"active", r.category_active}};
  }
  return {{"id", r.id},
          {"name", r.name},
          {"name_en", or_null(r.name_en)},
          {"description", r.description},
          {"points", r.points},
          {"stock", takes_codes(r.type) ? or_null(r.coupons_left) : or_null(r.stock)},
          {"available", v.available},
          {"category", std::move(category)},
          {"provider_id", or_null(r.provider_id)},
          {"country", or_null(r.country)},
          {"type", r.type},
          {"department_ids", std::move(departments)},
          {"active", r.active},
          {"featured", r.featured},
          {"send_users", r.send_users},
          {"images", std::move(images)},
          {"coupons_left", for_admins ? or_null(r.coupons_left) : json::value(nullptr)},
          {"created_at", r.created_at}};
}

void register_product_routes(RouteTable& routes, const ProductService& service) {
  const auto page_of = [&service](const http::Request& req, RequestContext& ctx,
                                  std::optional<std::int64_t> member) {
    PageMeta page = read_page(req, 24);
    const auto result = service.list(ctx.org_id(), member, filter_of(req), page.per_page,
                                     (page.page - 1) * page.per_page);
    json::array items;
    for (const auto& v : result.items) items.push_back(product_json(v, !member));
    page.total = result.total;
    return ok_page(std::move(items), page);
  };
  routes.add(Method::kGet, "/products", member(kModule),
             [page_of](const http::Request& req, RequestContext& ctx) {
               return page_of(req, ctx, ctx.who().user_id);
             });
  routes.add(
      Method::kGet, "/products/{id}", member(kModule),
      [&service](const http::Request& req, RequestContext& ctx) {
        return ok(product_json(service.get(ctx.org_id(), ctx.who().user_id, path_id(req)), false));
      });
  routes.add(Method::kGet, "/org/products", admin(kModule),
             [page_of](const http::Request& req, RequestContext& ctx) {
               return page_of(req, ctx, std::nullopt);
             });
  routes.add(
      Method::kPost, "/product", admin(kModule),
      [&service](const http::Request& req, RequestContext& ctx) {
        return ok(product_json(
            service.save(ctx.org_id(), ctx.who().user_id, input_of(parse_object(req))), true));
      });

  routes.add(Method::kGet, "/org/providers", admin(kModule),
             [&service](const http::Request&, RequestContext& ctx) {
               json::array items;
               for (const auto& p : service.providers(ctx.org_id())) {
                 items.push_back(provider_json(p));
               }
               return ok(std::move(items));
             });
  routes.add(Method::kPost, "/org/providers", admin(kModule),
             [&service](const http::Request& req, RequestContext& ctx) {
               const auto body = parse_object(req);
               ProviderRow p;
               p.name = opt_string(body, "name").value_or("");
               if (auto v = nullable_string(body, "contact_name")) p.contact_name = *v;
               if (auto v = nullable_string(body, "contact_email")) p.contact_email = *v;
               if (auto v = nullable_string(body, "phone")) p.phone = *v;
               p.active = opt_bool(body, "active").value_or(true);
               return ok(provider_json(service.add_provider(ctx.org_id(), p)), 201);
             });
  routes.add(Method::kPatch, "/org/providers/{id}", admin(kModule),
             [&service](const http::Request& req, RequestContext& ctx) {
               const auto body = parse_object(req);
               return ok(provider_json(service.change_provider(
                   ctx.org_id(), path_id(req), opt_string(body, "name"),
                   nullable_string(body, "contact_name"), nullable_string(body, "contact_email"),
                   nullable_string(body, "phone"), opt_bool(body, "active"))));
             });

  routes.add(Method::kGet, "/org/cupons", admin(kModule),
             [&service](const http::Request&, RequestContext& ctx) {
               json::array items;
               for (const auto& p : service.pools(ctx.org_id())) items.push_back(pool_json(p));
               return ok(std::move(items));
             });
  routes.add(Method::kPost, "/org/cupons/{product_id}", admin(kModule).with_large_body(),
             [&service](const http::Request& req, RequestContext& ctx) {
               const auto parts = parse_multipart(req);
               const FormPart* file = find_part(parts, "file");
               if (file == nullptr || file->body.empty()) {
                 throw invalid_input("file", "Elige el archivo .csv o .xlsx con los códigos.");
               }
               const auto r = service.upload_codes(ctx.org_id(), path_id(req, "product_id"),
                                                   file->filename.value_or(""), file->body);
               return ok(json::object{
                   {"added", r.added}, {"skipped", r.skipped}, {"pool", pool_json(r.pool)}});
             });
}

}  // namespace aplauso::catalog
