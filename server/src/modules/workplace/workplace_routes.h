// The route table of the workplace module (workplace_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::workplace {

class WorkplaceService;

/// A person's site on their profile; the admins' sites and who works where.
void register_routes(RouteTable& table, const WorkplaceService& service);

}  // namespace aplauso::workplace
