#include "modules/profile/profile_routes.h"

#include <soci/soci.h>

#include <boost/json/array.hpp>

#include "app/envelope.h"
#include "app/json_input.h"
#include "modules/badges/badge_routes.h"
#include "modules/points/points_json.h"
#include "modules/users/user_json.h"
#include "modules/users/user_repo.h"

namespace aplauso::profile {

namespace json = boost::json;
using http::Method;

void register_routes(RouteTable& table, const db::Database& db, const points::PointsService& points,
                     const badges::BadgeService& badges, const storage::FileStore& files) {
  table.add(
      Method::kGet, "/user/{id}/public", member(),
      [&db, &points, &badges, &files](const http::Request& req, RequestContext& ctx) {
        const auto id = path_id(req);
        return db.run([&](soci::session& s) {
          const users::UserRepo users;
          const auto user = users.find(s, ctx.org_id(), id);
          if (!user || !user->active) throw not_found("La persona no existe.");
          const long long org = ctx.org_id(), uid = id;
          long long received = 0, sent = 0;
          s << "SELECT COUNT(*) FROM post_receivers r JOIN posts p ON p.id = r.post_id WHERE "
               "r.org_id = :org AND r.user_id = :id AND p.kind = 'recognition' AND p.filed = 0",
              soci::use(org, "org"), soci::use(uid, "id"), soci::into(received);
          s << "SELECT COUNT(*) FROM posts WHERE org_id = :org AND author_id = :id AND kind = "
               "'recognition' AND filed = 0",
              soci::use(org, "org"), soci::use(uid, "id"), soci::into(sent);
          const auto summary = points.summary(s, ctx.org_id(), id);
          json::array badge_list;
          for (const auto& b : badges.received(s, ctx.org_id(), id)) {
            badge_list.push_back(
                json::object{{"badge", badges::badge_json(b.badge, files, ctx.now_ms / 1000)},
                             {"count", b.count},
                             {"last_received_at", b.last_received_at}});
          }
          return ok({{"user", users::person_json(*user)},
                     {"received_count", received},
                     {"sent_count", sent},
                     {"lifetime_received", summary.balances.lifetime_received},
                     {"level", points::level_json(summary.level)},
                     {"badges", std::move(badge_list)}});
        });
      });
}

}  // namespace aplauso::profile
