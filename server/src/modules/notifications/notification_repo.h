// Notifications of members: what they have not read yet, new ones, the list and the settings.
#pragma once

#include <boost/describe/class.hpp>
#include <cstdint>
#include <map>
#include <optional>
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

/// One notification as stored: its payload is the JSON text its module wrote.
struct NotificationRow {
  std::int64_t id = 0;
  std::string kind;
  std::string payload;
  std::optional<std::int64_t> read_at;
  std::int64_t created_at = 0;
};
BOOST_DESCRIBE_STRUCT(NotificationRow, (), (id, kind, payload, read_at, created_at))

struct Totals {
  std::int64_t total = 0;
  std::int64_t unread = 0;
};

class NotificationRepo {
 public:
  Counts counts(db::Conn& c, OrgId org, std::int64_t user_id) const;
  /// Adds an unread notification of `kind` for each member with its JSON payload (same length
  /// lists), in one statement; members who turned the kind off get none.
  void add(db::Conn& c, OrgId org, const std::string& kind, const std::vector<std::int64_t>& users,
           const std::vector<std::string>& payloads, std::int64_t now_ms) const;

  /// A page of the member's notifications, newest first.
  std::vector<NotificationRow> page(db::Conn& c, OrgId org, std::int64_t user_id,
                                    std::int64_t limit, std::int64_t offset) const;
  Totals totals(db::Conn& c, OrgId org, std::int64_t user_id) const;
  /// False when the member has no notification `id`.
  bool mark_read(db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t id,
                 std::int64_t now_ms) const;
  /// How many were unread.
  std::int64_t mark_all_read(db::Conn& c, OrgId org, std::int64_t user_id,
                             std::int64_t now_ms) const;

  /// The kinds the member chose for (kind → shown in the app); absent kinds are on.
  std::map<std::string, bool> settings(db::Conn& c, OrgId org, std::int64_t user_id) const;
  void save_setting(db::Conn& c, OrgId org, std::int64_t user_id, const std::string& kind,
                    bool in_app, std::int64_t now_ms) const;
};

}  // namespace aplauso::notifications
