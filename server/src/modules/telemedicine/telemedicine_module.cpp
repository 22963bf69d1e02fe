// Installs the telemedicine module (flag `telemedicine`): the service, its source of the care
// slot moods keeps (telemedicine_care.cpp), the erasure hook, the demo's providers and the routes
// (telemedicine_routes.cpp).
#include "api/module.h"
#include "core/clock.h"
#include "modules/audit/audit_log.h"
#include "modules/moods/care_offers.h"
#include "modules/privacy/privacy_service.h"
#include "modules/telemedicine/telemedicine_care.h"
#include "modules/telemedicine/telemedicine_demo.h"
#include "modules/telemedicine/telemedicine_routes.h"
#include "modules/telemedicine/telemedicine_service.h"
#include "modules/tenancy/tenant_directory.h"
#include "modules/uploads/upload_service.h"
#include "modules/users/person_erasure.h"

namespace aplauso::telemedicine {

void install(ModuleContext& m) {
  auto& service =
      m.make<TelemedicineService>(m.db, m.clock, m.need<uploads::UploadService>(),
                                  m.need<privacy::PrivacyService>(), m.need<audit::AuditLog>());
  m.provide(service);
  m.need<users::PersonErasure>().forget_in(service);
  m.need<moods::CareOffers>().add(
      care_source(service, m.need<tenancy::TenantDirectory>(), m.files, m.clock));
  m.demo("telemedicine", [&service](DemoOrg& demo) { seed_demo_telemedicine(service, demo); });
  register_routes(m.routes, service, m.files);
}

}  // namespace aplauso::telemedicine
