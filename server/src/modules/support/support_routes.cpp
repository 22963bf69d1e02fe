// HTTP routes of the support module: the contact form and one's own messages (members), the
// support address and every message (admins).
#include <boost/json/array.hpp>

#include "api/envelope.h"
#include "api/json_input.h"
#include "api/routes.h"
#include "modules/support/support_routes.h"
#include "modules/support/support_service.h"
#include "modules/users/user_json.h"
#include "modules/users/user_service.h"

namespace aplauso::support {

namespace json = boost::json;
using http::Method;

namespace {
constexpr std::string_view kModule = "support";

json::object message_json(const Message& m) {
  return {{"id", m.id},
          {"reference", m.reference},
          {"topic", m.topic},
          {"subject", m.subject},
          {"message", m.message},
          {"page", m.page ? json::value(*m.page) : json::value(nullptr)},
          {"created_at", m.created_at}};
}

json::object settings_json(const Settings& s) {
  return {{"address", s.address ? json::value(*s.address) : json::value(nullptr)},
          {"updated_at", s.updated_at ? json::value(*s.updated_at) : json::value(nullptr)}};
}

http::Response page_response(json::array items, PageMeta meta, bool has_more) {
  meta.has_more = has_more;
  return ok_page(std::move(items), meta);
}
}  // namespace

void register_routes(RouteTable& table, const users::UserService& users,
                     const SupportService& service) {
  table.add(Method::kGet, "/support", member(kModule).with_read_only(),
            [&service](const http::Request&, RequestContext& ctx) {
              const Info info = service.info(ctx.org_id());
              json::array topics;
              for (const char* t : kTopics) topics.emplace_back(t);
              return ok(json::object{{"configured", info.configured},
                                     {"topics", std::move(topics)},
                                     {"per_hour", info.per_hour}});
            });
  table.add(Method::kGet, "/support/messages", member(kModule).with_read_only(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const PageMeta meta = read_page(req, 10);
              const MessagePage page =
                  service.mine(ctx.org_id(), ctx.who().user_id, meta.page, meta.per_page);
              json::array items;
              for (const auto& m : page.items) items.push_back(message_json(m));
              return page_response(std::move(items), meta, page.has_more);
            });
  table.add(
      Method::kPost, "/support/messages", member(kModule),
      [&service](const http::Request& req, RequestContext& ctx) {
        const auto body = parse_object(req);
        MessageInput in;
        in.topic = opt_string(body, "topic").value_or("");
        in.subject = opt_string(body, "subject").value_or("");
        in.message = opt_string(body, "message").value_or("");
        if (auto page = nullable_string(body, "page")) in.page = *page;
        const auto& org = ctx.org();
        const mail::MailBrand brand{org.name, org.branding.banner_main, org.branding.logo_url};
        const Message m =
            service.send(ctx.org_id(), brand, org.default_language, ctx.who().user_id, in);
        return ok(message_json(m), 201);
      });
  table.add(Method::kGet, "/org/support", admin(kModule),
            [&service](const http::Request&, RequestContext& ctx) {
              return ok(settings_json(service.settings(ctx.org_id())));
            });
  table.add(
      Method::kPut, "/org/support", admin(kModule),
      [&service](const http::Request& req, RequestContext& ctx) {
        const auto body = parse_object(req);
        if (!body.contains("address")) {
          throw invalid_input("address", "Escribe el correo de soporte (o null para quitarlo).");
        }
        const auto address = nullable_string(body, "address");
        return ok(settings_json(service.set_address(ctx.org_id(), address.value_or(std::nullopt))));
      });
  table.add(Method::kGet, "/org/support/messages", admin(kModule),
            [&service, &users](const http::Request& req, RequestContext& ctx) {
              const PageMeta meta = read_page(req, 20);
              const MessagePage page = service.all(ctx.org_id(), meta.page, meta.per_page);
              std::vector<std::int64_t> ids;
              for (const auto& m : page.items) ids.push_back(m.user_id);
              const auto people = users.people(ctx.org_id(), ids);
              json::array items;
              for (const auto& m : page.items) {
                json::object o = message_json(m);
                if (const auto it = people.find(m.user_id); it != people.end()) {
                  o["author"] = users::person_json(it->second);
                }
                items.push_back(std::move(o));
              }
              return page_response(std::move(items), meta, page.has_more);
            });
}

}  // namespace aplauso::support
