// HTTP routes of notifications: the unread count and pending surveys badge, the member's list
// (marking one or all read) and which kinds they see (notifications_module.cpp installs them).
#include <boost/json/array.hpp>

#include "api/envelope.h"
#include "api/json_input.h"
#include "api/json_output.h"
#include "api/routes.h"
#include "modules/notifications/notification_service.h"
#include "modules/notifications/notifications_routes.h"
#include "modules/users/user_json.h"

namespace aplauso::notifications {

namespace json = boost::json;
using http::Method;

namespace {
constexpr std::string_view kModule = "notifications";

json::object item_json(const Item& item) {
  return {{"id", item.row.id},
          {"kind", item.row.kind},
          {"read", item.row.read_at.has_value()},
          {"read_at", or_null(item.row.read_at)},
          {"created_at", item.row.created_at},
          {"data", item.data},
          {"actor", item.actor ? json::value(users::person_json(*item.actor)) : nullptr},
          {"link", or_null(item.link)}};
}

json::array settings_json(const std::vector<Setting>& settings) {
  json::array out;
  for (const auto& s : settings) {
    out.push_back(json::object{
        {"kind", s.kind}, {"in_app", s.in_app}, {"email", s.email}, {"whatsapp", s.whatsapp}});
  }
  return out;
}

// {"settings": [{"kind": "...", "in_app": bool, "email": bool, "whatsapp": bool}, ...]}: each entry
// names a kind and at least one channel.
std::vector<SettingChange> read_settings(const json::object& body, std::size_t max_items) {
  const auto* list = body.if_contains("settings");
  if (list == nullptr || !list->is_array()) {
    throw invalid_input("settings", "Envía la lista de ajustes (settings).");
  }
  if (list->as_array().size() > max_items) {
    throw invalid_input("settings", "Hay más ajustes que tipos de notificación.");
  }
  std::vector<SettingChange> out;
  for (const auto& v : list->as_array()) {
    if (!v.is_object()) throw invalid_input("settings", "Cada ajuste es un objeto.");
    SettingChange change;
    const auto kind = opt_string(v.as_object(), "kind");
    if (!kind || kind->empty()) throw invalid_input("settings", "Falta el tipo (kind).");
    change.kind = *kind;
    change.in_app = opt_bool(v.as_object(), "in_app");
    change.email = opt_bool(v.as_object(), "email");
    change.whatsapp = opt_bool(v.as_object(), "whatsapp");
    if (!change.in_app && !change.email && !change.whatsapp) {
      throw invalid_input("settings", "Indica in_app, email o whatsapp (true o false).");
    }
    out.push_back(std::move(change));
  }
  return out;
}
}  // namespace

void register_routes(RouteTable& routes, const NotificationService& service) {
  routes.add(
      Method::kGet, "/user/notification_count", member(),
      [&service](const http::Request&, RequestContext& ctx) {
        const Counts c = service.counts(ctx.org_id(), ctx.who().user_id);
        return ok({{"notification_count", c.unread}, {"pending_surveys", c.pending_surveys}});
      });
  routes.add(Method::kGet, "/user/notification", member(kModule),
             [&service](const http::Request& req, RequestContext& ctx) {
               PageMeta page = read_page(req, 20);
               const auto result = service.list(ctx.org_id(), ctx.who().user_id, page.per_page,
                                                (page.page - 1) * page.per_page);
               json::array items;
               for (const auto& item : result.items) items.push_back(item_json(item));
               page.total = result.totals.total;
               page.has_more = page.page * page.per_page < result.totals.total;
               return ok_page(std::move(items), page);
             });
  routes.add(Method::kPost, "/user/notification/{id}/read", member(kModule),
             [&service](const http::Request& req, RequestContext& ctx) {
               const auto id = path_id(req);
               service.mark_read(ctx.org_id(), ctx.who().user_id, id);
               return ok({{"id", id}, {"read", true}});
             });
  routes.add(Method::kPost, "/user/notification/read_all", member(kModule),
             [&service](const http::Request&, RequestContext& ctx) {
               return ok({{"marked", service.mark_all_read(ctx.org_id(), ctx.who().user_id)}});
             });
  routes.add(Method::kGet, "/user/notification_settings", member(kModule),
             [&service](const http::Request&, RequestContext& ctx) {
               return ok(settings_json(service.settings(ctx.org_id(), ctx.who().user_id)));
             });
  routes.add(
      Method::kPost, "/user/notification_settings", member(kModule),
      [&service](const http::Request& req, RequestContext& ctx) {
        const auto changes = read_settings(parse_object(req), service.kinds().size());
        return ok(settings_json(service.save_settings(ctx.org_id(), ctx.who().user_id, changes)));
      });
}

}  // namespace aplauso::notifications
