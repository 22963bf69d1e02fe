// HTTP routes of the users module: the member's own account, people search and departments.
#include <boost/json/array.hpp>

#include "api/json_input.h"
#include "api/module.h"
#include "api/routes.h"
#include "modules/users/user_json.h"
#include "modules/users/user_service.h"

namespace aplauso::users {

using http::Method;

namespace {
boost::json::object deletion_json(const DeletionRequest& r) {
  return {{"id", r.id},
          {"user", person_json(r.user)},
          {"reason", r.reason ? boost::json::value(*r.reason) : boost::json::value(nullptr)},
          {"status", "open"},
          {"created_at", r.created_at}};
}

void register_routes(RouteTable& table, const UserService& service) {
  table.add(Method::kGet, "/user", member(), [&service](const http::Request&, RequestContext& ctx) {
    return ok(to_json(service.me(ctx.org_id(), ctx.who().user_id)));
  });

  table.add(Method::kPost, "/user/search", member(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = req.body.empty() ? boost::json::object{} : parse_object(req);
              PageMeta page = checked_page(opt_int(body, "page"), opt_int(body, "perPage"));
              SearchQuery q;
              q.text = opt_string(body, "query").value_or("");
              q.department_id = opt_int(body, "department_id");
              if (opt_bool(body, "exclude_self").value_or(false)) q.exclude_id = ctx.who().user_id;
              q.limit = page.per_page;
              q.offset = (page.page - 1) * page.per_page;
              std::int64_t total = 0;
              boost::json::array items;
              for (const auto& u : service.search(ctx.org_id(), q, &total)) {
                items.push_back(person_json(u));
              }
              page.total = total;
              page.has_more = page.page * page.per_page < total;
              return ok_page(std::move(items), page);
            });

  table.add(
      Method::kGet, "/departments", member(),
      [&service](const http::Request& req, RequestContext& ctx) {
        const bool all = query_bool(req, "all").value_or(false);
        if (all && ctx.who().role != Role::kAdmin) throw forbidden();
        boost::json::array items;
        for (const auto& d : service.departments(ctx.org_id(), all)) {
          items.push_back(boost::json::object{
              {"id", d.id}, {"name", d.name}, {"active", d.active}, {"member_count", d.members}});
        }
        return ok(std::move(items));
      });

  const auto update_account = [&service](const http::Request& req, RequestContext& ctx) {
    const auto body = parse_object(req);
    AccountUpdate update;
    update.first_name = nullable_string(body, "first_name");
    update.last_name = nullable_string(body, "last_name");
    update.job_position = nullable_string(body, "job_position");
    update.phone = nullable_string(body, "phone");
    update.birthday = nullable_string(body, "birthday");
    update.language = opt_string(body, "language");
    return ok(to_json(service.update_account(ctx.org_id(), ctx.who().user_id, update)));
  };
  table.add(Method::kPatch, "/user/account/update", member(), update_account);
  table.add(Method::kPost, "/user/update", member(), update_account);

  table.add(Method::kGet, "/user/request-delete", member(),
            [&service](const http::Request&, RequestContext& ctx) {
              const auto request = service.deletion_request(ctx.org_id(), ctx.who().user_id);
              return ok({{"request", request ? boost::json::value(deletion_json(*request))
                                             : boost::json::value(nullptr)}});
            });
  table.add(Method::kPost, "/user/request-delete", member(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = req.body.empty() ? boost::json::object{} : parse_object(req);
              return ok(deletion_json(service.request_deletion(ctx.org_id(), ctx.who().user_id,
                                                               opt_string(body, "reason"))));
            });
  table.add(Method::kGet, "/org/deletion_requests", admin(),
            [&service](const http::Request& req, RequestContext& ctx) {
              PageMeta page = read_page(req);
              std::int64_t total = 0;
              boost::json::array items;
              for (const auto& r : service.deletion_queue(ctx.org_id(), page.per_page,
                                                          (page.page - 1) * page.per_page,
                                                          &total)) {
                items.push_back(deletion_json(r));
              }
              page.total = total;
              page.has_more = page.page * page.per_page < total;
              return ok_page(std::move(items), page);
            });
}
}  // namespace

void install(ModuleContext& m) {
  auto& service = m.make<UserService>(m.db, m.clock);
  m.provide(service);
  register_routes(m.routes, service);
}

}  // namespace aplauso::users
