// Operational routes: health for load balancers, metrics for Prometheus.
#pragma once

#include <string>

#include "app/routes.h"
#include "core/metrics.h"
#include "db/database.h"

namespace aplauso::system {

/// `metrics_token` lets a scraper off the loopback interface read /metrics as a Bearer token;
/// without it only loopback clients may.
void register_routes(RouteTable& table, const db::Database& db, const Metrics& metrics,
                     std::string metrics_token);

}  // namespace aplauso::system
