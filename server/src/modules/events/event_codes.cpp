#include "modules/events/event_codes.h"

#include <charconv>
#include <cstdio>
#include <vector>

#include "core/crypto.h"

namespace aplauso::events {

namespace {
std::uint32_t truncated(std::string_view key, const std::string& message) {
  const auto mac = crypto::hmac_sha256(key, message);
  // RFC 4226 dynamic truncation.
  const auto offset = static_cast<unsigned char>(mac[mac.size() - 1]) & 0x0F;
  return ((static_cast<std::uint32_t>(static_cast<unsigned char>(mac[offset])) & 0x7F) << 24) |
         (static_cast<std::uint32_t>(static_cast<unsigned char>(mac[offset + 1])) << 16) |
         (static_cast<std::uint32_t>(static_cast<unsigned char>(mac[offset + 2])) << 8) |
         static_cast<std::uint32_t>(static_cast<unsigned char>(mac[offset + 3]));
}

std::string digits(std::uint32_t value, int count) {
  std::uint32_t mod = 1;
  for (int i = 0; i < count; ++i) mod *= 10;
  char buf[16];
  std::snprintf(buf, sizeof buf, "%0*u", count, value % mod);
  return buf;
}

bool all_digits(std::string_view s) {
  if (s.empty()) return false;
  for (const char ch : s) {
    if (ch < '0' || ch > '9') return false;
  }
  return true;
}

std::optional<std::int64_t> number(std::string_view s) {
  if (!all_digits(s) || s.size() > 18) return std::nullopt;
  std::int64_t v = 0;
  std::from_chars(s.data(), s.data() + s.size(), v);
  return v;
}

std::string without_spaces(std::string_view text) {
  std::string out;
  for (const char ch : text) {
    if (ch != ' ' && ch != '-' && ch != '\t') out += ch;
  }
  return out;
}
}  // namespace

std::int64_t code_window(std::int64_t now_ms) {
  return now_ms / kCodePeriodMs;
}

std::string pass_code(std::string_view secret, std::int64_t registration_id, std::int64_t window) {
  return digits(
      truncated(secret, "pass:" + std::to_string(registration_id) + ":" + std::to_string(window)),
      8);
}

std::string event_code(std::string_view secret, std::int64_t event_id, std::int64_t window) {
  return digits(
      truncated(secret, "event:" + std::to_string(event_id) + ":" + std::to_string(window)), 6);
}

std::optional<ScannedPass> read_pass(std::string_view text) {
  const auto clean = without_spaces(text);
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
  const auto event = number(parts[0]);
  const auto registration = number(parts[1]);
  if (!event || !registration || parts[2].size() != 8 || !all_digits(parts[2])) {
    return std::nullopt;
  }
  return ScannedPass{event, registration, std::string(parts[2])};
}

}  // namespace aplauso::events
