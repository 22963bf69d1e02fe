// HTTP routes of the benefits module: what members see and request, and the admins' benefits,
// eligibility preview and requests. Decisions go through the approvals inbox.
#include <boost/json/array.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/value.hpp>

#include "api/envelope.h"
#include "api/json_input.h"
#include "api/routes.h"
#include "modules/benefits/benefits_routes.h"
#include "modules/benefits/benefits_service.h"
#include "modules/users/user_json.h"
#include "modules/users/user_service.h"
#include "storage/file_store.h"

namespace aplauso::benefits {

namespace json = boost::json;
using http::Method;

namespace {
constexpr std::string_view kModule = "benefits";

json::value opt(const std::optional<std::string>& s) {
  return s ? json::value(*s) : json::value(nullptr);
}
json::value opt(const std::optional<std::int64_t>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}

json::object eligibility_json(const Eligibility& e) {
  json::array departments;
  for (auto id : e.departments) departments.emplace_back(id);
  json::array groups;
  for (auto id : e.groups) groups.emplace_back(id);
  json::array countries;
  for (const auto& c : e.countries) countries.emplace_back(c);
  json::array contract_types;
  for (const auto& c : e.contract_types) contract_types.emplace_back(c);
  return {{"departments", std::move(departments)},
          {"groups", std::move(groups)},
          {"countries", std::move(countries)},
          {"contract_types", std::move(contract_types)},
          {"min_tenure_months", opt(e.min_tenure_months)}};
}

Eligibility eligibility_of(const json::object& o) {
  Eligibility e;
  e.departments = opt_int_list(o, "departments", 200);
  e.groups = opt_int_list(o, "groups", 200);
  e.countries = opt_string_list(o, "countries", 50);
  e.contract_types = opt_string_list(o, "contract_types", 10);
  if (const auto* v = o.if_contains("min_tenure_months"); v != nullptr && !v->is_null()) {
    e.min_tenure_months = opt_int(o, "min_tenure_months");
  }
  return e;
}

json::object request_json(const RequestRow& r) {
  return {{"id", r.id},
          {"benefit_id", r.benefit_id},
          {"benefit_title", r.benefit_title},
          {"benefit_title_en", opt(r.benefit_title_en)},
          {"status", r.status},
          {"note", r.note},
          {"price_points", r.price_points},
          {"approval", r.approval},
          {"decided_at", opt(r.decided_at)},
          {"reason", opt(r.reason)},
          {"created_at", r.created_at}};
}

json::value image_url(const BenefitRow& b, const storage::FileStore& store,
                      const RequestContext& ctx) {
  if (!b.image_key) return nullptr;
  return json::value(store.read_url(*b.image_key, ctx.now_ms / 1000, 3600));
}

json::object member_json(const MemberBenefit& m, const storage::FileStore& store,
                         const RequestContext& ctx) {
  const BenefitRow& b = m.benefit;
  json::object o{{"id", b.id},
                 {"title", b.title},
                 {"title_en", opt(b.title_en)},
                 {"description", b.description},
                 {"description_en", opt(b.description_en)},
                 {"image_url", image_url(b, store, ctx)},
                 {"provider", b.provider},
                 {"category", b.category},
                 {"country", opt(b.country)},
                 {"mode", b.mode},
                 {"approval", b.approval},
                 {"price_points", b.price_points},
                 {"valid_from", opt(b.valid_from)},
                 {"valid_until", opt(b.valid_until)},
                 {"granted", m.granted},
                 {"request", m.request ? json::value(request_json(*m.request)) : json::value()}};
  o["how"] = m.granted ? json::value(json::object{{"how_to_use", b.how_to_use},
                                                  {"code", opt(b.code)},
                                                  {"link", opt(b.link)},
                                                  {"contact", opt(b.contact)}})
                       : json::value();
  return o;
}

json::object admin_json(const AdminBenefit& a, const storage::FileStore& store,
                        const users::UserService& users, const RequestContext& ctx) {
  const BenefitRow& b = a.benefit;
  std::vector<std::int64_t> ids;
  for (const auto& v : a.versions) {
    if (v.changed_by) ids.push_back(*v.changed_by);
  }
  const auto people = users.people(ctx.org_id(), ids);
  json::array versions;
  for (const auto& v : a.versions) {
    json::value who = nullptr;
    if (v.changed_by) {
      if (const auto it = people.find(*v.changed_by); it != people.end()) {
        who = users::person_json(it->second);
      }
    }
    json::value before = json::object{};
    if (!v.before.empty()) before = json::parse(v.before);
    versions.push_back(json::object{{"version", v.version},
                                    {"changed_at", v.changed_at},
                                    {"changed_by", who},
                                    {"before", before}});
  }
  return {{"id", b.id},
          {"title", b.title},
          {"title_en", opt(b.title_en)},
          {"description", b.description},
          {"description_en", opt(b.description_en)},
          {"image_key", opt(b.image_key)},
          {"image_url", image_url(b, store, ctx)},
          {"provider", b.provider},
          {"category", b.category},
          {"country", opt(b.country)},
          {"how_to_use", b.how_to_use},
          {"code", opt(b.code)},
          {"link", opt(b.link)},
          {"contact", opt(b.contact)},
          {"valid_from", opt(b.valid_from)},
          {"valid_until", opt(b.valid_until)},
          {"mode", b.mode},
          {"approval", b.approval},
          {"price_points", b.price_points},
          {"eligibility", eligibility_json(b.eligibility)},
          {"status", b.status},
          {"version", b.version},
          {"counters", json::object{{"eligible", a.counters.eligible},
                                    {"pending", a.counters.pending},
                                    {"approved", a.counters.approved},
                                    {"rejected", a.counters.rejected}}},
          {"versions", std::move(versions)},
          {"created_at", b.created_at},
          {"updated_at", b.updated_at}};
}

BenefitFields fields_of(const json::object& body) {
  BenefitFields f;
  f.title = opt_string(body, "title").value_or("");
  f.title_en = nullable_string(body, "title_en").value_or(std::nullopt);
  f.description = opt_string(body, "description").value_or("");
  f.description_en = nullable_string(body, "description_en").value_or(std::nullopt);
  f.image_key = nullable_string(body, "image_key").value_or(std::nullopt);
  f.provider = opt_string(body, "provider").value_or("");
  f.category = opt_string(body, "category").value_or("");
  f.country = nullable_string(body, "country").value_or(std::nullopt);
  f.how_to_use = opt_string(body, "how_to_use").value_or("");
  f.code = nullable_string(body, "code").value_or(std::nullopt);
  f.link = nullable_string(body, "link").value_or(std::nullopt);
  f.contact = nullable_string(body, "contact").value_or(std::nullopt);
  f.valid_from = nullable_string(body, "valid_from").value_or(std::nullopt);
  f.valid_until = nullable_string(body, "valid_until").value_or(std::nullopt);
  f.mode = opt_string(body, "mode").value_or("");
  f.approval = opt_string(body, "approval").value_or("none");
  f.price_points = opt_int(body, "price_points").value_or(0);
  if (const auto* e = body.if_contains("eligibility"); e != nullptr && e->is_object()) {
    f.eligibility = eligibility_of(e->as_object());
  } else if (e != nullptr && !e->is_null()) {
    throw invalid_input("eligibility", "Las reglas de acceso no son válidas.");
  }
  f.status = opt_string(body, "status").value_or("draft");
  return f;
}

BenefitEdit edit_of(const json::object& body) {
  BenefitEdit e;
  e.title = opt_string(body, "title");
  e.title_en = nullable_string(body, "title_en");
  e.description = opt_string(body, "description");
  e.description_en = nullable_string(body, "description_en");
  e.image_key = nullable_string(body, "image_key");
  e.provider = opt_string(body, "provider");
  e.category = opt_string(body, "category");
  e.country = nullable_string(body, "country");
  e.how_to_use = opt_string(body, "how_to_use");
  e.code = nullable_string(body, "code");
  e.link = nullable_string(body, "link");
  e.contact = nullable_string(body, "contact");
  e.valid_from = nullable_string(body, "valid_from");
  e.valid_until = nullable_string(body, "valid_until");
  e.mode = opt_string(body, "mode");
  e.approval = opt_string(body, "approval");
  e.price_points = opt_int(body, "price_points");
  if (const auto* v = body.if_contains("eligibility"); v != nullptr) {
    if (!v->is_object()) throw invalid_input("eligibility", "Las reglas de acceso no son válidas.");
    e.eligibility = eligibility_of(v->as_object());
  }
  e.status = opt_string(body, "status");
  return e;
}

http::Response requests_page(const RequestPage& page, PageMeta meta,
                             const users::UserService* users, const RequestContext& ctx) {
  std::map<std::int64_t, users::Person> people;
  if (users != nullptr) {
    std::vector<std::int64_t> ids;
    for (const auto& r : page.items) {
      ids.push_back(r.user_id);
      if (r.decided_by) ids.push_back(*r.decided_by);
    }
    people = users->people(ctx.org_id(), ids);
  }
  const auto person = [&people](std::optional<std::int64_t> id) -> json::value {
    if (!id) return nullptr;
    const auto it = people.find(*id);
    return it == people.end() ? json::value(nullptr) : json::value(users::person_json(it->second));
  };
  json::array items;
  for (const auto& r : page.items) {
    json::object o = request_json(r);
    if (users != nullptr) {
      o["person"] = person(r.user_id);
      o["decided_by"] = person(r.decided_by);
    }
    items.push_back(std::move(o));
  }
  meta.has_more = page.has_more;
  return ok_page(std::move(items), meta);
}
}  // namespace

void register_routes(RouteTable& table, const BenefitsService& service,
                     const users::UserService& users, const storage::FileStore& store) {
  table.add(Method::kGet, "/benefits", member(kModule).with_read_only(),
            [&service, &store](const http::Request&, RequestContext& ctx) {
              json::array items;
              for (const auto& m : service.list(ctx.org_id(), ctx.who().user_id)) {
                items.push_back(member_json(m, store, ctx));
              }
              return ok(std::move(items));
            });
  table.add(Method::kGet, "/benefits/{id}", member(kModule).with_read_only(),
            [&service, &store](const http::Request& req, RequestContext& ctx) {
              const auto v = service.get(ctx.org_id(), ctx.who().user_id, path_id(req));
              json::object o = member_json(v.member, store, ctx);
              o["eligible"] = v.eligible;
              json::array reasons;
              for (const auto& r : v.reasons) reasons.emplace_back(r);
              o["reasons"] = std::move(reasons);
              o["eligibility"] = eligibility_json(v.member.benefit.eligibility);
              return ok(std::move(o));
            });
  table.add(Method::kPost, "/benefits/{id}/requests", member(kModule).with_idempotency(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto r = service.request(ctx.org_id(), ctx.who().user_id, path_id(req),
                                             opt_string(body, "note").value_or(""));
              return ok(request_json(r), 201);
            });
  table.add(Method::kGet, "/benefits/requests", member(kModule).with_read_only(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const PageMeta meta = read_page(req, 20);
              return requests_page(
                  service.my_requests(ctx.org_id(), ctx.who().user_id, meta.page, meta.per_page),
                  meta, nullptr, ctx);
            });
  table.add(
      Method::kPost, "/benefits/requests/{id}/cancel", member(kModule).with_idempotency(),
      [&service](const http::Request& req, RequestContext& ctx) {
        return ok(request_json(service.cancel(ctx.org_id(), ctx.who().user_id, path_id(req))));
      });

  table.add(Method::kGet, "/org/benefits", admin(kModule),
            [&service, &store, &users](const http::Request&, RequestContext& ctx) {
              json::array items;
              for (const auto& a : service.admin_list(ctx.org_id())) {
                items.push_back(admin_json(a, store, users, ctx));
              }
              return ok(std::move(items));
            });
  table.add(Method::kPost, "/org/benefits", admin(kModule),
            [&service, &store, &users](const http::Request& req, RequestContext& ctx) {
              const auto a =
                  service.create(ctx.org_id(), ctx.who().user_id, fields_of(parse_object(req)));
              return ok(admin_json(a, store, users, ctx), 201);
            });
  table.add(
      Method::kGet, "/org/benefits/{id}", admin(kModule),
      [&service, &store, &users](const http::Request& req, RequestContext& ctx) {
        return ok(admin_json(service.admin_get(ctx.org_id(), path_id(req)), store, users, ctx));
      });
  table.add(Method::kPatch, "/org/benefits/{id}", admin(kModule),
            [&service, &store, &users](const http::Request& req, RequestContext& ctx) {
              const auto a = service.update(ctx.org_id(), ctx.who().user_id, path_id(req),
                                            edit_of(parse_object(req)));
              return ok(admin_json(a, store, users, ctx));
            });
  table.add(
      Method::kPost, "/org/benefits/eligibility_preview", admin(kModule),
      [&service](const http::Request& req, RequestContext& ctx) {
        const auto p = service.preview(ctx.org_id(), eligibility_of(parse_object(req)));
        json::array departments;
        for (const auto& d : p.by_department) {
          departments.push_back(json::object{
              {"department_id", opt(d.department_id)}, {"name", opt(d.name)}, {"count", d.count}});
        }
        json::array countries;
        for (const auto& c : p.by_country) {
          countries.push_back(json::object{{"country", opt(c.country)}, {"count", c.count}});
        }
        return ok(json::object{{"total", p.total},
                               {"active", p.active},
                               {"by_department", std::move(departments)},
                               {"by_country", std::move(countries)}});
      });
  table.add(Method::kGet, "/org/benefits/requests", admin(kModule),
            [&service, &users](const http::Request& req, RequestContext& ctx) {
              const PageMeta meta = read_page(req, 20);
              std::optional<std::string> status;
              if (const auto s = req.query_param("status")) status = std::string(*s);
              const auto page = service.admin_requests(
                  ctx.org_id(), status, query_int(req, "benefit_id"), meta.page, meta.per_page);
              return requests_page(page, meta, &users, ctx);
            });
}

}  // namespace aplauso::benefits
