// Installs goals: the notification kinds it raises, the service, the check-in nudge job, its
// part of the demo organisation and the routes (goal_routes.cpp).
#include "api/module.h"
#include "core/clock.h"
#include "modules/audit/audit_log.h"
#include "modules/forms/form_service.h"
#include "modules/goals/goal_demo.h"
#include "modules/goals/goal_service.h"
#include "modules/goals/goals_routes.h"
#include "modules/notifications/notification_service.h"
#include "modules/points/points_service.h"
#include "modules/uploads/upload_service.h"

namespace aplauso::goals {

void install(ModuleContext& m) {
  auto& notices = m.need<notifications::NotificationService>();
  notices.declare({"goal_checkin_due", "/goals/{goal_id}", false,
                   "Cuéntanos cómo va tu objetivo «{name}»: registra un avance",
                   "How is your goal “{name}” going? Add a check-in", /*reminder=*/true});
  notices.declare({"goal_comment", "/goals/{goal_id}", false,
                   "{actor} comentó tu objetivo «{name}»",
                   "{actor} commented on your goal “{name}”"});
  notices.declare({"goal_pending_approval", "/goals/{goal_id}", false,
                   "{actor} cerró el objetivo «{name}» como logrado: espera tu aprobación",
                   "{actor} closed the goal “{name}” as achieved: it awaits your approval"});
  notices.declare({"goal_approved", "/goals/{goal_id}", false,
                   "{actor} aprobó tu objetivo «{name}»: recibes {points} puntos",
                   "{actor} approved your goal “{name}”: you get {points} points"});
  notices.declare({"goal_rejected", "/goals/{goal_id}", false,
                   "{actor} devolvió tu objetivo «{name}» a activo",
                   "{actor} sent your goal “{name}” back to active"});
  auto& service =
      m.make<GoalService>(m.db, m.clock, m.files, m.need<points::PointsService>(),
                          m.need<uploads::UploadService>(), notices, m.need<audit::AuditLog>());
  m.provide(service);
  m.jobs.push_back({"goals.nudge", std::chrono::hours(1), [&service] { service.nudge(); }});
  m.demo("goals", [&service, &clock = m.clock](DemoOrg& demo) {
    seed_demo_goals(service, demo, forms::local_day("UTC", clock.now_ms()));
  });
  register_routes(m.routes, service);
}

}  // namespace aplauso::goals
