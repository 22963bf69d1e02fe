#include "modules/notifications/notification_repo.h"

#include "db/conn.h"
#include "modules/notifications/notifications_sql.h"

namespace aplauso::notifications {

Counts NotificationRepo::counts(db::Conn& c, OrgId org, std::int64_t user_id) const {
  auto rows = c.query(sql::kCounts, {org, user_id});
  if (!rows.next()) return {};
  return {rows.row().i64(0), rows.row().i64(1)};
}

void NotificationRepo::add(db::Conn& c, OrgId org, const std::string& kind,
                           const std::vector<std::int64_t>& users,
                           const std::vector<std::string>& payloads, std::int64_t now_ms) const {
  if (users.empty()) return;
  c.defer(sql::kAdd, {org, kind, users, payloads, now_ms});
}

}  // namespace aplauso::notifications
