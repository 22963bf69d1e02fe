#include "modules/uploads/upload_routes.h"

#include <soci/soci.h>

#include "app/envelope.h"
#include "app/json_input.h"
#include "modules/uploads/upload_rules.h"
#include "storage/local_store.h"

namespace aplauso::uploads {

using http::Method;

namespace {
constexpr std::int64_t kUploadTtl = 600;
constexpr std::int64_t kReadTtl = 3600;

UploadRule checked_rule(const http::Request& req) {
  auto rule = rule_for(req.param("type"));
  if (!rule) throw ApiError(ErrorKind::kInvalid, "invalid_file_type", "Invalid file type");
  return *rule;
}

ApiError bad_signature() {
  return forbidden("invalid_signature", "El enlace del archivo no es válido o expiró.");
}

struct UploadRow {
  long long org_id = 0;
  std::string type, name, content_type;
  long long declared = 0;
  bool completed = false;
};

std::optional<UploadRow> find_upload(soci::session& s, const std::string& key) {
  UploadRow u;
  long long completed = 0;
  soci::indicator completed_i = soci::i_null;
  s << "SELECT org_id, upload_type, file_name, content_type, declared_size, completed_at FROM "
       "uploads WHERE storage_key = :key",
      soci::use(key, "key"), soci::into(u.org_id), soci::into(u.type), soci::into(u.name),
      soci::into(u.content_type), soci::into(u.declared), soci::into(completed, completed_i);
  if (!s.got_data()) return std::nullopt;
  u.completed = completed_i == soci::i_ok;
  return u;
}

// Signed capability URLs: ?expires=<epoch s>&signature=<hex>.
void verify(const http::Request& req, const storage::LocalStore& local, std::string_view method,
            std::int64_t now_s) {
  const auto expires = query_int(req, "expires");
  const auto signature = req.query_param("signature");
  if (!expires || !signature ||
      !local.verify(method, req.param("key"), *expires, *signature, now_s)) {
    throw bad_signature();
  }
}
}  // namespace

void register_routes(RouteTable& table, const db::Database& db, const storage::FileStore& files,
                     storage::LocalStore* local) {
  table.add(
      Method::kPost, "/upload_presign/{type}", member(),
      [&db, &files](const http::Request& req, RequestContext& ctx) {
        const UploadRule rule = checked_rule(req);
        const auto body = parse_object(req);
        const std::string name = require_string(body, "file_name", "El nombre del archivo", 200);
        const std::string content_type =
            http::to_lower(opt_string(body, "content_type").value_or(""));
        const auto size = opt_int(body, "size");
        if (std::find(rule.content_types.begin(), rule.content_types.end(), content_type) ==
            rule.content_types.end()) {
          throw invalid_input("content_type", "Tipo de archivo no permitido para este uso.");
        }
        if (!size || *size < 1) throw invalid_input("size", "El archivo está vacío.");
        if (*size > rule.max_bytes) {
          throw ApiError(ErrorKind::kPayloadTooLarge, "file_too_large",
                         "El archivo supera el máximo de " +
                             std::to_string(rule.max_bytes / (1024 * 1024)) + " MB.",
                         {{"size", "Archivo demasiado grande."}});
        }
        const std::string key = storage::new_key(rule.type, name);
        db.run([&](soci::session& s) {
          const long long org = ctx.org_id(), user = ctx.who().user_id, declared = *size,
                          now = ctx.now_ms;
          const std::string type(rule.type);
          s << "INSERT INTO uploads (org_id, user_id, upload_type, storage_key, file_name, "
               "content_type, declared_size, created_at) VALUES (:org, :user, :type, :key, "
               ":name, :ctype, :size, :now)",
              soci::use(org, "org"), soci::use(user, "user"), soci::use(type, "type"),
              soci::use(key, "key"), soci::use(name, "name"), soci::use(content_type, "ctype"),
              soci::use(declared, "size"), soci::use(now, "now");
        });
        const auto target = files.upload_url(key, content_type, ctx.now_ms / 1000, kUploadTtl);
        boost::json::object headers;
        for (const auto& [k, v] : target.headers) headers[k] = v;
        return ok({{"key", key},
                   {"upload_url", target.url},
                   {"method", target.method},
                   {"headers", std::move(headers)},
                   {"expires_at", target.expires_at}});
      });

  table.add(
      Method::kPost, "/read_presign/{type}", member(),
      [&db, &files](const http::Request& req, RequestContext& ctx) {
        const UploadRule rule = checked_rule(req);
        const auto body = parse_object(req);
        const std::string key = require_string(body, "key", "La clave del archivo", 200);
        const auto row = db.run([&](soci::session& s) { return find_upload(s, key); });
        if (!row || row->org_id != ctx.org_id() || row->type != rule.type || !row->completed) {
          throw not_found("El archivo no existe.");
        }
        const std::int64_t now_s = ctx.now_ms / 1000;
        return ok({{"url", files.read_url(key, now_s, kReadTtl)},
                   {"expires_at", (now_s / 3600 + 1) * 3600 + kReadTtl}});
      });

  if (local == nullptr) return;
  RoutePolicy upload_policy = system_route();
  upload_policy.large_body = true;
  table.add(
      Method::kPut, "/files/{key}", upload_policy,
      [&db, local](const http::Request& req, RequestContext& ctx) {
        verify(req, *local, "PUT", ctx.now_ms / 1000);
        const std::string key(req.param("key"));
        return db.transact([&](soci::session& s) {
          const auto row = find_upload(s, key);
          if (!row) throw bad_signature();
          if (row->completed) {
            throw conflict("already_uploaded", "Este archivo ya se subió; pide otro enlace.");
          }
          const auto rule = rule_for(row->type);
          if (req.body.empty()) throw invalid_input("file", "El archivo está vacío.");
          if (static_cast<std::int64_t>(req.body.size()) > row->declared ||
              (rule && static_cast<std::int64_t>(req.body.size()) > rule->max_bytes)) {
            throw ApiError(ErrorKind::kPayloadTooLarge, "file_too_large",
                           "El archivo es más grande de lo declarado.");
          }
          const std::string sent_type = http::to_lower(req.headers.get("Content-Type"));
          if (sent_type.substr(0, sent_type.find(';')) != row->content_type) {
            throw invalid_input("content_type",
                                "El tipo del archivo no coincide con el declarado.");
          }
          if (!content_matches(row->content_type, req.body)) {
            throw invalid_input("file", "El contenido del archivo no corresponde a su tipo.");
          }
          local->put(key, req.body, row->content_type);
          const long long size = static_cast<long long>(req.body.size()), now = ctx.now_ms;
          s << "UPDATE uploads SET size = :size, completed_at = :now WHERE storage_key = :key",
              soci::use(size, "size"), soci::use(now, "now"), soci::use(key, "key");
          return ok({{"key", key}, {"size", size}});
        });
      });

  table.add(Method::kGet, "/files/{key}", system_route(),
            [&db, local](const http::Request& req, RequestContext& ctx) {
              verify(req, *local, "GET", ctx.now_ms / 1000);
              const std::string key(req.param("key"));
              const auto row = db.run([&](soci::session& s) { return find_upload(s, key); });
              auto bytes = row && row->completed ? local->read(key) : std::nullopt;
              if (!bytes) throw not_found("El archivo no existe.");
              http::Response res;
              res.body = std::move(*bytes);
              res.headers.set("Content-Type", row->content_type);
              const bool inline_view =
                  row->content_type.starts_with("image/") || row->content_type == "application/pdf";
              std::string safe_name;
              for (char c : row->name) {
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
