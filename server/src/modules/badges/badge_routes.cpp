// HTTP routes of badges: the list, creation from a multipart form, edits, and giving them
// (badges_module.cpp installs them).
#include <boost/json/array.hpp>
#include <boost/json/value.hpp>

#include "api/json_input.h"
#include "api/multipart.h"
#include "api/routes.h"
#include "modules/badges/badge_json.h"
#include "modules/badges/badge_service.h"
#include "modules/badges/badges_routes.h"
#include "modules/feed/post_reader.h"
#include "modules/feed/post_writer.h"
#include "modules/notifications/notification_service.h"
#include "storage/file_store.h"

namespace aplauso::badges {

namespace json = boost::json;
using http::Method;

namespace {
constexpr std::string_view kModule = "badges";
}  // namespace

void register_routes(RouteTable& table, const BadgeService& service, const feed::PostReader& reader,
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

  table.add(Method::kPost, "/org/badges", admin(kModule).with_large_body().with_outbound(),
            [&service, &files](const http::Request& req, RequestContext& ctx) {
              const auto parts = parse_multipart(req);
              const FormPart* image = find_part(parts, "image");
              const FormPart* name = find_part(parts, "name");
              const FormPart* description = find_part(parts, "description");
              const auto text = [&parts](std::string_view part) -> std::optional<std::string> {
                const FormPart* found = find_part(parts, part);
                if (found == nullptr) return std::nullopt;
                return trim(found->body);
              };
              if (image == nullptr)
                throw invalid_input("image", "La imagen de la insignia es requerida.");
              const Badge b = service.create(
                  ctx.org_id(), ctx.who().user_id, name != nullptr ? trim(name->body) : "",
                  description != nullptr ? std::optional<std::string>(trim(description->body))
                                         : std::nullopt,
                  image->body, EnglishPatch{text("name_en"), text("description_en")});
              return ok(badge_json(b, files, ctx.now_ms / 1000), 201);
            });
  table.add(Method::kPatch, "/org/badges/{id}", admin(kModule),
            [&service, &files](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const Badge b = service.update(ctx.org_id(), path_id(req), opt_string(body, "name"),
                                             nullable_string(body, "description"),
                                             opt_bool(body, "active"), english_patch(body));
              return ok(badge_json(b, files, ctx.now_ms / 1000));
            });

  table.add(
      Method::kPost, "/org/badges/send", admin_or_key(kModule).with_idempotency(),
      [&service, &reader](const http::Request& req, RequestContext& ctx) {
        const auto body = parse_object(req);
        const auto receivers = opt_string_list(body, "reciever_emails", 100);
        const auto badge_id = opt_int(body, "badge_id");
        if (!badge_id) throw invalid_input("badge_id", "Indica la insignia (badge_id).");
        const std::string message = opt_string(body, "message").value_or("");
        const auto post_id = service.send(ctx.org_id(), ctx.who(), receivers, *badge_id, message);
        auto post = reader.one(ctx.org_id(), {ctx.who().user_id, ctx.who().role}, post_id,
                               ctx.now_ms / 1000);
        return ok({{"post", post ? json::value(std::move(*post)) : json::value(nullptr)}}, 201);
      });
}

}  // namespace aplauso::badges
