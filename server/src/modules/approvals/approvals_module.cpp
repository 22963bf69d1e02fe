// Installs the approvals inbox: the registry later modules fill with their approval sources
// (points: point_request; programs: program_submission), the inbox service and its routes.
// Installed before points (modules.json) so every source can register.
#include "api/module.h"
#include "modules/approvals/approval_registry.h"
#include "modules/approvals/approval_service.h"
#include "modules/approvals/approvals_routes.h"
#include "modules/live/event_hub.h"

namespace aplauso::approvals {

void install(ModuleContext& m) {
  auto& registry = m.make<Registry>();
  m.provide(registry);
  auto& service = m.make<ApprovalService>(m.db, registry, m.need<live::EventHub>());
  m.provide(service);
  register_routes(m.routes, service);
}

}  // namespace aplauso::approvals
