#include "modules/schedule/schedule_hours.h"

#include <date/tz.h>

#include <algorithm>
#include <boost/json/array.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <chrono>

namespace aplauso::schedule {

namespace {
constexpr int kDayMinutes = 24 * 60;

const date::time_zone* zone_or_utc(std::string_view name) {
  try {
    if (!name.empty() && name.size() <= 64) return date::locate_zone(std::string(name));
  } catch (const std::exception&) {
  }
  return date::locate_zone("UTC");
}

std::int64_t instant(const date::time_zone* tz, date::local_days day, int minutes) {
  const date::local_time<std::chrono::minutes> local = day + std::chrono::minutes{minutes};
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             tz->to_sys(local, date::choose::earliest).time_since_epoch())
      .count();
}
}  // namespace

std::optional<int> minutes_of(std::string_view text) {
  if (text.size() != 5 || text[2] != ':') return std::nullopt;
  for (const std::size_t i : {0U, 1U, 3U, 4U}) {
    if (text[i] < '0' || text[i] > '9') return std::nullopt;
  }
  const int hours = (text[0] - '0') * 10 + (text[1] - '0');
  const int minutes = (text[3] - '0') * 10 + (text[4] - '0');
  if (minutes > 59 || hours > 24 || (hours == 24 && minutes != 0)) return std::nullopt;
  return hours * 60 + minutes;
}

std::string hhmm(int minutes) {
  std::string out(5, '0');
  out[0] = static_cast<char>('0' + minutes / 600);
  out[1] = static_cast<char>('0' + (minutes / 60) % 10);
  out[2] = ':';
  out[3] = static_cast<char>('0' + (minutes % 60) / 10);
  out[4] = static_cast<char>('0' + minutes % 10);
  return out;
}

std::string week_text(const Week& week) {
  boost::json::array days;
  for (const auto& day : week) {
    boost::json::array intervals;
    for (const auto& i : day) intervals.push_back(boost::json::array{hhmm(i.start), hhmm(i.end)});
    days.push_back(std::move(intervals));
  }
  return boost::json::serialize(days);
}

Week week_of_text(const std::string& text) {
  Week week;
  boost::system::error_code ec;
  const auto parsed = boost::json::parse(text, ec);
  if (ec || !parsed.is_array()) return week;
  const auto& days = parsed.as_array();
  for (std::size_t d = 0; d < days.size() && d < week.size(); ++d) {
    if (!days[d].is_array()) continue;
    for (const auto& pair : days[d].as_array()) {
      if (!pair.is_array() || pair.as_array().size() != 2) continue;
      const auto& p = pair.as_array();
      if (!p[0].is_string() || !p[1].is_string()) continue;
      const auto start = minutes_of(p[0].as_string());
      const auto end = minutes_of(p[1].as_string());
      if (start && end) week[d].push_back({*start, *end});
    }
  }
  return week;
}

std::vector<FieldError> week_problems(const Week& week) {
  std::vector<FieldError> out;
  for (std::size_t d = 0; d < week.size(); ++d) {
    const std::string field = "week." + std::to_string(d);
    const auto& day = week[d];
    if (day.size() > 2) {
      out.push_back({field, "Como máximo dos tramos por día."});
      continue;
    }
    bool bad = false;
    for (const auto& i : day) {
      if (i.start < 0 || i.end > kDayMinutes || i.start >= i.end) {
        out.push_back(
            {field, "Cada tramo empieza antes de terminar (HH:MM, entre 00:00 y 24:00)."});
        bad = true;
        break;
      }
    }
    if (bad || day.size() < 2) continue;
    const auto& a = day[0].start <= day[1].start ? day[0] : day[1];
    const auto& b = day[0].start <= day[1].start ? day[1] : day[0];
    if (b.start < a.end) out.push_back({field, "Los tramos del día se superponen."});
  }
  return out;
}

HoursNow hours_at(const Week& week, std::string_view zone, std::int64_t now_ms) {
  const auto* tz = zone_or_utc(zone);
  const std::chrono::sys_time<std::chrono::milliseconds> now{std::chrono::milliseconds{now_ms}};
  const auto local = tz->to_local(now);
  const auto today = date::floor<date::days>(local);
  const int minute =
      static_cast<int>(std::chrono::duration_cast<std::chrono::minutes>(local - today).count());
  const int monday_first = static_cast<int>((date::weekday{today}.c_encoding() + 6) % 7);

  HoursNow out;
  for (const auto& i : week[static_cast<std::size_t>(monday_first)]) {
    if (i.start <= minute && minute < i.end) {
      out.working = true;
      out.until = instant(tz, today, i.end);
      return out;
    }
  }
  for (int d = 0; d <= 7; ++d) {
    auto day = week[static_cast<std::size_t>((monday_first + d) % 7)];
    std::sort(day.begin(), day.end(),
              [](const Interval& a, const Interval& b) { return a.start < b.start; });
    for (const auto& i : day) {
      if (d == 0 && i.start <= minute) continue;
      out.next_start = instant(tz, today + date::days{d}, i.start);
      return out;
    }
  }
  return out;
}

}  // namespace aplauso::schedule
