#include "modules/i18n/locale_routes.h"

#include "app/envelope.h"
#include "app/json_input.h"

namespace aplauso::i18n {

using http::Method;

void register_routes(RouteTable& table, LocaleService& service) {
  table.add(Method::kGet, "/locales/{lng}/{ns}.json", public_route(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const Catalog c = service.catalog(ctx.org(), std::string(req.param("lng")),
                                                std::string(req.param("ns")));
              http::Response res;
              if (req.headers.get("If-None-Match") == c.etag) {
                res.status = 304;
              } else {
                res = raw_json(c.body);
              }
              res.headers.set("ETag", c.etag);
              res.headers.set("Cache-Control", "no-cache");
              return res;
            });

  table.add(Method::kPost, "/locales/add/{lng}/{ns}", public_route(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto keys = parse_object(req);
              const auto recorded = service.record_missing(ctx.org(), std::string(req.param("lng")),
                                                           std::string(req.param("ns")), keys);
              return ok({{"recorded", recorded}});
            });
}

}  // namespace aplauso::i18n
