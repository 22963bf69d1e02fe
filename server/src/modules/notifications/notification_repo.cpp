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

}  // namespace aplauso::notifications
