// Installs the schedule module (flag `schedule`): the service, its answer to the working-hours
// slot the notification delivery asks (notifications/working_hours.h), the erasure hook, the
// demo's schedules and the routes (schedule_routes.cpp).
#include "api/module.h"
#include "modules/audit/audit_log.h"
#include "modules/notifications/working_hours.h"
#include "modules/schedule/schedule_demo.h"
#include "modules/schedule/schedule_routes.h"
#include "modules/schedule/schedule_service.h"
#include "modules/structure/sites.h"
#include "modules/users/person_erasure.h"
#include "modules/users/user_service.h"

namespace aplauso::schedule {

void install(ModuleContext& m) {
  auto& service =
      m.make<ScheduleService>(m.db, m.clock, m.need<audit::AuditLog>(), m.need<structure::Sites>());
  m.provide(service);
  m.need<notifications::WorkingHours>().fill(
      [&service](db::Conn& c, OrgId org, std::int64_t user, std::int64_t now_ms) {
        return service.next_start(c, org, user, now_ms);
      });
  m.need<users::PersonErasure>().forget_in(service);
  m.demo("schedule", [&service](DemoOrg& demo) { seed_demo_schedules(service, demo); });
  register_routes(m.routes, service, m.need<users::UserService>());
}

}  // namespace aplauso::schedule
