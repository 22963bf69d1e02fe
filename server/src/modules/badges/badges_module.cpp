// Installs badges: the badge_received notification kind, the service, the routes
// (badge_routes.cpp) and the demo's badges.
#include "api/module.h"
#include "modules/audit/audit_log.h"
#include "modules/badges/badge_demo.h"
#include "modules/badges/badge_service.h"
#include "modules/badges/badges_routes.h"
#include "modules/feed/post_reader.h"
#include "modules/feed/post_writer.h"
#include "modules/notifications/notification_service.h"
#include "modules/uploads/upload_service.h"

namespace aplauso::badges {

void install(ModuleContext& m) {
  auto& notices = m.need<notifications::NotificationService>();
  notices.declare({"badge_received", "/post/{post_id}", true, "{actor} te dio la insignia «{name}»",
                   "{actor} gave you the “{name}” badge"});
  auto& service =
      m.make<BadgeService>(m.db, m.clock, m.need<uploads::UploadService>(),
                           m.need<feed::PostWriter>(), notices, m.need<audit::AuditLog>());
  m.provide(service);
  register_routes(m.routes, service, m.need<feed::PostReader>(), m.files);
  m.demo("badges", [&service](DemoOrg& demo) { seed_demo_badges(service, demo); });
}

}  // namespace aplauso::badges
