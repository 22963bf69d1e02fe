// Installs the feed: the one writer of posts (following people's changes), the reader, the
// post_liked, post_commented, post_boosted and comment_replied notification kinds, the service
// and the routes (feed_routes.cpp).
#include "api/module.h"
#include "modules/audit/audit_log.h"
#include "modules/feed/feed_routes.h"
#include "modules/feed/feed_service.h"
#include "modules/feed/post_reader.h"
#include "modules/feed/post_writer.h"
#include "modules/live/event_hub.h"
#include "modules/notifications/notification_service.h"
#include "modules/points/points_service.h"
#include "modules/users/person_changes.h"
#include "modules/users/user_service.h"

namespace aplauso::feed {

void install(ModuleContext& m) {
  const auto& highlights = m.make<HighlightsCache>();
  auto& writer = m.make<PostWriter>(m.need<live::EventHub>(), highlights);
  m.provide(writer);
  writer.follow(m.need<users::PersonChanges>());
  auto& reader = m.make<PostReader>(m.db, m.files);
  m.provide(reader);
  auto& notices = m.need<notifications::NotificationService>();
  notices.declare({"post_liked", "/post/{post_id}", false, "A {actor} le gustó tu publicación",
                   "{actor} liked your post"});
  notices.declare({"post_commented", "/post/{post_id}", false, "{actor} comentó tu publicación",
                   "{actor} commented on your post"});
  notices.declare({"post_boosted", "/post/{post_id}", false, "{actor} impulsó tu publicación",
                   "{actor} boosted your post"});
  notices.declare({"comment_replied", "/post/{post_id}", false, "{actor} respondió tu comentario",
                   "{actor} replied to your comment"});
  auto& service = m.make<FeedService>(m.db, m.clock, m.need<points::PointsService>(), notices,
                                      writer, m.need<audit::AuditLog>(), highlights);
  m.provide(service);
  register_routes(m.routes, reader, service, m.need<users::UserService>());
  // LVL-2: a level-up is celebrated in the feed, in the paying transaction, unless the person
  // turned off "Publicar mis subidas de nivel". The message carries the level as it was named.
  m.need<points::PointsService>().on_level_up(
      [&writer, &clock = m.clock](db::Conn& c, OrgId org, const points::LevelUp& up) {
        if (!up.publish) return;
        NewPost post;
        post.kind = "level_up";
        post.receivers = {up.user_id};
        post.receiver_points = {0};
        post.amount = up.level.min_points;
        post.message = (up.level.emoji ? *up.level.emoji + " " : std::string()) + up.level.name;
        writer.create(c, org, post, clock.now_ms());
      });
  // Cards forgotten because what they show changed (a type renamed, a new photo) are stored
  // again here, in batches, newest first; until then readers render them in memory.
  m.jobs.push_back(
      {"feed.cards", std::chrono::seconds(1), [&service] { service.store_forgotten_cards(); }});
}

}  // namespace aplauso::feed
