// Installs translations: the service and the routes (locale_routes.cpp).
#include "api/module.h"
#include "modules/audit/audit_log.h"
#include "modules/i18n/i18n_routes.h"
#include "modules/i18n/locale_service.h"

namespace aplauso::i18n {

void install(ModuleContext& m) {
  auto& service = m.make<LocaleService>(m.db, m.clock, m.need<audit::AuditLog>());
  m.provide(service);
  register_routes(m.routes, service);
}

}  // namespace aplauso::i18n
