// The password rule of every account (ASVS 2.1): 12 to 128 characters, no composition rules,
// and not one of the 10,000 most common passwords (server/data/common-passwords.txt, compared
// ignoring case).
#pragma once

#include <string>
#include <string_view>

namespace aplauso::accounts {

inline constexpr std::size_t kMinPassword = 12;
inline constexpr std::size_t kMaxPassword = 128;

/// Throws 400 invalid_input naming `field` when `password` breaks the rule.
void check_password_policy(std::string_view password, const std::string& field = "password");

/// Whether `password` (any case) is on the common-password list.
bool is_common_password(std::string_view password);

}  // namespace aplauso::accounts
