// HTTP routes of the analytics module: the metric registry and the standard dashboard.
#pragma once

namespace aplauso {
class RouteTable;
}

namespace aplauso::analytics {

class AnalyticsService;

void register_routes(RouteTable& table, const AnalyticsService& service);

}  // namespace aplauso::analytics
