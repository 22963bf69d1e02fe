// HTTP routes of custom analytics (ANA-4; leaders and admins, flag `analytics`):
// /custom_analytics and its views' data, preview, options and digest subscriptions
// (analytics_views.h). They parse, call the service and serialise.
#include <boost/json/array.hpp>
#include <boost/json/value.hpp>

#include "api/envelope.h"
#include "api/json_input.h"
#include "api/routes.h"
#include "modules/analytics/analytics_route_parts.h"
#include "modules/analytics/analytics_routes.h"
#include "modules/analytics/analytics_views.h"

namespace aplauso::analytics {

namespace json = boost::json;
using http::Method;

namespace {
constexpr std::string_view kViewsModule = "analytics";

using route_parts::four_places;
using route_parts::interval_json;
using route_parts::modules_of;
using route_parts::period_of;

json::object filters_json(const ViewFilters& filters) {
  json::object out;
  for (const auto& [dimension, keys] : filters) {
    json::array list;
    for (const auto& k : keys) list.emplace_back(k);
    out[dimension] = std::move(list);
  }
  return out;
}

json::object view_json(const View& v) {
  json::array shared;
  for (const auto& r : v.shared_with) shared.emplace_back(r);
  json::value subscription = nullptr;
  if (v.subscription) {
    subscription = json::object{{"frequency", v.subscription->frequency},
                                {"only_significant", v.subscription->only_significant},
                                {"next_on", v.subscription->next_on}};
  }
  return {{"id", v.id},
          {"name", v.name},
          {"metric", v.metric},
          {"dimension", v.dimension},
          {"filters", filters_json(v.filters)},
          {"period", v.period},
          {"chart", v.chart},
          {"shared_with", std::move(shared)},
          {"owner", json::object{{"id", v.owner_id}, {"name", v.owner_name}}},
          {"can_edit", v.can_edit},
          {"subscription", std::move(subscription)},
          {"created_at", v.created_at},
          {"updated_at", v.updated_at}};
}

json::object group_json(const ViewGroup& g) {
  return {{"key", g.key},
          {"name", route_parts::opt(g.name)},
          {"members", g.members},
          {"value", four_places(g.value)},
          {"previous", four_places(g.previous)},
          {"interval", interval_json(g.interval)},
          {"significant", route_parts::opt(g.significant)}};
}

json::object result_json(const ViewResult& r) {
  json::array groups;
  for (const auto& g : r.groups) groups.push_back(group_json(g));
  return {{"from", r.from},
          {"to", r.to},
          {"previous_from", r.previous_from},
          {"previous_to", r.previous_to},
          {"metric", r.metric},
          {"unit", r.unit},
          {"dimension", r.dimension},
          {"scope", r.scope},
          {"k", r.k},
          {"total", group_json(r.total)},
          {"groups", std::move(groups)},
          {"hidden_groups", r.hidden_groups},
          {"hidden_members", r.hidden_members}};
}

json::array strings_json(const std::vector<std::string>& items) {
  json::array out;
  for (const auto& s : items) out.emplace_back(s);
  return out;
}

json::object options_json(const ViewOptions& o) {
  json::object values;
  for (const auto& [dimension, list] : o.values) {
    json::array items;
    for (const auto& v : list)
      items.push_back(json::object{{"key", v.key}, {"name", route_parts::opt(v.name)}});
    values[dimension] = std::move(items);
  }
  return {{"metrics", strings_json(o.metrics)},
          {"dimensions", strings_json(o.dimensions)},
          {"values", std::move(values)},
          {"periods", strings_json(o.periods)},
          {"charts", strings_json(o.charts)},
          {"share_roles", strings_json(o.share_roles)},
          {"k", o.k}};
}

/// The filters object: dimension -> array of strings; 400 naming the field otherwise.
ViewFilters body_filters(const json::object& body) {
  ViewFilters out;
  const auto* f = body.if_contains("filters");
  if (!f || f->is_null()) return out;
  if (!f->is_object()) {
    throw invalid_input("filters",
                        "Los filtros son un objeto: atributo y valores que se conservan.");
  }
  for (const auto& [dimension, keys] : f->as_object()) {
    out[std::string(dimension)] = opt_string_list(f->as_object(), dimension, kMaxFilterValues + 1);
  }
  return out;
}

ViewInput input_of(const json::object& body) {
  ViewInput in;
  in.name = opt_string(body, "name");
  in.metric = opt_string(body, "metric");
  in.dimension = opt_string(body, "dimension");
  in.period = opt_string(body, "period");
  in.chart = opt_string(body, "chart");
  if (body.contains("filters")) in.filters = body_filters(body);
  if (body.contains("shared_with")) in.shared_with = opt_string_list(body, "shared_with", 4);
  return in;
}

Viewer viewer_of(const RequestContext& ctx) {
  return {ctx.who().user_id, ctx.who().role};
}

}  // namespace

void register_view_routes(RouteTable& table, const ViewService& views) {
  table.add(Method::kGet, "/custom_analytics", leader(kViewsModule).with_read_only(),
            [&views](const http::Request&, RequestContext& ctx) {
              json::array items;
              for (const auto& v : views.list(ctx.org_id(), viewer_of(ctx))) {
                items.push_back(view_json(v));
              }
              return ok(std::move(items));
            });
  table.add(Method::kPost, "/custom_analytics", leader(kViewsModule),
            [&views](const http::Request& req, RequestContext& ctx) {
              return ok(view_json(views.create(ctx.org_id(), viewer_of(ctx),
                                               input_of(parse_object(req)), modules_of(ctx))),
                        201);
            });
  table.add(Method::kGet, "/custom_analytics/options", leader(kViewsModule).with_read_only(),
            [&views](const http::Request&, RequestContext& ctx) {
              return ok(options_json(views.options(ctx.org_id(), viewer_of(ctx), modules_of(ctx))));
            });
  table.add(Method::kPost, "/custom_analytics/preview", leader(kViewsModule),
            [&views](const http::Request& req, RequestContext& ctx) {
              const auto p = period_of(req);
              return ok(result_json(views.preview(ctx.org_id(), ctx.org().timezone, viewer_of(ctx),
                                                  input_of(parse_object(req)), p.from, p.to,
                                                  modules_of(ctx))));
            });
  table.add(
      Method::kGet, "/custom_analytics/{view_id}", leader(kViewsModule).with_read_only(),
      [&views](const http::Request& req, RequestContext& ctx) {
        return ok(view_json(views.get(ctx.org_id(), viewer_of(ctx), path_id(req, "view_id"))));
      });
  table.add(
      Method::kPatch, "/custom_analytics/{view_id}", leader(kViewsModule),
      [&views](const http::Request& req, RequestContext& ctx) {
        return ok(view_json(views.update(ctx.org_id(), viewer_of(ctx), path_id(req, "view_id"),
                                         input_of(parse_object(req)), modules_of(ctx))));
      });
  table.add(Method::kDelete, "/custom_analytics/{view_id}", leader(kViewsModule),
            [&views](const http::Request& req, RequestContext& ctx) {
              views.remove(ctx.org_id(), viewer_of(ctx), path_id(req, "view_id"));
              http::Response res;
              res.status = 204;
              return res;
            });
  table.add(
      Method::kGet, "/custom_analytics/{view_id}/data", leader(kViewsModule).with_read_only(),
      [&views](const http::Request& req, RequestContext& ctx) {
        const auto p = period_of(req);
        return ok(result_json(views.data(ctx.org_id(), ctx.org().timezone, viewer_of(ctx),
                                         path_id(req, "view_id"), p.from, p.to, modules_of(ctx))));
      });
  table.add(Method::kPut, "/custom_analytics/{view_id}/subscription", leader(kViewsModule),
            [&views](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              const auto frequency = opt_string(body, "frequency");
              return ok(view_json(
                  views.subscribe(ctx.org_id(), ctx.org().timezone, viewer_of(ctx),
                                  path_id(req, "view_id"), frequency ? *frequency : std::string{},
                                  opt_bool(body, "only_significant").value_or(false))));
            });
}

}  // namespace aplauso::analytics
