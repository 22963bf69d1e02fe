#include "modules/moods/mood_service.h"

#include <algorithm>
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <map>
#include <set>

#include "core/days.h"
#include "core/errors.h"
#include "core/time_zone.h"
#include "core/utf8.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/notifications/notification_service.h"
#include "modules/privacy/privacy_service.h"

namespace aplauso::moods {

namespace json = boost::json;

namespace {

constexpr std::int64_t kBackfillDays = 60;
constexpr std::size_t kMaxCare = 10;

const std::vector<Tag>& built_in_tags() {
  static const std::vector<Tag> tags{{"workload", "Carga de trabajo", "Workload"},
                                     {"team", "Equipo", "Team"},
                                     {"health", "Salud", "Health"},
                                     {"personal", "Personal", "Personal"}};
  return tags;
}

std::vector<std::string> split(const std::string& text, char sep = ',') {
  std::vector<std::string> out;
  std::string part;
  for (const char ch : text) {
    if (ch == sep) {
      if (!part.empty()) out.push_back(part);
      part.clear();
    } else {
      part += ch;
    }
  }
  if (!part.empty()) out.push_back(part);
  return out;
}

std::string join(const std::vector<std::string>& parts) {
  std::string out;
  for (const auto& p : parts) {
    if (!out.empty()) out += ',';
    out += p;
  }
  return out;
}

std::string text_of(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  return v && v->is_string() ? std::string(v->as_string()) : std::string();
}

json::array parsed_array(const std::string& text) {
  json::error_code ec;
  auto v = json::parse(text, ec);
  if (ec || !v.is_array()) return {};
  return v.as_array();
}

Entry entry_of(EntryRow row) {
  return {std::move(row.day), row.level,      std::move(row.note),
          split(row.tags),    row.created_at, row.updated_at};
}

Settings settings_of(const SettingsRow& row) {
  Settings s;
  s.cadence = row.cadence;
  s.weekday = row.weekday;
  s.working_days.clear();
  for (const auto& d : split(row.working_days)) s.working_days.push_back(std::stoll(d));
  s.prompt_time = row.prompt_time;
  for (const auto& v : parsed_array(row.tags)) {
    if (!v.is_object()) continue;
    const auto& o = v.as_object();
    s.tags.push_back({text_of(o, "key"), text_of(o, "label"), text_of(o, "label_en")});
  }
  s.alert_mean_below = static_cast<double>(row.alert_mean_tenths) / 10.0;
  s.alert_days = row.alert_days;
  s.alert_low_percent = row.alert_low_percent;
  for (const auto& v : parsed_array(row.care_resources)) {
    if (!v.is_object()) continue;
    const auto& o = v.as_object();
    s.care_resources.push_back({text_of(o, "title"), text_of(o, "title_en"), text_of(o, "body"),
                                text_of(o, "body_en"), text_of(o, "url")});
  }
  s.support_contact = row.support_contact;
  return s;
}

SettingsRow row_of(const Settings& s) {
  SettingsRow row;
  row.cadence = s.cadence;
  row.weekday = s.weekday;
  std::vector<std::string> days;
  for (const auto d : s.working_days) days.push_back(std::to_string(d));
  row.working_days = join(days);
  row.prompt_time = s.prompt_time;
  json::array tags;
  for (const auto& t : s.tags) {
    tags.push_back(json::object{{"key", t.key}, {"label", t.label}, {"label_en", t.label_en}});
  }
  row.tags = json::serialize(tags);
  row.alert_mean_tenths = std::llround(s.alert_mean_below * 10.0);
  row.alert_days = s.alert_days;
  row.alert_low_percent = s.alert_low_percent;
  json::array care;
  for (const auto& r : s.care_resources) {
    care.push_back(json::object{{"title", r.title},
                                {"title_en", r.title_en},
                                {"body", r.body},
                                {"body_en", r.body_en},
                                {"url", r.url}});
  }
  row.care_resources = json::serialize(care);
  row.support_contact = s.support_contact;
  return row;
}

json::object audit_json(const SettingsRow& r) {
  return {{"cadence", r.cadence},
          {"weekday", r.weekday},
          {"working_days", r.working_days},
          {"prompt_time", r.prompt_time},
          {"tags", r.tags},
          {"alert_mean_tenths", r.alert_mean_tenths},
          {"alert_days", r.alert_days},
          {"alert_low_percent", r.alert_low_percent},
          {"care_resources", r.care_resources},
          {"support_contact", r.support_contact}};
}

/// 1 Monday .. 7 Sunday.
std::int64_t iso_weekday(std::string_view day) {
  const auto ymd = parse_day(day);
  if (!ymd) return 0;
  return std::chrono::weekday{std::chrono::sys_days{*ymd}}.iso_encoding();
}

bool valid_time(const std::string& t) {
  if (t.size() != 5 || t[2] != ':') return false;
  for (const std::size_t i : {0U, 1U, 3U, 4U}) {
    if (t[i] < '0' || t[i] > '9') return false;
  }
  return std::stoi(t.substr(0, 2)) < 24 && std::stoi(t.substr(3, 2)) < 60;
}

bool valid_key(const std::string& key) {
  if (key.empty() || key.size() > 32) return false;
  return std::all_of(key.begin(), key.end(), [](char ch) {
    return (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '_';
  });
}

std::string fixed(double v, int decimals, char point) {
  char out[32];
  std::snprintf(out, sizeof out, "%.*f", decimals, v);
  std::string s(out);
  for (auto& ch : s) {
    if (ch == '.') ch = point;
  }
  return s;
}

/// The figures of one cell as the engine decided it.
Figures figures_of(const privacy::ReportCell& cell, bool refused, std::int64_t people,
                   std::int64_t k_comments) {
  Figures f;
  f.status = privacy::status_name(cell.state.status);
  f.refused = refused;
  if (cell.state.status != privacy::Status::kOk) return f;
  f.respondents = cell.state.respondents;
  for (const auto& item : cell.items) {
    if (item.state.status != privacy::Status::kOk) continue;
    if (item.item == "level") {
      if (item.numbers > 0) f.mean = item.sum / static_cast<double>(item.numbers);
      for (const auto& [choice, count] : item.choices) {
        if (choice.size() == 1 && choice[0] >= '1' && choice[0] <= '5') {
          f.distribution[static_cast<std::size_t>(choice[0] - '1')] += count;
        }
      }
    } else if (item.item == "tags" && f.respondents >= k_comments) {
      f.tags = item.choices;
    }
  }
  if (people > 0) {
    f.participation =
        std::min(1.0, static_cast<double>(f.respondents) / static_cast<double>(people));
  }
  return f;
}

}  // namespace

std::int64_t day_number(std::string_view day) {
  const auto ymd = parse_day(day);
  if (!ymd) return 0;
  return std::chrono::sys_days{*ymd}.time_since_epoch().count();
}

std::string MoodService::today(std::string_view time_zone) const {
  auto local = local_time(time_zone, clock_.now_ms());
  if (!local) local = local_time("UTC", clock_.now_ms());
  return day_text(std::chrono::year_month_day{std::chrono::year{local->year},
                                              std::chrono::month{local->month},
                                              std::chrono::day{local->day}});
}

Settings MoodService::settings(OrgId org) const {
  return db_.run([&](db::Conn& c) { return settings(c, org); });
}

Settings MoodService::settings(db::Conn& c, OrgId org) const {
  const auto row = repo_.settings(c, org);
  return settings_of(row ? *row : SettingsRow{});
}

std::vector<Tag> MoodService::tags(OrgId org) const {
  auto out = built_in_tags();
  for (auto& t : settings(org).tags) out.push_back(std::move(t));
  return out;
}

std::optional<Care> MoodService::care(db::Conn& c, OrgId org, std::int64_t user,
                                      const std::string& day, const Settings& s) const {
  const auto levels = repo_.last_levels(c, org, user, day);
  if (levels.size() < 3) return std::nullopt;
  if (!std::all_of(levels.begin(), levels.end(), [](std::int64_t l) { return l <= 2; })) {
    return std::nullopt;
  }
  Care care;
  care.support_contact = s.support_contact;
  care.resources = s.care_resources;
  if (care.resources.empty()) {
    care.resources.push_back(
        {"Habla con alguien de confianza", "Talk to someone you trust",
         "Una conversación con alguien cercano o con el equipo de personas puede ayudar.",
         "A conversation with someone close to you or with the people team can help.", ""});
  }
  care.offers = care_offers_.for_person(c, org, user, CareReason::kLowMood);
  return care;
}

Today MoodService::today_view(OrgId org, std::string_view time_zone, std::int64_t user) const {
  const auto day = today(time_zone);
  return db_.run([&](db::Conn& c) {
    Today t;
    t.day = day;
    const auto s = settings(c, org);
    t.tags = built_in_tags();
    t.tags.insert(t.tags.end(), s.tags.begin(), s.tags.end());
    for (auto& row : repo_.history(c, org, user, add_days(day, -6), day)) {
      auto e = entry_of(std::move(row));
      if (e.day == day) t.entry = e;
      t.week.push_back(std::move(e));
    }
    t.share_with_leader = repo_.sharing(c, org, user);
    t.care = care(c, org, user, day, s);
    return t;
  });
}

Entry MoodService::check_in(OrgId org, std::string_view time_zone, std::int64_t user,
                            std::int64_t level, const std::string& note,
                            const std::vector<std::string>& tags,
                            const std::optional<std::string>& day) const {
  const auto now_day = today(time_zone);
  if (day && *day != now_day) {
    throw conflict("day_closed", "Ese día ya terminó: su registro no se puede cambiar.");
  }
  std::vector<FieldError> problems;
  if (level < 1 || level > 5) problems.push_back({"level", "Elige cómo te sientes (1 a 5)."});
  if (utf8_length(note) > kMaxNote) {
    problems.push_back({"note", "La nota puede tener hasta 500 caracteres."});
  }
  const auto catalog = this->tags(org);
  std::set<std::string> seen;
  for (const auto& t : tags) {
    const bool known =
        std::any_of(catalog.begin(), catalog.end(), [&](const Tag& c) { return c.key == t; });
    if (!known || !seen.insert(t).second) {
      problems.push_back({"tags", "Esa etiqueta no existe: " + t});
      break;
    }
  }
  if (!problems.empty()) {
    throw rule_broken("invalid_mood", "Revisa tu registro de ánimo.", std::move(problems));
  }
  return db_.transact([&](db::Conn& c) {
    const auto now = clock_.now_ms();
    EntryRow row{now_day, level, note, join(tags), now, now};
    repo_.save_entry(c, org, user, row, now);
    return entry_of(*repo_.entry(c, org, user, now_day));
  });
}

void MoodService::remove_today(OrgId org, std::string_view time_zone, std::int64_t user,
                               const std::optional<std::string>& day) const {
  const auto now_day = today(time_zone);
  if (day && *day != now_day) {
    throw conflict("day_closed", "Ese día ya terminó: su registro no se puede borrar.");
  }
  db_.transact([&](db::Conn& c) {
    if (!repo_.delete_entry(c, org, user, now_day)) {
      throw not_found("Hoy no registraste tu ánimo.");
    }
  });
}

namespace {
/// The range asked for (the last 30 days by default); 422 invalid_dates.
std::pair<std::string, std::string> range_of(const std::optional<std::string>& start,
                                             const std::optional<std::string>& end,
                                             const std::string& today) {
  std::vector<FieldError> problems;
  if (start && !parse_day(*start)) {
    problems.push_back({"start_date", "Usa una fecha de inicio AAAA-MM-DD válida."});
  }
  if (end && !parse_day(*end)) {
    problems.push_back({"end_date", "Usa una fecha de término AAAA-MM-DD válida."});
  }
  if (problems.empty()) {
    const auto to = end ? *end : (start ? std::max(*start, today) : today);
    const auto from = start ? *start : add_days(to, -29);
    if (from > to) {
      problems.push_back({"end_date", "La fecha de término no puede ser anterior a la de inicio."});
    } else if (day_number(to) - day_number(from) + 1 > kMaxRangeDays) {
      problems.push_back({"end_date", "El rango puede tener hasta 366 días."});
    } else {
      return {from, to};
    }
  }
  throw rule_broken("invalid_dates", "Revisa las fechas.", std::move(problems));
}

void summarise(History& h) {
  std::int64_t sum = 0;
  for (const auto& e : h.entries) {
    sum += e.level;
    if (e.level >= 1 && e.level <= 5) ++h.counts[static_cast<std::size_t>(e.level - 1)];
  }
  if (!h.entries.empty()) {
    h.average = static_cast<double>(sum) / static_cast<double>(h.entries.size());
  }
}
}  // namespace

History MoodService::history(OrgId org, std::string_view time_zone, std::int64_t user,
                             const std::optional<std::string>& start,
                             const std::optional<std::string>& end) const {
  const auto day = today(time_zone);
  const auto [from, to] = range_of(start, end, day);
  return db_.run([&](db::Conn& c) {
    History h;
    h.start_date = from;
    h.end_date = to;
    for (auto& row : repo_.history(c, org, user, from, to)) h.entries.push_back(entry_of(row));
    summarise(h);
    h.share_with_leader = repo_.sharing(c, org, user);
    h.care = care(c, org, user, day, settings(c, org));
    return h;
  });
}

bool MoodService::set_sharing(OrgId org, std::int64_t user, bool with_leader) const {
  db_.transact([&](db::Conn& c) {
    const bool before = repo_.sharing(c, org, user);
    repo_.set_sharing(c, org, user, with_leader, clock_.now_ms());
    if (before != with_leader) {
      audit_.record(c, org, "moods.sharing", {"user", user}, json::object{{"with_leader", before}},
                    json::object{{"with_leader", with_leader}});
    }
  });
  return with_leader;
}

History MoodService::shared_history(OrgId org, std::string_view time_zone, std::int64_t leader,
                                    std::int64_t person, const std::optional<std::string>& start,
                                    const std::optional<std::string>& end) const {
  const auto [from, to] = range_of(start, end, today(time_zone));
  return db_.run([&](db::Conn& c) {
    if (!repo_.shares_with(c, org, person, leader)) throw not_found();
    History h;
    h.start_date = from;
    h.end_date = to;
    for (auto& row : repo_.history(c, org, person, from, to)) {
      auto e = entry_of(std::move(row));
      e.note.clear();  // never the notes
      e.tags.clear();
      h.entries.push_back(std::move(e));
    }
    summarise(h);
    h.share_with_leader = true;
    return h;
  });
}

std::vector<users::Person> MoodService::shared_people(OrgId org, std::int64_t leader) const {
  return db_.run([&](db::Conn& c) { return repo_.shared_people(c, org, leader); });
}

Insights MoodService::insights(OrgId org, std::string_view time_zone, const Viewer& viewer,
                               const std::string& scope, std::int64_t period) const {
  if (period != 7 && period != 30) {
    throw rule_broken("invalid_period", "El periodo es de 7 o 30 días.",
                      {{"period", "Elige 7 o 30 días."}});
  }
  Insights out;
  out.period = period;
  std::optional<privacy::Constraint> filter;
  const auto id_after = [&](std::string_view prefix) -> std::int64_t {
    const auto tail = scope.substr(prefix.size());
    if (tail.empty() || tail.size() > 18 ||
        !std::all_of(tail.begin(), tail.end(), [](char ch) { return ch >= '0' && ch <= '9'; })) {
      throw rule_broken("invalid_scope", "Ese grupo no existe.", {{"scope", "Grupo no válido."}});
    }
    return std::stoll(tail);
  };
  db_.run([&](db::Conn& c) {
    if (scope == "org") {
      if (!viewer.admin) throw forbidden();
      out.scope = "org";
      out.people = repo_.headcount_org(c, org);
    } else if (scope.starts_with("department:")) {
      const auto id = id_after("department:");
      const auto dept = repo_.department(c, org, id);
      if (!dept) throw not_found("Ese departamento no existe.");
      if (!viewer.admin) {
        const auto me = repo_.member(c, org, viewer.id);
        if (dept->leader_id != viewer.id && (!me || me->department_id != id)) throw forbidden();
      }
      out.scope = "department:" + std::to_string(id);
      out.scope_name = dept->name;
      out.people = repo_.headcount_department(c, org, id);
      filter = privacy::Constraint{0, std::to_string(id)};
    } else if (scope == "team" || scope.starts_with("team:")) {
      const auto id = scope == "team" ? viewer.id : id_after("team:");
      if (id != viewer.id && !viewer.admin) throw forbidden();
      const auto leader = repo_.member(c, org, id);
      if (!leader) throw not_found("Ese equipo no existe.");
      out.scope = "team:" + std::to_string(id);
      out.scope_name = leader->name;
      out.people = repo_.headcount_team(c, org, id);
      filter = privacy::Constraint{1, std::to_string(id)};
    } else {
      throw rule_broken("invalid_scope", "Ese grupo no existe.", {{"scope", "Grupo no válido."}});
    }
  });

  const auto day = today(time_zone);
  const auto th = privacy_.thresholds(org);
  out.k = th.k;
  out.k_comments = th.k_comments;
  privacy::TrendQuery q;
  q.source = std::string(kSource);
  q.dimensions = {"department", "team"};
  q.thresholds = th;
  q.today = day;
  q.filter = filter;
  q.first_cycle = day_number(day) - period;
  q.last_cycle = day_number(day) - 1;
  std::map<std::int64_t, privacy::CycleFigures> by_cycle;
  for (auto& f : privacy_.trend(org, q)) by_cycle.emplace(f.cycle, std::move(f));
  // Each closed day's participation divides by that day's headcount (kept when it closed; a day
  // closed before headcounts were kept divides by today's).
  const auto headcounts = db_.run([&](db::Conn& c) {
    return repo_.headcounts(c, org, out.scope, add_days(day, -period), add_days(day, -1));
  });
  const auto people_on = [&](const std::string& d) {
    const auto it = headcounts.find(d);
    return it != headcounts.end() ? it->second : out.people;
  };
  std::int64_t people_days = 0;

  std::int64_t respondents = 0, numbers_sum = 0;
  double level_sum = 0;
  std::map<std::string, std::int64_t> tags;
  std::map<std::string, int> hidden_reasons;
  bool refused = false;
  for (std::int64_t i = period; i >= 1; --i) {
    DayFigures d;
    d.day = add_days(day, -i);
    const auto it = by_cycle.find(day_number(d.day));
    if (it != by_cycle.end()) {
      d.figures =
          figures_of(it->second.population, it->second.refused, people_on(d.day), th.k_comments);
    }
    if (d.figures.status == "ok") {
      ++out.published_days;
      people_days += people_on(d.day);
      respondents += d.figures.respondents;
      for (std::size_t l = 0; l < 5; ++l) {
        out.summary.distribution[l] += d.figures.distribution[l];
        level_sum += static_cast<double>(d.figures.distribution[l]) * static_cast<double>(l + 1);
        numbers_sum += d.figures.distribution[l];
      }
      for (const auto& [tag, count] : d.figures.tags) tags[tag] += count;
    } else if (d.figures.status != "no_data") {
      ++hidden_reasons[d.figures.status];
      refused = refused || d.figures.refused;
    }
    out.days.push_back(std::move(d));
  }
  auto& s = out.summary;
  if (out.published_days > 0) {
    s.status = "ok";
    s.respondents = respondents;
    if (numbers_sum > 0) s.mean = level_sum / static_cast<double>(numbers_sum);
    if (people_days > 0) {
      s.participation =
          std::min(1.0, static_cast<double>(respondents) / static_cast<double>(people_days));
    }
    s.tags.assign(tags.begin(), tags.end());
  } else if (!hidden_reasons.empty()) {
    s.status = hidden_reasons.contains("suppressed_small") ? "suppressed_small"
                                                           : hidden_reasons.begin()->first;
    s.refused = refused;
  }
  return out;
}

Settings MoodService::set_settings(OrgId org, const Settings& next) const {
  std::vector<FieldError> problems;
  if (next.cadence != "daily" && next.cadence != "weekly") {
    problems.push_back({"cadence", "La frecuencia es diaria o semanal."});
  }
  if (next.weekday < 1 || next.weekday > 7) {
    problems.push_back({"weekday", "Elige un día de la semana."});
  }
  std::set<std::int64_t> days(next.working_days.begin(), next.working_days.end());
  if (days.empty() || *days.begin() < 1 || *days.rbegin() > 7) {
    problems.push_back({"working_days", "Elige al menos un día hábil."});
  }
  if (!valid_time(next.prompt_time)) {
    problems.push_back({"prompt_time", "Usa una hora HH:MM."});
  }
  if (next.tags.size() > kMaxOwnTags) {
    problems.push_back({"tags", "Puedes agregar hasta 10 etiquetas."});
  }
  std::set<std::string> keys;
  for (const auto& t : built_in_tags()) keys.insert(t.key);
  for (const auto& t : next.tags) {
    if (!valid_key(t.key) || !keys.insert(t.key).second) {
      problems.push_back({"tags", "Cada etiqueta necesita una clave única (a-z, 0-9, _)."});
      break;
    }
    if (t.label.empty() || utf8_length(t.label) > 40 || utf8_length(t.label_en) > 40) {
      problems.push_back({"tags", "Cada etiqueta necesita un nombre de hasta 40 caracteres."});
      break;
    }
  }
  if (!(next.alert_mean_below >= 1.0 && next.alert_mean_below <= 5.0)) {
    problems.push_back({"alert_mean_below", "El promedio de alerta va de 1 a 5."});
  }
  if (next.alert_days < 1 || next.alert_days > 14) {
    problems.push_back({"alert_days", "Los días seguidos van de 1 a 14."});
  }
  if (next.alert_low_percent < 1 || next.alert_low_percent > 100) {
    problems.push_back({"alert_low_percent", "El porcentaje va de 1 a 100."});
  }
  if (next.care_resources.size() > kMaxCare) {
    problems.push_back({"care_resources", "Puedes agregar hasta 10 recursos."});
  }
  for (const auto& r : next.care_resources) {
    if (r.title.empty() || utf8_length(r.title) > 120 || utf8_length(r.title_en) > 120 ||
        utf8_length(r.body) > 1000 || utf8_length(r.body_en) > 1000) {
      problems.push_back({"care_resources",
                          "Cada recurso necesita un título (hasta 120) y un texto de hasta 1000."});
      break;
    }
    if (!r.url.empty() && !r.url.starts_with("https://") && !r.url.starts_with("http://")) {
      problems.push_back({"care_resources", "Los enlaces empiezan con https://."});
      break;
    }
  }
  if (utf8_length(next.support_contact) > 300) {
    problems.push_back({"support_contact", "El contacto puede tener hasta 300 caracteres."});
  }
  if (!problems.empty()) {
    throw rule_broken("invalid_settings", "Revisa la configuración de ánimo.", std::move(problems));
  }
  Settings clean = next;
  clean.working_days.assign(days.begin(), days.end());
  for (auto& t : clean.tags) {
    if (t.label_en.empty()) t.label_en = t.label;
  }
  return db_.transact([&](db::Conn& c) {
    const auto stored = repo_.settings(c, org);
    const auto before = stored ? *stored : SettingsRow{};
    auto row = row_of(clean);
    row.handed_through = before.handed_through;
    repo_.save_settings(c, org, row, clock_.now_ms());
    audit_.record(c, org, "moods.settings", {"organization", org.value}, audit_json(before),
                  audit_json(row));
    return settings_of(row);
  });
}

int MoodService::send_prompts() const {
  int told = 0;
  const auto orgs = db_.run([&](db::Conn& c) { return repo_.due_orgs(c); });
  for (const auto& o : orgs) {
    const OrgId org{o.id};
    auto local = local_time(o.timezone, clock_.now_ms());
    if (!local) local = local_time("UTC", clock_.now_ms());
    const auto day = today(o.timezone);
    const auto s = settings(org);
    const auto weekday = iso_weekday(day);
    if (std::find(s.working_days.begin(), s.working_days.end(), weekday) == s.working_days.end()) {
      continue;
    }
    if (s.cadence == "weekly" && weekday != s.weekday) continue;
    char now_text[8];
    std::snprintf(now_text, sizeof now_text, "%02d:%02d", local->hour, local->minute);
    if (std::string(now_text) < s.prompt_time) continue;
    told += db_.transact([&](db::Conn& c) {
      if (!repo_.claim_prompt(c, org, day, clock_.now_ms())) return 0;
      const auto people = repo_.not_checked_in(c, org, day);
      if (!people.empty()) notices_.notify(c, org, "mood_prompt", people, json::object{});
      return static_cast<int>(people.size());
    });
  }
  return told;
}

int MoodService::close_days() const {
  int handed = 0;
  const auto orgs = db_.run([&](db::Conn& c) { return repo_.due_orgs(c); });
  for (const auto& o : orgs) handed += close_org(OrgId{o.id}, o.timezone);
  return handed;
}

int MoodService::close_org(OrgId org, const std::string& time_zone) const {
  const auto day = today(time_zone);
  const auto yesterday = add_days(day, -1);
  std::string next = db_.run([&](db::Conn& c) {
    const auto row = repo_.settings(c, org);
    if (row && !row->handed_through.empty()) return add_days(row->handed_through, 1);
    const auto first = repo_.first_day(c, org);
    if (!first || *first > yesterday) return yesterday;
    return std::max(*first, add_days(day, -kBackfillDays));
  });
  int handed = 0;
  bool closed_yesterday = false;
  for (; next <= yesterday; next = add_days(next, 1)) {
    const bool mine = db_.transact([&](db::Conn& c) {
      if (!repo_.claim_day(c, org, next, clock_.now_ms())) return false;
      repo_.keep_headcounts(c, org, next);
      for (const auto& e : repo_.day_entries(c, org, next)) {
        privacy::Response r;
        r.source = std::string(kSource);
        r.cycle = day_number(next);
        r.segment = {e.department_id > 0 ? std::to_string(e.department_id) : "",
                     e.leader_id > 0 ? std::to_string(e.leader_id) : ""};
        r.answers.push_back(
            {"level", std::to_string(e.level), static_cast<double>(e.level), "", ""});
        for (const auto& tag : split(e.tags))
          r.answers.push_back({"tags", tag, std::nullopt, "", ""});
        privacy_.record(c, org, r, next);
      }
      return true;
    });
    if (mine) {
      ++handed;
      if (next == yesterday) closed_yesterday = true;
    }
  }
  if (closed_yesterday) evaluate_alerts(org, yesterday);
  return handed;
}

void MoodService::evaluate_alerts(OrgId org, const std::string& day) const {
  struct Named {
    std::string name_es;
    std::string name_en;
    std::int64_t leader = 0;
  };
  const auto s = settings(org);
  std::map<std::string, Named> groups;  // "department:1" / "team:2" → names and who to tell
  std::vector<std::int64_t> admins;
  db_.run([&](db::Conn& c) {
    for (const auto& d : repo_.departments(c, org)) {
      groups["department:" + std::to_string(d.id)] = {"el departamento " + d.name,
                                                      "the " + d.name + " department", d.leader_id};
    }
    for (const auto& l : repo_.leaders(c, org)) {
      groups["team:" + std::to_string(l.id)] = {"el equipo de " + l.name, l.name + "'s team", l.id};
    }
    admins = repo_.admins(c, org);
  });
  privacy::TrendQuery q;
  q.source = std::string(kSource);
  q.dimensions = {"department", "team"};
  q.thresholds = privacy_.thresholds(org);
  q.today = add_days(day, 1);
  q.last_cycle = day_number(day);
  q.first_cycle = day_number(day) - (s.alert_days - 1);
  const std::array<std::string, 2> prefixes{"department:", "team:"};
  for (std::size_t dim = 0; dim < 2; ++dim) {
    q.by = dim;
    // group value → published cells by cycle
    std::map<std::string, std::map<std::int64_t, Figures>> published;
    for (const auto& cycle : privacy_.trend(org, q)) {
      for (const auto& cell : cycle.cells) {
        if (!cell.value || cell.value->empty()) continue;
        if (cell.state.status != privacy::Status::kOk) continue;
        published[*cell.value][cycle.cycle] = figures_of(cell, false, 0, q.thresholds.k_comments);
      }
    }
    for (const auto& [value, cycles] : published) {
      const auto last = cycles.find(day_number(day));
      if (last == cycles.end()) continue;  // hidden on the day: nothing to say
      const auto& f = last->second;
      const auto low = f.distribution[0] + f.distribution[1];
      const bool low_share = f.respondents > 0 && low * 100 >= s.alert_low_percent * f.respondents;
      bool low_mean = true;
      for (std::int64_t d = q.first_cycle.value(); d <= *q.last_cycle; ++d) {
        const auto it = cycles.find(d);
        if (it == cycles.end() || !it->second.mean || *it->second.mean >= s.alert_mean_below) {
          low_mean = false;
          break;
        }
      }
      const auto key = prefixes[dim] + value;
      const auto group = groups.find(key);
      if (group == groups.end()) continue;
      const auto now = clock_.now_ms();
      db_.transact([&](db::Conn& c) {
        if (!low_share && !low_mean) {
          repo_.close_alert(c, org, key, day, now);
          return;
        }
        if (!repo_.open_alert(c, org, key, day, now)) {
          repo_.touch_alert(c, org, key, day, now);
          return;
        }
        std::vector<std::int64_t> to = admins;
        if (group->second.leader > 0 &&
            std::find(to.begin(), to.end(), group->second.leader) == to.end()) {
          to.push_back(group->second.leader);
        }
        const double mean = f.mean.value_or(0);
        const auto percent = f.respondents > 0 ? low * 100 / f.respondents : 0;
        notices_.notify(c, org, "mood_alert", to,
                        json::object{{"name", group->second.name_es},
                                     {"name_en", group->second.name_en},
                                     {"scope", key},
                                     {"mean", fixed(mean, 1, '.')},
                                     {"low_percent", percent},
                                     {"days", s.alert_days},
                                     {"day", day}});
      });
    }
  }
}

void MoodService::forget_person(db::Conn& c, OrgId org, const users::ErasedPerson& person) const {
  repo_.forget_person(c, org, person.id);
}

void MoodService::seed_entry(db::Conn& c, OrgId org, std::int64_t user, const std::string& day,
                             std::int64_t level, const std::string& note,
                             const std::vector<std::string>& tags, std::int64_t at_ms) const {
  repo_.save_entry(c, org, user, {day, level, note, join(tags), at_ms, at_ms}, at_ms);
}

void MoodService::seed_sharing(db::Conn& c, OrgId org, std::int64_t user,
                               std::int64_t at_ms) const {
  repo_.set_sharing(c, org, user, true, at_ms);
}

}  // namespace aplauso::moods
