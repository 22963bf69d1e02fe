// Operational routes: health for load balancers, metrics for Prometheus, and the API contract
// (system_module.cpp installs them).
#include "modules/system/system_routes.h"
#include "api/envelope.h"
#include "api/routes.h"
#include "core/crypto.h"
#include "core/embedded_assets.h"
#include "core/metrics.h"
#include "modules/system/health_service.h"

namespace aplauso::system {

using http::Method;

namespace {
bool is_loopback(std::string_view ip) {
  return ip == "::1" || ip.starts_with("127.") || ip.starts_with("::ffff:127.");
}
}  // namespace

/// `metrics_token` lets a scraper off the loopback interface read /metrics as a Bearer token;
/// without it only loopback clients may.
void register_routes(RouteTable& table, const HealthService& health, const Metrics& metrics,
                     std::string metrics_token) {
  table.add(Method::kGet, "/health", system_route(),
            [&health](const http::Request&, RequestContext&) {
              const bool db_ok = health.database_ok();
              http::Response res = ok({{"status", db_ok ? "ok" : "degraded"},
                                       {"database", db_ok ? "ok" : "unavailable"},
                                       {"version", APLAUSO_VERSION}});
              if (!db_ok) res.status = 503;
              return res;
            });

  // The contract, for the documentation view and for integrators' tooling.
  table.add(Method::kGet, "/openapi.json", system_route(),
            [](const http::Request&, RequestContext&) {
              for (const auto& asset : embedded::documents()) {
                if (asset.name == "openapi.json") {
                  http::Response res = raw_json(std::string(asset.content));
                  res.headers.set("Cache-Control", "public, max-age=300");
                  return res;
                }
              }
              throw not_found();
            });

  table.add(
      Method::kGet, "/metrics", system_route(),
      [&metrics, token = std::move(metrics_token)](const http::Request& req, RequestContext&) {
        const std::string_view auth = req.headers.get("Authorization");
        const bool token_ok = !token.empty() && auth.starts_with("Bearer ") &&
                              crypto::constant_time_equal(auth.substr(7), token);
        if (!token_ok && !is_loopback(req.remote_ip)) {
          throw forbidden("forbidden", "Acceso denegado");
        }
        return http::Response::text(200, metrics.render(),
                                    "text/plain; version=0.0.4; charset=utf-8");
      });
}

}  // namespace aplauso::system
