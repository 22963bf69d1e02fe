// A member's public profile: who they are, how many recognitions they received and sent, their
// lifetime points and level, and the badges they received.
#pragma once

#include <cstdint>
#include <vector>

#include "core/ids.h"
#include "modules/badges/badge_repo.h"
#include "modules/points/points_service.h"
#include "modules/users/user.h"

namespace aplauso::db {
class Database;
}

namespace aplauso::profile {

struct PublicProfile {
  users::User user;
  std::int64_t received_count = 0;
  std::int64_t sent_count = 0;
  points::Summary summary;
  std::vector<badges::BadgeCount> badges;
};

class ProfileService {
 public:
  ProfileService(const db::Database& db, const points::PointsService& points)
      : db_(db), points_(points) {}

  /// 404 when the id is not an active member of the organisation.
  PublicProfile public_profile(OrgId org, std::int64_t user_id) const;

 private:
  const db::Database& db_;
  const points::PointsService& points_;
};

}  // namespace aplauso::profile
