// The route table of events (events_module.cpp installs it).
#pragma once

#include "api/link_base.h"
#include "api/routes.h"

namespace aplauso::events {

class EventService;

/// Events (/events): the list, the month, the editor's calls, RSVP, calendars and check-in.
void register_routes(RouteTable& table, const EventService& events, const PublicLinks& links);

}  // namespace aplauso::events
