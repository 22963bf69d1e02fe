// Notifications of members: what they have not read yet, and new ones.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::notifications {

struct Counts {
  std::int64_t unread = 0;
  std::int64_t pending_surveys = 0;
};

class NotificationRepo {
 public:
  Counts counts(db::Conn& c, OrgId org, std::int64_t user_id) const;
  /// Adds an unread notification of `kind` for each member with its JSON payload (same length
  /// lists), in one statement.
  void add(db::Conn& c, OrgId org, const std::string& kind, const std::vector<std::int64_t>& users,
           const std::vector<std::string>& payloads, std::int64_t now_ms) const;
};

}  // namespace aplauso::notifications
