// HTTP routes of the analytics module (admins, flag `analytics`): GET /analytics/metrics (the
// registry, ANA-★1) and GET /chart/summary/v3 (the standard dashboard, ANA-1).
#include "modules/analytics/analytics_routes.h"

#include <boost/json/array.hpp>
#include <boost/json/value.hpp>
#include "api/envelope.h"
#include "api/routes.h"
#include "modules/analytics/analytics_cliques.h"
#include "modules/analytics/analytics_registry.h"
#include "modules/analytics/analytics_route_parts.h"
#include "modules/analytics/analytics_service.h"

namespace aplauso::analytics {

namespace json = boost::json;
using http::Method;

namespace {
constexpr std::string_view kModule = "analytics";

using route_parts::interval_json;
using route_parts::modules_of;
using route_parts::opt;
using route_parts::period_of;

json::object figure_json(const Figure& f) {
  return {{"value", opt(f.value)},
          {"status", f.status},
          {"respondents", opt(f.respondents)},
          {"interval", interval_json(f.interval)}};
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
          {"unit", m.unit},
          {"change_test", change_test(m)}};
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
                                {"previous", figure_json(k.previous)},
                                {"significant", opt(k.significant)}});
  }
  json::array series;
  for (const auto& one : s.series) {
    json::array points;
    for (const auto& p : one.points) {
      points.push_back(json::object{
          {"start", p.start}, {"end", p.end}, {"value", p.value}, {"outside", opt(p.outside)}});
    }
    json::value band = nullptr;
    if (one.band) {
      band =
          json::object{{"mean", one.band->mean}, {"low", one.band->low}, {"high", one.band->high}};
    }
    series.push_back(json::object{
        {"metric", one.metric}, {"points", std::move(points)}, {"band", std::move(band)}});
  }
  json::array departments;
  for (const auto& d : s.departments) {
    departments.push_back(json::object{{"department_id", opt(d.department_id)},
                                       {"name", opt(d.name)},
                                       {"members", d.members},
                                       {"participants", d.participants},
                                       {"previous_participants", d.previous_participants},
                                       {"interval", interval_json(d.interval)},
                                       {"significant", opt(d.significant)}});
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
json::object equity_json(const Equity& e) {
  json::array dimensions, lorenz, buckets, groups;
  for (const auto& d : e.dimensions) dimensions.emplace_back(d);
  for (const auto& [people, share] : e.lorenz) {
    lorenz.push_back(json::object{{"people_share", people}, {"recognition_share", share}});
  }
  for (const auto& b : e.buckets) {
    buckets.push_back(json::object{{"min", b.min}, {"max", opt(b.max)}, {"people", b.people}});
  }
  for (const auto& g : e.groups) {
    groups.push_back(json::object{{"key", g.key},
                                  {"name", opt(g.name)},
                                  {"members", g.members},
                                  {"recognised", g.recognised},
                                  {"received", g.received},
                                  {"per_person", g.per_person},
                                  {"never_share", g.never_share},
                                  {"gini", g.gini}});
  }
  return {{"from", e.from},
          {"to", e.to},
          {"by", e.by},
          {"dimensions", std::move(dimensions)},
          {"k", e.k},
          {"members", e.members},
          {"recognised", e.recognised},
          {"received", e.received},
          {"never_share", e.never_share},
          {"gini", e.gini},
          {"lorenz", std::move(lorenz)},
          {"buckets", std::move(buckets)},
          {"groups", std::move(groups)},
          {"hidden", json::object{{"groups", e.hidden_groups}, {"members", e.hidden_members}}}};
}

json::object network_json(const Network& n) {
  json::array departments, links;
  for (const auto& d : n.departments) {
    departments.push_back(json::object{{"department_id", opt(d.department_id)},
                                       {"name", opt(d.name)},
                                       {"sent", d.sent},
                                       {"received", d.received},
                                       {"inside", d.inside}});
  }
  for (const auto& l : n.links) {
    links.push_back(json::object{{"from_department_id", opt(l.from_department_id)},
                                 {"to_department_id", opt(l.to_department_id)},
                                 {"count", l.count}});
  }
  const auto person_json = [](const NetworkPerson& p) {
    return json::object{{"id", p.id},
                        {"name", p.name},
                        {"photo_url", opt(p.photo_url)},
                        {"department_id", opt(p.department_id)}};
  };
  json::array bridges, people, person_links;
  for (const auto& p : n.bridges) {
    auto o = person_json(p);
    o["departments_reached"] = p.departments_reached;
    o["cross_sent"] = p.cross_sent;
    o["cross_received"] = p.cross_received;
    o["partners"] = p.partners;
    bridges.push_back(std::move(o));
  }
  for (const auto& p : n.people) people.push_back(person_json(p));
  for (const auto& l : n.person_links) {
    person_links.push_back(
        json::object{{"from_id", l.from_id}, {"to_id", l.to_id}, {"count", l.count}});
  }
  return {{"from", n.from},
          {"to", n.to},
          {"previous_from", n.previous_from},
          {"previous_to", n.previous_to},
          {"total", n.total},
          {"cross", n.cross},
          {"cross_share", opt(n.cross_share)},
          {"previous_cross_share", opt(n.previous_cross_share)},
          {"departments", std::move(departments)},
          {"links", std::move(links)},
          {"bridges", std::move(bridges)},
          {"people", std::move(people)},
          {"person_links", std::move(person_links)}};
}

json::object pair_person_json(const PairPerson& p) {
  return {{"id", p.id}, {"name", p.name}, {"photo_url", opt(p.photo_url)}, {"sent", p.sent}};
}

json::object reciprocity_json(const Reciprocity& r) {
  json::array pairs;
  for (const auto& p : r.pairs) {
    pairs.push_back(json::object{{"a", pair_person_json(p.a)},
                                 {"b", pair_person_json(p.b)},
                                 {"a_to_b", p.a_to_b},
                                 {"b_to_a", p.b_to_a},
                                 {"a_share", p.a_share},
                                 {"b_share", p.b_share},
                                 {"points", p.points}});
  }
  json::array cliques;
  for (const auto& c : r.cliques) {
    json::array members;
    for (const auto& m : c.members) {
      members.push_back(json::object{{"id", m.id},
                                     {"name", m.name},
                                     {"photo_url", opt(m.photo_url)},
                                     {"sent", m.sent},
                                     {"within", m.within},
                                     {"share", m.share}});
    }
    cliques.push_back(json::object{
        {"members", std::move(members)}, {"recognitions", c.recognitions}, {"points", c.points}});
  }
  return {{"from", r.from},
          {"to", r.to},
          {"senders", r.senders},
          {"reciprocity", opt(r.reciprocity)},
          {"rule", json::object{{"min_each", kPairMinEach}, {"min_share", kPairMinShare}}},
          {"clique_rule", json::object{{"min_size", kCliqueMinSize},
                                       {"max_size", kCliqueMaxSize},
                                       {"min_each", kCliqueMinEach},
                                       {"min_share", kCliqueMinShare}}},
          {"pairs", std::move(pairs)},
          {"cliques", std::move(cliques)}};
}

json::object team_json(const Team& t) {
  json::array people;
  for (const auto& p : t.people) {
    people.push_back(json::object{{"id", p.id},
                                  {"name", p.name},
                                  {"photo_url", opt(p.photo_url)},
                                  {"job_position", opt(p.job_position)},
                                  {"direct", p.direct},
                                  {"sent", p.sent},
                                  {"received", p.received},
                                  {"last_received_on", opt(p.last_received_on)},
                                  {"days_since_received", opt(p.days_since_received)}});
  }
  json::value goals = nullptr;
  if (t.goals) {
    goals = json::object{{"active", t.goals->active},
                         {"overdue", t.goals->overdue},
                         {"average_progress", opt(t.goals->average_progress)}};
  }
  return {{"from", t.from},
          {"to", t.to},
          {"members", t.members},
          {"participants", t.participants},
          {"previous_participants", t.previous_participants},
          {"people", std::move(people)},
          {"goals", std::move(goals)},
          {"pending_approvals", t.pending_approvals}};
}
}  // namespace

