// Installs the support module (flag `support`): the contact form that mails the organisation's
// support address, the erasure hook for what people wrote, the demo's address and the routes
// (support_routes.cpp).
#include "api/module.h"
#include "modules/audit/audit_log.h"
#include "modules/mail/mail_service.h"
#include "modules/support/support_demo.h"
#include "modules/support/support_routes.h"
#include "modules/support/support_service.h"
#include "modules/users/person_erasure.h"
#include "modules/users/user_service.h"

namespace aplauso::support {

void install(ModuleContext& m) {
  auto& users = m.need<users::UserService>();
  auto& service = m.make<SupportService>(m.db, m.clock, m.need<mail::MailService>(), users,
                                         m.need<audit::AuditLog>());
  m.need<users::PersonErasure>().forget_in(service);
  m.provide(service);
  m.demo("support", [&service](DemoOrg& demo) { seed_demo_support(service, demo); });
  register_routes(m.routes, users, service);
}

}  // namespace aplauso::support
