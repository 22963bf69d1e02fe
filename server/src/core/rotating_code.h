// Rotating codes (events' check-in pass and code, challenges' check-in code): a short run of
// digits, HMAC-SHA256 under a secret over what it names and the 30-second window (RFC 4226
// dynamic truncation), so it changes every 30 s and cannot be guessed from earlier ones.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace aplauso {

inline constexpr std::int64_t kCodePeriodMs = 30'000;

/// The window of a moment (floor(now / 30 s)).
std::int64_t code_window(std::int64_t now_ms);
/// `digits` digits of HMAC-SHA256(secret, message).
std::string rotating_code(std::string_view secret, std::string_view message, int digits);
/// Only ASCII digits (and not empty).
bool all_digits(std::string_view s);
/// A non-negative number of at most 18 digits; nullopt otherwise.
std::optional<std::int64_t> digits_number(std::string_view s);
/// The text without spaces, tabs and dashes (how people type a code).
std::string without_separators(std::string_view text);

}  // namespace aplauso
