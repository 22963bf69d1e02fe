// Installs the privacy engine: the service every module that reports on people reads through
// (provided), and the organisation's thresholds (/org/privacy).
#include "api/module.h"
#include "modules/audit/audit_log.h"
#include "modules/privacy/privacy_routes.h"
#include "modules/privacy/privacy_service.h"

namespace aplauso::privacy {

void install(ModuleContext& m) {
  auto& service = m.make<PrivacyService>(m.db, m.clock, m.need<audit::AuditLog>());
  m.provide(service);
  register_routes(m.routes, service);
}

}  // namespace aplauso::privacy
