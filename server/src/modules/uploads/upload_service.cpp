#include "modules/uploads/upload_service.h"

#include <algorithm>

#include "core/errors.h"
#include "core/log.h"
#include "db/database.h"
#include "http/message.h"
#include "modules/uploads/upload_rules.h"
#include "storage/local_store.h"

namespace aplauso::uploads {

namespace {
constexpr std::int64_t kUploadTtl = 600;
constexpr std::int64_t kReadTtl = 3600;

ApiError storage_failed() {
  return {ErrorKind::kUnavailable, "storage_unavailable",
          "No se pudo guardar el archivo. Intenta de nuevo."};
}
}  // namespace

std::pair<std::string, storage::UploadTarget> UploadService::presign(
    OrgId org, std::int64_t user_id, const PresignRequest& r) const {
  const auto rule = rule_for(r.type);
  if (!rule) throw ApiError(ErrorKind::kInvalid, "invalid_file_type", "Invalid file type");
  const std::string content_type = http::to_lower(r.content_type);
  if (std::find(rule->content_types.begin(), rule->content_types.end(), content_type) ==
      rule->content_types.end()) {
    throw invalid_input("content_type", "Tipo de archivo no permitido para este uso.");
  }
  if (!r.size || *r.size < 1) throw invalid_input("size", "El archivo está vacío.");
  if (*r.size > rule->max_bytes) {
    throw ApiError(ErrorKind::kPayloadTooLarge, "file_too_large",
                   "El archivo supera el máximo de " +
                       std::to_string(rule->max_bytes / (1024 * 1024)) + " MB.",
                   {{"size", "Archivo demasiado grande."}});
  }
  const std::string key = storage::new_key(rule->type, r.file_name);
  const std::int64_t now = clock_.now_ms();
  db_.transact([&](db::Conn& c) {
    repo_.insert(c, org,
                 {user_id, std::string(rule->type), key, r.file_name, content_type, *r.size}, now);
  });
  return {key, files_.upload_url(key, content_type, now / 1000, kUploadTtl)};
}

ReadUrl UploadService::read_url(OrgId org, std::int64_t user_id, const std::string& type,
                                const std::string& key) const {
  if (!rule_for(type))
    throw ApiError(ErrorKind::kInvalid, "invalid_file_type", "Invalid file type");
  const auto row = db_.run([&](db::Conn& c) { return repo_.find(c, key); });
  if (!row || row->org != org || row->type != type || !row->completed || row->user_id != user_id) {
    throw not_found("El archivo no existe.");
  }
  const std::int64_t now_s = clock_.now_ms() / 1000;
  return {files_.read_url(key, now_s, kReadTtl), (now_s / 3600 + 1) * 3600 + kReadTtl};
}

std::int64_t UploadService::put_local(const std::string& key, const std::string& sent_type,
                                      const std::string& bytes) const {
  const auto size = static_cast<std::int64_t>(bytes.size());
  // Recorded first, in a transaction of its own; the bytes go to disk once that committed.
  const auto row = db_.transact([&](db::Conn& c) {
    const auto u = repo_.find(c, key);
    if (!u) throw forbidden("invalid_signature", "El enlace del archivo no es válido o expiró.");
    if (u->completed) {
      throw conflict("already_uploaded", "Este archivo ya se subió; pide otro enlace.");
    }
    const auto rule = rule_for(u->type);
    if (bytes.empty()) throw invalid_input("file", "El archivo está vacío.");
    if (size > u->declared_size || (rule && size > rule->max_bytes)) {
      throw ApiError(ErrorKind::kPayloadTooLarge, "file_too_large",
                     "El archivo es más grande de lo declarado.");
    }
    const std::string type = http::to_lower(sent_type);
    if (type.substr(0, type.find(';')) != u->content_type) {
      throw invalid_input("content_type", "El tipo del archivo no coincide con el declarado.");
    }
    if (!content_matches(u->content_type, bytes)) {
      throw invalid_input("file", "El contenido del archivo no corresponde a su tipo.");
    }
    if (!repo_.complete(c, u->org, key, size, clock_.now_ms())) {
      throw conflict("already_uploaded", "Este archivo ya se subió; pide otro enlace.");
    }
    return *u;
  });
  try {
    local_->put(key, bytes, row.content_type);
  } catch (const std::exception& e) {
    log::error("upload_write_failed", {{"key", key}, {"error", e.what()}});
    db_.transact([&](db::Conn& c) { repo_.uncomplete(c, row.org, key); });
    throw storage_failed();
  }
  return size;
}

StoredFile UploadService::get_local(const std::string& key) const {
  const auto row = db_.run([&](db::Conn& c) { return repo_.find(c, key); });
  auto bytes = row && row->completed ? local_->read(key) : std::nullopt;
  if (!bytes) throw not_found("El archivo no existe.");
  return {std::move(*bytes), row->content_type, row->file_name};
}

void UploadService::record_stored(db::Conn& c, OrgId org, const NewUpload& upload) const {
  repo_.insert_complete(c, org, upload, clock_.now_ms());
}

void UploadService::write_stored(OrgId org, const NewUpload& upload, const std::string& bytes,
                                 const std::function<void(db::Conn&)>& undo) const {
  try {
    files_.put(upload.key, bytes, upload.content_type);
  } catch (const std::exception& e) {
    log::error("upload_write_failed", {{"key", upload.key}, {"error", e.what()}});
    db_.transact([&](db::Conn& c) {
      undo(c);
      repo_.remove(c, org, upload.key);
    });
    throw storage_failed();
  }
}

void UploadService::store(OrgId org, const NewUpload& upload, const std::string& bytes) const {
  db_.transact([&](db::Conn& c) { record_stored(c, org, upload); });
  write_stored(org, upload, bytes, [](db::Conn&) {});
}

}  // namespace aplauso::uploads
