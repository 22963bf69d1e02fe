// Installs notifications: the working-hours slot the schedule module fills (working_hours.h),
// the service other modules declare their kinds with, the mail and WhatsApp jobs and the routes
// (notification_routes.cpp).
#include "api/link_base.h"
#include "api/module.h"
#include "core/config.h"
#include "modules/live/event_hub.h"
#include "modules/mail/mail_service.h"
#include "modules/notifications/notification_service.h"
#include "modules/notifications/notifications_routes.h"
#include "modules/notifications/working_hours.h"
#include "modules/whatsapp/whatsapp_service.h"

namespace aplauso::notifications {

void install(ModuleContext& m) {
  auto& hours = m.make<WorkingHours>();
  m.provide(hours);
  auto& service = m.make<NotificationService>(
      m.db, m.clock, m.need<mail::MailService>(), m.need<whatsapp::WhatsAppService>(),
      m.need<live::EventHub>(), PublicLinks(m.config), hours);
  m.provide(service);
  m.jobs.push_back(
      {"notifications.mail_due", std::chrono::seconds(20), [&service] { service.mail_due(); }});
  m.jobs.push_back({"notifications.whatsapp_due", std::chrono::seconds(5),
                    [&service] { service.whatsapp_due(); }});
  register_routes(m.routes, service);
}

}  // namespace aplauso::notifications
