// Telling members what happened to them. Other modules notify through this service inside their
// own transactions, so a notification exists exactly when what it tells about does.
#pragma once

#include <boost/json/object.hpp>
#include <cstdint>
#include <string>
#include <vector>

#include "core/clock.h"
#include "core/ids.h"
#include "modules/notifications/notification_repo.h"

namespace aplauso::db {
class Database;
class Conn;
}  // namespace aplauso::db

namespace aplauso::notifications {

class NotificationService {
 public:
  NotificationService(const db::Database& db, const Clock& clock) : db_(db), clock_(clock) {}

  Counts counts(OrgId org, std::int64_t user_id) const;
  /// The same notification for each member, in the caller's transaction.
  void notify(db::Conn& c, OrgId org, const std::string& kind,
              const std::vector<std::int64_t>& users, const boost::json::object& payload) const;
  /// One notification per member with its own payload (same length lists).
  void notify_each(db::Conn& c, OrgId org, const std::string& kind,
                   const std::vector<std::int64_t>& users,
                   const std::vector<boost::json::object>& payloads) const;

 private:
  const db::Database& db_;
  const Clock& clock_;
  NotificationRepo repo_;
};

}  // namespace aplauso::notifications
