// HTTP routes of the requests module: request types and their forms, requests with their
// timeline and comments, the approvers' and the admins' lists.
#include <boost/json/array.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/value.hpp>
#include <set>

#include "api/envelope.h"
#include "api/json_input.h"
#include "api/routes.h"
#include "modules/requests/requests_routes.h"
#include "modules/requests/requests_service.h"
#include "modules/users/user_json.h"
#include "modules/users/user_service.h"
#include "storage/file_store.h"

namespace aplauso::requests {

namespace json = boost::json;
using http::Method;

namespace {
constexpr std::string_view kModule = "requests";

json::value opt(const std::optional<std::string>& s) {
  return s ? json::value(*s) : json::value(nullptr);
}
json::value opt(const std::optional<std::int64_t>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}

std::string today(const RequestContext& ctx) {
  return forms::local_day(ctx.org().timezone, ctx.now_ms);
}

/// Everyone a response names, in one call.
class People {
 public:
  People(const users::UserService& users, const RequestContext& ctx, std::set<std::int64_t> ids)
      : people_(users.people(ctx.org_id(), {ids.begin(), ids.end()})) {}
  json::value operator()(std::optional<std::int64_t> id) const {
    if (!id) return nullptr;
    const auto it = people_.find(*id);
    return it == people_.end() ? json::value(nullptr) : json::value(users::person_json(it->second));
  }