void register_routes(RouteTable& table, const AnalyticsService& service) {
  table.add(Method::kGet, "/analytics/metrics", leader(kModule).with_read_only(),
            [](const http::Request&, RequestContext&) {
              json::array items;
              for (const auto& m : registry()) items.push_back(metric_json(m));
              return ok(std::move(items));
            });
  table.add(Method::kGet, "/chart/summary/v3", admin(kModule).with_read_only(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto p = period_of(req);
              return ok(summary_json(service.summary(ctx.org_id(), ctx.org().timezone, p.from, p.to,
                                                     modules_of(ctx))));
            });
  table.add(Method::kGet, "/analytics/equity", admin(kModule).with_read_only(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto p = period_of(req);
              const auto by = req.query_param("by");
              return ok(equity_json(service.equity(ctx.org_id(), ctx.org().timezone, p.from, p.to,
                                                   by ? *by : std::string_view{"department"},
                                                   modules_of(ctx))));
            });
  table.add(
      Method::kGet, "/analytics/network", admin(kModule).with_read_only(),
      [&service](const http::Request& req, RequestContext& ctx) {
        const auto p = period_of(req);
        return ok(network_json(service.network(ctx.org_id(), ctx.org().timezone, p.from, p.to)));
      });
  table.add(Method::kGet, "/analytics/reciprocity", admin(kModule).with_read_only(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto p = period_of(req);
              return ok(reciprocity_json(
                  service.reciprocity(ctx.org_id(), ctx.org().timezone, p.from, p.to)));
            });
  table.add(Method::kGet, "/analytics/team", leader(kModule).with_read_only(),
            [&service](const http::Request& req, RequestContext& ctx) {
              const auto p = period_of(req);
              return ok(team_json(service.team(ctx.org_id(), ctx.org().timezone, ctx.who().user_id,
                                               ctx.who().role, p.from, p.to, modules_of(ctx))));
            });
}

}  // namespace aplauso::analytics
