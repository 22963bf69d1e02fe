#include "modules/analytics/analytics_service.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <map>
#include <set>
#include <tuple>
#include <unordered_map>

#include "core/days.h"
#include "core/errors.h"
#include "core/time_zone.h"
#include "db/database.h"
#include "modules/analytics/analytics_registry.h"
#include "modules/privacy/privacy_service.h"
#include "modules/users/person_erasure.h"

namespace aplauso::analytics {

namespace {

constexpr std::int64_t kHourMs = 3'600'000;
constexpr std::int64_t kDayMs = 24 * kHourMs;
constexpr std::int64_t kQuarterMs = kHourMs / 4;
/// Days recomputed in one transaction (the backfill goes month by month).
constexpr std::int64_t kChunkDays = 31;

std::int64_t day_count(std::string_view day) {
  const auto ymd = parse_day(day);
  if (!ymd) return 0;
  return std::chrono::sys_days{*ymd}.time_since_epoch().count();
}

/// Local days of instants, computed once per quarter hour (every zone's midnight falls on one).
class DayOf {
 public:
  explicit DayOf(std::string_view zone) : zone_(zone) {}
  const std::string& operator()(std::int64_t ms) {
    const auto key = ms >= 0 ? ms / kQuarterMs : (ms - kQuarterMs + 1) / kQuarterMs;
    const auto it = cache_.find(key);
    if (it != cache_.end()) return it->second;
    return cache_.emplace(key, local_day(zone_, ms)).first->second;
  }

