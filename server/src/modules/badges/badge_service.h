// Badges: admins create them from an image (checked by content: PNG, JPEG, GIF or WebP, up to
// 2 MB), a name and a description, and give them to people. A badge given is a feed post of kind
// 'badge' with its receivers, and shows on their profiles. Badges move no points.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "app/context.h"
#include "core/clock.h"
#include "db/database.h"

namespace soci {
class session;
}
namespace aplauso::storage {
class FileStore;
}

namespace aplauso::badges {

struct Badge {
  std::int64_t id = 0;
  std::string name;
  std::optional<std::string> description;
  std::string image_key;
  bool active = true;
  std::int64_t created_at = 0;
};

struct BadgeCount {
  Badge badge;
  std::int64_t count = 0;
  std::int64_t last_received_at = 0;
};

class BadgeService {
 public:
  BadgeService(const db::Database& db, const Clock& clock, storage::FileStore& files)
      : db_(db), clock_(clock), files_(files) {}

  std::vector<Badge> list(std::int64_t org_id, bool include_inactive) const;
  /// 400 for a missing name or an image that is not a PNG, JPEG, GIF or WebP up to 2 MB.
  Badge create(std::int64_t org_id, std::int64_t admin_id, const std::string& name,
               const std::optional<std::string>& description, const std::string& image_bytes) const;
  Badge update(std::int64_t org_id, std::int64_t id, const std::optional<std::string>& name,
               const std::optional<std::optional<std::string>>& description,
               std::optional<bool> active) const;
  /// Gives a badge in the caller's transaction; returns the new post id. 422 for inactive or
  /// unknown receivers and badges.
  std::int64_t send(soci::session& s, std::int64_t org_id, const Principal& caller,
                    const std::vector<std::string>& receiver_emails, std::int64_t badge_id,
                    const std::string& message) const;
  /// Badges a member received, with how many times and when last.
  std::vector<BadgeCount> received(soci::session& s, std::int64_t org_id,
                                   std::int64_t user_id) const;

 private:
  std::optional<Badge> find(soci::session& s, std::int64_t org_id, std::int64_t id) const;

  const db::Database& db_;
  const Clock& clock_;
  storage::FileStore& files_;
};

}  // namespace aplauso::badges
