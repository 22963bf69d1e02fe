// Installs celebrations: the birthday and anniversary notification kinds, the service, the routes
// (celebrations_routes.cpp) and the job that posts the day's celebrations.
#include "api/module.h"
#include "modules/audit/audit_log.h"
#include "modules/celebrations/celebration_service.h"
#include "modules/celebrations/celebrations_routes.h"
#include "modules/feed/post_writer.h"
#include "modules/notifications/notification_service.h"
#include "modules/points/points_service.h"

namespace aplauso::celebrations {

void install(ModuleContext& m) {
  auto& notices = m.need<notifications::NotificationService>();
  notices.declare({"birthday", "/post/{post_id}", false, "¡Feliz cumpleaños!", "Happy birthday!"});
  notices.declare({"anniversary", "/post/{post_id}", true,
                   "¡Feliz aniversario laboral! Cumples {years} años con nosotros",
                   "Happy work anniversary: {years} years with us!"});
  auto& service = m.make<CelebrationService>(m.db, m.clock, m.need<feed::PostWriter>(),
                                             m.need<points::PointsService>(), notices,
                                             m.need<audit::AuditLog>());
  m.provide(service);
  register_routes(m.routes, service);
  m.jobs.push_back(
      {"celebrations.post_due", std::chrono::minutes(5), [&service] { service.post_due(); }});
}

}  // namespace aplauso::celebrations