 private:
  std::string zone_;
  std::unordered_map<std::int64_t, std::string> cache_;
};

struct PersonDay {
  bool active = false;
  bool participated = false;
  bool surveyed = false;
};

std::string hidden_status(bool any_small, bool any_complementary) {
  if (any_small) return "suppressed_small";
  if (any_complementary) return "suppressed_complementary";
  return "no_data";
}

double rounded(double v, int places) {
  const double f = std::pow(10.0, places);
  return std::round(v * f) / f;
}

}  // namespace

std::string local_day(std::string_view time_zone, std::int64_t epoch_ms) {
  auto local = local_time(time_zone, epoch_ms);
  if (!local) local = local_time("UTC", epoch_ms);
  return day_text(std::chrono::year_month_day{std::chrono::year{local->year},
                                              std::chrono::month{local->month},
                                              std::chrono::day{local->day}});
}

Period checked_period(std::string_view from, std::string_view to) {
  const auto from_day = parse_day(from);
  const auto to_day = parse_day(to);
  std::vector<FieldError> bad;
  if (!from_day) bad.push_back({"from", "Usa una fecha AAAA-MM-DD."});
  if (!to_day) bad.push_back({"to", "Usa una fecha AAAA-MM-DD."});
  if (!bad.empty()) {
    throw rule_broken("invalid_dates", "Las fechas del periodo no son válidas.", std::move(bad));
  }
  const auto span = day_count(to) - day_count(from) + 1;
  if (span < 1) {
    throw rule_broken("invalid_dates", "La fecha de inicio debe ser anterior o igual a la final.",
                      {{"to", "Elige una fecha igual o posterior al inicio."}});
  }
  if (span > kMaxSpanDays) {
    throw rule_broken("period_too_long", "El periodo puede tener como máximo 366 días.",
                      {{"from", "Elige un periodo de 366 días o menos."}});
  }
  return {std::string(from), std::string(to), add_days(from, -span), add_days(from, -1), span};
}

int AnalyticsService::refresh() const {
  const auto orgs = db_.run([&](db::Conn& c) { return repo_.due_orgs(c); });
  for (const auto& o : orgs) refresh_org(OrgId{o.id}, o.timezone);
  return static_cast<int>(orgs.size());
}

void AnalyticsService::refresh_org(OrgId org) const {
  const auto orgs = db_.run([&](db::Conn& c) { return repo_.due_orgs(c); });
  for (const auto& o : orgs) {
    if (o.id == org.value) refresh_org(org, o.timezone);
  }
}

void AnalyticsService::refresh_org(OrgId org, const std::string& time_zone) const {
  const auto today = local_day(time_zone, clock_.now_ms());
  const auto first = db_.run([&](db::Conn& c) { return repo_.first_day(c, org); });
  if (first) {
    recompute(org, time_zone, add_days(today, -1), today);
    db_.run([&](db::Conn& c) { repo_.touch_state(c, org, clock_.now_ms()); });
    return;
  }
  const auto start = add_days(today, -kBackfillDays);
  for (std::string from = start; from <= today; from = add_days(from, kChunkDays)) {
    recompute(org, time_zone, from, std::min(today, add_days(from, kChunkDays - 1)));
  }
  db_.transact([&](db::Conn& c) {
    if (repo_.first_day(c, org)) {
      repo_.touch_state(c, org, clock_.now_ms());
    } else {
      repo_.insert_state(c, org, start, clock_.now_ms());
    }
  });
}

void AnalyticsService::recompute(OrgId org, const std::string& time_zone, const std::string& from,
                                 const std::string& to) const {
  // Instants that can fall on the days from..to anywhere on Earth; each is then placed on its
  // organisation day and kept only inside the range.
  const auto lo = day_start_ms(from) - 15 * kHourMs;
  const auto hi = day_start_ms(add_days(to, 1)) + 15 * kHourMs;
  DayOf day_of(time_zone);
  const auto inside = [&](const std::string& d) { return d >= from && d <= to; };

  db_.transact([&](db::Conn& c) {
    std::map<std::tuple<std::string, std::string, std::int64_t>, std::int64_t> daily;
    std::map<std::pair<std::string, std::int64_t>, PersonDay> people;
    struct PairSums {
      std::int64_t recognitions = 0, points = 0, posts = 0;
    };
    std::map<std::tuple<std::string, std::int64_t, std::int64_t>, PairSums>
        pairs;  // day, sender, receiver
    // Posts already counted on a pair: a post counts once, on its first receiver's pair (rows
    // come by post, then receiver), so that the pairs also sum recognitions sent per post.
    std::set<std::int64_t> paired_posts;
    const auto departments = repo_.departments_of_people(c, org);

    std::multimap<std::int64_t, std::int64_t> values_of;  // post -> its values
    for (const auto& [post, value] : repo_.values(c, org, lo, hi)) values_of.emplace(post, value);
    std::map<std::tuple<std::string, std::int64_t, std::int64_t>, std::int64_t> person_values;

    std::map<std::int64_t, std::string> post_day;  // posts counted as sent, by their day
    for (const auto& r : repo_.received(c, org, lo, hi)) {
      const auto& d = day_of(r.created_at);
      if (!inside(d)) continue;
      if (r.badge) {  // badges given: one per person who received it
        if (r.badge_id != 0) daily[{d, "badge", r.badge_id}] += 1;
        continue;
      }
      daily[{d, "received", 0}] += 1;
      daily[{d, "points_given", 0}] += r.points;
      // Only people of this organisation on both sides.
      if (r.author_id != 0 && r.author_id != r.user_id && departments.contains(r.author_id) &&
          departments.contains(r.user_id)) {
        auto& pair = pairs[{d, r.author_id, r.user_id}];
        pair.recognitions += 1;
        pair.points += r.points;
        if (paired_posts.insert(r.post_id).second) pair.posts += 1;
      }
      auto& receiver = people[{d, r.user_id}];
      receiver.active = receiver.participated = true;
      const auto [first_value, last_value] = values_of.equal_range(r.post_id);
      for (auto it = first_value; it != last_value; ++it) {
        person_values[{d, r.user_id, it->second}] += 1;
      }
      if (post_day.emplace(r.post_id, d).second) {
        daily[{d, "sent", 0}] += 1;
        if (r.author_id != 0) {
          auto& sender = people[{d, r.author_id}];
          sender.active = sender.participated = true;
        }
      }
    }
    for (const auto& [post, value] : values_of) {
      const auto it = post_day.find(post);
      if (it != post_day.end()) daily[{it->second, "value", value}] += 1;
    }
    for (const auto& o : repo_.orders(c, org, lo, hi)) {
      const auto& d = day_of(o.at);
      if (!inside(d)) continue;
      daily[{d, "redemptions", 0}] += 1;
      daily[{d, "points_redeemed", 0}] += o.points;
      people[{d, o.user_id}].active = true;
    }
    for (const auto& list : {repo_.likes(c, org, lo, hi), repo_.reactions(c, org, lo, hi)}) {
      for (const auto& l : list) {
        const auto& d = day_of(l.at);
        if (inside(d)) people[{d, l.user_id}].active = true;
      }
    }
    for (const auto& s : repo_.surveyed(c, org, from, to))
      people[{s.day, s.user_id}].surveyed = true;

    DailyRows rows;
    for (const auto& [key, value] : daily) {
      rows.day.push_back(std::get<0>(key));
      rows.metric.push_back(std::get<1>(key));
      rows.item.push_back(std::get<2>(key));
      rows.value.push_back(value);
    }
    PersonDayRows person_rows;
    std::map<std::string, std::int64_t> active_per_day;
    for (const auto& [key, p] : people) {
      const auto dept = departments.find(key.second);
      if (dept == departments.end()) continue;  // not a person of this organisation
      if (p.active) ++active_per_day[key.first];
      person_rows.day.push_back(key.first);
      person_rows.user.push_back(key.second);
      person_rows.department.push_back(dept->second);
      person_rows.active.push_back(p.active ? 1 : 0);
      person_rows.participated.push_back(p.participated ? 1 : 0);
      person_rows.surveyed.push_back(p.surveyed ? 1 : 0);
    }
    PairRows pair_rows;
    for (const auto& [key, value] : pairs) {
      const auto& [day, sender, receiver] = key;
      pair_rows.day.push_back(day);
      pair_rows.sender.push_back(sender);
      pair_rows.receiver.push_back(receiver);
      pair_rows.recognitions.push_back(value.recognitions);
      pair_rows.points.push_back(value.points);
      pair_rows.posts.push_back(value.posts);
    }
    for (const auto& [day, n] : active_per_day) {  // the series reads these, not the people rows
      rows.day.push_back(day);
      rows.metric.push_back("active");
      rows.item.push_back(0);
      rows.value.push_back(n);
    }
    PersonValueRows value_rows;
    for (const auto& [key, count] : person_values) {
      const auto& [day, user, value] = key;
      if (!departments.contains(user)) continue;
      value_rows.day.push_back(day);
      value_rows.user.push_back(user);
      value_rows.value.push_back(value);
      value_rows.recognitions.push_back(count);
    }
    repo_.replace(c, org, from, to, rows, person_rows, pair_rows, value_rows);
  });
}

Figure AnalyticsService::mood(OrgId org, std::string_view time_zone, const std::string& from,
                              const std::string& to) const {
  privacy::TrendQuery q;
  q.source = "moods";
  q.dimensions = {"department", "team"};
  q.thresholds = privacy_.thresholds(org);
  q.today = local_day(time_zone, clock_.now_ms());
  q.first_cycle = day_count(from);
  q.last_cycle = day_count(to);
  double sum = 0;
  std::int64_t numbers = 0, respondents = 0;
  bool small = false, complementary = false;
  for (const auto& cycle : privacy_.trend(org, q)) {
    const auto status = cycle.population.state.status;
    if (cycle.refused || status != privacy::Status::kOk) {
      small = small || status == privacy::Status::kSuppressedSmall;
      complementary = complementary || status == privacy::Status::kSuppressedComplementary;
      continue;
    }
    for (const auto& item : cycle.population.items) {
      if (item.item != "level" || item.state.status != privacy::Status::kOk) continue;
      sum += item.sum;
      numbers += item.numbers;
    }
    respondents += cycle.population.state.respondents;
  }
  Figure f;
  if (numbers > 0) {
    f.value = rounded(sum / static_cast<double>(numbers), 2);
    f.respondents = respondents;
  } else {
    f.status = hidden_status(small, complementary);
  }
  return f;
}

std::optional<Band> band_of(const std::vector<double>& previous) {
  if (previous.empty()) return std::nullopt;
  double sum = 0;
  for (const auto v : previous) sum += v;
  if (sum <= 0) return std::nullopt;
  const auto n = static_cast<double>(previous.size());
  const double mean = sum / n;
  double squares = 0;
  for (const auto v : previous) squares += (v - mean) * (v - mean);
  const double sd =
      std::max(previous.size() > 1 ? std::sqrt(squares / (n - 1)) : 0.0, std::sqrt(mean));
  return Band{rounded(mean, 2), rounded(std::max(0.0, mean - kBandZ * sd), 2),
              rounded(mean + kBandZ * sd, 2)};
}

Summary AnalyticsService::summary(OrgId org, std::string_view time_zone, std::string_view from,
                                  std::string_view to, const ModuleOn& module_on) const {
  const auto period = checked_period(from, to);
  const auto span = period.days;
  Summary s;
  s.from = period.from;
  s.to = period.to;
  s.previous_to = period.previous_to;
  s.previous_from = period.previous_from;
  s.granularity = span <= kDailySeriesDays ? "day" : "week";

  const auto on = [&](const Metric& m) { return m.flag.empty() || module_on(m.flag); };

  struct Read {
    std::vector<DayTotal> totals;
    std::vector<ItemTotal> items, previous_items;
    PeopleTotals people, previous_people;
    std::map<std::int64_t, std::int64_t> participants, previous_participants;
    std::vector<DepartmentMembers> members;
    std::map<std::int64_t, std::string> value_names, badge_names;
  };
  // A fixed number of statements, whatever the organisation's size or the period's length.
  auto read = db_.run([&](db::Conn& c) {
    Read r;
    r.totals = repo_.daily_totals(c, org, s.previous_from, s.to);
    r.items = repo_.item_totals(c, org, s.from, s.to);
    r.previous_items = repo_.item_totals(c, org, s.previous_from, s.previous_to);
    r.people = repo_.people_totals(c, org, s.from, s.to);
    r.previous_people = repo_.people_totals(c, org, s.previous_from, s.previous_to);
    r.participants = repo_.participants_by_department(c, org, s.from, s.to);
    r.previous_participants =
        repo_.participants_by_department(c, org, s.previous_from, s.previous_to);
    r.members = repo_.members_by_department(c, org);
    std::vector<std::int64_t> values, badges;
    for (const auto& i : r.items) (i.metric == "value" ? values : badges).push_back(i.item);
    r.value_names = repo_.value_names(c, org, values);
    r.badge_names = repo_.badge_names(c, org, badges);
    return r;
  });

  // Totals of the plain metrics in each period, and the buckets of the current one.
  std::map<std::string, std::int64_t> current, previous;
  std::vector<std::pair<std::string, std::string>> buckets;  // start, end
  const std::int64_t width = s.granularity == "day" ? 1 : 7;
  for (std::string b = s.from; b <= s.to; b = add_days(b, width)) {
    buckets.emplace_back(b, std::min(s.to, add_days(b, width - 1)));
  }
  const auto bucket_of = [&](const std::string& day) {
    return static_cast<std::size_t>((day_count(day) - day_count(s.from)) / width);
  };
  std::map<std::string, std::vector<double>> per_bucket;
  const std::vector<std::string> series_metrics{"recognitions_sent", "recognitions_received",
                                                "points_given",      "points_redeemed",
                                                "redemptions",       "active_people"};
  for (const auto& m : series_metrics) per_bucket[m].assign(buckets.size(), 0.0);
  const std::map<std::string, std::string> metric_of{{"sent", "recognitions_sent"},
                                                     {"received", "recognitions_received"},
                                                     {"points_given", "points_given"},
                                                     {"points_redeemed", "points_redeemed"},
                                                     {"redemptions", "redemptions"}};
  for (const auto& t : read.totals) {
    const auto it = metric_of.find(t.metric);
    if (it == metric_of.end()) continue;
    if (t.day >= s.from) {
      current[it->second] += t.value;
      per_bucket[it->second][bucket_of(t.day)] += static_cast<double>(t.value);
    } else {
      previous[it->second] += t.value;
    }
  }
  for (const auto& t : read.totals) {  // the day's active people, kept as a daily total
    if (t.metric == "active" && t.day >= s.from) {
      per_bucket["active_people"][bucket_of(t.day)] += static_cast<double>(t.value);
    }
  }
  if (width > 1) {  // each week's daily average
    for (std::size_t i = 0; i < buckets.size(); ++i) {
      const auto days = day_count(buckets[i].second) - day_count(buckets[i].first) + 1;
      auto& v = per_bucket["active_people"][i];
      v = rounded(v / static_cast<double>(days), 1);
    }
  }
  current["active_people"] = read.people.active;
  previous["active_people"] = read.previous_people.active;
  current["participation_by_department"] = read.people.participants;
  previous["participation_by_department"] = read.previous_people.participants;

  std::int64_t members_total = 0;
  for (const auto& d : read.members) members_total += d.members;
  const auto share = [](std::int64_t part, std::int64_t whole) -> std::optional<double> {
    if (whole <= 0) return std::nullopt;
    return rounded(static_cast<double>(part) / static_cast<double>(whole), 4);
  };
  // Survey participation through the privacy engine: a count of respondents below the
  // organisation's minimum is never shown, not even as a rate.
  const auto thresholds = privacy_.thresholds(org);
  const auto survey_figure = [&](std::int64_t respondents) {
    privacy::Universe u;
    u.atoms.push_back({{}, respondents});
    const auto state = privacy::publish(u, thresholds, 0).status({});
    Figure f;
    f.status = privacy::status_name(state.status);
    if (state.status == privacy::Status::kOk) {
      f.value = share(respondents, members_total);
      f.respondents = respondents;
      if (members_total > 0) f.interval = privacy::wilson(respondents, members_total);
    }
    return f;
  };
  const auto rate = [&](std::int64_t part) {
    Figure f;
    f.value = share(part, members_total);
    if (members_total > 0) f.interval = privacy::wilson(part, members_total);
    return f;
  };

  for (const auto& m : registry()) {
    if (!on(m) || !m.tile) continue;  // charts and reports of their own are not tiles
    Kpi k{m.id, {}, {}, std::nullopt};
    const auto test = change_test(m);
    if (m.id == "survey_participation") {
      k.current = survey_figure(read.people.surveyed);
      k.previous = survey_figure(read.previous_people.surveyed);
      if (k.current.respondents && k.previous.respondents && members_total > 0) {
        k.significant = privacy::significant_change(*k.previous.respondents, members_total,
                                                    *k.current.respondents, members_total);
      }
    } else if (m.id == "mood_average") {
      k.current = mood(org, time_zone, s.from, s.to);
      k.previous = mood(org, time_zone, s.previous_from, s.previous_to);
      for (auto* f : {&k.current, &k.previous}) {
        if (f->value && f->respondents) {
          f->interval =
              bounded_mean_interval(*f->value, *f->respondents, kMoodLowest, kMoodHighest);
        }
      }
      if (k.current.value && k.previous.value && k.current.respondents && k.previous.respondents) {
        k.significant =
            bounded_means_differ(*k.current.value, *k.current.respondents, *k.previous.value,
                                 *k.previous.respondents, kMoodLowest, kMoodHighest);
      }
    } else if (test == "proportions") {  // people out of today's members
      if (m.unit == "percent") {
        k.current = rate(current[m.id]);
        k.previous = rate(previous[m.id]);
      } else {  // active people: the count is shown, the share is what is tested
        k.current.value = static_cast<double>(current[m.id]);
        k.previous.value = static_cast<double>(previous[m.id]);
      }
      if (members_total > 0) {
        k.significant = privacy::significant_change(previous[m.id], members_total, current[m.id],
                                                    members_total);
      }
    } else {
      k.current.value = static_cast<double>(current[m.id]);
      k.previous.value = static_cast<double>(previous[m.id]);
      if (test == "counts") k.significant = counts_differ(current[m.id], previous[m.id]);
    }
    s.kpis.push_back(std::move(k));
  }
  // The previous period's buckets, the same widths from its first day, for the trend bands; a
  // week cut short by the period's end is no measure of a week.
  std::map<std::string, std::vector<double>> previous_bucket;
  for (const auto& m : series_metrics) previous_bucket[m].assign(buckets.size(), 0.0);
  const auto previous_bucket_of = [&](const std::string& day) {
    return static_cast<std::size_t>((day_count(day) - day_count(s.previous_from)) / width);
  };
  for (const auto& t : read.totals) {
    if (t.day >= s.from || t.day < s.previous_from) continue;
    const auto i = previous_bucket_of(t.day);
    if (i >= buckets.size()) continue;
    const auto it = metric_of.find(t.metric);
    if (it != metric_of.end()) {
      previous_bucket[it->second][i] += static_cast<double>(t.value);
    } else if (t.metric == "active") {
      previous_bucket["active_people"][i] += static_cast<double>(t.value) / width;
    }
  }
  const auto whole = [&](std::size_t i) {
    return day_count(buckets[i].second) - day_count(buckets[i].first) + 1 == width;
  };
  for (const auto& metric : series_metrics) {
    const auto* m = find_metric(metric);
    if (m == nullptr || !on(*m)) continue;
    Series series{metric, {}, std::nullopt};
    if (change_test(*m) == "counts" || metric == "active_people") {
      std::vector<double> before;
      for (std::size_t i = 0; i < buckets.size(); ++i) {
        if (whole(i)) before.push_back(previous_bucket[metric][i]);
      }
      series.band = band_of(before);
    }
    for (std::size_t i = 0; i < buckets.size(); ++i) {
      SeriesPoint p{buckets[i].first, buckets[i].second, per_bucket[metric][i], std::nullopt};
      if (series.band && whole(i)) {
        p.outside = p.value < series.band->low || p.value > series.band->high;
      }
      series.points.push_back(std::move(p));
    }
    s.series.push_back(std::move(series));
  }

  if (module_on("recognitions")) {
    for (const auto& d : read.members) {
      DepartmentRow row;
      if (d.department_id != 0) row.department_id = d.department_id;
      row.name = d.name;
      row.members = d.members;
      const auto cur = read.participants.find(d.department_id);
      if (cur != read.participants.end()) row.participants = std::min(cur->second, d.members);
      const auto prev = read.previous_participants.find(d.department_id);
      if (prev != read.previous_participants.end()) {
        row.previous_participants = std::min(prev->second, d.members);
      }
      if (row.members > 0) {
        row.interval = privacy::wilson(row.participants, row.members);
        row.significant = privacy::significant_change(row.previous_participants, row.members,
                                                      row.participants, row.members);
      }
      s.departments.push_back(std::move(row));
    }
    std::sort(s.departments.begin(), s.departments.end(), [](const auto& a, const auto& b) {
      const auto l = a.participants * std::max<std::int64_t>(1, b.members);
      const auto r = b.participants * std::max<std::int64_t>(1, a.members);
      if (l != r) return l > r;
      return a.name.value_or("") < b.name.value_or("");
    });
  }
  std::map<std::pair<std::string, std::int64_t>, std::int64_t> before;
  for (const auto& i : read.previous_items) before[{i.metric, i.item}] = i.value;
  for (const auto& i : read.items) {
    const bool value = i.metric == "value";
    const auto& names = value ? read.value_names : read.badge_names;
    const auto name = names.find(i.item);
    if (name == names.end()) continue;
    const auto* m = find_metric(value ? "values_share" : "top_badges");
    if (!on(*m)) continue;
    ItemRow row{i.item, name->second, i.value, before[{i.metric, i.item}]};
    (value ? s.values : s.badges).push_back(std::move(row));
  }
  const auto by_count = [](const ItemRow& a, const ItemRow& b) {
    return a.count != b.count ? a.count > b.count : a.name < b.name;
  };
  std::sort(s.values.begin(), s.values.end(), by_count);
  std::sort(s.badges.begin(), s.badges.end(), by_count);
  if (s.badges.size() > 10) s.badges.resize(10);
  return s;
}

void AnalyticsService::forget_person(db::Conn& c, OrgId org,
                                     const users::ErasedPerson& person) const {
  repo_.forget_person(c, org, person.id);
}

}  // namespace aplauso::analytics
