// Installs the benefits module (flag `benefits`): the notification a decision raises, the
// service, its source of the approvals inbox (benefit_request), the erasure hook, the demo's
// benefits and the routes (benefits_routes.cpp).
#include "api/module.h"
#include "modules/approvals/approval_registry.h"
#include "modules/audit/audit_log.h"
#include "modules/benefits/benefits_approvals.h"
#include "modules/benefits/benefits_demo.h"
#include "modules/benefits/benefits_routes.h"
#include "modules/benefits/benefits_service.h"
#include "modules/notifications/notification_service.h"
#include "modules/points/points_service.h"
#include "modules/uploads/upload_service.h"
#include "modules/users/person_erasure.h"
#include "modules/users/user_service.h"

namespace aplauso::benefits {

void install(ModuleContext& m) {
  auto& notices = m.need<notifications::NotificationService>();
  notices.declare({"benefit_request_decided", "/benefits_page/{benefit_id}", true,
                   "Tu solicitud de «{name}» fue {status_es}",
                   "Your request for “{name}” was {status_en}"});
  auto& service =
      m.make<BenefitsService>(m.db, m.clock, m.need<uploads::UploadService>(),
                              m.need<points::PointsService>(), m.need<audit::AuditLog>(), notices);
  m.provide(service);
  m.need<users::PersonErasure>().forget_in(service);
  m.need<approvals::Registry>().add(std::make_shared<RequestSource>(service));
  m.demo("benefits", [&service](DemoOrg& demo) { seed_demo_benefits(service, demo); });
  register_routes(m.routes, service, m.need<users::UserService>(), m.files);
}

}  // namespace aplauso::benefits
