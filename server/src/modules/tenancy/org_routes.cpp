// HTTP routes of the organisation: its profile, settings, public branding and sign-in methods,
// and module flags.
#include "api/envelope.h"
#include "api/json_input.h"
#include "api/module.h"
#include "api/routes.h"
#include "core/config.h"
#include "modules/tenancy/modules_catalog.h"
#include "modules/tenancy/org_service.h"
#include "modules/tenancy/tenant_directory.h"

namespace aplauso::tenancy {

namespace json = boost::json;
using http::Method;

namespace {
json::value opt(const std::optional<std::string>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}

json::array strings(const std::vector<std::string>& items) {
  json::array out;
  for (const auto& i : items) out.emplace_back(i);
  return out;
}

json::object banner(const Tenant& t) {
  return {{"main", t.branding.banner_main}, {"secondary", opt(t.branding.banner_secondary)}};
}

json::object auth_flow_json(const std::string& org_name, const AuthMethods& m,
                            bool teams_available) {
  return {{"org_name", org_name},
          {"methods", {{"password", m.password}, {"otp", m.otp}, {"teams", m.teams}}},
          {"teams_available", teams_available},
          {"teams_tenant_id", opt(m.teams_tenant_id)}};
}

AuthMethods methods_of(const Tenant& t) {
  return {t.auth_password, t.auth_otp, t.auth_teams, t.teams_tenant_id};
}

void register_routes(RouteTable& table, const OrgService& service, TenantDirectory& directory,
                     bool teams_available) {
  table.add(Method::kGet, "/org", member(), [&service](const http::Request&, RequestContext& ctx) {
    const Tenant& t = ctx.org();
    return ok({{"id", t.org_id},
               {"name", t.name},
               {"slug", t.slug},
               {"default_language", t.default_language},
               {"languages", strings(t.languages)},
               {"timezone", t.timezone},
               {"country", opt(t.country)},
               {"hosts", strings(service.hosts(ctx.org_id()))}});
  });

  table.add(Method::kGet, "/org/settings", member(), [](const http::Request&, RequestContext& ctx) {
    const Tenant& t = ctx.org();
    return ok({{"branding",
                {{"banner", banner(t)},
                 {"logo_url", opt(t.branding.logo_url)},
                 {"partner_logo_url", opt(t.branding.partner_logo_url)},
                 {"tagline", opt(t.branding.tagline)}}},
               {"languages", strings(t.languages)},
               {"default_language", t.default_language},
               {"timezone", t.timezone},
               {"country", opt(t.country)}});
  });

  table.add(Method::kGet, "/org/branding", public_route(),
            [](const http::Request&, RequestContext& ctx) {
              const Tenant& t = ctx.org();
              http::Response res = ok({{"org_name", t.name},
                                       {"banner", banner(t)},
                                       {"logo_url", opt(t.branding.logo_url)},
                                       {"partner_logo_url", opt(t.branding.partner_logo_url)},
                                       {"tagline", opt(t.branding.tagline)},
                                       {"languages", strings(t.languages)},
                                       {"default_language", t.default_language},
                                       {"analytics_id", opt(t.analytics_id)}});
              res.headers.set("Cache-Control", "public, max-age=60");
              return res;
            });

  table.add(Method::kGet, "/org/auth_flow", public_route(),
            [teams_available](const http::Request&, RequestContext& ctx) {
              const Tenant& t = ctx.org();
              return ok(auth_flow_json(t.name, methods_of(t), teams_available));
            });
  table.add(Method::kPatch, "/org/auth_flow", admin(),
            [&service, &directory, teams_available](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const Tenant& t = ctx.org();
              AuthFlowChange change;
              change.password = opt_bool(body, "password");
              change.otp = opt_bool(body, "otp");
              change.teams = opt_bool(body, "teams");
              change.teams_tenant_id = nullable_string(body, "teams_tenant_id");
              const AuthMethods now =
                  service.set_auth_flow(ctx.org_id(), methods_of(t), change, teams_available);
              directory.invalidate();
              return ok(auth_flow_json(t.name, now, teams_available));
            });

  table.add(Method::kGet, "/org/services", member(), [](const http::Request&, RequestContext& ctx) {
    json::object flags;
    for (auto m : all_modules()) flags[m] = ctx.org().module_on(m);
    return ok(std::move(flags));
  });
}
}  // namespace

void install(ModuleContext& m) {
  auto& directory = m.make<TenantDirectory>(m.db, m.clock);
  m.provide(directory);
  auto& orgs = m.make<OrgService>(m.db, m.clock, m.config.password_cost);
  m.provide(orgs);
  register_routes(m.routes, orgs, directory, m.config.teams_configured());
}

}  // namespace aplauso::tenancy
