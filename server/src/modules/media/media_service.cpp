#include "modules/media/media_service.h"

#include <boost/json/object.hpp>

#include "core/errors.h"
#include "core/utf8.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/uploads/upload_rules.h"
#include "modules/uploads/upload_service.h"
#include "storage/file_store.h"

namespace aplauso::media {

namespace {
ApiError item_not_found() {
  return not_found("La imagen no está en la biblioteca.");
}

std::string checked_title(const std::string& title, const char* field) {
  auto t = trimmed(title);
  if (t.empty()) throw invalid_input(field, "Escribe un título para la imagen.");
  if (utf8_length(t) > 80) throw invalid_input(field, "El título no puede exceder 80 caracteres.");
  return t;
}

std::optional<std::string> checked_english(const std::optional<std::string>& title) {
  if (!title) return std::nullopt;
  auto t = trimmed(*title);
  if (t.empty()) return std::nullopt;
  if (utf8_length(t) > 80) {
    throw invalid_input("title_en", "El título en inglés no puede exceder 80 caracteres.");
  }
  return t;
}

boost::json::object snapshot(const MediaItem& item) {
  boost::json::object o{{"title", item.title}, {"active", item.active}};
  if (item.title_en) o["title_en"] = *item.title_en;
  return o;
}
}  // namespace

std::vector<MediaItem> MediaService::list(OrgId org, bool include_inactive) const {
  return db_.run([&](db::Conn& c) { return repo_.list(c, org, include_inactive, kMostItems); });
}

MediaItem MediaService::create(OrgId org, std::int64_t admin_id, const std::string& title,
                               const std::optional<std::string>& title_en,
                               const std::string& image) const {
  MediaItem item;
  item.title = checked_title(title, "title");
  item.title_en = checked_english(title_en);
  if (image.empty()) throw invalid_input("image", "Elige la imagen que quieres añadir.");
  if (image.size() > kMostBytes) {
    throw ApiError(ErrorKind::kPayloadTooLarge, "file_too_large",
                   "La imagen no puede superar 5 MB.", {{"image", "Imagen demasiado grande."}});
  }
  const auto type = uploads::sniff_image(image);
  if (!type) throw invalid_input("image", "La imagen debe ser PNG, JPEG, GIF o WebP.");
  const std::string file_name = "biblioteca." + type->substr(6);
  item.storage_key = storage::new_key("post-attachments", file_name);
  item.content_type = *type;
  item.size = static_cast<std::int64_t>(image.size());
  // A stored upload of type post-attachments: a recognition that carries the item lists it
  // among its attachments like any picture.
  const uploads::NewUpload upload{admin_id,   "post-attachments", item.storage_key,
                                  item.title, item.content_type,  item.size};
  const std::int64_t now = clock_.now_ms();
  item = db_.transact([&](db::Conn& c) {
    if (repo_.count(c, org) >= kMostItems) {
      throw rule_broken("library_full",
                        "La biblioteca admite hasta 200 imágenes: quita alguna antes de añadir.");
    }
    uploads_.record_stored(c, org, upload);
    auto created = *repo_.find(c, org, repo_.insert(c, org, item, admin_id, now));
    audit_.record(c, org, "media.create", {"media", created.id}, nullptr, snapshot(created));
    return created;
  });
  uploads_.write_stored(org, upload, image, [&](db::Conn& c) { repo_.remove(c, org, item.id); });
  return item;
}

MediaItem MediaService::update(OrgId org, std::int64_t id, const MediaEdit& edit) const {
  const std::int64_t now = clock_.now_ms();
  return db_.transact([&](db::Conn& c) {
    auto item = repo_.find(c, org, id);
    if (!item) throw item_not_found();
    const auto before = snapshot(*item);
    if (edit.title) item->title = checked_title(*edit.title, "title");
    if (edit.title_en) item->title_en = checked_english(*edit.title_en);
    if (edit.active) item->active = *edit.active;
    repo_.update(c, org, *item, now);
    audit_.record(c, org, "media.update", {"media", id}, before, snapshot(*item));
    return *item;
  });
}

void MediaService::remove(OrgId org, std::int64_t id) const {
  db_.transact([&](db::Conn& c) {
    const auto item = repo_.find(c, org, id);
    if (!item || !repo_.remove(c, org, id)) throw item_not_found();
    audit_.record(c, org, "media.delete", {"media", id}, snapshot(*item), nullptr);
  });
}

MediaItem MediaService::chosen(db::Conn& c, OrgId org, std::int64_t id) const {
  auto item = repo_.find(c, org, id);
  if (!item || !item->active) {
    throw rule_broken("media_not_found", "Esa imagen ya no está en la biblioteca.",
                      {{"media_id", "Imagen no válida."}});
  }
  return *item;
}

}  // namespace aplauso::media
