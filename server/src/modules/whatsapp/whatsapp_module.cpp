// Installs WhatsApp (flag `messaging_app`, ADR 0081): the service, the delivery job and the routes
// (whatsapp_routes.cpp).
#include "api/link_base.h"
#include "api/module.h"
#include "core/config.h"
#include "core/log.h"
#include "core/shutdown.h"
#include "modules/audit/audit_log.h"
#include "modules/tenancy/tenant_directory.h"
#include "modules/whatsapp/whatsapp_routes.h"
#include "modules/whatsapp/whatsapp_service.h"

namespace aplauso::whatsapp {

void install(ModuleContext& m) {
  auto& service = m.make<WhatsAppService>(m.db, m.clock, m.need<audit::AuditLog>(),
                                          m.need<tenancy::TenantDirectory>(), m.config.jwt_secret,
                                          m.config.whatsapp_api_url, m.shutdown);
  m.provide(service);
  m.jobs.push_back({"whatsapp.deliver", std::chrono::seconds(1), [&service, &stop = m.shutdown] {
                      try {
                        // Batches until nothing is due, at most ten a round.
                        for (int i = 0; i < 10 && !stop.begun(); ++i) {
                          const auto r = service.deliver_due();
                          if (r.accepted + r.failed + r.cancelled < WhatsAppService::kBatch) break;
                        }
                      } catch (const std::exception& e) {
                        log::error("whatsapp_job_failed", {{"error", std::string(e.what())}});
                      }
                    }});
  register_routes(m.routes, service, PublicLinks(m.config));
}

}  // namespace aplauso::whatsapp
