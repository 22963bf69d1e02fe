#include "modules/notifications/notification_service.h"

#include <boost/json/serialize.hpp>

#include "db/database.h"

namespace aplauso::notifications {

Counts NotificationService::counts(OrgId org, std::int64_t user_id) const {
  return db_.run([&](db::Conn& c) { return repo_.counts(c, org, user_id); });
}

void NotificationService::notify(db::Conn& c, OrgId org, const std::string& kind,
                                 const std::vector<std::int64_t>& users,
                                 const boost::json::object& payload) const {
  const std::vector<std::string> payloads(users.size(), boost::json::serialize(payload));
  repo_.add(c, org, kind, users, payloads, clock_.now_ms());
}

void NotificationService::notify_each(db::Conn& c, OrgId org, const std::string& kind,
                                      const std::vector<std::int64_t>& users,
                                      const std::vector<boost::json::object>& payloads) const {
  std::vector<std::string> texts;
  texts.reserve(payloads.size());
  for (const auto& p : payloads) texts.push_back(boost::json::serialize(p));
  repo_.add(c, org, kind, users, texts, clock_.now_ms());
}

}  // namespace aplauso::notifications
