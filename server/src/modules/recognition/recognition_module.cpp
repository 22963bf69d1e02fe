// Installs recognition: the catalog, sending (and its recognition_received notification kind),
// groups and the admin views, the routes (recognition_routes.cpp) and the demo's recognitions.
#include "api/module.h"
#include "modules/audit/audit_log.h"
#include "modules/feed/feed_service.h"
#include "modules/feed/post_reader.h"
#include "modules/feed/post_writer.h"
#include "modules/media/media_service.h"
#include "modules/notifications/notification_service.h"
#include "modules/points/points_service.h"
#include "modules/recognition/catalog_service.h"
#include "modules/recognition/group_service.h"
#include "modules/recognition/recognition_admin.h"
#include "modules/recognition/recognition_demo.h"
#include "modules/recognition/recognition_routes.h"
#include "modules/recognition/send_service.h"
#include "modules/users/user_service.h"

namespace aplauso::recognition {

void install(ModuleContext& m) {
  auto& posts = m.need<feed::PostWriter>();
  auto& points = m.need<points::PointsService>();
  const auto& audit_log = m.need<audit::AuditLog>();
  auto& catalog = m.make<CatalogService>(m.db, m.clock, posts, audit_log);
  m.provide(catalog);
  auto& notices = m.need<notifications::NotificationService>();
  notices.declare({"recognition_received", "/post/{post_id}", true,
                   "{actor} te reconoció con {points} puntos",
                   "{actor} recognised you with {points} points"});
  auto& send = m.make<SendService>(m.db, m.clock, points, posts, notices, audit_log,
                                   m.need<media::MediaService>());
  m.provide(send);
  auto& groups = m.make<GroupService>(m.db, m.clock);
  auto& admin = m.make<RecognitionAdmin>(m.db, m.need<feed::FeedService>(), points);
  register_routes(m.routes, catalog, send, groups, admin, m.need<feed::PostReader>(),
                  m.need<users::UserService>());
  m.demo("recognition",
         [&catalog, &send](DemoOrg& demo) { seed_demo_recognition(catalog, send, demo); });
}

}  // namespace aplauso::recognition
