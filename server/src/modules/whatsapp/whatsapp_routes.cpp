// HTTP routes of WhatsApp: the organisation's account (admins), each member's number and opt-in,
// and the Cloud API's webhook (verification and signed statuses); whatsapp_module.cpp installs
// them.
#include "modules/whatsapp/whatsapp_routes.h"
#include "api/json_input.h"
#include "api/json_output.h"
#include "api/link_base.h"
#include "api/routes.h"
#include "api/tenant.h"
#include "modules/whatsapp/whatsapp_service.h"

namespace aplauso::whatsapp {

namespace json = boost::json;
using http::Method;

namespace {
json::object account_json(const AccountView& v, const std::string& base) {
  return {{"configured", v.configured},
          {"active", v.active},
          {"phone_number_id", v.phone_number_id},
          {"template_name", v.template_name},
          {"has_access_token", v.has_access_token},
          {"has_app_secret", v.has_app_secret},
          {"verify_token", v.verify_token},
          {"webhook_url", base + "/api/whatsapp/webhook"}};
}

json::object opt_in_json(const OptIn& o) {
  return {{"phone", or_null(o.phone)}, {"active", o.active}, {"available", o.available}};
}

AccountSettings settings_of(const http::Request& req) {
  const auto body = parse_object(req);
  AccountSettings s;
  s.phone_number_id = opt_string(body, "phone_number_id").value_or("");
  if (const auto* p = body.if_contains("access_token"); p != nullptr && !p->is_null()) {
    s.access_token = secret_string(body, "access_token");
  }
  if (const auto* p = body.if_contains("app_secret"); p != nullptr && !p->is_null()) {
    s.app_secret = secret_string(body, "app_secret");
  }
  s.template_name = opt_string(body, "template_name").value_or(WhatsAppService::kDefaultTemplate);
  s.active = opt_bool(body, "active").value_or(false);
  return s;
}
}  // namespace

void register_routes(RouteTable& routes, const WhatsAppService& service, const PublicLinks& links) {
  // --- The account (admins) ----------------------------------------------------------------------
  routes.add(Method::kGet, "/org/whatsapp", admin(WhatsAppService::kModule),
             [&service, links](const http::Request&, RequestContext& ctx) {
               return ok(account_json(service.account(ctx.org_id()), links.base(ctx.org())));
             });
  routes.add(Method::kPut, "/org/whatsapp", admin(WhatsAppService::kModule),
             [&service, links](const http::Request& req, RequestContext& ctx) {
               return ok(account_json(service.save_account(ctx.org_id(), settings_of(req)),
                                      links.base(ctx.org())));
             });
  routes.add(Method::kDelete, "/org/whatsapp", admin(WhatsAppService::kModule),
             [&service, links](const http::Request&, RequestContext& ctx) {
               return ok(account_json(service.remove_account(ctx.org_id()), links.base(ctx.org())));
             });
  routes.add(Method::kPost, "/org/whatsapp/test", admin(WhatsAppService::kModule).with_outbound(),
             [&service, links](const http::Request& req, RequestContext& ctx) {
               const auto body = parse_object(req);
               const auto phone = opt_string(body, "phone");
               if (!phone) throw invalid_input("phone", "Indica el número de prueba.");
               const std::string id = service.send_test(ctx.org_id(), *phone, ctx.org().name,
                                                        "Mensaje de prueba de " + ctx.org().name,
                                                        links.base(ctx.org()));
               return ok(json::object{{"message_id", id}});
             });

  // --- Members
  // ------------------------------------------------------------------------------------
  routes.add(Method::kGet, "/user/notification_settings_wpp", member(WhatsAppService::kModule),
             [&service](const http::Request&, RequestContext& ctx) {
               return ok(opt_in_json(service.opt_in(ctx.org_id(), ctx.who().user_id)));
             });
  routes.add(Method::kPost, "/user/notification_settings_wpp", member(WhatsAppService::kModule),
             [&service](const http::Request& req, RequestContext& ctx) {
               const auto body = parse_object(req);
               const auto phone = opt_string(body, "phone");
               if (!phone) throw invalid_input("phone", "El número de WhatsApp es requerido.");
               return ok(opt_in_json(service.save_opt_in(ctx.org_id(), ctx.who().user_id, *phone,
                                                         opt_bool(body, "active").value_or(true))));
             });
  routes.add(Method::kPost, "/user/whatsapp/deactivate", member(WhatsAppService::kModule),
             [&service](const http::Request&, RequestContext& ctx) {
               return ok(opt_in_json(service.deactivate(ctx.org_id(), ctx.who().user_id)));
             });

  // --- The Cloud API's webhook
  // ---------------------------------------------------------------------
  routes.add(Method::kGet, "/whatsapp/webhook", public_route(),
             [&service](const http::Request& req, RequestContext& ctx) {
               return http::Response::text(
                   200, service.verify(ctx.org_id(), req.query_param("hub.mode").value_or(""),
                                       req.query_param("hub.verify_token").value_or(""),
                                       req.query_param("hub.challenge").value_or("")));
             });
  routes.add(Method::kPost, "/whatsapp/webhook", public_route(),
             [&service](const http::Request& req, RequestContext& ctx) {
               const auto r =
                   service.receive(ctx.org_id(), req.body, req.headers.get("X-Hub-Signature-256"));
               return ok(json::object{{"statuses", r.statuses}, {"updated", r.updated}});
             });
}

}  // namespace aplauso::whatsapp
