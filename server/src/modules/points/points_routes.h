// HTTP routes of points: balances and history, admin budgets, corrections and reports, levels.
#pragma once

#include "app/routes.h"
#include "modules/points/points_service.h"

namespace aplauso::points {

void register_routes(RouteTable& table, const PointsService& service, const db::Database& db);

}  // namespace aplauso::points
