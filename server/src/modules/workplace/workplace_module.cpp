// Installs the workplace module (flag `workplace`): the service, its source of the sites slot
// structure keeps (workplace_sites.cpp), the erasure hook, the demo's sites and the routes
// (workplace_routes.cpp).
#include "api/module.h"
#include "modules/audit/audit_log.h"
#include "modules/structure/sites.h"
#include "modules/tenancy/tenant_directory.h"
#include "modules/users/person_erasure.h"
#include "modules/workplace/workplace_demo.h"
#include "modules/workplace/workplace_routes.h"
#include "modules/workplace/workplace_service.h"
#include "modules/workplace/workplace_sites.h"

namespace aplauso::workplace {

void install(ModuleContext& m) {
  auto& service = m.make<WorkplaceService>(m.db, m.clock, m.need<audit::AuditLog>());
  m.provide(service);
  m.need<users::PersonErasure>().forget_in(service);
  m.need<structure::Sites>().fill(sites_source(service, m.need<tenancy::TenantDirectory>()));
  m.demo("workplace", [&service](DemoOrg& demo) { seed_demo_workplace(service, demo); });
  register_routes(m.routes, service);
}

}  // namespace aplauso::workplace
