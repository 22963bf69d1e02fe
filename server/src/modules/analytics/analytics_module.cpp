// Installs the analytics module (flag `analytics`; docs/analytics.md): the service, its refresh
// job (the tables kept for reading), the leader's pending approvals (asked of the approvals
// inbox), the erasure hook, the demo's refresh (after every other
// module's demo data) and the routes; custom analytics' views, their digest notification and job.
// Installed last: it reads every module's figures.
#include <chrono>

#include "api/module.h"
#include "modules/analytics/analytics_routes.h"
#include "modules/analytics/analytics_service.h"
#include "modules/analytics/analytics_views.h"
#include "modules/approvals/approval_service.h"
#include "modules/notifications/notification_service.h"
#include "modules/privacy/privacy_service.h"
#include "modules/users/person_erasure.h"

namespace aplauso::analytics {

void install(ModuleContext& m) {
  const auto& approvals = m.need<approvals::ApprovalService>();
  auto& service = m.make<AnalyticsService>(
      m.db, m.clock, m.need<privacy::PrivacyService>(),
      [&approvals](OrgId org, std::int64_t user, Role role, const ModuleOn& module_on) {
        std::vector<std::string> enabled;
        for (const auto& [kind, flag] : approvals.kinds()) {
          if (flag.empty() || module_on(flag)) enabled.push_back(kind);
        }
        return approvals.list(org, approvals.approver(org, user, role), enabled, std::nullopt, 1, 0)
            .total;
      });
  m.provide(service);
  m.need<users::PersonErasure>().forget_in(service);
  m.jobs.push_back(
      {"analytics.refresh", std::chrono::minutes(10), [&service] { service.refresh(); }});
  m.demo("analytics", [&service](DemoOrg& demo) { service.refresh_org(demo.org); });
  register_routes(m.routes, service);

  // Custom analytics (ANA-4): saved views and their digests, a notification each.
  auto& notices = m.need<notifications::NotificationService>();
  notices.declare({"analytics_digest", "/charts/custom/{view_id}", true,
                   "Resumen de «{name}»: {summary}", "Digest of “{name}”: {summary_en}"});
  auto& views = m.make<ViewService>(m.db, m.clock, m.need<privacy::PrivacyService>(), notices);
  m.provide(views);
  m.need<users::PersonErasure>().forget_in(views);
  m.jobs.push_back(
      {"analytics.digests", std::chrono::minutes(15), [&views] { views.send_digests(); }});
  register_view_routes(m.routes, views);
}

}  // namespace aplauso::analytics
