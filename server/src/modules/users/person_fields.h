// Checks of a person's fields shared by the member's own form and the admins' forms: the same
// limits and the same Spanish messages wherever a person is written.
#pragma once

#include <chrono>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace aplauso::users {

inline constexpr std::size_t kMaxName = 80;
inline constexpr std::size_t kMaxJobPosition = 120;
inline constexpr const char* kPhoneMessage =
    "Escribe el teléfono en formato internacional, por ejemplo +57 300 123 4567.";
inline constexpr const char* kBirthdayMessage =
    "La fecha de nacimiento debe ser una fecha pasada con formato AAAA-MM-DD.";

/// "+57 300-123 4567" → "+573001234567"; nullopt when it is not "+" and 8 to 15 digits.
std::optional<std::string> normalize_phone(std::string_view raw);
/// A real calendar date written YYYY-MM-DD from 1900 on; nullopt otherwise.
std::optional<std::chrono::sys_days> parse_date(std::string_view text);
/// A real date before `today`.
bool past_date(std::string_view text, std::chrono::sys_days today);
/// "No puede exceder N caracteres."
std::string too_long(std::size_t max);
/// Today (UTC) at `now_ms`.
std::chrono::sys_days today_at(std::int64_t now_ms);

}  // namespace aplauso::users
