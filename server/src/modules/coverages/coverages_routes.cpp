// HTTP routes of the coverages module: the member's policies and dependants, and the admins'
// policies (with their coverage table and documents), their dependants and its CSV export.
// Decisions on dependants go through the approvals inbox.
#include <boost/json/array.hpp>
#include <boost/json/value.hpp>
#include <cmath>

#include "api/envelope.h"
#include "api/json_input.h"
#include "api/routes.h"
#include "core/csv.h"
#include "modules/coverages/coverages_routes.h"
#include "modules/coverages/coverages_service.h"
#include "modules/structure/audience_json.h"
#include "modules/users/user_json.h"
#include "modules/users/user_service.h"
#include "storage/file_store.h"

namespace aplauso::coverages {

namespace json = boost::json;
using http::Method;

namespace {
constexpr std::string_view kModule = "coverages";

json::value opt(const std::optional<std::string>& s) {
  return s ? json::value(*s) : json::value(nullptr);
}
json::value opt(const std::optional<std::int64_t>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}

/// An amount in cents as a JSON number (whole units when it has no cents).
json::value amount(const std::optional<std::int64_t>& cents) {
  if (!cents) return nullptr;
  if (*cents % 100 == 0) return json::value(*cents / 100);
  return json::value(static_cast<double>(*cents) / 100.0);
}

/// A JSON number (or null) in cents; 400 naming the field for anything else.
std::optional<std::int64_t> cents_of(const json::object& o, std::string_view key,
                                     const std::string& field) {
  const auto* v = o.if_contains(key);
  if (v == nullptr || v->is_null()) return std::nullopt;
  double x = 0;
  if (v->is_int64()) {
    x = static_cast<double>(v->as_int64());
  } else if (v->is_uint64()) {
    x = static_cast<double>(v->as_uint64());
  } else if (v->is_double()) {
    x = v->as_double();
  } else {
    throw invalid_input(field, "Escribe un monto.");
  }
  if (!std::isfinite(x) || std::abs(x) > 1e13) throw invalid_input(field, "El monto no es válido.");
  return static_cast<std::int64_t>(std::llround(x * 100.0));
}

json::array rows_json(const PolicyRow& p) {
  json::array rows;
  for (const auto& r : p.rows) {
    rows.push_back(json::object{{"service", r.service},
                                {"percent", r.percent},
                                {"cap", amount(r.cap_cents)},
                                {"deductible", amount(r.deductible_cents)},
                                {"currency", r.currency},
                                {"notes", r.notes}});
  }
  return rows;
}

json::array documents_json(const PolicyRow& p, const storage::FileStore& store,
                           const RequestContext& ctx, bool with_key) {
  json::array out;
  for (const auto& d : p.documents) {
    json::object o{{"name", d.name}, {"url", store.read_url(d.key, ctx.now_ms / 1000, 3600)}};
    if (with_key) o["key"] = d.key;
    out.push_back(std::move(o));
  }
  return out;
}

json::object member_json(const PolicyRow& p, const storage::FileStore& store,
                         const RequestContext& ctx) {
  return {{"id", p.id},
          {"insurer", p.insurer},
          {"plan_name", p.plan_name},
          {"policy_number", p.policy_number},
          {"kind", p.kind},
          {"starts_on", p.starts_on},
          {"ends_on", p.ends_on},
          {"claim_instructions", p.claim_instructions},
          {"claim_instructions_en", opt(p.claim_instructions_en)},
          {"contact_phone", opt(p.contact_phone)},
          {"contact_email", opt(p.contact_email)},
          {"contact_link", opt(p.contact_link)},
          {"rows", rows_json(p)},
          {"documents", documents_json(p, store, ctx, false)}};
}

json::object admin_json(const PolicyRow& p, const storage::FileStore& store,
                        const RequestContext& ctx) {
  json::object o = member_json(p, store, ctx);
  o["documents"] = documents_json(p, store, ctx, true);
  o["audience"] = structure::audience_json(p.audience);
  o["status"] = p.status;
  o["created_at"] = p.created_at;
  o["updated_at"] = p.updated_at;
  return o;
}

json::object fields_json(const DependantFields& f) {
  return {{"full_name", f.full_name},
          {"relationship", f.relationship},
          {"birth_date", f.birth_date},
          {"national_id", opt(f.national_id)}};
}

json::object dependant_json(const DependantRow& d) {
  json::object o = fields_json(d);
  o["id"] = d.id;
  o["status"] = d.status;
  o["change"] = opt(d.change_kind);
  o["proposed"] = d.proposed ? json::value(fields_json(*d.proposed)) : json::value(nullptr);
  o["submitted_at"] = opt(d.submitted_at);
  o["decided_at"] = opt(d.decided_at);
  o["last_outcome"] = opt(d.last_outcome);
  o["reason"] = opt(d.reason);
  o["created_at"] = d.created_at;
  return o;
}

DependantFields dependant_of(const json::object& body) {
  DependantFields f;
  f.full_name = opt_string(body, "full_name").value_or("");
  f.relationship = opt_string(body, "relationship").value_or("");
  f.birth_date = opt_string(body, "birth_date").value_or("");
  f.national_id = nullable_string(body, "national_id").value_or(std::nullopt);
  return f;
}

PolicyFields fields_of(const json::object& body) {
  PolicyFields f;
  f.insurer = opt_string(body, "insurer").value_or("");
  f.plan_name = opt_string(body, "plan_name").value_or("");
  f.policy_number = opt_string(body, "policy_number").value_or("");
  f.kind = opt_string(body, "kind").value_or("");
  f.starts_on = opt_string(body, "starts_on").value_or("");
  f.ends_on = opt_string(body, "ends_on").value_or("");
  f.audience = structure::audience_of(body);
  f.claim_instructions = opt_string(body, "claim_instructions").value_or("");
  f.claim_instructions_en = nullable_string(body, "claim_instructions_en").value_or(std::nullopt);
  f.contact_phone = nullable_string(body, "contact_phone").value_or(std::nullopt);
  f.contact_email = nullable_string(body, "contact_email").value_or(std::nullopt);
  f.contact_link = nullable_string(body, "contact_link").value_or(std::nullopt);
  f.status = opt_string(body, "status").value_or("draft");
  if (const auto* v = body.if_contains("rows"); v != nullptr && !v->is_null()) {
    if (!v->is_array() || v->as_array().size() > 200) {
      throw invalid_input("rows", "La tabla de coberturas no es válida.");
    }
    std::size_t i = 0;
    for (const auto& item : v->as_array()) {
      const std::string at = "rows." + std::to_string(i++) + ".";
      if (!item.is_object()) throw invalid_input(at + "service", "La fila no es válida.");
      const auto& o = item.as_object();
      CoverageRow r;
      r.service = opt_string(o, "service").value_or("");
      r.percent = opt_int(o, "percent").value_or(-1);
      r.cap_cents = cents_of(o, "cap", at + "cap");
      r.deductible_cents = cents_of(o, "deductible", at + "deductible");
      r.currency = opt_string(o, "currency").value_or("");
      r.notes = opt_string(o, "notes").value_or("");
      f.rows.push_back(std::move(r));
    }
  }
  for (const auto& key : opt_string_list(body, "documents", 50)) {
    f.documents.push_back({key, ""});
  }
  return f;
}

}  // namespace

void register_routes(RouteTable& table, const CoveragesService& service,
                     const users::UserService& users, const storage::FileStore& store) {
  table.add(Method::kGet, "/coverages/policies", member(kModule).with_read_only(),
            [&service, &store](const http::Request&, RequestContext& ctx) {
              json::array items;
              for (const auto& p : service.my_policies(ctx.org_id(), ctx.who().user_id)) {
                items.push_back(member_json(p, store, ctx));
              }
              return ok(std::move(items));
            });
  table.add(Method::kGet, "/coverages/policies/{id}", member(kModule).with_read_only(),
            [&service, &store](const http::Request& req, RequestContext& ctx) {
              return ok(member_json(
                  service.my_policy(ctx.org_id(), ctx.who().user_id, path_id(req)), store, ctx));
            });
  table.add(Method::kGet, "/coverages/dependants", member(kModule).with_read_only(),
            [&service](const http::Request&, RequestContext& ctx) {
              json::array items;
              for (const auto& d : service.my_dependants(ctx.org_id(), ctx.who().user_id)) {
                items.push_back(dependant_json(d));
              }
              return ok(std::move(items));
            });
  table.add(Method::kPost, "/coverages/dependants", member(kModule).with_idempotency(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto d = service.add_dependant(ctx.org_id(), ctx.who().user_id,
                                                   dependant_of(parse_object(req)));
              return ok(dependant_json(d), 201);
            });
  table.add(Method::kPatch, "/coverages/dependants/{id}", member(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto d = service.edit_dependant(ctx.org_id(), ctx.who().user_id, path_id(req),
                                                    dependant_of(parse_object(req)));
              return ok(dependant_json(d));
            });
  table.add(Method::kDelete, "/coverages/dependants/{id}", member(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto d =
                  service.remove_dependant(ctx.org_id(), ctx.who().user_id, path_id(req));
              return ok(json::object{
                  {"removed", !d.has_value()},
                  {"dependant", d ? json::value(dependant_json(*d)) : json::value(nullptr)}});
            });

  table.add(Method::kGet, "/org/coverages/policies", admin(kModule),
            [&service, &store](const http::Request&, RequestContext& ctx) {
              json::array items;
              for (const auto& p : service.admin_list(ctx.org_id())) {
                items.push_back(admin_json(p, store, ctx));
              }
              return ok(std::move(items));
            });
  table.add(Method::kPost, "/org/coverages/policies", admin(kModule),
            [&service, &store](const http::Request& req, RequestContext& ctx) {
              const auto p =
                  service.create(ctx.org_id(), ctx.who().user_id, fields_of(parse_object(req)));
              return ok(admin_json(p, store, ctx), 201);
            });
  table.add(Method::kGet, "/org/coverages/policies/{id}", admin(kModule),
            [&service, &store](const http::Request& req, RequestContext& ctx) {
              return ok(admin_json(service.admin_get(ctx.org_id(), path_id(req)), store, ctx));
            });
  table.add(Method::kPut, "/org/coverages/policies/{id}", admin(kModule),
            [&service, &store](const http::Request& req, RequestContext& ctx) {
              const auto p = service.replace(ctx.org_id(), ctx.who().user_id, path_id(req),
                                             fields_of(parse_object(req)));
              return ok(admin_json(p, store, ctx));
            });
  table.add(Method::kGet, "/org/coverages/policies/{id}/dependants", admin(kModule),
            [&service, &users](const http::Request& req, RequestContext& ctx) {
              const auto rows = service.policy_dependants(ctx.org_id(), path_id(req));
              std::vector<std::int64_t> ids;
              for (const auto& d : rows) ids.push_back(d.user_id);
              const auto people = users.people(ctx.org_id(), ids);
              json::array items;
              for (const auto& d : rows) {
                json::object o = dependant_json(d);
                const auto it = people.find(d.user_id);
                o["person"] = it == people.end() ? json::value(nullptr)
                                                 : json::value(users::person_json(it->second));
                items.push_back(std::move(o));
              }
              return ok(std::move(items));
            });
  table.add(Method::kGet, "/org/coverages/policies/{id}/dependants.csv", admin(kModule),
            [&service, &users](const http::Request& req, RequestContext& ctx) {
              const auto id = path_id(req);
              const auto rows = service.policy_dependants(ctx.org_id(), id);
              std::vector<std::int64_t> ids;
              for (const auto& d : rows) ids.push_back(d.user_id);
              const auto people = users.people(ctx.org_id(), ids);
              std::string out =
                  "employee_email,employee,dependant,relationship,birth_date,national_id,status,"
                  "pending_change\r\n";
              for (const auto& d : rows) {
                const auto it = people.find(d.user_id);
                const std::string email = it == people.end() ? "" : it->second.email;
                const std::string name = it == people.end() ? "" : it->second.full_name();
                out += csv_field(email) + "," + csv_field(name) + "," + csv_field(d.full_name) +
                       "," + csv_field(relationship_es(d.relationship)) + "," +
                       csv_field(d.birth_date) + "," + csv_field(d.national_id.value_or("")) + "," +
                       csv_field(d.status) + "," + csv_field(d.change_kind.value_or("")) + "\r\n";
              }
              auto res = http::Response::text(200, out, "text/csv; charset=utf-8");
              res.headers.set("Content-Disposition", "attachment; filename=\"cargas-poliza-" +
                                                         std::to_string(id) + ".csv\"");
              res.headers.set("Cache-Control", "no-store");
              return res;
            });
}

}  // namespace aplauso::coverages
