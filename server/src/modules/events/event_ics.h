// The one RFC 5545 generator (EVT-5): the .ics download, the personal feed and, later, mail
// attachments. Lines end in CRLF and are folded at 75 octets (never inside a UTF-8 sequence);
// TEXT values escape backslash, semicolon, comma and line breaks; times are UTC (…Z).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace aplauso::events {

struct IcsEvent {
  std::int64_t id = 0;
  std::string title;
  std::string description;
  std::optional<std::string> location;
  std::optional<std::string> link;
  std::int64_t starts_at = 0;
  std::int64_t ends_at = 0;
  std::int64_t sequence = 0;
  bool cancelled = false;
  std::int64_t updated_at = 0;
};

/// A TEXT value escaped (RFC 5545 §3.3.11): \\ \; \, and \n for line breaks (CR dropped).
std::string ics_escape(std::string_view text);
/// One content line folded at 75 octets with CRLF + space, ending in CRLF.
std::string ics_fold(std::string_view line);
/// YYYYMMDDTHHMMSSZ.
std::string ics_utc(std::int64_t epoch_ms);
/// A VCALENDAR of `events`. `method`: PUBLISH (downloads, feeds) or CANCEL. `host` is the
/// domain of the UIDs (event-{id}@{host}); `now_ms` the DTSTAMP.
std::string ics_calendar(const std::vector<IcsEvent>& events, std::string_view method,
                         std::string_view host, std::int64_t now_ms, std::string_view name);

}  // namespace aplauso::events
