// Installs psychosocial: the notification kinds it raises (the invitation, a Guía I referral
// for the occupational-health staff), the service (with moods' care slot: what a person whose
// Guía I calls for a referral is offered), what an erased person leaves behind, the job
// closing applications on their closing day, the demo's part and the routes
// (psychosocial_routes.cpp).
#include "api/module.h"
#include "core/clock.h"
#include "core/config.h"
#include "modules/audit/audit_log.h"
#include "modules/moods/care_offers.h"
#include "modules/notifications/notification_service.h"
#include "modules/privacy/privacy_service.h"
#include "modules/psychosocial/psychosocial_demo.h"
#include "modules/psychosocial/psychosocial_routes.h"
#include "modules/psychosocial/psychosocial_service.h"
#include "modules/tasks/task_service.h"
#include "modules/users/person_erasure.h"

namespace aplauso::psychosocial {

void install(ModuleContext& m) {
  auto& notices = m.need<notifications::NotificationService>();
  notices.declare({"psychosocial_invited", "/psychosocial/{application_id}", true,
                   "Responde el cuestionario NOM-035 de {workplace}",
                   "Answer the NOM-035 questionnaire of {workplace}"});
  notices.declare({"psychosocial_referral", "/psychosocial?tab=referrals", true,
                   "Una persona requiere valoración clínica según la Guía I (NOM-035)",
                   "A person needs a clinical evaluation according to Guide I (NOM-035)"});
  notices.declare({"psychosocial_due", "/admin/psychosocial?psyApplication={application_id}", true,
                   "La identificación NOM-035 de {workplace} vence el {due_on}: programa la "
                   "siguiente aplicación",
                   "The NOM-035 identification of {workplace} is due on {due_on}: schedule the "
                   "next application",
                   /*reminder=*/true});
  auto& service = m.make<PsychosocialService>(
      m.db, m.clock, m.config.jwt_secret, m.need<privacy::PrivacyService>(), notices,
      m.need<tasks::TaskService>(), m.need<audit::AuditLog>(), m.need<moods::CareOffers>());
  m.provide(service);
  m.need<users::PersonErasure>().forget_in(service);
  m.jobs.push_back(
      {"psychosocial.close_due", std::chrono::seconds(300), [&service] { service.close_due(); }});
  m.jobs.push_back({"psychosocial.remind_due", std::chrono::seconds(3600),
                    [&service] { service.remind_due(); }});
  m.demo("psychosocial", [&service](DemoOrg& demo) { seed_demo_psychosocial(service, demo); });
  register_routes(m.routes, service);
}

}  // namespace aplauso::psychosocial
