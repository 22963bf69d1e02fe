// Password hashing with argon2id (libsodium) and the password policy (ASVS 2.1: 12 to 128
// characters, no composition rules).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace aplauso::password {

/// `kInteractive` is libsodium's interactive argon2id cost (64 MiB, 2 passes). `kFast` is the
/// minimum cost, for tests and throwaway demo servers only (PASSWORD_HASHING=fast).
enum class Cost { kInteractive, kFast };

/// An encoded argon2id hash (algorithm, parameters and salt included).
std::string hash(std::string_view password, Cost cost);
/// True when `password` matches `encoded`. False for malformed hashes.
bool verify(std::string_view encoded, std::string_view password);
/// A hash of a random password, verified against when an e-mail is unknown so that answer time
/// does not reveal whether the account exists.
const std::string& decoy_hash(Cost cost);

/// The Spanish reason a new password is refused, or nullopt when acceptable.
std::optional<std::string> policy_violation(std::string_view password);

}  // namespace aplauso::password
