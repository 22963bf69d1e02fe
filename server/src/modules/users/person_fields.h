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

/// A national identity document without its punctuation: "12.345.678-5" → "123456785", upper
/// case; nullopt when what is left is not 5 to 20 letters and digits.
std::optional<std::string> normalize_national_id(std::string_view raw);
/// The Spanish message when a normalised document is not valid in `country` (a Chilean RUT's check
/// digit, a Mexican CURP's shape); nullopt when it is (other countries: any normalised document).
std::optional<std::string> national_id_problem(std::string_view id,
                                               const std::optional<std::string>& country);
inline constexpr const char* kNationalIdMessage =
    "El documento de identidad debe tener entre 5 y 20 letras o dígitos (los puntos, guiones y "
    "espacios no cuentan).";
/// The contract types an organisation may record (contract_type), and the genders (gender).
inline constexpr std::string_view kContractTypes[] = {"indefinite", "fixed_term", "project",
                                                      "services", "internship"};
inline constexpr std::string_view kGenders[] = {"female", "male", "non_binary", "other"};
bool known_contract_type(std::string_view value);
bool known_gender(std::string_view value);

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
