// Installs health and safety (flag `health_safety`): the notifications it raises (a new report
// for the officers, a change of stage or a reply for an identified reporter, an injury recorded
// for the person hurt, information an anonymous reporter added for the officers), the service
// (with the sites slot, the care slot, tasks for corrective actions and the privacy engine for
// the statistics), the erasure hook, the demo's part and the routes (health_safety_routes.cpp).
#include "api/module.h"
#include "modules/audit/audit_log.h"
#include "modules/health_safety/health_safety_demo.h"
#include "modules/health_safety/health_safety_routes.h"
#include "modules/health_safety/health_safety_service.h"
#include "modules/moods/care_offers.h"
#include "modules/notifications/notification_service.h"
#include "modules/privacy/privacy_service.h"
#include "modules/structure/sites.h"
#include "modules/tasks/task_service.h"
#include "modules/uploads/upload_service.h"
#include "modules/users/person_erasure.h"
#include "modules/users/user_service.h"

namespace aplauso::health_safety {

void install(ModuleContext& m) {
  auto& notices = m.need<notifications::NotificationService>();
  notices.declare({"hs_report_new", "/health_safety/reports/{report_id}", true,
                   "Nuevo reporte de seguridad y salud: {kind_es}",
                   "New health and safety report: {kind_en}"});
  notices.declare({"hs_report_status", "/health_safety/reports/{report_id}", true,
                   "Tu reporte de {kind_es} pasó a «{status_es}»",
                   "Your {kind_en} report moved to “{status_en}”"});
  notices.declare({"hs_injury_recorded", "/health_safety/reports/{report_id}", false,
                   "Se registró que resultaste lesionado en un incidente: revisa el apoyo "
                   "disponible",
                   "You were recorded as hurt in an incident: see the support available"});
  notices.declare({"hs_report_reply", "/health_safety/reports/{report_id}", true,
                   "El equipo de seguridad y salud te escribió sobre tu reporte de {kind_es}",
                   "The health and safety team wrote to you about your {kind_en} report"});
  // Sent to officers when an anonymous reporter adds information with the receipt code: it
  // names nobody.
  notices.declare({"hs_report_comment", "/health_safety/reports/{report_id}", true,
                   "Quien reportó de forma anónima añadió información a un reporte de {kind_es}",
                   "The anonymous reporter of a {kind_en} report added information"});
  auto& tasks = m.need<tasks::TaskService>();
  auto& service = m.make<HealthSafetyService>(
      m.db, m.clock, m.need<uploads::UploadService>(), tasks, m.need<privacy::PrivacyService>(),
      m.need<audit::AuditLog>(), notices, m.need<structure::Sites>(), m.need<moods::CareOffers>());
  m.provide(service);
  m.need<users::PersonErasure>().forget_in(service);
  m.demo("health_safety",
         [&service, &tasks](DemoOrg& demo) { seed_demo_health_safety(service, tasks, demo); });
  register_routes(m.routes, service, m.need<users::UserService>(), m.files);
}

}  // namespace aplauso::health_safety
