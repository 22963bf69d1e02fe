// HTTP routes of the media library: what members may pick, and the admins' management of it.
#include <boost/json/array.hpp>
#include <boost/json/value.hpp>

#include "api/json_input.h"
#include "api/multipart.h"
#include "api/routes.h"
#include "modules/media/media_routes.h"
#include "modules/media/media_service.h"
#include "storage/file_store.h"

namespace aplauso::media {

namespace json = boost::json;
using http::Method;

namespace {
constexpr std::string_view kModule = "recognitions";

json::object item_json(const MediaItem& item, const storage::FileStore& files, std::int64_t now_s) {
  return {{"id", item.id},
          {"title", item.title},
          {"title_en", item.title_en ? json::value(*item.title_en) : json::value(nullptr)},
          {"url", files.read_url(item.storage_key, now_s, 3600)},
          {"content_type", item.content_type},
          {"animated", item.content_type == "image/gif"},
          {"size", item.size},
          {"active", item.active},
          {"created_at", item.created_at}};
}

json::array items_json(const std::vector<MediaItem>& items, const storage::FileStore& files,
                       std::int64_t now_s) {
  json::array out;
  for (const auto& item : items) out.push_back(item_json(item, files, now_s));
  return out;
}
}  // namespace

void register_routes(RouteTable& table, const MediaService& service,
                     const storage::FileStore& files) {
  table.add(Method::kGet, "/media", member(kModule).with_read_only(),
            [&service, &files](const http::Request&, RequestContext& ctx) {
              return ok(items_json(service.list(ctx.org_id(), false), files, ctx.now_ms / 1000));
            });
  table.add(Method::kGet, "/org/media", admin(kModule),
            [&service, &files](const http::Request&, RequestContext& ctx) {
              return ok(items_json(service.list(ctx.org_id(), true), files, ctx.now_ms / 1000));
            });
  table.add(Method::kPost, "/org/media", admin(kModule).with_large_body().with_outbound(),
            [&service, &files](const http::Request& req, RequestContext& ctx) {
              const auto parts = parse_multipart(req);
              const auto text = [&parts](std::string_view part) -> std::optional<std::string> {
                const FormPart* found = find_part(parts, part);
                if (found == nullptr) return std::nullopt;
                return found->body;
              };
              const FormPart* image = find_part(parts, "image");
              if (image == nullptr)
                throw invalid_input("image", "Elige la imagen que quieres añadir.");
              const auto item =
                  service.create(ctx.org_id(), ctx.who().user_id, text("title").value_or(""),
                                 text("title_en"), image->body);
              return ok(item_json(item, files, ctx.now_ms / 1000), 201);
            });
  table.add(Method::kPatch, "/org/media/{id}", admin(kModule),
            [&service, &files](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              MediaEdit edit;
              edit.title = opt_string(body, "title");
              edit.title_en = nullable_string(body, "title_en");
              edit.active = opt_bool(body, "active");
              const auto item = service.update(ctx.org_id(), path_id(req), edit);
              return ok(item_json(item, files, ctx.now_ms / 1000));
            });
  table.add(Method::kDelete, "/org/media/{id}", admin(kModule),
            [&service](const http::Request& req, RequestContext& ctx) {
              service.remove(ctx.org_id(), path_id(req));
              return ok(json::object{{"deleted", true}});
            });
}

}  // namespace aplauso::media
