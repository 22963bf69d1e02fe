// Installs badges: the badge_received notification kind, the service, the routes
// (badge_routes.cpp), the demo's badges and the badge a level may give on reaching it (LVL-2).
#include "api/module.h"
#include "modules/audit/audit_log.h"
#include "modules/badges/badge_demo.h"
#include "modules/badges/badge_service.h"
#include "modules/badges/badges_routes.h"
#include "modules/feed/post_reader.h"
#include "modules/feed/post_writer.h"
#include "modules/notifications/notification_service.h"
#include "modules/points/points_service.h"
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
  // LVL-2: a level may name a badge. The levels editor asks whether it is an active badge of the
  // organisation; a level-up gives it in the paying transaction (the level_ups row is unique, so
  // once), unless it is no longer active: then it is skipped and the level-up goes on. Given
  // whether or not the person publishes their level-ups: that choice is about the celebration
  // post (docs/values-and-levels.md).
  auto& points = m.need<points::PointsService>();
  points.check_level_badges_with([&service](db::Conn& c, OrgId org, std::int64_t badge_id) {
    return service.active_in(c, org, badge_id);
  });
  points.on_level_up([&service](db::Conn& c, OrgId org, const points::LevelUp& up) {
    const auto badge = up.level.badge_id;
    if (!badge || !service.active_in(c, org, *badge)) return;
    service.give_in(c, org, std::nullopt, {up.user_id}, *badge,
                    "Alcanzó el nivel «" + up.level.name + "»");
  });
  m.demo("badges", [&service](DemoOrg& demo) { seed_demo_badges(service, demo); });
}

}  // namespace aplauso::badges
