#include "core/rotating_code.h"

#include <charconv>
#include <cstdio>

#include "core/crypto.h"

namespace aplauso {

namespace {
std::uint32_t truncated(std::string_view key, std::string_view message) {
  const auto mac = crypto::hmac_sha256(key, message);
  // RFC 4226 dynamic truncation.
  const auto offset = static_cast<unsigned char>(mac[mac.size() - 1]) & 0x0F;
  return ((static_cast<std::uint32_t>(static_cast<unsigned char>(mac[offset])) & 0x7F) << 24) |
         (static_cast<std::uint32_t>(static_cast<unsigned char>(mac[offset + 1])) << 16) |
         (static_cast<std::uint32_t>(static_cast<unsigned char>(mac[offset + 2])) << 8) |
         static_cast<std::uint32_t>(static_cast<unsigned char>(mac[offset + 3]));
}
}  // namespace

std::int64_t code_window(std::int64_t now_ms) {
  return now_ms / kCodePeriodMs;
}

std::string rotating_code(std::string_view secret, std::string_view message, int digits) {
  std::uint32_t mod = 1;
  for (int i = 0; i < digits; ++i) mod *= 10;
  char buf[16];
  std::snprintf(buf, sizeof buf, "%0*u", digits, truncated(secret, message) % mod);
  return buf;
}

bool all_digits(std::string_view s) {
  if (s.empty()) return false;
  for (const char ch : s) {
    if (ch < '0' || ch > '9') return false;
  }
  return true;
}

std::optional<std::int64_t> digits_number(std::string_view s) {
  if (!all_digits(s) || s.size() > 18) return std::nullopt;
  std::int64_t v = 0;
  std::from_chars(s.data(), s.data() + s.size(), v);
  return v;
}

std::string without_separators(std::string_view text) {
  std::string out;
  for (const char ch : text) {
    if (ch != ' ' && ch != '-' && ch != '\t') out += ch;
  }
  return out;
}

}  // namespace aplauso
