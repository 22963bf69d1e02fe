// Installs the podium: the service and the routes (podium_routes.cpp).
#include "api/module.h"
#include "modules/audit/audit_log.h"
#include "modules/podium/podium_routes.h"
#include "modules/podium/podium_service.h"
#include "modules/users/user_service.h"

namespace aplauso::podium {

void install(ModuleContext& m) {
  auto& service = m.make<PodiumService>(m.db, m.clock, m.need<audit::AuditLog>());
  m.provide(service);
  register_routes(m.routes, m.need<users::UserService>(), service);
}

}  // namespace aplauso::podium
