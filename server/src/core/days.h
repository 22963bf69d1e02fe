// Calendar days as modules keep them (surveys' dates, the privacy engine's releases): the
// organisation's days, written YYYY-MM-DD (they compare as text).
#pragma once

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>

namespace aplauso {

/// The day of "YYYY-MM-DD"; nullopt for anything else or an impossible date.
inline std::optional<std::chrono::year_month_day> parse_day(std::string_view text) {
  if (text.size() != 10 || text[4] != '-' || text[7] != '-') return std::nullopt;
  int y = 0;
  unsigned m = 0, d = 0;
  for (std::size_t i = 0; i < 10; ++i) {
    if (i == 4 || i == 7) continue;
    if (text[i] < '0' || text[i] > '9') return std::nullopt;
  }
  y = std::stoi(std::string(text.substr(0, 4)));
  m = static_cast<unsigned>(std::stoi(std::string(text.substr(5, 2))));
  d = static_cast<unsigned>(std::stoi(std::string(text.substr(8, 2))));
  const std::chrono::year_month_day ymd{std::chrono::year{y}, std::chrono::month{m},
                                        std::chrono::day{d}};
  if (!ymd.ok()) return std::nullopt;
  return ymd;
}

inline std::string day_text(const std::chrono::year_month_day& ymd) {
  char out[16];
  std::snprintf(out, sizeof out, "%04d-%02u-%02u", static_cast<int>(ymd.year()),
                static_cast<unsigned>(ymd.month()), static_cast<unsigned>(ymd.day()));
  return out;
}

/// `day` plus `days` (a valid day in).
inline std::string add_days(std::string_view day, std::int64_t days) {
  const auto ymd = parse_day(day);
  if (!ymd) return std::string(day);
  const std::chrono::sys_days d = std::chrono::sys_days{*ymd} + std::chrono::days{days};
  return day_text(std::chrono::year_month_day{d});
}

/// `day` plus `months`, the day clamped to the month's last.
inline std::string add_months(std::string_view day, int months) {
  const auto ymd = parse_day(day);
  if (!ymd) return std::string(day);
  auto next = *ymd + std::chrono::months{months};
  if (!next.ok()) next = next.year() / next.month() / std::chrono::last;
  return day_text(next);
}

/// 00:00 UTC of the day, in epoch milliseconds (the time a survey's ledger entry carries).
inline std::int64_t day_start_ms(std::string_view day) {
  const auto ymd = parse_day(day);
  if (!ymd) return 0;
  return std::chrono::sys_days{*ymd}.time_since_epoch().count() * 86'400'000LL;
}

}  // namespace aplauso
