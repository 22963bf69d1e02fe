// HTTP routes of point requests: asking, listing one's own or those to decide, deciding.
#include <boost/json/array.hpp>

#include "api/envelope.h"
#include "api/json_input.h"
#include "api/json_output.h"
#include "api/routes.h"
#include "modules/points/point_request_service.h"
#include "modules/points/points_routes.h"
#include "modules/users/user_json.h"

namespace aplauso::points {

namespace json = boost::json;
using http::Method;

namespace {
json::object request_json(const RequestView& v) {
  const auto& r = v.row;
  json::value attachment = nullptr;
  if (r.attachment_key && v.attachment_url) {
    attachment = json::object{{"key", *r.attachment_key},
                              {"name", r.attachment_name.value_or("")},
                              {"url", *v.attachment_url}};
  }
  return {{"id", r.id},
          {"requester", users::person_json(v.requester)},
          {"amount", r.amount},
          {"reason", r.reason},
          {"attachment", std::move(attachment)},
          {"status", r.status},
          {"note", or_null(r.note)},
          {"decided_by",
           v.decided_by ? json::value(users::person_json(*v.decided_by)) : json::value(nullptr)},
          {"decided_at", or_null(r.decided_at)},
          {"created_at", r.created_at}};
}

std::int64_t id_of(const json::object& body) {
  const auto id = opt_int(body, "id");
  if (!id) throw invalid_input("id", "Indica la solicitud.");
  return *id;
}
}  // namespace

void register_point_request_routes(RouteTable& routes, const PointRequestService& service) {
  routes.add(Method::kPost, "/point_request", member(),
             [&service](const http::Request& req, RequestContext& ctx) {
               const auto body = parse_object(req);
               std::optional<std::string> key;
               if (auto k = nullable_string(body, "attachment_key")) key = *k;
               return ok(request_json(service.create(ctx.org_id(), ctx.who().user_id,
                                                     opt_int(body, "amount").value_or(0),
                                                     opt_string(body, "reason").value_or(""), key)),
                         201);
             });
  routes.add(Method::kGet, "/point_request", member(),
             [&service](const http::Request& req, RequestContext& ctx) {
               PageMeta page = read_page(req, 20);
               const std::string scope(req.query_param("scope").value_or("mine"));
               std::optional<std::string> status;
               if (const auto s = req.query_param("status"); s && !s->empty()) {
                 status = std::string(*s);
               }
               const auto offset = (page.page - 1) * page.per_page;
               RequestPage result;
               if (scope == "review") {
                 result = service.review(ctx.org_id(), ctx.who().user_id, ctx.who().role, status,
                                         page.per_page, offset);
               } else if (scope == "mine") {
                 result =
                     service.mine(ctx.org_id(), ctx.who().user_id, status, page.per_page, offset);
               } else {
                 throw invalid_input("scope", "scope debe ser mine o review.");
               }
               json::array items;
               for (const auto& v : result.items) items.push_back(request_json(v));
               page.total = result.total;
               return ok_page(std::move(items), page);
             });
  routes.add(
      Method::kPost, "/point_request/approve", member(),
      [&service](const http::Request& req, RequestContext& ctx) {
        const auto body = parse_object(req);
        return ok(request_json(service.decide(ctx.org_id(), ctx.who().user_id, ctx.who().role,
                                              id_of(body), true, opt_string(body, "note"))));
      });
  routes.add(
      Method::kPost, "/point_request/reject", member(),
      [&service](const http::Request& req, RequestContext& ctx) {
        const auto body = parse_object(req);
        return ok(request_json(service.decide(ctx.org_id(), ctx.who().user_id, ctx.who().role,
                                              id_of(body), false, opt_string(body, "reason"))));
      });
}

}  // namespace aplauso::points
