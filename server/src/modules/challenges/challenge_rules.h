// The small rules challenges' files share (docs/challenges.md): amounts in thousandths, the
// periods of a recurrence (ISO weeks from Monday), when a challenge is open, and who may see,
// manage and approve it.
#pragma once

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "core/days.h"
#include "core/errors.h"
#include "modules/challenges/challenge_repo.h"
#include "modules/challenges/challenge_service.h"
#include "modules/users/user.h"

namespace aplauso::challenges {

/// One unit (a claim, a check-in, a product event) in thousandths.
inline constexpr std::int64_t kOne = 1000;

inline std::int64_t to_milli(double v) {
  return static_cast<std::int64_t>(std::llround(v * 1000.0));
}
inline double from_milli(std::int64_t v) {
  return static_cast<double>(v) / 1000.0;
}
/// A team's per-member score (thousandths); 0 without members.
inline std::int64_t per_member(std::int64_t total, std::int64_t members) {
  return members > 0 ? total / members : 0;
}

/// Days since 1970-01-01 of a valid day (a check-in's source id: one a day).
inline std::int64_t day_number(const std::string& day) {
  const auto ymd = parse_day(day);
  if (!ymd) return 0;
  return std::chrono::sys_days{*ymd}.time_since_epoch().count();
}

/// The Monday of the ISO week of `day`.
inline std::string week_monday(const std::string& day) {
  const auto ymd = parse_day(day);
  if (!ymd) return day;
  const std::chrono::weekday wd{std::chrono::sys_days{*ymd}};
  return add_days(day, -static_cast<std::int64_t>((wd.c_encoding() + 6) % 7));
}

/// "2026-W49": the ISO year and week of `day`.
inline std::string iso_week_key(const std::string& day) {
  const auto thursday = parse_day(add_days(week_monday(day), 3));
  if (!thursday) return day;
  const int year = static_cast<int>(thursday->year());
  const std::chrono::sys_days jan1{std::chrono::year{year} / 1 / 1};
  const auto week = (std::chrono::sys_days{*thursday} - jan1).count() / 7 + 1;
  char out[16];
  std::snprintf(out, sizeof out, "%04d-W%02d", year, static_cast<int>(week));
  return out;
}

/// The period of `day` under the challenge's recurrence, its days clipped to the challenge's.
inline Period period_of(const ChallengeRow& ch, const std::string& day_in) {
  const std::string day = std::clamp(day_in, ch.starts_on, std::max(ch.starts_on, ch.ends_on));
  Period p;
  if (ch.recurrence == "daily") {
    p = {day, day, day};
  } else if (ch.recurrence == "weekly") {
    const auto monday = week_monday(day);
    p = {iso_week_key(day), monday, add_days(monday, 6)};
  } else if (ch.recurrence == "monthly") {
    const auto first = day.substr(0, 8) + "01";
    p = {day.substr(0, 7), first, add_days(add_months(first, 1), -1)};
  } else {
    p = {"all", ch.starts_on, ch.ends_on};
  }
  p.starts_on = std::max(p.starts_on, ch.starts_on);
  p.ends_on = std::min(p.ends_on, ch.ends_on);
  return p;
}

/// The period a key names, when it is one of the challenge's; nullopt otherwise.
inline std::optional<Period> period_named(const ChallengeRow& ch, const std::string& key) {
  std::string day;
  if (ch.recurrence == "none") {
    if (key != "all") return std::nullopt;
    day = ch.starts_on;
  } else if (ch.recurrence == "daily") {
    if (!parse_day(key)) return std::nullopt;
    day = key;
  } else if (ch.recurrence == "monthly") {
    if (key.size() != 7 || !parse_day(key + "-01")) return std::nullopt;
    day = key + "-01";
  } else {
    // An ISO week: its Monday is within 3 days of January 4th's week plus (week - 1) weeks.
    if (key.size() != 8 || key[4] != '-' || key[5] != 'W') return std::nullopt;
    const auto jan4 = parse_day(key.substr(0, 4) + "-01-04");
    int week = 0;
    if (!jan4 || std::sscanf(key.c_str() + 6, "%d", &week) != 1 || week < 1 || week > 53) {
      return std::nullopt;
    }
    day = add_days(week_monday(day_text(*jan4)), static_cast<std::int64_t>(week - 1) * 7);
  }
  if (day > ch.ends_on) return std::nullopt;
  auto p = period_of(ch, std::max(day, ch.starts_on));
  if (p.key != key) return std::nullopt;
  return p;
}

/// The periods from the first to `today`'s (or the last), newest first, at most `max`.
inline std::vector<Period> periods_until(const ChallengeRow& ch, const std::string& today,
                                         std::size_t max) {
  std::vector<Period> out;
  auto p = period_of(ch, today);
  while (out.size() < max) {
    out.push_back(p);
    if (p.starts_on <= ch.starts_on) break;
    p = period_of(ch, add_days(p.starts_on, -1));
  }
  return out;
}

/// Active and today within its period: takes claims, check-ins and product events.
inline bool challenge_open(const ChallengeRow& ch, const std::string& today) {
  return ch.status == "active" && ch.starts_on <= today && today <= ch.ends_on;
}

/// Four eyes: every claim of a challenge whose reward reaches the threshold needs two approvals.
inline bool four_eyes(const ChallengeRow& ch) {
  return ch.four_eyes_points && ch.reward_points >= *ch.four_eyes_points;
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

inline bool has(const std::vector<std::int64_t>& ids, std::int64_t id) {
  return std::find(ids.begin(), ids.end(), id) != ids.end();
}

inline ApiError challenge_not_found() {
  return not_found("Reto no encontrado.");
}
inline ApiError claim_not_found() {
  return not_found("Reclamo no encontrado.");
}
inline ApiError not_open() {
  return conflict("challenge_not_open", "Este reto no está abierto.");
}

}  // namespace aplauso::challenges
