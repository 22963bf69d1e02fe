// HTTP routes of the workplace module (contract: api/modules/workplace.yaml): a person's site as
// their profile shows it, their colleagues at it ("Mi centro de trabajo"), and the admins' sites
// with who works where.
#include <boost/json/array.hpp>
#include <boost/json/value.hpp>

#include "api/envelope.h"
#include "api/json_input.h"
#include "api/routes.h"
#include "core/roles.h"
#include "modules/users/user_json.h"
#include "modules/workplace/workplace_routes.h"
#include "modules/workplace/workplace_service.h"

namespace aplauso::workplace {

namespace json = boost::json;
using http::Method;

namespace {
json::value opt(const std::optional<std::string>& s) {
  return s ? json::value(*s) : json::value(nullptr);
}

/// What colleagues see of someone's site: where it is, not how to get in.
json::object public_json(const SiteRow& s) {
  return {{"id", s.id},
          {"name", s.name},
          {"city", s.city},
          {"country", s.country},
          {"timezone", s.timezone}};
}

/// What the person themselves and admins see.
json::object full_json(const SiteRow& s) {
  json::object o = public_json(s);
  o["address"] = s.address;
  o["phone"] = opt(s.phone);
  o["map_url"] = opt(s.map_url);
  o["notes"] = opt(s.notes);
  o["notes_en"] = opt(s.notes_en);
  return o;
}

json::object admin_json(const SiteRow& s) {
  json::object o = full_json(s);
  o["status"] = s.status;
  o["people"] = s.people;
  o["created_at"] = s.created_at;
  o["updated_at"] = s.updated_at;
  return o;
}

SiteFields fields_of(const json::object& body) {
  SiteFields f;
  f.name = opt_string(body, "name").value_or("");
  f.address = opt_string(body, "address").value_or("");
  f.city = opt_string(body, "city").value_or("");
  f.country = opt_string(body, "country").value_or("");
  f.timezone = opt_string(body, "timezone").value_or("");
  f.phone = nullable_string(body, "phone").value_or(std::nullopt);
  f.map_url = nullable_string(body, "map_url").value_or(std::nullopt);
  f.notes = nullable_string(body, "notes").value_or(std::nullopt);
  f.notes_en = nullable_string(body, "notes_en").value_or(std::nullopt);
  f.status = opt_string(body, "status").value_or("active");
  return f;
}

SiteEdit edit_of(const json::object& body) {
  SiteEdit e;
  e.name = opt_string(body, "name");
  e.address = opt_string(body, "address");
  e.city = opt_string(body, "city");
  e.country = opt_string(body, "country");
  e.timezone = opt_string(body, "timezone");
  e.phone = nullable_string(body, "phone");
  e.map_url = nullable_string(body, "map_url");
  e.notes = nullable_string(body, "notes");
  e.notes_en = nullable_string(body, "notes_en");
  e.status = opt_string(body, "status");
  return e;
}

Assignees assignees_of(const json::object& body) {
  Assignees who;
  who.user_ids = opt_int_list(body, "user_ids", WorkplaceService::kMostAtOnce);
  if (const auto* d = body.if_contains("department_id"); d != nullptr && !d->is_null()) {
    who.department_id = opt_int(body, "department_id");
  }
  return who;
}

/// The search box of a list of people (`q`), if any.
std::optional<std::string> search_of(const http::Request& req) {
  if (const auto v = req.query_param("q")) return std::string(*v);
  return std::nullopt;
}

/// The offset of the first row of a page.
std::int64_t offset_of(const PageMeta& page) {
  return (page.page - 1) * page.per_page;
}

/// A page of people (PersonRef) with its meta.
http::Response people_page(PageMeta page, const PeoplePage& result) {
  json::array items;
  for (const auto& p : result.people) items.push_back(users::person_json(p));
  page.total = result.total;
  page.has_more = page.page * page.per_page < result.total;
  return ok_page(std::move(items), page);
}

std::optional<std::int64_t> site_id_of(const json::object& body) {
  const auto* v = body.if_contains("site_id");
  if (v == nullptr) throw invalid_input("site_id", "Elige un centro de trabajo o null.");
  if (v->is_null()) return std::nullopt;
  return opt_int(body, "site_id");
}
}  // namespace

void register_routes(RouteTable& table, const WorkplaceService& service) {
  // A person's site, as their profile shows it: every detail to themselves and admins.
  table.add(Method::kGet, "/workplace/people/{id}", member(kModule).with_read_only(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto user = path_id(req);
              const auto site = service.site_of(ctx.org_id(), user);
              const bool full = user == ctx.who().user_id || ctx.who().role == Role::kAdmin;
              json::value out = nullptr;
              if (site) out = full ? full_json(*site) : public_json(*site);
              return ok(json::object{{"site", std::move(out)}});
            });
  // "Mi centro de trabajo": the active colleagues at the person's own site, a page at a time.
  table.add(Method::kGet, "/workplace/me/colleagues", member(kModule).with_read_only(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const PageMeta page = read_page(req, 20);
              return people_page(page,
                                 service.colleagues(ctx.org_id(), ctx.who().user_id, search_of(req),
                                                    page.per_page, offset_of(page)));
            });

  table.add(Method::kGet, "/org/workplace/sites", admin(kModule),
            [&service](const http::Request&, RequestContext& ctx) {
              json::array items;
              for (const auto& s : service.list(ctx.org_id())) items.push_back(admin_json(s));
              return ok(std::move(items));
            });
  table.add(Method::kPost, "/org/workplace/sites", admin(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto s =
                  service.create(ctx.org_id(), ctx.who().user_id, fields_of(parse_object(req)));
              return ok(admin_json(s), 201);
            });
  table.add(Method::kGet, "/org/workplace/sites/{id}", admin(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              return ok(admin_json(service.get(ctx.org_id(), path_id(req))));
            });
  table.add(Method::kPatch, "/org/workplace/sites/{id}", admin(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              return ok(admin_json(
                  service.update(ctx.org_id(), path_id(req), edit_of(parse_object(req)))));
            });
  table.add(Method::kDelete, "/org/workplace/sites/{id}", admin(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto id = path_id(req);
              service.remove(ctx.org_id(), id);
              return ok(json::object{{"id", id}});
            });
  table.add(Method::kGet, "/org/workplace/sites/{id}/people", admin(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              const PageMeta page = read_page(req, 20);
              return people_page(page, service.people(ctx.org_id(), path_id(req), search_of(req),
                                                      page.per_page, offset_of(page)));
            });
  table.add(Method::kPost, "/org/workplace/sites/{id}/people", admin(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto n = service.assign(ctx.org_id(), ctx.who().user_id, path_id(req),
                                            assignees_of(parse_object(req)));
              return ok(json::object{{"assigned", n}});
            });
  table.add(Method::kPut, "/org/workplace/people/{id}", admin(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto site = service.assign_person(ctx.org_id(), ctx.who().user_id, path_id(req),
                                                      site_id_of(parse_object(req)));
              return ok(json::object{{"site", site ? json::value(admin_json(*site)) : nullptr}});
            });
}

}  // namespace aplauso::workplace
