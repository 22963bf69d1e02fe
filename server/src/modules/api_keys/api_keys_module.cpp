// Installs the public API keys: the service, which sign-in verifies keys with, and the routes
// (api_key_routes.cpp).
#include <cstdint>

#include "api/module.h"
#include "core/config.h"
#include "modules/api_keys/api_key_service.h"
#include "modules/api_keys/api_keys_routes.h"
#include "modules/audit/audit_log.h"
#include "modules/auth/auth_service.h"

namespace aplauso::api_keys {

void install(ModuleContext& m) {
  auto& service =
      m.make<ApiKeyService>(m.db, m.clock, m.need<audit::AuditLog>(),
                            static_cast<std::int64_t>(m.config.api_key_rate_limit_per_minute));
  m.provide(service);
  m.need<auth::AuthService>().set_key_verifier(&service);
  register_routes(m.routes, service);
}

}  // namespace aplauso::api_keys
