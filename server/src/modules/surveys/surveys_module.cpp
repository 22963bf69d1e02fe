// Installs surveys: the notification kinds it raises, the services, the count of pending surveys
// in the notification summary, the job that opens, cycles, reminds and closes, what an erased
// person leaves behind, and the routes (survey_routes.cpp).
#include "api/module.h"
#include "core/clock.h"
#include "core/config.h"
#include "modules/audit/audit_log.h"
#include "modules/forms/form_service.h"
#include "modules/live/event_hub.h"
#include "modules/notifications/notification_service.h"
#include "modules/points/points_service.h"
#include "modules/privacy/privacy_service.h"
#include "modules/surveys/survey_demo.h"
#include "modules/surveys/survey_replies.h"
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
                   "Remember to answer the survey “{name}”", /*reminder=*/true});
  notices.declare({"survey_reply", "/surveys?state=replies", true,
                   "Respondieron a tu comentario anónimo en «{name}»",
                   "Your anonymous comment on “{name}” got a reply"});
  notices.declare({"survey_comment_answered", "/admin/surveys?survey={survey_id}&view=results",
                   true, "Hay una respuesta anónima nueva en «{name}»",
                   "There is a new anonymous answer on “{name}”"});
  auto& audit = m.need<audit::AuditLog>();
  auto& privacy = m.need<privacy::PrivacyService>();
  auto& replies =
      m.make<SurveyReplies>(m.db, m.clock, privacy, notices, audit, m.config.jwt_secret);
  auto& service = m.make<SurveyService>(m.db, m.clock, m.need<forms::FormService>(), privacy,
                                        m.need<points::PointsService>(), notices,
                                        m.need<live::EventHub>(), audit, replies);
  auto& results = m.make<SurveyResultsService>(m.db, m.clock, service, privacy, replies, audit);
  m.provide(service);
  m.provide(results);
  m.provide(replies);
  notices.add_pending_counter("pending_surveys",
                              [&service](db::Conn& c, OrgId org, std::int64_t user_id) {
                                return service.pending(c, org, user_id);
                              });
  m.need<users::PersonErasure>().forget_in(service);
  m.jobs.push_back({"surveys.tick", std::chrono::seconds(60), [&service] { service.tick(); }});
  m.demo("surveys", [&service, &clock = m.clock](DemoOrg& demo) {
    seed_demo_survey(service, demo, forms::local_day("UTC", clock.now_ms()));
  });
  register_routes(m.routes, service, results, replies);
}

}  // namespace aplauso::surveys