 private:
  std::map<std::int64_t, users::Person> people_;
};

json::array steps_json(const std::vector<Step>& steps, const People* people) {
  json::array out;
  for (const auto& s : steps) {
    json::object o{{"approver", s.approver},
                   {"user_id", opt(s.user_id)},
                   {"deadline_days", opt(s.deadline_days)}};
    if (people != nullptr) o["person"] = (*people)(s.user_id);
    if (s.approver == "people") {
      o["user_ids"] = json::array(s.user_ids.begin(), s.user_ids.end());
      o["rule"] = s.rule;
      if (people != nullptr) {
        json::array named;
        for (const auto id : s.user_ids) {
          if (auto p = (*people)(id); !p.is_null()) named.push_back(std::move(p));
        }
        o["people"] = std::move(named);
      }
    }
    out.push_back(std::move(o));
  }
  return out;
}

json::object type_json(const TypeRow& t, const People* people) {
  return {{"id", t.id},
          {"name", t.name},
          {"name_en", opt(t.name_en)},
          {"description", t.description},
          {"description_en", opt(t.description_en)},
          {"sla_days", opt(t.sla_days)},
          {"steps", steps_json(t.steps, people)},
          {"status", t.status},
          {"form_id", t.form_id},
          {"created_at", t.created_at},
          {"updated_at", t.updated_at}};
}

json::object form_json(const forms::FormVersion& v) {
  return {{"form_id", v.stored.form_id},
          {"version", v.stored.version},
          {"definition", forms::to_json(v.form)}};
}

std::set<std::int64_t> step_people(const std::vector<Step>& steps) {
  std::set<std::int64_t> ids;
  for (const auto& s : steps) {
    if (s.user_id) ids.insert(*s.user_id);
    ids.insert(s.user_ids.begin(), s.user_ids.end());
  }
  return ids;
}

/// Who still decides a pending parallel step (empty otherwise).
json::array approvers_json(const RequestRow& r, const People& people) {
  json::array out;
  if (r.status != "pending") return out;
  for (const auto id : r.approvers) {
    if (auto p = people(id); !p.is_null()) out.push_back(std::move(p));
  }
  return out;
}

json::object request_json(const RequestRow& r, std::int64_t now, const People& people) {
  const auto step = static_cast<std::size_t>(r.step);
  const bool pending = r.status == "pending";
  return {{"id", r.id},
          {"type_id", r.type_id},
          {"type_name", r.type_name},
          {"type_name_en", opt(r.type_name_en)},
          {"status", r.status},
          {"step", r.step},
          {"steps", steps_json(r.chain, nullptr)},
          {"awaiting", pending && step < r.chain.size() ? json::value(r.chain[step].approver)
                                                        : json::value(nullptr)},
          {"approver", pending ? people(r.approver_id) : json::value(nullptr)},
          {"approvers", approvers_json(r, people)},
          {"due_at", opt(r.due_at)},
          {"overdue", pending && r.due_at && *r.due_at < now},
          {"step_due_at", pending ? opt(r.step_due_at) : json::value(nullptr)},
          {"step_overdue", pending && r.step_due_at && *r.step_due_at < now},
          {"person", people(r.user_id)},
          {"created_at", r.created_at},
          {"updated_at", r.updated_at},
          {"decided_at", opt(r.decided_at)}};
}

http::Response page_response(const RequestPage& page, PageMeta meta,
                             const users::UserService& users, const RequestContext& ctx) {
  std::set<std::int64_t> ids;
  for (const auto& r : page.items) {
    ids.insert(r.user_id);
    if (r.approver_id) ids.insert(*r.approver_id);
    ids.insert(r.approvers.begin(), r.approvers.end());
  }
  const People people(users, ctx, std::move(ids));
  json::array items;
  for (const auto& r : page.items) items.push_back(request_json(r, ctx.now_ms, people));
  meta.has_more = page.has_more;
  return ok_page(std::move(items), meta);
}

/// Signed links of the files a request's answers hold (file questions only).
json::object files_json(const RequestView& v, const json::object& answers,
                        const storage::FileStore& store, const RequestContext& ctx) {
  json::object out;
  for (const auto& q : v.form.form.questions) {
    if (q.type != "file_upload") continue;
    const auto* given = answers.if_contains(q.id);
    if (given == nullptr || !given->is_array()) continue;
    for (const auto& key : given->as_array()) {
      if (!key.is_string()) continue;
      const std::string k(key.as_string());
      out[k] = store.read_url(k, ctx.now_ms / 1000, 3600);
    }
  }
  return out;
}

json::object view_json(const RequestView& v, const users::UserService& users,
                       const storage::FileStore& store, const RequestContext& ctx) {
  std::set<std::int64_t> ids{v.request.user_id};
  if (v.request.approver_id) ids.insert(*v.request.approver_id);
  ids.insert(v.request.approvers.begin(), v.request.approvers.end());
  for (const auto& e : v.events) {
    if (e.actor_id) ids.insert(*e.actor_id);
  }
  for (const auto id : step_people(v.request.chain)) ids.insert(id);
  const People people(users, ctx, std::move(ids));
  json::object o = request_json(v.request, ctx.now_ms, people);
  o["steps"] = steps_json(v.request.chain, &people);
  json::value answers = json::parse(v.request.answers);
  o["files"] = files_json(v, answers.as_object(), store, ctx);
  o["answers"] = std::move(answers);
  o["form"] = form_json(v.form);
  json::array events;
  for (const auto& e : v.events) {
    events.push_back(json::object{{"id", e.id},
                                  {"kind", e.kind},
                                  {"step", opt(e.step)},
                                  {"text", e.text},
                                  {"actor", people(e.actor_id)},
                                  {"created_at", e.created_at}});
  }
  o["events"] = std::move(events);
  o["can_decide"] = v.can_decide;
  o["can_cancel"] = v.can_cancel;
  o["can_comment"] = v.can_comment;
  return o;
}

/// A step's deadline in days: absent or null for none; anything but a whole number is kept as 0,
/// which the service refuses naming `steps.<n>.deadline_days` with the chain's other problems.
std::optional<std::int64_t> deadline_of(const json::object& step) {
  const auto* v = step.if_contains("deadline_days");
  if (v == nullptr || v->is_null()) return std::nullopt;
  if (v->is_int64()) return v->as_int64();
  return 0;
}

std::vector<Step> steps_of(const json::value& v) {
  if (!v.is_array()) throw invalid_input("steps", "La cadena de aprobación lleva de 1 a 5 pasos.");
  std::vector<Step> out;
  for (const auto& item : v.as_array()) {
    if (!item.is_object()) {
      throw invalid_input("steps", "Cada paso dice quién aprueba (approver).");
    }
    Step s;
    s.approver = opt_string(item.as_object(), "approver").value_or("");
    s.user_id = opt_int(item.as_object(), "user_id");
    s.user_ids = opt_int_list(item.as_object(), "user_ids", 50);
    s.rule = opt_string(item.as_object(), "rule").value_or("all");
    s.deadline_days = deadline_of(item.as_object());
    out.push_back(std::move(s));
  }
  return out;
}

std::optional<std::int64_t> sla_of(const json::object& body) {
  const auto* v = body.if_contains("sla_days");
  if (v == nullptr || v->is_null()) return std::nullopt;
  return opt_int(body, "sla_days");
}

TypeFields fields_of(const json::object& body) {
  TypeFields f;
  f.name = opt_string(body, "name").value_or("");
  f.name_en = nullable_string(body, "name_en").value_or(std::nullopt);
  f.description = opt_string(body, "description").value_or("");
  f.description_en = nullable_string(body, "description_en").value_or(std::nullopt);
  f.sla_days = sla_of(body);
  if (const auto* s = body.if_contains("steps"); s != nullptr) f.steps = steps_of(*s);
  f.status = opt_string(body, "status").value_or("active");
  return f;
}

TypeEdit edit_of(const json::object& body) {
  TypeEdit e;
  e.name = opt_string(body, "name");
  e.name_en = nullable_string(body, "name_en");
  e.description = opt_string(body, "description");
  e.description_en = nullable_string(body, "description_en");
  if (body.contains("sla_days")) e.sla_days = sla_of(body);
  if (const auto* s = body.if_contains("steps"); s != nullptr) e.steps = steps_of(*s);
  e.status = opt_string(body, "status");
  if (const auto* f = body.if_contains("form"); f != nullptr) e.form = *f;
  return e;
}

json::object with_form(const TypeWithForm& t, const users::UserService& users,
                       const RequestContext& ctx) {
  const People people(users, ctx, step_people(t.type.steps));
  json::object o = type_json(t.type, &people);
  o["pending"] = t.pending;
  o["form"] = form_json(t.form);
  return o;
}
}  // namespace

void register_routes(RouteTable& table, const RequestsService& service,
                     const users::UserService& users, const storage::FileStore& store) {
  table.add(Method::kGet, "/requests/types", member(kModule).with_read_only(),
            [&service](const http::Request&, RequestContext& ctx) {
              json::array items;
              for (const auto& t : service.types(ctx.org_id())) {
                items.push_back(type_json(t, nullptr));
              }
              return ok(std::move(items));
            });
  table.add(Method::kGet, "/requests/types/{id}", member(kModule).with_read_only(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto t = service.type_to_request(ctx.org_id(), ctx.who().user_id, path_id(req),
                                                     today(ctx));
              json::object o = type_json(t.type, nullptr);
              o["form"] = form_json(t.form);
              o["context"] = json::object{{"department", opt(t.context.department)},
                                          {"country", opt(t.context.country)},
                                          {"tenure_band", opt(t.context.tenure_band)}};
              return ok(std::move(o));
            });
  table.add(Method::kPost, "/requests", member(kModule).with_idempotency(),
            [&service, &users, &store](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto type_id = opt_int(body, "type_id");
              if (!type_id) throw invalid_input("type_id", "Elige el tipo de solicitud.");
              const auto* answers = body.if_contains("answers");
              const auto v =
                  service.submit(ctx.org_id(), ctx.who().user_id, *type_id,
                                 answers == nullptr ? json::value(json::object{}) : *answers,
                                 opt_int(body, "form_version"), today(ctx));
              return ok(view_json(v, users, store, ctx), 201);
            });
  table.add(Method::kGet, "/requests", member(kModule).with_read_only(),
            [&service, &users](const http::Request& req, RequestContext& ctx) {
              const PageMeta meta = read_page(req, 20);
              return page_response(
                  service.mine(ctx.org_id(), ctx.who().user_id, meta.page, meta.per_page), meta,
                  users, ctx);
            });
  table.add(Method::kGet, "/requests/reviewing", member(kModule).with_read_only(),
            [&service, &users](const http::Request& req, RequestContext& ctx) {
              const PageMeta meta = read_page(req, 20);
              const std::string state(req.query_param("state").value_or("pending"));
              if (state != "pending" && state != "decided") {
                throw invalid_input("state", "Elige pending o decided.");
              }
              return page_response(
                  service.reviewing(ctx.org_id(), ctx.who().user_id, ctx.who().role,
                                    state == "decided", meta.page, meta.per_page),
                  meta, users, ctx);
            });
  table.add(Method::kGet, "/requests/{id}", member(kModule).with_read_only(),
            [&service, &users, &store](const http::Request& req, RequestContext& ctx) {
              const auto v =
                  service.view(ctx.org_id(), ctx.who().user_id, ctx.who().role, path_id(req));
              return ok(view_json(v, users, store, ctx));
            });
  table.add(Method::kPost, "/requests/{id}/comments", member(kModule).with_idempotency(),
            [&service, &users, &store](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto v = service.comment(ctx.org_id(), ctx.who().user_id, ctx.who().role,
                                             path_id(req), opt_string(body, "text").value_or(""));
              return ok(view_json(v, users, store, ctx), 201);
            });
  table.add(Method::kPost, "/requests/{id}/cancel", member(kModule).with_idempotency(),
            [&service, &users, &store](const http::Request& req, RequestContext& ctx) {
              const auto v =
                  service.cancel(ctx.org_id(), ctx.who().user_id, ctx.who().role, path_id(req));
              return ok(view_json(v, users, store, ctx));
            });

  table.add(Method::kGet, "/org/requests/types", admin(kModule),
            [&service, &users](const http::Request&, RequestContext& ctx) {
              const auto types = service.admin_types(ctx.org_id());
              std::set<std::int64_t> ids;
              for (const auto& t : types) ids.merge(step_people(t.type.steps));
              const People people(users, ctx, std::move(ids));
              json::array items;
              for (const auto& t : types) {
                json::object o = type_json(t.type, &people);
                o["pending"] = t.pending;
                items.push_back(std::move(o));
              }
              return ok(std::move(items));
            });
  table.add(Method::kPost, "/org/requests/types", admin(kModule),
            [&service, &users](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto* form = body.if_contains("form");
              const auto t = service.create_type(ctx.org_id(), ctx.who().user_id, fields_of(body),
                                                 form == nullptr ? json::value() : *form);
              return ok(with_form(t, users, ctx), 201);
            });
  table.add(Method::kGet, "/org/requests/types/{id}", admin(kModule),
            [&service, &users](const http::Request& req, RequestContext& ctx) {
              return ok(with_form(service.admin_type(ctx.org_id(), path_id(req)), users, ctx));
            });
  table.add(Method::kPatch, "/org/requests/types/{id}", admin(kModule),
            [&service, &users](const http::Request& req, RequestContext& ctx) {
              const auto t = service.update_type(ctx.org_id(), ctx.who().user_id, path_id(req),
                                                 edit_of(parse_object(req)));
              return ok(with_form(t, users, ctx));
            });
  table.add(Method::kGet, "/org/requests", admin(kModule),
            [&service, &users](const http::Request& req, RequestContext& ctx) {
              const PageMeta meta = read_page(req, 20);
              AdminFilter filter;
              if (const auto s = req.query_param("status")) filter.status = std::string(*s);
              filter.type_id = query_int(req, "type_id");
              filter.overdue = query_bool(req, "overdue").value_or(false);
              return page_response(
                  service.admin_requests(ctx.org_id(), filter, meta.page, meta.per_page), meta,
                  users, ctx);
            });
}

}  // namespace aplauso::requests
