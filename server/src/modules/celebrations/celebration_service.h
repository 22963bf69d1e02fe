// Birthdays and work anniversaries: today's and this month's (in the organisation's time zone),
// and the daily job that posts a celebration to the feed for each person at 08:00 local time,
// exactly once per person and day across restarts and nodes (the claim and the post share one
// transaction). Anniversaries may award points from the treasury through the ledger.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/clock.h"
#include "core/ids.h"
#include "modules/celebrations/celebration_repo.h"

namespace aplauso::db {
class Database;
}
namespace aplauso::feed {
class PostWriter;
}
namespace aplauso::notifications {
class NotificationService;
}
namespace aplauso::points {
class PointsService;
}

namespace aplauso::audit {
class AuditLog;
}

namespace aplauso::celebrations {

inline constexpr int kPostHour = 8;
inline constexpr std::int64_t kMaxAnniversaryPoints = 1'000'000;

struct Upcoming {
  Celebrant celebrant;
  std::string day;  ///< MM-DD this year
  bool today = false;
  int years = 0;  ///< anniversaries: years of service on that day
};

struct Calendar {
  std::vector<Upcoming> today;
  std::vector<Upcoming> month;  ///< the whole month, today included
};

class CelebrationService {
 public:
  CelebrationService(const db::Database& db, const Clock& clock, const feed::PostWriter& posts,
                     const points::PointsService& points,
                     const notifications::NotificationService& notifications,
                     const audit::AuditLog& audit)
      : db_(db),
        clock_(clock),
        posts_(posts),
        points_(points),
        notifications_(notifications),
        audit_(audit) {}

  Calendar birthdays(OrgId org, const std::string& timezone) const;
  /// Only people with at least one full year of service on the day.
  Calendar anniversaries(OrgId org, const std::string& timezone) const;
  /// The birthdays (or anniversaries) of `month` (1-12) of `year`, for another module's month
  /// view (events): none marked today.
  Calendar of_month(OrgId org, int year, unsigned month, bool anniversaries) const;

  std::int64_t anniversary_points(OrgId org) const;
  /// 400 outside 0..1,000,000.
  std::int64_t set_anniversary_points(OrgId org, std::int64_t points) const;

  /// The job: posts the celebrations due at this moment; returns how many it posted.
  int post_due() const;

 private:
  int post_for(const DueOrg& org) const;

  const db::Database& db_;
  const Clock& clock_;
  const feed::PostWriter& posts_;
  const points::PointsService& points_;
  const notifications::NotificationService& notifications_;
  const audit::AuditLog& audit_;
  CelebrationRepo repo_;
};

}  // namespace aplauso::celebrations
