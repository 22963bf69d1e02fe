// The small rules programs' files share (docs/programs.md): when a program or an action takes
// submissions, the per-person limit of an action, and the recurrence windows' first days.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/days.h"
#include "core/errors.h"
#include "modules/programs/program_repo.h"
#include "modules/users/user.h"

namespace aplauso::programs {

/// Within [starts_on, ends_on] (each optional), days compared as text.
inline bool within(const std::optional<std::string>& starts_on,
                   const std::optional<std::string>& ends_on, const std::string& today) {
  return (!starts_on || *starts_on <= today) && (!ends_on || today <= *ends_on);
}

/// Active and in its period: takes submissions.
inline bool program_open(const ProgramRow& p, const std::string& today) {
  return p.status == "active" && within(p.starts_on, p.ends_on, today);
}

inline bool action_open(const ActionRow& a, const std::string& today) {
  return !a.archived && within(a.starts_on, a.ends_on, today);
}

/// How many pending and approved submissions a person may have in the action's window: its
/// per_person_limit, else 1, except unlimited (no limit).
inline std::optional<std::int64_t> effective_limit(const ActionRow& a) {
  if (a.per_person_limit) return a.per_person_limit;
  if (a.recurrence == "unlimited") return std::nullopt;
  return 1;
}

/// The Monday of the ISO week of `today`.
inline std::string week_start(const std::string& today) {
  const auto ymd = parse_day(today);
  if (!ymd) return today;
  const std::chrono::weekday wd{std::chrono::sys_days{*ymd}};
  return add_days(today, -static_cast<std::int64_t>((wd.c_encoding() + 6) % 7));
}

inline std::string month_start(const std::string& today) {
  return today.size() == 10 ? today.substr(0, 8) + "01" : today;
}

inline users::Person person_in(const std::vector<users::Person>& people, std::int64_t id) {
  for (const auto& p : people) {
    if (p.id == id) return p;
  }
  users::Person unknown;
  unknown.id = id;
  return unknown;
}

inline std::vector<std::int64_t> unique_ids(std::vector<std::int64_t> ids) {
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  return ids;
}

inline ApiError program_not_found() {
  return not_found("Programa no encontrado.");
}

inline bool has(const std::vector<std::int64_t>& ids, std::int64_t id) {
  for (const auto i : ids) {
    if (i == id) return true;
  }
  return false;
}

}  // namespace aplauso::programs
