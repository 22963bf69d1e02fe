// HTTP routes of live updates: a one-use ticket for the signed-in member, and the event stream
// it opens (GET /api/live?ticket=…, Server-Sent Events); live_module.cpp installs them.
#include "modules/live/live_routes.h"
#include "api/envelope.h"
#include "api/json_input.h"
#include "api/routes.h"
#include "modules/live/event_hub.h"

namespace aplauso::live {

using http::Method;

void register_routes(RouteTable& routes, EventHub& hub) {
  routes.add(Method::kPost, "/live/ticket", member(),
             [&hub](const http::Request&, RequestContext& ctx) {
               const auto ticket = hub.issue_ticket(ctx.org_id(), ctx.who().user_id);
               return ok({{"ticket", ticket.token}, {"expires_in", ticket.expires_in_s}});
             });
  routes.add(Method::kGet, "/live", public_route(),
             [&hub](const http::Request& req, RequestContext& ctx) {
               const auto ticket = req.query_param("ticket").value_or("");
               // EventSource sends Last-Event-ID when it reconnects by itself; a client that
               // opens a new stream (with a new ticket) passes it as lastEventId.
               std::string last(req.headers.get("Last-Event-ID"));
               if (last.empty()) last = std::string(req.query_param("lastEventId").value_or(""));
               http::Response res;
               res.stream = hub.open(ctx.org_id(), std::string(ticket), last);
               return res;
             });
}

}  // namespace aplauso::live
