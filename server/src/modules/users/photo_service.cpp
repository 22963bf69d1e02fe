#include "modules/users/photo_service.h"

#include "core/crypto.h"
#include "core/errors.h"
#include "db/database.h"
#include "modules/users/image_processing.h"
#include "modules/users/person_changes.h"

namespace aplauso::users {

namespace {
constexpr int kPhotoSide = 512;
constexpr int kSmallSide = 96;
constexpr int kBackgroundWidth = 1600;
constexpr int kBackgroundHeight = 400;
constexpr int kBirthdayWidth = 1200;
constexpr int kBirthdayHeight = 630;
constexpr std::string_view kSuffix = ".webp";

std::string kind_name(PhotoKind kind) {
  switch (kind) {
    case PhotoKind::kProfile: return "profile";
    case PhotoKind::kBackground: return "background";
    case PhotoKind::kBirthday: return "birthday";
  }
  return "profile";
}
}  // namespace

User PhotoService::set(OrgId org, std::int64_t user_id, PhotoKind kind,
                       std::string_view upload) const {
  // Decoding and encoding happen before any database work.
  std::string image;
  std::optional<std::string> small;
  if (kind == PhotoKind::kProfile) {
    image = cover_webp(upload, kPhotoSide, kPhotoSide);
    small = crypto::base64url_encode(cover_webp(image, kSmallSide, kSmallSide));
  } else if (kind == PhotoKind::kBackground) {
    image = cover_webp(upload, kBackgroundWidth, kBackgroundHeight);
  } else {
    image = cover_webp(upload, kBirthdayWidth, kBirthdayHeight);
  }
  const std::string name = crypto::random_token(32);
  const std::string stored = crypto::base64url_encode(image);
  auto user = db_.transact([&](db::Conn& c) -> std::optional<User> {
    const std::int64_t now = clock_.now_ms();
    const std::string k = kind_name(kind);
    photos_.remove_kind(c, org, user_id, k);
    photos_.insert(c, org, name, user_id, k, stored, small, now);
    photos_.set_url(c, org, user_id, k, "/api/photos/" + name + std::string(kSuffix), now);
    if (kind == PhotoKind::kProfile) changes_.changed(c, org, user_id);
    return users_.find(c, org, user_id);
  });
  if (!user) throw unauthorized();
  return std::move(*user);
}

User PhotoService::remove(OrgId org, std::int64_t user_id, PhotoKind kind) const {
  auto user = db_.transact([&](db::Conn& c) -> std::optional<User> {
    if (!users_.exists(c, org, user_id)) return std::nullopt;
    const std::string k = kind_name(kind);
    photos_.remove_kind(c, org, user_id, k);
    photos_.set_url(c, org, user_id, k, std::nullopt, clock_.now_ms());
    if (kind == PhotoKind::kProfile) changes_.changed(c, org, user_id);
    return users_.find(c, org, user_id);
  });
  if (!user) throw not_found("La persona no existe.");
  return std::move(*user);
}

std::optional<std::string> PhotoService::by_name(OrgId org, std::string_view file) const {
  if (!file.ends_with(kSuffix)) return std::nullopt;
  const std::string name(file.substr(0, file.size() - kSuffix.size()));
  if (name.size() != 43) return std::nullopt;
  const auto stored = db_.run([&](db::Conn& c) { return photos_.image(c, org, name); });
  return stored ? crypto::base64url_decode(*stored) : std::nullopt;
}

std::optional<std::string> PhotoService::small(OrgId org, std::int64_t user_id) const {
  const auto stored = db_.run([&](db::Conn& c) { return photos_.small(c, org, user_id); });
  return stored ? crypto::base64url_decode(*stored) : std::nullopt;
}

}  // namespace aplauso::users
