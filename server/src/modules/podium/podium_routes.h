// HTTP routes of the podium and its settings.
#pragma once

#include "app/routes.h"
#include "modules/podium/podium_service.h"

namespace aplauso::podium {

void register_routes(RouteTable& table, const db::Database& db, const PodiumService& service);

}  // namespace aplauso::podium
