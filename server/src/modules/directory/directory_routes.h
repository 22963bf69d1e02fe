// The route tables of people imports and exports and the LDAP directory (directory_module.cpp
// installs them).
#pragma once

#include "api/routes.h"

namespace aplauso {
class PublicLinks;
}

namespace aplauso::audit {
class AuditService;
}

namespace aplauso::directory {

class DirectorySyncService;
class ImportService;

/// The LDAP directory: its settings, a test, the preview, importing chosen people, syncing.
void register_directory_routes(RouteTable& table, const DirectorySyncService& service,
                               const PublicLinks& links);
/// Spreadsheet imports and exports (admins).
void register_routes(RouteTable& table, const ImportService& service, const PublicLinks& links,
                     const audit::AuditService& audit);

}  // namespace aplauso::directory
