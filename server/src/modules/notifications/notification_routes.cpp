// HTTP routes of notifications: the unread count and pending surveys badge.
#include "api/envelope.h"
#include "api/module.h"
#include "api/routes.h"
#include "modules/notifications/notification_service.h"

namespace aplauso::notifications {

using http::Method;

void install(ModuleContext& m) {
  auto& service = m.make<NotificationService>(m.db, m.clock);
  m.provide(service);
  m.routes.add(
      Method::kGet, "/user/notification_count", member(),
      [&service](const http::Request&, RequestContext& ctx) {
        const Counts c = service.counts(ctx.org_id(), ctx.who().user_id);
        return ok({{"notification_count", c.unread}, {"pending_surveys", c.pending_surveys}});
      });
}

}  // namespace aplauso::notifications
