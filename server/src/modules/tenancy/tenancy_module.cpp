// Installs tenancy: the tenant directory, the organisation service and the routes
// (org_routes.cpp).
#include "api/module.h"
#include "core/config.h"
#include "modules/audit/audit_log.h"
#include "modules/tenancy/org_service.h"
#include "modules/tenancy/tenancy_routes.h"
#include "modules/tenancy/tenant_directory.h"

namespace aplauso::tenancy {

void install(ModuleContext& m) {
  auto& directory = m.make<TenantDirectory>(m.db, m.clock);
  m.provide(directory);
  auto& orgs = m.make<OrgService>(m.db, m.clock, m.need<audit::AuditLog>(), m.config.password_cost);
  m.provide(orgs);
  register_routes(m.routes, orgs, directory, m.config.teams_configured());
}

}  // namespace aplauso::tenancy
