// Installs the coverages module (flag `coverages`): the notifications it raises, the service,
// its source of the approvals inbox (coverage_dependant), the erasure hook, the daily renewal
// job, the demo's policies and the routes (coverages_routes.cpp).
#include "api/module.h"
#include "modules/approvals/approval_registry.h"
#include "modules/audit/audit_log.h"
#include "modules/coverages/coverages_approvals.h"
#include "modules/coverages/coverages_demo.h"
#include "modules/coverages/coverages_routes.h"
#include "modules/coverages/coverages_service.h"
#include "modules/notifications/notification_service.h"
#include "modules/uploads/upload_service.h"
#include "modules/users/person_erasure.h"
#include "modules/users/user_service.h"

namespace aplauso::coverages {

void install(ModuleContext& m) {
  auto& notices = m.need<notifications::NotificationService>();
  notices.declare({"coverage_dependant_decided", "/coverages", true,
                   "El cambio de tu carga «{name}» fue {status_es}",
                   "The change to your dependant “{name}” was {status_en}"});
  notices.declare({"coverage_renewal_due", "/admin/coverages", true,
                   "La póliza «{name}» vence el {ends_on}: revisa su renovación",
                   "The policy “{name}” ends on {ends_on}: review its renewal"});
  auto& service = m.make<CoveragesService>(m.db, m.clock, m.need<uploads::UploadService>(),
                                           m.need<audit::AuditLog>(), notices);
  m.provide(service);
  m.need<users::PersonErasure>().forget_in(service);
  m.need<approvals::Registry>().add(std::make_shared<DependantSource>(service));
  m.jobs.push_back(
      {"coverages.renewal", std::chrono::hours(24), [&service] { service.remind_renewals(); }});
  m.demo("coverages", [&service](DemoOrg& demo) { seed_demo_coverages(service, demo); });
  register_routes(m.routes, service, m.need<users::UserService>(), m.files);
}

}  // namespace aplauso::coverages
