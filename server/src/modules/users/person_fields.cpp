#include "modules/users/person_fields.h"

#include <cstdint>

namespace aplauso::users {

std::optional<std::string> normalize_phone(std::string_view raw) {
  std::string out;
  for (const char ch : raw) {
    if (ch == ' ' || ch == '-' || ch == '(' || ch == ')' || ch == '.') continue;
    out += ch;
  }
  if (out.size() < 9 || out.size() > 16 || out[0] != '+') return std::nullopt;
  for (std::size_t i = 1; i < out.size(); ++i) {
    if (out[i] < '0' || out[i] > '9') return std::nullopt;
  }
  return out;
}

std::optional<std::chrono::sys_days> parse_date(std::string_view text) {
  if (text.size() != 10 || text[4] != '-' || text[7] != '-') return std::nullopt;
  int parts[3] = {0, 0, 0};
  const std::size_t starts[3] = {0, 5, 8};
  const std::size_t lengths[3] = {4, 2, 2};
  for (int i = 0; i < 3; ++i) {
    for (std::size_t k = 0; k < lengths[i]; ++k) {
      const char ch = text[starts[i] + k];
      if (ch < '0' || ch > '9') return std::nullopt;
      parts[i] = parts[i] * 10 + (ch - '0');
    }
  }
  const std::chrono::year_month_day date{std::chrono::year{parts[0]},
                                         std::chrono::month{static_cast<unsigned>(parts[1])},
                                         std::chrono::day{static_cast<unsigned>(parts[2])}};
  if (!date.ok() || parts[0] < 1900) return std::nullopt;
  return std::chrono::sys_days{date};
}

bool past_date(std::string_view text, std::chrono::sys_days today) {
  const auto date = parse_date(text);
  return date && *date < today;
}

std::string too_long(std::size_t max) {
  return "No puede exceder " + std::to_string(max) + " caracteres.";
}

std::chrono::sys_days today_at(std::int64_t now_ms) {
  return std::chrono::floor<std::chrono::days>(
      std::chrono::sys_time<std::chrono::milliseconds>{std::chrono::milliseconds{now_ms}});
}

}  // namespace aplauso::users
