// HTTP routes of translations: catalogs with the organisation's wording, missing-key reports
// (i18n_module.cpp installs them).
#include <boost/json/array.hpp>

#include "api/json_input.h"
#include "api/json_output.h"
#include "api/routes.h"
#include "modules/i18n/i18n_routes.h"
#include "modules/i18n/locale_service.h"

namespace aplauso::i18n {

using http::Method;

namespace {
boost::json::object entry_json(const GlossaryEntry& e) {
  return {{"key", e.key}, {"default", or_null(e.default_text)}, {"value", or_null(e.value)}};
}
}  // namespace

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

  // An organisation's own wording (admins).
  table.add(Method::kGet, "/org/glossary", admin(),
            [&service](const http::Request& req, RequestContext& ctx) {
              PageMeta page = read_page(req, 50);
              const std::string lng(req.query_param("lng").value_or(ctx.org().default_language));
              std::int64_t total = 0;
              boost::json::array items;
              for (const auto& e : service.entries(
                       ctx.org(), lng, std::string(req.query_param("search").value_or("")),
                       query_bool(req, "overridden").value_or(false), page.per_page,
                       (page.page - 1) * page.per_page, &total)) {
                items.push_back(entry_json(e));
              }
              page.total = total;
              page.has_more = page.page * page.per_page < total;
              return ok_page(std::move(items), page);
            });
  table.add(Method::kPut, "/org/glossary/{lng}", admin(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto key = opt_string(body, "key");
              if (!key || key->empty()) throw invalid_input("key", "Indica la clave del texto.");
              const auto value = nullable_string(body, "value");
              return ok(entry_json(service.set_text(ctx.org(), std::string(req.param("lng")), *key,
                                                    value ? *value : std::nullopt)));
            });
  table.add(Method::kGet, "/org/glossary/missing", admin(),
            [&service](const http::Request& req, RequestContext& ctx) {
              PageMeta page = read_page(req, 50);
              const std::string lng(req.query_param("lng").value_or(ctx.org().default_language));
              std::int64_t total = 0;
              boost::json::array items;
              for (const auto& m : service.missing(ctx.org(), lng, page.per_page,
                                                   (page.page - 1) * page.per_page, &total)) {
                items.push_back(boost::json::object{
                    {"key", m.key}, {"fallback", m.fallback}, {"created_at", m.created_at}});
              }
              page.total = total;
              page.has_more = page.page * page.per_page < total;
              return ok_page(std::move(items), page);
            });
}

}  // namespace aplauso::i18n
