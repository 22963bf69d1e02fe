// Custom analytics (analytics_views.h): the views' rules and their figures. Opening a view runs a
// fixed number of statements (the members, the pairs of the period and of the one before, and,
// for some metrics or dimensions, the active people and the sites), whatever the organisation's
// size, and groups in memory.
#include "modules/analytics/analytics_views.h"

#include <algorithm>
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <cmath>
#include <set>
#include <unordered_map>
#include <unordered_set>

#include "core/days.h"
#include "core/errors.h"
#include "core/utf8.h"
#include "db/database.h"
#include "modules/analytics/analytics_groups.h"
#include "modules/analytics/analytics_registry.h"
#include "modules/notifications/notification_service.h"
#include "modules/privacy/privacy_service.h"
#include "modules/users/person_erasure.h"
#include "modules/users/person_fields.h"

namespace aplauso::analytics {

namespace json = boost::json;

const std::vector<std::string>& custom_metrics() {
  static const std::vector<std::string> metrics = {
      "participation", "recognitions_received",  "recognitions_sent", "points_given",
      "active_people", "never_recognised_share", "recognition_gini",
  };
  return metrics;
}

namespace {

constexpr std::string_view kDimensions[] = {"department",    "site",      "group", "program",
                                            "value",         "seniority", "age",   "country",
                                            "contract_type", "gender"};
constexpr std::string_view kPeriods[] = {"30d", "90d", "12m"};
constexpr std::string_view kCharts[] = {"bar", "column", "table"};

template <class List>
bool one_of(const List& list, std::string_view v) {
  return std::find(std::begin(list), std::end(list), v) != std::end(list);
}

ApiError invalid(std::string_view field, std::string message) {
  return rule_broken("invalid_view", message, {{std::string(field), message}});
}

std::vector<std::string> dimensions_on(const ModuleOn& module_on) {
  std::vector<std::string> out;
  for (const auto d : kDimensions) {
    if (d == "site" && !module_on("workplace")) continue;
    if (d == "program" && !module_on("programs")) continue;
    if (d == "value" && !module_on("corporate_values")) continue;
    out.emplace_back(d);
  }
  return out;
}

bool metric_on(std::string_view id, const ModuleOn& module_on) {
  const auto* m = find_metric(id);
  if (!m || !one_of(custom_metrics(), id)) return false;
  return m->flag.empty() || module_on(m->flag);
}

std::string filters_text(const ViewFilters& filters) {
  json::object o;
  for (const auto& [dimension, keys] : filters) {
    json::array list;
    for (const auto& k : keys) list.emplace_back(k);
    o[dimension] = std::move(list);
  }
  return json::serialize(o);
}

ViewFilters filters_of(const std::string& text) {
  ViewFilters out;
  boost::system::error_code ec;
  const auto v = json::parse(text, ec);
  if (ec || !v.is_object()) return out;
  for (const auto& [dimension, keys] : v.as_object()) {
    if (!keys.is_array()) continue;
    auto& list = out[std::string(dimension)];
    for (const auto& k : keys.as_array()) {
      if (k.is_string()) list.emplace_back(k.as_string());
    }
  }
  return out;
}

std::int64_t period_days(std::string_view period) {
  if (period == "90d") return 90;
  if (period == "12m") return 365;
  return 30;
}

/// The next digest's day after `day`: a week, or a month, later.
std::string next_digest(const std::string& day, std::string_view frequency) {
  return frequency == "monthly" ? add_months(day, 1) : add_days(day, 7);
}

View view_of(const ViewRow& r, const Viewer& who) {
  View v;
  v.id = r.id;
  v.name = r.name;
  v.metric = r.metric;
  v.dimension = r.dimension;
  v.filters = filters_of(r.filters);
  v.period = r.period;
  v.chart = r.chart;
  if (r.shared_leaders) v.shared_with.emplace_back("leader");
  if (r.shared_admins) v.shared_with.emplace_back("admin");
  v.owner_id = r.owner_id;
  v.owner_name = r.owner_name;
  v.can_edit = who.role == Role::kAdmin || r.owner_id == who.user_id;
  if (r.frequency && r.next_on) {
    v.subscription = ViewSubscription{*r.frequency, r.only_significant, *r.next_on};
  }
  v.created_at = r.created_at;
  v.updated_at = r.updated_at;
  return v;
}

/// Whether the viewer may open the view: admins any of their organisation's; a leader their own
/// and those shared with leaders.
bool may_open(const ViewRow& r, const Viewer& who) {
  return who.role == Role::kAdmin || r.owner_id == who.user_id || r.shared_leaders;
}

/// What the people of a group did in one period.
struct PeriodCounts {
  std::unordered_map<std::int64_t, std::int64_t> received, sent, points;
  std::unordered_map<std::int64_t, std::int64_t> posts;  ///< recognitions sent, one per post
  std::unordered_set<std::int64_t> active;
};

PeriodCounts counts_of(const std::vector<PairTotal>& pairs, std::vector<std::int64_t> active) {
  PeriodCounts out;
  for (const auto& p : pairs) {
    out.received[p.receiver] += p.recognitions;
    out.sent[p.sender] += p.recognitions;
    out.points[p.sender] += p.points;
    if (p.posts != 0) out.posts[p.sender] += p.posts;
  }
  out.active.insert(active.begin(), active.end());
  return out;
}

/// The same from a team's own totals (a leader's view reads only their people's rows).
PeriodCounts counts_of(const std::map<std::int64_t, std::int64_t>& received,
                       const std::vector<GivenTotal>& given, std::vector<std::int64_t> active) {
  PeriodCounts out;
  out.received.insert(received.begin(), received.end());
  for (const auto& g : given) {
    out.sent[g.sender] = g.recognitions;
    out.points[g.sender] = g.points;
    out.posts[g.sender] = g.posts;
  }
  out.active.insert(active.begin(), active.end());
  return out;
}

/// What people are grouped by besides their own attributes: sites, organisation groups and
/// programs (a person may be in several groups and programs, or in none).
struct Belonging {
  std::map<std::int64_t, NamedSite> sites;
  std::multimap<std::int64_t, NamedSite> groups, programs;
};

/// The groups of `m` by `dimension`: one for an attribute, any number for groups and programs
/// ("none" when in none).
std::vector<GroupKey> keys_of(const MemberAttributes& m, std::string_view dimension,
                              const Belonging& b, const std::string& today) {
  if (dimension != "group" && dimension != "program") {
    return {group_of(m, dimension, b.sites, today)};
  }
  const auto& of = dimension == "group" ? b.groups : b.programs;
  std::vector<GroupKey> out;
  const auto [first, last] = of.equal_range(m.id);
  for (auto it = first; it != last; ++it) {
    out.push_back({std::to_string(it->second.id), it->second.name});
  }
  if (out.empty()) out.push_back({"none", std::nullopt});
  return out;
}

std::int64_t get(const std::unordered_map<std::int64_t, std::int64_t>& m, std::int64_t id) {
  const auto it = m.find(id);
  return it == m.end() ? 0 : it->second;
}

/// The metric's value over `people` in one period, and the numerator of a rate (for its
/// interval and test).
struct Measure {
  double value = 0;
  std::int64_t part = 0;  ///< rates: the people counted; counts: the count
};

Measure figure_of(std::string_view metric, const std::vector<std::int64_t>& people,
                  const PeriodCounts& p) {
  Measure f;
  const auto n = static_cast<std::int64_t>(people.size());
  const auto share = [n](std::int64_t part) {
    return n == 0 ? 0.0 : static_cast<double>(part) / static_cast<double>(n);
  };
  if (metric == "recognitions_received" || metric == "recognitions_sent" ||
      metric == "points_given") {
    const auto& m = metric == "recognitions_received" ? p.received
                    : metric == "recognitions_sent"   ? p.posts
                                                      : p.points;
    for (const auto id : people) f.part += get(m, id);
    f.value = static_cast<double>(f.part);
  } else if (metric == "participation") {
    for (const auto id : people) {
      if (get(p.received, id) > 0 || get(p.sent, id) > 0) ++f.part;
    }
    f.value = share(f.part);
  } else if (metric == "active_people") {
    for (const auto id : people) {
      if (p.active.count(id) != 0) ++f.part;
    }
    f.value = static_cast<double>(f.part);
  } else if (metric == "never_recognised_share") {
    for (const auto id : people) {
      if (get(p.received, id) == 0) ++f.part;
    }
    f.value = share(f.part);
  } else {  // recognition_gini
    std::vector<std::int64_t> values;
    values.reserve(people.size());
    for (const auto id : people) values.push_back(get(p.received, id));
    f.value = gini(std::move(values));
  }
  return f;
}

/// How a metric's change is tested in a view: rates and people as proportions of the group,
/// counts as counts, points and the Gini coefficient not at all.
std::string_view test_of(std::string_view metric) {
  if (metric == "participation" || metric == "active_people" ||
      metric == "never_recognised_share") {
    return "proportions";
  }
  if (metric == "recognitions_received" || metric == "recognitions_sent") return "counts";
  return "none";
}

ViewGroup row_of(std::string_view metric, std::string key, std::optional<std::string> name,
                 const std::vector<std::int64_t>& people, const PeriodCounts& now,
                 const PeriodCounts& before) {
  ViewGroup g;
  g.key = std::move(key);
  g.name = std::move(name);
  g.members = static_cast<std::int64_t>(people.size());
  const auto a = figure_of(metric, people, now);
  const auto b = figure_of(metric, people, before);
  g.value = a.value;
  g.previous = b.value;
  const auto test = test_of(metric);
  if (test == "proportions" && g.members > 0) {
    if (metric != "active_people") g.interval = privacy::wilson(a.part, g.members);
    g.significant = privacy::significant_change(b.part, g.members, a.part, g.members);
  } else if (test == "counts") {
    g.significant = counts_differ(a.part, b.part);
  }
  return g;
}

}  // namespace

ViewService::Definition ViewService::checked(OrgId org, const ViewInput& in,
                                             const std::optional<View>& saved,
                                             const ModuleOn& module_on) const {
  Definition d;
  d.metric = in.metric ? *in.metric : saved ? saved->metric : "";
  d.dimension = in.dimension ? *in.dimension : saved ? saved->dimension : "";
  d.period = in.period ? *in.period : saved ? saved->period : "";
  d.chart = in.chart ? *in.chart : saved ? saved->chart : "";
  d.filters = in.filters ? *in.filters : saved ? saved->filters : ViewFilters{};
  if (!metric_on(d.metric, module_on)) {
    throw invalid("metric", "Elige una métrica del registro disponible para análisis a medida.");
  }
  const auto dimensions = dimensions_on(module_on);
  if (!one_of(dimensions, d.dimension)) {
    throw invalid("dimension",
                  d.dimension == "site"      ? "El módulo de centros de trabajo no está activo."
                  : d.dimension == "program" ? "El módulo de programas no está activo."
                  : d.dimension == "value"   ? "El módulo de valores no está activo."
                                             : "Agrupa por departamento, centro, grupo, programa, "
                                               "valor, antigüedad, edad, país, tipo de contrato o "
                                               "género.");
  }
  // A value belongs to recognitions, not people: it groups only the recognitions received.
  if (d.dimension == "value" && d.metric != "recognitions_received") {
    throw invalid("dimension", "Por valor solo se agrupan los reconocimientos recibidos.");
  }
  if (!one_of(kPeriods, d.period)) {
    throw invalid("period", "El periodo es de 30 días, 90 días o 12 meses.");
  }
  if (!one_of(kCharts, d.chart)) {
    throw invalid("chart", "El gráfico es de barras, de columnas o una tabla.");
  }
  if (!in.filters) return d;
  // Filters name dimensions that exist and keys that can match someone.
  // The ids a filter may name, per dimension kept by id.
  std::map<std::string, std::set<std::string>> ids;
  const auto filtered = [&](std::string_view dimension) {
    return d.filters.count(std::string(dimension)) != 0;
  };
  if (filtered("department") || filtered("site") || filtered("group") || filtered("program")) {
    db_.run([&](db::Conn& c) {
      if (filtered("department")) {
        for (const auto& [id, name] : repo_.department_names(c, org)) {
          ids["department"].insert(std::to_string(id));
        }
      }
      if (filtered("site")) {
        for (const auto& [person, site] : repo_.sites_of_people(c, org)) {
          ids["site"].insert(std::to_string(site.id));
        }
      }
      if (filtered("group")) {
        for (const auto& g : repo_.group_names(c, org)) ids["group"].insert(std::to_string(g.id));
      }
      if (filtered("program")) {
        for (const auto& p : repo_.program_names(c, org)) {
          ids["program"].insert(std::to_string(p.id));
        }
      }
    });
  }
  for (auto it = d.filters.begin(); it != d.filters.end();) {
    const auto& [dimension, keys] = *it;
    if (!one_of(dimensions, dimension) || dimension == "value") {
      throw invalid("filters", "No se puede filtrar por ese atributo.");
    }
    if (keys.size() > kMaxFilterValues) {
      throw invalid("filters", "Un filtro admite hasta 200 valores.");
    }
    for (const auto& key : keys) {
      bool known = key == "none";
      if (dimension == "department" || dimension == "site" || dimension == "group" ||
          dimension == "program") {
        known = known || ids[dimension].count(key) != 0;
      } else if (dimension == "seniority") {
        known = key == "unknown" || one_of(kSeniorityBands, key);
      } else if (dimension == "age") {
        known = key == "unknown" || one_of(kAgeBands, key);
      } else if (dimension == "contract_type") {
        known = key == "unknown" || users::known_contract_type(key);
      } else if (dimension == "gender") {
        known = key == "unknown" || users::known_gender(key);
      } else {  // country: two capital letters
        known = known || (key.size() == 2 && std::isupper(static_cast<unsigned char>(key[0])) &&
                          std::isupper(static_cast<unsigned char>(key[1])));
      }
      if (!known) throw invalid("filters", "Un valor del filtro no existe: " + key + ".");
    }
    it = keys.empty() ? d.filters.erase(it) : std::next(it);
  }
  return d;
}

namespace {
ViewColumns columns_of(const std::string& name, const std::string& metric,
                       const std::string& dimension, const ViewFilters& filters,
                       const std::string& period, const std::string& chart,
                       const std::vector<std::string>& shared) {
  ViewColumns v;
  v.name = name;
  v.metric = metric;
  v.dimension = dimension;
  v.filters = filters_text(filters);
  v.period = period;
  v.chart = chart;
  v.shared_leaders = one_of(shared, "leader");
  v.shared_admins = one_of(shared, "admin");
  return v;
}

std::string checked_name(const std::optional<std::string>& name) {
  if (!name || name->empty()) throw invalid("name", "Ponle un nombre al análisis.");
  if (utf8_length(*name) > kMaxViewName) {
    throw invalid("name", "El nombre admite hasta 120 caracteres.");
  }
  return *name;
}

std::vector<std::string> checked_sharing(const std::optional<std::vector<std::string>>& shared,
                                         const Viewer& who) {
  std::vector<std::string> out;
  if (!shared) return out;
  for (const auto& role : *shared) {
    if (role != "leader" && role != "admin") {
      throw invalid("shared_with", "Se comparte con líderes o con administradores.");
    }
    if (!one_of(out, role)) out.push_back(role);
  }
  if (!out.empty() && who.role != Role::kAdmin) {
    throw rule_broken("cannot_share", "Solo un administrador comparte análisis.",
                      {{"shared_with", "Solo un administrador comparte análisis."}});
  }
  return out;
}
}  // namespace

View ViewService::read(db::Conn& c, OrgId org, const Viewer& who, std::int64_t id) const {
  const auto row = repo_.view(c, org, id, who.user_id);
  if (!row || !may_open(*row, who)) throw not_found("El análisis no existe.");
  return view_of(*row, who);
}

std::vector<View> ViewService::list(OrgId org, const Viewer& who) const {
  const auto rows = db_.run(
      [&](db::Conn& c) { return repo_.views(c, org, who.user_id, who.role == Role::kAdmin); });
  std::vector<View> out;
  out.reserve(rows.size());
  for (const auto& r : rows) out.push_back(view_of(r, who));
  return out;
}

View ViewService::get(OrgId org, const Viewer& who, std::int64_t id) const {
  return db_.run([&](db::Conn& c) { return read(c, org, who, id); });
}

View ViewService::create(OrgId org, const Viewer& who, const ViewInput& in,
                         const ModuleOn& module_on) const {
  const auto name = checked_name(in.name);
  const auto d = checked(org, in, std::nullopt, module_on);
  const auto shared = checked_sharing(in.shared_with, who);
  return db_.transact([&](db::Conn& c) {
    if (repo_.view_count(c, org) >= kMaxViews) {
      throw rule_broken("too_many_views", "La organización ya tiene 500 análisis guardados.");
    }
    const auto id = repo_.insert_view(
        c, org, who.user_id,
        columns_of(name, d.metric, d.dimension, d.filters, d.period, d.chart, shared),
        clock_.now_ms());
    return read(c, org, who, id);
  });
}

View ViewService::update(OrgId org, const Viewer& who, std::int64_t id, const ViewInput& in,
                         const ModuleOn& module_on) const {
  const auto saved = get(org, who, id);
  if (!saved.can_edit) {
    throw forbidden("forbidden", "Solo quien creó el análisis o un administrador lo cambia.");
  }
  const auto name = in.name ? checked_name(in.name) : saved.name;
  const auto d = checked(org, in, saved, module_on);
  const auto shared = in.shared_with ? checked_sharing(in.shared_with, who) : saved.shared_with;
  return db_.transact([&](db::Conn& c) {
    read(c, org, who, id);  // still there
    repo_.change_view(c, org, id,
                      columns_of(name, d.metric, d.dimension, d.filters, d.period, d.chart, shared),
                      clock_.now_ms());
    return read(c, org, who, id);
  });
}

void ViewService::remove(OrgId org, const Viewer& who, std::int64_t id) const {
  db_.transact([&](db::Conn& c) {
    const auto v = read(c, org, who, id);
    if (!v.can_edit) {
      throw forbidden("forbidden", "Solo quien creó el análisis o un administrador lo borra.");
    }
    repo_.delete_view(c, org, id);
  });
}

View ViewService::subscribe(OrgId org, std::string_view time_zone, const Viewer& who,
                            std::int64_t id, std::string_view frequency,
                            bool only_significant) const {
  if (frequency != "weekly" && frequency != "monthly" && frequency != "none") {
    throw rule_broken("invalid_frequency", "El resumen es semanal, mensual o ninguno.",
                      {{"frequency", "Elige semanal, mensual o ninguno."}});
  }
  const auto tomorrow = add_days(local_day(time_zone, clock_.now_ms()), 1);
  return db_.transact([&](db::Conn& c) {
    read(c, org, who, id);
    if (frequency == "none") {
      repo_.delete_subscription(c, org, id, who.user_id);
    } else {
      repo_.save_subscription(c, org, id, who.user_id, std::string(frequency), only_significant,
                              tomorrow);
    }
    return read(c, org, who, id);
  });
}

ViewResult ViewService::data(OrgId org, std::string_view time_zone, const Viewer& who,
                             std::int64_t id, std::string_view from, std::string_view to,
                             const ModuleOn& module_on) const {
  return db_.run([&](db::Conn& c) {
    const auto v = read(c, org, who, id);
    Definition d{v.metric, v.dimension, v.period, v.chart, v.filters};
    // A view saved while a module was on shows nothing of it once it is off.
    if (!metric_on(d.metric, module_on) || !one_of(dimensions_on(module_on), d.dimension)) {
      throw rule_broken("view_unavailable",
                        "Este análisis usa un módulo que ya no está activo en la organización.");
    }
    return compute(c, org, time_zone, who, d, from, to);
  });
}

ViewResult ViewService::preview(OrgId org, std::string_view time_zone, const Viewer& who,
                                const ViewInput& in, std::string_view from, std::string_view to,
                                const ModuleOn& module_on) const {
  const auto d = checked(org, in, std::nullopt, module_on);
  return db_.run([&](db::Conn& c) { return compute(c, org, time_zone, who, d, from, to); });
}

ViewResult ViewService::compute(db::Conn& c, OrgId org, std::string_view time_zone,
                                const Viewer& who, const Definition& d, std::string_view from,
                                std::string_view to) const {
  const auto today = local_day(time_zone, clock_.now_ms());
  const auto period = from.empty() && to.empty()
                          ? checked_period(add_days(today, -(period_days(d.period) - 1)), today)
                          : checked_period(from, to);
  ViewResult out;
  out.from = period.from;
  out.to = period.to;
  out.previous_from = period.previous_from;
  out.previous_to = period.previous_to;
  out.metric = d.metric;
  out.unit = find_metric(d.metric)->unit;
  out.dimension = d.dimension;
  out.scope = who.role == Role::kAdmin ? "organisation" : "team";
  out.k = privacy_.thresholds(c, org).k;

  auto members = repo_.members_with_attributes(c, org);
  std::optional<std::vector<std::int64_t>> team;  // a leader's people
  if (who.role != Role::kAdmin) {
    team = repo_.team_ids(c, org, who.user_id);
    const std::unordered_set<std::int64_t> mine(team->begin(), team->end());
    std::erase_if(members, [&](const MemberAttributes& m) { return mine.count(m.id) == 0; });
  }
  const auto uses = [&d](std::string_view dimension) {
    return d.dimension == dimension || d.filters.count(std::string(dimension)) != 0;
  };
  Belonging belonging;
  if (uses("site")) belonging.sites = repo_.sites_of_people(c, org);
  if (uses("group")) belonging.groups = repo_.groups_of_people(c, org);
  if (uses("program")) belonging.programs = repo_.programs_of_people(c, org);
  const bool needs_active = d.metric == "active_people";
  const auto counts = [&](const std::string& first, const std::string& last) {
    if (!team) {  // the whole organisation: every pair of the period
      return counts_of(
          repo_.pairs(c, org, first, last),
          needs_active ? repo_.active_people(c, org, first, last) : std::vector<std::int64_t>{});
    }
    // A leader: only the rows of their own people, by the indexes on receiver and sender.
    return counts_of(repo_.team_received(c, org, *team, first, last),
                     repo_.team_given(c, org, *team, first, last),
                     needs_active ? repo_.team_active_people(c, org, *team, first, last)
                                  : std::vector<std::int64_t>{});
  };
  const auto now = counts(period.from, period.to);
  const auto before = counts(period.previous_from, period.previous_to);

  struct Group {
    std::optional<std::string> name;
    std::vector<std::int64_t> people;
  };
  std::map<std::string, Group> groups;
  std::vector<std::int64_t> everyone;
  for (const auto& m : members) {
    // Kept when, for every filtered dimension, one of the person's groups is kept.
    const bool kept = std::all_of(d.filters.begin(), d.filters.end(), [&](const auto& filter) {
      const auto& [dimension, keys] = filter;
      const auto mine = keys_of(m, dimension, belonging, today);
      return std::any_of(mine.begin(), mine.end(),
                         [&keys](const GroupKey& g) { return one_of(keys, g.key); });
    });
    if (!kept) continue;
    everyone.push_back(m.id);
    if (d.dimension == "value") continue;  // grouped by the recognitions' values (by_value)
    for (auto& [key, name] : keys_of(m, d.dimension, belonging, today)) {
      auto& g = groups[key];
      g.name = std::move(name);
      g.people.push_back(m.id);
    }
  }
  out.total = row_of(d.metric, "total", std::nullopt, everyone, now, before);
  if (d.dimension == "value") {
    by_value(c, org, team, period, everyone, out);
    return out;
  }
  std::unordered_set<std::int64_t> hidden;  // people of hidden groups, once each
  for (auto& [key, g] : groups) {
    const auto size = static_cast<std::int64_t>(g.people.size());
    if (size < out.k) {  // a small group shows nothing about its people
      ++out.hidden_groups;
      hidden.insert(g.people.begin(), g.people.end());
      continue;
    }
    out.groups.push_back(row_of(d.metric, key, g.name, g.people, now, before));
  }
  out.hidden_members = static_cast<std::int64_t>(hidden.size());
  std::sort(out.groups.begin(), out.groups.end(), [](const ViewGroup& a, const ViewGroup& b) {
    if (a.value != b.value) return a.value > b.value;
    return a.key < b.key;
  });
  return out;
}

void ViewService::by_value(db::Conn& c, OrgId org,
                           const std::optional<std::vector<std::int64_t>>& team,
                           const Period& period, const std::vector<std::int64_t>& everyone,
                           ViewResult& out) const {
  // One row per value: the recognitions with it that the people in scope received (one with two
  // values counts for both), and how many of them received one. A value received by fewer
  // than k people shows nothing.
  const std::unordered_set<std::int64_t> scope(everyone.begin(), everyone.end());
  struct ByValue {
    std::int64_t now = 0, before = 0;
    std::unordered_set<std::int64_t> receivers;
  };
  std::map<std::int64_t, ByValue> values;
  for (const auto& v : repo_.values_received(c, org, team, period.from, period.to)) {
    if (scope.count(v.user) == 0) continue;
    auto& one = values[v.value];
    one.now += v.recognitions;
    one.receivers.insert(v.user);
  }
  for (const auto& v :
       repo_.values_received(c, org, team, period.previous_from, period.previous_to)) {
    if (scope.count(v.user) != 0) values[v.value].before += v.recognitions;
  }
  std::map<std::int64_t, std::string> names;
  for (const auto& v : repo_.value_list(c, org)) names.emplace(v.id, v.name);
  std::unordered_set<std::int64_t> hidden;
  for (const auto& [id, v] : values) {
    const auto receivers = static_cast<std::int64_t>(v.receivers.size());
    if (receivers < out.k) {
      ++out.hidden_groups;
      hidden.insert(v.receivers.begin(), v.receivers.end());
      continue;
    }
    ViewGroup g;
    g.key = std::to_string(id);
    const auto name = names.find(id);
    if (name != names.end()) g.name = name->second;
    g.members = receivers;
    g.value = static_cast<double>(v.now);
    g.previous = static_cast<double>(v.before);
    g.significant = counts_differ(v.now, v.before);
    out.groups.push_back(std::move(g));
  }
  out.hidden_members = static_cast<std::int64_t>(hidden.size());
  std::sort(out.groups.begin(), out.groups.end(), [](const ViewGroup& a, const ViewGroup& b) {
    if (a.value != b.value) return a.value > b.value;
    return a.key < b.key;
  });
}

ViewOptions ViewService::options(OrgId org, const Viewer& who, const ModuleOn& module_on) const {
  ViewOptions o;
  for (const auto& m : custom_metrics()) {
    if (metric_on(m, module_on)) o.metrics.push_back(m);
  }
  o.dimensions = dimensions_on(module_on);
  for (const auto p : kPeriods) o.periods.emplace_back(p);
  for (const auto c : kCharts) o.charts.emplace_back(c);
  if (who.role == Role::kAdmin) o.share_roles = {"leader", "admin"};
  db_.run([&](db::Conn& c) {
    o.k = privacy_.thresholds(c, org).k;
    auto& departments = o.values["department"];
    for (const auto& [id, name] : repo_.department_names(c, org)) {
      departments.push_back({std::to_string(id), name});
    }
    departments.push_back({"none", std::nullopt});
    if (module_on("workplace")) {
      std::map<std::int64_t, std::string> named;
      for (const auto& [person, site] : repo_.sites_of_people(c, org)) named[site.id] = site.name;
      auto& sites = o.values["site"];
      for (const auto& [id, name] : named) sites.push_back({std::to_string(id), name});
      sites.push_back({"none", std::nullopt});
    }
    const auto named = [&o](const std::string& dimension, const std::vector<NamedSite>& list) {
      auto& values = o.values[dimension];
      for (const auto& item : list) values.push_back({std::to_string(item.id), item.name});
      values.push_back({"none", std::nullopt});
    };
    named("group", repo_.group_names(c, org));
    if (module_on("programs")) named("program", repo_.program_names(c, org));
    auto& country = o.values["country"];
    for (const auto& code : repo_.member_countries(c, org)) {
      if (code.size() == 2) country.push_back({code, code});
    }
    country.push_back({"none", std::nullopt});
  });
  auto& seniority = o.values["seniority"];
  for (const auto b : kSeniorityBands) seniority.push_back({std::string(b), std::nullopt});
  seniority.push_back({"unknown", std::nullopt});
  auto& age = o.values["age"];
  for (const auto b : kAgeBands) age.push_back({std::string(b), std::nullopt});
  age.push_back({"unknown", std::nullopt});
  auto& contract = o.values["contract_type"];
  for (const auto t : users::kContractTypes) contract.push_back({std::string(t), std::nullopt});
  contract.push_back({"unknown", std::nullopt});
  auto& gender = o.values["gender"];
  for (const auto g : users::kGenders) gender.push_back({std::string(g), std::nullopt});
  gender.push_back({"unknown", std::nullopt});
  return o;
}

namespace {
std::string percent_text(double share) {
  return std::to_string(static_cast<long long>(std::llround(share * 100))) + " %";
}
std::string value_text(const ViewResult& r, double v) {
  if (r.unit == "percent") return percent_text(v);
  if (r.unit == "score") {
    const auto hundredths = std::llround(v * 100);
    return std::to_string(hundredths / 100) + "." + (hundredths % 100 < 10 ? "0" : "") +
           std::to_string(hundredths % 100);
  }
  return std::to_string(static_cast<long long>(std::llround(v)));
}
}  // namespace

int ViewService::send_digests() const {
  // Any organisation's today is at most UTC's tomorrow: the job reads what may be due and checks
  // each against its own organisation's day.
  const auto latest = add_days(local_day("UTC", clock_.now_ms()), 1);
  const auto due = db_.run([&](db::Conn& c) { return repo_.due_digests(c, latest); });
  int sent = 0;
  for (const auto& d : due) {
    const auto today = local_day(d.timezone, clock_.now_ms());
    if (d.next_on > today) continue;
    const auto role = parse_role(d.role).value_or(Role::kEmployee);
    const Viewer who{d.user_id, role};
    // Read and compute first, outside the transaction that claims the digest: on SQLite a
    // transaction holds the write lock. nullopt: the person may no longer open the view (no
    // longer a leader, the view unshared or gone), and loses the subscription.
    const auto computed = db_.run([&](db::Conn& c) -> std::optional<std::pair<View, ViewResult>> {
      const auto row = repo_.view(c, d.org_id, d.view_id, d.user_id);
      if (!row || role == Role::kEmployee || !may_open(*row, who)) return std::nullopt;
      auto v = view_of(*row, who);
      auto r = compute(c, d.org_id, d.timezone, who,
                       Definition{v.metric, v.dimension, v.period, v.chart, v.filters}, {}, {});
      return std::pair{std::move(v), std::move(r)};
    });
    db_.transact([&](db::Conn& c) {
      if (!repo_.move_digest(c, d, next_digest(today, d.frequency))) return;  // another node
      if (!computed) {
        repo_.delete_subscription(c, d.org_id, d.view_id, d.user_id);
        return;
      }
      const auto& [v, r] = *computed;
      std::int64_t changed = 0;
      for (const auto& g : r.groups) changed += g.significant.value_or(false) ? 1 : 0;
      const bool any = changed > 0 || r.total.significant.value_or(false);
      if (d.only_significant && !any) return;
      const auto* metric = find_metric(v.metric);
      const auto now_text = value_text(r, r.total.value);
      const auto before_text = value_text(r, r.total.previous);
      const auto changed_es =
          changed == 1 ? std::string("1 grupo") : std::to_string(changed) + " grupos";
      const auto changed_en =
          changed == 1 ? std::string("1 group") : std::to_string(changed) + " groups";
      const auto summary = metric->name_es + " " + now_text + " (antes " + before_text + "); " +
                           (any ? "cambio significativo en " + changed_es
                                : std::string("sin cambios significativos"));
      const auto summary_en =
          metric->name_en + " " + now_text + " (before " + before_text + "); " +
          (any ? "a significant change in " + changed_en : std::string("no significant change"));
      json::object payload;
      payload["view_id"] = v.id;
      payload["name"] = v.name;
      payload["metric"] = v.metric;
      payload["unit"] = r.unit;
      payload["value"] = r.total.value;
      payload["previous"] = r.total.previous;
      payload["changed_groups"] = changed;
      payload["summary"] = summary;
      payload["summary_en"] = summary_en;
      payload["significant"] =
          r.total.significant ? json::value(*r.total.significant) : json::value(nullptr);
      notices_.notify(c, d.org_id, "analytics_digest", {d.user_id}, payload);
      ++sent;
    });
  }
  return sent;
}

void ViewService::forget_person(db::Conn& c, OrgId org, const users::ErasedPerson& person) const {
  repo_.forget_views_of(c, org, person.id);
}

}  // namespace aplauso::analytics
