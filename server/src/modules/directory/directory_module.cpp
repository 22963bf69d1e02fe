// Installs people imports and the LDAP directory: the services, the routes
// (directory_routes.cpp), what it forgets of an erased person and the sync and import jobs.
#include <chrono>

#include "api/link_base.h"
#include "api/module.h"
#include "core/config.h"
#include "core/shutdown.h"
#include "modules/audit/audit_log.h"
#include "modules/audit/audit_service.h"
#include "modules/directory/directory_reach.h"
#include "modules/directory/directory_routes.h"
#include "modules/directory/directory_sync_service.h"
#include "modules/directory/import_service.h"
#include "modules/people/people_service.h"
#include "modules/structure/structure_service.h"
#include "modules/tenancy/tenant_directory.h"
#include "modules/users/person_erasure.h"

namespace aplauso::directory {

void install(ModuleContext& m) {
  auto& service = m.make<ImportService>(m.db, m.clock, m.need<people::PeopleService>(),
                                        m.need<structure::StructureService>(),
                                        m.need<tenancy::TenantDirectory>());
  m.provide(service);
  const PublicLinks links(m.config);
  register_routes(m.routes, service, links, m.need<audit::AuditService>());
  auto& sync = m.make<DirectorySyncService>(
      m.db, m.clock, service, m.need<people::PeopleService>(), m.need<audit::AuditLog>(),
      m.config.jwt_secret,
      DirectoryReach{m.config.ldap_allowed_hosts, m.config.ldap_allowed_ports,
                     std::chrono::seconds(m.config.ldap_timeout_s)});
  m.provide(sync);
  m.need<users::PersonErasure>().forget_in(sync);
  register_directory_routes(m.routes, sync, links);
  // Scheduled directory syncs: whichever node leases a due source first reads it.
  m.jobs.push_back({"directory.sync", std::chrono::seconds(60), [&sync, &stop = m.shutdown] {
                      sync.run_due([&stop] { return stop.begun(); });
                    }});
  // Imports go on in the background: a batch at a time, for up to two seconds a run.
  m.jobs.push_back({"directory.imports", std::chrono::seconds(1), [&service] {
                      const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(2);
                      while (service.run_once() > 0 && std::chrono::steady_clock::now() < until) {
                      }
                    }});
}

}  // namespace aplauso::directory
