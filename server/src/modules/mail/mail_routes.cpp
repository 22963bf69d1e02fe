// HTTP routes of the mail module: the trial mail of the set-up page (/testing, ADR 0080). An
// admin sends one to their own address only (never to another), and follows its delivery.
#include "modules/mail/mail_routes.h"

#include "api/envelope.h"
#include "api/json_input.h"
#include "api/routes.h"
#include "modules/mail/mail_service.h"
#include "modules/mail/mail_templates.h"
#include "modules/users/user_service.h"

namespace aplauso::mail {

namespace json = boost::json;
using http::Method;

namespace {

json::object delivery_json(const Delivery& d) {
  return {{"id", d.id},
          {"to", d.to},
          {"status", d.status},
          {"attempts", d.attempts},
          {"last_error", d.last_error ? json::value(*d.last_error) : json::value(nullptr)},
          {"created_at", d.created_at},
          {"sent_at", d.sent_at ? json::value(*d.sent_at) : json::value(nullptr)}};
}

}  // namespace

void register_routes(RouteTable& table, const users::UserService& users,
                     const MailService& service) {
  table.add(Method::kPost, "/org/testing/mail", admin(),
            [&service, &users](const http::Request&, RequestContext& ctx) {
              const auto me = users.me(ctx.org_id(), ctx.who().user_id);
              const auto& org = ctx.org();
              const MailBrand brand{org.name, org.branding.banner_main, org.branding.logo_url};
              const std::int64_t id = service.send_trial(
                  ctx.org_id(),
                  trial_mail(brand, mail_language(me.language), me.email, me.first_name));
              return ok(delivery_json(service.trial(ctx.org_id(), id)), 201);
            });
  table.add(Method::kGet, "/org/testing/mail/{id}", admin().with_read_only(),
            [&service](const http::Request& req, RequestContext& ctx) {
              return ok(delivery_json(service.trial(ctx.org_id(), path_id(req))));
            });
}

}  // namespace aplauso::mail
