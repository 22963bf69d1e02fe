// The route table of the audit trail (audit_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::audit {

class AuditService;

/// The filtered, paged list and its .xlsx export (admins).
void register_routes(RouteTable& table, const AuditService& service);

}  // namespace aplauso::audit
