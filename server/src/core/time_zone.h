// Organisations' time zones (IANA names, read from the system's tzdata): whether a name is
// known, and the local calendar time of an instant there.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace aplauso {

struct LocalTime {
  int year = 0;
  unsigned month = 0;  ///< 1-12
  unsigned day = 0;    ///< 1-31
  int hour = 0;
  int minute = 0;
};

/// Whether `name` is a time zone of the system's database ("America/Santiago", "UTC").
bool known_time_zone(std::string_view name);
/// The local time at `epoch_ms` in `zone`; nullopt for an unknown zone.
std::optional<LocalTime> local_time(std::string_view zone, std::int64_t epoch_ms);

}  // namespace aplauso
