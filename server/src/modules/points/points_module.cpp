// Installs the points module: accounts and the ledger, budgets, levels, point requests (and
// their part of the approvals inbox), the allowance job, the default levels of every new
// organisation and the demo's points.
#include "api/module.h"
#include "modules/approvals/approval_registry.h"
#include "modules/audit/audit_log.h"
#include "modules/notifications/notification_service.h"
#include "modules/points/point_request_service.h"
#include "modules/points/point_request_source.h"
#include "modules/points/points_demo.h"
#include "modules/points/points_routes.h"
#include "modules/points/points_service.h"
#include "modules/tenancy/org_service.h"
#include "modules/users/user_service.h"

namespace aplauso::points {

void install(ModuleContext& m) {
  auto& notices = m.need<notifications::NotificationService>();
  notices.declare({"points_granted", "/profile/wallet", false,
                   "{actor} te dio {points} puntos para reconocer",
                   "{actor} gave you {points} points to recognise others"});
  const auto& audit_log = m.need<audit::AuditLog>();
  auto& service = m.make<PointsService>(m.db, m.clock, notices, audit_log);
  m.provide(service);
  m.need<tenancy::OrgService>().on_created([&service](db::Conn& c, OrgId org, std::int64_t now_ms) {
    service.start_organisation(c, org, now_ms);
  });
  register_routes(m.routes, service, m.need<users::UserService>());
  // LVL-2: the person hears of their level-up (the feed posts it unless they opted out).
  notices.declare({"level_up", "/profile", false, "¡Subiste al nivel {emoji} {name}!",
                   "You reached the {emoji} {name} level!"});
  notices.declare({"point_request_decided", "/profile/wallet", true,
                   "Tu solicitud de {amount} puntos fue {status_es}.",
                   "Your request for {amount} points was {status_en}."});
  auto& requests = m.make<PointRequestService>(m.db, m.clock, m.files, service, notices, audit_log);
  m.provide(requests);
  register_point_request_routes(m.routes, requests);
  m.need<approvals::Registry>().add(std::make_shared<PointRequestSource>(requests));
  m.jobs.push_back(
      {"allowances", std::chrono::minutes(10), [&service] { service.run_allowances(); }});
  m.demo("points", [&db = m.db, &service](DemoOrg& demo) { seed_demo_points(db, service, demo); });
}

}  // namespace aplauso::points
