// The support module's tables: the only code that reads and writes support_settings and
// support_messages.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::support {

struct StoredAddress {
  std::string address;
  std::int64_t updated_at = 0;
};

struct StoredMessage {
  std::int64_t id = 0;
  std::int64_t user_id = 0;
  std::string topic;
  std::string subject;
  std::string body;
  std::optional<std::string> page;
  std::int64_t created_at = 0;
};

class SupportRepo {
 public:
  std::optional<StoredAddress> address(db::Conn& c, OrgId org) const;
  void set_address(db::Conn& c, OrgId org, const std::string& address, std::int64_t now_ms) const;
  void clear_address(db::Conn& c, OrgId org) const;

  /// Records a message; returns its id (`id` and `created_at` of `m` are not read).
  std::int64_t insert(db::Conn& c, OrgId org, const StoredMessage& m) const;
  /// How many messages the person sent from `since_ms` on.
  std::int64_t sent_since(db::Conn& c, OrgId org, std::int64_t user_id,
                          std::int64_t since_ms) const;
  /// Up to `limit` of the person's messages, newest first, from `offset`.
  std::vector<StoredMessage> mine(db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t limit,
                                  std::int64_t offset) const;
  /// Up to `limit` of every message, newest first, from `offset`.
  std::vector<StoredMessage> all(db::Conn& c, OrgId org, std::int64_t limit,
                                 std::int64_t offset) const;
  void forget(db::Conn& c, OrgId org, std::int64_t user_id) const;
};

}  // namespace aplauso::support
