// Installs the invoices module (flag `invoices`): the notifications it raises, the service, its
// source of the approvals inbox (invoice), the erasure hook, the demo's invoices and the routes
// (invoices_routes.cpp).
#include "api/module.h"
#include "modules/approvals/approval_registry.h"
#include "modules/audit/audit_log.h"
#include "modules/invoices/invoices_approvals.h"
#include "modules/invoices/invoices_demo.h"
#include "modules/invoices/invoices_routes.h"
#include "modules/invoices/invoices_service.h"
#include "modules/notifications/notification_service.h"
#include "modules/requests/requests_service.h"
#include "modules/uploads/upload_service.h"
#include "modules/users/person_erasure.h"
#include "modules/users/user_service.h"

namespace aplauso::invoices {

void install(ModuleContext& m) {
  auto& notices = m.need<notifications::NotificationService>();
  notices.declare({"invoice_decided", "/invoices/{invoice_id}", true,
                   "Tu factura «{name}» ({amount} {currency}) fue {status_es}",
                   "Your invoice “{name}” ({amount} {currency}) was {status_en}"});
  notices.declare({"invoice_paid", "/invoices/{invoice_id}", true,
                   "Pagamos tu factura «{name}»: {amount} {currency} el {paid_on}",
                   "We paid your invoice “{name}”: {amount} {currency} on {paid_on}"});
  auto& service = m.make<InvoicesService>(m.db, m.clock, m.need<uploads::UploadService>(),
                                          m.need<audit::AuditLog>(), notices,
                                          m.need<requests::RequestsService>());
  m.provide(service);
  m.need<users::PersonErasure>().forget_in(service);
  m.need<approvals::Registry>().add(std::make_shared<InvoiceSource>(service));
  m.demo("invoices", [&service](DemoOrg& demo) { seed_demo_invoices(service, demo); });
  register_routes(m.routes, service, m.need<users::UserService>(), m.files);
}

}  // namespace aplauso::invoices
