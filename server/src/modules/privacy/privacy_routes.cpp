// HTTP routes of the privacy engine: the organisation's minimum group sizes (admins). Reports
// are read through the modules that ask (surveys), never here.
#include <boost/json/object.hpp>

#include "api/json_input.h"
#include "api/routes.h"
#include "core/errors.h"
#include "modules/privacy/privacy_routes.h"
#include "modules/privacy/privacy_service.h"

namespace aplauso::privacy {

namespace json = boost::json;
using http::Method;

namespace {
json::object thresholds_json(const Thresholds& t) {
  return {{"k", t.k}, {"k_comments", t.k_comments}};
}
}  // namespace

void register_routes(RouteTable& table, const PrivacyService& service) {
  table.add(Method::kGet, "/org/privacy", admin(),
            [&service](const http::Request&, RequestContext& ctx) {
              return ok(thresholds_json(service.thresholds(ctx.org_id())));
            });
  table.add(Method::kPut, "/org/privacy", admin(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto k = opt_int(body, "k");
              const auto k_comments = opt_int(body, "k_comments");
              if (!k) throw invalid_input("k", "Indica el mínimo de respuestas.");
              if (!k_comments) {
                throw invalid_input("k_comments", "Indica el mínimo para mostrar comentarios.");
              }
              return ok(thresholds_json(
                  service.set_thresholds(ctx.org_id(), ctx.who().user_id, {*k, *k_comments})));
            });
}

}  // namespace aplauso::privacy
