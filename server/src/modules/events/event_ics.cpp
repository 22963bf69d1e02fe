#include "modules/events/event_ics.h"

#include <chrono>
#include <cstdio>

namespace aplauso::events {

std::string ics_escape(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char ch = text[i];
    switch (ch) {
      case '\\': out += "\\\\"; break;
      case ';': out += "\\;"; break;
      case ',': out += "\\,"; break;
      case '\r':
        if (i + 1 < text.size() && text[i + 1] == '\n') break;
        out += "\\n";
        break;
      case '\n': out += "\\n"; break;
      default: out += ch;
    }
  }
  return out;
}

std::string ics_fold(std::string_view line) {
  constexpr std::size_t kFirst = 75;
  constexpr std::size_t kNext = 74;  // after the leading space
  std::string out;
  std::size_t pos = 0;
  std::size_t room = kFirst;
  while (line.size() - pos > room) {
    std::size_t cut = pos + room;
    // Never split a UTF-8 sequence: back up while the byte at the cut continues one.
    while (cut > pos && (static_cast<unsigned char>(line[cut]) & 0xC0) == 0x80) --cut;
    out.append(line.substr(pos, cut - pos));
    out += "\r\n ";
    pos = cut;
    room = kNext;
  }
  out.append(line.substr(pos));
  out += "\r\n";
  return out;
}

std::string ics_utc(std::int64_t epoch_ms) {
  using namespace std::chrono;
  const sys_time<milliseconds> t{milliseconds{epoch_ms}};
  const auto day = floor<days>(t);
  const year_month_day ymd{day};
  const hh_mm_ss<milliseconds> hms{t - day};
  char buf[32];
  std::snprintf(buf, sizeof buf, "%04d%02u%02uT%02d%02d%02dZ", static_cast<int>(ymd.year()),
                static_cast<unsigned>(ymd.month()), static_cast<unsigned>(ymd.day()),
                static_cast<int>(hms.hours().count()), static_cast<int>(hms.minutes().count()),
                static_cast<int>(hms.seconds().count()));
  return buf;
}

std::string ics_calendar(const std::vector<IcsEvent>& events, std::string_view method,
                         std::string_view host, std::int64_t now_ms, std::string_view name) {
  std::string out;
  const auto line = [&out](std::string_view text) { out += ics_fold(text); };
  line("BEGIN:VCALENDAR");
  line("VERSION:2.0");
  line("PRODID:-//Aplauso//Eventos//ES");
  line("CALSCALE:GREGORIAN");
  line("METHOD:" + std::string(method));
  if (!name.empty()) line("X-WR-CALNAME:" + ics_escape(name));
  const auto stamp = ics_utc(now_ms);
  for (const auto& e : events) {
    line("BEGIN:VEVENT");
    line("UID:event-" + std::to_string(e.id) + "@" + std::string(host));
    line("DTSTAMP:" + stamp);
    line("SEQUENCE:" + std::to_string(e.sequence));
    line("DTSTART:" + ics_utc(e.starts_at));
    line("DTEND:" + ics_utc(e.ends_at));
    line("SUMMARY:" + ics_escape(e.title));
    std::string description = e.description;
    if (e.link) description += (description.empty() ? "" : "\n\n") + *e.link;
    if (!description.empty()) line("DESCRIPTION:" + ics_escape(description));
    if (e.location && !e.location->empty()) {
      line("LOCATION:" + ics_escape(*e.location));
    } else if (e.link) {
      line("LOCATION:" + ics_escape(*e.link));
    }
    if (e.link) line("URL:" + *e.link);
    line("LAST-MODIFIED:" + ics_utc(e.updated_at));
    line(e.cancelled ? "STATUS:CANCELLED" : "STATUS:CONFIRMED");
    line("END:VEVENT");
  }
  line("END:VCALENDAR");
  return out;
}

}  // namespace aplauso::events
