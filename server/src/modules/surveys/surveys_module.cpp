// Installs surveys: the notification kinds it raises, the services, the count of pending surveys
// in the notification summary, the job that opens, cycles, reminds and closes, what an erased
// person leaves behind, and the routes (survey_routes.cpp).
#include "api/module.h"
#include "core/clock.h"
#include "modules/audit/audit_log.h"
#include "modules/forms/form_service.h"
#include "modules/live/event_hub.h"
#include "modules/notifications/notification_service.h"
#include "modules/points/points_service.h"
#include "modules/privacy/privacy_service.h"
#include "modules/surveys/survey_demo.h"
#include "modules/surveys/survey_results.h"
#include "modules/surveys/survey_service.h"
#include "modules/surveys/surveys_routes.h"
#include "modules/users/person_erasure.h"

namespace aplauso::surveys {

void install(ModuleContext& m) {
  auto& notices = m.need<notifications::NotificationService>();
  notices.declare({"survey_launched", "/surveys/{survey_id}", true,
                   "Tienes una encuesta nueva para responder: {name}",
                   "You have a new survey to answer: {name}"});
  notices.declare({"survey_reminder", "/surveys/{survey_id}", true,
                   "Recuerda responder la encuesta «{name}»",
                   "Remember to answer the survey “{name}”"});
  auto& audit = m.need<audit::AuditLog>();
  auto& service = m.make<SurveyService>(
      m.db, m.clock, m.need<forms::FormService>(), m.need<privacy::PrivacyService>(),
      m.need<points::PointsService>(), notices, m.need<live::EventHub>(), audit);
  auto& results = m.make<SurveyResultsService>(m.db, m.clock, service,
                                               m.need<privacy::PrivacyService>(), audit);
  m.provide(service);
  m.provide(results);
  notices.add_pending_counter("pending_surveys",
                              [&service](db::Conn& c, OrgId org, std::int64_t user_id) {
                                return service.pending(c, org, user_id);
                              });
  m.need<users::PersonErasure>().forget_in(service);
  m.jobs.push_back({"surveys.tick", std::chrono::seconds(60), [&service] { service.tick(); }});
  m.demo("surveys", [&service, &clock = m.clock](DemoOrg& demo) {
    seed_demo_survey(service, demo, forms::local_day("UTC", clock.now_ms()));
  });
  register_routes(m.routes, service, results);
}

}  // namespace aplauso::surveys
