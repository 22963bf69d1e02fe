#include "modules/notifications/notification_repo.h"

#include <soci/soci.h>

namespace aplauso::notifications {

namespace {
constexpr const char* kCounts =
    "SELECT (SELECT COUNT(*) FROM notifications WHERE org_id = :org AND user_id = :user "
    "AND read_at IS NULL), "
    "(SELECT COUNT(*) FROM survey_assignments WHERE org_id = :org AND user_id = :user "
    "AND completed_at IS NULL)";
}

Counts NotificationRepo::counts(soci::session& s, std::int64_t org_id, std::int64_t user_id) const {
  const long long org = org_id, user = user_id;
  long long unread = 0, pending = 0;
  s << kCounts, soci::use(org, "org"), soci::use(user, "user"), soci::into(unread),
      soci::into(pending);
  return {unread, pending};
}

void NotificationRepo::add(soci::session& s, std::int64_t org_id, std::int64_t user_id,
                           const std::string& kind, const std::string& payload,
                           std::int64_t now_ms) const {
  const long long org = org_id, user = user_id, now = now_ms;
  s << "INSERT INTO notifications (org_id, user_id, kind, payload, read_at, created_at) "
       "VALUES (:org, :user, :kind, :payload, NULL, :now)",
      soci::use(org, "org"), soci::use(user, "user"), soci::use(kind, "kind"),
      soci::use(payload, "payload"), soci::use(now, "now");
}

}  // namespace aplauso::notifications
