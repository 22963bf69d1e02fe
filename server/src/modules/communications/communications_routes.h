// The route table of communications (communications_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::communications {

class CommunicationService;

/// The three sends, groups, pinning, each person's list and actions, the admins' views.
void register_routes(RouteTable& routes, const CommunicationService& service);

}  // namespace aplauso::communications
