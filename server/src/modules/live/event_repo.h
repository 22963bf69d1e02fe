// Live updates as stored: what was written since a watermark, and the one-use tickets. The only
// code that runs their SQL.
#pragma once

#include <boost/describe/class.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::live {

/// A notification written for someone.
struct NotificationWritten {
  std::int64_t id = 0;
  std::int64_t org_id = 0;
  std::int64_t user_id = 0;
};
BOOST_DESCRIBE_STRUCT(NotificationWritten, (), (id, org_id, user_id))

/// A post on an organisation's feed.
struct PostWritten {
  std::int64_t id = 0;
  std::int64_t org_id = 0;
};
BOOST_DESCRIBE_STRUCT(PostWritten, (), (id, org_id))

/// A hint for one person ("surveys.pending": ask for the count again).
struct SignalWritten {
  std::int64_t id = 0;
  std::int64_t org_id = 0;
  std::int64_t user_id = 0;
  std::string name;
};
BOOST_DESCRIBE_STRUCT(SignalWritten, (), (id, org_id, user_id, name))

/// The highest notification, post and signal ids.
struct Watermark {
  std::int64_t notification = 0;
  std::int64_t post = 0;
  std::int64_t signal = 0;
};

class EventRepo {
 public:
  Watermark latest(db::Conn& c) const;
  std::vector<NotificationWritten> notifications_after(db::Conn& c, std::int64_t after,
                                                       std::int64_t limit) const;
  std::vector<PostWritten> posts_after(db::Conn& c, std::int64_t after, std::int64_t limit) const;
  /// The newest notification of the person after `after`, and the newest post of the
  /// organisation after `post_after`.
  std::optional<std::int64_t> missed_notification(db::Conn& c, OrgId org, std::int64_t user_id,
                                                  std::int64_t after) const;
  std::optional<std::int64_t> missed_post(db::Conn& c, OrgId org, std::int64_t after) const;
  std::vector<SignalWritten> signals_after(db::Conn& c, std::int64_t after,
                                           std::int64_t limit) const;
  /// The newest signal of each name the person missed after `after` (name, id).
  std::vector<std::pair<std::string, std::int64_t>> missed_signals(db::Conn& c, OrgId org,
                                                                   std::int64_t user_id,
                                                                   std::int64_t after) const;
  void insert_signals(db::Conn& c, OrgId org, const std::string& name,
                      const std::vector<std::int64_t>& users, std::int64_t now_ms) const;
  /// Signals written before `before_ms` go.
  void prune_signals(db::Conn& c, std::int64_t before_ms) const;

  void insert_ticket(db::Conn& c, const std::string& token_hash, OrgId org, std::int64_t user_id,
                     std::int64_t expires_at) const;
  /// The organisation and person of a ticket still valid, which is used up.
  std::optional<std::pair<std::int64_t, std::int64_t>> take_ticket(db::Conn& c,
                                                                   const std::string& token_hash,
                                                                   std::int64_t now_ms) const;
  void prune_tickets(db::Conn& c, std::int64_t now_ms) const;
};

}  // namespace aplauso::live
