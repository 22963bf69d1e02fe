// A member's public profile: who they are, how often they were recognised and recognised others,
// their level and their badges.
#pragma once

#include "app/routes.h"
#include "db/database.h"
#include "modules/badges/badge_service.h"
#include "modules/points/points_service.h"

namespace aplauso::profile {

void register_routes(RouteTable& table, const db::Database& db, const points::PointsService& points,
                     const badges::BadgeService& badges, const storage::FileStore& files);

}  // namespace aplauso::profile
