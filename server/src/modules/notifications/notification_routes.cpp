#include "modules/notifications/notification_routes.h"

#include "app/envelope.h"
#include "modules/notifications/notification_repo.h"

namespace aplauso::notifications {

using http::Method;

void register_routes(RouteTable& table, const db::Database& db) {
  table.add(Method::kGet, "/user/notification_count", member(),
            [&db](const http::Request&, RequestContext& ctx) {
              const NotificationRepo repo;
              const Counts c = db.run([&](soci::session& s) {
                return repo.counts(s, ctx.org_id(), ctx.who().user_id);
              });
              return ok({{"notification_count", c.unread}, {"pending_surveys", c.pending_surveys}});
            });
}

}  // namespace aplauso::notifications
