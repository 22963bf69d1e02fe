#include "modules/badges/badge_service.h"

#include <soci/soci.h>

#include <boost/json/object.hpp>
#include <boost/json/serialize.hpp>

#include "app/json_input.h"
#include "core/errors.h"
#include "db/row.h"
#include "modules/notifications/notification_repo.h"
#include "modules/recognition/send_service.h"
#include "modules/uploads/upload_rules.h"
#include "storage/file_store.h"

namespace aplauso::badges {

namespace {
constexpr std::size_t kMaxImage = 2 * 1024 * 1024;
constexpr const char* kColumns =
    "SELECT id, name, description, image_key, active, created_at FROM badges ";

Badge read(const soci::row& r) {
  return {db::get_int(r, 0),    db::get_string(r, 1), db::get_opt_string(r, 2),
          db::get_string(r, 3), db::get_bool(r, 4),   db::get_int(r, 5)};
}

std::string checked_badge_name(const std::string& name) {
  if (name.empty()) throw invalid_input("name", "El nombre de la insignia es requerido.");
  if (utf8_length(name) > 80)
    throw invalid_input("name", "El nombre no puede exceder 80 caracteres.");
  return name;
}

std::optional<std::string> checked_description(const std::optional<std::string>& d) {
  if (d && utf8_length(*d) > 500) {
    throw invalid_input("description", "La descripción no puede exceder 500 caracteres.");
  }
  return d && !d->empty() ? d : std::nullopt;
}
}  // namespace

std::optional<Badge> BadgeService::find(soci::session& s, std::int64_t org_id,
                                        std::int64_t id) const {
  const long long org = org_id, bid = id;
  soci::rowset<soci::row> rows =
      (s.prepare << std::string(kColumns) + "WHERE org_id = :org AND id = :id",
       soci::use(org, "org"), soci::use(bid, "id"));
  for (const auto& r : rows) return read(r);
  return std::nullopt;
}

std::vector<Badge> BadgeService::list(std::int64_t org_id, bool include_inactive) const {
  return db_.run([&](soci::session& s) {
    const long long org = org_id;
    std::vector<Badge> out;
    soci::rowset<soci::row> rows =
        (s.prepare << std::string(kColumns) + "WHERE org_id = :org" +
                          (include_inactive ? "" : " AND active = 1") + " ORDER BY name, id",
         soci::use(org, "org"));
    for (const auto& r : rows) out.push_back(read(r));
    return out;
  });
}

Badge BadgeService::create(std::int64_t org_id, std::int64_t admin_id, const std::string& name,
                           const std::optional<std::string>& description,
                           const std::string& image) const {
  const std::string checked = checked_badge_name(name);
  const auto desc = checked_description(description);
  if (image.empty()) throw invalid_input("image", "La imagen de la insignia es requerida.");
  if (image.size() > kMaxImage) {
    throw ApiError(ErrorKind::kPayloadTooLarge, "file_too_large",
                   "La imagen no puede superar 2 MB.", {{"image", "Imagen demasiado grande."}});
  }
  const auto type = uploads::sniff_image(image);
  if (!type) {
    throw invalid_input("image", "La imagen debe ser PNG, JPEG, GIF o WebP.");
  }
  const std::string ext = type->substr(6);
  const std::string key = storage::new_key("badge", "badge." + ext);
  files_.put(key, image, *type);
  return db_.transact([&](soci::session& s) {
    const long long org = org_id, admin = admin_id, now = clock_.now_ms(),
                    size = static_cast<long long>(image.size());
    const std::string file_name = "badge." + ext;
    s << "INSERT INTO uploads (org_id, user_id, upload_type, storage_key, file_name, content_type, "
         "declared_size, size, completed_at, created_at) VALUES (:org, :user, 'badge-image', :key, "
         ":name, :type, :size, :size, :now, :now)",
        soci::use(org, "org"), soci::use(admin, "user"), soci::use(key, "key"),
        soci::use(file_name, "name"), soci::use(*type, "type"), soci::use(size, "size"),
        soci::use(now, "now");
    const std::string d = desc.value_or("");
    soci::indicator d_i = desc ? soci::i_ok : soci::i_null;
    long long id = 0;
    s << "INSERT INTO badges (org_id, name, description, image_key, active, created_by, "
         "created_at) VALUES (:org, :name, :description, :key, 1, :admin, :now) RETURNING id",
        soci::use(org, "org"), soci::use(checked, "name"), soci::use(d, d_i, "description"),
        soci::use(key, "key"), soci::use(admin, "admin"), soci::use(now, "now"), soci::into(id);
    return *find(s, org_id, id);
  });
}

Badge BadgeService::update(std::int64_t org_id, std::int64_t id,
                           const std::optional<std::string>& name,
                           const std::optional<std::optional<std::string>>& description,
                           std::optional<bool> active) const {
  return db_.transact([&](soci::session& s) {
    auto b = find(s, org_id, id);
    if (!b) throw not_found("La insignia no existe.");
    if (name) b->name = checked_badge_name(*name);
    if (description) b->description = checked_description(*description);
    if (active) b->active = *active;
    const long long org = org_id, bid = id;
    const std::string d = b->description.value_or("");
    soci::indicator d_i = b->description ? soci::i_ok : soci::i_null;
    const int a = b->active ? 1 : 0;
    s << "UPDATE badges SET name = :name, description = :description, active = :active WHERE "
         "org_id = :org AND id = :id",
        soci::use(b->name, "name"), soci::use(d, d_i, "description"), soci::use(a, "active"),
        soci::use(org, "org"), soci::use(bid, "id");
    return *find(s, org_id, id);
  });
}

std::int64_t BadgeService::send(soci::session& s, std::int64_t org_id, const Principal& caller,
                                const std::vector<std::string>& receiver_emails,
                                std::int64_t badge_id, const std::string& message) const {
  const auto emails = recognition::checked_receivers(receiver_emails);
  const std::string text = recognition::checked_message(message);
  const auto badge = find(s, org_id, badge_id);
  if (!badge || !badge->active) {
    throw rule_broken("badge_not_found", "La insignia no existe o no está activa.",
                      {{"badge_id", "Insignia no válida."}});
  }
  const auto receivers = recognition::resolve_receivers(s, org_id, emails);
  const long long org = org_id, bid = badge_id, now = clock_.now_ms(), author = caller.user_id;
  soci::indicator author_i = caller.user_id != 0 ? soci::i_ok : soci::i_null;
  long long post_id = 0;
  s << "INSERT INTO posts (org_id, kind, author_id, message, badge_id, created_at) VALUES (:org, "
       "'badge', :author, :message, :badge, :now) RETURNING id",
      soci::use(org, "org"), soci::use(author, author_i, "author"), soci::use(text, "message"),
      soci::use(bid, "badge"), soci::use(now, "now"), soci::into(post_id);
  const notifications::NotificationRepo notes;
  const std::string payload = boost::json::serialize(boost::json::object{
      {"post_id", post_id}, {"badge_id", badge_id}, {"badge_name", badge->name}});
  for (const auto& [email, who] : receivers) {
    const long long uid = who.first;
    s << "INSERT INTO post_receivers (post_id, org_id, user_id, points, created_at) VALUES "
         "(:post, :org, :user, 0, :now)",
        soci::use(post_id, "post"), soci::use(org, "org"), soci::use(uid, "user"),
        soci::use(now, "now");
    notes.add(s, org_id, who.first, "badge_received", payload, now);
  }
  return post_id;
}

std::vector<BadgeCount> BadgeService::received(soci::session& s, std::int64_t org_id,
                                               std::int64_t user_id) const {
  const long long org = org_id, user = user_id;
  std::vector<BadgeCount> out;
  soci::rowset<soci::row> rows =
      (s.prepare
           << "SELECT b.id, b.name, b.description, b.image_key, b.active, b.created_at, "
              "COUNT(*), MAX(p.created_at) FROM post_receivers r JOIN posts p ON p.id = "
              "r.post_id JOIN badges b ON b.id = p.badge_id WHERE r.org_id = :org AND "
              "r.user_id = :user AND p.kind = 'badge' AND p.filed = 0 GROUP BY b.id, b.name, "
              "b.description, b.image_key, b.active, b.created_at ORDER BY MAX(p.created_at) DESC",
       soci::use(org, "org"), soci::use(user, "user"));
  for (const auto& r : rows) out.push_back({read(r), db::get_int(r, 6), db::get_int(r, 7)});
  return out;
}

}  // namespace aplauso::badges
