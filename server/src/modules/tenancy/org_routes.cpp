// HTTP routes of the organisation: its profile, settings, public branding and sign-in methods,
// and module flags (tenancy_module.cpp installs them).
#include "api/envelope.h"
#include "api/json_input.h"
#include "api/json_output.h"
#include "api/routes.h"
#include "modules/tenancy/modules_catalog.h"
#include "modules/tenancy/org_service.h"
#include "modules/tenancy/tenancy_routes.h"
#include "modules/tenancy/tenant_directory.h"

namespace aplauso::tenancy {

namespace json = boost::json;
using http::Method;

namespace {
json::array strings(const std::vector<std::string>& items) {
  json::array out;
  for (const auto& i : items) out.emplace_back(i);
  return out;
}

json::object banner(const Tenant& t) {
  return {{"main", t.branding.banner_main}, {"secondary", or_null(t.branding.banner_secondary)}};
}

json::object auth_flow_json(const std::string& org_name, const AuthMethods& m,
                            bool teams_available) {
  return {{"org_name", org_name},
          {"methods", {{"password", m.password}, {"otp", m.otp}, {"teams", m.teams}}},
          {"teams_available", teams_available},
          {"teams_tenant_id", or_null(m.teams_tenant_id)}};
}

json::object branding_json(const Branding& b) {
  return {{"banner", {{"main", b.banner_main}, {"secondary", or_null(b.banner_secondary)}}},
          {"logo_url", or_null(b.logo_url)},
          {"partner_logo_url", or_null(b.partner_logo_url)},
          {"tagline", or_null(b.tagline)}};
}

OrgProfile profile_of(const Tenant& t) {
  return {t.name, t.default_language, t.timezone, t.country, t.point_value};
}

json::value point_value_json(const std::optional<PointValue>& v) {
  if (!v) return nullptr;
  return json::object{{"currency", v->currency},
                      {"amount", static_cast<double>(v->micros) / 1'000'000.0}};
}

// {"currency": "EUR", "amount": 0.05}, or null to clear it; absent keeps it.
std::optional<std::optional<PointValue>> point_value_of(const json::object& body) {
  const auto* v = body.if_contains("point_value");
  if (v == nullptr) return std::nullopt;
  if (v->is_null()) return std::optional<PointValue>();
  const auto bad = [] {
    return invalid_input("point_value",
                         "Indica la moneda y el valor de un punto, por ejemplo EUR y 0,05.");
  };
  if (!v->is_object()) throw bad();
  const auto currency = opt_string(v->as_object(), "currency");
  const auto* amount = v->as_object().if_contains("amount");
  if (!currency || amount == nullptr || !(amount->is_number())) throw bad();
  const double value = amount->to_number<double>();
  if (!(value > 0) || value > 1'000'000) {
    throw invalid_input("point_value",
                        "El valor de un punto debe ser mayor que 0 y menor que 1.000.000.");
  }
  return std::optional<PointValue>(
      PointValue{*currency, static_cast<std::int64_t>(value * 1'000'000.0 + 0.5)});
}

json::object org_json(std::int64_t id, const std::string& slug, const OrgProfile& p,
                      const std::vector<std::string>& languages,
                      const std::vector<std::string>& hosts) {
  return {{"id", id},
          {"name", p.name},
          {"slug", slug},
          {"default_language", p.default_language},
          {"languages", strings(languages)},
          {"timezone", p.timezone},
          {"country", or_null(p.country)},
          {"point_value", point_value_json(p.point_value)},
          {"hosts", strings(hosts)}};
}

json::array hosts_json(const std::vector<HostSetting>& hosts) {
  json::array out;
  for (std::size_t i = 0; i < hosts.size(); ++i) {
    out.push_back(json::object{{"host", hosts[i].host},
                               {"analytics_id", or_null(hosts[i].analytics_id)},
                               {"primary", i == 0}});
  }
  return out;
}

AuthMethods methods_of(const Tenant& t) {
  return {t.auth_password, t.auth_otp, t.auth_teams, t.teams_tenant_id};
}
}  // namespace

void register_routes(RouteTable& table, const OrgService& service, TenantDirectory& directory,
                     bool teams_available) {
  table.add(Method::kGet, "/org", member(), [&service](const http::Request&, RequestContext& ctx) {
    const Tenant& t = ctx.org();
    return ok(org_json(t.org_id, t.slug, profile_of(t), t.languages, service.hosts(ctx.org_id())));
  });
  table.add(Method::kPost, "/org/edit", admin(),
            [&service, &directory](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const Tenant& t = ctx.org();
              OrgProfileChange change;
              change.name = opt_string(body, "name");
              change.default_language = opt_string(body, "default_language");
              change.timezone = opt_string(body, "timezone");
              change.country = nullable_string(body, "country");
              change.point_value = point_value_of(body);
              const OrgProfile now = service.set_profile(ctx.org_id(), profile_of(t), change);
              directory.invalidate();
              return ok(org_json(t.org_id, t.slug, now, t.languages, service.hosts(ctx.org_id())));
            });

  table.add(Method::kGet, "/org/settings", member(), [](const http::Request&, RequestContext& ctx) {
    const Tenant& t = ctx.org();
    return ok({{"branding", branding_json(t.branding)},
               {"languages", strings(t.languages)},
               {"default_language", t.default_language},
               {"timezone", t.timezone},
               {"country", or_null(t.country)},
               {"point_value", point_value_json(t.point_value)}});
  });
  table.add(Method::kPatch, "/org/custom", admin(),
            [&service, &directory](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              BrandingChange change;
              if (const auto* b = body.if_contains("banner")) {
                if (!b->is_object()) throw invalid_input("banner", "banner debe ser un objeto.");
                change.banner_main = opt_string(b->as_object(), "main");
                change.banner_secondary = nullable_string(b->as_object(), "secondary");
              }
              change.logo_url = nullable_string(body, "logo_url");
              change.partner_logo_url = nullable_string(body, "partner_logo_url");
              change.tagline = nullable_string(body, "tagline");
              const Branding now = service.set_branding(ctx.org_id(), ctx.org().branding, change);
              directory.invalidate();
              return ok(branding_json(now));
            });

  table.add(Method::kGet, "/org/hosts", admin(),
            [&service](const http::Request&, RequestContext& ctx) {
              return ok(hosts_json(service.host_settings(ctx.org_id())));
            });
  table.add(
      Method::kPatch, "/org/hosts", admin(),
      [&service, &directory](const http::Request& req, RequestContext& ctx) {
        const auto body = parse_object(req);
        const auto host = opt_string(body, "host");
        if (!host) throw invalid_input("host", "Indica el dominio.");
        if (!body.contains("analytics_id")) {
          throw invalid_input("analytics_id", "Indica el ID de medición, o null para quitarlo.");
        }
        const auto hosts = service.set_host_analytics(
            ctx.org_id(), *host, nullable_string(body, "analytics_id").value_or(std::nullopt));
        directory.invalidate();
        return ok(hosts_json(hosts));
      });

  table.add(Method::kGet, "/org/branding", public_route(),
            [](const http::Request&, RequestContext& ctx) {
              const Tenant& t = ctx.org();
              http::Response res = ok({{"org_name", t.name},
                                       {"banner", banner(t)},
                                       {"logo_url", or_null(t.branding.logo_url)},
                                       {"partner_logo_url", or_null(t.branding.partner_logo_url)},
                                       {"tagline", or_null(t.branding.tagline)},
                                       {"languages", strings(t.languages)},
                                       {"default_language", t.default_language},
                                       {"analytics_id", or_null(t.analytics_id)}});
              // Revalidated on every load: an admin's change shows on the next page load.
              res.headers.set("Cache-Control", "no-cache");
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
  table.add(Method::kPatch, "/org/services", admin(),
            [&service, &directory](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              std::vector<std::pair<std::string, bool>> switches;
              for (const auto& [name, value] : body) {
                if (!value.is_bool()) {
                  throw invalid_input(std::string(name),
                                      "Cada módulo se enciende con true o false.");
                }
                switches.emplace_back(std::string(name), value.as_bool());
              }
              service.switch_modules(ctx.org_id(), switches);
              directory.invalidate();
              json::object flags;
              for (auto m : all_modules()) {
                bool on = ctx.org().module_on(m);
                for (const auto& [name, value] : switches) {
                  if (name == m) on = value;
                }
                flags[m] = on;
              }
              return ok(std::move(flags));
            });
}

}  // namespace aplauso::tenancy
