#include "modules/badges/badge_service.h"

#include <boost/json/object.hpp>

#include "core/errors.h"
#include "core/utf8.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/audit/snapshot.h"
#include "modules/feed/post_writer.h"
#include "modules/notifications/notification_service.h"
#include "modules/uploads/upload_rules.h"
#include "modules/uploads/upload_service.h"
#include "storage/file_store.h"

namespace aplauso::badges {

namespace {
constexpr std::size_t kMaxImage = 2 * 1024 * 1024;

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

ApiError badge_not_found() {
  return not_found("La insignia no existe.");
}
}  // namespace

std::vector<Badge> BadgeService::list(OrgId org, bool include_inactive) const {
  return db_.run([&](db::Conn& c) { return repo_.list(c, org, include_inactive); });
}

Badge BadgeService::create(OrgId org, std::int64_t admin_id, const std::string& name,
                           const std::optional<std::string>& description, const std::string& image,
                           const EnglishPatch& english) const {
  Badge badge;
  badge.name = checked_badge_name(name);
  badge.description = checked_description(description);
  apply_english(english, badge);
  if (image.empty()) throw invalid_input("image", "La imagen de la insignia es requerida.");
  if (image.size() > kMaxImage) {
    throw ApiError(ErrorKind::kPayloadTooLarge, "file_too_large",
                   "La imagen no puede superar 2 MB.", {{"image", "Imagen demasiado grande."}});
  }
  const auto type = uploads::sniff_image(image);
  if (!type) throw invalid_input("image", "La imagen debe ser PNG, JPEG, GIF o WebP.");
  const std::string file_name = "badge." + type->substr(6);
  badge.image_key = storage::new_key("badge", file_name);
  const uploads::NewUpload upload{admin_id,        "badge-image",
                                  badge.image_key, file_name,
                                  *type,           static_cast<std::int64_t>(image.size())};
  const std::int64_t now = clock_.now_ms();
  badge = db_.transact([&](db::Conn& c) {
    uploads_.record_stored(c, org, upload);
    auto created = *repo_.find(c, org, repo_.insert(c, org, badge, admin_id, now));
    audit_.record(c, org, "badges.create", {"badge", created.id}, nullptr,
                  audit::snapshot(created));
    return created;
  });
  uploads_.write_stored(org, upload, image, [&](db::Conn& c) { repo_.remove(c, org, badge.id); });
  return badge;
}

Badge BadgeService::update(OrgId org, std::int64_t id, const std::optional<std::string>& name,
                           const std::optional<std::optional<std::string>>& description,
                           std::optional<bool> active, const EnglishPatch& english) const {
  return db_.transact([&](db::Conn& c) {
    auto b = repo_.find(c, org, id);
    if (!b) throw badge_not_found();
    const auto before = audit::snapshot(*b);
    if (name) b->name = checked_badge_name(*name);
    if (description) b->description = checked_description(*description);
    if (active) b->active = *active;
    apply_english(english, *b);
    repo_.update(c, org, *b);
    posts_.forget_cards_of_badge(c, org, id);
    auto changed = *repo_.find(c, org, id);
    audit_.record(c, org, "badges.update", {"badge", id}, before, audit::snapshot(changed));
    return changed;
  });
}

std::int64_t BadgeService::send(OrgId org, const Principal& caller,
                                const std::vector<std::string>& receiver_emails,
                                std::int64_t badge_id, const std::string& message) const {
  const auto emails = feed::checked_receivers(receiver_emails);
  const std::string text = feed::checked_message(message);
  return db_.transact([&](db::Conn& c) {
    const auto badge = repo_.find(c, org, badge_id);
    if (!badge || !badge->active) {
      throw rule_broken("badge_not_found", "La insignia no existe o no está activa.",
                        {{"badge_id", "Insignia no válida."}});
    }
    const auto receivers = feed::resolve_receivers(c, org, emails);
    std::vector<std::int64_t> ids;
    for (const auto& [email, who] : receivers) ids.push_back(who.id);
    return give_in(c, org,
                   caller.user_id != 0 ? std::optional<std::int64_t>(caller.user_id) : std::nullopt,
                   ids, badge_id, text);
  });
}

std::int64_t BadgeService::give_in(db::Conn& c, OrgId org, std::optional<std::int64_t> author_id,
                                   const std::vector<std::int64_t>& receivers,
                                   std::int64_t badge_id, const std::string& message) const {
  const auto badge = repo_.find(c, org, badge_id);
  if (!badge || !badge->active) {
    throw rule_broken("badge_not_found", "La insignia no existe o no está activa.",
                      {{"badge_id", "Insignia no válida."}});
  }
  feed::NewPost post;
  post.kind = "badge";
  post.author_id = author_id;
  post.message = message;
  post.badge_id = badge_id;
  for (const auto who : receivers) {
    post.receivers.push_back(who);
    post.receiver_points.push_back(0);
  }
  const std::int64_t post_id = posts_.create(c, org, post, clock_.now_ms());
  boost::json::object payload{
      {"post_id", post_id}, {"badge_id", badge_id}, {"badge_name", badge->name}};
  if (badge->name_en) payload["badge_name_en"] = *badge->name_en;
  if (post.author_id) payload["actor_id"] = *post.author_id;
  notifications_.notify(c, org, "badge_received", post.receivers, payload);
  audit_.record(c, org, "badges.send", {"post", post_id}, nullptr,
                {{"badge_id", badge_id},
                 {"receivers", boost::json::array(post.receivers.begin(), post.receivers.end())}});
  return post_id;
}

std::vector<BadgeCount> BadgeService::received(OrgId org, std::int64_t user_id) const {
  return db_.run([&](db::Conn& c) { return repo_.received(c, org, user_id); });
}

}  // namespace aplauso::badges
