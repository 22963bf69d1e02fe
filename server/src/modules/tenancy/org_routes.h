// HTTP routes of the organisation: its profile, settings, public branding and sign-in methods,
// and module flags.
#pragma once

#include "app/routes.h"
#include "modules/tenancy/org_service.h"

namespace aplauso::tenancy {

void register_routes(RouteTable& table, const OrgService& service);

}  // namespace aplauso::tenancy
