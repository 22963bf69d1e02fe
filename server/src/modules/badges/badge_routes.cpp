#include "modules/badges/badge_routes.h"

#include <boost/json/array.hpp>
#include <boost/json/value.hpp>

#include "app/envelope.h"
#include "app/idempotency.h"
#include "app/json_input.h"
#include "app/multipart.h"
#include "modules/feed/post_reader.h"
#include "modules/recognition/recognition_json.h"
#include "storage/file_store.h"

namespace aplauso::badges {

namespace json = boost::json;
using http::Method;

namespace {
constexpr std::string_view kModule = "badges";
}

json::object badge_json(const Badge& b, const storage::FileStore& files, std::int64_t now_s) {
  return {{"id", b.id},
          {"name", b.name},
          {"description", b.description ? json::value(*b.description) : json::value(nullptr)},
          {"image_url", files.read_url(b.image_key, now_s, 3600)},
          {"active", b.active},
          {"created_at", b.created_at}};
}

void register_routes(RouteTable& table, const db::Database& db, const BadgeService& service,
                     const storage::FileStore& files) {
  const auto list = [&service, &files](RequestContext& ctx, bool all) {
    json::array out;
    for (const auto& b : service.list(ctx.org_id(), all)) {
      out.push_back(badge_json(b, files, ctx.now_ms / 1000));
    }
    return ok(std::move(out));
  };
  table.add(Method::kGet, "/badges", member(kModule),
            [list](const http::Request&, RequestContext& ctx) { return list(ctx, false); });
  table.add(Method::kGet, "/org/badges", admin(kModule),
            [list](const http::Request&, RequestContext& ctx) { return list(ctx, true); });

  RoutePolicy create_policy = admin(kModule);
  create_policy.large_body = true;
  table.add(Method::kPost, "/org/badges", create_policy,
            [&service, &files](const http::Request& req, RequestContext& ctx) {
              const auto parts = parse_multipart(req);
              const FormPart* image = find_part(parts, "image");
              const FormPart* name = find_part(parts, "name");
              const FormPart* description = find_part(parts, "description");
              if (image == nullptr)
                throw invalid_input("image", "La imagen de la insignia es requerida.");
              const Badge b = service.create(
                  ctx.org_id(), ctx.who().user_id, name != nullptr ? trim(name->body) : "",
                  description != nullptr ? std::optional<std::string>(trim(description->body))
                                         : std::nullopt,
                  image->body);
              return ok(badge_json(b, files, ctx.now_ms / 1000), 201);
            });
  table.add(Method::kPatch, "/org/badges/{id}", admin(kModule),
            [&service, &files](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const Badge b = service.update(ctx.org_id(), path_id(req), opt_string(body, "name"),
                                             recognition::nullable_string(body, "description"),
                                             opt_bool(body, "active"));
              return ok(badge_json(b, files, ctx.now_ms / 1000));
            });

  table.add(
      Method::kPost, "/org/badges/send",
      RoutePolicy{Access::kUserOrKey, Role::kAdmin, kModule, false},
      [&db, &service, &files](const http::Request& req, RequestContext& ctx) {
        const auto body = parse_object(req);
        const auto receivers = opt_string_list(body, "reciever_emails", 100);
        const auto badge_id = opt_int(body, "badge_id");
        if (!badge_id) throw invalid_input("badge_id", "Indica la insignia (badge_id).");
        const std::string message = opt_string(body, "message").value_or("");
        return idempotent(req, ctx, db, ctx.now_ms, [&](soci::session& s) {
          const auto post_id =
              service.send(s, ctx.org_id(), ctx.who(), receivers, *badge_id, message);
          const feed::PostReader reader(files, ctx.now_ms / 1000);
          auto post = reader.one(s, ctx.org_id(), {ctx.who().user_id, ctx.who().role}, post_id);
          return ok({{"post", post ? json::value(std::move(*post)) : json::value(nullptr)}}, 201);
        });
      });
}

}  // namespace aplauso::badges
