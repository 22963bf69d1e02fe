// Stored photos and backgrounds (user_photos) and the member's URLs pointing at them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::users {

class PhotoRepo {
 public:
  /// `image` and `small` as base64url text.
  void insert(db::Conn& c, OrgId org, const std::string& name, std::int64_t user_id,
              const std::string& kind, const std::string& image,
              const std::optional<std::string>& small, std::int64_t now_ms) const;
  void remove_kind(db::Conn& c, OrgId org, std::int64_t user_id, const std::string& kind) const;
  std::optional<std::string> image(db::Conn& c, OrgId org, const std::string& name) const;
  std::optional<std::string> small(db::Conn& c, OrgId org, std::int64_t user_id) const;
  /// Points the member's profile_photo_url, background_image_url or birthday_image_url at `url`
  /// (or clears it).
  void set_url(db::Conn& c, OrgId org, std::int64_t user_id, const std::string& kind,
               const std::optional<std::string>& url, std::int64_t now_ms) const;
};

}  // namespace aplauso::users
