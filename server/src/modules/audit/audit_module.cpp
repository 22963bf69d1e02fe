// Installs the audit trail: the AuditLog every module records through, the service and the
// routes (audit_routes.cpp).
#include "api/module.h"
#include "modules/audit/audit_log.h"
#include "modules/audit/audit_routes.h"
#include "modules/audit/audit_service.h"

namespace aplauso::audit {

void install(ModuleContext& m) {
  auto& log = m.make<AuditLog>(m.clock);
  m.provide(log);
  auto& service = m.make<AuditService>(m.db, log);
  m.provide(service);
  register_routes(m.routes, service);
}

}  // namespace aplauso::audit
