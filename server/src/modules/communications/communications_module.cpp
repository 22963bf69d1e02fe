// Installs communications: its notification kind, the service, the fan-out job and the routes
// (communication_routes.cpp).
#include "api/link_base.h"
#include "api/module.h"
#include "core/config.h"
#include "modules/audit/audit_log.h"
#include "modules/communications/communication_service.h"
#include "modules/communications/communications_routes.h"
#include "modules/mail/mail_service.h"
#include "modules/notifications/notification_service.h"
#include "modules/whatsapp/whatsapp_service.h"

namespace aplauso::communications {

void install(ModuleContext& m) {
  auto& notifications = m.need<notifications::NotificationService>();
  notifications.declare({"communication_received", "/communications/{communication_id}", false,
                         "{actor} te envió un comunicado: {title}",
                         "{actor} sent you a communication: {title}"});
  auto& service = m.make<CommunicationService>(
      m.db, m.clock, m.files, notifications, m.need<mail::MailService>(),
      m.need<whatsapp::WhatsAppService>(), m.need<audit::AuditLog>(), PublicLinks(m.config));
  m.provide(service);
  m.jobs.push_back(
      {"communications.fan_out", std::chrono::seconds(1), [&service] { service.fan_out(); }});
  register_routes(m.routes, service);
}

}  // namespace aplauso::communications
