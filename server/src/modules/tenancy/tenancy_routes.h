// The route table of the organisation (tenancy_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::tenancy {

class OrgService;
class TenantDirectory;

/// Its profile, settings, public branding and sign-in methods, and module flags.
void register_routes(RouteTable& table, const OrgService& service, TenantDirectory& directory,
                     bool teams_available);

}  // namespace aplauso::tenancy
