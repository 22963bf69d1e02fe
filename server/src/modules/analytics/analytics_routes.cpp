// HTTP routes of the analytics module (admins, flag `analytics`): GET /analytics/metrics (the
// registry, ANA-★1) and GET /chart/summary/v3 (the standard dashboard, ANA-1).
#include "modules/analytics/analytics_routes.h"

#include <boost/json/array.hpp>
#include <boost/json/value.hpp>

#include "api/envelope.h"
#include "api/routes.h"
#include "modules/analytics/analytics_registry.h"
#include "modules/analytics/analytics_service.h"

namespace aplauso::analytics {

namespace json = boost::json;
using http::Method;

namespace {
constexpr std::string_view kModule = "analytics";

template <class T>
json::value opt(const std::optional<T>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}

json::object figure_json(const Figure& f) {
  return {{"value", opt(f.value)}, {"status", f.status}, {"respondents", opt(f.respondents)}};
}

json::object metric_json(const Metric& m) {
  json::array sources;
  for (const auto& s : m.sources) sources.emplace_back(s);
  return {{"id", m.id},
          {"name", m.name_es},
          {"name_en", m.name_en},
          {"definition", m.definition_es},
          {"definition_en", m.definition_en},
          {"sources", std::move(sources)},
          {"privacy", m.privacy},
          {"owner", m.owner},
          {"unit", m.unit}};
}

json::array items_json(const std::vector<ItemRow>& rows) {
  json::array out;
  for (const auto& r : rows) {
    out.push_back(
        json::object{{"id", r.id}, {"name", r.name}, {"count", r.count}, {"previous", r.previous}});
  }
  return out;
}

json::object summary_json(const Summary& s) {
  json::array kpis;
  for (const auto& k : s.kpis) {
    kpis.push_back(json::object{{"metric", k.metric},
                                {"current", figure_json(k.current)},
                                {"previous", figure_json(k.previous)}});
  }
  json::array series;
  for (const auto& one : s.series) {
    json::array points;
    for (const auto& p : one.points) {
      points.push_back(json::object{{"start", p.start}, {"end", p.end}, {"value", p.value}});
    }
    series.push_back(json::object{{"metric", one.metric}, {"points", std::move(points)}});
  }
  json::array departments;
  for (const auto& d : s.departments) {
    departments.push_back(json::object{{"department_id", opt(d.department_id)},
                                       {"name", opt(d.name)},
                                       {"members", d.members},
                                       {"participants", d.participants},
                                       {"previous_participants", d.previous_participants}});
  }
  return {{"from", s.from},
          {"to", s.to},
          {"previous_from", s.previous_from},
          {"previous_to", s.previous_to},
          {"granularity", s.granularity},
          {"kpis", std::move(kpis)},
          {"series", std::move(series)},
          {"departments", std::move(departments)},
          {"values", items_json(s.values)},
          {"badges", items_json(s.badges)}};
}
}  // namespace

void register_routes(RouteTable& table, const AnalyticsService& service) {
  table.add(Method::kGet, "/analytics/metrics", admin(kModule).with_read_only(),
            [](const http::Request&, RequestContext&) {
              json::array items;
              for (const auto& m : registry()) items.push_back(metric_json(m));
              return ok(std::move(items));
            });
  table.add(Method::kGet, "/chart/summary/v3", admin(kModule).with_read_only(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto from = req.query_param("from");
              const auto to = req.query_param("to");
              const auto& tenant = ctx.org();
              const auto s = service.summary(
                  ctx.org_id(), tenant.timezone, from ? *from : std::string_view{},
                  to ? *to : std::string_view{},
                  [&tenant](std::string_view flag) { return tenant.module_on(flag); });
              return ok(summary_json(s));
            });
}

}  // namespace aplauso::analytics
