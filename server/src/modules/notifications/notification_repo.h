// SQL for notifications.
#pragma once

#include <cstdint>
#include <string>

namespace soci {
class session;
}

namespace aplauso::notifications {

struct Counts {
  std::int64_t unread = 0;
  std::int64_t pending_surveys = 0;
};

class NotificationRepo {
 public:
  /// Unread notifications and surveys assigned but not answered, in one round trip.
  Counts counts(soci::session& s, std::int64_t org_id, std::int64_t user_id) const;
  /// Adds an unread notification of `kind` with a JSON `payload` for one person.
  void add(soci::session& s, std::int64_t org_id, std::int64_t user_id, const std::string& kind,
           const std::string& payload, std::int64_t now_ms) const;
};

}  // namespace aplauso::notifications
