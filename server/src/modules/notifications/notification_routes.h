// HTTP routes of notifications: the unread count and pending surveys badge.
#pragma once

#include "app/routes.h"
#include "db/database.h"

namespace aplauso::notifications {

void register_routes(RouteTable& table, const db::Database& db);

}  // namespace aplauso::notifications
