// HTTP routes of the analytics module: the metric registry, the standard dashboard, the reports
// and custom analytics.
#pragma once

namespace aplauso {
class RouteTable;
}

namespace aplauso::analytics {

class AnalyticsService;
class ViewService;

void register_routes(RouteTable& table, const AnalyticsService& service);
/// Custom analytics (analytics_view_routes.cpp).
void register_view_routes(RouteTable& table, const ViewService& views);

}  // namespace aplauso::analytics
