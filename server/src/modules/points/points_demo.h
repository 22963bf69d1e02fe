// The demo organisation's points (api/demo.h).
#pragma once

#include "api/demo.h"

namespace aplauso::db {
class Database;
}

namespace aplauso::points {

class PointsService;

/// A monthly allowance of 200, a welcome budget of 500 to give for everyone, and 500 points to
/// redeem for everyone who can sign in, so the catalog can be tried at once.
void seed_demo_points(const db::Database& db, const PointsService& points, DemoOrg& demo);

}  // namespace aplauso::points
