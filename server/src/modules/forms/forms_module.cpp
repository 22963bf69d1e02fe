// Installs the forms engine: the service other modules use (provided), the routes of the forms
// admins build (form_routes.cpp) and what an erased person leaves behind.
#include "api/module.h"
#include "modules/audit/audit_log.h"
#include "modules/forms/form_service.h"
#include "modules/forms/forms_routes.h"
#include "modules/users/person_erasure.h"

namespace aplauso::forms {

void install(ModuleContext& m) {
  auto& service = m.make<FormService>(m.db, m.clock, m.need<audit::AuditLog>());
  m.provide(service);
  m.need<users::PersonErasure>().forget_in(service);
  register_routes(m.routes, service);
}

}  // namespace aplauso::forms
