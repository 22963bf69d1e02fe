// The receipt code of an anonymous hazard (issue 33; docs/health-safety.md): 16 symbols of an
// alphabet without look-alikes (no 0/O, no 1/I), drawn from the operating system's CSPRNG and
// shown once as "ABCD EFGH JKLM NPQR" (80 bits). Only its SHA-256 is kept; it names nobody.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace aplauso::health_safety::receipt {

/// The 32 symbols a code is made of.
inline constexpr std::string_view kAlphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
inline constexpr std::size_t kLength = 16;

/// A new code (16 symbols, no spaces).
std::string draw();
/// "ABCDEFGHJKLMNPQR" → "ABCD EFGH JKLM NPQR".
std::string format(std::string_view code);
/// The code a reporter typed or pasted: spaces and dashes dropped, lower case raised; nullopt
/// unless it is 16 symbols of the alphabet.
std::optional<std::string> normalise(std::string_view typed);
/// What is stored of a code: hex SHA-256 of the code under the module's purpose.
std::string hash(std::string_view code);

}  // namespace aplauso::health_safety::receipt
