// Installs programs: the notification kinds it raises, the service, its source of the approvals
// inbox (program_submission), the due reminders job, its part of the demo organisation and the
// routes (program_routes.cpp).
#include "api/module.h"
#include "core/clock.h"
#include "modules/approvals/approval_registry.h"
#include "modules/approvals/approval_service.h"
#include "modules/audit/audit_log.h"
#include "modules/forms/form_service.h"
#include "modules/live/event_hub.h"
#include "modules/notifications/notification_service.h"
#include "modules/points/points_service.h"
#include "modules/privacy/privacy_service.h"
#include "modules/programs/program_demo.h"
#include "modules/programs/program_service.h"
#include "modules/programs/programs_routes.h"
#include "modules/users/person_erasure.h"

namespace aplauso::programs {

void install(ModuleContext& m) {
  auto& notices = m.need<notifications::NotificationService>();
  notices.declare({"program_assigned", "/programs/{program_id}", true,
                   "{actor} te asignó el programa «{name}»: complétalo antes del {due_on}",
                   "{actor} assigned you the program “{name}”: complete it by {due_on}"});
  notices.declare({"program_submission_pending", "/approvals?kind=program_submission", false,
                   "{actor} envió evidencia de «{action}» en «{name}»: espera tu aprobación",
                   "{actor} sent evidence for “{action}” in “{name}”: it awaits your approval"});
  notices.declare({"program_submission_approved", "/programs/{program_id}", false,
                   "{actor} aprobó tu evidencia de «{action}» en «{name}»: recibes {points} puntos",
                   "{actor} approved your evidence for “{action}” in “{name}”: you get {points} "
                   "points"});
  notices.declare({"program_submission_rejected", "/programs/{program_id}", false,
                   "{actor} rechazó tu evidencia de «{action}» en «{name}»: {reason}",
                   "{actor} rejected your evidence for “{action}” in “{name}”: {reason}"});
  notices.declare({"program_due", "/programs/{program_id}", true,
                   "Recuerda completar el programa «{name}»: vence el {due_on}",
                   "Remember to complete the program “{name}”: it is due on {due_on}",
                   /*reminder=*/true});
  auto& service = m.make<ProgramService>(
      m.db, m.clock, m.files, m.need<points::PointsService>(), notices, m.need<audit::AuditLog>(),
      m.need<live::EventHub>(), m.need<privacy::PrivacyService>());
  m.provide(service);
  m.need<users::PersonErasure>().forget_in(service);
  m.need<approvals::Registry>().add(std::make_shared<SubmissionSource>(service));
  m.jobs.push_back({"programs.due", std::chrono::hours(1), [&service] { service.remind_due(); }});
  m.demo("programs", [&service, &clock = m.clock](DemoOrg& demo) {
    seed_demo_programs(service, demo, forms::local_day("UTC", clock.now_ms()));
  });
  register_routes(m.routes, service, m.need<approvals::ApprovalService>());
}

}  // namespace aplauso::programs
