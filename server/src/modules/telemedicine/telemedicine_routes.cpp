// HTTP routes of the telemedicine module (contract: api/modules/telemedicine.yaml): the providers a
// member may use and opening one (a click counted, nobody named, not even in the access log), the
// admins' providers and their usage per week.
#include <boost/json/array.hpp>
#include <boost/json/value.hpp>

#include "api/envelope.h"
#include "api/json_input.h"
#include "api/routes.h"
#include "modules/telemedicine/telemedicine_routes.h"
#include "modules/telemedicine/telemedicine_service.h"
#include "storage/file_store.h"

namespace aplauso::telemedicine {

namespace json = boost::json;
using http::Method;

namespace {
json::value opt(const std::optional<std::string>& s) {
  return s ? json::value(*s) : json::value(nullptr);
}

json::array strings(const std::vector<std::string>& values) {
  json::array out;
  for (const auto& v : values) out.emplace_back(v);
  return out;
}

json::object eligibility_json(const Eligibility& e) {
  json::array departments(e.departments.begin(), e.departments.end());
  json::array groups(e.groups.begin(), e.groups.end());
  return {{"departments", std::move(departments)},
          {"groups", std::move(groups)},
          {"countries", strings(e.countries)}};
}

Eligibility eligibility_of(const json::object& o) {
  Eligibility e;
  e.departments = opt_int_list(o, "departments", 200);
  e.groups = opt_int_list(o, "groups", 200);
  e.countries = opt_string_list(o, "countries", 50);
  return e;
}

json::value logo_url(const ProviderRow& p, const storage::FileStore& store,
                     const RequestContext& ctx) {
  if (!p.logo_key) return nullptr;
  return json::value(store.read_url(*p.logo_key, ctx.now_ms / 1000, 3600));
}

json::object member_json(const ProviderRow& p, const storage::FileStore& store,
                         const RequestContext& ctx) {
  return {{"id", p.id},
          {"name", p.name},
          {"description", p.description},
          {"description_en", opt(p.description_en)},
          {"logo_url", logo_url(p, store, ctx)},
          {"kind", p.kind},
          {"link", opt(p.link)},
          {"access_code", opt(p.access_code)},
          {"phone", opt(p.phone)},
          {"whatsapp", opt(p.whatsapp)},
          {"hours", p.hours},
          {"hours_en", opt(p.hours_en)},
          {"languages", strings(p.languages)}};
}

json::object admin_json(const ProviderRow& p, const storage::FileStore& store,
                        const RequestContext& ctx) {
  json::object o = member_json(p, store, ctx);
  o["logo_key"] = opt(p.logo_key);
  o["eligibility"] = eligibility_json(p.eligibility);
  o["status"] = p.status;
  o["position"] = p.position;
  o["created_at"] = p.created_at;
  o["updated_at"] = p.updated_at;
  return o;
}

void read_eligibility(const json::object& body, std::optional<Eligibility>& out) {
  const auto* v = body.if_contains("eligibility");
  if (v == nullptr || v->is_null()) return;
  if (!v->is_object()) throw invalid_input("eligibility", "Las reglas de acceso no son válidas.");
  out = eligibility_of(v->as_object());
}

ProviderFields fields_of(const json::object& body) {
  ProviderFields f;
  f.name = opt_string(body, "name").value_or("");
  f.description = opt_string(body, "description").value_or("");
  f.description_en = nullable_string(body, "description_en").value_or(std::nullopt);
  f.logo_key = nullable_string(body, "logo_key").value_or(std::nullopt);
  f.kind = opt_string(body, "kind").value_or("");
  f.link = nullable_string(body, "link").value_or(std::nullopt);
  f.access_code = nullable_string(body, "access_code").value_or(std::nullopt);
  f.phone = nullable_string(body, "phone").value_or(std::nullopt);
  f.whatsapp = nullable_string(body, "whatsapp").value_or(std::nullopt);
  f.hours = opt_string(body, "hours").value_or("");
  f.hours_en = nullable_string(body, "hours_en").value_or(std::nullopt);
  f.languages = opt_string_list(body, "languages", 20);
  std::optional<Eligibility> e;
  read_eligibility(body, e);
  if (e) f.eligibility = std::move(*e);
  f.status = opt_string(body, "status").value_or("draft");
  f.position = opt_int(body, "position").value_or(0);
  return f;
}

ProviderEdit edit_of(const json::object& body) {
  ProviderEdit e;
  e.name = opt_string(body, "name");
  e.description = opt_string(body, "description");
  e.description_en = nullable_string(body, "description_en");
  e.logo_key = nullable_string(body, "logo_key");
  e.kind = opt_string(body, "kind");
  e.link = nullable_string(body, "link");
  e.access_code = nullable_string(body, "access_code");
  e.phone = nullable_string(body, "phone");
  e.whatsapp = nullable_string(body, "whatsapp");
  e.hours = opt_string(body, "hours");
  e.hours_en = nullable_string(body, "hours_en");
  if (body.contains("languages")) e.languages = opt_string_list(body, "languages", 20);
  read_eligibility(body, e.eligibility);
  e.status = opt_string(body, "status");
  e.position = opt_int(body, "position");
  return e;
}

json::object cell_json(const UsageCell& c) {
  const bool shown = c.state == "ok";
  return {{"state", c.state}, {"clicks", shown ? json::value(c.clicks) : json::value(nullptr)}};
}

json::object usage_json(const Usage& u) {
  json::array totals;
  for (const auto& c : u.totals) totals.push_back(cell_json(c));
  json::array providers;
  for (const auto& p : u.providers) {
    json::array weeks;
    for (const auto& c : p.weeks) weeks.push_back(cell_json(c));
    providers.push_back(json::object{{"id", p.id},
                                     {"name", p.name},
                                     {"kind", p.kind},
                                     {"status", p.status},
                                     {"weeks", std::move(weeks)}});
  }
  return {{"k", u.k},
          {"from", u.from},
          {"to", u.to},
          {"weeks", strings(u.weeks)},
          {"totals", std::move(totals)},
          {"providers", std::move(providers)}};
}

std::optional<std::string> query_text(const http::Request& req, std::string_view name) {
  const auto v = req.query_param(name);
  if (!v || v->empty()) return std::nullopt;
  return std::string(*v);
}
}  // namespace

void register_routes(RouteTable& table, const TelemedicineService& service,
                     const storage::FileStore& store) {
  table.add(Method::kGet, "/telemedicine", member(kModule).with_read_only(),
            [&service, &store](const http::Request&, RequestContext& ctx) {
              json::array items;
              for (const auto& p : service.list(ctx.org_id(), ctx.who().user_id)) {
                items.push_back(member_json(p, store, ctx));
              }
              return ok(std::move(items));
            });
  // The click is counted and nobody named: not in the database, not in the access log.
  table.add(Method::kPost, "/telemedicine/{id}/open", member(kModule).with_unattributed_log(),
            [&service](const http::Request& req, RequestContext& ctx) {
              std::string channel = "link";
              if (!req.body.empty()) {
                channel = opt_string(parse_object(req), "channel").value_or("link");
              }
              const auto o = service.open(ctx.org_id(), ctx.org().timezone, ctx.who().user_id,
                                          path_id(req), channel);
              return ok(json::object{{"channel", o.channel}, {"url", opt(o.url)}});
            });

  table.add(Method::kGet, "/org/telemedicine", admin(kModule),
            [&service, &store](const http::Request&, RequestContext& ctx) {
              json::array items;
              for (const auto& p : service.admin_list(ctx.org_id())) {
                items.push_back(admin_json(p, store, ctx));
              }
              return ok(std::move(items));
            });
  table.add(Method::kPost, "/org/telemedicine", admin(kModule),
            [&service, &store](const http::Request& req, RequestContext& ctx) {
              const auto p =
                  service.create(ctx.org_id(), ctx.who().user_id, fields_of(parse_object(req)));
              return ok(admin_json(p, store, ctx), 201);
            });
  table.add(Method::kGet, "/org/telemedicine/usage", admin(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              return ok(usage_json(service.usage(ctx.org_id(), ctx.org().timezone,
                                                 query_text(req, "from"), query_text(req, "to"))));
            });
  table.add(Method::kGet, "/org/telemedicine/{id}", admin(kModule),
            [&service, &store](const http::Request& req, RequestContext& ctx) {
              return ok(admin_json(service.admin_get(ctx.org_id(), path_id(req)), store, ctx));
            });
  table.add(Method::kPatch, "/org/telemedicine/{id}", admin(kModule),
            [&service, &store](const http::Request& req, RequestContext& ctx) {
              const auto p = service.update(ctx.org_id(), ctx.who().user_id, path_id(req),
                                            edit_of(parse_object(req)));
              return ok(admin_json(p, store, ctx));
            });
}

}  // namespace aplauso::telemedicine
