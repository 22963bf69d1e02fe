#include "modules/points/points_demo.h"

#include "db/database.h"
#include "modules/points/points_service.h"

namespace aplauso::points {

void seed_demo_points(const db::Database& db, const PointsService& points, DemoOrg& demo) {
  const OrgId org = demo.org;
  points.set_rules(org, {"month", 200, false});
  // Everyone's welcome budget and welcome points, their notes in each person's language (the
  // people part records who reads English).
  DistributeRequest spanish;
  DistributeRequest english;
  for (auto* request : {&spanish, &english}) {
    request->mode = "set";
    request->amount = 500;
  }
  spanish.memo = "Presupuesto de bienvenida";
  english.memo = "Welcome budget";
  for (const auto& [name, id] : demo.ids) {
    if (!name.starts_with("person:")) continue;
    const bool reads_english = demo.ids.contains("english:" + name.substr(7));
    (reads_english ? english : spanish).user_ids.push_back(id);
  }
  spanish.user_ids.push_back(demo.admin_id);
  for (const auto* request : {&spanish, &english}) {
    if (!request->user_ids.empty()) points.distribute(org, demo.admin_id, *request);
  }
  db.transact([&](db::Conn& c) {
    for (const auto& [name, id] : demo.ids) {
      if (!name.starts_with("member:")) continue;
      const bool reads_english = demo.ids.contains("english:" + name.substr(7));
      points.refund(c, org, id, 500,
                    {"extra", std::nullopt, std::nullopt, std::nullopt,
                     std::string(reads_english ? "Welcome points for the catalog"
                                               : "Puntos de bienvenida al catálogo")});
    }
  });
}

}  // namespace aplauso::points
