// Installs the operational routes (system_routes.cpp): health, metrics and the API contract.
#include "api/module.h"
#include "core/config.h"
#include "core/metrics.h"
#include "modules/system/health_service.h"
#include "modules/system/system_routes.h"

namespace aplauso::system {

void install(ModuleContext& m) {
  const auto& health = m.make<HealthService>(m.db, m.clock);
  register_routes(m.routes, health, m.metrics, m.config.metrics_token);
}

}  // namespace aplauso::system
