// HTTP routes of translations: catalogs with the organisation's wording, missing-key reports.
#include "api/json_input.h"
#include "api/module.h"
#include "api/routes.h"
#include "modules/i18n/locale_service.h"

namespace aplauso::i18n {

using http::Method;

namespace {
void register_routes(RouteTable& table, LocaleService& service) {
  table.add(Method::kGet, "/locales/{lng}/{ns}.json", public_route(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const Catalog c = service.catalog(ctx.org(), std::string(req.param("lng")),
                                                std::string(req.param("ns")));
              http::Response res;
              if (req.headers.get("If-None-Match") == c.etag) {
                res.status = 304;
              } else if (http::accepts_encoding(req.headers.get("Accept-Encoding"), "gzip")) {
                // Compressed once per catalog (about a fifth of its size), not per request.
                res = raw_json(c.gzip);
                res.headers.set("Content-Encoding", "gzip");
              } else {
                res = raw_json(c.body);
              }
              res.headers.set("ETag", c.etag);
              res.headers.set("Vary", "Accept-Encoding");
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

}  // namespace

void install(ModuleContext& m) {
  auto& service = m.make<LocaleService>(m.db, m.clock);
  m.provide(service);
  register_routes(m.routes, service);
}

}  // namespace aplauso::i18n
