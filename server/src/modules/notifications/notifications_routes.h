// The route table of notifications (notifications_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::notifications {

class NotificationService;

/// The unread count, the member's list (marking one or all read) and which kinds they see.
void register_routes(RouteTable& routes, const NotificationService& service);

}  // namespace aplauso::notifications
