// The analytics reports read from analytics_pairs (issue 34 phase 2; docs/analytics.md, ADR
// 0084): the recognition equity report (ANA-★3), the network between departments (ANA-3), the
// reciprocity view (anti-gaming) and the leader's dashboard (ANA-2). Each runs a fixed number of
// statements whatever the organisation's size, and aggregates in memory.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <map>
#include <set>
#include <unordered_map>

#include "core/days.h"
#include "core/errors.h"
#include "db/database.h"
#include "modules/analytics/analytics_cliques.h"
#include "modules/analytics/analytics_groups.h"
#include "modules/analytics/analytics_service.h"
#include "modules/privacy/privacy_service.h"

namespace aplauso::analytics {

namespace {

double round_to(double v, int places) {
  const double f = std::pow(10.0, places);
  return std::round(v * f) / f;
}

std::optional<double> share_of(std::int64_t part, std::int64_t whole) {
  if (whole <= 0) return std::nullopt;
  return round_to(static_cast<double>(part) / static_cast<double>(whole), 4);
}

std::int64_t days_from_epoch(std::string_view day) {
  const auto ymd = parse_day(day);
  if (!ymd) return 0;
  return std::chrono::sys_days{*ymd}.time_since_epoch().count();
}

/// Whole years from `since` (YYYY-MM-DD) to `today`; nullopt when `since` is not a date or is
/// after today.
std::optional<std::int64_t> years_since(const std::optional<std::string>& since,
                                        const std::string& today) {
  if (!since) return std::nullopt;
  const auto a = parse_day(*since);
  const auto b = parse_day(today);
  if (!a || !b || *a > *b) return std::nullopt;
  auto years = static_cast<int>(b->year()) - static_cast<int>(a->year());
  if (std::pair{static_cast<unsigned>(b->month()), static_cast<unsigned>(b->day())} <
      std::pair{static_cast<unsigned>(a->month()), static_cast<unsigned>(a->day())}) {
    --years;
  }
  return years;
}

std::string seniority_band(std::optional<std::int64_t> years) {
  if (!years) return "unknown";
  if (*years < 1) return "lt1";
  if (*years < 3) return "1-3";
  if (*years < 5) return "3-5";
  if (*years < 10) return "5-10";
  return "10+";
}

std::string age_band(std::optional<std::int64_t> years) {
  if (!years || *years < 14 || *years > 100) return "unknown";
  if (*years < 25) return "lt25";
  if (*years < 35) return "25-34";
  if (*years < 45) return "35-44";
  if (*years < 55) return "45-54";
  return "55+";
}

/// The Lorenz curve in tenths: the least recognised share of people and their share of the
/// recognitions. With no recognition at all, the line of equality.
std::vector<std::pair<double, double>> lorenz(std::vector<std::int64_t> values) {
  std::sort(values.begin(), values.end());
  double total = 0;
  for (const auto v : values) total += static_cast<double>(v);
  std::vector<std::pair<double, double>> out;
  for (int tenth = 0; tenth <= 10; ++tenth) {
    const double people = tenth / 10.0;
    if (total <= 0 || values.empty()) {
      out.emplace_back(people, people);
      continue;
    }
    const auto upto =
        static_cast<std::size_t>(std::llround(people * static_cast<double>(values.size())));
    double part = 0;
    for (std::size_t i = 0; i < upto && i < values.size(); ++i) {
      part += static_cast<double>(values[i]);
    }
    out.emplace_back(people, round_to(part / total, 4));
  }
  return out;
}

}  // namespace

double gini(std::vector<std::int64_t> values) {
  const auto n = static_cast<double>(values.size());
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  double total = 0, weighted = 0;
  for (std::size_t i = 0; i < values.size(); ++i) {
    total += static_cast<double>(values[i]);
    weighted += static_cast<double>(i + 1) * static_cast<double>(values[i]);
  }
  if (total <= 0) return 0;
  return round_to(std::max(0.0, (2 * weighted) / (n * total) - (n + 1) / n), 4);
}

GroupKey group_of(const MemberAttributes& m, std::string_view by,
                  const std::map<std::int64_t, NamedSite>& sites, const std::string& today) {
  GroupKey g;
  if (by == "department") {
    g.key = m.department_id == 0 ? "none" : std::to_string(m.department_id);
    if (m.department_id != 0) g.name = m.department;
  } else if (by == "site") {
    const auto site = sites.find(m.id);
    g.key = site == sites.end() ? "none" : std::to_string(site->second.id);
    if (site != sites.end()) g.name = site->second.name;
  } else if (by == "seniority") {
    g.key = seniority_band(years_since(m.admission_date, today));
  } else if (by == "age") {
    g.key = age_band(years_since(m.birthday, today));
  } else if (by == "contract_type") {
    g.key = m.contract_type.value_or("unknown");
  } else if (by == "gender") {
    g.key = m.gender.value_or("unknown");
  } else {
    g.key = m.country && !m.country->empty() ? *m.country : "none";
    if (g.key != "none") g.name = g.key;
  }
  return g;
}

Equity AnalyticsService::equity(OrgId org, std::string_view time_zone, std::string_view from,
                                std::string_view to, std::string_view by,
                                const ModuleOn& module_on) const {
  const auto period = checked_period(from, to);
  Equity e;
  e.from = period.from;
  e.to = period.to;
  e.dimensions = {"department", "seniority", "age", "country", "contract_type", "gender"};
  if (module_on("workplace")) e.dimensions.insert(e.dimensions.begin() + 1, "site");
  if (std::find(e.dimensions.begin(), e.dimensions.end(), by) == e.dimensions.end()) {
    throw rule_broken("invalid_dimension",
                      by == "site" ? "El módulo de centros de trabajo no está activo."
                                   : "No se puede agrupar por ese atributo.",
                      {{"by",
                        "Elige departamento, centro, antigüedad, edad, país, tipo de "
                        "contrato o género."}});
  }
  e.by = std::string(by);
  e.k = privacy_.thresholds(org).k;
  const auto today = local_day(time_zone, clock_.now_ms());

  struct Read {
    std::vector<MemberAttributes> members;
    std::map<std::int64_t, std::int64_t> received;
    std::map<std::int64_t, NamedSite> sites;
  };
  const auto read = db_.run([&](db::Conn& c) {
    Read r;
    r.members = repo_.members_with_attributes(c, org);
    r.received = repo_.received_per_person(c, org, e.from, e.to);
    if (e.by == "site") r.sites = repo_.sites_of_people(c, org);
    return r;
  });

  struct Group {
    std::optional<std::string> name;
    std::vector<std::int64_t> counts;
  };
  std::map<std::string, Group> groups;
  std::vector<std::int64_t> everyone;
  everyone.reserve(read.members.size());
  for (const auto& m : read.members) {
    const auto it = read.received.find(m.id);
    const auto n = it == read.received.end() ? 0 : it->second;
    everyone.push_back(n);
    auto [key, name] = group_of(m, e.by, read.sites, today);
    auto& g = groups[key];
    g.name = name;
    g.counts.push_back(n);
  }

  e.members = static_cast<std::int64_t>(everyone.size());
  for (const auto n : everyone) {
    e.received += n;
    if (n > 0) ++e.recognised;
  }
  e.never_share = share_of(e.members - e.recognised, e.members).value_or(0);
  e.gini = gini(everyone);
  e.lorenz = lorenz(everyone);
  e.buckets = {{0, 0, 0}, {1, 1, 0}, {2, 4, 0}, {5, 9, 0}, {10, std::nullopt, 0}};
  for (const auto n : everyone) {
    for (auto& b : e.buckets) {
      if (n >= b.min && (!b.max || n <= *b.max)) {
        ++b.people;
        break;
      }
    }
  }
  for (auto& [key, g] : groups) {
    const auto members = static_cast<std::int64_t>(g.counts.size());
    if (members < e.k) {  // a small group shows nothing about its people
      ++e.hidden_groups;
      e.hidden_members += members;
      continue;
    }
    EquityGroup out;
    out.key = key;
    out.name = g.name;
    out.members = members;
    for (const auto n : g.counts) {
      out.received += n;
      if (n > 0) ++out.recognised;
    }
    out.per_person = round_to(static_cast<double>(out.received) / static_cast<double>(members), 2);
    out.never_share = share_of(members - out.recognised, members).value_or(0);
    out.gini = gini(g.counts);
    e.groups.push_back(std::move(out));
  }
  std::sort(e.groups.begin(), e.groups.end(), [](const EquityGroup& a, const EquityGroup& b) {
    if (a.per_person != b.per_person) return a.per_person < b.per_person;
    return a.key < b.key;
  });
  return e;
}

Network AnalyticsService::network(OrgId org, std::string_view /*time_zone*/, std::string_view from,
                                  std::string_view to) const {
  const auto period = checked_period(from, to);
  Network n;
  n.from = period.from;
  n.to = period.to;
  n.previous_from = period.previous_from;
  n.previous_to = period.previous_to;
  struct Read {
    std::vector<PairTotal> current, previous;
    std::map<std::int64_t, std::int64_t> department_of;
    std::map<std::int64_t, std::string> names;
  };
  const auto read = db_.run([&](db::Conn& c) {
    Read r;
    r.current = repo_.pairs(c, org, n.from, n.to);
    r.previous = repo_.pairs(c, org, n.previous_from, n.previous_to);
    r.department_of = repo_.departments_of_people(c, org);
    r.names = repo_.department_names(c, org);
    return r;
  });
  const auto department = [&](std::int64_t person) {
    const auto it = read.department_of.find(person);
    return it == read.department_of.end() ? 0 : it->second;
  };

  std::map<std::pair<std::int64_t, std::int64_t>, std::int64_t> links;
  std::map<std::int64_t, NetworkDepartment> departments;
  const auto row = [&](std::int64_t id) -> NetworkDepartment& {
    auto& d = departments[id];
    if (id != 0) {
      d.department_id = id;
      const auto name = read.names.find(id);
      if (name != read.names.end()) d.name = name->second;
    }
    return d;
  };
  for (const auto& p : read.current) {
    const auto a = department(p.sender);
    const auto b = department(p.receiver);
    n.total += p.recognitions;
    row(a).sent += p.recognitions;
    row(b).received += p.recognitions;
    if (a == b) {
      row(a).inside += p.recognitions;
    } else {
      n.cross += p.recognitions;
      links[{a, b}] += p.recognitions;
    }
  }
  std::int64_t previous_total = 0, previous_cross = 0;
  for (const auto& p : read.previous) {
    previous_total += p.recognitions;
    if (department(p.sender) != department(p.receiver)) previous_cross += p.recognitions;
  }
  n.cross_share = share_of(n.cross, n.total);
  n.previous_cross_share = share_of(previous_cross, previous_total);
  for (auto& [id, d] : departments) n.departments.push_back(std::move(d));
  std::sort(n.departments.begin(), n.departments.end(),
            [](const NetworkDepartment& a, const NetworkDepartment& b) {
              if (a.sent + a.received != b.sent + b.received) {
                return a.sent + a.received > b.sent + b.received;
              }
              return a.name.value_or("") < b.name.value_or("");
            });
  for (const auto& [key, count] : links) {
    NetworkLink l;
    if (key.first != 0) l.from_department_id = key.first;
    if (key.second != 0) l.to_department_id = key.second;
    l.count = count;
    n.links.push_back(l);
  }
  std::stable_sort(n.links.begin(), n.links.end(),
                   [](const NetworkLink& a, const NetworkLink& b) { return a.count > b.count; });

  // People (admins only): who reaches most other departments, and the strongest links. The
  // pairs are one row per sender and receiver already.
  struct Reach {
    std::vector<std::int64_t> departments, partners;
    std::int64_t cross_sent = 0, cross_received = 0;
  };
  std::unordered_map<std::int64_t, Reach> reach;
  const auto add_once = [](std::vector<std::int64_t>& list, std::int64_t v) {
    if (std::find(list.begin(), list.end(), v) == list.end()) list.push_back(v);
  };
  for (const auto& p : read.current) {
    const auto a = department(p.sender);
    const auto b = department(p.receiver);
    auto& s = reach[p.sender];
    auto& r = reach[p.receiver];
    s.partners.push_back(p.receiver);
    r.partners.push_back(p.sender);
    if (a != b) {
      add_once(s.departments, b);
      s.cross_sent += p.recognitions;
      add_once(r.departments, a);
      r.cross_received += p.recognitions;
    }
  }
  std::vector<NetworkPerson> bridges;
  for (auto& [id, r] : reach) {
    if (r.departments.empty()) continue;
    std::sort(r.partners.begin(), r.partners.end());
    NetworkPerson person;
    person.id = id;
    person.departments_reached = static_cast<std::int64_t>(r.departments.size());
    person.cross_sent = r.cross_sent;
    person.cross_received = r.cross_received;
    person.partners = std::unique(r.partners.begin(), r.partners.end()) - r.partners.begin();
    bridges.push_back(person);
  }
  const auto by_reach = [](const NetworkPerson& a, const NetworkPerson& b) {
    if (a.departments_reached != b.departments_reached) {
      return a.departments_reached > b.departments_reached;
    }
    if (a.cross_sent + a.cross_received != b.cross_sent + b.cross_received) {
      return a.cross_sent + a.cross_received > b.cross_sent + b.cross_received;
    }
    return a.id < b.id;
  };
  const auto keep = std::min(bridges.size(), kMaxNetworkPeople);
  std::partial_sort(bridges.begin(), bridges.begin() + static_cast<std::ptrdiff_t>(keep),
                    bridges.end(), by_reach);
  bridges.resize(keep);
  std::vector<const PairTotal*> strongest;
  strongest.reserve(read.current.size());
  for (const auto& p : read.current) strongest.push_back(&p);
  const auto links_kept = std::min(strongest.size(), kMaxPersonLinks);
  std::partial_sort(strongest.begin(), strongest.begin() + static_cast<std::ptrdiff_t>(links_kept),
                    strongest.end(), [](const PairTotal* a, const PairTotal* b) {
                      if (a->recognitions != b->recognitions) {
                        return a->recognitions > b->recognitions;
                      }
                      return std::pair{a->sender, a->receiver} < std::pair{b->sender, b->receiver};
                    });
  for (std::size_t k = 0; k < links_kept; ++k) {
    n.person_links.push_back(
        {strongest[k]->sender, strongest[k]->receiver, strongest[k]->recognitions});
  }
  std::set<std::int64_t> named;
  for (const auto& b : bridges) named.insert(b.id);
  for (const auto& l : n.person_links) {
    named.insert(l.from_id);
    named.insert(l.to_id);
  }
  const auto names = db_.run([&](db::Conn& c) {
    return repo_.people_names(c, org, std::vector<std::int64_t>(named.begin(), named.end()));
  });
  const auto described = [&](NetworkPerson p) {
    const auto it = names.find(p.id);
    if (it != names.end()) {
      p.name = it->second.name;
      p.photo_url = it->second.photo_url;
    }
    if (const auto d = department(p.id); d != 0) p.department_id = d;
    return p;
  };
  for (auto& b : bridges) n.bridges.push_back(described(std::move(b)));
  for (const auto id : named) {
    NetworkPerson p;
    p.id = id;
    n.people.push_back(described(std::move(p)));
  }
  return n;
}

Reciprocity AnalyticsService::reciprocity(OrgId org, std::string_view /*time_zone*/,
                                          std::string_view from, std::string_view to) const {
  const auto period = checked_period(from, to);
  Reciprocity out;
  out.from = period.from;
  out.to = period.to;
  const auto pairs = db_.run([&](db::Conn& c) { return repo_.pairs(c, org, out.from, out.to); });

  std::map<std::pair<std::int64_t, std::int64_t>, const PairTotal*> by_pair;
  std::map<std::int64_t, std::int64_t> sent;
  for (const auto& p : pairs) {
    by_pair[{p.sender, p.receiver}] = &p;
    sent[p.sender] += p.recognitions;
  }
  out.senders = static_cast<std::int64_t>(sent.size());
  std::int64_t returned = 0;
  std::vector<Pair> flagged;
  std::set<std::int64_t> people;
  for (const auto& [key, p] : by_pair) {
    const auto back = by_pair.find({key.second, key.first});
    if (back == by_pair.end()) continue;
    ++returned;
    if (key.first > key.second) continue;  // each pair once, from its lower id
    const auto a_to_b = p->recognitions;
    const auto b_to_a = back->second->recognitions;
    const auto a_sent = sent[key.first];
    const auto b_sent = sent[key.second];
    const double a_share = static_cast<double>(a_to_b) / static_cast<double>(a_sent);
    const double b_share = static_cast<double>(b_to_a) / static_cast<double>(b_sent);
    if (a_to_b < kPairMinEach || b_to_a < kPairMinEach || a_share < kPairMinShare ||
        b_share < kPairMinShare) {
      continue;
    }
    Pair pair;
    pair.a.id = key.first;
    pair.a.sent = a_sent;
    pair.b.id = key.second;
    pair.b.sent = b_sent;
    pair.a_to_b = a_to_b;
    pair.b_to_a = b_to_a;
    pair.a_share = round_to(a_share, 4);
    pair.b_share = round_to(b_share, 4);
    pair.points = p->points + back->second->points;
    flagged.push_back(std::move(pair));
  }
  out.reciprocity = share_of(returned, static_cast<std::int64_t>(by_pair.size()));
  std::sort(flagged.begin(), flagged.end(), [](const Pair& x, const Pair& y) {
    if (x.a_to_b + x.b_to_a != y.a_to_b + y.b_to_a)
      return x.a_to_b + x.b_to_a > y.a_to_b + y.b_to_a;
    return std::pair{x.a.id, x.b.id} < std::pair{y.a.id, y.b.id};
  });
  if (flagged.size() > kMaxPairs) flagged.resize(kMaxPairs);
  for (const auto& p : flagged) {
    people.insert(p.a.id);
    people.insert(p.b.id);
  }
  const auto cliques = find_cliques(pairs);
  for (const auto& found : cliques) {
    for (const auto& m : found.members) people.insert(m.id);
  }
  const auto names = db_.run([&](db::Conn& c) {
    return repo_.people_names(c, org, std::vector<std::int64_t>(people.begin(), people.end()));
  });
  for (auto& p : flagged) {
    for (auto* person : {&p.a, &p.b}) {
      const auto it = names.find(person->id);
      if (it == names.end()) continue;
      person->name = it->second.name;
      person->photo_url = it->second.photo_url;
    }
    out.pairs.push_back(std::move(p));
  }
  for (const auto& found : cliques) {
    Clique clique{{}, found.recognitions, found.points};
    for (const auto& m : found.members) {
      CliquePerson person{m.id, {}, std::nullopt, m.sent, m.within, round_to(m.share, 4)};
      const auto it = names.find(m.id);
      if (it != names.end()) {
        person.name = it->second.name;
        person.photo_url = it->second.photo_url;
      }
      clique.members.push_back(std::move(person));
    }
    out.cliques.push_back(std::move(clique));
  }
  return out;
}

Team AnalyticsService::team(OrgId org, std::string_view time_zone, std::int64_t caller, Role role,
                            std::string_view from, std::string_view to,
                            const ModuleOn& module_on) const {
  const auto period = checked_period(from, to);
  Team t;
  t.from = period.from;
  t.to = period.to;
  const auto today = local_day(time_zone, clock_.now_ms());
  const bool goals_on = module_on("goals");

  struct Read {
    std::vector<TeamRow> team;
    std::map<std::int64_t, std::int64_t> received, sent;
    std::map<std::int64_t, std::string> last;
    std::int64_t participants = 0, previous_participants = 0;
    GoalsTotals goals;
  };
  auto read = db_.run([&](db::Conn& c) {
    Read r;
    r.team = repo_.team(c, org, caller);
    if (r.team.size() > kMaxTeam) r.team.resize(kMaxTeam);
    std::vector<std::int64_t> ids;
    ids.reserve(r.team.size());
    for (const auto& m : r.team) ids.push_back(m.id);
    if (ids.empty()) return r;
    r.received = repo_.team_received(c, org, ids, t.from, t.to);
    r.sent = repo_.team_sent(c, org, ids, t.from, t.to);
    r.last = repo_.team_last_received(c, org, ids);
    r.participants = repo_.team_participants(c, org, ids, t.from, t.to);
    r.previous_participants =
        repo_.team_participants(c, org, ids, period.previous_from, period.previous_to);
    if (goals_on) r.goals = repo_.team_goals(c, org, ids, today);
    return r;
  });

  t.members = static_cast<std::int64_t>(read.team.size());
  t.participants = std::min(read.participants, t.members);
  t.previous_participants = std::min(read.previous_participants, t.members);
  if (goals_on) {
    if (read.goals.average_progress) {
      read.goals.average_progress = round_to(*read.goals.average_progress, 1);
    }
    t.goals = read.goals;
  }
  const auto today_n = days_from_epoch(today);
  for (auto& m : read.team) {
    TeamMember p;
    p.id = m.id;
    p.name = std::move(m.name);
    p.photo_url = std::move(m.photo_url);
    p.job_position = std::move(m.job_position);
    p.direct = m.leader_id == caller;
    if (const auto it = read.received.find(m.id); it != read.received.end())
      p.received = it->second;
    if (const auto it = read.sent.find(m.id); it != read.sent.end()) p.sent = it->second;
    if (const auto it = read.last.find(m.id); it != read.last.end()) {
      p.last_received_on = it->second;
      p.days_since_received = std::max<std::int64_t>(0, today_n - days_from_epoch(it->second));
    }
    t.people.push_back(std::move(p));
  }
  // The longest without a recognition first; never before anyone.
  std::sort(t.people.begin(), t.people.end(), [](const TeamMember& a, const TeamMember& b) {
    const auto wait = [](const TeamMember& m) {
      return m.days_since_received ? *m.days_since_received : std::int64_t{1} << 40;
    };
    if (wait(a) != wait(b)) return wait(a) > wait(b);
    return a.name < b.name;
  });
  if (pending_approvals_) t.pending_approvals = pending_approvals_(org, caller, role, module_on);
  return t;
}

}  // namespace aplauso::analytics
