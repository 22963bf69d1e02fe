// Installs the requests module (flag `requests`): the notifications it raises, the service, its
// source of the approvals inbox (request), the erasure hook, the hourly deadlines job (the type's
// deadline and each step's), the demo's request types and the routes (requests_routes.cpp).
#include "api/module.h"
#include "modules/approvals/approval_registry.h"
#include "modules/audit/audit_log.h"
#include "modules/forms/form_service.h"
#include "modules/notifications/notification_service.h"
#include "modules/requests/requests_approvals.h"
#include "modules/requests/requests_demo.h"
#include "modules/requests/requests_routes.h"
#include "modules/requests/requests_service.h"
#include "modules/users/person_erasure.h"
#include "modules/users/user_service.h"

namespace aplauso::requests {

void install(ModuleContext& m) {
  auto& notices = m.need<notifications::NotificationService>();
  notices.declare({"request_to_decide", "/requests/{request_id}", true,
                   "{actor} te pide aprobar la solicitud «{name}»",
                   "{actor} asks you to approve the request “{name}”"});
  notices.declare({"request_decided", "/requests/{request_id}", true,
                   "Tu solicitud «{name}» fue {status_es}",
                   "Your request “{name}” was {status_en}"});
  notices.declare({"request_commented", "/requests/{request_id}", false,
                   "{actor} comentó la solicitud «{name}»",
                   "{actor} commented on the request “{name}”"});
  notices.declare({"request_overdue", "/requests/{request_id}", true,
                   "La solicitud «{name}» pasó su plazo y espera tu decisión",
                   "The request “{name}” is past its deadline and waits for your decision",
                   /*reminder=*/true});
  notices.declare({"request_step_overdue", "/requests/{request_id}", true,
                   "El paso {step} de la solicitud «{name}» pasó su plazo y espera tu decisión",
                   "Step {step} of the request “{name}” is past its deadline and waits for your "
                   "decision",
                   /*reminder=*/true});
  auto& service = m.make<RequestsService>(m.db, m.clock, m.need<forms::FormService>(),
                                          m.need<audit::AuditLog>(), notices);
  m.provide(service);
  m.need<users::PersonErasure>().forget_in(service);
  m.need<approvals::Registry>().add(std::make_shared<RequestSource>(service));
  m.jobs.push_back(
      {"requests.overdue", std::chrono::hours(1), [&service] { service.remind_overdue(); }});
  m.demo("requests", [&service](DemoOrg& demo) { seed_demo_requests(service, demo); });
  register_routes(m.routes, service, m.need<users::UserService>(), m.files);
}

}  // namespace aplauso::requests
