// Profile photos, backgrounds and birthday images: uploads are re-encoded (image_processing.h)
// before any database work, stored with an unguessable name and served at /api/photos/<name>.webp
// (an img element can show them without a token; a new photo gets a new name, so they never
// change). The photo also keeps a 96 px version for GET /user/profile-photo/downgrade/{id}.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/clock.h"
#include "core/ids.h"
#include "modules/users/photo_repo.h"
#include "modules/users/user.h"
#include "modules/users/user_repo.h"

namespace aplauso::db {
class Database;
}

namespace aplauso::users {

class PersonChanges;

enum class PhotoKind { kProfile, kBackground, kBirthday };

class PhotoService {
 public:
  PhotoService(const db::Database& db, const Clock& clock, const PersonChanges& changes)
      : db_(db), clock_(clock), changes_(changes) {}

  /// Replaces the member's photo or background with `upload`; returns the member. 400
  /// image_empty / image_invalid / image_too_large.
  User set(OrgId org, std::int64_t user_id, PhotoKind kind, std::string_view upload) const;
  /// Removes it; returns the member. 404 when `user_id` is not a member of the organisation.
  User remove(OrgId org, std::int64_t user_id, PhotoKind kind) const;
  /// The WebP bytes served under `name` ("<name>.webp"), within the organisation.
  std::optional<std::string> by_name(OrgId org, std::string_view name) const;
  /// The 96 px WebP of the member's photo.
  std::optional<std::string> small(OrgId org, std::int64_t user_id) const;

 private:
  const db::Database& db_;
  const Clock& clock_;
  const PersonChanges& changes_;
  PhotoRepo photos_;
  UserRepo users_;
};

}  // namespace aplauso::users
