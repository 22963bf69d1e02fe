// What the schedule module keeps: work schedules (up to two intervals per weekday and an
// optional time zone) and which one applies to each person.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace aplauso::schedule {

/// One working interval of a day, in minutes from local midnight: [start, end).
struct Interval {
  int start = 0;
  int end = 0;
};

/// Monday first; each day none, one or two intervals, in order.
using Week = std::array<std::vector<Interval>, 7>;

struct ScheduleFields {
  std::string name;
  std::optional<std::string> timezone;  ///< IANA name; none: the site's, else the organisation's
  Week week;
};

struct ScheduleRow : ScheduleFields {
  std::int64_t id = 0;
  bool is_default = false;
  std::string status = "active";  ///< "active" | "archived"
  std::int64_t people = 0;        ///< people assigned to it
  std::int64_t created_at = 0;
  std::int64_t updated_at = 0;
};

/// Where a person's hours stand at an instant.
struct HoursNow {
  bool working = false;
  std::optional<std::int64_t> until;       ///< the current interval's end (ms), when working
  std::optional<std::int64_t> next_start;  ///< the next interval's start (ms), when not working
};

}  // namespace aplauso::schedule
