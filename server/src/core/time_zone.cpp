#include "core/time_zone.h"

#include <date/tz.h>

#include <chrono>
#include <string>

namespace aplauso {

namespace {
const date::time_zone* find_zone(std::string_view name) {
  if (name.empty() || name.size() > 64) return nullptr;
  try {
    return date::locate_zone(std::string(name));
  } catch (const std::exception&) {
    return nullptr;
  }
}
}  // namespace

bool known_time_zone(std::string_view name) {
  return find_zone(name) != nullptr;
}

std::optional<LocalTime> local_time(std::string_view zone, std::int64_t epoch_ms) {
  const auto* tz = find_zone(zone);
  if (tz == nullptr) return std::nullopt;
  const std::chrono::sys_time<std::chrono::milliseconds> instant{
      std::chrono::milliseconds{epoch_ms}};
  const auto local = tz->to_local(instant);
  const auto day = date::floor<date::days>(local);
  const date::year_month_day ymd{day};
  const date::hh_mm_ss<std::chrono::milliseconds> time{local - day};
  return LocalTime{static_cast<int>(ymd.year()), static_cast<unsigned>(ymd.month()),
                   static_cast<unsigned>(ymd.day()), static_cast<int>(time.hours().count()),
                   static_cast<int>(time.minutes().count())};
}

}  // namespace aplauso
