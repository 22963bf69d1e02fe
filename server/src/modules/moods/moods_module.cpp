// Installs moods: the notification kinds it raises (the prompt, the group alert), the care slot
// other modules fill (care_offers.h), the service, what an erased person leaves behind, the jobs
// (the prompt at each organisation's local time; closing days into the privacy engine and the
// alerts), the demo's part and the routes (mood_routes.cpp).
#include "api/module.h"
#include "core/clock.h"
#include "modules/audit/audit_log.h"
#include "modules/moods/care_offers.h"
#include "modules/moods/mood_demo.h"
#include "modules/moods/mood_service.h"
#include "modules/moods/moods_routes.h"
#include "modules/notifications/notification_service.h"
#include "modules/privacy/privacy_service.h"
#include "modules/users/person_erasure.h"

namespace aplauso::moods {

void install(ModuleContext& m) {
  auto& notices = m.need<notifications::NotificationService>();
  notices.declare({"mood_prompt", "/moods", false, "¿Cómo te sientes hoy? Registra tu ánimo",
                   "How do you feel today? Check in your mood"});
  notices.declare({"mood_alert", "/moods?scope={scope}", true,
                   "El ánimo de {name} necesita atención (promedio {mean} de 5; {low_percent} % "
                   "en niveles 1–2)",
                   "The mood of {name} needs attention (mean {mean} of 5; {low_percent}% at "
                   "levels 1–2)"});
  // The care slot (care_offers.h): modules installed later offer care through it (telemedicine)
  // or show what it offers (psychosocial).
  auto& care_offers = m.make<CareOffers>();
  m.provide(care_offers);
  auto& service = m.make<MoodService>(m.db, m.clock, m.need<privacy::PrivacyService>(), notices,
                                      m.need<audit::AuditLog>(), care_offers);
  m.provide(service);
  m.need<users::PersonErasure>().forget_in(service);
  m.jobs.push_back(
      {"moods.prompts", std::chrono::seconds(60), [&service] { service.send_prompts(); }});
  m.jobs.push_back(
      {"moods.close_days", std::chrono::seconds(60), [&service] { service.close_days(); }});
  m.demo("moods", [&service, &db = m.db, &clock = m.clock](DemoOrg& demo) {
    seed_demo_moods(db, service, demo, clock.now_ms());
  });
  register_routes(m.routes, service);
}

}  // namespace aplauso::moods
