// Installs the custom pages module (flag `custom_pages`): the service (which asks the forms and
// files modules about the blocks that name their forms and files), the erasure hook, the demo's
// pages and the routes (custom_pages_routes.cpp).
#include "api/module.h"
#include "modules/audit/audit_log.h"
#include "modules/custom_pages/custom_pages_demo.h"
#include "modules/custom_pages/custom_pages_routes.h"
#include "modules/custom_pages/custom_pages_service.h"
#include "modules/files/files_service.h"
#include "modules/forms/form_service.h"
#include "modules/uploads/upload_service.h"
#include "modules/users/person_erasure.h"
#include "modules/users/user_service.h"

namespace aplauso::custom_pages {

void install(ModuleContext& m) {
  auto& service = m.make<CustomPagesService>(
      m.db, m.clock, m.need<uploads::UploadService>(), m.need<forms::FormService>(),
      m.need<files::FilesService>(), m.need<audit::AuditLog>());
  m.provide(service);
  m.need<users::PersonErasure>().forget_in(service);
  m.demo("custom_pages", [&service, &forms = m.need<forms::FormService>(),
                          &uploads = m.need<uploads::UploadService>()](DemoOrg& demo) {
    seed_demo_pages(service, forms, uploads, demo);
  });
  register_routes(m.routes, service, m.need<users::UserService>(), m.files);
}

}  // namespace aplauso::custom_pages
