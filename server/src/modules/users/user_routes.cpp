#include "modules/users/user_routes.h"

#include "app/envelope.h"
#include "app/json_input.h"
#include "modules/users/user_json.h"

#include <algorithm>
#include <boost/json/array.hpp>

namespace aplauso::users {

using http::Method;

void register_routes(RouteTable& table, const UserService& service, const db::Database& db) {
  table.add(Method::kGet, "/user", member(), [&service](const http::Request&, RequestContext& ctx) {
    return ok(to_json(service.me(ctx.org_id(), ctx.who().user_id)));
  });

  table.add(Method::kPost, "/user/search", member(),
            [&db](const http::Request& req, RequestContext& ctx) {
              const auto body = req.body.empty() ? boost::json::object{} : parse_object(req);
              const std::string query = opt_string(body, "query").value_or("");
              if (utf8_length(query) > 100) {
                throw invalid_input("query", "La búsqueda no puede exceder 100 caracteres.");
              }
              PageMeta page;
              page.page = std::max<std::int64_t>(1, opt_int(body, "page").value_or(1));
              page.per_page =
                  std::clamp<std::int64_t>(opt_int(body, "perPage").value_or(10), 1, 100);
              const bool exclude_self = opt_bool(body, "exclude_self").value_or(false);
              std::int64_t total = 0;
              const UserRepo repo;
              const auto found = db.run([&](soci::session& s) {
                return repo.search(
                    s, ctx.org_id(), query, opt_int(body, "department_id"),
                    exclude_self ? std::optional<std::int64_t>(ctx.who().user_id) : std::nullopt,
                    page.per_page, (page.page - 1) * page.per_page, &total);
              });
              boost::json::array items;
              for (const auto& u : found) items.push_back(person_json(u));
              page.total = total;
              page.has_more = page.page * page.per_page < total;
              return ok_page(std::move(items), page);
            });

  table.add(
      Method::kGet, "/departments", member(), [&db](const http::Request& req, RequestContext& ctx) {
        const bool all = query_bool(req, "all").value_or(false);
        if (all && ctx.who().role != Role::kAdmin) throw forbidden();
        const UserRepo repo;
        const auto rows =
            db.run([&](soci::session& s) { return repo.departments(s, ctx.org_id(), all); });
        boost::json::array items;
        for (const auto& d : rows) {
          items.push_back(boost::json::object{
              {"id", d.id}, {"name", d.name}, {"active", d.active}, {"member_count", d.members}});
        }
        return ok(std::move(items));
      });

  table.add(Method::kPatch, "/user/account/update", member(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              AccountUpdate update;
              update.language = opt_string(body, "language");
              return ok(to_json(service.update_account(ctx.org_id(), ctx.who().user_id, update)));
            });
}

}  // namespace aplauso::users
