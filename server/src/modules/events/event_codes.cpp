#include "modules/events/event_codes.h"

#include <vector>

namespace aplauso::events {

std::string pass_code(std::string_view secret, std::int64_t registration_id, std::int64_t window) {
  return rotating_code(secret,
                       "pass:" + std::to_string(registration_id) + ":" + std::to_string(window), 8);
}

std::string event_code(std::string_view secret, std::int64_t event_id, std::int64_t window) {
  return rotating_code(secret, "event:" + std::to_string(event_id) + ":" + std::to_string(window),
                       6);
}

std::optional<ScannedPass> read_pass(std::string_view text) {
  const auto clean = without_separators(text);
  if (clean.size() == 8 && all_digits(clean)) return ScannedPass{std::nullopt, std::nullopt, clean};
  if (!clean.starts_with("APL:")) return std::nullopt;
  std::vector<std::string_view> parts;
  std::string_view rest(clean);
  rest.remove_prefix(4);
  while (true) {
    const auto colon = rest.find(':');
    parts.push_back(rest.substr(0, colon));
    if (colon == std::string_view::npos) break;
    rest.remove_prefix(colon + 1);
  }
  if (parts.size() != 3) return std::nullopt;
  const auto event = digits_number(parts[0]);
  const auto registration = digits_number(parts[1]);
  if (!event || !registration || parts[2].size() != 8 || !all_digits(parts[2])) {
    return std::nullopt;
  }
  return ScannedPass{event, registration, std::string(parts[2])};
}

}  // namespace aplauso::events
