// Installs people administration: the deletion_declined notification kind, the service, the
// routes (people_routes.cpp) and the demo's people.
#include "api/link_base.h"
#include "api/module.h"
#include "core/config.h"
#include "modules/accounts/activation_service.h"
#include "modules/audit/audit_log.h"
#include "modules/notifications/notification_service.h"
#include "modules/people/people_demo.h"
#include "modules/people/people_routes.h"
#include "modules/people/people_service.h"
#include "modules/structure/structure_service.h"
#include "modules/users/person_changes.h"
#include "modules/users/person_erasure.h"
#include "modules/users/user_service.h"

namespace aplauso::people {

void install(ModuleContext& m) {
  m.need<notifications::NotificationService>().declare(
      {"deletion_declined", "/profile", true, "Tu solicitud para eliminar tu cuenta fue rechazada",
       "Your request to delete your account was declined"});
  auto& service = m.make<PeopleService>(
      m.db, m.clock, m.need<accounts::ActivationService>(), m.need<structure::StructureService>(),
      m.need<users::PersonChanges>(), m.need<users::PersonErasure>(),
      m.need<notifications::NotificationService>(), m.need<audit::AuditLog>());
  m.provide(service);
  register_routes(m.routes, service, PublicLinks(m.config));
  m.demo("people", [&users = m.need<users::UserService>(),
                    &structure = m.need<structure::StructureService>()](DemoOrg& demo) {
    seed_demo_people(users, structure, demo);
  });
}

}  // namespace aplauso::people
