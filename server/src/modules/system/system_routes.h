// The operational route table (system_module.cpp installs it).
#pragma once

#include <string>

#include "api/routes.h"

namespace aplauso {
class Metrics;
}

namespace aplauso::system {

class HealthService;

/// Health for load balancers, metrics for Prometheus, and the API contract.
void register_routes(RouteTable& table, const HealthService& health, const Metrics& metrics,
                     std::string metrics_token);

}  // namespace aplauso::system
