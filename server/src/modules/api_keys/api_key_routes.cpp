// HTTP routes of the public API keys (admins); api_keys_module.cpp installs them.
#include <boost/json/array.hpp>
#include <boost/json/value.hpp>

#include "api/json_input.h"
#include "api/json_output.h"
#include "api/routes.h"
#include "modules/api_keys/api_key_service.h"
#include "modules/api_keys/api_keys_routes.h"

namespace aplauso::api_keys {

namespace json = boost::json;
using http::Method;

namespace {
constexpr std::string_view kModule = "public_api";

json::object key_json(const ApiKey& k, std::int64_t now_ms) {
  std::string status = "active";
  if (k.revoked_at) {
    status = "revoked";
  } else if (k.expires_at && *k.expires_at <= now_ms) {
    status = "expired";
  }
  return {{"id", k.id},
          {"name", k.name},
          {"prefix", k.prefix},
          {"status", status},
          {"created_by", or_null(k.created_by)},
          {"created_at", k.created_at},
          {"expires_at", or_null(k.expires_at)},
          {"revoked_at", or_null(k.revoked_at)},
          {"last_used_at", or_null(k.last_used_at)},
          {"usage_count", k.usage_count}};
}
}  // namespace

void register_routes(RouteTable& table, ApiKeyService& service) {
  table.add(Method::kGet, "/api/key", admin(kModule),
            [&service](const http::Request&, RequestContext& ctx) {
              json::array out;
              for (const auto& k : service.list(ctx.org_id()))
                out.push_back(key_json(k, ctx.now_ms));
              return ok(std::move(out));
            });
  table.add(Method::kPost, "/api/key", admin(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto created = service.create(ctx.org_id(), ctx.who().user_id,
                                                  opt_string(body, "name").value_or(""),
                                                  opt_int(body, "expires_at"));
              json::object out = key_json(created.key, ctx.now_ms);
              out["key"] = created.secret;
              return ok(std::move(out), 201);
            });
  table.add(Method::kDelete, "/api/key/{id}", admin(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              return ok(key_json(service.revoke(ctx.org_id(), path_id(req)), ctx.now_ms));
            });
}

}  // namespace aplauso::api_keys
