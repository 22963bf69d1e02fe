// Installs departments and groups: the service, what it forgets of an erased person, the routes
// (structure_routes.cpp) and the sites slot the workplace module fills (sites.h).
#include "api/module.h"
#include "modules/audit/audit_log.h"
#include "modules/structure/sites.h"
#include "modules/structure/structure_routes.h"
#include "modules/structure/structure_service.h"
#include "modules/users/person_erasure.h"

namespace aplauso::structure {

void install(ModuleContext& m) {
  auto& service = m.make<StructureService>(m.db, m.clock, m.need<audit::AuditLog>());
  m.provide(service);
  m.need<users::PersonErasure>().forget_in(service);
  register_department_routes(m.routes, service);
  register_group_routes(m.routes, service);
  m.provide(m.make<Sites>());
}

}  // namespace aplauso::structure
