// The route table of live updates (live_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::live {

class EventHub;

/// The signed-in member's one-use ticket and the event stream it opens.
void register_routes(RouteTable& routes, EventHub& hub);

}  // namespace aplauso::live
