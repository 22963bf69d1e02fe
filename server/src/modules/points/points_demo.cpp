#include "modules/points/points_demo.h"

#include "db/database.h"
#include "modules/points/points_service.h"

namespace aplauso::points {

void seed_demo_points(const db::Database& db, const PointsService& points, DemoOrg& demo) {
  const OrgId org = demo.org;
  points.set_rules(org, {"month", 200, false});
  DistributeRequest everyone;
  everyone.mode = "set";
  everyone.amount = 500;
  everyone.all = true;
  everyone.memo = "Presupuesto de bienvenida";
  points.distribute(org, demo.admin_id, everyone);
  db.transact([&](db::Conn& c) {
    for (const auto& [name, id] : demo.ids) {
      if (!name.starts_with("member:")) continue;
      points.refund(c, org, id, 500,
                    {"extra", std::nullopt, std::nullopt, std::nullopt,
                     std::string("Puntos de bienvenida al catálogo")});
    }
  });
}

}  // namespace aplauso::points
