// The route tables of the points module (points_module.cpp installs them).
#pragma once

#include "api/routes.h"

namespace aplauso::users {
class UserService;
}

namespace aplauso::points {

class PointsService;
class PointRequestService;

/// Balances and history, admin budgets, corrections and reports, levels.
void register_routes(RouteTable& table, const PointsService& service,
                     const users::UserService& users);
/// Point requests: asking, deciding, the leader's and admin's lists.
void register_point_request_routes(RouteTable& routes, const PointRequestService& service);

}  // namespace aplauso::points
