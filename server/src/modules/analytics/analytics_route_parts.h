// What the analytics routes share (analytics_routes.cpp, analytics_view_routes.cpp): optional
// values as JSON, figures rounded to four places, intervals, the request's period and the
// organisation's module flags. Internal to the module.
#pragma once

#include <boost/json/object.hpp>
#include <boost/json/value.hpp>
#include <cmath>
#include <optional>
#include <string_view>

#include "api/routes.h"
#include "modules/analytics/analytics_service.h"

namespace aplauso::analytics::route_parts {

template <class T>
boost::json::value opt(const std::optional<T>& v) {
  return v ? boost::json::value(*v) : boost::json::value(nullptr);
}

inline double four_places(double v) {
  return std::round(v * 10'000) / 10'000;
}

inline boost::json::value interval_json(const std::optional<Interval>& i) {
  if (!i) return nullptr;
  return boost::json::object{{"low", four_places(i->low)}, {"high", four_places(i->high)}};
}

/// from/to of the query as given (the services check them); empty when absent.
struct PeriodParams {
  std::string_view from, to;
};
inline PeriodParams period_of(const http::Request& req) {
  const auto from = req.query_param("from");
  const auto to = req.query_param("to");
  return {from ? *from : std::string_view{}, to ? *to : std::string_view{}};
}

/// The flags of the request's organisation (valid while the request is).
inline ModuleOn modules_of(const RequestContext& ctx) {
  const auto& tenant = ctx.org();
  return [&tenant](std::string_view flag) { return tenant.module_on(flag); };
}

}  // namespace aplauso::analytics::route_parts
