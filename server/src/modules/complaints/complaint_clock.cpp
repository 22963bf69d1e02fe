#include "modules/complaints/complaint_clock.h"

#include <chrono>
#include <map>
#include <set>

#include "core/days.h"
#include "core/embedded_assets.h"

namespace aplauso::complaints {

namespace {
/// The holidays of every country shipped, read once from the embedded data files.
const std::map<std::string, std::set<std::string>>& holiday_table() {
  static const std::map<std::string, std::set<std::string>> table = [] {
    std::map<std::string, std::set<std::string>> out;
    for (const auto& asset : embedded::data_files()) {
      const std::string_view name = asset.name;
      if (!name.starts_with("holidays-") || !name.ends_with(".txt")) continue;
      const std::string country(name.substr(9, name.size() - 9 - 4));
      auto& days = out[country];
      std::string_view rest = asset.content;
      while (!rest.empty()) {
        const auto end = rest.find('\n');
        const std::string_view line = rest.substr(0, end);
        rest = end == std::string_view::npos ? std::string_view{} : rest.substr(end + 1);
        if (line.size() >= 10 && line.front() != '#') days.insert(std::string(line.substr(0, 10)));
      }
    }
    return out;
  }();
  return table;
}

unsigned weekday_of(const std::string& day) {
  const auto ymd = parse_day(day);
  if (!ymd) return 1;
  return std::chrono::weekday{std::chrono::sys_days{*ymd}}.c_encoding();  // 0 Sunday
}

std::string add_months(const std::string& day, int months) {
  const auto ymd = parse_day(day);
  if (!ymd) return day;
  auto next = std::chrono::year_month_day{ymd->year() / ymd->month() / ymd->day()} +
              std::chrono::months{months};
  if (!next.ok()) next = next.year() / next.month() / std::chrono::last;
  return day_text(next);
}

Deadline make(std::string key, std::string due, bool business, std::int64_t days,
              const std::optional<std::string>& met, const std::string& today, std::string basis) {
  Deadline d;
  d.key = std::move(key);
  d.due_day = std::move(due);
  d.business_days = business;
  d.days = days;
  d.met_day = met;
  d.basis = std::move(basis);
  if (met) {
    d.status = *met <= d.due_day ? "met" : "overdue";
    if (*met <= d.due_day) d.status = "met";
  } else {
    d.status = today > d.due_day ? "overdue" : "open";
  }
  return d;
}

/// An unmet deadline of a closed case that was not yet due when it closed no longer runs.
void settle(std::vector<Deadline>& list, const Milestones& m) {
  if (!m.closed) return;
  for (auto& d : list) {
    if (d.met_day) continue;
    if (*m.closed <= d.due_day) d.status = "not_applicable";
  }
}
}  // namespace

bool is_holiday(const std::string& day, const std::string& country) {
  const auto& table = holiday_table();
  const auto it = table.find(country);
  return it != table.end() && it->second.contains(day);
}

bool is_business_day(const std::string& day, const std::string& country) {
  const auto wd = weekday_of(day);
  return wd != 0 && wd != 6 && !is_holiday(day, country);
}

std::string add_business_days(const std::string& day, std::int64_t n, const std::string& country) {
  std::string cur = day;
  for (std::int64_t counted = 0; counted < n;) {
    cur = add_days(cur, 1);
    if (is_business_day(cur, country)) ++counted;
  }
  return cur;
}

std::int64_t business_days_between(const std::string& from, const std::string& to,
                                   const std::string& country) {
  std::int64_t n = 0;
  for (std::string cur = add_days(from, 1); cur <= to; cur = add_days(cur, 1)) {
    if (is_business_day(cur, country)) ++n;
    if (n > 10000) break;
  }
  return n;
}

std::string holiday_country(const std::string& profile, const CustomDays& custom) {
  if (profile == "cl" || profile == "mx" || profile == "co") return profile;
  if (profile == "custom") return custom.holidays_country.value_or("");
  return "";
}

std::vector<Deadline> deadlines(const std::string& profile, const CustomDays& custom,
                                const Milestones& m, const std::string& today) {
  std::vector<Deadline> out;
  const auto& r = m.received;
  const auto country = holiday_country(profile, custom);
  if (profile == "cl") {
    out.push_back(make("resguardo", r, false, 0, m.resguardo, today,
                       "Ley 21.643 (Ley Karin), Código del Trabajo art. 211-B: de inmediato"));
    // Derivation runs only while the case is not investigated internally.
    auto derivation = make("derivation", add_business_days(r, 3, country), true, 3, m.derived,
                           today, "Código del Trabajo art. 211-B: 3 días hábiles");
    if (!m.derived && m.investigation) derivation.status = "not_applicable";
    out.push_back(derivation);
    if (!m.derived) {
      out.push_back(make("investigation", add_business_days(r, 30, country), true, 30, m.report,
                         today, "Código del Trabajo art. 211-C: 30 días hábiles"));
    }
    if (m.report) {
      out.push_back(make("measures", add_days(*m.report, 15), false, 15, m.measures, today,
                         "Código del Trabajo art. 211-C: 15 días corridos desde las conclusiones"));
    }
  } else if (profile == "eu") {
    out.push_back(make("acknowledge", add_days(r, 7), false, 7, m.acknowledged, today,
                       "Directiva (UE) 2019/1937 art. 9.1.b: acuse en 7 días"));
    const auto from =
        m.acknowledged && *m.acknowledged <= add_days(r, 7) ? *m.acknowledged : add_days(r, 7);
    auto feedback = make("feedback", add_months(from, 3), false, 90, m.report ? m.report : m.closed,
                         today, "Directiva (UE) 2019/1937 art. 9.1.f: respuesta en 3 meses");
    out.push_back(feedback);
  } else if (profile == "mx") {
    out.push_back(make("acknowledge", add_business_days(r, 5, country), true, 5, m.acknowledged,
                       today, "NOM-035-STPS-2018 (sin plazo legal: plazo interno)"));
    out.push_back(make("response", add_business_days(r, 30, country), true, 30,
                       m.report ? m.report : m.closed, today,
                       "NOM-035-STPS-2018 (sin plazo legal: plazo interno)"));
  } else if (profile == "co") {
    out.push_back(make("acknowledge", add_business_days(r, 5, country), true, 5, m.acknowledged,
                       today, "Ley 1010 de 2006, Res. 652 de 2012 (Comité de Convivencia)"));
    out.push_back(make("response", add_business_days(r, 30, country), true, 30,
                       m.report ? m.report : m.closed, today,
                       "Ley 1010 de 2006 (plazo interno del Comité de Convivencia)"));
  } else {
    const auto add = [&](const std::string& from, std::int64_t n) {
      return custom.business_days ? add_business_days(from, n, country) : add_days(from, n);
    };
    if (custom.acknowledge_days > 0) {
      out.push_back(make("acknowledge", add(r, custom.acknowledge_days), custom.business_days,
                         custom.acknowledge_days, m.acknowledged, today, "Plazo propio"));
    }
    out.push_back(make("investigation", add(r, custom.investigation_days), custom.business_days,
                       custom.investigation_days, m.report, today, "Plazo propio"));
    if (m.report) {
      out.push_back(make("measures", add(*m.report, custom.measures_days), custom.business_days,
                         custom.measures_days, m.measures, today, "Plazo propio"));
    }
  }
  settle(out, m);
  return out;
}

}  // namespace aplauso::complaints
