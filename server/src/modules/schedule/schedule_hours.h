// Working hours as data and as time: "HH:MM" text, the week's JSON form and validation, and
// where an instant falls in a week of a time zone. Pure functions, no database.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/errors.h"
#include "modules/schedule/schedule_types.h"

namespace aplauso::schedule {

/// Minutes from midnight of "HH:MM" (00:00-24:00); nullopt when it is not one.
std::optional<int> minutes_of(std::string_view text);
/// "HH:MM" of minutes from midnight.
std::string hhmm(int minutes);

/// The week as stored (JSON text: seven arrays of ["HH:MM", "HH:MM"] pairs) and back.
std::string week_text(const Week& week);
Week week_of_text(const std::string& text);

/// The problems of a week: bad intervals, more than two a day, start not before end, overlaps
/// (fields "week.<day>", day 0 = Monday).
std::vector<FieldError> week_problems(const Week& week);

/// Where `now_ms` falls in `week` in time zone `zone` (UTC when unknown).
HoursNow hours_at(const Week& week, std::string_view zone, std::int64_t now_ms);

}  // namespace aplauso::schedule
