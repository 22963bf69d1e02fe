// Installs evaluations: the notification kinds it raises, the service, its part of the demo
// organisation and the routes (evaluation_routes.cpp). People entering a launched cycle start the
// tasks templates triggered by `cycle_launched`; packets create follow-up tasks (source
// `evaluation`), both through the tasks module.
#include "api/module.h"
#include "core/clock.h"
#include "modules/audit/audit_log.h"
#include "modules/badges/badge_service.h"
#include "modules/evaluations/evaluation_demo.h"
#include "modules/evaluations/evaluation_service.h"
#include "modules/evaluations/evaluations_routes.h"
#include "modules/feed/feed_service.h"
#include "modules/forms/form_service.h"
#include "modules/goals/goal_service.h"
#include "modules/notifications/notification_service.h"
#include "modules/privacy/privacy_service.h"
#include "modules/recognition/catalog_service.h"
#include "modules/tasks/task_service.h"
#include "modules/tasks/task_templates.h"

namespace aplauso::evaluations {

void install(ModuleContext& m) {
  auto& notices = m.need<notifications::NotificationService>();
  notices.declare({"evaluation_review_due", "/performance_evaluation/reviews/{review_id}", true,
                   "Tienes una evaluación por escribir en «{name}»",
                   "You have a review to write in “{name}”", /*reminder=*/true});
  notices.declare({"evaluation_nominate", "/performance_evaluation", true,
                   "Nomina a tus evaluadores pares en «{name}»",
                   "Nominate your peer reviewers in “{name}”"});
  notices.declare({"evaluation_nomination_approval", "/performance_evaluation", false,
                   "{actor} propuso evaluadores pares en «{name}»: esperan tu aprobación",
                   "{actor} proposed peer reviewers in “{name}”: they await your approval"});
  notices.declare({"evaluation_peer_request", "/performance_evaluation", false,
                   "Te pidieron una evaluación de pares en «{name}»",
                   "You were asked for a peer review in “{name}”"});
  notices.declare({"evaluation_reminder", "/performance_evaluation", true,
                   "Recordatorio: tienes pendientes en «{name}»",
                   "Reminder: you have things to do in “{name}”", /*reminder=*/true});
  notices.declare({"evaluation_shared", "/performance_evaluation/participants/{participant_id}",
                   true, "Tu evaluación de «{name}» está lista para leer",
                   "Your review in “{name}” is ready to read"});
  notices.declare({"evaluation_acknowledged",
                   "/performance_evaluation/participants/{participant_id}", false,
                   "{actor} confirmó su evaluación de «{name}»",
                   "{actor} acknowledged their review in “{name}”"});
  notices.declare({"evaluation_leader_reassigned", "/performance_evaluation", true,
                   "Ahora eres el líder evaluador de una persona en «{name}»",
                   "You are now the leader reviewing someone in “{name}”"});
  const Readers readers{m.need<forms::FormService>(),          m.need<privacy::PrivacyService>(),
                        m.need<recognition::CatalogService>(), m.need<feed::FeedService>(),
                        m.need<badges::BadgeService>(),        m.need<goals::GoalService>(),
                        m.need<tasks::TaskService>(),          m.need<tasks::TemplateService>()};
  auto& service =
      m.make<EvaluationService>(m.db, m.clock, readers, notices, m.need<audit::AuditLog>());
  m.provide(service);
  m.demo("evaluations", [&service, &clock = m.clock](DemoOrg& demo) {
    seed_demo_evaluations(service, demo, forms::local_day("UTC", clock.now_ms()));
  });
  register_routes(m.routes, service);
}

}  // namespace aplauso::evaluations
