// HTTP routes of people administration (admins), and the light list of everyone for pickers
// (people_module.cpp installs them).
#include <boost/json/array.hpp>

#include "api/json_input.h"
#include "api/link_base.h"
#include "api/routes.h"
#include "modules/notifications/notification_service.h"
#include "modules/people/people_routes.h"
#include "modules/people/people_service.h"
#include "modules/structure/structure_service.h"
#include "modules/users/person_erasure.h"
#include "modules/users/user_json.h"
#include "modules/users/user_service.h"

namespace aplauso::people {

namespace json = boost::json;
using http::Method;

namespace {
constexpr std::size_t kMaxGroupsPerPerson = 200;

// Absent → nullopt; null → an inner nullopt; otherwise the number (400 when it is not one).
std::optional<std::optional<std::int64_t>> nullable_int(const json::object& o,
                                                        std::string_view key) {
  const auto* v = o.if_contains(key);
  if (v == nullptr) return std::nullopt;
  if (v->is_null()) return std::optional<std::int64_t>();
  return opt_int(o, key);
}

PersonInput person_input(const json::object& body) {
  PersonInput in;
  in.email = opt_string(body, "email");
  in.first_name = opt_string(body, "first_name");
  in.last_name = nullable_string(body, "last_name");
  in.job_position = nullable_string(body, "job_position");
  in.user_type = opt_string(body, "user_type");
  in.department_id = nullable_int(body, "department_id");
  in.leader_id = nullable_int(body, "leader_id");
  in.country = nullable_string(body, "country");
  in.language = opt_string(body, "language");
  in.phone = nullable_string(body, "phone");
  in.birthday = nullable_string(body, "birthday");
  in.admission_date = nullable_string(body, "admission_date");
  in.national_id = nullable_string(body, "national_id");
  in.contract_type = nullable_string(body, "contract_type");
  in.gender = nullable_string(body, "gender");
  in.points = opt_bool(body, "points");
  if (body.contains("groups")) in.groups = opt_int_list(body, "groups", kMaxGroupsPerPerson);
  return in;
}

json::object admin_json(const AdminPerson& p) {
  json::object o = users::to_json(p.user);
  o["external"] = p.user.external;
  o["leader"] = p.leader ? json::value(users::person_json(*p.leader)) : json::value(nullptr);
  json::array groups;
  for (const auto& g : p.groups) groups.push_back(json::object{{"id", g.id}, {"name", g.name}});
  o["groups"] = std::move(groups);
  return o;
}

/// ?sort=name|department|created&order=asc|desc (name, ascending by default); 400 otherwise.
users::AdminSort admin_sort(const http::Request& req) {
  users::AdminSort sort;
  if (const auto key = req.query_param("sort"); key && !key->empty()) {
    if (*key == "department") {
      sort.key = users::AdminSortKey::kDepartment;
    } else if (*key == "created") {
      sort.key = users::AdminSortKey::kCreated;
    } else if (*key != "name") {
      throw invalid_input("sort", "Ordena por name, department o created.");
    }
  }
  sort.descending = query_descending(req).value_or(false);
  return sort;
}
}  // namespace

void register_routes(RouteTable& table, const PeopleService& service, const PublicLinks& links) {
  const auto create = [&service, links](bool external) {
    return [&service, links, external](const http::Request& req, RequestContext& ctx) {
      return ok(admin_json(service.create(ctx.org(), person_input(parse_object(req)), external,
                                          links.base(ctx.org()))),
                201);
    };
  };
  table.add(Method::kPost, "/org/create/user", admin(), create(false));
  table.add(Method::kPost, "/org/create/user/external", admin(), create(true));

  table.add(Method::kGet, "/org/users", admin(),
            [&service](const http::Request& req, RequestContext& ctx) {
              PageMeta page = read_page(req, 20);
              users::AdminFilter filter;
              if (const auto type = req.query_param("type"); type && !type->empty()) {
                filter.role = std::string(*type);
              }
              filter.active = query_bool(req, "active");
              if (const auto words = req.query_param("keywords")) {
                filter.keywords = trim(*words);
              }
              filter.email_only = query_bool(req, "search_by_email").value_or(false);
              filter.department_id = query_int(req, "department");
              filter.group_id = query_int(req, "group");
              filter.sort = admin_sort(req);
              std::int64_t total = 0;
              json::array items;
              for (const auto& p : service.list(ctx.org_id(), filter, page.per_page,
                                                (page.page - 1) * page.per_page, &total)) {
                items.push_back(admin_json(p));
              }
              page.total = total;
              page.has_more = page.page * page.per_page < total;
              return ok_page(std::move(items), page);
            });
  table.add(Method::kPatch, "/org/users/{id}", admin(),
            [&service](const http::Request& req, RequestContext& ctx) {
              return ok(admin_json(service.update(ctx.org_id(), ctx.who().user_id, path_id(req),
                                                  person_input(parse_object(req)))));
            });
  table.add(Method::kGet, "/all_users", member(),
            [&service](const http::Request&, RequestContext& ctx) {
              json::array items;
              for (const auto& p : service.all_active(ctx.org_id())) {
                items.push_back(users::person_json(p));
              }
              return ok(std::move(items));
            });
  table.add(Method::kPost, "/user/active/state", admin(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto user_id = opt_int(body, "user_id");
              const auto active = opt_bool(body, "active");
              if (!user_id) throw invalid_input("user_id", "El id de la persona es requerido.");
              if (!active) throw invalid_input("active", "Indica si la cuenta queda activa.");
              return ok(admin_json(
                  service.set_active(ctx.org_id(), ctx.who().user_id, *user_id, *active)));
            });
  table.add(
      Method::kPatch, "/org/upload/users/deactivate", admin(),
      [&service](const http::Request& req, RequestContext& ctx) {
        const auto body = parse_object(req);
        std::int64_t deactivated = 0;
        json::array results;
        for (const auto& r : service.deactivate_by_email(
                 ctx.org_id(), ctx.who().user_id, opt_string_list(body, "emails", kMaxBulkEmails),
                 &deactivated)) {
          results.push_back(json::object{{"email", r.email}, {"outcome", r.outcome}});
        }
        return ok(json::object{{"deactivated", deactivated}, {"results", std::move(results)}});
      });
  table.add(Method::kPost, "/user/admin/delete", admin(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto user_id = opt_int(parse_object(req), "user_id");
              if (!user_id) throw invalid_input("user_id", "El id de la persona es requerido.");
              service.erase(ctx.org_id(), ctx.who().user_id, *user_id);
              return ok(json::object{{"user_id", *user_id}, {"erased", true}});
            });
  table.add(Method::kPost, "/org/deletion_requests/{id}/decline", admin(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = req.body.empty() ? json::object{} : parse_object(req);
              return ok(users::deletion_request_json(
                  service.decline_deletion(ctx.org_id(), path_id(req), opt_string(body, "note"))));
            });
}

}  // namespace aplauso::people
