// HTTP routes of departments and groups: lists for everyone's pickers, changes for admins
// (structure_module.cpp installs them).
#include <boost/json/array.hpp>

#include "api/json_input.h"
#include "api/routes.h"
#include "modules/structure/structure_routes.h"
#include "modules/structure/structure_service.h"
#include "modules/users/user_json.h"

namespace aplauso::structure {

namespace json = boost::json;
using http::Method;

namespace {
json::object department_json(const Department& d) {
  return {{"id", d.row.id},
          {"name", d.row.name},
          {"active", d.row.active},
          {"member_count", d.row.members},
          {"leader", d.leader ? json::value(users::person_json(*d.leader)) : json::value(nullptr)}};
}

json::object group_json(const GroupRow& g) {
  return {
      {"id", g.id}, {"name", g.name}, {"member_count", g.members}, {"created_at", g.created_at}};
}

json::object id_json(std::int64_t id) {
  return {{"id", id}};
}
}  // namespace

void register_department_routes(RouteTable& table, const StructureService& service) {
  table.add(Method::kGet, "/departments", member(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const bool all = query_bool(req, "all").value_or(false);
              if (all && ctx.who().role != Role::kAdmin) throw forbidden();
              json::array items;
              for (const auto& d : service.departments(ctx.org_id(), all)) {
                items.push_back(department_json(d));
              }
              return ok(std::move(items));
            });
  table.add(Method::kPost, "/org/departments", admin(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              return ok(department_json(service.create_department(
                            ctx.org_id(), opt_string(body, "name").value_or(""),
                            opt_int(body, "leader_id"))),
                        201);
            });
  table.add(
      Method::kPatch, "/org/departments/{id}", admin(),
      [&service](const http::Request& req, RequestContext& ctx) {
        const auto body = parse_object(req);
        DepartmentChange change;
        change.name = opt_string(body, "name");
        if (const auto* leader = body.if_contains("leader_id")) {
          change.leader_id = leader->is_null() ? std::nullopt : opt_int(body, "leader_id");
        }
        change.active = opt_bool(body, "active");
        return ok(department_json(service.update_department(ctx.org_id(), path_id(req), change)));
      });
  table.add(Method::kDelete, "/org/departments/{id}", admin(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto id = path_id(req);
              service.delete_department(ctx.org_id(), id);
              return ok(id_json(id));
            });
}

void register_group_routes(RouteTable& table, const StructureService& service) {
  table.add(Method::kGet, "/groups", member(),
            [&service](const http::Request&, RequestContext& ctx) {
              json::array items;
              for (const auto& g : service.groups(ctx.org_id())) items.push_back(group_json(g));
              return ok(std::move(items));
            });
  table.add(Method::kPost, "/org/groups", admin(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              return ok(group_json(service.create_group(
                            ctx.org_id(), opt_string(body, "name").value_or(""),
                            opt_int_list(body, "member_ids", kMaxMembersAtOnce))),
                        201);
            });
  table.add(Method::kPatch, "/org/groups/{id}", admin(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              return ok(group_json(service.rename_group(ctx.org_id(), path_id(req),
                                                        opt_string(body, "name").value_or(""))));
            });
  table.add(Method::kDelete, "/org/groups/{id}", admin(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto id = path_id(req);
              service.delete_group(ctx.org_id(), id);
              return ok(id_json(id));
            });
  table.add(Method::kGet, "/org/groups/{id}/members", admin(),
            [&service](const http::Request& req, RequestContext& ctx) {
              PageMeta page = read_page(req, 20);
              std::int64_t total = 0;
              json::array items;
              for (const auto& m : service.members(ctx.org_id(), path_id(req), page.per_page,
                                                   (page.page - 1) * page.per_page, &total)) {
                json::object item = users::person_json(m.person);
                item["active"] = m.active;
                items.push_back(std::move(item));
              }
              page.total = total;
              page.has_more = page.page * page.per_page < total;
              return ok_page(std::move(items), page);
            });
  table.add(Method::kPost, "/org/groups/{id}/members", admin(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              return ok(group_json(service.add_members(
                  ctx.org_id(), path_id(req), opt_int_list(body, "user_ids", kMaxMembersAtOnce))));
            });
  table.add(Method::kDelete, "/org/groups/{id}/members/{user_id}", admin(),
            [&service](const http::Request& req, RequestContext& ctx) {
              return ok(group_json(
                  service.remove_member(ctx.org_id(), path_id(req), path_id(req, "user_id"))));
            });
}

}  // namespace aplauso::structure
