// Badges: admins create them from an image (checked by content: PNG, JPEG, GIF or WebP, up to
// 2 MB), a name and a description, and give them to people. A badge given is a feed post of kind
// 'badge' with its receivers (written by the feed's PostWriter), and shows on their profiles.
// Badges move no points.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "api/context.h"
#include "core/clock.h"
#include "core/wording.h"
#include "modules/badges/badge_repo.h"

namespace aplauso::db {
class Database;
}
namespace aplauso::feed {
class PostWriter;
}
namespace aplauso::notifications {
class NotificationService;
}
namespace aplauso::uploads {
class UploadService;
}

namespace aplauso::audit {
class AuditLog;
}

namespace aplauso::badges {

class BadgeService {
 public:
  BadgeService(const db::Database& db, const Clock& clock, const uploads::UploadService& uploads,
               const feed::PostWriter& posts,
               const notifications::NotificationService& notifications,
               const audit::AuditLog& audit)
      : db_(db),
        clock_(clock),
        uploads_(uploads),
        posts_(posts),
        notifications_(notifications),
        audit_(audit) {}

  std::vector<Badge> list(OrgId org, bool include_inactive) const;
  /// 400 for a missing name or an image that is not a PNG, JPEG, GIF or WebP; 413 past 2 MB.
  /// The image is stored once the badge is recorded (and the badge undone if that fails).
  Badge create(OrgId org, std::int64_t admin_id, const std::string& name,
               const std::optional<std::string>& description, const std::string& image_bytes,
               const EnglishPatch& english = {}) const;
  /// 404 when the badge is not the organisation's.
  Badge update(OrgId org, std::int64_t id, const std::optional<std::string>& name,
               const std::optional<std::optional<std::string>>& description,
               std::optional<bool> active, const EnglishPatch& english = {}) const;
  /// Gives a badge; returns the new post id. 422 for inactive or unknown receivers and badges.
  std::int64_t send(OrgId org, const Principal& caller,
                    const std::vector<std::string>& receiver_emails, std::int64_t badge_id,
                    const std::string& message) const;
  /// Gives an active badge of the organisation to `receivers` in the caller's transaction (a
  /// challenge completed): the feed post, the notification and the audit entry; returns the post
  /// id. 422 badge_not_found for an unknown or inactive badge.
  std::int64_t give_in(db::Conn& c, OrgId org, std::optional<std::int64_t> author_id,
                       const std::vector<std::int64_t>& receivers, std::int64_t badge_id,
                       const std::string& message) const;
  /// Whether `badge_id` is an active badge of the organisation, in the caller's transaction
  /// (the levels editor's check and the level-up's badge, LVL-2).
  bool active_in(db::Conn& c, OrgId org, std::int64_t badge_id) const {
    const auto badge = repo_.find(c, org, badge_id);
    return badge && badge->active;
  }
  /// Badges a member received, with how many times and when last.
  std::vector<BadgeCount> received(OrgId org, std::int64_t user_id) const;
  /// The badges a member received in [from_ms, to_ms), newest first, at most `limit`, in the
  /// caller's connection (the evaluations module's evidence panel).
  std::vector<ReceivedBadge> received_between(db::Conn& c, OrgId org, std::int64_t user_id,
                                              std::int64_t from_ms, std::int64_t to_ms,
                                              std::int64_t limit) const {
    return repo_.received_between(c, org, user_id, from_ms, to_ms, limit);
  }

 private:
  const db::Database& db_;
  const Clock& clock_;
  const uploads::UploadService& uploads_;
  const feed::PostWriter& posts_;
  const notifications::NotificationService& notifications_;
  const audit::AuditLog& audit_;
  BadgeRepo repo_;
};

}  // namespace aplauso::badges
