// HTTP routes of uploads: presigned upload and read URLs for the allowed types, and — when files
// live on this server's disk — the signed PUT and GET of the bytes themselves
// (uploads_module.cpp installs them).
#include "api/json_input.h"
#include "api/routes.h"
#include "modules/uploads/upload_rules.h"
#include "modules/uploads/upload_service.h"
#include "modules/uploads/uploads_routes.h"
#include "storage/local_store.h"

namespace aplauso::uploads {

using http::Method;

namespace {
// Signed capability URLs: ?expires=<epoch s>&signature=<hex>.
void verify(const http::Request& req, const storage::LocalStore& local, std::string_view method,
            std::int64_t now_s) {
  const auto expires = query_int(req, "expires");
  const auto signature = req.query_param("signature");
  if (!expires || !signature ||
      !local.verify(method, req.param("key"), *expires, *signature, now_s)) {
    throw forbidden("invalid_signature", "El enlace del archivo no es válido o expiró.");
  }
}
}  // namespace

void register_routes(RouteTable& table, const UploadService& service) {
  table.add(Method::kPost, "/upload_presign/{type}", member(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              PresignRequest r;
              r.type = std::string(req.param("type"));
              if (!rule_for(r.type)) {
                throw ApiError(ErrorKind::kInvalid, "invalid_file_type", "Invalid file type");
              }
              r.file_name = require_string(body, "file_name", "El nombre del archivo", 200);
              r.content_type = opt_string(body, "content_type").value_or("");
              r.size = opt_int(body, "size");
              const auto [key, target] = service.presign(ctx.org_id(), ctx.who().user_id, r);
              boost::json::object headers;
              for (const auto& [k, v] : target.headers) headers[k] = v;
              return ok({{"key", key},
                         {"upload_url", target.url},
                         {"method", target.method},
                         {"headers", std::move(headers)},
                         {"expires_at", target.expires_at}});
            });

  table.add(Method::kPost, "/read_presign/{type}", member(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const std::string type(req.param("type"));
              if (!rule_for(type)) {
                throw ApiError(ErrorKind::kInvalid, "invalid_file_type", "Invalid file type");
              }
              const auto body = parse_object(req);
              const auto url =
                  service.read_url(ctx.org_id(), ctx.who().user_id, type,
                                   require_string(body, "key", "La clave del archivo", 200));
              return ok({{"url", url.url}, {"expires_at", url.expires_at}});
            });

  storage::LocalStore* local = service.local();
  if (local == nullptr) return;
  table.add(Method::kPut, "/files/{key}", system_route().with_large_body(),
            [&service, local](const http::Request& req, RequestContext& ctx) {
              verify(req, *local, "PUT", ctx.now_ms / 1000);
              const std::string key(req.param("key"));
              const auto size =
                  service.put_local(key, std::string(req.headers.get("Content-Type")), req.body);
              return ok({{"key", key}, {"size", size}});
            });

  table.add(Method::kGet, "/files/{key}", system_route(),
            [&service, local](const http::Request& req, RequestContext& ctx) {
              verify(req, *local, "GET", ctx.now_ms / 1000);
              auto file = service.get_local(std::string(req.param("key")));
              http::Response res;
              res.body = std::move(file.bytes);
              res.headers.set("Content-Type", file.content_type);
              const bool inline_view =
                  file.content_type.starts_with("image/") || file.content_type == "application/pdf";
              std::string safe_name;
              for (char c : file.file_name) {
                if (c != '"' && c != '\\' && static_cast<unsigned char>(c) >= 0x20) safe_name += c;
              }
              res.headers.set("Content-Disposition",
                              std::string(inline_view ? "inline" : "attachment") + "; filename=\"" +
                                  safe_name + "\"");
              res.headers.set("Cache-Control", "private, max-age=3600");
              return res;
            });
}

}  // namespace aplauso::uploads
